import { isPurchaseAllowed } from "@app/domain/cart/purchase-type";
import { PRAKERJA_CATEGORY } from "@app/domain/catalogue/constants";
import { weightedFinalScore } from "@app/domain/quiz/rules";
import {
  type ActivityDashboard,
  type ReportObject,
  STUDY_MESSAGES,
  type ValidateObject,
} from "@app/domain/study/contracts";
import {
  countPresence,
  meetsAttendance,
  type PresenceActivity,
  studyProgressPercent,
} from "@app/domain/study/presence";
import { jobTrainingCategories, mayRate } from "@app/domain/study/rating-prompt";
import { and, eq, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { chapters, programs, resources } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import { programUsers, resourceCompletions } from "../../db/schema/learning";
import { prakerjaAttendance, prakerjaRedeems, prakerjaRedemptionPrograms } from "../../db/schema/prakerja";
import { quizAttempts, quizzes } from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { isoOrNull } from "../../platform/iso-time";
import { openableBy } from "../learning/public";
import type { AttendanceReader } from "../prakerja/public";
import type { Enrolment } from "./access";

/**
 * The study page's calls about the programme as a whole (spec 001 section 7): where the learner may go
 * (validate), the top bar's numbers, the report and certificate, and the facilitator room.
 */

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
      isAdmin: users.isAdmin,
      isAsesor: users.isAsesor,
      prakerjaId: users.prakerjaId,
      openable: sql<boolean>`(${openableBy(userId)})`,
      hasGroupActivity: sql<boolean>`exists (select 1 from ${resources} r2
        where r2.program_id = ${programs.id} and r2.is_group_activity)`,
      hasRedeemProgram: sql<boolean>`exists (select 1 from ${prakerjaRedemptionPrograms} rp
        where rp.program_id = ${programs.id})`,
      redeemStatus: prakerjaRedeems.status,
      lastFrSession: prakerjaRedeems.lastFrSession,
    })
    .from(resources)
    .innerJoin(programs, eq(programs.id, resources.programId))
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(programUsers, and(eq(programUsers.programId, programs.id), eq(programUsers.userId, userId)))
    .leftJoin(prakerjaRedeems, eq(prakerjaRedeems.programUserId, programUsers.id))
    .where(eq(resources.slug, slug));
  if (!row) return { status: 400, data: null };
  if (row.deletedAt) return { status: 114, data: null };
  const enrolled = row.programUserId !== null;
  if (enrolled && !row.openable) return { status: 122, data: null };
  const jobTraining = row.categoryName === PRAKERJA_CATEGORY && row.prakerjaId !== null;
  // an enrolment of a redemption programme without a record has not redeemed yet (status 0, decisions/029)
  const redeemStatus = row.hasRedeemProgram && enrolled ? (row.redeemStatus ?? 0) : null;
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
      is_purchase_allowed: isPurchaseAllowed({
        category_name: row.categoryName,
        has_redeem_program: row.hasRedeemProgram,
        redeem_status: enrolled ? (row.redeemStatus ?? 0) : null,
      }),
      is_admin: row.isAdmin,
      is_asesor: row.isAsesor,
      is_registration_stage: row.registrationEndsAt !== null && row.registrationEndsAt > now,
      last_fr_session: row.lastFrSession ?? null,
      has_redeem_program: row.hasRedeemProgram,
      redeem_status: redeemStatus,
      training_type: row.programType,
      program_name: row.programName,
      program_slug: row.programSlug,
      has_program_study_group_activity: row.hasGroupActivity,
    },
  };
}

/**
 * The programme's presence activities for the enrolment (its topic's session, whether completed) and, for a redeemed
 * Prakerja enrolment (redeem record status 1 with its code), the partner's attendance as last stored in
 * prakerja_attendance (`attendance` null otherwise): all of it in one subquery, never a query per row. Counted by
 * the domain's countPresence (decisions/031).
 */
function presenceOf(programUserId: number) {
  return sql<PresenceJson>`(select json_build_object(
      'activities', coalesce((select json_agg(json_build_object('session', c.session,
          'completed', exists (select 1 from ${resourceCompletions} rc
            where rc.resource_id = r.id and rc.program_user_id = ${programUserId})))
        from ${resources} r join ${chapters} c on c.id = r.chapter_id
        where r.program_id = ${programs.id} and r.is_presence_participation), '[]'::json),
      'attendance', (select coalesce((select json_agg(json_build_object('sequence', pa.sequence, 'status', pa.status))
          from ${prakerjaAttendance} pa where pa.redeem_id = pr.id), '[]'::json)
        from ${prakerjaRedeems} pr
        where pr.program_user_id = ${programUserId} and pr.status = ${REDEEMED} and pr.redemption_code is not null
        limit 1)))`;
}

