import {
  ACTIVITY_TYPE_LABELS,
  type ActivityType,
  RESOURCE_TYPE_LABELS,
  type ResourceType,
} from "@app/domain/catalogue/constants";
import { weightedFinalScore } from "@app/domain/quiz/rules";
import {
  COMPLETION_MESSAGES,
  isVideoActivity,
  usesCompletionTimer,
  videoWatchedLongEnough,
} from "@app/domain/study/completion";
import {
  type ActivityDashboard,
  type ActivityFocus,
  type ChapterListEntry,
  type CompletionResult,
  type ReportObject,
  type SidebarActivity,
  STUDY_MESSAGES,
  type UserActivity,
  type ValidateObject,
} from "@app/domain/study/contracts";
import { meetsAttendance, studyProgressPercent } from "@app/domain/study/presence";
import { jobTrainingCategories, mayRate } from "@app/domain/study/rating-prompt";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/account";
import { addons, chapters, programs, resources } from "../../db/schema/catalogue";
import { addonUsers, programUsers } from "../../db/schema/commerce";
import { institutions } from "../../db/schema/institution";
import { resourceCompletions } from "../../db/schema/learning";
import { quizAttempts, quizzes } from "../../db/schema/quiz";
import { studyGroupMembers, studyGroups, userActivities } from "../../db/schema/study";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { measureSiteVideo } from "../../platform/media-duration";
import { plainText, sanitizeRichText } from "../../platform/rich-text";
import { completeActivity, isAddonActivity, openableBy } from "../learning/service";
import type { Enrolment } from "./access";

/** The study page's core calls (spec 001 section 7): what a learner sees of an enrolment and how they finish. */

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

// ---- validate --------------------------------------------------------------------------------------------------

/**
 * POST program-activity/v3/program-detail/validate: what the route rule needs to decide where the learner goes.
 * An unknown slug answers status 400, a removed programme 114, an add-on activity the learner does not own 122;
 * otherwise the validate object, whatever the caller's access (is_joined false sends them to the programme page,
 * which is public: nothing of the activity's content is in this answer).
 */
export async function validateActivity(
  db: Db,
  userId: number,
  slug: string,
  now: Date,
): Promise<{ status: 200 | 400 | 114 | 122; data: ValidateObject | null }> {
  const [row] = await db
    .select({
      activityId: resources.id,
      chapterId: resources.chapterId,
      programId: programs.id,
      programName: programs.name,
      programSlug: programs.slug,
      programType: programs.programType,
      categoryName: programs.categoryName,
      isLinear: programs.isLinear,
      isExternal: programs.isExternal,
      registrationEndsAt: programs.registrationEndsAt,
      deletedAt: programs.deletedAt,
      creatorId: institutions.id,
      creatorName: institutions.name,
      creatorSlug: institutions.slug,
      programUserId: programUsers.id,
      redeemRequired: programUsers.redeemRequired,
      redeemedAt: programUsers.redeemedAt,
      isAdmin: users.isAdmin,
      isAsesor: users.isAsesor,
      prakerjaId: users.prakerjaId,
      openable: sql<boolean>`(${openableBy(userId)})`,
      hasGroupActivity: sql<boolean>`exists (select 1 from ${resources} r2
        where r2.program_id = ${programs.id} and r2.is_group_activity)`,
    })
    .from(resources)
    .innerJoin(programs, eq(programs.id, resources.programId))
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(programUsers, and(eq(programUsers.programId, programs.id), eq(programUsers.userId, userId)))
    .where(eq(resources.slug, slug));
  if (!row) return { status: 400, data: null };
  if (row.deletedAt) return { status: 114, data: null };
  const enrolled = row.programUserId !== null;
  if (enrolled && !row.openable) return { status: 122, data: null };
  const jobTraining = row.categoryName === "PRAKERJA" && row.prakerjaId !== null;
  return {
    status: 200,
    data: {
      program_id: row.programId,
      program_user_id: row.programUserId,
      user_id: userId,
      activity_id: row.activityId,
      chapter_id: row.chapterId,
      linier: row.isLinear,
      is_joined: enrolled,
      // an institution's cohort (the spec's user group), not a study group: the product has no cohorts yet, so no
      // programme is limited to one (decisions/007)
      has_user_group: false,
      is_user_group_joined: false,
      creator: { id: row.creatorId, name: row.creatorName, slug: row.creatorSlug },
      creator_id: row.creatorId,
      is_external: row.isExternal,
      purchase_type: jobTraining ? "prakerja" : "regular",
      is_admin: row.isAdmin,
      is_asesor: row.isAsesor,
      is_registration_stage: row.registrationEndsAt !== null && row.registrationEndsAt > now,
      last_fr_session: null,
      has_redeem_program: !row.redeemRequired || row.redeemedAt !== null,
      training_type: row.programType,
      program_name: row.programName,
      program_slug: row.programSlug,
      has_program_study_group_activity: row.hasGroupActivity,
    },
  };
}

