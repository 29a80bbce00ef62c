import {
  discoveryHostParams,
  institutionAdsAnswer,
  popularKeywordsAnswer,
  programAdsAnswer,
} from "@app/domain/discovery/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { institutionAds, popularKeywords, programAds } from "./service";

const refusals = { 400: errorEnvelope, 401: errorEnvelope };

/** The search dropdown's three groups (spec 000 sections 2.4 and 7.3); visitor calls, cached for visitors. */
export const discoveryRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const cached = { visitorCache: true };
  app.get(
    "/discovery/popular-keywords",
    {
      config: cached,
      schema: {
        tags: ["discovery"],
        summary: "The most searched keywords of the last 30 days (with a fallback from popular programmes)",
        querystring: callContextQuery,
        response: { 200: envelope(popularKeywordsAnswer), ...refusals },
      },
    },
    async () => ok(await popularKeywords(db, clock)),
  );
  app.get(
    "/discovery/program-ads/:host",
    {
      config: cached,
      schema: {
        tags: ["discovery"],
        summary: "Recommended programmes of a host",
        querystring: callContextQuery,
        params: discoveryHostParams,
        response: { 200: envelope(programAdsAnswer), ...refusals },
      },
    },
    async (request) => ok(await programAds(db, clock, request.params.host)),
  );
  app.get(
    "/discovery/institution-ads/:host",
    {
      config: cached,
      schema: {
        tags: ["discovery"],
        summary: "Favourite institutions of a host",
        querystring: callContextQuery,
        params: discoveryHostParams,
        response: { 200: envelope(institutionAdsAnswer), ...refusals },
      },
    },
    async (request) => ok(await institutionAds(db, clock, request.params.host)),
  );
};