type PresenceJson = {
  activities: PresenceActivity[];
  attendance: { sequence: number; status: string }[] | null;
};

/** The redeem status of a successful redemption (spec 000 section 3). */
const REDEEMED = 1;

/**
 * Counts the presence activities (total, attended). `refresh` (the study page's top bar only) reads the redeemed
 * enrolment's sessions through the attendance reader first — at most once per session, in parallel, stale ones only,
 * an outage leaving the last known status; the certificate never asks the partner (stored rows only) and counts only
 * the partner's 'hadir' (strict: a certificate is issued once, and a 'diproses' may still turn out 'gagal').
 */
async function presenceCount(
  presence: PresenceJson,
  programUserId: number,
  refresh?: AttendanceReader,
): Promise<{ total: number; done: number }> {
  if (presence.attendance === null) return countPresence(presence.activities, null);
  if (!refresh) {
    return countPresence(presence.activities, new Map(presence.attendance.map((a) => [a.sequence, a.status])), {
      strict: true,
    });
  }
  const partner = new Map(presence.attendance.map((a) => [a.sequence, a.status]));
  const sessions = presence.activities.flatMap((a) => (a.session === null ? [] : [a.session]));
  for (const [session, status] of await refresh(programUserId, sessions)) partner.set(session, status);
  return countPresence(presence.activities, partner);
}

/**
 * A scored quiz attempt (aliased `a`) as 0-100 of its maximum, whatever the quiz's final_score_format: the scale on
 * which the final score, pretest and posttest compare activities of different sizes. The points are the ones
 * modules/quiz/attempt-state.ts scoreAttempt wrote (auto part already capped, manual part and rubric).
 */
export const attemptPercent = sql`(case when a.max_points > 0
  then (coalesce(a.auto_points, 0) + coalesce(a.manual_points, 0)) * 100.0 / a.max_points else 0 end)`;

const oneDecimal = (value: number | string | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

// ---- dashboard -------------------------------------------------------------------------------------------------

/** POST program-activity/v3/program-detail/get/activity-dashboard: the top bar's numbers, in one query. */
export async function activityDashboard(
  db: Db,
  enrolment: Enrolment,
  productSlug: string,
  attendance?: AttendanceReader,
): Promise<ActivityDashboard> {
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
  const { total: presenceTotal, done: presenceDone } = await presenceCount(row.presence, pu, attendance);
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
    scoring_date: isoOrNull(row.scoringDate),
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
  // the stored attendance only: deciding the certificate never asks the partner (decisions/031)
  const presence = await presenceCount(row.presence, pu);
  const attendanceOk = presence.total === 0 || meetsAttendance(studyProgressPercent(presence.done, presence.total));
  const finished = row.total > 0 && row.completed >= row.total;
  return {
    program_user_id: pu,
    scoring_date: isoOrNull(row.scoringDate),
    show_report: row.scoringDate === null || row.scoringDate <= now,
    show_certificate: finished,
    can_view_certificate: finished && attendanceOk && !row.notAssessed,
    certificate_error_code: row.notAssessed ? CERTIFICATE_NOT_ASSESSED : null,
    percentage_progress: progress,
    pretest_score: oneDecimal(row.tests.pretest),
    posttest_score: oneDecimal(row.tests.posttest),
  };
}

// ---- facilitator room ------------------------------------------------------------------------------------------

/**
 * The facilitator room of a programme (GET …/description): the chat box opens `room_id`; the discussion
 * button's rule reads type_room and is_tanyamu_closed. The room belongs to the chat module, which the app
 * passes in (`facilitatorRoom`), so that study does not depend on chat.
 */
export async function facilitatorDescription(
  db: Db,
  programId: number,
  facilitatorRoom: (programId: number) => Promise<number>,
) {
  const [row] = await db
    .select({ typeRoom: programs.typeRoom, closed: programs.isTanyamuClosed })
    .from(programs)
    .where(eq(programs.id, programId));
  if (!row) throw errors.notFound(STUDY_MESSAGES.activityNotFound);
  return {
    room_id: await facilitatorRoom(programId),
    type_room: toRoomType(row.typeRoom),
    is_tanyamu_closed: row.closed,
  };
}
