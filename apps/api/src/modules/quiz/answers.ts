import {
  type AnswerResult,
  type AttemptBatch,
  type AttemptSummary,
  ESSAY_MAX_LENGTH,
  QUIZ_MESSAGES,
  type QuestionType,
  SHORT_ANSWER_MAX_LENGTH,
} from "@app/domain/quiz/contracts";
import { pageAccess } from "@app/domain/quiz/page-navigation";
import {
  batchOfPosition,
  batchSlice,
  essayToParagraphs,
  isAnswered,
  isPastDeadline,
  reachableBatch,
  totalBatches,
} from "@app/domain/quiz/rules";
import { and, eq, inArray, sql } from "drizzle-orm";
import { quizAnswers, quizAttempts, uploads } from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { errors, MESSAGES } from "../../platform/errors";
import { plainText, sanitizeRichText } from "../../platform/rich-text";
import { requireOwnAttempt } from "./access";
import { closeAttempt, closeIfOverdue, summaryOf } from "./attempt-lifecycle";
import { toAttemptSummary } from "./attempt-state";
import {
  type AnswerRow,
  CHOICE_TYPES,
  inAttemptOrder,
  type LoadedQuestion,
  loadQuestions,
  storedAnswers,
  toAttemptQuestion,
  toSaved,
} from "./presenters";
import { checksByPage } from "./review";

/**
 * Answering a running attempt: opening one of its pages (batches) and saving an answer, with the move to the next
 * or previous page that the quiz's settings allow. Both hold to the server clock: past the deadline the attempt is
 * closed with what was saved.
 */

const SINGLE_OPTION_TYPES: ReadonlySet<QuestionType> = new Set(["single_choice", "true_false"]);

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
  if (attempt.state === "started") refuseClosedPage(batch, attempt.currentBatch, reachable, quiz.isPrev);
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
    const answered = new Set(
      (
        await tx.select({ id: quizAnswers.questionId }).from(quizAnswers).where(eq(quizAnswers.attemptId, attempt.id))
      ).map((a) => a.id),
    );
    // answering on a page the learner may not open is refused alike (before the current one without is_prev
    // would be going back)
    const reachable = reachableBatch(
      ids.map((id) => answered.has(id)),
      perBatch,
      quiz.isSkip,
    );
    refuseClosedPage(batch, attempt.currentBatch, reachable, quiz.isPrev);
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

/** The page rule the player also follows (packages/domain/src/quiz/page-navigation.ts), with the server's word. */
function refuseClosedPage(batch: number, current: number, reachable: number, canPrev: boolean): void {
  const access = pageAccess(batch, { current, reachable, canPrev });
  if (access.kind !== "refused") return;
  throw errors.refused(
    access.reason === "prev-not-allowed" ? QUIZ_MESSAGES.prevNotAllowed : QUIZ_MESSAGES.batchNotReached,
  );
}
