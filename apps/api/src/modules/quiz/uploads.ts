import { QUIZ_MESSAGES, type UploadedFile, uploadUrl } from "@app/domain/quiz/contracts";
import { uploadTypeMatches } from "@app/domain/quiz/uploads";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { users } from "../../db/schema/account";
import { resources } from "../../db/schema/catalogue";
import { programAssessors, quizAnswers, quizAttempts, quizzes, uploads } from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { AppError, errors } from "../../platform/errors";
import { displayFileName } from "../../platform/file-names";
import type { RateRule } from "../../platform/rate-limit";
import { type FileStorage, newStorageKey } from "../../platform/storage";

/**
 * File answers (RELIABILITY S11): the server decides what a file is from its bytes, keeps it under a name it made,
 * and gives it back only to its owner and to the assessors of the programme it was submitted to (S9).
 */

/** Uploads per learner: a quiz holds a few file questions of up to 20 files each, not hundreds a minute. */
export const UPLOAD_RULE = { name: "quiz-upload", limit: 40, windowSeconds: 600 } satisfies RateRule;

export type UploadRow = typeof uploads.$inferSelect;

export function toUploadedFile(row: Pick<UploadRow, "id" | "originalName" | "size" | "mime">): UploadedFile {
  return { id: row.id, name: row.originalName, size: row.size, mime: row.mime, url: uploadUrl(row.id) };
}

export const fileTooLarge = () => new AppError(413, 413, QUIZ_MESSAGES.fileTooLarge);

/** An upload no answer holds after this long was abandoned (the quiz page attaches a file as soon as it is in). */
export const ORPHAN_UPLOAD_AGE_MS = 24 * 3600_000;
const ORPHAN_SWEEP_BATCH = 200;

/**
 * Removes abandoned uploads: older than a day and in no quiz answer (picked and never attached, or taken off the
 * answer since). The rows go first, in one statement, then their files, so no row ever points at a missing file;
 * a file whose removal fails stays on the disk unreferenced (logged by the caller). At most 200 a run.
 */
export async function pruneOrphanUploads(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_UPLOAD_AGE_MS);
  const abandoned = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, cutoff),
        sql`not exists (select 1 from ${quizAnswers} where ${quizAnswers.fileIds} @> array[${uploads.id}]::int[])`,
      ),
    )
    .limit(ORPHAN_SWEEP_BATCH);
  const removed = await db.delete(uploads).where(inArray(uploads.id, abandoned)).returning({ key: uploads.storageKey });
  const failures = await Promise.allSettled(removed.map((r) => storage.remove(r.key)));
  const failed = failures.filter((f) => f.status === "rejected").length;
  if (failed > 0) throw new Error(`${failed} abandoned upload files could not be removed`);
  return removed.length;
}

/**
 * Checks and stores one file answer. The declared extension and the type detected from the content must both be on
 * the list and agree: an HTML page or a program renamed .pdf, or a PNG named .pdf, is refused. The file is written
 * before its row, so a row never names a missing file; if the row cannot be written the file is removed again.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  input: { userId: number; fileName: string; bytes: Buffer; now: Date },
): Promise<UploadedFile> {
  if (input.bytes.length === 0) throw errors.refused(QUIZ_MESSAGES.fileEmpty);
  const name = displayFileName(input.fileName);
  const detected = await fileTypeFromBuffer(input.bytes);
  if (!detected || !uploadTypeMatches(name, detected.mime)) throw errors.refused(QUIZ_MESSAGES.fileTypeNotAllowed);
  const key = newStorageKey(detected.ext);
  await storage.put(key, input.bytes);
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        userId: input.userId,
        storageKey: key,
        originalName: name,
        mime: detected.mime,
        size: input.bytes.length,
        purpose: "quiz_answer",
        createdAt: input.now,
      })
      .returning();
    if (!row) throw new Error("upload row not inserted");
    return toUploadedFile(row);
  } catch (err) {
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
}

/**
 * The upload if the caller may read it: its owner, or an assessor (users.is_asesor) of a programme where it is part
 * of an answer in a submitted (closed) attempt of that learner. An unknown id and someone else's file get the same
 * refusal, so ids cannot be probed. One query: the assessor's path is found through the owner's attempts.
 */
export async function readableUpload(db: Db, userId: number, uploadId: number): Promise<UploadRow> {
  const assessorOfSubmission = sql`exists (
    select 1 from ${quizAttempts}
      join ${quizAnswers} on ${quizAnswers.attemptId} = ${quizAttempts.id}
      join ${quizzes} on ${quizzes.id} = ${quizAttempts.quizId}
      join ${resources} on ${resources.id} = ${quizzes.resourceId}
      join ${programAssessors} on ${programAssessors.programId} = ${resources.programId}
        and ${programAssessors.userId} = ${userId}
      join ${users} on ${users.id} = ${programAssessors.userId} and ${users.isAsesor}
    where ${quizAttempts.userId} = ${uploads.userId}
      and ${quizAttempts.state} <> 'started'
      and ${quizAnswers.fileIds} @> array[${uploads.id}]::int[])`;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), sql`(${uploads.userId} = ${userId} or ${assessorOfSubmission})`))
    .limit(1);
  if (!row) throw errors.forbidden(QUIZ_MESSAGES.notYours);
  return row;
}
