import { and, asc, eq, sql } from "drizzle-orm";
import { users } from "../db/schema/account";
import { programs, resources } from "../db/schema/catalogue";
import { programUsers } from "../db/schema/learning";
import { quizAttempts, quizQuestions, quizzes } from "../db/schema/quiz";
import { completeActivity, isAddonActivity } from "../modules/learning/public";
import { scoreAttempt } from "../modules/quiz/public";
import type { Db } from "../platform/db";
import { STUDY_DEMO_SLUG } from "./demo-study";
import { demoEmail } from "./demo-users";

const DAY_MS = 86_400_000;

/**
 * The assessor's certificate shortcut (issue 20, spec 001): orangtua (Dewi Lestari) has done every activity of the
 * study demo and handed in its skills demonstration (uk) two days before the seed day, without a file (a seed
 * writes no files), where it waits for the assessor. Her certificate opens once the assessor has scored it.
 */
export async function seedDemoFinishedForAssessment(tx: Db, now: Date): Promise<void> {
  const [enrolment] = await tx
    .select({ id: programUsers.id, userId: programUsers.userId, programId: programUsers.programId })
    .from(programUsers)
    .innerJoin(users, eq(users.id, programUsers.userId))
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .where(and(eq(users.email, demoEmail("orangtua")), eq(programs.slug, STUDY_DEMO_SLUG)));
  if (!enrolment) throw new Error("orangtua is not enrolled in the study demo");
  const activities = await tx
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.programId, enrolment.programId), sql`not ${isAddonActivity}`))
    .orderBy(asc(resources.id));
  for (const [k, activity] of activities.entries()) {
    await completeActivity(tx, enrolment.id, activity.id, new Date(now.getTime() - (9 - (k % 7)) * DAY_MS));
  }
  const [skills] = await tx
    .select({ quiz: quizzes })
    .from(quizzes)
    .innerJoin(resources, eq(resources.id, quizzes.resourceId))
    .where(and(eq(resources.programId, enrolment.programId), eq(resources.activityType, 3)));
  if (!skills) throw new Error("the study demo has no skills demonstration");
  const questions = await tx
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, skills.quiz.id))
    .orderBy(asc(quizQuestions.orderId));
  const finishedAt = new Date(now.getTime() - 2 * DAY_MS);
  const startedAt = new Date(finishedAt.getTime() - 20 * 60_000);
  const [attempt] = await tx
    .insert(quizAttempts)
    .values({
      quizId: skills.quiz.id,
      programUserId: enrolment.id,
      userId: enrolment.userId,
      number: 1,
      questionIds: questions.map((q) => q.id),
      state: "finished",
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + skills.quiz.timerInSeconds * 1000),
      finishedAt,
    })
    .returning();
  if (!attempt) throw new Error("orangtua's skills attempt was not inserted");
  await scoreAttempt(tx, attempt, skills.quiz, { assessed: false });
}
