import { QUIZ_MESSAGES } from "@app/domain/quiz/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { resources } from "../../db/schema/catalogue";
import { quizAttempts, quizzes } from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { type ActivityAccess, requireOpenableActivity } from "../study/public";
import type { AttemptRow, QuizRow } from "./attempt-state";

/**
 * Who may touch which quiz (RELIABILITY S9). A quiz is reached through its activity, which the caller must be able
 * to open on the study page; an attempt only by the learner who made it. Both refuse with the same 403 whether the
 * id exists or not, so no call tells another learner's ids apart.
 */

export type QuizActivity = {
  access: ActivityAccess;
  quiz: QuizRow;
  /** The activity's assessment type (spec 001 codes: 0 regular, 1 pretest, 2 posttest, 3 uk, 4 tpm). */
  activityType: number;
};

/**
 * The quiz of an activity the caller may open: 403 for anyone else (requireOpenableActivity), 404 when the
 * activity is not a quiz or quiz-v2 with its quiz set up.
 */
export async function requireQuizActivity(db: Db, userId: number, activityId: number): Promise<QuizActivity> {
  const access = await requireOpenableActivity(db, userId, activityId);
  const [row] = await db
    .select({ quiz: quizzes, activityType: resources.activityType })
    .from(quizzes)
    .innerJoin(resources, eq(resources.id, quizzes.resourceId))
    .where(and(eq(quizzes.resourceId, access.resourceId), inArray(resources.type, ["quiz", "quiz-v2"])));
  if (!row) throw errors.notFound(QUIZ_MESSAGES.quizNotFound);
  return { access, quiz: row.quiz, activityType: row.activityType };
}

export type OwnAttempt = { attempt: AttemptRow; quiz: QuizRow };

/**
 * The caller's own attempt with its quiz, or 403. With `lock` the attempt row is taken FOR UPDATE, so a finish, a
 * deadline close and an answer on the same attempt happen one after the other (the caller's transaction).
 */
export async function requireOwnAttempt(
  db: Db,
  userId: number,
  attemptId: number,
  options: { lock?: boolean } = {},
): Promise<OwnAttempt> {
  const query = db
    .select({ attempt: quizAttempts, quiz: quizzes })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)));
  const [row] = options.lock ? await query.for("update", { of: quizAttempts }) : await query;
  if (!row) throw errors.forbidden(QUIZ_MESSAGES.notYours);
  return row;
}
