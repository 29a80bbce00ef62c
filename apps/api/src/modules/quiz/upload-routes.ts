import { QUIZ_MESSAGES, uploadAnswer, uploadParams } from "@app/domain/quiz/contracts";
import { UPLOAD_MAX_BYTES } from "@app/domain/quiz/uploads";
import { callContextQuery, errorEnvelope } from "@app/domain/shared/envelope";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { AppError, errors } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit";
import type { FileStorage } from "../../platform/storage";
import {
  attachmentDisposition,
  fileTooLarge,
  readableUpload,
  storeUpload,
  toUploadedFile,
  UPLOAD_RULE,
} from "./uploads";

const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  413: errorEnvelope,
  415: errorEnvelope,
  429: errorEnvelope,
};

/** Room for the multipart framing (boundaries, part headers, a few small fields) around the largest file. */
const ENVELOPE_BYTES = 64 * 1024;

/** Reads the file part to its end, refusing as soon as it passes the limit (never more than the limit is held). */
async function readLimited(file: NodeJS.ReadableStream & { truncated?: boolean; destroy(): void }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    if (size > UPLOAD_MAX_BYTES || file.truncated) {
      chunks.length = 0;
      file.destroy();
      throw fileTooLarge();
    }
    chunks.push(bytes);
  }
  if (file.truncated) throw fileTooLarge();
  return Buffer.concat(chunks, size);
}

/**
 * File answers: POST program_activity/quiz/upload (multipart, one field "file") and the download. Multipart is
 * accepted by these calls only (the plugin is registered inside this one), with busboy's limits cutting the stream
 * at the size limit. The CSRF guard applies as to every state-changing call: the web app's client sends
 * X-Requested-With with its FormData, which a cross-site form cannot.
 */
export const quizUploadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  storage: FileStorage;
}> = async (app, { db, clock, limiter, storage }) => {
  await app.register(multipart, {
    limits: {
      // busboy stops the file one byte past the limit and marks it truncated; readLimited refuses at that point
      fileSize: UPLOAD_MAX_BYTES + 1,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });

  app.post(
    "/program_activity/quiz/upload",
    {
      schema: {
        tags: ["quiz"],
        summary: "Uploads one file for a file answer (PDF, JPG, PNG, DOCX, XLSX, PPTX, MP3, MP4; at most 10 MB)",
        consumes: ["multipart/form-data"],
        querystring: callContextQuery,
        response: { 200: uploadAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      await limiter.hit(UPLOAD_RULE, String(userId));
      const declared = Number(request.headers["content-length"] ?? 0);
      // a body announced as too large is refused before a byte of it is read; the connection is not kept for it
      if (declared > UPLOAD_MAX_BYTES + ENVELOPE_BYTES) {
        reply.header("connection", "close");
        throw fileTooLarge();
      }
      if (!request.isMultipart()) throw errors.refused(QUIZ_MESSAGES.fileUnknown);
      let bytes: Buffer;
      let fileName: string;
      try {
        const part = await request.file();
        if (part?.fieldname !== "file") throw errors.refused(QUIZ_MESSAGES.fileUnknown);
        fileName = part.filename;
        bytes = await readLimited(part.file);
      } catch (err) {
        const tooLarge =
          (err instanceof AppError && err.httpStatus === 413) ||
          (err as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE";
        if (!tooLarge) {
          const status = (err as { statusCode?: unknown }).statusCode;
          if (err instanceof AppError || (typeof status === "number" && status >= 400 && status < 500)) throw err;
          // a body busboy cannot parse (no boundary, cut short, malformed part) is the client's fault, not a 500
          throw errors.refused(QUIZ_MESSAGES.fileUnknown);
        }
        // the rest of a too-large body is not worth reading: close once the refusal is sent
        reply.header("connection", "close");
        throw fileTooLarge();
      }
      const saved = await storeUpload(db, storage, { userId, fileName, bytes, now: clock() });
      return ok(saved);
    },
  );

  app.get(
    "/program_activity/quiz/upload/:uploadId",
    {
      schema: {
        tags: ["quiz"],
        summary: "Downloads an uploaded file: to its owner, or to an assessor of the programme it was submitted to",
        params: uploadParams,
        querystring: callContextQuery,
        // no answer schema: the 200 is the file itself, a refusal the usual envelope
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const row = await readableUpload(db, userId, request.params.uploadId);
      const file = await storage.open(row.storageKey);
      if (!file) throw errors.notFound(QUIZ_MESSAGES.fileUnknown);
      const meta = toUploadedFile(row);
      // always a download, never a page of this origin: attachment, the stored type, no sniffing, and a sandbox
      // so that even a browser that renders it runs nothing
      return reply
        .header("content-type", meta.mime)
        .header("content-length", String(file.size))
        .header("content-disposition", attachmentDisposition(meta.name))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );
};
