import { REPORT_MESSAGES } from "@app/domain/report/contracts";
import { eq, sql } from "drizzle-orm";
import { roles, userRoles, users } from "../../db/schema/account";
import { programs } from "../../db/schema/catalogue";
import { programFacilitators } from "../../db/schema/chat";
import { programUsers } from "../../db/schema/learning";
import { programAssessors } from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { ADMIN_ROLE_LABELS } from "../../platform/program-roles";
import type { Enrolment } from "../study/public";

/**
 * Who may read an enrolment's records (certificate, learning report): the holder, the programme's assessors and
 * facilitators, the institution's admins and the platform's (decisions/020). One rule for the whole module.
 */

export type Access = {
  enrolment: Enrolment;
  holder: boolean;
  staff: boolean;
  institutionAdmin: boolean;
  platformAdmin: boolean;
};

export const mayRead = (a: Access) => a.holder || a.staff || a.institutionAdmin || a.platformAdmin;
export const mayRevoke = (a: Access) => a.institutionAdmin || a.platformAdmin;

/**
 * What the caller is to an enrolment, in one query. Institution admins are users.is_admin with the programme's
 * institution as theirs; platform admins hold an admin role, or users.is_admin with no institution.
 */
export async function accessTo(db: Db, callerId: number, programUserId: number): Promise<Access | null> {
  const adminRoles = sql.join(
    ADMIN_ROLE_LABELS.map((label) => sql`${label}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      programUserId: programUsers.id,
      programId: programUsers.programId,
      userId: programUsers.userId,
      staff: sql<boolean>`(exists (select 1 from ${programAssessors} where ${programAssessors.programId} = ${programUsers.programId}
          and ${programAssessors.userId} = ${callerId})
        or exists (select 1 from ${programFacilitators} where ${programFacilitators.programId} = ${programUsers.programId}
          and ${programFacilitators.userId} = ${callerId}))`,
      institutionAdmin: sql<boolean>`exists (select 1 from ${users} c where c.id = ${callerId} and c.is_admin
        and c.institution_id = ${programs.creatorId})`,
      platformAdmin: sql<boolean>`(exists (select 1 from ${users} c where c.id = ${callerId} and c.is_admin
          and c.institution_id is null)
        or exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
          where ${userRoles.userId} = ${callerId} and ${roles.label} in (${adminRoles})))`,
    })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .where(eq(programUsers.id, programUserId));
  if (!row) return null;
  return {
    enrolment: { programUserId: row.programUserId, programId: row.programId, userId: row.userId },
    holder: row.userId === callerId,
    staff: row.staff,
    institutionAdmin: row.institutionAdmin,
    platformAdmin: row.platformAdmin,
  };
}

/** An enrolment the caller may read the certificate of, or 403 — the same answer for one that does not exist. */
export async function requireReader(db: Db, callerId: number, programUserId: number): Promise<Access> {
  const access = await accessTo(db, callerId, programUserId);
  if (!access || !mayRead(access)) throw errors.forbidden(REPORT_MESSAGES.notFound);
  return access;
}
