import {
  childProgramsSchema,
  FAMILY_LIMITS,
  FAMILY_MESSAGES,
  familyChildProgramsParams,
  familyLinkParams,
  familyOverviewSchema,
  familyRequestBody,
  familyRequestParams,
  incomingRequestsAnswer,
} from "@app/domain/account/family";
import {
  INSTITUTION_CHOICE_MESSAGES,
  institutionChoiceBody,
  myInstitutionSchema,
} from "@app/domain/account/institution-choice";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import {
  answerRequest,
  cancelRequest,
  childPrograms,
  familyOverview,
  incomingRequests,
  removeLink,
  requestLink,
} from "./family";
import { chooseInstitution, myInstitution, removeInstitution } from "./institution-choice";

const HOUR = 3600;

/** docs/api.md, Rate limits: requests name guessable emails; the answers bound how fast links churn. */
export const FAMILY_RATE_RULES = {
  requestAccount: { name: "family-request-account", limit: FAMILY_LIMITS.requestsPerHour, windowSeconds: HOUR },
  answerAccount: { name: "family-answer-account", limit: FAMILY_LIMITS.answersPerHour, windowSeconds: HOUR },
  institutionAccount: { name: "institution-choice-account", limit: 60, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope };
const withNotFound = { ...refusals, 404: errorEnvelope };
const overviewEnvelope = envelope(familyOverviewSchema);
const institutionEnvelope = envelope(myInstitutionSchema);

/**
 * The learner's institution (/account/institution) and family links (/account/family): issue 21, decisions/027.
 * Every call is the caller's own: none takes another user's id except to name a link the caller is part of.
 */
export const institutionFamilyRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; limiter: RateLimiter }> = async (
  app,
  { db, clock, limiter },
) => {
  // ---- institution ----

  app.get(
    "/v2/user/institution",
    {
      schema: {
        tags: ["account"],
        summary: "The caller's institution (school, campus or employer) with its class, faculty or division",
        querystring: callContextQuery,
        response: { 200: institutionEnvelope, ...refusals },
      },
    },
    async (request) => ok(await myInstitution(db, requireUser(request).userId)),
  );

  app.post(
    "/v2/user/institution",
    {
      schema: {
        tags: ["account"],
        summary: "Choose the caller's institution from the directory, with the class, faculty or division",
        querystring: callContextQuery,
        body: institutionChoiceBody,
        response: { 200: institutionEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(FAMILY_RATE_RULES.institutionAccount, String(userId));
      await chooseInstitution(db, userId, request.body, clock());
      return { status: 200, message: INSTITUTION_CHOICE_MESSAGES.saved, data: await myInstitution(db, userId) };
    },
  );

  app.post(
    "/v2/user/institution/remove",
    {
      schema: {
        tags: ["account"],
        summary: "Remove the caller's institution",
        querystring: callContextQuery,
        response: { 200: institutionEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(FAMILY_RATE_RULES.institutionAccount, String(userId));
      await removeInstitution(db, userId, clock());
      return { status: 200, message: INSTITUTION_CHOICE_MESSAGES.removed, data: await myInstitution(db, userId) };
    },
  );

  // ---- family links ----

  app.get(
    "/user/relation_user/get/request/",
    {
      schema: {
        tags: ["account"],
        summary: "The link requests waiting for the caller's answer",
        querystring: callContextQuery,
        response: { 200: envelope(incomingRequestsAnswer), ...refusals },
      },
    },
    async (request) => ok(await incomingRequests(db, requireUser(request).userId)),
  );

  app.get(
    "/v2/user/relation_user",
    {
      schema: {
        tags: ["account"],
        summary: "The caller's children or pupils, parents or teachers, and the requests they sent",
        querystring: callContextQuery,
        response: { 200: overviewEnvelope, ...refusals },
      },
    },
    async (request) => ok(await familyOverview(db, requireUser(request).userId)),
  );

  app.post(
    "/v2/user/relation_user/request",
    {
      schema: {
        tags: ["account"],
        summary: "A parent or teacher asks to be linked with an account (email or username); same answer either way",
        querystring: callContextQuery,
        body: familyRequestBody,
        response: { 200: overviewEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(FAMILY_RATE_RULES.requestAccount, String(userId));
      await requestLink(db, userId, request.body.identifier, clock());
      return { status: 200, message: FAMILY_MESSAGES.requestSent, data: await familyOverview(db, userId) };
    },
  );

  for (const [action, message] of [
    ["accept", FAMILY_MESSAGES.accepted],
    ["decline", FAMILY_MESSAGES.declined],
    ["cancel", FAMILY_MESSAGES.cancelled],
  ] as const) {
    app.post(
      `/v2/user/relation_user/request/:id/${action}`,
      {
        schema: {
          tags: ["account"],
          summary:
            action === "cancel"
              ? "Take back a request the caller sent"
              : `${action === "accept" ? "Accept" : "Decline"} a request sent to the caller`,
          params: familyRequestParams,
          querystring: callContextQuery,
          response: { 200: overviewEnvelope, ...withNotFound },
        },
      },
      async (request) => {
        const { userId } = requireUser(request);
        await limiter.hit(FAMILY_RATE_RULES.answerAccount, String(userId));
        const { id } = request.params;
        if (action === "cancel") await cancelRequest(db, userId, id, clock());
        else await answerRequest(db, userId, id, action === "accept" ? "accepted" : "declined", clock());
        return { status: 200, message, data: await familyOverview(db, userId) };
      },
    );
  }

  app.post(
    "/v2/user/relation_user/remove/:user_id",
    {
      schema: {
        tags: ["account"],
        summary: "End a link the caller is part of (as parent/teacher or as child/pupil)",
        params: familyLinkParams,
        querystring: callContextQuery,
        response: { 200: overviewEnvelope, ...withNotFound },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(FAMILY_RATE_RULES.answerAccount, String(userId));
      await removeLink(db, userId, request.params.user_id);
      return { status: 200, message: FAMILY_MESSAGES.removed, data: await familyOverview(db, userId) };
    },
  );

  app.get(
    "/v2/user/relation_user/child/:child_id/program/:page",
    {
      schema: {
        tags: ["account"],
        summary: "A linked child's or pupil's programmes with progress, read-only (404 unless linked)",
        params: familyChildProgramsParams,
        querystring: callContextQuery,
        response: { 200: envelope(childProgramsSchema), ...withNotFound },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { child_id, page } = request.params;
      return ok(await childPrograms(db, userId, child_id, page));
    },
  );
};
