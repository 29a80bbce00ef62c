import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings, type PrivacySettingsBody } from "@app/domain/account/privacy";
import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { privacySettings } from "../../db/schema/privacy";
import type { Db } from "../../platform/db";

/**
 * The photo a visitor may see beside a person's name in a public answer (a review, a review page): none when the
 * profile is private or the photo switched off (decisions/026). The query left-joins `privacySettings` on the user
 * (`withPrivacy`); no row means the defaults, public with the photo.
 */
export const publicAvatar = sql<string | null>`case
  when coalesce(${privacySettings.isPublic}, true) and coalesce(${privacySettings.showAvatar}, true) then ${users.avatar}
end`;
export const withPrivacy = eq(privacySettings.userId, users.id);
export { privacySettings };

type Row = typeof privacySettings.$inferSelect;

function present(row: Row | undefined): PrivacySettings {
  if (!row) return { ...DEFAULT_PRIVACY_SETTINGS };
  return {
    is_public: row.isPublic,
    show_avatar: row.showAvatar,
    show_profession: row.showProfession,
    show_institution: row.showInstitution,
    show_certificates: row.showCertificates,
  };
}

/** GET /user/privacy/: the caller's switches (the defaults while they never saved any). */
export async function loadPrivacy(db: Db, userId: number): Promise<PrivacySettings> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.userId, userId));
  return present(row);
}

/** POST /user/privacy/: changes the switches named in the body, in one upsert (two tabs never lose a switch). */
export async function savePrivacy(
  db: Db,
  userId: number,
  body: PrivacySettingsBody,
  now: Date,
): Promise<PrivacySettings> {
  const changes = {
    ...(body.is_public !== undefined ? { isPublic: body.is_public } : {}),
    ...(body.show_avatar !== undefined ? { showAvatar: body.show_avatar } : {}),
    ...(body.show_profession !== undefined ? { showProfession: body.show_profession } : {}),
    ...(body.show_institution !== undefined ? { showInstitution: body.show_institution } : {}),
    ...(body.show_certificates !== undefined ? { showCertificates: body.show_certificates } : {}),
  };
  const [row] = await db
    .insert(privacySettings)
    .values({ userId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: privacySettings.userId, set: { ...changes, updatedAt: now } })
    .returning();
  return present(row);
}
