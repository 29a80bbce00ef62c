import { ACTIVITY_TYPE_LABELS, type ActivityType } from "@app/domain/catalogue/constants";
import { pmoSubmissionStatusOf } from "@app/domain/prakerja/progress";
import { activityKindIcon, activityKindLabel, isRecording } from "@app/domain/study/activity-kind";
import { type ChapterListEntry, type SidebarActivity, STUDY_MESSAGES } from "@app/domain/study/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { addons, chapters, resources } from "../../db/schema/catalogue";
import { addonUsers, programUsers, resourceCompletions } from "../../db/schema/learning";
import { prakerjaSubmissions } from "../../db/schema/prakerja";
import { quizAttempts, quizzes } from "../../db/schema/quiz";
import { userActivities } from "../../db/schema/study";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { isAddonActivity, openableBy } from "../learning/public";
import { type AttendanceReader, type AttendanceState, VERIFICATION_STATUS_LABELS } from "../prakerja/public";
import type { Enrolment } from "./access";

/**
 * The study page's topics (chapters, spec 001 section 7): the topic list with the learner's counts, one topic's
 * activities with their marks, and when the learner finished a topic session.
 */

// ---- tab activity ----------------------------------------------------------------------------------------------

/**
 * POST program-activity/v3/program-detail/get/tab-activity: one entry per topic in session order; a topic sold as
 * an add-on the learner has not bought is an add-on card (enrolled false) with its price and seats left. Empty
 * topics are dropped. Counts are the learner's own: completed per topic.
 */
export async function tabActivity(
  db: Db,
  enrolment: Enrolment,
  attendance: AttendanceReader = noAttendance,
): Promise<ChapterListEntry[]> {
  const pu = enrolment.programUserId;
  const rows = await db
    .select({
      id: chapters.id,
      title: chapters.title,
      description: chapters.description,
      session: chapters.session,
      duration: chapters.duration,
      total: sql<number>`(select count(*)::int from ${resources} r where r.chapter_id = ${chapters.id})`,
      hasPresence: sql<boolean>`exists (select 1 from ${resources} r
        where r.chapter_id = ${chapters.id} and r.is_presence_participation)`,
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
  // a redeemed Prakerja enrolment: the partner's verification of each session with presence (one read per session)
  const verified = await attendance(
    pu,
    rows.filter((r) => r.total > 0 && r.hasPresence).map((r) => r.session),
  );
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
            session_sequence: { verification_status_label: verificationLabel(verified.get(r.session), r.hasPresence) },
          },
        ],
      };
    });
}

/** No attendance from a partner (the default): every enrolment that is not a redeemed Prakerja one. */
const noAttendance: AttendanceReader = async () => new Map();

/** The session's verification label for a topic with presence activities (decisions/031); null otherwise. */
function verificationLabel(state: AttendanceState | undefined, hasPresence: boolean): string | null {
  return hasPresence && state ? VERIFICATION_STATUS_LABELS[state] : null;
}

/**
 * A presence activity's mark: for a redeemed Prakerja enrolment whose session the partner has answered, the
 * partner's verdict ('hadir' when verified, 'tidak_hadir' when the verification failed, none before any
 * verification); otherwise, and while the partner is still checking, 'hadir' once the activity is complete.
 */
function presenceMark(
  isPresence: boolean,
  complete: boolean,
  partner: AttendanceState | undefined,
): SidebarActivity["presence"] {
  if (!isPresence) return null;
  if (partner === "hadir") return "hadir";
  if (partner === "gagal") return "tidak_hadir";
  // not verified at all: no presence (complete, the page says 'Tidak Hadir'); being checked: the product's own rule
  if (partner === "belum_verifikasi") return null;
  return complete ? "hadir" : null;
}

// ---- chapter detail --------------------------------------------------------------------------------------------

/**
 * POST program-activity/v3/chapter-detail/get: a topic's activities with the learner's marks. A topic of another
 * programme (or none) is refused with 403 like every other id of the study page (S9), not answered empty.
 */
export async function chapterDetail(
  db: Db,
  enrolment: Enrolment,
  chapterId: number,
  attendance: AttendanceReader = noAttendance,
): Promise<SidebarActivity[]> {
  const [topic] = await db
    .select({ id: chapters.id, session: chapters.session })
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
      videoSeconds: resources.videoSeconds,
      url: resources.url,
      meetingNumber: resources.meetingNumber,
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
      // a redeemed Prakerja enrolment's latest submission of this tpm/uk activity to the partner (decisions/031)
      pmoStatus: sql<string | null>`(select ps.status from ${prakerjaSubmissions} ps
        where ps.program_user_id = ${pu} and ps.resource_id = ${resources.id} order by ps.attempt_id desc limit 1)`,
    })
    .from(resources)
    .leftJoin(addons, eq(addons.resourceId, resources.id))
    .leftJoin(remedial, eq(remedial.resourceId, resources.id))
    .where(and(eq(resources.chapterId, chapterId), eq(resources.programId, enrolment.programId)))
    .orderBy(asc(resources.orderId), asc(resources.id));
  // one partner read for the topic's session, only when it has presence activities
  const sessionAttendance = rows.some((r) => r.presence)
    ? (await attendance(pu, [topic.session])).get(topic.session)
    : undefined;
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
      // a recording's measured length; a live session lasts as long as stated, whatever its recording
      duration_seconds: isRecording(r.type, r.url, r.meetingNumber) ? r.videoSeconds : null,
      // what the activity really is: a recorded video is not a live session (issue 23)
      activity_type_icon: activityKindIcon(r.type, r.url, r.meetingNumber),
      activity_type_label:
        r.activityType > 0
          ? ACTIVITY_TYPE_LABELS[r.activityType as ActivityType]
          : activityKindLabel(r.type, r.url, r.meetingNumber),
      is_complete: r.complete,
      is_presence_participation: r.presence,
      presence: presenceMark(r.presence, r.complete, sessionAttendance),
      bobot_percentage: r.bobot,
      relation_id: r.relationId,
      relation_title: r.relationTitle,
      is_parent: r.isParent,
      is_request_remedial: remedialOpen,
      is_remedial_submitted: remedialOpen && r.lastHandedIn !== null && r.lastHandedIn > (r.lastRemedial ?? 0),
      pmo_submission_status: pmoSubmissionStatusOf(r.pmoStatus),
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

// ---- session completion ----------------------------------------------------------------------------------------

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
