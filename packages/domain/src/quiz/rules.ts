import {
  AUTO_SCORED_TYPES,
  type FinalScoreFormat,
  QUIZ_DEADLINE_GRACE_MS,
  QUIZ_TIMER_DEFAULT_SECONDS,
  type QuestionType,
} from "./contracts";

/**
 * The quiz engine's rules, one place for each (the server enforces them; the browser uses the display ones).
 * Pure functions: no clock, no randomness except the seed they are given.
 */

// ---- order -----------------------------------------------------------------------------------------------------

/** mulberry32: a small, well-spread 32-bit PRNG; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with a seeded generator: a new array, the input untouched. */
export function seededShuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface OrderableQuestion {
  id: number;
  groupId: number | null;
}

export interface OrderSettings {
  isQuestionShuffle: boolean;
  isGroupQuestionShuffle: boolean;
  questionPerBatch: number;
  maxBatch: number;
}

/**
 * The questions of one attempt, in its order, chosen once when it starts (so the order is stable for the attempt
 * and, with a new seed, different for the next). A group's questions stay together, in the group's place:
 * is_question_shuffle shuffles the places (groups and single questions), is_group_question_shuffle the questions
 * inside each group. max_batch (above 0) keeps only the first max_batch × question_per_batch questions, so a
 * shuffled quiz draws from its bank.
 */
export function attemptQuestionOrder(
  questions: readonly OrderableQuestion[],
  settings: OrderSettings,
  seed: number,
): number[] {
  const random = seededRandom(seed);
  const units: number[][] = [];
  const groupUnit = new Map<number, number[]>();
  for (const q of questions) {
    if (q.groupId === null) {
      units.push([q.id]);
      continue;
    }
    let unit = groupUnit.get(q.groupId);
    if (!unit) {
      unit = [];
      groupUnit.set(q.groupId, unit);
      units.push(unit);
    }
    unit.push(q.id);
  }
  const placed = settings.isQuestionShuffle ? seededShuffle(units, random) : units;
  const ordered = placed.flatMap((unit) =>
    settings.isGroupQuestionShuffle && unit.length > 1 ? seededShuffle(unit, random) : unit,
  );
  const cap = settings.maxBatch > 0 ? settings.maxBatch * Math.max(1, settings.questionPerBatch) : ordered.length;
  return ordered.slice(0, cap);
}

/** Batches (pages) of an attempt: question_per_batch questions each (0 or less: all on one page). */
export function totalBatches(questionCount: number, questionPerBatch: number): number {
  if (questionCount === 0) return 1;
  if (questionPerBatch <= 0) return 1;
  return Math.ceil(questionCount / questionPerBatch);
}

/** The 1-based batch a 1-based question position falls in. */
export function batchOfPosition(position: number, questionPerBatch: number): number {
  if (questionPerBatch <= 0) return 1;
  return Math.ceil(position / questionPerBatch);
}

/** The 0-based slice [start, end) of the attempt's order that batch `batch` shows. */
export function batchSlice(batch: number, questionCount: number, questionPerBatch: number): [number, number] {
  if (questionPerBatch <= 0) return [0, questionCount];
  const start = (batch - 1) * questionPerBatch;
  return [start, Math.min(questionCount, start + questionPerBatch)];
}

/**
 * The furthest batch the learner may open. With is_skip every batch; without it, the first batch that still has an
 * unanswered question (or the last one when all are answered).
 */
export function reachableBatch(answered: readonly boolean[], questionPerBatch: number, isSkip: boolean): number {
  const total = totalBatches(answered.length, questionPerBatch);
  if (isSkip) return total;
  const firstOpen = answered.indexOf(false);
  if (firstOpen === -1) return total;
  return batchOfPosition(firstOpen + 1, questionPerBatch);
}

// ---- time ------------------------------------------------------------------------------------------------------

/** The time limit: timer_in_seconds (default 3605) when the quiz shows its timer; no limit otherwise. */
export function attemptDeadline(startedAt: Date, isShowTimer: boolean, timerInSeconds: number | null): Date | null {
  if (!isShowTimer) return null;
  const seconds = timerInSeconds && timerInSeconds > 0 ? timerInSeconds : QUIZ_TIMER_DEFAULT_SECONDS;
  return new Date(startedAt.getTime() + seconds * 1000);
}

/**
 * The time limit in whole minutes (rounded up), the way an activity's duration is stated ('10 Menit'), from the
 * same settings attemptDeadline uses; null without a limit. A timed quiz's activity states this and nothing else,
 * so the header and the timer never disagree (issue 23).
 */
export function timeLimitMinutes(isShowTimer: boolean, timerInSeconds: number | null): number | null {
  if (!isShowTimer) return null;
  const seconds = timerInSeconds && timerInSeconds > 0 ? timerInSeconds : QUIZ_TIMER_DEFAULT_SECONDS;
  return Math.ceil(seconds / 60);
}

/** Whole seconds left at `now` (rounded down, never below 0); null without a limit. */
export function remainingSeconds(deadline: Date | null, now: Date): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/** An answer arriving at `now` is refused once the deadline plus the grace has passed. */
export function isPastDeadline(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() > deadline.getTime() + QUIZ_DEADLINE_GRACE_MS;
}

