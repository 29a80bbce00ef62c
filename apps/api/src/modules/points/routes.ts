import {
  POINTS_MESSAGES,
  pinResetSentAnswer,
  pinStateAnswer,
  pointsAnswer,
  resetPinBody,
  setPinBody,
} from "@app/domain/points/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import type { Mailer } from "../../platform/mail";
import type { MailContext } from "../../platform/mail-layout";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import { pinResetMail } from "./mails";
import { finishPinReset, pinState, pointsOf, setPin, startPinReset } from "./service";

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope };

/** Setting the PIN confirms the account password: limited like a login, so it is no password oracle. */
export const SET_PIN_RULE: RateRule = { name: "set-pin-account", limit: 10, windowSeconds: 3600 };
/** Reset mails: a few an hour per account (each one is a mail to a real inbox). */
export const PIN_RESET_MAIL_RULE: RateRule = { name: "pin-reset-mail-account", limit: 3, windowSeconds: 3600 };
/** Reset keys are 256 random bits, but tries are still limited. */
export const PIN_RESET_RULE: RateRule = { name: "pin-reset-account", limit: 10, windowSeconds: 3600 };

/** Points and the payment PIN: the learner's own only. */
export const pointsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  mailer: Mailer;
  mail: MailContext;
}> = async (app, { db, clock, limiter, mailer, mail }) => {
  app.get(
    "/user/pin/",
    {
      schema: {
        tags: ["points"],
        summary: "Whether the learner has a payment PIN, and until when it is frozen",
        querystring: callContextQuery,
        response: { 200: envelope(pinStateAnswer), ...refusals },
      },
    },
    async (request) => ok(await pinState(db, requireUser(request).userId, clock())),
  );

  app.post(
    "/user/pin/",
    {
      schema: {
        tags: ["points"],
        summary: "Set or change the 6-digit payment PIN (the account password confirms it)",
        querystring: callContextQuery,
        body: setPinBody,
        response: { 200: envelope(pinStateAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(SET_PIN_RULE, String(userId));
      await setPin(db, userId, request.body.pin, request.body.password, clock());
      return { status: 200, message: POINTS_MESSAGES.pinSaved, data: await pinState(db, userId, clock()) };
    },
  );

  app.get(
    "/payment/poin/balance",
    {
      schema: {
        tags: ["points"],
        summary: "The learner's points and their latest movements",
        querystring: callContextQuery,
        response: { 200: envelope(pointsAnswer), ...refusals },
      },
    },
    async (request) => ok(await pointsOf(db, requireUser(request).userId)),
  );

  app.post(
    "/user/pin/forgot",
    {
      schema: {
        tags: ["points"],
        summary: "Mail the learner a single-use link to set a new PIN (/forgot-pin-payment?pkey=)",
        querystring: callContextQuery,
        response: { 200: envelope(pinResetSentAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(PIN_RESET_MAIL_RULE, String(userId));
      const { user, token, expiresAt } = await startPinReset(db, userId, clock());
      try {
        await mailer.send(pinResetMail(mail, user, token));
      } catch (err) {
        request.log.error({ err }, "PIN reset mail could not be handed over");
      }
      return { status: 200, message: POINTS_MESSAGES.resetSent, data: { expires_at: expiresAt.toISOString() } };
    },
  );

  app.post(
    "/user/pin/reset",
    {
      schema: {
        tags: ["points"],
        summary: "Set a new PIN with the mailed link's key",
        querystring: callContextQuery,
        body: resetPinBody,
        response: { 200: envelope(pinStateAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(PIN_RESET_RULE, String(userId));
      await finishPinReset(db, userId, request.body.pkey, request.body.pin, clock());
      return { status: 200, message: POINTS_MESSAGES.pinSaved, data: await pinState(db, userId, clock()) };
    },
  );
};
