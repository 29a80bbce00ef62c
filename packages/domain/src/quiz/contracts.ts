import { z } from "zod";
import { envelope } from "../shared/envelope";
import { UPLOAD_TYPE_NAMES } from "./uploads";

/**
 * The quiz engine's calls, both sides (spec 001 sections 3 and 7, spec 002 sections 4 and 5). The spec names only
 * the score and view-feedback calls; the attempt calls are ours, written down in docs/api.md. Every rule that
 * decides a score, an order, a deadline or what a learner may see is the server's (RELIABILITY S9): the browser
 * is told the outcome.
 */

export const QUIZ_MESSAGES = {
  quizNotFound: "Kuis tidak ditemukan",
  notYours: "Anda tidak memiliki akses ke data ini",
  notOpenYet: "Kuis belum dibuka",
  closed: "Masa pengerjaan kuis sudah berakhir",
  passwordRequired: "Masukkan kata sandi kuis",
  passwordWrong: "Kata sandi kuis tidak sesuai",
  noRetake: "Kuis ini tidak dapat dikerjakan ulang",
  retakesUsed: "Kesempatan mengerjakan ulang sudah habis",
  awaitingReview: "Jawaban Anda sedang dinilai asesor",
  timeUp: "Waktu pengerjaan sudah habis",
  attemptFinished: "Pengerjaan kuis ini sudah selesai",
  questionNotInAttempt: "Soal tidak termasuk dalam pengerjaan ini",
  batchNotReached: "Selesaikan soal sebelumnya terlebih dahulu",
  prevNotAllowed: "Kuis ini tidak mengizinkan kembali ke soal sebelumnya",
  skipNotAllowed: "Jawab semua soal pada halaman ini sebelum melanjutkan",
  wrongAnswerType: "Jenis jawaban tidak sesuai dengan soal",
  optionUnknown: "Pilihan jawaban tidak dikenal",
  singleOptionOnly: "Pilih satu jawaban saja",
  essayTooLong: "Jawaban paling banyak 20.000 karakter",
  shortAnswerTooLong: "Jawaban singkat paling banyak 200 karakter",
  tooManyFiles: "Jumlah berkas melebihi batas",
  fileUnknown: "Berkas tidak ditemukan",
  fileTooLarge: "Ukuran berkas paling besar 10 MB",
  fileTypeNotAllowed: `Jenis berkas tidak didukung. Gunakan ${UPLOAD_TYPE_NAMES}`,
  fileEmpty: "Berkas kosong",
  reviewNotAvailable: "Pembahasan belum tersedia",
  checkNotAvailable: "Pemeriksaan jawaban per halaman tidak tersedia untuk kuis ini",
  checkNeedsAnswers: "Jawab semua soal pada halaman ini sebelum memeriksa jawaban",
  batchChecked: "Jawaban pada halaman yang sudah diperiksa tidak dapat diubah",
  notAssessor: "Hanya asesor program ini yang dapat menilai",
  submissionNotFound: "Pengumpulan tidak ditemukan",
  notAwaitingReview: "Pengumpulan ini tidak menunggu penilaian",
  pointsOutOfRange: "Nilai melebihi poin maksimal soal",
  rubricOutOfRange: "Nilai rubrik melebihi poin maksimal kriteria",
  rubricIncomplete: "Isi nilai untuk setiap kriteria rubrik",
  answerScoreIncomplete: "Isi nilai untuk setiap jawaban esai dan berkas",
  feedbackTooLong: "Umpan balik paling banyak 5.000 karakter",
  scored: "Penilaian berhasil disimpan",
} as const;

/** Spec 001 section 3 and 002 section 9: the quiz timer's default. */
export const QUIZ_TIMER_DEFAULT_SECONDS = 3605;
/** Answers that arrive this long after the deadline still count (network latency); later ones are refused. */
export const QUIZ_DEADLINE_GRACE_MS = 3000;
export const ESSAY_MAX_LENGTH = 20_000;
export const SHORT_ANSWER_MAX_LENGTH = 200;
export const FEEDBACK_MAX_LENGTH = 5000;
export const QUIZ_PASSWORD_MAX_LENGTH = 100;
/** Assessor's list of submissions (spec 000 section 9: user assessment list page size 9). */
export const ASSESSMENT_PAGE_SIZE = 9;

