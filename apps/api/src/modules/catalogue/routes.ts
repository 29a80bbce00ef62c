import { programCategories } from "@app/domain/catalogue/constants";
import {
  activityListAnswer,
  activityListParams,
  activityListQuery,
  productDetailParams,
  programActivityAnswerSchema,
  programDescriptionSchema,
  programDetailSchema,
  programGetParams,
  programListAnswer,
  programListParams,
} from "@app/domain/catalogue/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { errors, MESSAGES } from "../../platform/errors";
import {
  filterChoices,
  findProgram,
  listByCategory,
  programActivities,
  programDescription,
  programDetail,
  searchPrograms,
} from "./service";

const refusals = { 400: errorEnvelope, 401: errorEnvelope };

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db; productSlug: string }> = async (
  app,
  { db, productSlug },
) => {
  const categories = programCategories(productSlug);
  const listParams = programListParams(categories);
  const listQuery = activityListQuery(categories);

  const listSchema = {
    tags: ["catalogue"],
    summary: "Programmes of a category, most popular first",
    querystring: callContextQuery,
    params: listParams,
    response: { 200: envelope(programListAnswer), ...refusals },
  };
  const cached = { visitorCache: true };
  app.get("/program/list/:category/:page/:limit", { schema: listSchema, config: cached }, async (request) =>
    ok(await listByCategory(db, request.params)),
  );
  app.get("/program/list/:category/:page/:limit/:tag", { schema: listSchema, config: cached }, async (request) =>
    ok(await listByCategory(db, request.params)),
  );

  app.get(
    "/program_activity/v2/list/:page/:n",
    {
      config: cached,
      schema: {
        tags: ["catalogue"],
        summary: "Search and browse programmes with filters and sort",
        params: activityListParams,
        querystring: listQuery,
        response: { 200: activityListAnswer, ...refusals },
      },
    },
    async (request) => {
      const { platform: _platform, source: _source, ...filters } = request.query;
      const { page, n } = request.params;
      const { cards, hasMore } = await searchPrograms(db, filters, page, n);
      let nextUrl: string | null = null;
      if (hasMore) {
        const query = new URLSearchParams();
        // platform and source are the caller's own (its client adds them to every call), so they stay out
        for (const [key, value] of Object.entries(filters)) if (value !== undefined) query.set(key, String(value));
        nextUrl = `/api/program_activity/v2/list/${page + 1}/${n}?${query}`;
      }
      return {
        status: 200,
        message: MESSAGES.ok,
        data: cards,
        ...filterChoices(categories, filters),
        "next-url": nextUrl,
      };
    },
  );

  const detailSchema = { tags: ["catalogue"], querystring: callContextQuery, params: productDetailParams };

  async function programOr400(idOrSlug: string | number) {
    const program = await findProgram(db, idOrSlug);
    if (!program) throw errors.notFoundSlug();
    return program;
  }

  app.get(
    "/program_activity/v2/product_detail/:id",
    {
      config: cached,
      schema: {
        ...detailSchema,
        summary: "A programme page: programme, creator, rating, topics",
        response: { 200: envelope(programDetailSchema), ...refusals },
      },
    },
    async (request) => ok(await programDetail(db, await programOr400(request.params.id))),
  );

  app.get(
    "/program_activity/v2/product_detail/:id/description",
    {
      config: cached,
      schema: {
        ...detailSchema,
        summary: "A programme's description and discussion room",
        response: { 200: envelope(programDescriptionSchema), ...refusals },
      },
    },
    async (request) => ok(programDescription(await programOr400(request.params.id))),
  );

  app.get(
    "/program_activity/v2/product_detail/:id/activity",
    {
      config: cached,
      schema: {
        ...detailSchema,
        summary: "A programme's topics with their activities",
        response: { 200: envelope(programActivityAnswerSchema), ...refusals },
      },
    },
    async (request) => ok(await programActivities(db, (await programOr400(request.params.id)).id)),
  );

  app.get(
    "/program/get/:id",
    {
      config: cached,
      schema: {
        tags: ["catalogue"],
        summary: "A programme by numeric id",
        querystring: callContextQuery,
        params: programGetParams,
        response: { 200: envelope(programDetailSchema), ...refusals },
      },
    },
    async (request) => ok(await programDetail(db, await programOr400(request.params.id))),
  );
};
