import { CATALOGUE_LIMITS, PRAKERJA_CATEGORY, programCategories } from "@app/domain/catalogue/constants";
import { pageSchema, programCardSchema } from "@app/domain/catalogue/contracts";
import {
  hostProgramQuery,
  type InstitutionDetail,
  institutionDetailSchema,
  institutionListAnswer,
  institutionListParams,
  institutionListQuery,
  institutionProgramParams,
  institutionProgramQuery,
  institutionSlugParams,
  landingPageAnswer,
  landingPageListAnswer,
  landingPageParams,
  pagedAnswer,
  parentInstitutionAnswer,
  parentInstitutionParams,
  professionAnswer,
  referenceAnswer,
  subdomainParams,
  subjectListAnswer,
  yearListAnswer,
} from "@app/domain/institution/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { errors, MESSAGES } from "../../platform/errors";
import {
  institutionBySlug,
  institutionBySubdomain,
  institutionIdBySlug,
  landingPage,
  landingPageList,
  listInstitutions,
  listProgramCards,
  type Paged,
  professionList,
  referenceData,
  subjectList,
  yearList,
} from "./service";

export const INSTITUTION_MESSAGES = {
  institutionNotFound: "Lembaga tidak ditemukan",
  landingPageNotFound: "Halaman tidak ditemukan",
  unknownHost: "Host tidak dikenal",
  unknownCategory: "Kategori tidak dikenal",
} as const;

const refusals = { 400: errorEnvelope, 401: errorEnvelope };
const refusalsAnd404 = { ...refusals, 404: errorEnvelope };
const cached = { visitorCache: true };
const programPage = pagedAnswer(programCardSchema);