export const QUESTION_TYPES = [
  "single_choice",
  "multiple_choice",
  "true_false",
  "short_answer",
  "essay",
  "file",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Scored by the server when the quiz has is_auto_score; the others wait for an assessor. */
export const AUTO_SCORED_TYPES: ReadonlySet<QuestionType> = new Set([
  "single_choice",
  "multiple_choice",
  "true_false",
  "short_answer",
]);

/** final_score_format: 'default' shows the points; 'percentage' shows points out of the maximum as 0-100. */
export const FINAL_SCORE_FORMATS = ["default", "percentage"] as const;
export type FinalScoreFormat = (typeof FINAL_SCORE_FORMATS)[number];

/**
 * An attempt: 'started' while it runs, 'finished' when the learner ends it, 'timed_out' when its deadline closed it
 * (the answers saved by then are kept and scored).
 */
export const ATTEMPT_STATES = ["started", "finished", "timed_out"] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];
/** Scoring: 'auto' scored at finish, 'awaiting_review' waits for an assessor, 'assessed' scored by one. */
export const REVIEW_STATES = ["none", "auto", "awaiting_review", "assessed"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

const id = z.coerce.number().int().positive().max(2_147_483_647);
const isoOrNull = z.string().nullable();

// ---- shared pieces ---------------------------------------------------------------------------------------------

/** The quiz settings of spec 001 section 3, as the learner's browser gets them (never the password). */
export const quizSettings = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Rich text, sanitised. */
  instruction: z.string(),
  is_auto_score: z.boolean(),
  is_group_question_shuffle: z.boolean(),
  is_prev: z.boolean(),
  is_question_shuffle: z.boolean(),
  is_retake: z.boolean(),
  /** Ours: how many attempts a retake-able quiz allows in all (is_retake false: 1). */
  max_attempts: z.number().int(),
  is_refleksi: z.boolean(),
  is_show_discussion: z.boolean(),
  is_show_point: z.boolean(),
  is_show_timer: z.boolean(),
  is_skip: z.boolean(),
  max_batch: z.number().int(),
  maximum_auto_score: z.number().int().nullable(),
  minimum_score: z.number().int(),
  question_per_batch: z.number().int(),
  timer_in_seconds: z.number().int(),
  batch_discussion: z.boolean(),
  final_score_format: z.enum(FINAL_SCORE_FORMATS),
  /** The activity's assessment type (spec 001 codes: 0 regular, 1 pretest, 2 posttest, 3 uk, 4 tpm). */
  assessment_type: z.number().int(),
  periode_start: isoOrNull,
  periode_end: isoOrNull,
  review_date: isoOrNull,
  /** Now is inside periode_start..periode_end (either may be open-ended). */
  is_valid_period: z.boolean(),
  /** A password is needed to start. */
  has_password: z.boolean(),
  /** Number of questions one attempt holds (after max_batch). */
  total_questions: z.number().int(),
  /** Points one attempt can reach (the maximum_auto_score cap applied to the auto-scored part). */
  total_points: z.number().int(),
  has_rubric: z.boolean(),
});
export type QuizSettings = z.infer<typeof quizSettings>;

/** One attempt's summary: the intro's quiz_transaction, and what finish and score answer. */
export const attemptSummary = z.object({
  id: z.number().int(),
  number: z.number().int(),
  state: z.enum(ATTEMPT_STATES),
  review_state: z.enum(REVIEW_STATES),
  started_at: z.string(),
  finished_at: isoOrNull,
  /** Null when the quiz has no time limit (is_show_timer false). */
  deadline_at: isoOrNull,
  /** Seconds left by the server clock (null without a time limit; 0 once passed). */
  remaining_seconds: z.number().int().nullable(),
  answered_count: z.number().int(),
  total_questions: z.number().int(),
  /** The batch the learner is on: a resumed attempt opens here. */
  current_batch: z.number().int(),
  /** Null until scored (awaiting review, reflection, or still running). */
  score: z.number().nullable(),
  /** The score as final_score_format shows it ('85' or '85%'). */
  score_label: z.string().nullable(),
  passed: z.boolean().nullable(),
  is_request_remedial: z.boolean(),
  has_feedback: z.boolean(),
  /**
   * While the attempt waits for its assessor (review_state awaiting_review): the points of what is already scored,
   * out of what those questions can give, and what still waits (rules.provisionalScore). Null otherwise.
   */
  provisional: z
    .object({
      points: z.number(),
      scored_maximum: z.number(),
      awaiting_answers: z.number().int(),
      awaiting_rubric: z.boolean(),
    })
    .nullable()
    .default(null),
});
export type AttemptSummary = z.infer<typeof attemptSummary>;

