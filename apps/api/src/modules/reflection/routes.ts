import type { PlatformReflection } from "@app/domain/reflection/contracts";
import {
  facilitatorReflectionSchema,
  PLATFORM_REFLECTION_TTL_MS,
  platformReflectionSchema,
  REFLECTION_MESSAGES,
  reflectionRoleAnswer,
  reflectionUserParams,
  reflectionYearParams,
  regularReflectionSchema,
} from "@app/domain/reflection/contracts";
import { FIRST_REFLECTION_YEAR, isReflectionYear, wibYear } from "@app/domain/reflection/rules";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { errors } from "../../platform/errors";
import {
  facilitatorReflection,
  ownReflectionUser,
  platformReflection,
  reflectionRole,
  regularReflection,
} from "./service";

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope };

/**
 * The reflection calls (spec 002 section 7 "Reflection report"; docs/api.md "Kilas Balik"). A user's story holds
 * their activity: only they may read it (a visitor 401; another's or an unknown username 404 alike). The
 * platform's year is public, for visitors with the application key too.
 */
export const reflectionRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const checkedYear = (year: number) => {
    const now = clock();
    if (!isReflectionYear(year, now))
      throw errors.refused(REFLECTION_MESSAGES.yearOutOfRange(FIRST_REFLECTION_YEAR, wibYear(now)));
    return year;
  };

  app.get(
    "/user/report/fun/role/:year/:username",
    {
      schema: {
        tags: ["reflection"],
        summary: "The caller's role for that year's story: regular (learner) or facilitator, lowercased",
        params: reflectionUserParams,
        querystring: callContextQuery,
        response: { 200: envelope(reflectionRoleAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const year = checkedYear(request.params.year);
      const user = await ownReflectionUser(db, userId, request.params.username);
      return ok({ year, role: await reflectionRole(db, user.id) });
    },
  );

  app.get(
    "/user/report/fun/regular/:year/:username",
    {
      schema: {
        tags: ["reflection"],
        summary: "The caller's learner story of the year (WIB): programmes, hours, streak, scores, certificates",
        params: reflectionUserParams,
        querystring: callContextQuery,
        response: { 200: envelope(regularReflectionSchema), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const year = checkedYear(request.params.year);
      const user = await ownReflectionUser(db, userId, request.params.username);
      return ok(await regularReflection(db, user, year));
    },
  );

  app.get(
    "/user/report/fun/facilitator/:year/:username",
    {
      schema: {
        tags: ["reflection"],
        summary: "The caller's facilitator story of the year (WIB): sessions led, learners reached, ratings",
        params: reflectionUserParams,
        querystring: callContextQuery,
        response: { 200: envelope(facilitatorReflectionSchema), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const year = checkedYear(request.params.year);
      const user = await ownReflectionUser(db, userId, request.params.username);
      return ok(await facilitatorReflection(db, user, year, clock()));
    },
  );

  // the platform's year scans the year's completions (no index by time): kept per year for a while, per process
  const kept = new Map<number, { at: number; value: PlatformReflection }>();
  app.get(
    "/user/report/fun/sekolahmu/:year",
    {
      schema: {
        tags: ["reflection"],
        summary: "The platform's year (WIB): learners, activities, hours, enrolments, certificates, new programmes",
        params: reflectionYearParams,
        querystring: callContextQuery,
        response: { 200: envelope(platformReflectionSchema), ...refusals },
      },
    },
    async (request) => {
      const year = checkedYear(request.params.year);
      const now = clock().getTime();
      const hit = kept.get(year);
      if (hit && now - hit.at < PLATFORM_REFLECTION_TTL_MS && now >= hit.at) return ok(hit.value);
      const value = await platformReflection(db, year);
      kept.set(year, { at: now, value });
      return ok(value);
    },
  );
};
