import { randomInt } from "node:crypto";
import {
  type ActivityScore,
  type AnswerResult,
  type AttemptBatch,
  type AttemptQuestion,
  type AttemptReview,
  type AttemptSummary,
  AUTO_SCORED_TYPES,
  type BatchCheck,
  ESSAY_MAX_LENGTH,
  type FeedbackView,
  FINAL_SCORE_FORMATS,
  type FinalScoreFormat,
  type FinishResult,
  QUIZ_MESSAGES,
  type QuestionType,
  type QuizIntro,
  type QuizSettings,
  type ReviewQuestion,
  type SavedAnswer,
  SHORT_ANSWER_MAX_LENGTH,
  uploadUrl,
} from "@app/domain/quiz/contracts";
import {
  allowedAttempts,
  attemptDeadline,
  attemptQuestionOrder,
  batchOfPosition,
  batchSlice,
  completesActivity,
  essayToParagraphs,
  isAnswered,
  isCorrect,
  isPastDeadline,
  maximumScore,
  type OrderSettings,
  periodState,
  reachableBatch,
  type ScorableQuestion,
  totalBatches,
} from "@app/domain/quiz/rules";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { resourceCompletions } from "../../db/schema/learning";
import {
  quizAnswers,
  quizAttempts,
  quizOptions,
  quizQuestionGroups,
  quizQuestions,
  quizRubricCriteria,
  quizRubricScores,
  uploads,
} from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { errors, MESSAGES } from "../../platform/errors";
import { verifyPassword } from "../../platform/passwords";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import { plainText, sanitizeRichText } from "../../platform/rich-text";
import { lockActivityChange, recordActivityFinish, recordActivityStart } from "../study/service";
import { type OwnAttempt, requireOwnAttempt, requireQuizActivity } from "./access";
import { type AttemptRow, answeredCounts, type QuizRow, scoreAttempt, toAttemptSummary } from "./attempt-state";

/**
 * The learner's side of the quiz engine (issue 8): intro, start, batches, answers, finish, review, score and
 * feedback. Every rule that decides what a learner may see or do is checked here against the server clock and the
 * stored attempt (RELIABILITY S9); the browser only shows the outcome. Scores are made by attempt-state.ts.
 */

/** Wrong quiz passwords are limited per learner and quiz: a guesser gets 10 tries per 10 minutes. */
export const QUIZ_PASSWORD_RULE = { name: "quiz-password", limit: 10, windowSeconds: 600 } satisfies RateRule;

const CHOICE_TYPES: ReadonlySet<QuestionType> = new Set(["single_choice", "multiple_choice", "true_false"]);
const SINGLE_OPTION_TYPES: ReadonlySet<QuestionType> = new Set(["single_choice", "true_false"]);

const formatOf = (quiz: QuizRow): FinalScoreFormat =>
  (FINAL_SCORE_FORMATS as readonly string[]).includes(quiz.finalScoreFormat)
    ? (quiz.finalScoreFormat as FinalScoreFormat)
    : "default";

const orderSettings = (quiz: QuizRow): OrderSettings => ({
  isQuestionShuffle: quiz.isQuestionShuffle,
  isGroupQuestionShuffle: quiz.isGroupQuestionShuffle,
  questionPerBatch: quiz.questionPerBatch,
  maxBatch: quiz.maxBatch,
});

// ---- attempts --------------------------------------------------------------------------------------------------

/** The learner's attempts at a quiz, oldest first (a handful: the number allowed is small). */
async function attemptsOf(db: Db, quizId: number, programUserId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.programUserId, programUserId)))
    .orderBy(asc(quizAttempts.number));
}

/** Attempts allowed in all: a remedial request by an assessor gives one more. */
function attemptsAllowed(quiz: QuizRow, attempts: readonly AttemptRow[]): number {
  return allowedAttempts(quiz.isRetake, quiz.maxAttempts, attempts.filter((a) => a.isRequestRemedial).length);
}

/**
 * Why a new attempt may not start now, or null: outside the validity period, the latest hand-in still waits for
 * the assessor, or no attempt is left (a quiz without is_retake allows one: noRetake; with it, retakesUsed).
 * A running attempt is not a refusal: it is resumed.
 */
function startRefusal(quiz: QuizRow, attempts: readonly AttemptRow[], now: Date): string | null {
  const period = periodState(quiz.periodeStart, quiz.periodeEnd, now);
  if (period === "not_yet") return QUIZ_MESSAGES.notOpenYet;
  if (period === "closed") return QUIZ_MESSAGES.closed;
  const latest = attempts.at(-1);
  if (latest?.reviewState === "awaiting_review") return QUIZ_MESSAGES.awaitingReview;
  if (attempts.length >= attemptsAllowed(quiz, attempts)) {
    return quiz.isRetake ? QUIZ_MESSAGES.retakesUsed : QUIZ_MESSAGES.noRetake;
  }
  return null;
}

async function summaryOf(db: Db, attempt: AttemptRow, quiz: QuizRow, now: Date): Promise<AttemptSummary> {
  const counts = await answeredCounts(db, [attempt.id]);
  return toAttemptSummary(attempt, quiz, counts.get(attempt.id) ?? 0, now);
}

/**
 * Closes a running attempt the caller holds locked, in the caller's transaction: 'finished' at `now`, or
 * 'timed_out' at its deadline when that has passed (answers saved by then are kept and scored). Scores it
 * (awaiting the assessor where one is needed) and, when completesActivity says so, completes the activity on the
 * study page. The one way an attempt closes: finish, and every call that finds one past its deadline.
 */
