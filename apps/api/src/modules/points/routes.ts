import { POINTS_MESSAGES, pinStateAnswer, pointsAnswer, setPinBody } from "@app/domain/points/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import { pinState, pointsOf, setPin } from "./service";

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope };

/** Setting the PIN confirms the account password: limited like a login, so it is no password oracle. */
export const SET_PIN_RULE: RateRule = { name: "set-pin-account", limit: 10, windowSeconds: 3600 };

/** Points and the payment PIN: the learner's own only. */
export const pointsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; limiter: RateLimiter }> = async (
  app,
  { db, clock, limiter },
) => {
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
};
