import {
  enrolledAnswer,
  enrolledParams,
  enrolledQuery,
  firstActivityAnswer,
  firstActivityBody,
  groupScheduleAnswer,
  groupScheduleBody,
  LEARNING_MESSAGES,
  todoAnswer,
  todoParams,
  todoQuery,
} from "@app/domain/learning/contracts";
import { defaultTodoPeriod, isValidTodoPeriod, type TodoSchedule, wibDayBounds } from "@app/domain/learning/todo";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { errors, MESSAGES } from "../../platform/errors";
import { enrolledPrograms } from "./enrolled";
import { firstActivities, nextSessions } from "./service";
import { todoPage } from "./todo";

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

/**
 * The address of the next page with the same query (the caller's own platform and source stay out, as in the
 * catalogue's lists).
 */
function nextUrl(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, `${value}`);
  return params.size ? `${path}?${params}` : path;
}

/** My programmes and the to-do view (spec 002 section 7, 'My programmes'): the caller's own data only. */
export const learningRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    "/program-activity/enrolled/:user_id/:page/:limit",
    {
      // the answer reads the learner's enrolments and public programme fields alone (decisions/036)
      config: { learnerCache: true },
      schema: {
        tags: ["learning"],
        summary: "My programmes: the learner's enrolments with progress, filtered, sorted and paged (12 at most)",
        params: enrolledParams,
        querystring: enrolledQuery.extend(callContextQuery.shape),
        response: { 200: enrolledAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { user_id, page, limit } = request.params;
      // another learner's id is refused whatever it holds: no answer tells whether it exists
      if (user_id !== userId) throw errors.forbidden(LEARNING_MESSAGES.notYours);
      const { platform: _platform, source: _source, ...query } = request.query;
      const result = await enrolledPrograms(db, userId, query, page, limit);
      return {
        status: 200,
        message: MESSAGES.ok,
        data: result.data,
        next_url: result.hasMore
          ? nextUrl(`/api/program-activity/enrolled/${userId}/${page + 1}/${limit}`, query)
          : null,
        filter: result.filter,
      };
    },
  );

  // the first page is asked without a number (spec 002: /my/all/ and /1)
  for (const path of ["/program_activity/my/all", "/program_activity/my/all/:page"]) {
    app.get(
      path,
      {
        schema: {
          tags: ["learning"],
          summary: "To-do: the learner's scheduled activities in a period, soonest first, 10 a page",
          params: todoParams,
          querystring: todoQuery.extend(callContextQuery.shape),
          response: { 200: todoAnswer, ...refusals },
        },
      },
      async (request) => {
        const { userId } = requireUser(request);
        const page = request.params.page ?? 1;
        const { platform: _platform, source: _source, type, schedule, is_required, start, end, search } = request.query;
        const fallback = defaultTodoPeriod(clock());
        const period = { start: start ?? fallback.start, end: end ?? fallback.end };
        if (!isValidTodoPeriod(period)) throw errors.refused(LEARNING_MESSAGES.period);
        const result = await todoPage(
          db,
          userId,
          {
            types: type,
            schedule: (schedule ?? "all") as TodoSchedule,
            required: is_required === "true",
            from: wibDayBounds(period.start).start,
            to: wibDayBounds(period.end).end,
            search: search ?? "",
          },
          page,
        );
        // the period as applied goes along, so the next page continues the same list even after midnight
        const query = { type: type.join(","), schedule, is_required, ...period, search };
        return {
          status: 200,
          message: MESSAGES.ok,
          data: result.items,
          next_url: result.hasMore ? nextUrl(`/api/program_activity/my/all/${page + 1}`, query) : null,
        };
      },
    );
  }

  app.post(
    "/program/first-activity-multi-program/",
    {
      schema: {
        tags: ["learning"],
        summary: "The activity 'Lanjutkan' opens in each of the asked programmes the learner is enrolled in",
        querystring: callContextQuery,
        body: firstActivityBody,
        response: { 200: envelope(firstActivityAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await firstActivities(db, userId, [...new Set(request.body.program_id_list)]));
    },
  );

  app.post(
    "/program-activity/group-schedule/",
    {
      schema: {
        tags: ["learning"],
        summary: "The next live session of each of the asked programmes the learner is enrolled in",
        querystring: callContextQuery,
        body: groupScheduleBody,
        response: { 200: envelope(groupScheduleAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await nextSessions(db, userId, [...new Set(request.body.program_ids)], clock()));
    },
  );
};
