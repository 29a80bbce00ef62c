import { and, asc, eq, inArray } from "drizzle-orm";
import { users } from "../db/schema/account";
import { resources } from "../db/schema/catalogue";
import { resourceCompletions } from "../db/schema/learning";
import { portfolioItems, portfolios } from "../db/schema/portfolio";
import { quizAnswers, quizAttempts, quizOptions, quizQuestions, quizzes } from "../db/schema/quiz";
import { userActivities } from "../db/schema/study";
import { scoreAttempt } from "../modules/quiz/public";
import type { Db } from "../platform/db";
import { demoEmail } from "./demo-users";

const MINUTE_MS = 60_000;

const REFLECTIONS = [
  "Saya jadi tahu bahwa latihan soal sedikit demi sedikit setiap hari lebih berguna daripada belajar semalam " +
    "suntuk. Minggu depan saya akan mencoba mengulang soal yang salah sebelum tidur.",
  "Bagian yang paling sulit bagi saya adalah mengatur waktu saat mengerjakan latihan soal. Saya akan berlatih " +
    "dengan pengatur waktu agar terbiasa.",
];

/**
 * The demo learner murid@demo.test's portfolio (issue 20), made from their own demo work: reflections written on
 * the reflection activities they completed, and their posttest of the finished programme taken for real (answers
 * scored by the quiz engine). A published header with three items, one of them unpublished, so the public profile
 * /u/murid shows two. Runs after the learning demo (the completions) and the quizzes.
 */
export async function seedDemoPortfolio(tx: Db, now: Date): Promise<void> {
  const [murid] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail("murid")));
  if (!murid) return;
  const done = await tx
    .select({
      programUserId: resourceCompletions.programUserId,
      completedAt: resourceCompletions.completedAt,
      resourceId: resources.id,
      programId: resources.programId,
      title: resources.title,
      type: resources.type,
      activityType: resources.activityType,
    })
    .from(resourceCompletions)
    .innerJoin(resources, eq(resources.id, resourceCompletions.resourceId))
    .where(and(eq(resourceCompletions.userId, murid.id), inArray(resources.type, ["refleksi", "quiz"])))
    .orderBy(asc(resourceCompletions.completedAt), asc(resources.id));

  type Item = typeof portfolioItems.$inferInsert;
  const items: Item[] = [];
  const reflections = done.filter((d) => d.type === "refleksi").slice(0, REFLECTIONS.length);
  for (const [k, activity] of reflections.entries()) {
    const [row] = await tx
      .insert(userActivities)
      .values({
        programUserId: activity.programUserId,
        resourceId: activity.resourceId,
        startedAt: new Date(activity.completedAt.getTime() - 10 * MINUTE_MS),
        finishedAt: activity.completedAt,
        reflection: REFLECTIONS[k] ?? "",
      })
      .onConflictDoUpdate({
        target: [userActivities.programUserId, userActivities.resourceId],
        set: { finishedAt: activity.completedAt, reflection: REFLECTIONS[k] ?? "" },
      })
      .returning({ id: userActivities.id });
    if (!row) continue;
    items.push({
      userId: murid.id,
      programId: activity.programId,
      resourceId: activity.resourceId,
      userActivityId: row.id,
      kind: "reflection",
      caption: k === 0 ? "Refleksi: Belajar Sedikit Setiap Hari" : "Refleksi: Mengatur Waktu Belajar",
      description: k === 0 ? "Apa yang saya pelajari di topik pertama." : "Catatan pribadi, belum saya bagikan.",
      // the second stays private: the public profile shows what the learner chose to publish only
      isPublish: k === 0,
      createdAt: activity.completedAt,
      updatedAt: activity.completedAt,
    });
  }

  const posttest = done.find((d) => d.type === "quiz" && d.activityType === 2);
  if (posttest) {
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.resourceId, posttest.resourceId));
    if (quiz) {
      const questions = await tx
        .select({ id: quizQuestions.id, type: quizQuestions.type, accepted: quizQuestions.acceptedAnswers })
        .from(quizQuestions)
        .where(eq(quizQuestions.quizId, quiz.id))
        .orderBy(asc(quizQuestions.orderId));
      const correct = await tx
        .select({ questionId: quizOptions.questionId, id: quizOptions.id })
        .from(quizOptions)
        .where(
          and(
            inArray(
              quizOptions.questionId,
              questions.map((q) => q.id),
            ),
            eq(quizOptions.isCorrect, true),
          ),
        );
      const finishedAt = posttest.completedAt;
      const startedAt = new Date(finishedAt.getTime() - 12 * MINUTE_MS);
      const [attempt] = await tx
        .insert(quizAttempts)
        .values({
          quizId: quiz.id,
          programUserId: posttest.programUserId,
          userId: murid.id,
          number: 1,
          questionIds: questions.map((q) => q.id),
          state: "finished",
          startedAt,
          deadlineAt: new Date(startedAt.getTime() + quiz.timerInSeconds * 1000),
          finishedAt,
        })
        .returning();
      if (attempt) {
        const answers = questions.map((q) =>
          q.type === "short_answer"
            ? { questionId: q.id, text: q.accepted[0] ?? "" }
            : { questionId: q.id, optionIds: correct.filter((c) => c.questionId === q.id).map((c) => c.id) },
        );
        if (answers.length)
          await tx
            .insert(quizAnswers)
            .values(answers.map((a) => ({ attemptId: attempt.id, answeredAt: finishedAt, ...a })));
        await scoreAttempt(tx, attempt, quiz, { assessed: false });
        items.push({
          userId: murid.id,
          programId: posttest.programId,
          resourceId: posttest.resourceId,
          attemptId: attempt.id,
          kind: "quiz",
          caption: "Posttest Tryout UTBK: Nilai Sempurna",
          description: "Posttest program tryout yang saya selesaikan, dinilai otomatis.",
          isPublish: true,
          createdAt: finishedAt,
          updatedAt: finishedAt,
        });
      }
    }
  }

  await tx.insert(portfolios).values({
    userId: murid.id,
    description:
      "Pelajar kelas 10 dari Yogyakarta yang sedang bersiap menghadapi UTBK. Di sini saya menyimpan hasil belajar " +
      "dan refleksi saya.",
    contentUrl: "https://example.com/portofolio-rafi",
    isPublish: true,
    createdAt: now,
    updatedAt: now,
  });
  if (items.length) await tx.insert(portfolioItems).values(items);
}
