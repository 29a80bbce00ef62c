import {
  PMO_MESSAGES,
  pmoResetBody,
  pmoResetData,
  prakerjaUserProgressBody,
  prakerjaUserProgressData,
} from "@app/domain/prakerja/progress";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import type { AttendanceReader } from "./attendance";
import type { PrakerjaPartner } from "./partner";
import { resetSubmission, userProgress } from "./submissions";

/** The progress call may ask the partner: limited per account against loops. */
export const PRAKERJA_PROGRESS_RULES = {
  progress: { name: "prakerja-progress", limit: 60, windowSeconds: 600 },
  reset: { name: "prakerja-pmo-reset", limit: 20, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope };

export type PrakerjaProgressOptions = {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  partner: PrakerjaPartner;
  attendance: AttendanceReader;
};

/** The participant's Prakerja progress and the PMO reset (spec 001 section 7; decisions/031): own enrolment only. */
export const prakerjaProgressRoutes: FastifyPluginAsyncZod<PrakerjaProgressOptions> = async (app, options) => {
  const { db, clock, limiter, partner, attendance } = options;

  app.post(
    "/program-activity/activity/pmo/reset",
    {
      schema: {
        tags: ["prakerja"],
        summary: "Lets the caller hand in again an activity whose submission the Prakerja partner rejected",
        querystring: callContextQuery,
        body: pmoResetBody,
        response: { 200: envelope(pmoResetData), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(PRAKERJA_PROGRESS_RULES.reset, String(userId));
      const data = await resetSubmission(db, userId, request.body);
      return { status: 200, message: PMO_MESSAGES.resetDone, data };
    },
  );

  app.post(
    "/program-activity/prakerja-user-progress",
    {
      schema: {
        tags: ["prakerja"],
        summary: "The caller's attendance and task submissions as the Prakerja partner sees them",
        querystring: callContextQuery,
        body: prakerjaUserProgressBody,
        response: { 200: envelope(prakerjaUserProgressData), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(PRAKERJA_PROGRESS_RULES.progress, String(userId));
      const data = await userProgress(db, partner, attendance, userId, request.body.program_id, clock());
      return { status: 200, message: PMO_MESSAGES.progress, data };
    },
  );
};
