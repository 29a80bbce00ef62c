import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { ApiError, apiGet } from "../../shared/lib/api-client";
import { lazyContract, lazyEnvelope } from "../../shared/lib/lazy-contract";
import { usePartnerInstitutionSlug } from "../../shared/lib/site";
import type { SearchFilters } from "./search-params";

/** Query keys of the catalogue calls; mutations elsewhere invalidate by these. */
export const catalogueKeys = {
  all: ["catalogue"] as const,
  /** `institution`: the partner site's slug, or null for the whole catalogue. */
  programList: (category: string, limit: number, institution: string | null = null) =>
    ["catalogue", "program-list", category, limit, institution] as const,
  activityList: (filters: SearchFilters, perPage: number) => ["catalogue", "activity-list", filters, perPage] as const,
  productDetail: (slug: string) => ["catalogue", "product-detail", slug] as const,
  productDescription: (slug: string) => ["catalogue", "product-detail", slug, "description"] as const,
  productActivity: (slug: string) => ["catalogue", "product-detail", slug, "activity"] as const,
  /** The caller's own enrolment: a key of its own, never inside the shared product-detail answer. */
  productEnrolment: (programId: number) => ["catalogue", "product-enrolment", programId] as const,
  /** Every programme's enrolment answer: stale once the learner buys or joins anything. */
  productEnrolments: ["catalogue", "product-enrolment"] as const,
};

/** The contracts, imported by the first call (the home page's shelves arrive with its HTML: lazy-contract.ts). */
const contracts = () => import("@app/domain/catalogue/contracts");
const activityListAnswer = lazyContract(async () => (await contracts()).activityListAnswer);

// ---- GET /program/list/{category}/1/{limit} --------------------------------------------------------

const programListEnvelope = lazyEnvelope(async () => (await contracts()).programListAnswer);

/**
 * The first programmes of a category. A partner site (`institution` set) shows only its own programmes, and
 * /program/list has no institution filter: it asks the list call for the same cards instead,
 * GET /program_activity/v2/list/1/{limit}?category=…&institution=<slug>.
 */
export async function fetchProgramList(
  category: string,
  limit: number,
  institution: string | null = null,
  signal?: AbortSignal,
) {
  if (institution) {
    const answer = await apiGet(`/program_activity/v2/list/1/${limit}`, activityListAnswer, {
      query: { category, institution },
      ...(signal ? { signal } : {}),
    });
    return answer.data;
  }
  const path = `/program/list/${encodeURIComponent(category)}/1/${limit}`;
  const answer = await apiGet(path, programListEnvelope, signal ? { signal } : {});
  return answer.data;
}

export function programListQueryOptions(category: string, limit = 8, institution: string | null = null) {
  return queryOptions({
    queryKey: catalogueKeys.programList(category, limit, institution),
    queryFn: ({ signal }) => fetchProgramList(category, limit, institution, signal),
  });
}

/** Kept to the partner's programmes on a partner site. */
export function useProgramList(category: string, limit = 8) {
  return useQuery(programListQueryOptions(category, limit, usePartnerInstitutionSlug()));
}

// ---- GET /program_activity/v2/list/1/{perPage}?{filters}, then the answer's next-url -------------------

export const SEARCH_PAGE_SIZE = 36;

export async function fetchActivityListPage(
  pageUrl: string | null,
  filters: SearchFilters,
  perPage: number,
  signal?: AbortSignal,
) {
  // The first page is built from the filters; later pages follow the server's next-url as given.
  const path = pageUrl ?? `/program_activity/v2/list/1/${perPage}`;
  return apiGet(path, activityListAnswer, {
    ...(pageUrl ? {} : { query: filters }),
    ...(signal ? { signal } : {}),
  });
}

export function activityListQueryOptions(filters: SearchFilters, perPage = SEARCH_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.activityList(filters, perPage),
    queryFn: ({ pageParam, signal }) => fetchActivityListPage(pageParam, filters, perPage, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last["next-url"] ?? undefined,
  });
}