/** The programme's presence sessions and how many of them the enrolment completed (attended). */
function presenceOf(programUserId: number) {
  return sql<{ total: number; done: number }>`(select json_build_object(
      'total', count(*)::int, 'done', count(rc.id)::int)
    from ${resources} r left join ${resourceCompletions} rc on rc.resource_id = r.id and rc.program_user_id = ${programUserId}
    where r.program_id = ${programs.id} and r.is_presence_participation)`;
}

/**
 * A scored quiz attempt (aliased `a`) as 0-100 of its maximum, whatever the quiz's final_score_format: the scale on
 * which the final score, pretest and posttest compare activities of different sizes. The points are the ones
 * modules/quiz/attempt-state.ts scoreAttempt wrote (auto part already capped, manual part and rubric).
 */
const attemptPercent = sql`(case when a.max_points > 0
  then (coalesce(a.auto_points, 0) + coalesce(a.manual_points, 0)) * 100.0 / a.max_points else 0 end)`;

const oneDecimal = (value: number | string | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

// ---- dashboard -------------------------------------------------------------------------------------------------

/** POST program-activity/v3/program-detail/get/activity-dashboard: the top bar's numbers, in one query. */
export async function activityDashboard(db: Db, enrolment: Enrolment, productSlug: string): Promise<ActivityDashboard> {
  const pu = enrolment.programUserId;
  const [row] = await db
    .select({
      id: programs.id,
      name: programs.name,
      slug: programs.slug,
      categoryName: programs.categoryName,
      programType: programs.programType,
      pmoId: programs.pmoId,
      folderId: programs.folderId,
      roomId: programs.roomId,
      typeRoom: programs.typeRoom,
      isTanyamuClosed: programs.isTanyamuClosed,
      priceNormal: programs.priceNormal,
      scoringDate: programs.scoringDate,
      isLinear: programs.isLinear,
      parentProgramId: programs.parentProgramId,
      completed: programUsers.completedResources,
      total: programUsers.programTotalResources,
      prakerjaId: users.prakerjaId,
      institutionName: institutions.name,
      institutionSlug: institutions.slug,
      logo2: institutions.logo2,
      isShowLogoFooter: institutions.isShowLogoFooter,
      presence: presenceOf(pu),
      durationDone: sql<number>`(select coalesce(sum(r.duration), 0)::int from ${resourceCompletions} rc
        join ${resources} r on r.id = rc.resource_id where rc.program_user_id = ${pu})`,
      isRated: sql<boolean>`exists (select 1 from program_reviews pr
        where pr.program_id = ${programs.id} and pr.user_id = ${enrolment.userId})`,
      hasGroupActivity: sql<boolean>`exists (select 1 from ${resources} r2
        where r2.program_id = ${programs.id} and r2.is_group_activity)`,
      // each scored quiz activity's best attempt (0-100) with its weight; reflections are never scored
      quizBests: sql<{ score: number; bobot: number }[]>`(select coalesce(json_agg(json_build_object(
          'score', best.score, 'bobot', best.bobot)), '[]'::json)
        from (select r.bobot_percentage as bobot, max(${attemptPercent}) as score
          from ${resources} r join ${quizzes} q on q.resource_id = r.id
          join ${quizAttempts} a on a.quiz_id = q.id and a.program_user_id = ${pu}
          where r.program_id = ${programs.id} and a.score is not null and not q.is_refleksi
          group by r.id, r.bobot_percentage) best)`,
    })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .innerJoin(users, eq(users.id, programUsers.userId))
    .where(eq(programUsers.id, pu));
  if (!row) throw errors.forbidden(STUDY_MESSAGES.notYours);
  const presenceTotal = row.presence.total;
  const presenceDone = row.presence.done;
  const progress = studyProgressPercent(row.completed, row.total);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category_name: row.categoryName,
    training_type: row.programType,
    pmo_id: row.pmoId,
    folder_id: row.folderId,
    room_id: row.roomId,
    type_room: toRoomType(row.typeRoom),
    is_tanyamu_closed: row.isTanyamuClosed,
    percentage_progress: progress,
    completed_resources: Math.min(row.completed, row.total),
    total_resources: row.total,
    using_presence_participation: presenceTotal > 0,
    total_presence_participation_resource: presenceTotal,
    completed_presence_resource: presenceDone,
    uncompleted_presence_resource: presenceTotal - presenceDone,
    percentage_presence_participation: studyProgressPercent(presenceDone, presenceTotal),
    duration_completed_program: row.durationDone,
    is_rated: row.isRated,
    is_available_to_rate: !row.isRated && mayRate(row.completed, row.total),
    scoring_date: iso(row.scoringDate),
    price_normal: row.priceNormal,
    linier: row.isLinear,
    is_child: row.parentProgramId !== null,
    has_program_study_group_activity: row.hasGroupActivity,
    is_job_training_purchase: jobTrainingCategories(productSlug).includes(row.categoryName) && row.prakerjaId !== null,
    final_score: weightedFinalScore(row.quizBests.map((b) => ({ score: Number(b.score), bobot: Number(b.bobot) }))),
    institution: {
      name: row.institutionName,
      slug: row.institutionSlug,
      logo_2: row.logo2,
      is_show_logo_footer: row.isShowLogoFooter,
    },
  };
}

