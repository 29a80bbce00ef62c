import {
  attemptFrSequenceBody,
  attemptFrSequenceData,
  checkUpdateBody,
  checkUpdateData,
  PRAKERJA_MESSAGES,
  redeemCodeBody,
  redeemCodeData,
  submitVerifyBody,
  submitVerifyData,
} from "@app/domain/prakerja/contracts";
import type { PrakerjaDateOffsets } from "@app/domain/prakerja/redemption-window";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import type { PrakerjaPartner } from "./partner";
import { attemptFrSequence, checkUpdate, type RedeemContext, redeemCode, submitVerify } from "./redeem";

/**
 * Redemption codes can be guessed: tries are limited per account and per address (the partner limits too). The
 * verification calls carry a random state or need an accepted code, and are limited against loops only.
 */
export const PRAKERJA_REDEEM_RULES = {
  codeAccount: { name: "prakerja-code-account", limit: 10, windowSeconds: 600 },
  codeIp: { name: "prakerja-code-ip", limit: 30, windowSeconds: 3600 },
  verifyAccount: { name: "prakerja-verify-account", limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope, 503: errorEnvelope };

export type PrakerjaRedeemOptions = {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  /** null when no partner is configured: the calls answer 503 'Gagal memvalidasi kode redeem'. */
  partner: PrakerjaPartner | null;
  offsets: PrakerjaDateOffsets;
  /** The product's origin; the partner's page returns to `<publicUrl>/face-recognition-result`. */
  publicUrl: string;
};

/**
 * The origin the partner's page reports back to: the site the learner is on (the Prakerja host or a partner's
 * subdomain post their message to their own window), when it is the product's host or one of its subdomains;
 * anything else (a Host header nobody serves) falls back to the product's public address.
 */
export function siteOrigin(publicUrl: string, request?: FastifyRequest): string {
  const base = new URL(publicUrl);
  if (!request) return base.origin;
  let host: URL;
  try {
    host = new URL(`${base.protocol}//${request.host}`);
  } catch {
    return base.origin;
  }
  // on a loopback product (development, the journeys) every *.localhost name is the same machine: prakerja.localhost
  const loopback = base.hostname === "127.0.0.1" || base.hostname === "localhost";
  const ours =
    host.hostname === base.hostname ||
    host.hostname.endsWith(`.${base.hostname}`) ||
    (loopback && host.hostname.endsWith(".localhost"));
  return ours && host.port === base.port ? host.origin : base.origin;
}

/** The Prakerja redeem calls (spec 001 section 7); decisions/029. Login required; the caller's enrolment only. */
export const prakerjaRedeemRoutes: FastifyPluginAsyncZod<PrakerjaRedeemOptions> = async (app, options) => {
  const { db, clock, limiter, partner, offsets, publicUrl } = options;
  const context = (request?: FastifyRequest): RedeemContext => ({
    db,
    partner,
    offsets,
    resultUrl: `${siteOrigin(publicUrl, request)}/face-recognition-result`,
    now: clock(),
  });

  app.post(
    "/program-activity/prakerja/redeem-code",
    {
      schema: {
        tags: ["prakerja"],
        summary: "Check a Prakerja redemption code with the partner for the caller's enrolment",
        querystring: callContextQuery,
        body: redeemCodeBody,
        response: { 200: envelope(redeemCodeData), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(PRAKERJA_REDEEM_RULES.codeAccount, String(userId));
      await limiter.hit(PRAKERJA_REDEEM_RULES.codeIp, request.ip);
      const data = await redeemCode(context(), userId, request.body);
      const message = data.redeem_status === 1 ? PRAKERJA_MESSAGES.redeemSuccess : PRAKERJA_MESSAGES.codeAccepted;
      return { status: 200, message, data };
    },
  );

  app.post(
    "/prakerja/redeem/submit-verify",
    {
      schema: {
        tags: ["prakerja"],
        summary: "Ask the partner for the face-verification link of an accepted code (sequence 1)",
        querystring: callContextQuery,
        body: submitVerifyBody,
        response: { 200: envelope(submitVerifyData), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(PRAKERJA_REDEEM_RULES.codeAccount, String(userId));
      await limiter.hit(PRAKERJA_REDEEM_RULES.codeIp, request.ip);
      const data = await submitVerify(context(request), userId, request.body);
      return { status: 200, message: data.pmo_response.message, data };
    },
  );

  app.post(
    "/prakerja/redeem/check-update",
    {
      schema: {
        tags: ["prakerja"],
        summary: "Read a face verification's result by its state; a success of sequence 1 commits the redeem",
        querystring: callContextQuery,
        body: checkUpdateBody,
        response: { 200: envelope(checkUpdateData), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(PRAKERJA_REDEEM_RULES.verifyAccount, String(userId));
      const { message, data } = await checkUpdate(context(), userId, request.body);
      return { status: 200, message, data };
    },
  );

  app.post(
    "/prakerja/attempt-fr-sequence",
    {
      schema: {
        tags: ["prakerja"],
        summary: "A face-verification link for a later session (sequence) of a redeemed enrolment",
        querystring: callContextQuery,
        body: attemptFrSequenceBody,
        response: { 200: envelope(attemptFrSequenceData), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(PRAKERJA_REDEEM_RULES.verifyAccount, String(userId));
      const data = await attemptFrSequence(context(request), userId, request.body);
      return { status: 200, message: data.pmo_response.message, data };
    },
  );
};