async function closeAttempt(tx: Db, attempt: AttemptRow, quiz: QuizRow, now: Date): Promise<AttemptRow> {
  const timedOut = attempt.deadlineAt !== null && now.getTime() > attempt.deadlineAt.getTime();
  const [closed] = await tx
    .update(quizAttempts)
    .set({
      state: timedOut ? "timed_out" : "finished",
      finishedAt: timedOut && attempt.deadlineAt ? attempt.deadlineAt : now,
    })
    .where(and(eq(quizAttempts.id, attempt.id), eq(quizAttempts.state, "started")))
    .returning();
  if (!closed) return attempt;
  const outcome = await scoreAttempt(tx, closed, quiz, { assessed: false });
  const attempts = await attemptsOf(tx, quiz.id, closed.programUserId);
  const attemptsLeft = attemptsAllowed(quiz, attempts) - attempts.length;
  if (completesActivity({ passed: outcome.passed, attemptsLeft })) {
    await recordActivityFinish(tx, closed.programUserId, quiz.resourceId, now);
  }
  const [scored] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, closed.id));
  return scored ?? closed;
}

/** A running attempt found past its deadline (plus the grace) is closed first, in its own transaction. */
async function closeIfOverdue(db: Db, own: OwnAttempt, now: Date): Promise<AttemptRow> {
  if (own.attempt.state !== "started" || !isPastDeadline(own.attempt.deadlineAt, now)) return own.attempt;
  return db.transaction(async (tx) => {
    const locked = await requireOwnAttempt(tx, own.attempt.userId, own.attempt.id, { lock: true });
    if (locked.attempt.state !== "started" || !isPastDeadline(locked.attempt.deadlineAt, now)) return locked.attempt;
    return closeAttempt(tx, locked.attempt, locked.quiz, now);
  });
}

/** The learner's attempts at the quiz with any overdue running one closed. */
async function currentAttempts(db: Db, quiz: QuizRow, programUserId: number, now: Date) {
  const attempts = await attemptsOf(db, quiz.id, programUserId);
  const running = attempts.find((a) => a.state === "started");
  if (!running || !isPastDeadline(running.deadlineAt, now)) return attempts;
  await closeIfOverdue(db, { attempt: running, quiz }, now);
  return attemptsOf(db, quiz.id, programUserId);
}

// ---- intro -----------------------------------------------------------------------------------------------------

type QuestionStub = { id: number; groupId: number | null; type: QuestionType; points: number };

async function questionStubs(db: Db, quizId: number): Promise<QuestionStub[]> {
  const rows = await db
    .select({
      id: quizQuestions.id,
      groupId: quizQuestions.groupId,
      type: quizQuestions.type,
      points: quizQuestions.points,
    })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.orderId), asc(quizQuestions.id));
  return rows.map((r) => ({ ...r, type: r.type as QuestionType }));
}

