import type { QuestionType } from "@app/domain/quiz/contracts";
import { eq } from "drizzle-orm";
import { users } from "../db/schema/account";
import {
  programAssessors,
  quizAnswers,
  quizAttempts,
  quizOptions,
  quizQuestions,
  quizRubricCriteria,
  quizzes,
} from "../db/schema/quiz";
import { scoreAttempt } from "../modules/quiz/public";
import type { Db } from "../platform/db";

/**
 * Quizzes and closed attempts written straight into the database for the assessor and upload tests, so they do not
 * depend on the learner's attempt calls. A closed attempt is scored by scoreAttempt as finishing it would be.
 */

export type QuestionSpec = {
  type: QuestionType;
  points: number;
  body?: string;
  discussion?: string;
  accepted?: string[];
  /** Option bodies; the ones listed in `correct` (0-based) are right. */
  options?: string[];
  correct?: number[];
};

export type BuiltQuiz = {
  id: number;
  questionIds: number[];
  /** Option ids per question (same order as the specs). */
  optionIds: number[][];
  criterionIds: number[];
};

export async function makeQuiz(
  db: Db,
  resourceId: number,
  settings: Partial<typeof quizzes.$inferInsert>,
  questions: QuestionSpec[],
  rubric: { title: string; maxPoints: number }[] = [],
): Promise<BuiltQuiz> {
  const [quiz] = await db
    .insert(quizzes)
    .values({ resourceId, title: "Kuis Uji", ...settings })
    .returning({ id: quizzes.id });
  if (!quiz) throw new Error("quiz not inserted");
  const rows = await db
    .insert(quizQuestions)
    .values(
      questions.map((q, k) => ({
        quizId: quiz.id,
        orderId: k + 1,
        type: q.type,
        body: q.body ?? `<p>Soal ${k + 1}</p>`,
        points: q.points,
        discussion: q.discussion ?? "",
        acceptedAnswers: q.accepted ?? [],
      })),
    )
    .returning({ id: quizQuestions.id });
  const questionIds = rows.map((r) => r.id);
  const optionIds: number[][] = [];
  for (const [k, q] of questions.entries()) {
    const questionId = questionIds[k];
    if (!q.options?.length || questionId === undefined) {
      optionIds.push([]);
      continue;
    }
    const inserted = await db
      .insert(quizOptions)
      .values(
        q.options.map((body, order) => ({
          questionId,
          orderId: order + 1,
          body,
          isCorrect: q.correct?.includes(order) ?? false,
        })),
      )
      .returning({ id: quizOptions.id });
    optionIds.push(inserted.map((o) => o.id));
  }
  const criteria = rubric.length
    ? await db
        .insert(quizRubricCriteria)
        .values(rubric.map((c, k) => ({ quizId: quiz.id, orderId: k + 1, title: c.title, maxPoints: c.maxPoints })))
        .returning({ id: quizRubricCriteria.id })
    : [];
  return { id: quiz.id, questionIds, optionIds, criterionIds: criteria.map((c) => c.id) };
}

export type AnswerSpec = { questionId: number; optionIds?: number[]; text?: string; fileIds?: number[] };

/** A closed attempt (finished unless told), scored as finishing scores it: awaiting review when it needs a person. */
export async function makeSubmission(
  db: Db,
  input: {
    quizId: number;
    programUserId: number;
    userId: number;
    number?: number;
    questionIds: number[];
    answers: AnswerSpec[];
    finishedAt: Date;
    state?: "started" | "finished" | "timed_out";
  },
): Promise<number> {
  const state = input.state ?? "finished";
  const startedAt = new Date(input.finishedAt.getTime() - 20 * 60_000);
  const [attempt] = await db
    .insert(quizAttempts)
    .values({
      quizId: input.quizId,
      programUserId: input.programUserId,
      userId: input.userId,
      number: input.number ?? 1,
      questionIds: input.questionIds,
      state,
      startedAt,
      finishedAt: state === "started" ? null : input.finishedAt,
    })
    .returning();
  if (!attempt) throw new Error("attempt not inserted");
  if (input.answers.length) {
    await db.insert(quizAnswers).values(
      input.answers.map((a) => ({
        attemptId: attempt.id,
        questionId: a.questionId,
        optionIds: a.optionIds ?? [],
        text: a.text ?? null,
        fileIds: a.fileIds ?? [],
        answeredAt: startedAt,
      })),
    );
  }
  if (state !== "started") {
    const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, input.quizId));
    if (!quiz) throw new Error("quiz missing");
    await db.transaction((tx) => scoreAttempt(tx, attempt, quiz, { assessed: false }));
  }
  return attempt.id;
}

/** Makes the user an assessor (is_asesor) of the given programmes. */
export async function makeAssessor(db: Db, userId: number, programIds: number[], isAsesor = true): Promise<void> {
  await db.update(users).set({ isAsesor }).where(eq(users.id, userId));
  if (programIds.length)
    await db.insert(programAssessors).values(programIds.map((programId) => ({ programId, userId })));
}

/** A multipart/form-data body as a browser sends it: one file part (and any extra plain fields first). */
export function multipartBody(
  file: { field?: string; name: string; bytes: Buffer | string; type?: string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----FormBoundaryUji${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      typeof file.bytes === "string" ? Buffer.from(file.bytes) : file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest files of each kind the tests need, valid enough for content detection. */
export const SAMPLE_FILES = {
  pdf: Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
      "trailer << /Root 1 0 R >>\n%%EOF\n",
  ),
  // a 1×1 PNG
  png: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
  html: Buffer.from('<!doctype html><html><body><script>fetch("/api/auth/me-v2")</script></body></html>'),
  // the start of a Windows program (MZ header, PE offset pointing at "PE\0\0")
  exe: (() => {
    const bytes = Buffer.alloc(256);
    bytes.write("MZ", 0, "latin1");
    bytes.writeUInt32LE(0x80, 0x3c);
    bytes.write("PE\0\0", 0x80, "latin1");
    return bytes;
  })(),
};
