import { meUserSchema } from "@app/domain/account/contracts";
import {
  completeRegionBody,
  districtListAnswer,
  districtListParams,
  districtListQuery,
  profileOptionListAnswer,
  provinceListAnswer,
  REGION_MESSAGES,
  regencyListAnswer,
  regencyListQuery,
} from "@app/domain/account/region";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import {
  completeRegion,
  listContentPreferences,
  listDistricts,
  listLearningObjectives,
  listProvinces,
  listRegencies,
} from "./region";
import { loadMe } from "./service";

const HOUR = 3_600;

export const REGION_RATE_RULES = {
  /** Saving one's region: a person does it a few times; a bound on a script hammering the call. */
  completeRegionAccount: { name: "complete-region-account", limit: 60, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope };
const cached = { visitorCache: true };

/** Reference lists are the same for everyone and change only with a release: browsers and proxies may keep them. */
function publicList(reply: FastifyReply): void {
  reply.header("cache-control", "public, max-age=3600");
}

const CALLER_ONLY = new Set(["platform", "source"]);

/** The filters to carry into next_url (not the caller's own platform and source). */
function carried(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || CALLER_ONLY.has(key)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const regionRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; limiter: RateLimiter }> = async (
  app,
  { db, clock, limiter },
) => {
  app.get(
    "/user/provinces",
    {
      config: cached,
      schema: {
        tags: ["reference"],
        summary: "Indonesian provinces (Kemendagri codes)",
        querystring: callContextQuery,
        response: { 200: envelope(provinceListAnswer), ...refusals },
      },
    },
    async (_request, reply) => {
      publicList(reply);
      return ok(await listProvinces(db));
    },
  );

  app.get(
    "/user/regencies",
    {
      config: cached,
      schema: {
        tags: ["reference"],
        summary: "Regencies and cities, of one province or by name",
        querystring: regencyListQuery,
        response: { 200: envelope(regencyListAnswer), ...refusals },
      },
    },
    async (request, reply) => {
      publicList(reply);
      return ok(await listRegencies(db, request.query));
    },
  );

  // the limit may be left out of the path: 20 (spec 000 7.2)
  for (const path of ["/user/get-all-district/:page/:limit", "/user/get-all-district/:page"]) {
    app.get(
      path,
      {
        config: cached,
        schema: {
          tags: ["reference"],
          summary: "Districts (kecamatan), paged, filtered by province, regency or name",
          params: districtListParams,
          querystring: districtListQuery,
          response: { 200: envelope(districtListAnswer), ...refusals },
        },
      },
      async (request, reply) => {
        const { page, limit } = request.params;
        const result = await listDistricts(db, request.query, page, limit);
        const totalPage = Math.ceil(result.total / limit);
        publicList(reply);
        return ok({
          list: result.items,
          total: result.total,
          page,
          per_page: limit,
          total_page: totalPage,
          next_url:
            page < totalPage ? `/api/user/get-all-district/${page + 1}/${limit}${carried(request.query)}` : null,
        });
      },
    );
  }

  app.get(
    "/user/learning-objective",
    {
      config: cached,
      schema: {
        tags: ["reference"],
        summary: "Learning objective options of the profile",
        querystring: callContextQuery,
        response: { 200: envelope(profileOptionListAnswer), ...refusals },
      },
    },
    async (_request, reply) => {
      publicList(reply);
      return ok(await listLearningObjectives(db));
    },
  );

  app.get(
    "/v2/user/preference-content",
    {
      config: cached,
      schema: {
        tags: ["reference"],
        summary: "Content preference options of the profile",
        querystring: callContextQuery,
        response: { 200: envelope(profileOptionListAnswer), ...refusals },
      },
    },
    async (_request, reply) => {
      publicList(reply);
      return ok(await listContentPreferences(db));
    },
  );

  app.post(
    "/v2/user/complete-region",
    {
      schema: {
        tags: ["account"],
        summary: "Save the caller's province, regency/city and district (the city follows the regency)",
        querystring: callContextQuery,
        body: completeRegionBody,
        response: { 200: envelope(meUserSchema), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(REGION_RATE_RULES.completeRegionAccount, String(userId));
      const now = clock();
      await completeRegion(db, userId, request.body, now);
      return { status: 200, message: REGION_MESSAGES.saved, data: await loadMe(db, userId, now) };
    },
  );
};