// ---- GET program_activity/quiz/{activityId}/intro ----------------------------------------------------------------

export const quizActivityParams = z.object({ activityId: id });

/** The intro (spec 001 section 3): quiz_master_data (the settings and instruction) and quiz_transaction. */
export const quizIntro = z.object({
  activity_id: z.number().int(),
  program_user_id: z.number().int(),
  quiz_master_data: quizSettings,
  /** The running attempt if any, else the latest one, else null. */
  quiz_transaction: attemptSummary.nullable(),
  attempts_used: z.number().int(),
  /** Attempts allowed in all: one, max_attempts with is_retake, plus one per remedial request. */
  attempts_allowed: z.number().int(),
  /** Whether a new attempt may be started now (a running one is resumed instead), and why not. */
  can_start: z.boolean(),
  start_refusal: z.string().nullable(),
  /** The learner may open the review of their latest finished attempt. */
  can_review: z.boolean(),
});
export type QuizIntro = z.infer<typeof quizIntro>;
export const quizIntroAnswer = envelope(quizIntro);

// ---- POST program_activity/quiz/{activityId}/start ---------------------------------------------------------------

export const startQuizBody = z.object({
  password: z.string().max(QUIZ_PASSWORD_MAX_LENGTH).optional(),
});
/** Starts an attempt, or resumes the running one with its remaining time. */
export const startQuizAnswer = envelope(attemptSummary);

// ---- GET program_activity/quiz/attempt/{attemptId}/batch/{batch} ------------------------------------------------

export const attemptParams = z.object({ attemptId: id });
export const batchParams = z.object({ attemptId: id, batch: z.coerce.number().int().min(1).max(1000) });

export const questionOption = z.object({
  id: z.number().int(),
  /** Rich text, sanitised. */
  body: z.string(),
  image_url: z.string().nullable(),
});

export const questionGroup = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The shared passage (rich text, sanitised) shown in the grouped-question modal. */
  passage: z.string(),
});

/** The learner's saved answer to one question. */
export const savedAnswer = z.object({
  option_ids: z.array(z.number().int()),
  /** Essay: sanitised HTML paragraphs; short answer: plain text. */
  answer_essay: z.string().nullable(),
  answer_file: z.array(z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), url: z.string() })),
  answered_at: z.string(),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;

