import { sql } from "drizzle-orm";
import { roles, userRoles, users } from "../db/schema/account";
import { programFacilitators } from "../db/schema/chat";
import { programUsers } from "../db/schema/learning";
import { programAssessors } from "../db/schema/quiz";
import type { Db } from "./db";

/** Roles that act on every programme. */
export const ADMIN_ROLE_LABELS = ["Super Admin", "Admin Sekolahmu"] as const;

export type ProgramRoles = {
  enrolled: boolean;
  facilitator: boolean;
  assessor: boolean;
  /** users.is_admin or an admin role. */
  admin: boolean;
};

/**
 * What a user is to a programme, in one query: the guard of the programme's staff calls (announcements, study-group
 * decisions) and of what its learners share. Staff = a facilitator of the programme, or an admin.
 */
export async function programRoles(db: Db, userId: number, programId: number): Promise<ProgramRoles> {
  const admins = sql.join(
    ADMIN_ROLE_LABELS.map((label) => sql`${label}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      enrolled: sql<boolean>`exists (select 1 from ${programUsers} where ${programUsers.programId} = ${programId}
        and ${programUsers.userId} = ${userId} and ${programUsers.programDeletedAt} is null)`,
      facilitator: sql<boolean>`exists (select 1 from ${programFacilitators}
        where ${programFacilitators.programId} = ${programId} and ${programFacilitators.userId} = ${userId})`,
      assessor: sql<boolean>`exists (select 1 from ${programAssessors}
        where ${programAssessors.programId} = ${programId} and ${programAssessors.userId} = ${userId})`,
      admin: sql<boolean>`(${users.isAdmin} or exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
        where ${userRoles.userId} = ${userId} and ${roles.label} in (${admins})))`,
    })
    .from(users)
    .where(sql`${users.id} = ${userId}`);
  return row ?? { enrolled: false, facilitator: false, assessor: false, admin: false };
}

export const isProgramStaff = (r: ProgramRoles) => r.facilitator || r.admin;
