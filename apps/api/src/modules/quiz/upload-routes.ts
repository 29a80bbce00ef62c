import { QUIZ_MESSAGES, uploadAnswer, uploadParams } from "@app/domain/quiz/contracts";
import { UPLOAD_MAX_BYTES } from "@app/domain/quiz/uploads";
import { callContextQuery, errorEnvelope } from "@app/domain/shared/envelope";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { errors } from "../../platform/errors";
import { attachmentDisposition } from "../../platform/file-names";
import { oneFileLimits, readFilePart, sendStoredFile } from "../../platform/file-upload";
import type { RateLimiter } from "../../platform/rate-limit";
import type { FileStorage } from "../../platform/storage";
import { fileTooLarge, readableUpload, storeUpload, toUploadedFile, UPLOAD_RULE } from "./uploads";

const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  413: errorEnvelope,
  415: errorEnvelope,
  429: errorEnvelope,
};

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
    limits: oneFileLimits(UPLOAD_MAX_BYTES),
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
      const { fileName, bytes } = await readFilePart(request, reply, {
        maxBytes: UPLOAD_MAX_BYTES,
        tooLarge: fileTooLarge,
        unreadable: () => errors.refused(QUIZ_MESSAGES.fileUnknown),
      });
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
      return sendStoredFile(reply, file, {
        type: meta.mime,
        disposition: attachmentDisposition(meta.name),
        cacheControl: "private, no-store",
      });
    },
  );
};
