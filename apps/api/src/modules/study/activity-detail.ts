import { isRecording } from "@app/domain/study/activity-kind";
import { isVideoActivity } from "@app/domain/study/completion";
import { type ActivityFocus, STUDY_MESSAGES, type UserActivity } from "@app/domain/study/contracts";
import { and, eq, sql } from "drizzle-orm";
import { addons, chapters, programs, resources } from "../../db/schema/catalogue";
import { addonUsers, programUsers, resourceCompletions } from "../../db/schema/learning";
import { quizzes } from "../../db/schema/quiz";
import { userActivities } from "../../db/schema/study";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { isoOrNull } from "../../platform/iso-time";
import { sanitizeRichText } from "../../platform/rich-text";
import { openableBy } from "../learning/public";
import { type AttendanceReader, focusSubmissionOf, latestSubmissionSql } from "../prakerja/public";
import type { Enrolment } from "./access";
import { selectedGroup } from "./groups";

/** The study page's focused activity (spec 001 section 7): what the learner reads, and the count of its openings. */

type StudyOrderNeighbour = { slug: string; title: string } | null;

/**
 * POST program-activity/v4/activity-detail/get: the focused activity, sanitised, with the learner's own state and
 * its neighbours in study order (topic session, then order) among the activities the learner may open, and for a
 * Prakerja tpm/uk activity its latest submission to the partner. Two queries (three for a group activity).
 */