/**
 * The filters a programme list may ask for: on a partner site always the partner's institution, whatever the
 * page passed (a partner site shows only its own programmes); elsewhere the filters as they are.
 */
export function scopedFilters(filters: SearchFilters, institution: string | null): SearchFilters {
  return institution ? { ...filters, institution } : filters;
}

/**
 * Every programme grid, shelf and the search page list through this hook, so a partner site cannot reach a
 * list of other institutions' programmes. While other filters load, the previous results stay on screen
 * (dimmed) instead of a blank page.
 */
export function useActivityList(filters: SearchFilters, perPage = SEARCH_PAGE_SIZE) {
  const institution = usePartnerInstitutionSlug();
  return useInfiniteQuery({
    ...activityListQueryOptions(scopedFilters(filters, institution), perPage),
    placeholderData: keepPreviousData,
  });
}

// ---- GET /program_activity/v2/product_detail/{slug}[/description|/activity] -------------------------

const productDetailEnvelope = lazyEnvelope(async () => (await contracts()).programDetailSchema);
const productDescriptionEnvelope = lazyEnvelope(async () => (await contracts()).programDescriptionSchema);
const productActivityEnvelope = lazyEnvelope(async () => (await contracts()).programActivityAnswerSchema);

function productDetailPath(slug: string, part?: "description" | "activity"): string {
  return `/program_activity/v2/product_detail/${encodeURIComponent(slug)}${part ? `/${part}` : ""}`;
}

export async function fetchProductDetail(slug: string, signal?: AbortSignal) {
  return (await apiGet(productDetailPath(slug), productDetailEnvelope, signal ? { signal } : {})).data;
}

export function productDetailQueryOptions(slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.productDetail(slug),
    queryFn: ({ signal }) => fetchProductDetail(slug, signal),
  });
}

export function useProductDetail(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productDetailQueryOptions(slug), enabled: options.enabled ?? true });
}

export async function fetchProductDescription(slug: string, signal?: AbortSignal) {
  return (await apiGet(productDetailPath(slug, "description"), productDescriptionEnvelope, signal ? { signal } : {}))
    .data;
}

export function productDescriptionQueryOptions(slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.productDescription(slug),
    queryFn: ({ signal }) => fetchProductDescription(slug, signal),
  });
}

export function useProductDescription(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productDescriptionQueryOptions(slug), enabled: options.enabled ?? true });
}

export async function fetchProductActivity(slug: string, signal?: AbortSignal) {
  return (await apiGet(productDetailPath(slug, "activity"), productActivityEnvelope, signal ? { signal } : {})).data;
}

export function productActivityQueryOptions(slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.productActivity(slug),
    queryFn: ({ signal }) => fetchProductActivity(slug, signal),
  });
}

export function useProductActivity(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productActivityQueryOptions(slug), enabled: options.enabled ?? true });
}

// ---- GET /program_activity/v2/product_detail/{id}/enrolment (the logged-in caller's own) ------------------

const productEnrolmentEnvelope = lazyEnvelope(async () => (await contracts()).programEnrolmentSchema);

export function productEnrolmentQueryOptions(programId: number) {
  return queryOptions({
    queryKey: catalogueKeys.productEnrolment(programId),
    // the progress moves as the learner studies: asked again on every visit of the page
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/program_activity/v2/product_detail/${programId}/enrolment`, productEnrolmentEnvelope, {
          ...(signal ? { signal } : {}),
        })
      ).data,
  });
}

/** Whether the learner already follows the programme (asked only with a session: a visitor follows nothing). */
export function useProductEnrolment(programId: number, options: { enabled: boolean }) {
  return useQuery({ ...productEnrolmentQueryOptions(programId), enabled: options.enabled });
}

/** Spec 002 section 8: status 400 with 'Not found slug', or 404, goes to /404. */
export function isProductNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    (error.status === 400 && error.message === "Not found slug") || error.status === 404 || error.httpStatus === 404
  );
}

/** Spec 002 section 8: status 114 with 'program not available' marks the programme deleted. */
export function isProductUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 114;
}
