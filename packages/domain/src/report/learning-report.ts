import { z } from "zod";
import { dbId } from "../chat/contracts";

/**
 * The learning report (spec 002 sections 2, 3, 7; spec 001 section 8) and the transcripts (spec 002 section 2) of
 * issue 20. The spec names the routes and the progress-report fields, not the calls' shapes: docs/api.md
 * "Learning report and transcripts" gives the ones designed here.
 */

export const LEARNING_REPORT_MESSAGES = {
  notFound: "Laporan belajar tidak ditemukan",
  /** Spec 001 section 8: the modal's title and text while scoring_date has not passed. */
  notYetTitle: "Laporan Belum Tersedia",
  notYet: (date: string) => `Laporan Belajar akan tersedia pada ${date}.`,
  badReportType: "Jenis laporan tidak dikenal",
  transcriptNotFound: "Transkrip tidak ditemukan",
  badTranscript: "Transkrip tidak valid",
} as const;

/** `lembaga` is the institution's view (spec 001 route table): the same data under the institution's heading. */
export const REPORT_TYPES = ["peserta", "lembaga"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const learningReportParams = z.object({ program_user_id: dbId });
export const learningReportQuery = z.object({
  report_type: z.enum(REPORT_TYPES, { error: LEARNING_REPORT_MESSAGES.badReportType }).default("peserta"),
  platform: z.enum(["web", "mweb"]).optional(),
  source: z.string().max(120).optional(),
});

/** GET program_activity/v2/product_by_activity/{slug}/report: a programme slug as the catalogue writes them. */
export const programSlugParams = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Program tidak ditemukan"),
});

const iso = z.string();
const isoOrNull = z.string().nullable();

/** A scored activity: its best attempt as 0-100 of its maximum, and its weight (bobot) in the final score. */
export const reportActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  topic: z.string(),
  session: z.number().int(),
  /** 0 regular, 1 pretest, 2 posttest, 3 skills demonstration (uk), 4 independent practical task (tpm). */
  activity_type: z.number().int(),
  bobot: z.number(),
  score: z.number().nullable(),
  attempts: z.number().int(),
  /** 'assessed' once an assessor scored it, 'awaiting_review' while one has to, 'auto' or null otherwise. */
  review_state: z.enum(["none", "auto", "awaiting_review", "assessed"]).nullable(),
});
export type ReportActivity = z.infer<typeof reportActivitySchema>;

export const rubricResultSchema = z.object({
  title: z.string(),
  description: z.string(),
  points: z.number().nullable(),
  max_points: z.number(),
});

/** The assessor's word on an assessed activity: the latest assessed attempt's feedback and rubric. */
export const assessmentSchema = z.object({
  activity_id: z.number().int(),
  activity_title: z.string(),
  assessor_name: z.string().nullable(),
  assessed_at: isoOrNull,
  score: z.number().nullable(),
  feedback: z.string().nullable(),
  rubric: z.array(rubricResultSchema),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** Spec 002 section 3, Progress report. */
export const progressReportSchema = z.object({
  certificate_created_at: isoOrNull,
  /** The issue day in WIB, YYYY-MM-DD. */
  certificate_issued_date: z.string().nullable(),
  finish_at: isoOrNull,
  /** When the completion was reported to the job-training scheme's PMO; null: not reported (docs/api.md). */
  pmo_report_date: isoOrNull,
  training_type: z.number().int(),
});

export const learningGainSchema = z.object({
  /** Posttest minus pretest, in points of 0-100. */
  points: z.number(),
  /** Hake's normalised gain: the share of the possible improvement achieved; null when the pretest was 100. */
  normalized: z.number().nullable(),
});
export type LearningGain = z.infer<typeof learningGainSchema>;

export const learningReportSchema = z.object({
  program_user_id: z.number().int(),
  report_type: z.enum(REPORT_TYPES),
  generated_at: iso,
  scoring_date: isoOrNull,
  program: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    category_name: z.string(),
    training_type: z.number().int(),
    hours: z.number(),
  }),
  institution: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), logo: z.string().nullable() }),
  learner: z.object({ id: z.number().int(), name: z.string(), username: z.string().nullable() }),
  period: z.object({ enrolled_at: iso, finish_at: isoOrNull }),
  progress: z.object({ percentage: z.number(), completed: z.number().int(), total: z.number().int() }),
  attendance: z.object({
    total: z.number().int(),
    done: z.number().int(),
    percentage: z.number(),
    /** 80: a job-training learner's certificate needs it (spec 001 section 8). */
    required_percentage: z.number(),
    /** The rule applies: a job-training purchase of a programme with presence sessions. */
    rule_applies: z.boolean(),
    meets: z.boolean(),
  }),
  activities: z.array(reportActivitySchema),
  final_score: z.number().nullable(),
  tests: z.object({
    pretest: z.number().nullable(),
    posttest: z.number().nullable(),
    gain: learningGainSchema.nullable(),
  }),
  assessments: z.array(assessmentSchema),
  progress_report: progressReportSchema,
  certificate: z
    .object({ number: z.string(), issued_at: iso, revoked: z.boolean(), verification_path: z.string() })
    .nullable(),
  can_view_certificate: z.boolean(),
});
export type LearningReport = z.infer<typeof learningReportSchema>;
export const learningReportAnswer = z.object({ report: learningReportSchema });

