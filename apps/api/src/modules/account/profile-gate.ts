import { ACCOUNT_SERVER_MESSAGES } from "@app/domain/account/constants";
import { missingProfileFields } from "@app/domain/account/profile-completeness";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/account";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";

/**
 * Spec 000 section 4.7: some actions wait for a complete profile (murid: email, name, year level; prakerja also
 * city and occupation). Refuses with 400 and `data.missing_fields`, the fields the web app sends the learner to
 * fill in (docs/decisions/003). Runs inside the caller's transaction when given one.
 */
export async function requireCompleteProfile(db: Db, userId: number): Promise<void> {
  const [user] = await db
    .select({
      profession_name: users.professionName,
      email: users.email,
      name: users.name,
      year_level_id: users.yearLevelId,
      city: users.city,
      occupation: users.occupation,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw errors.unauthorized();
  const missing = missingProfileFields(user);
  if (missing.length > 0) {
    throw errors.refused(ACCOUNT_SERVER_MESSAGES.profileIncomplete, { missing_fields: missing });
  }
}
