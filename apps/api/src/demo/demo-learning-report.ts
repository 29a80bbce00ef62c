import { and, asc, eq, inArray } from "drizzle-orm";
import { users } from "../db/schema/account";
import { chapters, programs, resources } from "../db/schema/catalogue";
import { programUsers, resourceCompletions } from "../db/schema/learning";
import { quizAnswers, quizAttempts, quizOptions, quizQuestions, quizzes } from "../db/schema/quiz";
import { scoreAttempt } from "../modules/quiz/public";
import type { Db } from "../platform/db";

/** The demo learner's finished programme whose learning report and transcript the README and the journeys show. */
export const DEMO_REPORT_PROGRAM = "tryout-utbk-snbt-2027-paket-lengkap";

const MINUTE_MS = 60_000;

/**
 * Which questions (by position) the demo learner answers right in each attempt: a weak pretest, a posttest passed
 * on the second try, the other quizzes two of three. Catalogue quizzes have three auto-scored questions worth
 * 30, 30 and 40 points (demo-quiz.ts), so these are 30, then 70 and 100, and 60.
 */
function attemptsPlan(activityType: number): number[][] {
  if (activityType === 1) return [[0]];
  if (activityType === 2)
    return [
      [1, 2],
      [0, 1, 2],
    ];
  return [[0, 1]];
}

/**
 * Gives murid's finished tryout real scores: an attempt at each of its quizzes not handed in yet, just before the
 * activity was completed, scored by the quiz engine's own scoreAttempt; so the learning report, the transcript and
 * the Penilaian tab show pretest, posttest, the gain and the weighted final score. Runs after the quizzes exist.
 */
export async function seedDemoLearningReport(tx: Db): Promise<void> {
  const [enrolment] = await tx
    .select({ id: programUsers.id, userId: programUsers.userId, programId: programUsers.programId })
    .from(programUsers)
    .innerJoin(users, eq(users.id, programUsers.userId))
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .where(and(eq(users.username, "murid"), eq(programs.slug, DEMO_REPORT_PROGRAM)));
  if (!enrolment) return;
  const quizRows = await tx
    .select({ quiz: quizzes, activityType: resources.activityType, completedAt: resourceCompletions.completedAt })
    .from(quizzes)
    .innerJoin(resources, eq(resources.id, quizzes.resourceId))
    .innerJoin(chapters, eq(chapters.id, resources.chapterId))
    .innerJoin(
      resourceCompletions,
      and(eq(resourceCompletions.resourceId, resources.id), eq(resourceCompletions.programUserId, enrolment.id)),
    )
    .where(eq(resources.programId, enrolment.programId))
    .orderBy(asc(chapters.session), asc(resources.orderId));
  // a quiz the learner already handed in (the portfolio's posttest, demo-portfolio.ts) keeps its attempts
  const taken = new Set(
    (
      await tx
        .select({ quizId: quizAttempts.quizId })
        .from(quizAttempts)
        .where(eq(quizAttempts.programUserId, enrolment.id))
    ).map((r) => r.quizId),
  );
  const toTake = quizRows.filter((r) => !taken.has(r.quiz.id));
  if (toTake.length === 0) return;
  const quizIds = toTake.map((r) => r.quiz.id);
  const questions = await tx
    .select({ id: quizQuestions.id, quizId: quizQuestions.quizId })
    .from(quizQuestions)
    .where(inArray(quizQuestions.quizId, quizIds))
    .orderBy(asc(quizQuestions.quizId), asc(quizQuestions.orderId));
  const correct = await tx
    .select({ questionId: quizOptions.questionId, id: quizOptions.id, isCorrect: quizOptions.isCorrect })
    .from(quizOptions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizOptions.questionId))
    .where(inArray(quizQuestions.quizId, quizIds))
    .orderBy(asc(quizOptions.orderId));

  for (const row of toTake) {
    const own = questions.filter((q) => q.quizId === row.quiz.id);
    const plan = attemptsPlan(row.activityType);
    for (const [k, rightOnes] of plan.entries()) {
      const finishedAt = new Date(row.completedAt.getTime() - (plan.length - k) * 30 * MINUTE_MS);
      const startedAt = new Date(finishedAt.getTime() - 12 * MINUTE_MS);
      const [attempt] = await tx
        .insert(quizAttempts)
        .values({
          quizId: row.quiz.id,
          programUserId: enrolment.id,
          userId: enrolment.userId,
          number: k + 1,
          questionIds: own.map((q) => q.id),
          state: "finished",
          startedAt,
          finishedAt,
        })
        .returning();
      if (!attempt) throw new Error("demo attempt not inserted");
      const answers = own.flatMap((q, position) => {
        const options = correct.filter((o) => o.questionId === q.id);
        const chosen = rightOnes.includes(position)
          ? options.filter((o) => o.isCorrect)
          : options.filter((o) => !o.isCorrect).slice(0, 1);
        return chosen.length
          ? [{ attemptId: attempt.id, questionId: q.id, optionIds: chosen.map((o) => o.id), answeredAt: finishedAt }]
          : [];
      });
      if (answers.length) await tx.insert(quizAnswers).values(answers);
      await scoreAttempt(tx, attempt, row.quiz, { assessed: false });
    }
  }
}
