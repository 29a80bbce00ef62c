import { avatarIdOf, avatarSizeOf } from "@app/domain/account/avatar";
import { avatarParams } from "@app/domain/account/avatar-contracts";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "@app/domain/account/avatar-upload";
import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { meUserSchema } from "@app/domain/account/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import multipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { oneFileLimits, readFilePart, sendStoredFile } from "../../platform/file-upload";
import type { RateLimiter } from "../../platform/rate-limit";
import { type CookieSettings, isRememberedSession, setProfileCookies } from "../../platform/sessions";
import type { FileStorage } from "../../platform/storage";
import { AVATAR_RULE, avatarTooLarge, currentAvatarKey, removeAvatar, replaceAvatar } from "./avatar";
import { loadMe } from "./service";

export type AvatarRouteDeps = {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  storage: FileStorage;
  cookies: CookieSettings;
};

type AvatarApp = Parameters<FastifyPluginAsyncZod<AvatarRouteDeps>>[0];

/** A year: the address of an avatar never changes content (a new photo gets a new address). */
const IMMUTABLE = "public, max-age=31536000, immutable";

const meEnvelope = envelope(meUserSchema);

/**
 * The avatar calls (decisions/025), registered inside the account routes:
 * - POST /user/manage/ as multipart (one field "file"): the spec's "manage with avatar". The JSON form of the same
 *   call is untouched; the hook returned here answers a multipart request before the JSON body is validated.
 * - DELETE /user/avatar/: back to the initials.
 * - GET /user/avatar/{id}/{size}: the image, cached for a year.
 * Every change is the session's own user's: no call takes a user id.
 */
export async function registerAvatarRoutes(
  app: AvatarApp,
  deps: AvatarRouteDeps,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>> {
  const { db, clock, limiter, storage } = deps;
  // multipart is read by the calls of the account routes only; busboy cuts the stream past the limit
  await app.register(multipart, { limits: oneFileLimits(AVATAR_MAX_BYTES) });

  async function answerWithMe(request: FastifyRequest, reply: FastifyReply, message: string) {
    const { userId, sessionId } = requireUser(request);
    const now = clock();
    const me = await loadMe(db, userId, now);
    setProfileCookies(reply, deps.cookies, { remember: await isRememberedSession(db, sessionId), user: me });
    return { status: 200, message, data: me };
  }

  app.delete(
    "/user/avatar/",
    {
      schema: {
        tags: ["account"],
        summary: "Remove the caller's profile photo (back to the initials)",
        querystring: callContextQuery,
        response: { 200: meEnvelope, 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      await limiter.hit(AVATAR_RULE, String(userId));
      await removeAvatar(db, storage, { userId, now: clock(), log: request.log });
      return answerWithMe(request, reply, AVATAR_MESSAGES.removed);
    },
  );

  app.get(
    "/user/avatar/:id/:size",
    {
      schema: {
        tags: ["account"],
        summary: "One size (64, 160 or 400 px, WebP) of a profile photo; immutable, cached for a year",
        params: avatarParams,
        querystring: callContextQuery,
        // no answer schema: the 200 is the image itself, a refusal the usual envelope
      },
    },
    async (request, reply) => {
      // a malformed id or size is just an unknown avatar: 404 like one that is gone
      const id = avatarIdOf(request.params.id);
      const size = avatarSizeOf(request.params.size);
      const key = id && size ? await currentAvatarKey(db, id, size) : null;
      const file = key ? await storage.open(key) : null;
      if (!file) throw errors.notFound(AVATAR_MESSAGES.notFound);
      return sendStoredFile(reply, file, {
        type: "image/webp",
        disposition: "inline",
        cacheControl: IMMUTABLE,
      });
    },
  );

  return async function avatarUpload(request, reply) {
    if (!request.isMultipart()) return undefined;
    const { userId } = requireUser(request);
    await limiter.hit(AVATAR_RULE, String(userId));
    const { bytes } = await readFilePart(request, reply, {
      maxBytes: AVATAR_MAX_BYTES,
      tooLarge: avatarTooLarge,
      unreadable: () => errors.refused(AVATAR_MESSAGES.noFile),
    });
    await replaceAvatar(db, storage, { userId, bytes, now: clock(), log: request.log });
    return reply.send(await answerWithMe(request, reply, ACCOUNT_TEXTS.profileSaved));
  };
}
