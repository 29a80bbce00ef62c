import { PRAKERJA_CATEGORY } from "@app/domain/catalogue/constants";
import { redeemBlocksStudy } from "@app/domain/prakerja/contracts";
import {
  COMPLETION_MESSAGES,
  isVideoActivity,
  usesCompletionTimer,
  videoWatchedLongEnough,
} from "@app/domain/study/completion";
import { type CompletionResult, STUDY_MESSAGES } from "@app/domain/study/contracts";
import { studyProgressPercent } from "@app/domain/study/presence";
import { and, eq, isNull, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { programs, resources } from "../../db/schema/catalogue";
import { programUsers, resourceCompletions } from "../../db/schema/learning";
import { prakerjaRedeems, prakerjaRedemptionPrograms } from "../../db/schema/prakerja";
import { quizzes } from "../../db/schema/quiz";
import { userActivities } from "../../db/schema/study";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { isoOrNull } from "../../platform/iso-time";
import { measureSiteVideo } from "../../platform/media-duration";
import { plainText } from "../../platform/rich-text";
import { requireCompleteProfile } from "../account/public";
import { completeActivity, openableBy } from "../learning/public";
import { selectedGroup } from "./groups";
import { assertSessionOfTheDay } from "./self-paced";

/**
 * How a learner starts and finishes an activity (spec 002 section 4, 'Activity completion'): the completion call
 * of the study page, and the steps the quiz engine takes inside its own transactions (lockActivityChange,
 * recordActivityStart, recordActivityFinish: the study module's public API, study/public.ts).
 */

export type SetCompleteInput = {
  programUserId: number;
  resourceId: number;
  isFinish: boolean;
  videoEnded?: boolean | undefined;
  reflection?: string | undefined;
};

/** A finish the server declines without an error: the learner must watch the video first (status 200). */
export type SetCompleteOutcome = { result: CompletionResult; warning: string | null };

/**
 * POST program_activity/activity/: start (is_finish false) records the learner's user_activity once, and a
 * `video_ended` report on it — refused with 400 'Selesaikan menonton video terlebih dahulu' until enough of the
 * video's length has passed since the start (issue 17, videoWatchSeconds: 90 % of the measured length, else of
 * the stated duration, else a 30 s floor; a video the site serves itself is measured here the first time, see
 * measureVideoOnce); finish (is_finish true) completes the activity through completeActivity, in one
 * transaction with the row locks that keep two finishes from both passing. Refusals (spec 002 section 4,
 * 'Activity completion'): an archived programme, a locked subscription, an activity not started, a group activity
 * whose group the learner has not joined, a Prakerja code not yet redeemed, a timer still running, a refleksi
 * without a reflection, a quiz with its quiz set up (finishing an attempt completes it: modules/quiz); an unwatched
 * video answers 200 with the warning and changes nothing. Finishing an activity already complete changes nothing
 * and answers its state.
 */
export async function setComplete(
  db: Db,
  userId: number,
  input: SetCompleteInput,
  now: Date,
  mediaRoots: readonly string[] = [],
): Promise<SetCompleteOutcome> {
  if (!input.isFinish && input.videoEnded) await measureVideoOnce(db, userId, input, mediaRoots);
  return db.transaction(async (tx) => {
    const row = await lockActivityChange(tx, userId, input.programUserId, input.resourceId, now);
    const [existing] = await tx
      .select()
      .from(userActivities)
      .where(and(eq(userActivities.programUserId, row.programUserId), eq(userActivities.resourceId, input.resourceId)));
    let activity = existing;
    if (!input.isFinish) {
      activity ??= await recordActivityStart(tx, row.programUserId, input.resourceId, now);
      if (activity.videoEndedAt === null && input.videoEnded && isVideoActivity(row.type, row.url)) {
        // the browser's word is not enough: most of the video's length must have passed since the start
        const length = { measuredSeconds: row.videoSeconds, statedMinutes: row.duration };
        if (!videoWatchedLongEnough(activity.startedAt, now, length)) {
          throw errors.refused(STUDY_MESSAGES.videoNotWatched);
        }
        [activity] = await tx
          .update(userActivities)
          .set({ videoEndedAt: now })
          .where(eq(userActivities.id, activity.id))
          .returning();
      }
      if (!activity) throw new Error("user activity not recorded");
      return { result: await completionState(tx, row.programUserId, input.resourceId, activity), warning: null };
    }

    // a quiz's completion is its finished attempt's (modules/quiz): the score decides, not this call
    if (row.hasQuiz) throw errors.refused(STUDY_MESSAGES.finishQuizFirst);
    if (!activity) throw errors.refused(STUDY_MESSAGES.notStarted);
    if (activity.finishedAt) {
      return { result: await completionState(tx, row.programUserId, input.resourceId, activity), warning: null };
    }
    if (isVideoActivity(row.type, row.url) && activity.videoEndedAt === null) {
      return {
        result: await completionState(tx, row.programUserId, input.resourceId, activity),
        warning: COMPLETION_MESSAGES.watchVideo,
      };
    }
    if (usesCompletionTimer(row.completionTimer)) {
      const due = activity.startedAt.getTime() + row.completionTimer * 1000;
      if (now.getTime() < due) throw errors.refused(STUDY_MESSAGES.timerRunning);
    }
    let reflection: string | null = activity.reflection;
    if (row.type === "refleksi") {
      reflection = plainText(input.reflection ?? "");
      if (reflection.length === 0) throw errors.refused(STUDY_MESSAGES.reflectionRequired);
    }
    await completeActivity(tx, row.programUserId, input.resourceId, now);
    const [finished] = await tx
      .update(userActivities)
      .set({ finishedAt: now, reflection })
      .where(eq(userActivities.id, activity.id))
      .returning();
    return {
      result: await completionState(tx, row.programUserId, input.resourceId, finished ?? activity),
      warning: null,
    };
  });
}

/**
 * The first time the end of a video the site serves itself (a path under its own static files, such as
 * /media/demo/belajar-singkat.webm) is reported and its length is not stored, the server reads the length from the
 * file's header and stores it in resources.video_seconds, where the check and every later report find it. Done
 * before the completion's transaction and committed on its own, so a report refused as too early keeps the
 * measurement, and no file is read while the enrolment is locked. Only a learner enrolled in the activity's
 * programme sets it off. A video on another server is never fetched (videoWatchSeconds falls back to the stated
 * duration, then the floor); a file that is missing or unreadable stays unmeasured and is tried again next time.
 */
async function measureVideoOnce(
  db: Db,
  userId: number,
  input: SetCompleteInput,
  mediaRoots: readonly string[],
): Promise<void> {
  if (mediaRoots.length === 0) return;
  const [video] = await db
    .select({ type: resources.type, url: resources.url, videoSeconds: resources.videoSeconds })
    .from(resources)
    .innerJoin(
      programUsers,
      and(
        eq(programUsers.id, input.programUserId),
        eq(programUsers.userId, userId),
        eq(programUsers.programId, resources.programId),
      ),
    )
    .where(eq(resources.id, input.resourceId));
  if (!video?.url || video.videoSeconds !== null || !isVideoActivity(video.type, video.url)) return;
  const seconds = await measureSiteVideo(video.url, mediaRoots);
  if (seconds === null) return;
  await db
    .update(resources)
    .set({ videoSeconds: seconds })
    .where(and(eq(resources.id, input.resourceId), isNull(resources.videoSeconds)));
}

/**
 * The enrolment, locked (FOR UPDATE) for a change to one of its activities, with the refusals every start and
 * finish shares: not the caller's or not openable (403), an archived programme (114), a locked subscription, a
 * Prakerja code not redeemed, a group activity whose group the learner has not joined. The quiz engine's start
 * goes through here too, inside its own transaction.
 */
export async function lockActivityChange(tx: Db, userId: number, programUserId: number, resourceId: number, now: Date) {
  const [row] = await tx
    .select({
      programUserId: programUsers.id,
      programId: programUsers.programId,
      accessUntil: programUsers.accessUntil,
      redeemRequired: programUsers.redeemRequired,
      redeemedAt: programUsers.redeemedAt,
      participant: sql<boolean>`exists (select 1 from ${users} u
        where u.id = ${programUsers.userId} and u.prakerja_id is not null)`,
      hasRedeemProgram: sql<boolean>`exists (select 1 from ${prakerjaRedemptionPrograms} rp
        where rp.program_id = ${programUsers.programId})`,
      redeemStatus: sql<number | null>`(select ${prakerjaRedeems.status} from ${prakerjaRedeems}
        where ${prakerjaRedeems.programUserId} = ${programUsers.id})`,
      deletedAt: programs.deletedAt,
      categoryName: programs.categoryName,
      programType: programs.programType,
      chapterId: resources.chapterId,
      type: resources.type,
      url: resources.url,
      completionTimer: resources.completionTimer,
      videoSeconds: resources.videoSeconds,
      duration: resources.duration,
      isGroupActivity: resources.isGroupActivity,
      openable: sql<boolean>`(${openableBy(userId)})`,
      hasQuiz: sql<boolean>`(${resources.type} in ('quiz', 'quiz-v2')
        and exists (select 1 from ${quizzes} where ${quizzes.resourceId} = ${resources.id}))`,
    })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .innerJoin(resources, and(eq(resources.id, resourceId), eq(resources.programId, programUsers.programId)))
    .where(and(eq(programUsers.id, programUserId), eq(programUsers.userId, userId)))
    .for("update", { of: programUsers });
  if (!row?.openable) throw errors.forbidden(STUDY_MESSAGES.notYours);
  if (row.deletedAt) throw errors.refused(STUDY_MESSAGES.archived, null, 114);
  if (row.accessUntil && row.accessUntil <= now) throw errors.refused(STUDY_MESSAGES.subscriptionLocked);
  if (row.redeemRequired && row.redeemedAt === null) throw errors.refused(STUDY_MESSAGES.redeemRequired);
  // the redeem-code modal's rule on the server: a job-training purchase studies only once its code is redeemed
  const jobTrainingPurchase = row.categoryName === PRAKERJA_CATEGORY && row.participant;
  if (
    redeemBlocksStudy({ jobTrainingPurchase, hasRedeemProgram: row.hasRedeemProgram, redeemStatus: row.redeemStatus })
  ) {
    throw errors.refused(STUDY_MESSAGES.redeemRequired);
  }
  if (row.isGroupActivity) {
    const group = await selectedGroup(tx, userId, row.programId);
    if (group?.status !== "joined") throw errors.refused(STUDY_MESSAGES.groupNotJoined);
  }
  await assertSessionOfTheDay(tx, { ...row, resourceId }, now);
  // entering a study page waits for a complete profile (spec 000 section 4.7); the web app shows the state first
  await requireCompleteProfile(tx, userId);
  return row;
}

/** Records the learner's start of an activity once (a second start, or a racing one, finds the first). */
export async function recordActivityStart(
  tx: Db,
  programUserId: number,
  resourceId: number,
  now: Date,
): Promise<typeof userActivities.$inferSelect> {
  await tx.insert(userActivities).values({ programUserId, resourceId, startedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(userActivities)
    .where(and(eq(userActivities.programUserId, programUserId), eq(userActivities.resourceId, resourceId)));
  if (!row) throw new Error("user activity not recorded");
  return row;
}

/**
 * Completes an activity (completeActivity: counted once) and marks the learner's user_activity finished as the
 * completion call does, inside the caller's transaction: the quiz engine's finish of an attempt that completes it.
 */
export async function recordActivityFinish(tx: Db, programUserId: number, resourceId: number, now: Date) {
  const completion = await completeActivity(tx, programUserId, resourceId, now);
  await tx
    .insert(userActivities)
    .values({ programUserId, resourceId, startedAt: now, finishedAt: now })
    .onConflictDoUpdate({
      target: [userActivities.programUserId, userActivities.resourceId],
      set: { finishedAt: sql`coalesce(${userActivities.finishedAt}, excluded.finished_at)` },
    });
  return completion;
}

async function completionState(
  tx: Db,
  programUserId: number,
  resourceId: number,
  activity: typeof userActivities.$inferSelect,
): Promise<CompletionResult> {
  const [row] = await tx
    .select({
      completed: programUsers.completedResources,
      total: programUsers.programTotalResources,
      done: sql<boolean>`exists (select 1 from ${resourceCompletions}
        where ${resourceCompletions.programUserId} = ${programUserId} and ${resourceCompletions.resourceId} = ${resourceId})`,
    })
    .from(programUsers)
    .where(eq(programUsers.id, programUserId));
  if (!row) throw errors.forbidden(STUDY_MESSAGES.notYours);
  return {
    resource_id: resourceId,
    is_complete: row.done,
    user_activity: {
      id: activity.id,
      started_at: activity.startedAt.toISOString(),
      finished_at: isoOrNull(activity.finishedAt),
      video_ended_at: isoOrNull(activity.videoEndedAt),
    },
    completed_resources: Math.min(row.completed, row.total),
    total_resources: row.total,
    percentage_progress: studyProgressPercent(row.completed, row.total),
  };
}