function toRoomType(value: string | null): ActivityDashboard["type_room"] {
  return value === "group" || value === "channel" || value === "single" ? value : null;
}

// ---- tab activity ----------------------------------------------------------------------------------------------

/**
 * POST program-activity/v3/program-detail/get/tab-activity: one entry per topic in session order; a topic sold as
 * an add-on the learner has not bought is an add-on card (enrolled false) with its price and seats left. Empty
 * topics are dropped. Counts are the learner's own: completed per topic.
 */
export async function tabActivity(db: Db, enrolment: Enrolment): Promise<ChapterListEntry[]> {
  const pu = enrolment.programUserId;
  const rows = await db
    .select({
      id: chapters.id,
      title: chapters.title,
      description: chapters.description,
      session: chapters.session,
      duration: chapters.duration,
      total: sql<number>`(select count(*)::int from ${resources} r where r.chapter_id = ${chapters.id})`,
      completed: sql<number>`(select count(*)::int from ${resourceCompletions} rc
        join ${resources} r on r.id = rc.resource_id where r.chapter_id = ${chapters.id} and rc.program_user_id = ${pu})`,
      addonId: addons.id,
      addonTitle: addons.title,
      addonDescription: addons.description,
      addonPrice: addons.price,
      addonQuota: addons.quota,
      addonSeats: addons.seatsTaken,
      owned: sql<boolean>`exists (select 1 from ${addonUsers}
        where ${addonUsers.addonId} = ${addons.id} and ${addonUsers.userId} = ${enrolment.userId})`,
    })
    .from(chapters)
    .leftJoin(addons, eq(addons.chapterId, chapters.id))
    .where(eq(chapters.programId, enrolment.programId))
    .orderBy(asc(chapters.session), asc(chapters.id));
  return rows
    .filter((r) => r.total > 0)
    .map((r) => {
      const isAddon = r.addonId !== null;
      return {
        enrolled: !isAddon || r.owned,
        is_addon: isAddon,
        addon_id: r.addonId,
        addon_title: r.addonTitle,
        addon_description: r.addonDescription,
        addon_prices: r.addonPrice,
        addon_quota_remaining: r.addonQuota === null ? null : Math.max(0, r.addonQuota - (r.addonSeats ?? 0)),
        chapters: [
          {
            id: r.id,
            title: r.title,
            description: r.description,
            session: r.session,
            total_resource: r.total,
            completed_resource: r.completed,
            duration: r.duration,
            session_sequence: { verification_status_label: null },
          },
        ],
      };
    });
}

// ---- chapter detail --------------------------------------------------------------------------------------------

/**
 * POST program-activity/v3/chapter-detail/get: a topic's activities with the learner's marks. A topic of another
 * programme (or none) is refused with 403 like every other id of the study page (S9), not answered empty.
 */