export async function activityDetail(
  db: Db,
  userId: number,
  programId: number,
  activityId: number,
  attendance?: AttendanceReader,
): Promise<ActivityFocus> {
  const openable = openableBy(userId);
  const neighbour = (direction: "after" | "before") => {
    const cmp = direction === "after" ? sql.raw(">") : sql.raw("<");
    const order = direction === "after" ? sql.raw("asc") : sql.raw("desc");
    return sql<StudyOrderNeighbour>`(select json_build_object('slug', n.slug, 'title', n.title)
      from ${resources} n join ${chapters} nc on nc.id = n.chapter_id
      where n.program_id = ${resources.programId}
        and (nc.session, n.order_id, n.id) ${cmp} (${chapters.session}, ${resources.orderId}, ${resources.id})
        and not exists (select 1 from ${addons} a
          where (a.resource_id = n.id or a.chapter_id = n.chapter_id)
            and not exists (select 1 from ${addonUsers} au where au.addon_id = a.id and au.user_id = ${userId}))
      order by nc.session ${order}, n.order_id ${order}, n.id ${order} limit 1)`;
  };
  const [row] = await db
    .select({
      id: resources.id,
      slug: resources.slug,
      title: resources.title,
      type: resources.type,
      description: resources.description,
      content: resources.content,
      url: resources.url,
      duration: resources.duration,
      videoSeconds: resources.videoSeconds,
      completionTimer: resources.completionTimer,
      chapterId: resources.chapterId,
      session: chapters.session,
      activityType: resources.activityType,
      bobot: resources.bobotPercentage,
      presence: resources.isPresenceParticipation,
      meetingNumber: resources.meetingNumber,
      startAt: resources.startAt,
      endAt: resources.endAt,
      showComment: resources.showComment,
      isGroupActivity: resources.isGroupActivity,
      groupActivityType: resources.groupActivityType,
      programUserId: programUsers.id,
      completedAt: resourceCompletions.completedAt,
      userActivityId: userActivities.id,
      startedAt: userActivities.startedAt,
      videoEndedAt: userActivities.videoEndedAt,
      reflection: userActivities.reflection,
      quizIsRefleksi: sql<boolean | null>`(select ${quizzes.isRefleksi} from ${quizzes}
        where ${quizzes.resourceId} = ${resources.id})`,
      // a redeemed Prakerja enrolment's latest submission of this activity to the partner (decisions/031)
      pmoSubmission: latestSubmissionSql(programUsers.id, resources.id),
      openable: sql<boolean>`(${openable})`,
      after: neighbour("after"),
      before: neighbour("before"),
    })
    .from(resources)
    .innerJoin(chapters, eq(chapters.id, resources.chapterId))
    .innerJoin(programs, eq(programs.id, resources.programId))
    .innerJoin(programUsers, and(eq(programUsers.programId, resources.programId), eq(programUsers.userId, userId)))
    .leftJoin(
      resourceCompletions,
      and(eq(resourceCompletions.programUserId, programUsers.id), eq(resourceCompletions.resourceId, resources.id)),
    )
    .leftJoin(
      userActivities,
      and(eq(userActivities.programUserId, programUsers.id), eq(userActivities.resourceId, resources.id)),
    )
    .where(and(eq(resources.id, activityId), eq(resources.programId, programId), sql`${programs.deletedAt} is null`));
  // not enrolled, another programme's activity, or an add-on not owned: the same answer (S9)
  if (!row?.openable) throw errors.forbidden(STUDY_MESSAGES.notYours);
  const group = row.isGroupActivity ? await selectedGroup(db, userId, programId) : null;
  // a presence activity of a redeemed Prakerja enrolment: the partner's attendance of its session (decisions/031)
  const sequenceStatus =
    row.presence && attendance ? ((await attendance(row.programUserId, [row.session])).get(row.session) ?? null) : null;
  const userActivity: UserActivity | null =
    row.userActivityId !== null && row.startedAt !== null
      ? {
          id: row.userActivityId,
          started_at: row.startedAt.toISOString(),
          finished_at: isoOrNull(row.completedAt),
          video_ended_at: isoOrNull(row.videoEndedAt),
        }
      : null;
  const isQuiz = row.type === "quiz" || row.type === "quiz-v2" || row.type === "refleksi";
  return {
    resource_detail: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      type: row.type,
      description: sanitizeRichText(row.description),
      content: row.content === null ? null : sanitizeRichText(row.content),
      url: row.url,
      duration: row.duration,
      duration_seconds: isRecording(row.type, row.url, row.meetingNumber) ? row.videoSeconds : null,
      completion_timer: row.completionTimer,
      is_complete: row.completedAt !== null,
      chapter_id: row.chapterId,
      session: row.session,
      activity_type: row.activityType,
      assessment_type: row.activityType,
      bobot_percentage: row.bobot,
      is_presence_participation: row.presence,
      meeting_number: row.meetingNumber,
      start_at: isoOrNull(row.startAt),
      end_at: isoOrNull(row.endAt),
      show_comment: row.showComment || row.type === "discussion",
      is_video: isVideoActivity(row.type, row.url),
    },
    user_activity: userActivity,
    resource_slug_after: row.after?.slug ?? null,
    resource_title_after: row.after?.title ?? null,
    resource_slug_before: row.before?.slug ?? null,
    resource_title_before: row.before?.title ?? null,
    face_recognition_url: null,
    pmo_response: null,
    sequence_status: sequenceStatus,
    pmo_submission: focusSubmissionOf(row.activityType, row.pmoSubmission),
    // a refleksi activity is one by its type; a quiz one when its quiz says so (is_refleksi: answered, never scored)
    quiz_detail: isQuiz ? { is_refleksi: row.type === "refleksi" || row.quizIsRefleksi === true } : null,
    is_group_activity: row.isGroupActivity,
    group_activity_type: row.groupActivityType,
    content_group: row.isGroupActivity ? { selected_group: group } : null,
    is_join_group: group?.status === "joined",
    reflection: row.reflection,
  };
}

// ---- open tab --------------------------------------------------------------------------------------------------

/** POST program-activity/open-activity-tab: counts the learner's openings of an activity (their own row). */
export async function openActivityTab(
  db: Db,
  enrolment: Enrolment,
  resourceId: number,
  now: Date,
): Promise<{ resource_id: number; opened_count: number }> {
  const [row] = await db
    .insert(userActivities)
    .values({ programUserId: enrolment.programUserId, resourceId, startedAt: now, openedCount: 1, lastOpenedAt: now })
    .onConflictDoUpdate({
      target: [userActivities.programUserId, userActivities.resourceId],
      set: { openedCount: sql`${userActivities.openedCount} + 1`, lastOpenedAt: now },
    })
    .returning({ openedCount: userActivities.openedCount });
  return { resource_id: resourceId, opened_count: row?.openedCount ?? 1 };
}
