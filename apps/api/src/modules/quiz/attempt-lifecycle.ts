import { randomInt } from "node:crypto";
import { type AttemptSummary, type FinishResult, QUIZ_MESSAGES, type QuestionType } from "@app/domain/quiz/contracts";
import {
  allowedAttempts,
  attemptDeadline,
  attemptQuestionOrder,
  completesActivity,
  isPastDeadline,
  type OrderSettings,
  periodState,
} from "@app/domain/quiz/rules";
import { and, asc, eq } from "drizzle-orm";
import { resourceCompletions } from "../../db/schema/learning";
import { quizAttempts, quizQuestions } from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { verifyPassword } from "../../platform/passwords";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import { lockActivityChange, recordActivityFinish, recordActivityStart } from "../study/public";
import { type OwnAttempt, requireOwnAttempt, requireQuizActivity } from "./access";
import {
  type AttemptRow,
  answeredCounts,
  provisionalScores,
  type QuizRow,
  scoreAttempt,
  toAttemptSummary,
} from "./attempt-state";

/**
 * An attempt's life on the learner's side (issue 8): whether one may start, its start (question order drawn once),
 * its close (finish, or found past its deadline) and the finish call. Every rule is checked here against the
 * server clock and the stored attempt (RELIABILITY S9); the browser only shows the outcome. Scores are made by
 * attempt-state.ts; an attempt that completes its activity completes it on the study page (modules/study).
 */

/** Wrong quiz passwords are limited per learner and quiz: a guesser gets 10 tries per 10 minutes. */
export const QUIZ_PASSWORD_RULE = { name: "quiz-password", limit: 10, windowSeconds: 600 } satisfies RateRule;

/** The settings that draw an attempt's question order (attemptQuestionOrder). */
export const orderSettings = (quiz: QuizRow): OrderSettings => ({
  isQuestionShuffle: quiz.isQuestionShuffle,
  isGroupQuestionShuffle: quiz.isGroupQuestionShuffle,
  questionPerBatch: quiz.questionPerBatch,
  maxBatch: quiz.maxBatch,
});

/** The learner's attempts at a quiz, oldest first (a handful: the number allowed is small). */
async function attemptsOf(db: Db, quizId: number, programUserId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.programUserId, programUserId)))
    .orderBy(asc(quizAttempts.number));
}

/** Attempts allowed in all: a remedial request by an assessor gives one more. */
export function attemptsAllowed(quiz: QuizRow, attempts: readonly AttemptRow[]): number {
  return allowedAttempts(quiz.isRetake, quiz.maxAttempts, attempts.filter((a) => a.isRequestRemedial).length);
}

/**
 * Why a new attempt may not start now, or null: outside the validity period, the latest hand-in still waits for
 * the assessor, or no attempt is left (a quiz without is_retake allows one: noRetake; with it, retakesUsed).
 * A running attempt is not a refusal: it is resumed.
 */
export function startRefusal(quiz: QuizRow, attempts: readonly AttemptRow[], now: Date): string | null {
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

export async function summaryOf(db: Db, attempt: AttemptRow, quiz: QuizRow, now: Date): Promise<AttemptSummary> {
  const counts = await answeredCounts(db, [attempt.id]);
  const provisional = await provisionalScores(db, quiz, [attempt]);
  return toAttemptSummary(attempt, quiz, counts.get(attempt.id) ?? 0, now, provisional.get(attempt.id));
}

/**
 * Closes a running attempt the caller holds locked, in the caller's transaction: 'finished' at `now`, or
 * 'timed_out' at its deadline when that has passed (answers saved by then are kept and scored). Scores it
 * (awaiting the assessor where one is needed) and, when completesActivity says so, completes the activity on the
 * study page. The one way an attempt closes: finish, and every call that finds one past its deadline.
 */
export async function closeAttempt(tx: Db, attempt: AttemptRow, quiz: QuizRow, now: Date): Promise<AttemptRow> {
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
  return outcome.attempt;
}

/** A running attempt found past its deadline (plus the grace) is closed first, in its own transaction. */
export async function closeIfOverdue(db: Db, own: OwnAttempt, now: Date): Promise<AttemptRow> {
  if (own.attempt.state !== "started" || !isPastDeadline(own.attempt.deadlineAt, now)) return own.attempt;
  return db.transaction(async (tx) => {
    const locked = await requireOwnAttempt(tx, own.attempt.userId, own.attempt.id, { lock: true });
    if (locked.attempt.state !== "started" || !isPastDeadline(locked.attempt.deadlineAt, now)) return locked.attempt;
    return closeAttempt(tx, locked.attempt, locked.quiz, now);
  });
}

/** The learner's attempts at the quiz with any overdue running one closed. */
export async function currentAttempts(db: Db, quiz: QuizRow, programUserId: number, now: Date) {
  const attempts = await attemptsOf(db, quiz.id, programUserId);
  const running = attempts.find((a) => a.state === "started");
  if (!running || !isPastDeadline(running.deadlineAt, now)) return attempts;
  await closeIfOverdue(db, { attempt: running, quiz }, now);
  return attemptsOf(db, quiz.id, programUserId);
}

/** A question as the order rule and the intro's totals need it, in the quiz's stored order. */
export type QuestionStub = { id: number; groupId: number | null; type: QuestionType; points: number };

export async function questionStubs(db: Db, quizId: number): Promise<QuestionStub[]> {
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