export async function chapterDetail(db: Db, enrolment: Enrolment, chapterId: number): Promise<SidebarActivity[]> {
  const [topic] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.programId, enrolment.programId)));
  if (!topic) throw errors.forbidden(STUDY_MESSAGES.notYours);
  const pu = enrolment.programUserId;
  const related = sql.raw("related");
  // The remedial state of the topic's quizzes in one grouped subquery (not one per activity): the attempt numbers
  // of the latest assessment, the latest assessment that asked for a remedial, and the latest hand-in. Reached
  // through the topic's activities so the (quiz, enrolment) index finds the attempts.
  const quizResource = alias(resources, "quiz_resource");
  const remedial = db
    .select({
      resourceId: sql<number>`${quizzes.resourceId}`.as("remedial_resource_id"),
      lastAssessed: sql<number | null>`max(${quizAttempts.number})
        filter (where ${quizAttempts.reviewState} = 'assessed')`.as("last_assessed"),
      lastRemedial: sql<number | null>`max(${quizAttempts.number})
        filter (where ${quizAttempts.reviewState} = 'assessed' and ${quizAttempts.isRequestRemedial})`.as(
        "last_remedial",
      ),
      lastHandedIn: sql<number | null>`max(${quizAttempts.number})
        filter (where ${quizAttempts.state} <> 'started')`.as("last_handed_in"),
    })
    .from(quizResource)
    .innerJoin(quizzes, eq(quizzes.resourceId, quizResource.id))
    .innerJoin(quizAttempts, and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.programUserId, pu)))
    .where(and(eq(quizResource.chapterId, chapterId), eq(quizResource.programId, enrolment.programId)))
    .groupBy(quizzes.resourceId)
    .as("remedial");
  const rows = await db
    .select({
      id: resources.id,
      slug: resources.slug,
      title: resources.title,
      type: resources.type,
      description: resources.description,
      duration: resources.duration,
      activityType: resources.activityType,
      bobot: resources.bobotPercentage,
      presence: resources.isPresenceParticipation,
      relationId: resources.relationId,
      relationTitle: sql<string | null>`(select ${related}.title from ${resources} ${related}
        where ${related}.id = ${resources.relationId})`,
      isParent: sql<boolean>`exists (select 1 from ${resources} child where child.relation_id = ${resources.id})`,
      isGroupActivity: resources.isGroupActivity,
      complete: sql<boolean>`exists (select 1 from ${resourceCompletions} rc
        where rc.program_user_id = ${pu} and rc.resource_id = ${resources.id})`,
      isAddon: isAddonActivity,
      openable: sql<boolean>`(${openableBy(enrolment.userId)})`,
      addonId: addons.id,
      addonDescription: addons.description,
      addonPrice: addons.price,
      addonQuota: addons.quota,
      addonSeats: addons.seatsTaken,
      lastAssessed: remedial.lastAssessed,
      lastRemedial: remedial.lastRemedial,
      lastHandedIn: remedial.lastHandedIn,
    })
    .from(resources)
    .leftJoin(addons, eq(addons.resourceId, resources.id))
    .leftJoin(remedial, eq(remedial.resourceId, resources.id))
    .where(and(eq(resources.chapterId, chapterId), eq(resources.programId, enrolment.programId)))
    .orderBy(asc(resources.orderId), asc(resources.id));
  return rows.map((r) => {
    const remaining = r.addonQuota === null ? null : Math.max(0, r.addonQuota - (r.addonSeats ?? 0));
    // the remedial stands until a later attempt is assessed; handing one in moves it from owed to awaiting review
    const remedialOpen = r.lastRemedial !== null && r.lastRemedial === r.lastAssessed;
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      type: r.type,
      description: r.description,
      duration: r.duration,
      activity_type_icon: r.type,
      activity_type_label:
        r.activityType > 0
          ? ACTIVITY_TYPE_LABELS[r.activityType as ActivityType]
          : (RESOURCE_TYPE_LABELS[r.type as ResourceType] ?? r.type),
      is_complete: r.complete,
      is_presence_participation: r.presence,
      presence: r.presence && r.complete ? "hadir" : null,
      bobot_percentage: r.bobot,
      relation_id: r.relationId,
      relation_title: r.relationTitle,
      is_parent: r.isParent,
      is_request_remedial: remedialOpen,
      is_remedial_submitted: remedialOpen && r.lastHandedIn !== null && r.lastHandedIn > (r.lastRemedial ?? 0),
      pmo_submission_status: null,
      is_addon_resource: r.isAddon,
      enrolled: r.openable,
      is_group_activity: r.isGroupActivity,
      addon_resource_detail:
        r.addonId !== null && r.addonPrice !== null
          ? {
              addon_id: r.addonId,
              description: r.addonDescription ?? "",
              current_quota: remaining,
              price: r.addonPrice,
              is_available: remaining === null || remaining > 0,
            }
          : null,
    };
  });
}