/** The validity period (periode_start..periode_end, either open): 'open', 'not_yet' or 'closed'. */
export function periodState(start: Date | null, end: Date | null, now: Date): "open" | "not_yet" | "closed" {
  if (start && now < start) return "not_yet";
  if (end && now > end) return "closed";
  return "open";
}

/** "mm:ss", or "h:mm:ss" from an hour: the countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(rest)}` : `${two(m)}:${two(rest)}`;
}

// ---- attempts --------------------------------------------------------------------------------------------------

/** Attempts allowed in all: one, or max_attempts when the quiz allows retakes; a remedial request adds one. */
export function allowedAttempts(isRetake: boolean, maxAttempts: number, remedialRequests: number): number {
  return (isRetake ? Math.max(1, maxAttempts) : 1) + remedialRequests;
}

// ---- answers ---------------------------------------------------------------------------------------------------

/** The short answer as compared: trimmed, inner spaces collapsed, case-folded. */
export function normaliseShortAnswer(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLocaleLowerCase("id-ID");
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Spec 002 section 5: an essay is stored as paragraphs with its newlines as breaks. A blank line starts a new
 * paragraph; a single newline becomes <br>. The text is escaped, never read as HTML. Empty text gives ''.
 */
export function essayToParagraphs(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ""))
    .filter((p) => p.trim() !== "");
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("");
}

/** The other way, for editing a saved essay: paragraphs back to text with blank lines between them. */
export function paragraphsToEssay(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p>/gi, "\n\n")
    .replace(/<\/?p>/gi, "")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The marker of the upload button in a file answer's list (spec 002 section 5). */
export const UPLOAD_PLACEHOLDER = "upload-button" as const;
export type FileListEntry<F> = F | typeof UPLOAD_PLACEHOLDER;

/**
 * The file answer's list as shown: the files, then the upload-button placeholder while fewer than max_files are
 * there (it is removed once the list is full and comes back when a file is removed).
 */
export function fileListWithPlaceholder<F>(files: readonly F[], maxFiles: number): FileListEntry<F>[] {
  return files.length < maxFiles ? [...files, UPLOAD_PLACEHOLDER] : [...files];
}

/** Whether the learner's answer counts as answered (for is_skip and the answered count). */
export function isAnswered(
  type: QuestionType,
  answer: { optionIds: number[]; text: string | null; fileIds: number[] },
) {
  switch (type) {
    case "single_choice":
    case "multiple_choice":
    case "true_false":
      return answer.optionIds.length > 0;
    case "short_answer":
    case "essay":
      return (answer.text ?? "").trim() !== "";
    case "file":
      return answer.fileIds.length > 0;
  }
}

// ---- scoring ---------------------------------------------------------------------------------------------------

export interface ScorableQuestion {
  type: QuestionType;
  points: number;
  correctOptionIds: readonly number[];
  acceptedAnswers: readonly string[];
}
export interface ScorableAnswer {
  optionIds: readonly number[];
  text: string | null;
}

/**
 * Whether an auto-scored answer is right: a choice answer names exactly the correct options (multiple choice has
 * no partial credit); a short answer matches an accepted answer after normalising. Essays and files: null.
 */
export function isCorrect(question: ScorableQuestion, answer: ScorableAnswer | null): boolean | null {
  if (!AUTO_SCORED_TYPES.has(question.type)) return null;
  if (!answer) return false;
  if (question.type === "short_answer") {
    const given = normaliseShortAnswer(answer.text ?? "");
    return given !== "" && question.acceptedAnswers.some((a) => normaliseShortAnswer(a) === given);
  }
  const chosen = new Set(answer.optionIds);
  const correct = new Set(question.correctOptionIds);
  return chosen.size === correct.size && [...correct].every((o) => chosen.has(o));
}

/** The auto score: the sum of the points of the correct answers, capped at maximum_auto_score when it is set. */
export function autoScore(
  questions: readonly { question: ScorableQuestion; answer: ScorableAnswer | null }[],
  maximumAutoScore: number | null,
): number {
  const sum = questions.reduce(
    (total, { question, answer }) => total + (isCorrect(question, answer) ? question.points : 0),
    0,
  );
  return maximumAutoScore !== null && maximumAutoScore >= 0 ? Math.min(sum, maximumAutoScore) : sum;
}

/** The most an attempt can score: the auto part (capped) plus the manually scored questions and the rubric. */
export function maximumScore(
  questions: readonly { type: QuestionType; points: number }[],
  maximumAutoScore: number | null,
  rubricMax: number,
): number {
  const auto = questions.filter((q) => AUTO_SCORED_TYPES.has(q.type)).reduce((t, q) => t + q.points, 0);
  const manual = questions.filter((q) => !AUTO_SCORED_TYPES.has(q.type)).reduce((t, q) => t + q.points, 0);
  const cappedAuto = maximumAutoScore !== null && maximumAutoScore >= 0 ? Math.min(auto, maximumAutoScore) : auto;
  return cappedAuto + manual + rubricMax;
}

