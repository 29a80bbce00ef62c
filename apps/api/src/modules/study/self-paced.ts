import { wibDay, wibDayBounds } from "@app/domain/learning/todo";
import { hasOneSessionADay, mayOpenSession, SELF_PACED_MESSAGE } from "@app/domain/study/self-paced";
import { eq, sql } from "drizzle-orm";
import { resources } from "../../db/schema/catalogue";
import { userActivities } from "../../db/schema/study";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";

/**
 * One session a day for a self-paced job-training programme (domain study/self-paced.ts): starting an activity
 * whose session (topic) the learner has not opened yet is refused when another session was opened on the same WIB
 * day. Runs inside the activity change's transaction, after the enrolment row is locked, so two starts at once
 * are decided one after the other. Reads the learner's own activities of the programme only.
 */
export async function assertSessionOfTheDay(
  tx: Db,
  row: {
    programUserId: number;
    resourceId: number;
    categoryName: string;
    programType: number;
    chapterId: number | null;
  },
  now: Date,
): Promise<void> {
  if (!hasOneSessionADay(row) || row.chapterId === null) return;
  const { start, end } = wibDayBounds(wibDay(now));
  const [state] = await tx
    .select({
      sessionOpened: sql<boolean>`exists (
        select 1 from ${userActivities} ua join ${resources} r on r.id = ua.resource_id
        where ua.program_user_id = ${row.programUserId} and r.chapter_id = ${row.chapterId})`,
      // another session opened today: its first start falls on today (WIB)
      otherSessionOpenedToday: sql<boolean>`exists (
        select 1 from ${userActivities} ua join ${resources} r on r.id = ua.resource_id
        where ua.program_user_id = ${row.programUserId} and r.chapter_id <> ${row.chapterId}
        group by r.chapter_id
        having min(ua.started_at) >= ${start.toISOString()}::timestamptz
          and min(ua.started_at) < ${end.toISOString()}::timestamptz)`,
    })
    .from(resources)
    .where(eq(resources.id, row.resourceId))
    .limit(1);
  if (state && !mayOpenSession(state)) throw errors.refused(SELF_PACED_MESSAGE);
}