// ---- report ----------------------------------------------------------------------------------------------------

/** Spec 001 section 8: the certificate's 'not yet assessed' code for uk and tpm. */
const CERTIFICATE_NOT_ASSESSED = 401;

/**
 * POST program-activity/v3/program-detail/get/report. The report opens once scoring_date has passed (or, without
 * one, straight away); the certificate once every counted activity is done, for a programme with attendance at
 * least 80 % of its presence sessions were attended, and every skills demonstration (uk) and independent practical
 * task (tpm) quiz the learner may open has its latest hand-in scored — otherwise certificate_error_code 401, 'not
 * yet assessed' (spec 001 section 8). Pretest and posttest: the best scored attempt of those activity types.
 */
export async function report(db: Db, enrolment: Enrolment, now: Date): Promise<ReportObject> {
  const pu = enrolment.programUserId;
  const [row] = await db
    .select({
      scoringDate: programs.scoringDate,
      completed: programUsers.completedResources,
      total: programUsers.programTotalResources,
      presence: presenceOf(pu),
      tests: sql<{ pretest: number | null; posttest: number | null }>`(select json_build_object(
          'pretest', max(scored.percent) filter (where scored.activity_type = 1),
          'posttest', max(scored.percent) filter (where scored.activity_type = 2))
        from (select r.activity_type, ${attemptPercent} as percent
          from ${resources} r join ${quizzes} q on q.resource_id = r.id
          join ${quizAttempts} a on a.quiz_id = q.id and a.program_user_id = ${pu}
          where r.program_id = ${programs.id} and r.activity_type in (1, 2) and a.score is not null
            and not q.is_refleksi) scored)`,
      notAssessed: sql<boolean>`exists (select 1 from ${resources} join ${quizzes} on ${quizzes.resourceId} = ${resources.id}
        where ${resources.programId} = ${programs.id} and ${resources.activityType} in (3, 4)
          and not ${quizzes.isRefleksi} and ${openableBy(enrolment.userId)}
          and coalesce((select a.review_state from ${quizAttempts} a
            where a.quiz_id = ${quizzes.id} and a.program_user_id = ${pu} and a.state <> 'started'
            order by a.number desc limit 1), 'awaiting_review') = 'awaiting_review')`,
    })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .where(eq(programUsers.id, pu));
  if (!row) throw errors.forbidden(STUDY_MESSAGES.notYours);
  const progress = studyProgressPercent(row.completed, row.total);
  const attendanceOk =
    row.presence.total === 0 || meetsAttendance(studyProgressPercent(row.presence.done, row.presence.total));
  const finished = row.total > 0 && row.completed >= row.total;
  return {
    program_user_id: pu,
    scoring_date: iso(row.scoringDate),
    show_report: row.scoringDate === null || row.scoringDate <= now,
    show_certificate: finished,
    can_view_certificate: finished && attendanceOk && !row.notAssessed,
    certificate_error_code: row.notAssessed ? CERTIFICATE_NOT_ASSESSED : null,
    percentage_progress: progress,
    pretest_score: oneDecimal(row.tests.pretest),
    posttest_score: oneDecimal(row.tests.posttest),
  };
}

// ---- activity detail -------------------------------------------------------------------------------------------

type StudyOrderNeighbour = { slug: string; title: string } | null;

/**
 * POST program-activity/v4/activity-detail/get: the focused activity, sanitised, with the learner's own state and
 * its neighbours in study order (topic session, then order) among the activities the learner may open. Two
 * queries (three for a group activity).
 */
