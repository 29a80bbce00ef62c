import { weightedFinalScore } from "@app/domain/quiz/rules";
import {
  type Assessment,
  LEARNING_REPORT_MESSAGES,
  type LearningReport,
  learningGain,
  type ReportActivity,
  type ReportType,
} from "@app/domain/report/learning-report";
import type { ReportObject } from "@app/domain/study/contracts";
import { CERTIFICATE_ATTENDANCE_PERCENT, meetsAttendance } from "@app/domain/study/presence";
import { and, asc, eq, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { chapters, programs, resources } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import { programUsers, resourceCompletions } from "../../db/schema/learning";
import { prakerjaRedeems } from "../../db/schema/prakerja";
import { quizAttempts, quizRubricCriteria, quizRubricScores, quizzes } from "../../db/schema/quiz";
import { certificates } from "../../db/schema/report";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { openableBy } from "../learning/public";
import { activityDashboard, attemptPercent, type Enrolment, report } from "../study/public";
import { accessTo, mayRead } from "./access";

/**
 * The learning report of an enrolment (issue 20; spec 002 sections 2, 3, 7; spec 001 section 8): read by whoever
 * may read the enrolment's certificate (access.ts), once the study report's show_report holds (scoring_date has
 * passed). Its numbers come from the study page's own calls (report, activity dashboard), so the Penilaian tab and
 * the report never disagree; what they do not carry (every scored activity, the assessors' words, the dates) is read
 * here in two more queries.
 */

const WIB_DATE_TIME = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const WIB_TIME = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** '27 November 2026, 14.05 WIB', as the web's formatWibDateTime writes it. */
export function wibDateTime(at: Date): string {
  return `${WIB_DATE_TIME.format(at)}, ${WIB_TIME.format(at)} WIB`;
}

/** The WIB calendar day of an instant, YYYY-MM-DD. */
export function wibDay(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** Programme minutes (programs.total_duration) as the certificate's hours, one decimal. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

const isoOf = (value: string | Date | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

const oneDecimal = (value: number | string | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** The enrolment, if the caller may read its records; else 403 — the same answer as for an unknown id. */
export async function requireReportReader(db: Db, callerId: number, programUserId: number): Promise<Enrolment> {
  const access = await accessTo(db, callerId, programUserId);
  if (!access || !mayRead(access)) throw errors.forbidden(LEARNING_REPORT_MESSAGES.notFound);
  return access.enrolment;
}

/** Refuses (400, with the date) while scoring_date has not passed: the web shows 'Laporan Belum Tersedia'. */
function requireOpen(state: ReportObject): void {
  if (state.show_report || state.scoring_date === null) return;
  throw errors.refused(LEARNING_REPORT_MESSAGES.notYet(wibDateTime(new Date(state.scoring_date))), {
    scoring_date: state.scoring_date,
    title: LEARNING_REPORT_MESSAGES.notYetTitle,
  });
}

type AssessmentJson = {
  assessor: string | null;
  assessed_at: string | null;
  feedback: string | null;
  score: number | null;
  rubric: { title: string; description: string; points: number | null; max_points: number }[];
};

/**
 * Every activity that can be scored — a quiz that is no reflection, the activities the final score is made of —
 * that the learner may open, in study order, with its best attempt, the number of attempts and the latest assessment
 * (feedback, assessor, rubric). One statement: the per-activity parts are correlated subqueries, not round trips.
 */
async function scoredActivities(db: Db, enrolment: Enrolment) {
  const pu = enrolment.programUserId;
  return db
    .select({
      id: resources.id,
      title: resources.title,
      topic: chapters.title,
      session: chapters.session,
      activityType: resources.activityType,
      bobot: resources.bobotPercentage,
      best: sql<string | null>`(select max(${attemptPercent}) from ${quizAttempts} a
        where a.quiz_id = ${quizzes.id} and a.program_user_id = ${pu} and a.score is not null)`,
      attempts: sql<number>`(select count(*)::int from ${quizAttempts} a
        where a.quiz_id = ${quizzes.id} and a.program_user_id = ${pu} and a.state <> 'started')`,
      reviewState: sql<ReportActivity["review_state"]>`(select a.review_state from ${quizAttempts} a
        where a.quiz_id = ${quizzes.id} and a.program_user_id = ${pu} and a.state <> 'started'
        order by a.number desc limit 1)`,
      assessment: sql<AssessmentJson | null>`(select json_build_object(
          'assessor', u.name, 'assessed_at', a.assessed_at, 'feedback', a.feedback, 'score', ${attemptPercent},
          'rubric', (select coalesce(json_agg(json_build_object('title', rc.title, 'description', rc.description,
              'points', rs.points, 'max_points', rc.max_points) order by rc.order_id, rc.id), '[]'::json)
            from ${quizRubricCriteria} rc left join ${quizRubricScores} rs
              on rs.criterion_id = rc.id and rs.attempt_id = a.id
            where rc.quiz_id = ${quizzes.id}))
        from ${quizAttempts} a left join ${users} u on u.id = a.assessed_by
        where a.quiz_id = ${quizzes.id} and a.program_user_id = ${pu} and a.review_state = 'assessed'
        order by a.number desc limit 1)`,
    })
    .from(resources)
    .innerJoin(chapters, eq(chapters.id, resources.chapterId))
    .innerJoin(quizzes, eq(quizzes.resourceId, resources.id))
    .where(
      and(eq(resources.programId, enrolment.programId), sql`not ${quizzes.isRefleksi}`, openableBy(enrolment.userId)),
    )
    .orderBy(asc(chapters.session), asc(resources.orderId), asc(resources.id));
}

/** The learner, the institution's logo, the programme's hours, the finishing time and the certificate, at once. */
async function factsOf(db: Db, enrolment: Enrolment) {
  const pu = enrolment.programUserId;
  const [row] = await db
    .select({
      learnerId: users.id,
      learnerName: users.name,
      username: users.username,
      enrolledAt: programUsers.createdAt,
      totalMinutes: programs.totalDuration,
      institutionId: institutions.id,
      institutionLogo: institutions.logo,
      finishAt: sql<string | null>`(case when ${programUsers.programTotalResources} > 0
          and ${programUsers.completedResources} >= ${programUsers.programTotalResources}
        then (select max(${resourceCompletions.completedAt}) from ${resourceCompletions}
          where ${resourceCompletions.programUserId} = ${pu}) end)`,
      certificateNumber: certificates.number,
      certificateIssuedAt: certificates.issuedAt,
      certificateRevokedAt: certificates.revokedAt,
      // a redeemed Prakerja enrolment: its attendance is the partner's, and the certificate's 80 % rule applies
      redeemed: sql<boolean>`exists (select 1 from ${prakerjaRedeems} pr
        where pr.program_user_id = ${pu} and pr.status = 1 and pr.redemption_code is not null)`,
    })
    .from(programUsers)
    .innerJoin(users, eq(users.id, programUsers.userId))
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .leftJoin(certificates, eq(certificates.programUserId, programUsers.id))
    .where(eq(programUsers.id, pu));
  if (!row) throw errors.forbidden(LEARNING_REPORT_MESSAGES.notFound);
  return row;
}

/**
 * GET program_activity/learning_report/{program_user_id}: the whole report. Refusals: 403 'not found' to whoever may
 * not read it (and for an unknown id), 400 with the scoring date while it is not open.
 */
export async function learningReport(
  db: Db,
  callerId: number,
  programUserId: number,
  reportType: ReportType,
  now: Date,
  productSlug: string,
): Promise<LearningReport> {
  const enrolment = await requireReportReader(db, callerId, programUserId);
  const state = await report(db, enrolment, now);
  requireOpen(state);
  const [dashboard, facts, rows] = await Promise.all([
    activityDashboard(db, enrolment, productSlug),
    factsOf(db, enrolment),
    scoredActivities(db, enrolment),
  ]);

  const activities: ReportActivity[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    topic: r.topic,
    session: r.session,
    activity_type: r.activityType,
    bobot: r.bobot,
    score: oneDecimal(r.best),
    attempts: r.attempts,
    review_state: r.reviewState,
  }));
  const assessments: Assessment[] = rows.flatMap((r) =>
    r.assessment
      ? [
          {
            activity_id: r.id,
            activity_title: r.title,
            assessor_name: r.assessment.assessor,
            assessed_at: isoOf(r.assessment.assessed_at),
            score: oneDecimal(r.assessment.score),
            feedback: r.assessment.feedback,
            rubric: r.assessment.rubric.map((c) => ({
              title: c.title,
              description: c.description,
              points: c.points === null ? null : Number(c.points),
              max_points: Number(c.max_points),
            })),
          },
        ]
      : [],
  );
  // the job-training purchase's rule, and a redeemed Prakerja enrolment's (decisions/031): the partner's attendance
  // in the dashboard's numbers, read from the stored statuses (the report never asks the partner)
  const attendanceApplies =
    (dashboard.is_job_training_purchase || facts.redeemed) && dashboard.using_presence_participation;
  const finishAt = isoOf(facts.finishAt);
  return {
    program_user_id: programUserId,
    report_type: reportType,
    generated_at: now.toISOString(),
    scoring_date: state.scoring_date,
    program: {
      id: dashboard.id,
      name: dashboard.name,
      slug: dashboard.slug,
      category_name: dashboard.category_name,
      training_type: dashboard.training_type,
      hours: hoursOf(facts.totalMinutes),
    },
    institution: {
      id: facts.institutionId,
      name: dashboard.institution.name,
      slug: dashboard.institution.slug,
      logo: facts.institutionLogo,
    },
    learner: { id: facts.learnerId, name: facts.learnerName, username: facts.username },
    period: { enrolled_at: facts.enrolledAt.toISOString(), finish_at: finishAt },
    progress: {
      percentage: dashboard.percentage_progress,
      completed: dashboard.completed_resources,
      total: dashboard.total_resources,
    },
    attendance: {
      total: dashboard.total_presence_participation_resource,
      done: dashboard.completed_presence_resource,
      percentage: dashboard.percentage_presence_participation,
      required_percentage: CERTIFICATE_ATTENDANCE_PERCENT,
      rule_applies: attendanceApplies,
      meets: !attendanceApplies || meetsAttendance(dashboard.percentage_presence_participation),
    },
    activities,
    // the same rule and the same best scores as the dashboard's final_score
    final_score: weightedFinalScore(
      activities.flatMap((a) => (a.score === null ? [] : [{ score: a.score, bobot: a.bobot }])),
    ),
    tests: {
      pretest: state.pretest_score,
      posttest: state.posttest_score,
      gain: learningGain(state.pretest_score, state.posttest_score),
    },
    assessments,
    progress_report: {
      certificate_created_at: isoOf(facts.certificateIssuedAt),
      certificate_issued_date: facts.certificateIssuedAt ? wibDay(facts.certificateIssuedAt) : null,
      finish_at: finishAt,
      // the job-training scheme's completion reports are not sent by this product yet (docs/api.md)
      pmo_report_date: null,
      training_type: dashboard.training_type,
    },
    certificate:
      facts.certificateNumber && facts.certificateIssuedAt
        ? {
            number: facts.certificateNumber,
            issued_at: facts.certificateIssuedAt.toISOString(),
            revoked: facts.certificateRevokedAt !== null,
            verification_path: `/verifikasi-sertifikat/${encodeURIComponent(facts.certificateNumber)}`,
          }
        : null,
    can_view_certificate: state.can_view_certificate,
  };
}

/**
 * GET program_activity/v2/product_by_activity/{slug}/report: the study report (POST …/get/report's object) of the
 * caller's own enrolment in the programme of that slug; 403 for a programme they are not enrolled in or that does
 * not exist (the same answer).
 */
export async function reportBySlug(db: Db, userId: number, slug: string, now: Date): Promise<ReportObject> {
  const [row] = await db
    .select({ programUserId: programUsers.id, programId: programUsers.programId })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .where(and(eq(programs.slug, slug), eq(programUsers.userId, userId)));
  if (!row) throw errors.forbidden(LEARNING_REPORT_MESSAGES.notFound);
  return report(db, { programUserId: row.programUserId, programId: row.programId, userId }, now);
}
