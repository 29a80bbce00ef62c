import { STUDY_MESSAGES } from "@app/domain/study/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import { programs, resources } from "../../db/schema/catalogue";
import { programUsers } from "../../db/schema/learning";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { openableBy } from "../learning/public";

/**
 * Who may touch what on the study page (RELIABILITY S9). Every call names a programme, an enrolment or an
 * activity; these find the caller's own enrolment for it or refuse with 403 'Anda tidak memiliki akses ke data
 * ini' — the same answer whether the id exists or not, so no call tells another learner's ids apart.
 */

export type Enrolment = {
  programUserId: number;
  programId: number;
  userId: number;
};

/** The caller's enrolment in a programme that still exists, or 403. */
export async function requireEnrolment(db: Db, userId: number, programId: number): Promise<Enrolment> {
  const [row] = await db
    .select({ programUserId: programUsers.id, programId: programUsers.programId, userId: programUsers.userId })
    .from(programUsers)
    .where(
      and(
        eq(programUsers.userId, userId),
        eq(programUsers.programId, programId),
        isNull(programUsers.programDeletedAt),
      ),
    );
  if (!row) throw errors.forbidden(STUDY_MESSAGES.notYours);
  return row;
}

/** An enrolment id the caller sent: theirs (and of that programme, when one is named), or 403. */
export async function requireOwnEnrolment(
  db: Db,
  userId: number,
  programUserId: number,
  programId?: number,
): Promise<Enrolment> {
  const [row] = await db
    .select({ programUserId: programUsers.id, programId: programUsers.programId, userId: programUsers.userId })
    .from(programUsers)
    .where(and(eq(programUsers.id, programUserId), eq(programUsers.userId, userId)));
  if (!row || (programId !== undefined && row.programId !== programId)) throw errors.forbidden(STUDY_MESSAGES.notYours);
  return row;
}

export type ActivityAccess = Enrolment & { resourceId: number; showComment: boolean };

/**
 * An activity the caller may open: of a programme they are enrolled in, and not an add-on's they do not own.
 * Anything else — an unknown id included — is 403.
 */
export async function requireOpenableActivity(db: Db, userId: number, resourceId: number): Promise<ActivityAccess> {
  const [row] = await db
    .select({
      programUserId: programUsers.id,
      programId: programUsers.programId,
      userId: programUsers.userId,
      resourceId: resources.id,
      // a discussion is answered in its comments, whatever its flag says (as the activity detail shows it)
      showComment: sql<boolean>`(${resources.showComment} or ${resources.type} = 'discussion')`,
    })
    .from(resources)
    .innerJoin(programs, eq(programs.id, resources.programId))
    .innerJoin(programUsers, and(eq(programUsers.programId, resources.programId), eq(programUsers.userId, userId)))
    .where(and(eq(resources.id, resourceId), isNull(programs.deletedAt), openableBy(userId)));
  if (!row) throw errors.forbidden(STUDY_MESSAGES.notYours);
  return row;
}