export async function activityDetail(
  db: Db,
  userId: number,
  programId: number,
  activityId: number,
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
  const userActivity: UserActivity | null =
    row.userActivityId !== null && row.startedAt !== null
      ? {
          id: row.userActivityId,
          started_at: row.startedAt.toISOString(),
          finished_at: iso(row.completedAt),
          video_ended_at: iso(row.videoEndedAt),
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
      completion_timer: row.completionTimer,
      is_complete: row.completedAt !== null,
      chapter_id: row.chapterId,
      session: row.session,
      activity_type: row.activityType,
      assessment_type: row.activityType,
      bobot_percentage: row.bobot,
      is_presence_participation: row.presence,
      meeting_number: row.meetingNumber,
      start_at: iso(row.startAt),
      end_at: iso(row.endAt),
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
    sequence_status: null,
    // a refleksi activity is one by its type; a quiz one when its quiz says so (is_refleksi: answered, never scored)
    quiz_detail: isQuiz ? { is_refleksi: row.type === "refleksi" || row.quizIsRefleksi === true } : null,
    is_group_activity: row.isGroupActivity,
    group_activity_type: row.groupActivityType,
    content_group: row.isGroupActivity ? { selected_group: group } : null,
    is_join_group: group?.status === "joined",
    reflection: row.reflection,
  };
}

async function selectedGroup(
  db: Db,
  userId: number,
  programId: number,
): Promise<{ id: number; name: string; status: string } | null> {
  const [row] = await db
    .select({ id: studyGroups.id, name: studyGroups.name, status: studyGroupMembers.status })
    .from(studyGroupMembers)
    .innerJoin(studyGroups, eq(studyGroups.id, studyGroupMembers.groupId))
    .where(and(eq(studyGroupMembers.programId, programId), eq(studyGroupMembers.userId, userId)));
  return row ?? null;
}

// ---- start and finish ------------------------------------------------------------------------------------------

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
      deletedAt: programs.deletedAt,
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
  if (row.isGroupActivity) {
    const group = await selectedGroup(tx, userId, row.programId);
    if (group?.status !== "joined") throw errors.refused(STUDY_MESSAGES.groupNotJoined);
  }
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
      finished_at: iso(activity.finishedAt),
      video_ended_at: iso(activity.videoEndedAt),
    },
    completed_resources: Math.min(row.completed, row.total),
    total_resources: row.total,
    percentage_progress: studyProgressPercent(row.completed, row.total),
  };
}

// ---- open tab, session completion, facilitator description -----------------------------------------------------

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

/**
 * GET /program-activity/session-completion/{programId}/{session}: a topic session of the learner's enrolment —
 * its due time (the latest end of its activities), when they enrolled, and when they finished its last activity.
 */
export async function sessionCompletion(db: Db, enrolment: Enrolment, session: number) {
  const pu = enrolment.programUserId;
  const [row] = await db
    .select({
      enrolledAt: programUsers.createdAt,
      finishAt: sql<string | null>`(select max(r.end_at) from ${resources} r join ${chapters} c on c.id = r.chapter_id
        where c.program_id = ${enrolment.programId} and c.session = ${session})`,
      total: sql<number>`(select count(*)::int from ${resources} r join ${chapters} c on c.id = r.chapter_id
        where c.program_id = ${enrolment.programId} and c.session = ${session})`,
      last: sql<{ done: number; at: string | null; user_activity_id: number | null }>`(select json_build_object(
          'done', count(*)::int, 'at', max(rc.completed_at),
          'user_activity_id', (array_agg(ua.id order by rc.completed_at desc))[1])
        from ${resourceCompletions} rc join ${resources} r on r.id = rc.resource_id
        join ${chapters} c on c.id = r.chapter_id
        left join ${userActivities} ua on ua.program_user_id = rc.program_user_id and ua.resource_id = rc.resource_id
        where rc.program_user_id = ${pu} and c.session = ${session})`,
    })
    .from(programUsers)
    .where(eq(programUsers.id, pu));
  if (!row || row.total === 0) throw errors.notFound(STUDY_MESSAGES.activityNotFound);
  const allDone = row.last.done >= row.total;
  return {
    finish_at: row.finishAt === null ? null : new Date(row.finishAt).toISOString(),
    enrolled_at: row.enrolledAt.toISOString(),
    finished_at: allDone && row.last.at ? new Date(row.last.at).toISOString() : null,
    user_activity_id: row.last.user_activity_id,
  };
}

/** The facilitator room of a programme (GET …/description): the discussion button's rule reads it. */
export async function facilitatorDescription(db: Db, programId: number) {
  const [row] = await db
    .select({ roomId: programs.roomId, typeRoom: programs.typeRoom, closed: programs.isTanyamuClosed })
    .from(programs)
    .where(eq(programs.id, programId));
  if (!row) throw errors.notFound(STUDY_MESSAGES.activityNotFound);
  return { room_id: row.roomId, type_room: toRoomType(row.typeRoom), is_tanyamu_closed: row.closed };
}
