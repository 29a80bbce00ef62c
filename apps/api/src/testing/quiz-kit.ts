import { randomUUID } from "node:crypto";
import type { QuestionType } from "@app/domain/quiz/contracts";
import {
  quizOptions,
  quizQuestionGroups,
  quizQuestions,
  quizRubricCriteria,
  quizzes,
  uploads,
} from "../db/schema/quiz";
import type { Db } from "../platform/db";

/** Quizzes for the learner's quiz tests, written straight into the database: every point and answer is known. */

export type TestQuestion = {
  type: QuestionType;
  points?: number;
  body?: string;
  discussion?: string;
  /** A short answer's accepted answers. */
  accepted?: string[];
  /** Option bodies; the 0-based indexes in `correct` are right. */
  options?: string[];
  correct?: number[];
  /** Questions naming the same group share its passage and stay together. */
  group?: string;
  maxFiles?: number;
};

export type TestQuiz = {
  id: number;
  /** Question ids in the order given. */
  questions: number[];
  /** Option ids of question k, in the order given. */
  options: (k: number) => number[];
  /** The right option ids of question k. */
  correct: (k: number) => number[];
  /** A wrong option id of question k. */
  wrong: (k: number) => number;
  rubric: number[];
};

export async function addQuiz(
  db: Db,
  resourceId: number,
  settings: Partial<typeof quizzes.$inferInsert>,
  questions: TestQuestion[],
  rubric: { title: string; maxPoints: number }[] = [],
): Promise<TestQuiz> {
  const [quiz] = await db
    .insert(quizzes)
    .values({ resourceId, title: "Kuis Uji", ...settings })
    .returning({ id: quizzes.id });
  if (!quiz) throw new Error("quiz not inserted");
  const groupIds = new Map<string, number>();
  for (const name of new Set(questions.flatMap((q) => (q.group ? [q.group] : [])))) {
    const [group] = await db
      .insert(quizQuestionGroups)
      .values({ quizId: quiz.id, title: name, passage: `<p>Bacaan ${name}</p><script>alert(1)</script>` })
      .returning({ id: quizQuestionGroups.id });
    if (group) groupIds.set(name, group.id);
  }
  const questionIds: number[] = [];
  const optionIds: number[][] = [];
  const correctIds: number[][] = [];
  for (const [k, q] of questions.entries()) {
    const [row] = await db
      .insert(quizQuestions)
      .values({
        quizId: quiz.id,
        groupId: q.group ? (groupIds.get(q.group) ?? null) : null,
        orderId: k + 1,
        type: q.type,
        body: q.body ?? `<p>Soal ${k + 1}</p>`,
        points: q.points ?? 1,
        discussion: q.discussion ?? "",
        acceptedAnswers: q.accepted ?? [],
        maxFiles: q.maxFiles ?? 1,
      })
      .returning({ id: quizQuestions.id });
    if (!row) throw new Error("question not inserted");
    questionIds.push(row.id);
    const options = q.options ?? [];
    const inserted =
      options.length === 0
        ? []
        : await db
            .insert(quizOptions)
            .values(
              options.map((body, order) => ({
                questionId: row.id,
                orderId: order + 1,
                body,
                isCorrect: (q.correct ?? []).includes(order),
              })),
            )
            .returning({ id: quizOptions.id, isCorrect: quizOptions.isCorrect });
    optionIds.push(inserted.map((o) => o.id));
    correctIds.push(inserted.filter((o) => o.isCorrect).map((o) => o.id));
  }
  const criteria =
    rubric.length === 0
      ? []
      : await db
          .insert(quizRubricCriteria)
          .values(rubric.map((c, k) => ({ quizId: quiz.id, orderId: k + 1, title: c.title, maxPoints: c.maxPoints })))
          .returning({ id: quizRubricCriteria.id });
  const at = <T>(list: T[][], k: number): T[] => list[k] ?? [];
  return {
    id: quiz.id,
    questions: questionIds,
    options: (k) => at(optionIds, k),
    correct: (k) => at(correctIds, k),
    wrong: (k) => {
      const wrong = at(optionIds, k).find((id) => !at(correctIds, k).includes(id));
      if (wrong === undefined) throw new Error(`question ${k} has no wrong option`);
      return wrong;
    },
    rubric: criteria.map((c) => c.id),
  };
}

/** Single-choice questions with four options, the first one right. */
export function singleChoices(count: number, points = 1): TestQuestion[] {
  return Array.from({ length: count }, (_, k) => ({
    type: "single_choice" as const,
    points,
    body: `<p>Soal pilihan ${k + 1}</p>`,
    options: ["Benar", "Salah A", "Salah B", "Salah C"],
    correct: [0],
  }));
}

/** An uploaded file as the upload call stores it. */
export async function addUpload(
  db: Db,
  userId: number,
  name: string,
  at: Date,
  purpose = "quiz_answer",
): Promise<number> {
  const [row] = await db
    .insert(uploads)
    .values({
      userId,
      storageKey: randomUUID(),
      originalName: name,
      mime: "application/pdf",
      size: 2048,
      purpose,
      createdAt: at,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error("upload not inserted");
  return row.id;
}
