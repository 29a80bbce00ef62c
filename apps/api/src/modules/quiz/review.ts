import { type AttemptReview, type BatchCheck, QUIZ_MESSAGES } from "@app/domain/quiz/contracts";
import { batchSlice, isPastDeadline, reachableBatch, totalBatches } from "@app/domain/quiz/rules";
import { eq, sql } from "drizzle-orm";
import { quizAttempts } from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { requireOwnAttempt } from "./access";
import { closeAttempt, closeIfOverdue, summaryOf } from "./attempt-lifecycle";
import { provisionalScores, type QuizRow, toAttemptSummary } from "./attempt-state";
import { inAttemptOrder, loadQuestions, storedAnswers, toReviewQuestion } from "./presenters";

/**
 * The learner's look back at their answers: the review of a closed attempt, and the check of one page while the
 * attempt runs (batch_discussion). What they see of the correct answers is decided here.
 */

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
  const provisional = await provisionalScores(db, quiz, [attempt]);
  return {
    attempt: toAttemptSummary(attempt, quiz, answers.size, now, provisional.get(attempt.id)),
    shows_correct_answers: shows,
    questions,
  };
}

/** batch_discussion: the learner may check a page while the attempt runs (with is_show_discussion; not a reflection). */
export function checksByPage(quiz: QuizRow): boolean {
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