async function rubricTotals(db: Db, quizId: number): Promise<{ max: number; count: number }> {
  const [row] = await db
    .select({
      max: sql<number>`coalesce(sum(${quizRubricCriteria.maxPoints}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(quizRubricCriteria)
    .where(eq(quizRubricCriteria.quizId, quizId));
  return { max: row?.max ?? 0, count: row?.count ?? 0 };
}

/**
 * The quiz settings of spec 001 section 3 as the learner gets them: never the password, never an answer.
 * total_questions and total_points are those of one attempt: with max_batch a shuffled quiz draws from its bank,
 * and the points are then those of the bank's first questions (exact when every question is worth the same).
 */
function settingsOf(
  quiz: QuizRow,
  activityType: number,
  questions: readonly QuestionStub[],
  rubric: { max: number; count: number },
  now: Date,
): QuizSettings {
  const drawn = new Set(
    attemptQuestionOrder(
      questions,
      { ...orderSettings(quiz), isQuestionShuffle: false, isGroupQuestionShuffle: false },
      0,
    ),
  );
  const inAttempt = questions.filter((q) => drawn.has(q.id));
  // as scoreAttempt counts the maximum: without is_auto_score every question is the assessor's, uncapped
  const totalPoints = quiz.isAutoScore
    ? maximumScore(inAttempt, quiz.maximumAutoScore, rubric.max)
    : inAttempt.reduce((t, q) => t + q.points, 0) + rubric.max;
  return {
    id: quiz.id,
    title: quiz.title,
    instruction: sanitizeRichText(quiz.instruction),
    is_auto_score: quiz.isAutoScore,
    is_group_question_shuffle: quiz.isGroupQuestionShuffle,
    is_prev: quiz.isPrev,
    is_question_shuffle: quiz.isQuestionShuffle,
    is_retake: quiz.isRetake,
    max_attempts: quiz.isRetake ? quiz.maxAttempts : 1,
    is_refleksi: quiz.isRefleksi,
    is_show_discussion: quiz.isShowDiscussion,
    is_show_point: quiz.isShowPoint,
    is_show_timer: quiz.isShowTimer,
    is_skip: quiz.isSkip,
    max_batch: quiz.maxBatch,
    maximum_auto_score: quiz.maximumAutoScore,
    minimum_score: quiz.minimumScore,
    question_per_batch: quiz.questionPerBatch,
    timer_in_seconds: quiz.timerInSeconds,
    batch_discussion: quiz.batchDiscussion,
    final_score_format: formatOf(quiz),
    assessment_type: activityType,
    periode_start: quiz.periodeStart?.toISOString() ?? null,
    periode_end: quiz.periodeEnd?.toISOString() ?? null,
    review_date: quiz.reviewDate?.toISOString() ?? null,
    is_valid_period: periodState(quiz.periodeStart, quiz.periodeEnd, now) === "open",
    has_password: quiz.passwordHash !== null,
    total_questions: inAttempt.length,
    total_points: totalPoints,
    has_rubric: rubric.count > 0,
  };
}

/**
 * GET program_activity/quiz/{activityId}/intro: quiz_master_data (the settings) and quiz_transaction (the running
 * attempt, else the latest), whether a new attempt may start and why not.
 */
export async function quizIntro(db: Db, userId: number, activityId: number, now: Date): Promise<QuizIntro> {
  const { access, quiz, activityType } = await requireQuizActivity(db, userId, activityId);
  const attempts = await currentAttempts(db, quiz, access.programUserId, now);
  const [questions, rubric] = await Promise.all([questionStubs(db, quiz.id), rubricTotals(db, quiz.id)]);
  const running = attempts.find((a) => a.state === "started");
  const shown = running ?? attempts.at(-1) ?? null;
  const refusal = running ? null : startRefusal(quiz, attempts, now);
  return {
    activity_id: activityId,
    program_user_id: access.programUserId,
    quiz_master_data: settingsOf(quiz, activityType, questions, rubric, now),
    quiz_transaction: shown ? await summaryOf(db, shown, quiz, now) : null,
    attempts_used: attempts.length,
    attempts_allowed: attemptsAllowed(quiz, attempts),
    can_start: refusal === null,
    start_refusal: refusal,
    can_review: shown !== null && shown.state !== "started",
  };
}

// ---- start -----------------------------------------------------------------------------------------------------

/**
 * POST program_activity/quiz/{activityId}/start: resumes the running attempt (its remaining time by the server
 * clock), or checks the period, the password and the attempts left and starts a new one: its question order is
 * drawn once here (a fresh seed each attempt) and never changes. Starting also starts the activity on the study
 * page. Two starts at once give one attempt: the enrolment row is locked, and the partial unique index on the
 * running attempt stops any that slips through.
 */
export async function startAttempt(
  db: Db,
  limiter: RateLimiter,
  userId: number,
  activityId: number,
  password: string | undefined,
  now: Date,
): Promise<AttemptSummary> {
  const { access, quiz } = await requireQuizActivity(db, userId, activityId);
  const programUserId = access.programUserId;
  const before = await attemptsOf(db, quiz.id, programUserId);
  const running = before.find((a) => a.state === "started");
  if (running) {
    // a reload resumes it with the time left; one found past its deadline is closed and answered as it is (the
    // learner sees the time ran out), rather than silently spending another attempt
    const current = await closeIfOverdue(db, { attempt: running, quiz }, now);
    return summaryOf(db, current, quiz, now);
  }
  const refusal = startRefusal(quiz, before, now);
  if (refusal) throw errors.refused(refusal);
  if (quiz.passwordHash !== null) {
    if (!password) throw errors.refused(QUIZ_MESSAGES.passwordRequired);
    // counted before checking, so a guesser over the limit is refused even when the guess is right
    await limiter.hit(QUIZ_PASSWORD_RULE, `${userId}:${quiz.id}`);
    if (!(await verifyPassword(quiz.passwordHash, password))) throw errors.refused(QUIZ_MESSAGES.passwordWrong);
  }

  const attempt = await db.transaction(async (tx) => {
    await lockActivityChange(tx, userId, programUserId, quiz.resourceId, now);
    const attempts = await attemptsOf(tx, quiz.id, programUserId);
    const runningNow = attempts.find((a) => a.state === "started");
    if (runningNow) return runningNow;
    const refusalNow = startRefusal(quiz, attempts, now);
    if (refusalNow) throw errors.refused(refusalNow);
    const questions = await questionStubs(tx, quiz.id);
    const order = attemptQuestionOrder(questions, orderSettings(quiz), randomInt(2 ** 32));
    const [created] = await tx
      .insert(quizAttempts)
      .values({
        quizId: quiz.id,
        programUserId,
        userId,
        number: (attempts.at(-1)?.number ?? 0) + 1,
        questionIds: order,
        state: "started",
        startedAt: now,
        deadlineAt: attemptDeadline(now, quiz.isShowTimer, quiz.timerInSeconds),
        currentBatch: 1,
      })
      .onConflictDoNothing()
      .returning();
    await recordActivityStart(tx, programUserId, quiz.resourceId, now);
    if (created) return created;
    const [winner] = await tx
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.quizId, quiz.id),
          eq(quizAttempts.programUserId, programUserId),
          eq(quizAttempts.state, "started"),
        ),
      );
    if (!winner) throw new Error("quiz attempt neither created nor found");
    return winner;
  });
  return summaryOf(db, attempt, quiz, now);
}

// ---- questions as the learner sees them ------------------------------------------------------------------------

type QuestionRow = typeof quizQuestions.$inferSelect;
type OptionRow = typeof quizOptions.$inferSelect;
type LoadedQuestion = {
  question: QuestionRow;
  type: QuestionType;
  options: OptionRow[];
  group: { id: number; title: string; passage: string } | null;
};

/** Questions by id with their options (in their stored order) and group passages: three queries for any number. */
async function loadQuestions(db: Db, ids: readonly number[]): Promise<Map<number, LoadedQuestion>> {
  if (ids.length === 0) return new Map();
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(inArray(quizQuestions.id, [...ids]));
  const options = await db
    .select()
    .from(quizOptions)
    .where(inArray(quizOptions.questionId, [...ids]))
    .orderBy(asc(quizOptions.questionId), asc(quizOptions.orderId), asc(quizOptions.id));
  const groupIds = [...new Set(questions.flatMap((q) => (q.groupId === null ? [] : [q.groupId])))];
  const groups =
    groupIds.length === 0
      ? []
      : await db.select().from(quizQuestionGroups).where(inArray(quizQuestionGroups.id, groupIds));
  const groupBy = new Map(
    groups.map((g) => [g.id, { id: g.id, title: g.title, passage: sanitizeRichText(g.passage) }]),
  );
  const optionsBy = new Map<number, OptionRow[]>();
  for (const o of options) optionsBy.set(o.questionId, [...(optionsBy.get(o.questionId) ?? []), o]);
  return new Map(
    questions.map((q) => [
      q.id,
      {
        question: q,
        type: q.type as QuestionType,
        options: optionsBy.get(q.id) ?? [],
        group: q.groupId === null ? null : (groupBy.get(q.groupId) ?? null),
      },
    ]),
  );
}

type AnswerRow = typeof quizAnswers.$inferSelect;
type StoredAnswer = { row: AnswerRow; saved: SavedAnswer };

/**
 * An attempt's saved answers by question, with their files' names. A blank answer is deleted rather than kept, so
 * an answer row is an answered question (the is_skip rule and reachable_batch read it so).
 */
async function storedAnswers(db: Db, attemptId: number): Promise<Map<number, StoredAnswer>> {
  const rows = await db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attemptId));
  const fileIds = [...new Set(rows.flatMap((r) => r.fileIds))];
  const files =
    fileIds.length === 0
      ? []
      : await db
          .select({ id: uploads.id, name: uploads.originalName, size: uploads.size })
          .from(uploads)
          .where(inArray(uploads.id, fileIds));
  const fileBy = new Map(files.map((f) => [f.id, f]));
  return new Map(rows.map((row) => [row.questionId, { row, saved: toSaved(row, fileBy) }]));
}

function toSaved(row: AnswerRow, files: Map<number, { id: number; name: string; size: number }>): SavedAnswer {
  return {
    option_ids: row.optionIds,
    answer_essay: row.text,
    answer_file: row.fileIds.flatMap((id) => {
      const file = files.get(id);
      return file ? [{ id: file.id, name: file.name, size: file.size, url: uploadUrl(file.id) }] : [];
    }),
    answered_at: row.answeredAt.toISOString(),
  };
}

/** A question without anything that gives its answer away (no is_correct, accepted answers or discussion). */
function toAttemptQuestion(
  loaded: LoadedQuestion,
  position: number,
  quiz: QuizRow,
  answer: SavedAnswer | null,
): AttemptQuestion {
  const q = loaded.question;
  return {
    id: q.id,
    position,
    type: loaded.type,
    body: sanitizeRichText(q.body),
    image_url: q.imageUrl,
    points: quiz.isShowPoint ? q.points : null,
    max_files: q.maxFiles,
    group: loaded.group,
    options: loaded.options.map((o) => ({ id: o.id, body: sanitizeRichText(o.body), image_url: o.imageUrl })),
    answer,
  };
}

/** The attempt's questions in its order, 1-based positions from `offset` + 1 (a removed question is left out). */
function inAttemptOrder<T>(
  ids: readonly number[],
  offset: number,
  loaded: Map<number, LoadedQuestion>,
  make: (question: LoadedQuestion, position: number) => T,
): T[] {
  return ids.flatMap((id, index) => {
    const question = loaded.get(id);
    return question ? [make(question, offset + index + 1)] : [];
  });
}

// ---- batches ---------------------------------------------------------------------------------------------------

/**
 * GET program_activity/quiz/attempt/{attemptId}/batch/{batch}: one page of the caller's attempt, in its order,
 * with the saved answers and never a correct one. A running attempt opens only up to reachable_batch (is_skip
 * false: the first page with an unanswered question) and, without is_prev, not before the page the learner is on.
 * An attempt past its deadline is closed first: the answer then says timed_out, with the answers kept.
 */
export async function attemptBatch(
  db: Db,
  userId: number,
  attemptId: number,
  batch: number,
  now: Date,
): Promise<AttemptBatch> {
  const own = await requireOwnAttempt(db, userId, attemptId);
  const attempt = await closeIfOverdue(db, own, now);
  const { quiz } = own;
  const ids = attempt.questionIds;
  const total = totalBatches(ids.length, quiz.questionPerBatch);
  const answers = await storedAnswers(db, attempt.id);
  const reachable = reachableBatch(
    ids.map((id) => answers.has(id)),
    quiz.questionPerBatch,
    quiz.isSkip,
  );
  if (batch > total) throw errors.refused(QUIZ_MESSAGES.batchNotReached);
  if (attempt.state === "started") {
    if (batch > reachable) throw errors.refused(QUIZ_MESSAGES.batchNotReached);
    if (!quiz.isPrev && batch < attempt.currentBatch) throw errors.refused(QUIZ_MESSAGES.prevNotAllowed);
  }
  const [start, end] = batchSlice(batch, ids.length, quiz.questionPerBatch);
  const slice = ids.slice(start, end);
  const loaded = await loadQuestions(db, slice);
  return {
    attempt: toAttemptSummary(attempt, quiz, answers.size, now),
    batch,
    total_batches: total,
    reachable_batch: reachable,
    answered_positions: ids.flatMap((id, index) => (answers.has(id) ? [index + 1] : [])),
    can_prev: quiz.isPrev,
    can_skip: quiz.isSkip,
    can_check: checksByPage(quiz) && attempt.state === "started" && !attempt.checkedBatches.includes(batch),
    is_checked: attempt.checkedBatches.includes(batch),
    questions: inAttemptOrder(slice, start, loaded, (q, position) =>
      toAttemptQuestion(q, position, quiz, answers.get(q.question.id)?.saved ?? null),
    ),
  };
}

// ---- answers ---------------------------------------------------------------------------------------------------

export type AnswerInput = {
  attempt_id: number;
  activity_id: number;
  activity_question_id: number;
  question_position: number;
  type: QuestionType;
  option_ids: number[];
  answer_essay: string | null;
  answer_file: number[];
  is_next: boolean;
  is_prev: boolean;
  is_preview: boolean;
};

type AnswerValue = { optionIds: number[]; text: string | null; fileIds: number[] };

/**
 * The answer as stored, after the type's rules: choice options of this question only (single choice and
 * true/false at most one); a short answer as plain text; an essay as paragraphs (spec 002 section 5), sanitised; a
 * file answer as the caller's own quiz uploads, at most max_files. Fields of another type are refused.
 */
async function answerValue(tx: Db, userId: number, loaded: LoadedQuestion, input: AnswerInput): Promise<AnswerValue> {
  const typed = input.answer_essay ?? "";
  const hasText = typed.trim() !== "";
  const optionIds = [...new Set(input.option_ids)];
  const fileIds = [...new Set(input.answer_file)];
  const type = loaded.type;
  if (CHOICE_TYPES.has(type)) {
    if (hasText || fileIds.length > 0) throw errors.refused(QUIZ_MESSAGES.wrongAnswerType);
    const known = new Set(loaded.options.map((o) => o.id));
    if (optionIds.some((id) => !known.has(id))) throw errors.refused(QUIZ_MESSAGES.optionUnknown);
    if (SINGLE_OPTION_TYPES.has(type) && optionIds.length > 1) throw errors.refused(QUIZ_MESSAGES.singleOptionOnly);
    return { optionIds, text: null, fileIds: [] };
  }
  if (type === "short_answer" || type === "essay") {
    if (optionIds.length > 0 || fileIds.length > 0) throw errors.refused(QUIZ_MESSAGES.wrongAnswerType);
    if (type === "short_answer") {
      const text = plainText(typed);
      if (text.length > SHORT_ANSWER_MAX_LENGTH) throw errors.refused(QUIZ_MESSAGES.shortAnswerTooLong);
      return { optionIds: [], text: text === "" ? null : text, fileIds: [] };
    }
    if (typed.length > ESSAY_MAX_LENGTH) throw errors.refused(QUIZ_MESSAGES.essayTooLong);
    const html = sanitizeRichText(essayToParagraphs(typed));
    return { optionIds: [], text: html === "" ? null : html, fileIds: [] };
  }
  // file
  if (optionIds.length > 0 || hasText) throw errors.refused(QUIZ_MESSAGES.wrongAnswerType);
  if (fileIds.length > loaded.question.maxFiles) throw errors.refused(QUIZ_MESSAGES.tooManyFiles);
  if (fileIds.length > 0) {
    const [own] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(uploads)
      .where(and(inArray(uploads.id, fileIds), eq(uploads.userId, userId), eq(uploads.purpose, "quiz_answer")));
    if ((own?.count ?? 0) !== fileIds.length) throw errors.refused(QUIZ_MESSAGES.fileUnknown);
  }
  return { optionIds: [], text: null, fileIds };
}

function sameAnswer(kept: AnswerRow | null, value: AnswerValue): boolean {
  const same = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);
  if (!kept) return value.optionIds.length === 0 && value.text === null && value.fileIds.length === 0;
  return (
    same(kept.optionIds, value.optionIds) && (kept.text ?? null) === value.text && same(kept.fileIds, value.fileIds)
  );
}

type AnswerOutcome =
  | { kind: "time_up"; summary: AttemptSummary }
  | { kind: "saved"; result: AnswerResult; refusal: string | null };

/**
 * POST program_activity/quiz/answer (spec 001 section 3, quiz answer submission): saves one answer of the caller's
 * running attempt and moves between batches. In one transaction holding the attempt row, so it cannot cross a
 * finish or a deadline close. Past the deadline (and its grace) the attempt is closed with what was saved and the
 * answer refused (timeUp, with the closed attempt). is_preview saves only; is_prev and is_next move, where the
 * settings allow — a refused move still keeps the answer.
 */
export async function submitAnswer(db: Db, userId: number, input: AnswerInput, now: Date): Promise<AnswerResult> {
  if (input.is_next && input.is_prev) throw errors.refused(MESSAGES.invalidInput);
  const outcome = await db.transaction(async (tx): Promise<AnswerOutcome> => {
    const { attempt, quiz } = await requireOwnAttempt(tx, userId, input.attempt_id, { lock: true });
    if (quiz.resourceId !== input.activity_id) throw errors.refused(QUIZ_MESSAGES.questionNotInAttempt);
    if (attempt.state !== "started") throw errors.refused(QUIZ_MESSAGES.attemptFinished);
    if (isPastDeadline(attempt.deadlineAt, now)) {
      const closed = await closeAttempt(tx, attempt, quiz, now);
      return { kind: "time_up", summary: await summaryOf(tx, closed, quiz, now) };
    }
    const ids = attempt.questionIds;
    const index = ids.indexOf(input.activity_question_id);
    if (index === -1 || index + 1 !== input.question_position) {
      throw errors.refused(QUIZ_MESSAGES.questionNotInAttempt);
    }
    const loaded = (await loadQuestions(tx, [input.activity_question_id])).get(input.activity_question_id);
    if (!loaded) throw errors.refused(QUIZ_MESSAGES.questionNotInAttempt);
    const perBatch = quiz.questionPerBatch;
    const batch = batchOfPosition(input.question_position, perBatch);
    // a page before the current one is closed without is_prev: answering there would be going back
    if (!quiz.isPrev && batch < attempt.currentBatch) throw errors.refused(QUIZ_MESSAGES.prevNotAllowed);
    const answered = new Set(
      (
        await tx.select({ id: quizAnswers.questionId }).from(quizAnswers).where(eq(quizAnswers.attemptId, attempt.id))
      ).map((a) => a.id),
    );
    if (
      batch >
      reachableBatch(
        ids.map((id) => answered.has(id)),
        perBatch,
        quiz.isSkip,
      )
    ) {
      throw errors.refused(QUIZ_MESSAGES.batchNotReached);
    }
    if (input.type !== loaded.type) throw errors.refused(QUIZ_MESSAGES.wrongAnswerType);
    const value = await answerValue(tx, userId, loaded, input);
    // a checked page (batch_discussion) is locked: only a move that carries its answer unchanged goes through
    if (attempt.checkedBatches.includes(batch)) {
      const [kept] = await tx
        .select()
        .from(quizAnswers)
        .where(and(eq(quizAnswers.attemptId, attempt.id), eq(quizAnswers.questionId, loaded.question.id)));
      if (!sameAnswer(kept ?? null, value)) throw errors.refused(QUIZ_MESSAGES.batchChecked);
    }

    let saved: AnswerRow | null = null;
    if (isAnswered(loaded.type, value)) {
      const values = { optionIds: value.optionIds, text: value.text, fileIds: value.fileIds, answeredAt: now };
      [saved = null] = await tx
        .insert(quizAnswers)
        .values({ attemptId: attempt.id, questionId: loaded.question.id, ...values })
        .onConflictDoUpdate({
          target: [quizAnswers.attemptId, quizAnswers.questionId],
          set: { ...values, isCorrect: null, pointsAwarded: null },
        })
        .returning();
      answered.add(loaded.question.id);
    } else {
      // the learner cleared the answer: it no longer counts as answered
      await tx
        .delete(quizAnswers)
        .where(and(eq(quizAnswers.attemptId, attempt.id), eq(quizAnswers.questionId, loaded.question.id)));
      answered.delete(loaded.question.id);
    }

    const total = totalBatches(ids.length, perBatch);
    let next = batch;
    let refusal: string | null = null;
    if (!input.is_preview && input.is_prev) {
      if (quiz.isPrev) next = Math.max(1, batch - 1);
      else refusal = QUIZ_MESSAGES.prevNotAllowed;
    } else if (!input.is_preview && input.is_next) {
      const [from, to] = batchSlice(batch, ids.length, perBatch);
      const open = ids.slice(from, to).some((id) => !answered.has(id));
      if (open && !quiz.isSkip) refusal = QUIZ_MESSAGES.skipNotAllowed;
      else next = Math.min(total, batch + 1);
    }
    let current = attempt;
    if (!input.is_preview && next !== attempt.currentBatch) {
      const [moved] = await tx
        .update(quizAttempts)
        .set({ currentBatch: next })
        .where(eq(quizAttempts.id, attempt.id))
        .returning();
      current = moved ?? attempt;
    }
    const files = new Map<number, { id: number; name: string; size: number }>();
    if (saved && saved.fileIds.length > 0) {
      const rows = await tx
        .select({ id: uploads.id, name: uploads.originalName, size: uploads.size })
        .from(uploads)
        .where(inArray(uploads.id, saved.fileIds));
      for (const f of rows) files.set(f.id, f);
    }
    return {
      kind: "saved",
      refusal,
      result: {
        attempt: toAttemptSummary(current, quiz, answered.size, now),
        saved: saved ? toSaved(saved, files) : null,
        next_batch: input.is_preview ? batch : next,
      },
    };
  });
  // refused after the commit: the close on the deadline and the saved answer stand
  if (outcome.kind === "time_up") throw errors.refused(QUIZ_MESSAGES.timeUp, outcome.summary);
  if (outcome.refusal) throw errors.refused(outcome.refusal, outcome.result);
  return outcome.result;
}

// ---- finish ----------------------------------------------------------------------------------------------------

async function isActivityComplete(db: Db, programUserId: number, resourceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: resourceCompletions.id })
    .from(resourceCompletions)
    .where(and(eq(resourceCompletions.programUserId, programUserId), eq(resourceCompletions.resourceId, resourceId)));
  return row !== undefined;
}

/**
 * POST program_activity/quiz/attempt/{attemptId}/finish: closes the caller's attempt (timed_out at its deadline
 * when that has passed), scores it and completes the activity when it passed, waits for an assessor, is a
 * reflection, or has no attempt left to improve it. One transaction on the locked attempt: a second finish, or one
 * racing an answer, finds it closed and answers the same.
 */
export async function finishAttempt(db: Db, userId: number, attemptId: number, now: Date): Promise<FinishResult> {
  const { attempt, quiz } = await db.transaction(async (tx) => {
    const own = await requireOwnAttempt(tx, userId, attemptId, { lock: true });
    if (own.attempt.state !== "started") return own;
    return { attempt: await closeAttempt(tx, own.attempt, own.quiz, now), quiz: own.quiz };
  });
  const attempts = await attemptsOf(db, quiz.id, attempt.programUserId);
  return {
    attempt: await summaryOf(db, attempt, quiz, now),
    is_complete: await isActivityComplete(db, attempt.programUserId, quiz.resourceId),
    can_retake: startRefusal(quiz, attempts, now) === null,
    can_review: true,
  };
}

// ---- review ----------------------------------------------------------------------------------------------------

/**
 * Correct answers and the discussion show only after the attempt is closed, when the quiz has is_show_discussion
 * and its review_date (if any) has come; never for a reflection, which has no right answer.
 */
function showsCorrectAnswers(quiz: QuizRow, now: Date): boolean {
  return quiz.isShowDiscussion && !quiz.isRefleksi && (quiz.reviewDate === null || now >= quiz.reviewDate);
}

/**
 * GET program_activity/quiz/attempt/{attemptId}/review: the caller's closed attempt, every question with their
 * answer; correct answers, correctness and discussion only when showsCorrectAnswers; points only with
 * is_show_point, and an auto-scored question's only with the correct answers (its points would tell them). A running
 * attempt has no review (reviewNotAvailable).
 */
export async function attemptReview(db: Db, userId: number, attemptId: number, now: Date): Promise<AttemptReview> {
  const own = await requireOwnAttempt(db, userId, attemptId);
  const attempt = await closeIfOverdue(db, own, now);
  const { quiz } = own;
  if (attempt.state === "started") throw errors.refused(QUIZ_MESSAGES.reviewNotAvailable);
  const shows = showsCorrectAnswers(quiz, now);
  const loaded = await loadQuestions(db, attempt.questionIds);
  const answers = await storedAnswers(db, attempt.id);
  const questions = inAttemptOrder(attempt.questionIds, 0, loaded, (q, position) =>
    toReviewQuestion(q, position, quiz, answers.get(q.question.id) ?? null, shows),
  );
  return {
    attempt: toAttemptSummary(attempt, quiz, answers.size, now),
    shows_correct_answers: shows,
    questions,
  };
}

/**
 * A question with the learner's answer and, when `shows`, its correct answers, correctness and discussion. An
 * auto-scored question's points would tell right from wrong: they come only with the correct answers.
 */
function toReviewQuestion(
  q: LoadedQuestion,
  position: number,
  quiz: QuizRow,
  stored: StoredAnswer | null,
  shows: boolean,
): ReviewQuestion {
  const autoScored = quiz.isAutoScore && AUTO_SCORED_TYPES.has(q.type);
  // while the attempt runs nothing is scored yet: a checked page says right or wrong from the options themselves
  const correct =
    stored?.row.isCorrect ??
    (autoScored
      ? stored
        ? isCorrect(scorableOf(q), { optionIds: stored.row.optionIds, text: stored.row.text })
        : false
      : null);
  return {
    ...toAttemptQuestion(q, position, quiz, stored?.saved ?? null),
    correct_option_ids:
      shows && CHOICE_TYPES.has(q.type) ? q.options.filter((o) => o.isCorrect).map((o) => o.id) : null,
    accepted_answers: shows && q.type === "short_answer" ? q.question.acceptedAnswers : null,
    is_correct: shows ? correct : null,
    points_awarded: quiz.isShowPoint && (shows || !autoScored) ? (stored?.row.pointsAwarded ?? null) : null,
    discussion: shows ? sanitizeRichText(q.question.discussion) : null,
  };
}

function scorableOf(q: LoadedQuestion): ScorableQuestion {
  return {
    type: q.type,
    points: q.question.points,
    correctOptionIds: q.options.filter((o) => o.isCorrect).map((o) => o.id),
    acceptedAnswers: q.question.acceptedAnswers,
  };
}

/** batch_discussion: the learner may check a page while the attempt runs (with is_show_discussion; not a reflection). */
function checksByPage(quiz: QuizRow): boolean {
  return quiz.batchDiscussion && quiz.isShowDiscussion && !quiz.isRefleksi;
}

/**
 * POST program_activity/quiz/attempt/{attemptId}/batch/{batch}/check (the check-answer state, batch_discussion):
 * once every question of a page the learner may open is answered, the page is locked and its correct answers and
 * discussion are shown. In one transaction holding the attempt row, so an answer cannot slip in after the check.
 * Checking a checked page answers the same; past the deadline the attempt is closed and the check refused.
 */
export async function checkBatch(
  db: Db,
  userId: number,
  attemptId: number,
  batch: number,
  now: Date,
): Promise<BatchCheck> {
  const outcome = await db.transaction(async (tx) => {
    const { attempt, quiz } = await requireOwnAttempt(tx, userId, attemptId, { lock: true });
    if (!checksByPage(quiz)) throw errors.refused(QUIZ_MESSAGES.checkNotAvailable);
    const ids = attempt.questionIds;
    if (batch > totalBatches(ids.length, quiz.questionPerBatch)) throw errors.refused(QUIZ_MESSAGES.batchNotReached);
    let current = attempt;
    if (!attempt.checkedBatches.includes(batch)) {
      if (attempt.state !== "started") throw errors.refused(QUIZ_MESSAGES.attemptFinished);
      if (isPastDeadline(attempt.deadlineAt, now)) {
        const closed = await closeAttempt(tx, attempt, quiz, now);
        return { timeUp: await summaryOf(tx, closed, quiz, now) };
      }
      const answers = await storedAnswers(tx, attempt.id);
      if (
        batch >
        reachableBatch(
          ids.map((id) => answers.has(id)),
          quiz.questionPerBatch,
          quiz.isSkip,
        )
      ) {
        throw errors.refused(QUIZ_MESSAGES.batchNotReached);
      }
      const [from, to] = batchSlice(batch, ids.length, quiz.questionPerBatch);
      if (ids.slice(from, to).some((id) => !answers.has(id))) throw errors.refused(QUIZ_MESSAGES.checkNeedsAnswers);
      const [checked] = await tx
        .update(quizAttempts)
        .set({ checkedBatches: sql`array_append(${quizAttempts.checkedBatches}, ${batch}::int)` })
        .where(eq(quizAttempts.id, attempt.id))
        .returning();
      current = checked ?? attempt;
    }
    const [from, to] = batchSlice(batch, ids.length, quiz.questionPerBatch);
    const slice = ids.slice(from, to);
    const [loaded, answers] = await Promise.all([loadQuestions(tx, slice), storedAnswers(tx, current.id)]);
    return {
      check: {
        attempt: toAttemptSummary(current, quiz, answers.size, now),
        batch,
        questions: inAttemptOrder(slice, from, loaded, (q, position) =>
          toReviewQuestion(q, position, quiz, answers.get(q.question.id) ?? null, true),
        ),
      },
    };
  });
  // refused after the commit: the close on the deadline stands
  if ("timeUp" in outcome) throw errors.refused(QUIZ_MESSAGES.timeUp, outcome.timeUp);
  return outcome.check;
}

// ---- score and feedback ----------------------------------------------------------------------------------------

/**
 * POST program_activity/score/: the learner's standing on a quiz activity: attempts used, the best scored attempt
 * (highest score; the earlier on a tie) and the latest attempt.
 */
export async function activityScore(db: Db, userId: number, activityId: number, now: Date): Promise<ActivityScore> {
  const { access, quiz, activityType } = await requireQuizActivity(db, userId, activityId);
  const attempts = await currentAttempts(db, quiz, access.programUserId, now);
  let best: AttemptRow | null = null;
  for (const a of attempts) {
    if (a.score !== null && (best === null || best.score === null || a.score > best.score)) best = a;
  }
  const latest = attempts.at(-1) ?? null;
  const counts = await answeredCounts(
    db,
    attempts.map((a) => a.id),
  );
  const summary = (a: AttemptRow | null) => (a ? toAttemptSummary(a, quiz, counts.get(a.id) ?? 0, now) : null);
  return {
    activity_id: activityId,
    assessment_type: activityType,
    attempts_used: attempts.length,
    best: summary(best),
    latest: summary(latest),
  };
}

/**
 * GET program_activity/product_activity/view_feedback/{activityId}: the assessor's word on the learner's latest
 * assessed attempt (the rubric screen state): feedback, who assessed and when, and the rubric with its points.
 * Before any assessment: the rubric with no points.
 */
export async function feedbackView(db: Db, userId: number, activityId: number, now: Date): Promise<FeedbackView> {
  const { access, quiz } = await requireQuizActivity(db, userId, activityId);
  const [assessed] = await db
    .select({ attempt: quizAttempts, assessorName: users.name })
    .from(quizAttempts)
    .leftJoin(users, eq(users.id, quizAttempts.assessedBy))
    .where(
      and(
        eq(quizAttempts.quizId, quiz.id),
        eq(quizAttempts.programUserId, access.programUserId),
        eq(quizAttempts.reviewState, "assessed"),
      ),
    )
    .orderBy(desc(quizAttempts.number))
    .limit(1);
  const criteria = await db
    .select()
    .from(quizRubricCriteria)
    .where(eq(quizRubricCriteria.quizId, quiz.id))
    .orderBy(asc(quizRubricCriteria.orderId), asc(quizRubricCriteria.id));
  const points = new Map<number, number>();
  if (assessed) {
    const scores = await db
      .select({ criterionId: quizRubricScores.criterionId, points: quizRubricScores.points })
      .from(quizRubricScores)
      .where(eq(quizRubricScores.attemptId, assessed.attempt.id));
    for (const s of scores) points.set(s.criterionId, s.points);
  }
  return {
    activity_id: activityId,
    attempt: assessed ? await summaryOf(db, assessed.attempt, quiz, now) : null,
    feedback: assessed?.attempt.feedback ?? null,
    assessor_name: assessed?.assessorName ?? null,
    assessed_at: assessed?.attempt.assessedAt?.toISOString() ?? null,
    rubric: criteria.map((c) => ({
      id: c.id,
      title: c.title,
      description: c.description,
      max_points: c.maxPoints,
      points: points.get(c.id) ?? null,
    })),
  };
}