/** Query values to carry into next_url: set ones only; a yes/no flag goes back as the 1/0 it came as. */
function carried(query: Record<string, unknown>, leaveOut: readonly string[]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || leaveOut.includes(key)) continue;
    params.set(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** platform and source are the caller's own (its client adds them to every call); url is the page it was on. */
const CALLER_ONLY = ["platform", "source", "url"] as const;

function paged<T>(
  result: Paged<T>,
  page: number,
  perPage: number,
  nextPath: (next: number) => string,
  query: Record<string, unknown>,
) {
  const totalPage = Math.ceil(result.total / perPage);
  return {
    list: result.items,
    total: result.total,
    page,
    per_page: perPage,
    total_page: totalPage,
    next_url: page < totalPage ? `${nextPath(page + 1)}${carried(query, CALLER_ONLY)}` : null,
  };
}

export const institutionRoutes: FastifyPluginAsyncZod<{ db: Db; productSlug: string }> = async (
  app,
  { db, productSlug },
) => {
  const categories = programCategories(productSlug);
  const mainHost = `${productSlug}mu`;
  const hostCategories: Record<string, readonly string[]> = {
    [mainHost]: categories.filter((c) => c !== PRAKERJA_CATEGORY),
    prakerja: [PRAKERJA_CATEGORY],
  };

  async function institutionOr404(found: Promise<InstitutionDetail | null>) {
    const institution = await found;
    if (!institution) throw errors.notFound(INSTITUTION_MESSAGES.institutionNotFound);
    return institution;
  }

  app.get(
    "/user/institution/:page/:limit",
    {
      config: cached,
      schema: {
        tags: ["institution"],
        summary: "Institutions, most programmes first, filtered by group, type, name or Prakerja programmes",
        params: institutionListParams,
        querystring: institutionListQuery,
        response: { 200: envelope(institutionListAnswer), ...refusals },
      },
    },
    async (request) => {
      const { page, limit } = request.params;
      const result = await listInstitutions(db, request.query, page, limit);
      return ok(paged(result, page, limit, (next) => `/api/user/institution/${next}/${limit}`, request.query));
    },
  );

  app.get(
    "/user/institution/get/:slug",
    {
      config: cached,
      schema: {
        tags: ["institution"],
        summary: "One institution's page: branding, group and counts",
        params: institutionSlugParams,
        querystring: callContextQuery,
        response: { 200: envelope(institutionDetailSchema), ...refusalsAnd404 },
      },
    },
    async (request) => ok(await institutionOr404(institutionBySlug(db, request.params.slug))),
  );

  app.get(
    "/user/institution/get-by-domain/:subdomain",
    {
      config: cached,
      schema: {
        tags: ["institution"],
        summary: "The partner (platinum) site of a subdomain",
        params: subdomainParams,
        querystring: callContextQuery,
        response: { 200: envelope(institutionDetailSchema), ...refusalsAnd404 },
      },
    },
    async (request) => ok(await institutionOr404(institutionBySubdomain(db, request.params.subdomain))),
  );

  app.get(
    "/user/parent_institution/:slug/:page/:limit",
    {
      config: cached,
      schema: {
        tags: ["institution"],
        summary: "An institution group and one page of its member institutions",
        params: parentInstitutionParams,
        querystring: callContextQuery,
        response: { 200: envelope(parentInstitutionAnswer), ...refusalsAnd404 },
      },
    },
    async (request) => {
      const { slug, page, limit } = request.params;
      const parentInstitution = await institutionOr404(institutionBySlug(db, slug));
      const result = await listInstitutions(db, { parentId: parentInstitution.id }, page, limit);
      return ok({
        ...paged(result, page, limit, (next) => `/api/user/parent_institution/${slug}/${next}/${limit}`, {}),
        parent: parentInstitution,
      });
    },
  );

  app.get(
    "/program/institution/:slug/:page/:perPage",
    {
      config: cached,
      schema: {
        tags: ["institution"],
        summary: "An institution's programmes, filtered by year, subject, name or Prakerja",
        params: institutionProgramParams,
        querystring: institutionProgramQuery,
        response: { 200: envelope(programPage), ...refusalsAnd404 },
      },
    },
    async (request) => {
      const { slug, page, perPage } = request.params;
      const creatorId = await institutionIdBySlug(db, slug);
      if (creatorId === null) throw errors.notFound(INSTITUTION_MESSAGES.institutionNotFound);
      const { year, search, subject, is_prakerja } = request.query;
      const result = await listProgramCards(db, { creatorId, year, search, subject, is_prakerja }, page, perPage);
      return ok(
        paged(result, page, perPage, (next) => `/api/program/institution/${slug}/${next}/${perPage}`, request.query),
      );
    },
  );

  app.get(
    "/program-core/host/:host/:page",
    {
      config: cached,
      schema: {
        tags: ["institution"],
        summary: `The catalogue of a host: ${mainHost} (every category but Prakerja) or prakerja`,
        params: z.object({
          host: z.enum([mainHost, "prakerja"], { message: INSTITUTION_MESSAGES.unknownHost }),
          page: pageSchema,
        }),
        querystring: hostProgramQuery(categories),
        response: { 200: envelope(programPage), ...refusals },
      },
    },
    async (request) => {
      const { host, page } = request.params;
      const { type, search } = request.query;
      const allowed = hostCategories[host] ?? [];
      if (type !== undefined && !allowed.includes(type)) {
        throw errors.refused(MESSAGES.invalidInput, {
          fields: [{ field: "querystring.type", message: INSTITUTION_MESSAGES.unknownCategory }],
        });
      }
      const perPage = CATALOGUE_LIMITS.searchListDefault;
      const result = await listProgramCards(db, { categories: type ? [type] : allowed, search }, page, perPage);
      return ok(paged(result, page, perPage, (next) => `/api/program-core/host/${host}/${next}`, request.query));
    },
  );

  // ---- reference data ----

  app.get(
    "/user/reference/",
    {
      config: cached,
      schema: {
        tags: ["reference"],
        summary: "Institution types",
        querystring: callContextQuery,
        response: { 200: envelope(referenceAnswer), ...refusals },
      },
    },
    async () => ok(referenceData()),
  );

  app.get(
    "/user/profession/",
    {
      config: cached,
      schema: {
        tags: ["reference"],
        summary: "Professions",
        querystring: callContextQuery,
        response: { 200: envelope(professionAnswer), ...refusals },
      },
    },
    async () => ok(await professionList(db)),
  );

  app.get(
    "/user/year/list",
    {
      config: cached,
      schema: {
        tags: ["reference"],
        summary: "Year levels in school order, with the learning-level menu's slug",
        querystring: callContextQuery,
        response: { 200: envelope(yearListAnswer), ...refusals },
      },
    },
    async () => ok(await yearList(db)),
  );

  app.get(
    "/program/subject/list/",
    {
      config: cached,
      schema: {
        tags: ["reference"],
        summary: "School subjects",
        querystring: callContextQuery,
        response: { 200: envelope(subjectListAnswer), ...refusals },
      },
    },
    async () => ok(await subjectList(db)),
  );

  // ---- landing pages of the /{title} rule ----

  app.get(
    "/config/landing-pages",
    {
      config: cached,
      schema: {
        tags: ["reference"],
        summary: "The landing-page list of the /{title} rule",
        querystring: callContextQuery,
        response: { 200: envelope(landingPageListAnswer), ...refusals },
      },
    },
    async () => ok(await landingPageList(db)),
  );

  app.get(
    "/config/landing-pages/:slug",
    {
      config: cached,
      schema: {
        tags: ["reference"],
        summary: "One landing page with its institution's branding",
        params: landingPageParams,
        querystring: callContextQuery,
        response: { 200: envelope(landingPageAnswer), ...refusalsAnd404 },
      },
    },
    async (request) => {
      const page = await landingPage(db, request.params.slug);
      if (!page) throw errors.notFound(INSTITUTION_MESSAGES.landingPageNotFound);
      return ok(page);
    },
  );
};
