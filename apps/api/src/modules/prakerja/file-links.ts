import { createHmac, timingSafeEqual } from "node:crypto";
import { callContextQuery, errorEnvelope } from "@app/domain/shared/envelope";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploads } from "../../db/schema/quiz";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { attachmentDisposition } from "../../platform/file-names";
import { sendStoredFile } from "../../platform/file-upload";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import type { FileStorage } from "../../platform/storage";

/**
 * Signed, expiring download links for the Prakerja partner (decisions/031): a submitted task's file answer is sent
 * as `<PUBLIC_URL>/api/prakerja/files/<upload id>?expires=<unix s>&sig=<hex>`, the signature an HMAC-SHA256 over
 * the upload id and the expiry with the server's own key (PRAKERJA_FILE_LINK_KEY — never the key shared with the
 * partner, which could then sign links to any upload). Whoever holds the link may download that one file until it
 * expires; nothing else is needed (the partner has no session here).
 */

/** How long a link is good for: the partner's review of a submission takes days, not weeks. */
export const FILE_LINK_VALID_S = 14 * 24 * 3600;

/** Per client address, as the other public calls: a link guesser is cut off long before a signature is found. */
export const FILE_LINK_RULE = { name: "prakerja-file-link", limit: 60, windowSeconds: 60 } satisfies RateRule;

export const FILE_LINK_MESSAGES = {
  invalid: "Tautan unduhan tidak valid atau sudah kedaluwarsa",
  notFound: "Berkas tidak ditemukan",
} as const;

const signatureOf = (key: string, uploadId: number, expires: number) =>
  createHmac("sha256", key).update(`prakerja-file:${uploadId}:${expires}`).digest("hex");

/** The path (from /api) of a signed link to an upload, valid FILE_LINK_VALID_S from `now`. */
export function signedFilePath(key: string, uploadId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + FILE_LINK_VALID_S;
  return `/api/prakerja/files/${uploadId}?expires=${expires}&sig=${signatureOf(key, uploadId, expires)}`;
}

/** Whether a link's expiry and signature are ours and still good (constant-time comparison of the signature). */
export function fileLinkValid(key: string, uploadId: number, expires: string, sig: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expiry = Number(expires);
  const expected = Buffer.from(signatureOf(key, uploadId, expiry), "hex");
  const given = Buffer.from(sig, "hex");
  const signed = given.length === expected.length && timingSafeEqual(given, expected);
  return signed && expiry * 1000 > now.getTime();
}

/** The address of a learner's upload as the submission's file_url, rewritten as a signed link; others as they are. */
const LEARNER_UPLOAD = /\/api\/(?:program_activity\/quiz\/upload|prakerja\/files)\/(\d{1,10})(?:\?.*)?$/;

/**
 * The file_url to send: an upload address (the learner's, or an earlier signed link) becomes a signed link valid
 * from `now`, so a delivery retried after a long outage still sends a link the partner can open.
 */
export function partnerFileUrl(key: string, publicUrl: string, fileUrl: string | null, now: Date): string | null {
  const match = fileUrl ? LEARNER_UPLOAD.exec(fileUrl) : null;
  if (!fileUrl || !match) return fileUrl;
  return `${publicUrl.replace(/\/+$/, "")}${signedFilePath(key, Number(match[1]), now)}`;
}

const fileLinkParams = z.object({ uploadId: z.string().max(20) });
const fileLinkQuery = callContextQuery.extend({
  expires: z.string().max(20).optional(),
  sig: z.string().max(200).optional(),
});

/** GET /api/prakerja/files/{uploadId}?expires=…&sig=…: the signed download (public by name; rate-limited per IP). */
export const prakerjaFileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  storage: FileStorage;
  key: string;
}> = async (app, { db, clock, limiter, storage, key }) => {
  app.get(
    "/prakerja/files/:uploadId",
    {
      schema: {
        tags: ["prakerja"],
        summary:
          "A submitted file answer for the Prakerja partner, by the signed, expiring link sent as the submission's file_url",
        params: fileLinkParams,
        querystring: fileLinkQuery,
        // no answer schema: the 200 is the file itself, a refusal the usual envelope
        response: { 400: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      await limiter.hit(FILE_LINK_RULE, request.ip);
      const { uploadId: raw } = request.params;
      const { expires = "", sig = "" } = request.query;
      const uploadId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
      if (uploadId <= 0 || uploadId > 2_147_483_647 || !fileLinkValid(key, uploadId, expires, sig, clock()))
        throw errors.forbidden(FILE_LINK_MESSAGES.invalid);
      const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
      const file = row ? await storage.open(row.storageKey) : null;
      if (!row || !file) throw errors.notFound(FILE_LINK_MESSAGES.notFound);
      // the learner's upload route's handling: always a download, the stored type, no sniffing, sandboxed
      return sendStoredFile(reply, file, {
        type: row.mime,
        disposition: attachmentDisposition(row.originalName),
        cacheControl: "private, no-store",
      });
    },
  );
};
