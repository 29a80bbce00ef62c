import { PROGRAM_UNAVAILABLE, programCategories } from "@app/domain/catalogue/constants";
import {
  activityListAnswer,
  activityListParams,
  activityListQuery,
  categorySchema,
  productDetailParams,
  programActivityAnswerSchema,
  programDescriptionSchema,
  programDetailSchema,
  programEnrolmentSchema,
  programGetParams,
  programListAnswer,
  programListParams,
  reviewDetailParams,
  reviewDetailSchema,
  reviewListAnswer,
  reviewParams,
} from "@app/domain/catalogue/contracts";
import { SEARCH_LIST_ALL, searchListAnswer, searchListQuery } from "@app/domain/discovery/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { AppError, errors, MESSAGES } from "../../platform/errors";
import { reviewDetail } from "./review";
import {
  filterChoices,
  findProgram,
  listByCategory,
  programActivities,
  programDescription,
  programDetail,
  programEnrolment,
  programReviewPage,
  searchList,
  searchPrograms,
} from "./service";

/** Told of every search a person submitted, and from where (the discovery module counts popular keywords). */
export type SearchListener = (keyword: string, client: string) => void;

const refusals = { 400: errorEnvelope, 401: errorEnvelope };

export const catalogueRoutes: FastifyPluginAsyncZod<{
  db: Db;
  productSlug: string;
  onSearch?: SearchListener;
}> = async (app, { db, productSlug, onSearch }) => {
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
      // only searches that found something can become popular keywords (decision 004)
      if (filters.search && page === 1 && cards.length > 0) onSearch?.(filters.search, request.ip);
      let nextUrl: string | null = null;
      if (hasMore) {
        const query = new URLSearchParams();
        // platform and source are the caller's own (its client adds them to every call), so they stay out
        for (const [key, value] of Object.entries(filters)) if (value !== undefined) query.set(key, String(value));
        nextUrl = `/api/program_activity/v2/list/${page + 1}/${n}${query.size ? `?${query}` : ""}`;
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

  /** Unknown: 400 'Not found slug'; removed: 114 'program not available' (spec 002 section 8). */
  async function programOr400(idOrSlug: string | number) {
    const program = await findProgram(db, idOrSlug);
    if (!program) throw errors.notFoundSlug();
    if (program.deletedAt) throw new AppError(400, PROGRAM_UNAVAILABLE.status, PROGRAM_UNAVAILABLE.message);
    return program;
  }

  const searchCategories = [SEARCH_LIST_ALL, ...categories];
  app.get(
    "/program_activity/search-list/:category/:title/:page",
    {
      config: cached,
      schema: {
        tags: ["catalogue"],
        summary: "Live search: the best programmes (36) and institutions (6) for a typed text",
        querystring: searchListQuery,
        params: z.object({
          category: categorySchema(searchCategories),
          title: z
            .string()
            .trim()
            .min(1, { message: "Kata kunci wajib diisi" })
            .max(100, { message: "Kata kunci terlalu panjang" }),
          page: z.literal("1", { message: "Hanya halaman 1 yang tersedia" }),
        }),
        response: { 200: envelope(searchListAnswer), ...refusals },
      },
    },
    async (request) => {
      // what is being typed ('pem', 'pemrog', …) is not a search: only submitted searches count (list call)
      return ok(await searchList(db, request.params.category, request.params.title, request.query.institution));
    },
  );

  app.get(
    "/program_activity/v2/product_detail/:id/review/:page",
    {
      config: cached,
      schema: {
        ...detailSchema,
        params: reviewParams,
        summary: "A programme's reviews, newest first, 10 per page",
        response: { 200: envelope(reviewListAnswer), ...refusals },
      },
    },
    async (request) => {
      const program = await programOr400(request.params.id);
      const page = await programReviewPage(db, program.id, request.params.page);
      const next_url =
        page.page < page.total_page
          ? `/api/program_activity/v2/product_detail/${request.params.id}/review/${page.page + 1}`
          : null;
      return ok({ ...page, next_url });
    },
  );

  app.get(
    "/program/review/:id",
    {
      config: cached,
      schema: {
        tags: ["catalogue"],
        summary: "One review with its programme's card (the shareable /review/{id} page); public",
        querystring: callContextQuery,
        params: reviewDetailParams,
        response: { 200: envelope(reviewDetailSchema), ...refusals, 404: errorEnvelope },
      },
    },
    async (request) => ok(await reviewDetail(db, request.params.id)),
  );

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

  // the caller's own: never visitor-cached, so the programme page's shared answer above stays the same for all
  app.get(
    "/program_activity/v2/product_detail/:id/enrolment",
    {
      schema: {
        ...detailSchema,
        summary: "The logged-in caller's own enrolment in a programme: progress and where to continue",
        response: { 200: envelope(programEnrolmentSchema), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await programEnrolment(db, userId, (await programOr400(request.params.id)).id));
    },
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
