import {
  deleteAccountAnswer,
  deleteAccountBody,
  exportFileName,
  PRIVACY_MESSAGES,
  privacySettingsBody,
  privacySettingsSchema,
  undoAccountDeletionAnswer,
  undoAccountDeletionBody,
} from "@app/domain/account/privacy";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { users } from "../../db/schema/account";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { errors } from "../../platform/errors";
import { attachmentDisposition } from "../../platform/file-names";
import type { MailContext } from "../../platform/mail-layout";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import { type CookieSettings, clearSessionCookies } from "../../platform/sessions";
import { requestDeletion, undoDeletion } from "./account-deletion";
import { exportUserData } from "./data-export";
import { loadPrivacy, savePrivacy } from "./privacy-settings";

const MINUTE = 60;
const HOUR = 3600;

/**
 * The download reads every table of the person: a few a day is plenty. The deletion checks the password, so it is
 * counted on the login's rules too (the same names: one budget for guessing, whichever door), see the route.
 */
export const PRIVACY_RATE_RULES = {
  exportAccount: { name: "export-account", limit: 5, windowSeconds: HOUR },
  loginIp: { name: "login-ip", limit: 30, windowSeconds: 10 * MINUTE },
  loginAccount: { name: "login-account", limit: 20, windowSeconds: HOUR },
  privacyAccount: { name: "privacy-account", limit: 60, windowSeconds: HOUR },
  undoDeletionIp: { name: "undo-deletion-ip", limit: 30, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope };

/** /account/privacy (issue 21, decisions/026): the public profile's switches, the download, account deletion. */
export const privacyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  cookies: CookieSettings;
  mail: MailContext;
  productSlug: string;
}> = async (app, { db, clock, limiter, cookies, mail, productSlug }) => {
  app.get(
    "/user/privacy/",
    {
      schema: {
        tags: ["account"],
        summary: "The caller's public-profile switches (defaults while never saved)",
        querystring: callContextQuery,
        response: { 200: envelope(privacySettingsSchema), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await loadPrivacy(db, userId));
    },
  );

  app.post(
    "/user/privacy/",
    {
      schema: {
        tags: ["account"],
        summary: "Changes the caller's public-profile switches named in the body",
        querystring: callContextQuery,
        body: privacySettingsBody,
        response: { 200: envelope(privacySettingsSchema), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(PRIVACY_RATE_RULES.privacyAccount, String(userId));
      const settings = await savePrivacy(db, userId, request.body, clock());
      return { status: 200, message: PRIVACY_MESSAGES.saved, data: settings };
    },
  );

  app.get(
    "/user/export",
    {
      schema: {
        tags: ["account"],
        summary: "Everything the product holds about the caller, as a JSON file (no secrets, nobody else's data)",
        querystring: callContextQuery,
        // no answer schema: the 200 is the file, a refusal the usual envelope
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      await limiter.hit(PRIVACY_RATE_RULES.exportAccount, String(userId));
      const now = clock();
      const data = await exportUserData(db, userId, now);
      const username = String(data.tables.users?.[0]?.username ?? userId);
      const name = exportFileName(`${productSlug}mu`, username, now.toISOString());
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", attachmentDisposition(name))
        .header("cache-control", "private, no-store")
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    "/user/delete_account/",
    {
      schema: {
        tags: ["account"],
        summary: "Disables the caller's account at once (password asked); erased after 14 days unless undone",
        querystring: callContextQuery,
        body: deleteAccountBody,
        response: { 200: envelope(deleteAccountAnswer), ...refusals },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      // the password can be guessed here: counted like login, on the same per-account budget
      await limiter.hit(PRIVACY_RATE_RULES.loginIp, request.ip);
      const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!account) throw errors.unauthorized();
      await limiter.hit(PRIVACY_RATE_RULES.loginAccount, account.email.toLowerCase());
      const { eraseAfter } = await requestDeletion(db, userId, request.body.password, clock(), mail);
      // every session has ended, this browser's too
      clearSessionCookies(reply, cookies);
      return {
        status: 200,
        message: PRIVACY_MESSAGES.deletionRequested,
        data: { erase_after: eraseAfter.toISOString() },
      };
    },
  );

  app.post(
    "/user/undo_account_deletion/",
    {
      schema: {
        tags: ["account"],
        summary: "The mailed link: cancels a deletion within 14 days; the account can log in again",
        querystring: callContextQuery,
        body: undoAccountDeletionBody,
        response: { 200: envelope(undoAccountDeletionAnswer), ...refusals },
      },
    },
    async (request) => {
      await limiter.hit(PRIVACY_RATE_RULES.undoDeletionIp, request.ip);
      const outcome = await undoDeletion(db, request.body.token, clock());
      if (outcome.kind === "invalid") throw errors.refused(PRIVACY_MESSAGES.undoLinkInvalid);
      return { status: 200, message: PRIVACY_MESSAGES.deletionUndone, data: { email: outcome.email } };
    },
  );
};