export const attemptQuestion = z.object({
  id: z.number().int(),
  /** 1-based position in this attempt's order. */
  position: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  body: z.string(),
  image_url: z.string().nullable(),
  /** Null unless is_show_point. */
  points: z.number().int().nullable(),
  max_files: z.number().int(),
  group: questionGroup.nullable(),
  options: z.array(questionOption),
  answer: savedAnswer.nullable(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestion>;

/** One batch (page) of a running attempt. Never holds a correct answer. */
export const attemptBatch = z.object({
  attempt: attemptSummary,
  batch: z.number().int(),
  total_batches: z.number().int(),
  /** The furthest batch the learner may open now (is_skip false: the first with an unanswered question). */
  reachable_batch: z.number().int(),
  /** Positions (1-based) of the attempt's answered questions, on every page (the question navigator marks them). */
  answered_positions: z.array(z.number().int()),
  can_prev: z.boolean(),
  can_skip: z.boolean(),
  /**
   * batch_discussion (with is_show_discussion): the learner may check a page's answers while the attempt runs. A
   * checked page is locked; its correct answers and discussion come from the check call.
   */
  can_check: z.boolean(),
  is_checked: z.boolean(),
  questions: z.array(attemptQuestion),
});
export type AttemptBatch = z.infer<typeof attemptBatch>;
export const attemptBatchAnswer = envelope(attemptBatch);

// ---- POST program_activity/quiz/answer (spec 001 section 3: quiz answer submission) -----------------------------

export const answerBody = z.object({
  /** Ours: the attempt the answer belongs to; it must be the caller's own and running. */
  attempt_id: id,
  activity_id: id,
  activity_question_id: id,
  question_position: z.number().int().min(1).max(10_000),
  type: z.enum(QUESTION_TYPES),
  /** Ours: the chosen options of a choice or true/false question. */
  option_ids: z.array(id).max(50).default([]),
  /** Essay: the text as typed (the server stores it as paragraphs); short answer: the text. */
  answer_essay: z
    .string()
    .max(ESSAY_MAX_LENGTH * 2)
    .nullable()
    .default(null),
  /** Upload ids from POST program_activity/quiz/upload. */
  answer_file: z.array(id).max(20).default([]),
  /** The learner moves on to the next batch (refused with unanswered questions when is_skip is false). */
  is_next: z.boolean().default(false),
  /** The learner goes back (refused when is_prev is false). */
  is_prev: z.boolean().default(false),
  /** An autosave or a preview of the answer list: saved, no navigation. */
  is_preview: z.boolean().default(false),
});
export type AnswerBody = z.input<typeof answerBody>;
export const answerResult = z.object({
  attempt: attemptSummary,
  saved: savedAnswer.nullable(),
  /** The batch the learner should see next (after is_next / is_prev), else the current one. */
  next_batch: z.number().int(),
});
export type AnswerResult = z.infer<typeof answerResult>;
export const answerAnswer = envelope(answerResult);

// ---- POST program_activity/quiz/attempt/{attemptId}/finish ------------------------------------------------------

export const finishResult = z.object({
  attempt: attemptSummary,
  /** The activity is complete on the study page now (its progress counts it). */
  is_complete: z.boolean(),
  can_retake: z.boolean(),
  can_review: z.boolean(),
});
export type FinishResult = z.infer<typeof finishResult>;
export const finishAnswer = envelope(finishResult);

// ---- GET program_activity/quiz/attempt/{attemptId}/review -------------------------------------------------------

export const reviewQuestion = attemptQuestion.extend({
  /** Null unless the settings allow showing correct answers (is_show_discussion, after review_date). */
  correct_option_ids: z.array(z.number().int()).nullable(),
  accepted_answers: z.array(z.string()).nullable(),
  is_correct: z.boolean().nullable(),
  points_awarded: z.number().nullable(),
  /** The question's discussion (rich text), when shown. */
  discussion: z.string().nullable(),
});
export type ReviewQuestion = z.infer<typeof reviewQuestion>;
export const attemptReview = z.object({
  attempt: attemptSummary,
  shows_correct_answers: z.boolean(),
  questions: z.array(reviewQuestion),
});
export type AttemptReview = z.infer<typeof attemptReview>;
export const attemptReviewAnswer = envelope(attemptReview);

// ---- POST program_activity/quiz/attempt/{attemptId}/batch/{batch}/check ----------------------------------------

/**
 * The check-answer state (batch_discussion): one page's questions with their correct answers, correctness and
 * discussion, once every question of the page is answered; the page's answers can no longer change. Checking a
 * checked page again answers the same.
 */
export const batchCheck = z.object({
  attempt: attemptSummary,
  batch: z.number().int(),
  questions: z.array(reviewQuestion),
});
export type BatchCheck = z.infer<typeof batchCheck>;
export const batchCheckAnswer = envelope(batchCheck);

// ---- POST program_activity/score/ and GET program_activity/product_activity/view_feedback/{activityId} --------

export const scoreBody = z.object({ activity_id: id });
/** The learner's standing on a quiz activity: the best finished attempt's score (the latest while none scored). */
export const activityScore = z.object({
  activity_id: z.number().int(),
  assessment_type: z.number().int(),
  attempts_used: z.number().int(),
  best: attemptSummary.nullable(),
  latest: attemptSummary.nullable(),
});
export type ActivityScore = z.infer<typeof activityScore>;
export const scoreAnswer = envelope(activityScore);

export const rubricCriterion = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  max_points: z.number().int(),
});
export type RubricCriterion = z.infer<typeof rubricCriterion>;

/** The assessor's word on the learner's latest assessed attempt (the rubric screen state). */
export const feedbackView = z.object({
  activity_id: z.number().int(),
  attempt: attemptSummary.nullable(),
  feedback: z.string().nullable(),
  assessor_name: z.string().nullable(),
  assessed_at: isoOrNull,
  rubric: z.array(rubricCriterion.extend({ points: z.number().nullable() })),
});
export type FeedbackView = z.infer<typeof feedbackView>;
export const feedbackAnswer = envelope(feedbackView);

// ---- POST program_activity/quiz/upload (multipart, field "file") -----------------------------------------------

export const uploadedFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  url: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
export const uploadAnswer = envelope(uploadedFile);
export const uploadParams = z.object({ uploadId: id });

// ---- assessor: GET asesor/submissions, GET asesor/submissions/{attemptId}, POST …/score -----------------------

export const submissionsQuery = z.object({
  status: z.enum(["awaiting_review", "assessed"]).default("awaiting_review"),
  program_id: id.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const submissionListItem = z.object({
  attempt_id: z.number().int(),
  learner_name: z.string(),
  program_id: z.number().int(),
  program_name: z.string(),
  activity_id: z.number().int(),
  activity_title: z.string(),
  assessment_type: z.number().int(),
  attempt_number: z.number().int(),
  submitted_at: z.string(),
  review_state: z.enum(REVIEW_STATES),
  score: z.number().nullable(),
});
export type SubmissionListItem = z.infer<typeof submissionListItem>;
export const submissionList = z.object({
  items: z.array(submissionListItem),
  page: z.number().int(),
  total_pages: z.number().int(),
  total: z.number().int(),
});
export const submissionListAnswer = envelope(submissionList);

export const submissionDetail = z.object({
  attempt: attemptSummary,
  learner_name: z.string(),
  /** The learner's enrolment, and whether its certificate may be opened: the assessor's shortcut (spec 001). */
  program_user_id: z.number().int(),
  show_certificate: z.boolean(),
  program_name: z.string(),
  activity_title: z.string(),
  assessment_type: z.number().int(),
  minimum_score: z.number().int(),
  /**
   * Every question with the learner's answer and, for the assessor, the correct answers and points: in the quiz's
   * own order, `position` being the question's number in the quiz (not the learner's shuffled order).
   */
  questions: z.array(
    reviewQuestion.extend({
      max_points: z.number().int(),
      /**
       * The assessor gives this question's points: essays and files, or every question of a quiz without
       * is_auto_score. An auto-scored question the learner left empty is not the assessor's (it earns 0).
       */
      scored_by_assessor: z.boolean(),
    }),
  ),
  /** The next submission waiting for this assessor (the queue's order), other than this one; null when none. */
  next_attempt_id: z.number().int().nullable(),
  rubric: z.array(rubricCriterion.extend({ points: z.number().nullable() })),
  feedback: z.string().nullable(),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;
export const submissionDetailAnswer = envelope(submissionDetail);

export const scoreSubmissionBody = z.object({
  /**
   * Points for each question the assessor scores (question id → 0..its points): the essay and file questions, or
   * every question when the quiz has no is_auto_score. Each of them is required.
   */
  answers: z.array(z.object({ question_id: id, points: z.number().min(0).max(10_000) })).max(500),
  /** Points for each rubric criterion (0..max_points); every criterion is required when the quiz has a rubric. */
  rubric: z.array(z.object({ criterion_id: id, points: z.number().min(0).max(10_000) })).max(100),
  feedback: z.string().max(FEEDBACK_MAX_LENGTH).default(""),
  /** Asks the learner to do the task again (remedial); allows one more attempt. */
  is_request_remedial: z.boolean().default(false),
});
export type ScoreSubmissionBody = z.input<typeof scoreSubmissionBody>;
export const scoreSubmissionAnswer = envelope(submissionDetail);

/** Where a stored upload is downloaded (the owner, or an assessor of the programme it was submitted to). */
export const uploadUrl = (uploadId: number): string => `/api/program_activity/quiz/upload/${uploadId}`;