/** Refusal data of a report whose scoring_date has not passed: the web says when it opens. */
export const notYetData = z.object({ scoring_date: iso, title: z.string() });

/** Posttest against pretest (both 0-100): null unless both are scored. One decimal; the normalised gain two. */
export function learningGain(pretest: number | null, posttest: number | null): LearningGain | null {
  if (pretest === null || posttest === null || !Number.isFinite(pretest) || !Number.isFinite(posttest)) return null;
  const points = Math.round((posttest - pretest) * 10) / 10;
  const normalized = pretest >= 100 ? null : Math.round(((posttest - pretest) / (100 - pretest)) * 100) / 100;
  return { points, normalized };
}

// ---- transcripts ------------------------------------------------------------------------------------------------

/** `semua` (every finished programme) or a calendar year (in WIB) of finishing. */
export const ALL_PERIODS = "semua";
export const TRANSCRIPT_ID_PATTERN = /^(semua|\d{4})$/;
export const transcriptParams = z.object({
  id: z.string().trim().toLowerCase().regex(TRANSCRIPT_ID_PATTERN, LEARNING_REPORT_MESSAGES.badTranscript),
});

/** The label of a transcript period: 'Semua' or 'Tahun 2026'. */
export function transcriptLabel(id: string): string {
  return id === ALL_PERIODS ? "Semua" : `Tahun ${id}`;
}

export const transcriptSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  program_count: z.number().int(),
  hours: z.number(),
  average_score: z.number().nullable(),
  first_finish_at: iso,
  last_finish_at: iso,
});
export type TranscriptSummary = z.infer<typeof transcriptSummarySchema>;
export const transcriptListAnswer = z.object({ transcripts: z.array(transcriptSummarySchema) });

export const transcriptProgramSchema = z.object({
  program_user_id: z.number().int(),
  program: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), category_name: z.string() }),
  institution_name: z.string(),
  hours: z.number(),
  final_score: z.number().nullable(),
  finish_at: iso,
  certificate_number: z.string().nullable(),
});
export type TranscriptProgram = z.infer<typeof transcriptProgramSchema>;

export const transcriptSchema = z.object({
  id: z.string(),
  label: z.string(),
  learner: z.object({ name: z.string(), username: z.string().nullable() }),
  generated_at: iso,
  programs: z.array(transcriptProgramSchema),
  totals: z.object({ program_count: z.number().int(), hours: z.number(), average_score: z.number().nullable() }),
});
export type Transcript = z.infer<typeof transcriptSchema>;
export const transcriptAnswer = z.object({ transcript: transcriptSchema });

/** Sum of hours (one decimal) and the mean of the scored programmes' final scores (one decimal; null if none). */
export function transcriptTotals(programs: readonly { hours: number; final_score: number | null }[]) {
  const hours = Math.round(programs.reduce((t, p) => t + p.hours, 0) * 10) / 10;
  const scored = programs.flatMap((p) => (p.final_score === null ? [] : [p.final_score]));
  const average = scored.length ? Math.round((scored.reduce((t, s) => t + s, 0) / scored.length) * 10) / 10 : null;
  return { program_count: programs.length, hours, average_score: average };
}

/** The calendar year in WIB (UTC+7, no daylight saving) of an instant. */
export function wibYearOf(iso: string): number {
  return new Date(new Date(iso).getTime() + 7 * 3_600_000).getUTCFullYear();
}