/** One question of an attempt as the provisional score needs it. */
export interface ProvisionalQuestion {
  type: QuestionType;
  points: number;
  /** The learner gave an answer that counts (isAnswered). */
  answered: boolean;
  /** Auto-scored questions: whether the answer is right (null or false otherwise). */
  correct: boolean | null;
}

/** What a learner may be told while a submission waits for the assessor. */
export interface ProvisionalScore {
  /** Points earned on the questions already scored (the auto-scored ones, capped at maximum_auto_score). */
  points: number;
  /** The most those scored questions can give: the scale `points` is read on. */
  scoredMaximum: number;
  /** Answers the assessor still has to score (answered essays and files; every answer without is_auto_score). */
  awaitingAnswers: number;
  /** The quiz's rubric also waits for the assessor. */
  awaitingRubric: boolean;
}

/**
 * The provisional score of an attempt waiting for its assessor (issue 23): the auto-scored questions are scored,
 * with the cap of maximum_auto_score on their points and on their maximum alike; the assessor's questions wait. A
 * question the assessor scores but the learner left empty earns nothing and waits for no one: it counts as scored,
 * 0 of its points. Without is_auto_score every answer waits for the assessor and nothing is scored yet.
 */
export function provisionalScore(
  questions: readonly ProvisionalQuestion[],
  settings: { isAutoScore: boolean; maximumAutoScore: number | null; rubricCriteria: number },
): ProvisionalScore {
  const cap = (n: number) =>
    settings.maximumAutoScore !== null && settings.maximumAutoScore >= 0 ? Math.min(n, settings.maximumAutoScore) : n;
  const auto = settings.isAutoScore ? questions.filter((q) => AUTO_SCORED_TYPES.has(q.type)) : [];
  const manual = settings.isAutoScore ? questions.filter((q) => !AUTO_SCORED_TYPES.has(q.type)) : [...questions];
  const emptyManual = manual.filter((q) => !q.answered);
  const autoPoints = cap(auto.reduce((t, q) => t + (q.correct === true ? q.points : 0), 0));
  const autoMaximum = cap(auto.reduce((t, q) => t + q.points, 0));
  return {
    points: autoPoints,
    scoredMaximum: autoMaximum + emptyManual.reduce((t, q) => t + q.points, 0),
    awaitingAnswers: manual.length - emptyManual.length,
    awaitingRubric: settings.rubricCriteria > 0,
  };
}

const points = (n: number) => n.toLocaleString("id-ID", { maximumFractionDigits: 1 });

/**
 * The learner's line for a provisional score, once, in the "Anda" voice: 'Nilai sementara 60 dari 80 poin yang
 * sudah dinilai · 2 jawaban menunggu penilaian asesor'. Without anything scored yet only the waiting part is said.
 */
export function provisionalScoreText(score: ProvisionalScore): string {
  const waiting =
    score.awaitingAnswers > 0
      ? `${score.awaitingAnswers} jawaban menunggu penilaian asesor`
      : score.awaitingRubric
        ? "Tugas Anda menunggu penilaian asesor"
        : "Jawaban Anda menunggu penilaian asesor";
  if (score.scoredMaximum <= 0) return waiting;
  return `Nilai sementara ${points(score.points)} dari ${points(score.scoredMaximum)} poin yang sudah dinilai · ${waiting}`;
}

/** The score in final_score_format: the points, or 0-100 of the maximum (one decimal). */
export function formatScore(points: number, maximum: number, format: FinalScoreFormat): number {
  if (format === "percentage") return maximum > 0 ? Math.round((points / maximum) * 1000) / 10 : 0;
  return Math.round(points * 10) / 10;
}

export function scoreLabel(score: number, format: FinalScoreFormat): string {
  const text = score.toLocaleString("id-ID", { maximumFractionDigits: 1 });
  return format === "percentage" ? `${text}%` : text;
}

/** Pass when the formatted score reaches minimum_score (0: every scored attempt passes). */
export function hasPassed(score: number, minimumScore: number): boolean {
  return score >= minimumScore;
}

/**
 * Whether a finished attempt completes the quiz activity on the study page: a reflection or a submission waiting
 * for an assessor always does; a scored one when it passed or when no attempt is left to improve it.
 */
export function completesActivity(input: { passed: boolean | null; attemptsLeft: number }): boolean {
  if (input.passed === null) return true;
  return input.passed || input.attemptsLeft <= 0;
}

/**
 * The programme's final score (spec 002 dashboard final_score): the weighted mean of the scored activities'
 * best scores (each as 0-100 of its maximum) by bobot_percentage, one decimal; null while none is scored.
 */
export function weightedFinalScore(scores: readonly { score: number; bobot: number }[]): number | null {
  const weighted = scores.filter((s) => s.bobot > 0);
  const weight = weighted.reduce((t, s) => t + s.bobot, 0);
  if (weight === 0) return null;
  return Math.round((weighted.reduce((t, s) => t + s.score * s.bobot, 0) / weight) * 10) / 10;
}
