import { weightedFinalScore } from "@app/domain/quiz/rules";
import {
  ALL_PERIODS,
  LEARNING_REPORT_MESSAGES,
  type Transcript,
  type TranscriptProgram,
  type TranscriptSummary,
  transcriptLabel,
  transcriptTotals,
  wibYearOf,
} from "@app/domain/report/learning-report";
import { and, desc, eq, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { programs, resources } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import { programUsers, resourceCompletions } from "../../db/schema/learning";
import { quizAttempts, quizzes } from "../../db/schema/quiz";
import { certificates } from "../../db/schema/report";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { attemptPercent } from "../study/public";
import { hoursOf } from "./learning-report";

/**
 * Transcripts (issue 20; spec 002 section 2 '/transkrip, /transkrip/{transcriptId}'): every programme the caller
 * finished, one transcript per calendar year of finishing in WIB and one of them all ('semua'). Only the caller's
 * own: there is no id of anyone else's to name. Where a certificate was issued (and not revoked) its frozen hours,
 * final score and number are printed; otherwise the programme's hours and the final score as the study page
 * computes it now.
 */

/** The caller's finished enrolments, newest finish first, in one statement. */
async function finishedPrograms(db: Db, userId: number): Promise<TranscriptProgram[]> {
  const finishAt = sql<string>`(select max(${resourceCompletions.completedAt}) from ${resourceCompletions}
    where ${resourceCompletions.programUserId} = ${programUsers.id})`;
  const rows = await db
    .select({
      programUserId: programUsers.id,
      programId: programs.id,
      name: programs.name,
      slug: programs.slug,
      categoryName: programs.categoryName,
      institutionName: institutions.name,
      totalMinutes: programs.totalDuration,
      finishAt,
      certificateNumber: certificates.number,
      certificateHours: certificates.hours,
      certificateScore: certificates.finalScore,
      certificateRevokedAt: certificates.revokedAt,
      // the dashboard's final_score inputs: each scored quiz activity's best attempt (0-100) with its weight
      bests: sql<{ score: number; bobot: number }[]>`(select coalesce(json_agg(json_build_object(
          'score', best.score, 'bobot', best.bobot)), '[]'::json)
        from (select r.bobot_percentage as bobot, max(${attemptPercent}) as score
          from ${resources} r join ${quizzes} q on q.resource_id = r.id
          join ${quizAttempts} a on a.quiz_id = q.id and a.program_user_id = ${programUsers.id}
          where r.program_id = ${programs.id} and a.score is not null and not q.is_refleksi
          group by r.id, r.bobot_percentage) best)`,
    })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .leftJoin(certificates, eq(certificates.programUserId, programUsers.id))
    .where(
      and(
        eq(programUsers.userId, userId),
        sql`${programUsers.programTotalResources} > 0`,
        sql`${programUsers.completedResources} >= ${programUsers.programTotalResources}`,
      ),
    )
    .orderBy(desc(finishAt), desc(programUsers.id));
  return rows.flatMap((r) => {
    if (r.finishAt === null) return [];
    const certified = r.certificateNumber !== null && r.certificateRevokedAt === null;
    return [
      {
        program_user_id: r.programUserId,
        program: { id: r.programId, name: r.name, slug: r.slug, category_name: r.categoryName },
        institution_name: r.institutionName,
        hours: certified && r.certificateHours !== null ? Number(r.certificateHours) : hoursOf(r.totalMinutes),
        final_score: certified
          ? r.certificateScore === null
            ? null
            : Number(r.certificateScore)
          : weightedFinalScore(r.bests.map((b) => ({ score: Number(b.score), bobot: Number(b.bobot) }))),
        finish_at: new Date(r.finishAt).toISOString(),
        certificate_number: certified ? r.certificateNumber : null,
      },
    ];
  });
}

function summaryOf(id: string, programs: TranscriptProgram[]): TranscriptSummary {
  const totals = transcriptTotals(programs);
  const times = programs.map((p) => p.finish_at).sort();
  return {
    id,
    label: transcriptLabel(id),
    program_count: totals.program_count,
    hours: totals.hours,
    average_score: totals.average_score,
    first_finish_at: times[0] ?? "",
    last_finish_at: times.at(-1) ?? "",
  };
}

/** GET transcript/list: 'Semua' first, then each year with a finished programme, newest first; empty when none. */
export async function transcriptList(db: Db, userId: number): Promise<TranscriptSummary[]> {
  const all = await finishedPrograms(db, userId);
  if (all.length === 0) return [];
  const years = [...new Set(all.map((p) => wibYearOf(p.finish_at)))].sort((x, y) => y - x);
  return [
    summaryOf(ALL_PERIODS, all),
    ...years.map((year) =>
      summaryOf(
        String(year),
        all.filter((p) => wibYearOf(p.finish_at) === year),
      ),
    ),
  ];
}

/** GET transcript/{id}: one period's transcript; a period with nothing finished is an empty one (the page says so). */
export async function transcriptOf(db: Db, userId: number, id: string, now: Date): Promise<Transcript> {
  const [learner] = await db
    .select({ name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  const all = await finishedPrograms(db, userId);
  const chosen = id === ALL_PERIODS ? all : all.filter((p) => String(wibYearOf(p.finish_at)) === id);
  if (!learner) throw errors.notFound(LEARNING_REPORT_MESSAGES.transcriptNotFound);
  return {
    id,
    label: transcriptLabel(id),
    learner: { name: learner.name, username: learner.username },
    generated_at: now.toISOString(),
    programs: chosen,
    totals: transcriptTotals(chosen),
  };
}
