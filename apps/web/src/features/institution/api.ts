import type { programCardSchema } from "@app/domain/catalogue/contracts";
import { FALLBACK_INSTITUTION_TYPES, INSTITUTION_LIMITS } from "@app/domain/institution/constants";
import type { pagedAnswer } from "@app/domain/institution/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError, apiGet, type QueryValue } from "../../shared/lib/api-client";
import { lazyEnvelope } from "../../shared/lib/lazy-contract";

/**
 * The contracts, imported by the first call: an institution page's answers arrive with its server-rendered HTML,
 * so its first load evaluates no zod before hydrating (issue 24, lazy-contract.ts).
 */
const contracts = () => import("@app/domain/institution/contracts");

/** Query keys of the institution calls. */
export const institutionKeys = {
  all: ["institution"] as const,
  list: (filters: InstitutionListFilters) => ["institution", "list", filters] as const,
  detail: (slug: string) => ["institution", "detail", slug] as const,
  byDomain: (subdomain: string) => ["institution", "by-domain", subdomain] as const,
  parent: (slug: string, page: number) => ["institution", "parent", slug, page] as const,
  programs: (slug: string, filters: InstitutionProgramFilters, perPage: number) =>
    ["institution", "programs", slug, filters, perPage] as const,
  hostPrograms: (host: string, filters: HostProgramFilters) => ["institution", "host-programs", host, filters] as const,
  institutionTypes: ["institution", "reference", "institution-types"] as const,
  yearList: ["institution", "reference", "years"] as const,
  subjectList: ["institution", "reference", "subjects"] as const,
  landingPage: (slug: string) => ["institution", "landing-page", slug] as const,
};

function withSignal(signal: AbortSignal | undefined, query?: Record<string, QueryValue>) {
  return { ...(query ? { query } : {}), ...(signal ? { signal } : {}) };
}

/** Unknown slugs: the API answers 404 (spec 002: unknown things go to /404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.httpStatus === 404);
}

// ---- GET /user/institution/{page}/{limit}?group=&type=&search=&is_prakerja= ---------------------------

export interface InstitutionListFilters {
  page: number;
  group?: string;
  type?: number;
  search?: string;
  isPrakerja?: boolean;
}

const institutionListEnvelope = lazyEnvelope(async () => (await contracts()).institutionListAnswer);

export async function fetchInstitutionList(filters: InstitutionListFilters, signal?: AbortSignal) {
  const path = `/user/institution/${filters.page}/${INSTITUTION_LIMITS.listDefault}`;
  const query = {
    group: filters.group,
    type: filters.type,
    search: filters.search,
    is_prakerja: filters.isPrakerja ? 1 : undefined,
  };
  return (await apiGet(path, institutionListEnvelope, withSignal(signal, query))).data;
}

export function institutionListQueryOptions(filters: InstitutionListFilters) {
  return queryOptions({
    queryKey: institutionKeys.list(filters),
    queryFn: ({ signal }) => fetchInstitutionList(filters, signal),
  });
}

/** The previous page stays on screen (dimmed) while the next one loads. */
export function useInstitutionList(filters: InstitutionListFilters) {
  return useQuery({ ...institutionListQueryOptions(filters), placeholderData: keepPreviousData });
}

// ---- GET /user/institution/get/{slug} -------------------------------------------------------------------

const institutionDetailEnvelope = lazyEnvelope(async () => (await contracts()).institutionDetailSchema);

export async function fetchInstitution(slug: string, signal?: AbortSignal) {
  return (
    await apiGet(`/user/institution/get/${encodeURIComponent(slug)}`, institutionDetailEnvelope, withSignal(signal))
  ).data;
}

export function institutionQueryOptions(slug: string) {
  return queryOptions({
    queryKey: institutionKeys.detail(slug),
    queryFn: ({ signal }) => fetchInstitution(slug, signal),
  });
}

export function useInstitution(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...institutionQueryOptions(slug), enabled: options.enabled ?? true });
}

// ---- GET /user/institution/get-by-domain/{subdomain} ------------------------------------------------------

export async function fetchInstitutionByDomain(subdomain: string, signal?: AbortSignal) {
  const path = `/user/institution/get-by-domain/${encodeURIComponent(subdomain)}`;
  return (await apiGet(path, institutionDetailEnvelope, withSignal(signal))).data;
}

export function institutionByDomainQueryOptions(subdomain: string) {
  return queryOptions({
    queryKey: institutionKeys.byDomain(subdomain),
    queryFn: ({ signal }) => fetchInstitutionByDomain(subdomain, signal),
    // the site's branding for the whole visit: asked once per page load
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useInstitutionByDomain(subdomain: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...institutionByDomainQueryOptions(subdomain), enabled: options.enabled ?? true });
}

// ---- GET /user/parent_institution/{slug}/{page}/18 ---------------------------------------------------------

const parentInstitutionEnvelope = lazyEnvelope(async () => (await contracts()).parentInstitutionAnswer);

export async function fetchParentInstitution(slug: string, page: number, signal?: AbortSignal) {
  const path = `/user/parent_institution/${encodeURIComponent(slug)}/${page}/${INSTITUTION_LIMITS.childrenPerPage}`;
  return (await apiGet(path, parentInstitutionEnvelope, withSignal(signal))).data;
}

export function parentInstitutionQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: institutionKeys.parent(slug, page),
    queryFn: ({ signal }) => fetchParentInstitution(slug, page, signal),
  });
}

export function useParentInstitution(slug: string, page: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...parentInstitutionQueryOptions(slug, page),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}

// ---- GET /program/institution/{slug}/{page}/{perPage}?year=&search=&subject=&is_prakerja= -----------------

export interface InstitutionProgramFilters {
  page: number;
  year?: string;
  subject?: string;
  search?: string;
  isPrakerja?: boolean;
}

/** One page of an institution's programmes, as the other paged answers of the institution calls. */
export type InstitutionProgramAnswer = z.infer<ReturnType<typeof pagedAnswer<typeof programCardSchema>>>;
const programPageEnvelope = () =>
  lazyEnvelope(async () => {
    const [{ pagedAnswer }, { programCardSchema }] = await Promise.all([
      contracts(),
      import("@app/domain/catalogue/contracts"),
    ]);
    return pagedAnswer(programCardSchema);
  });
const institutionProgramEnvelope = programPageEnvelope();

export async function fetchInstitutionPrograms(
  slug: string,
  filters: InstitutionProgramFilters,
  perPage: number,
  signal?: AbortSignal,
) {
  const path = `/program/institution/${encodeURIComponent(slug)}/${filters.page}/${perPage}`;
  const query = {
    year: filters.year,
    subject: filters.subject,
    search: filters.search,
    is_prakerja: filters.isPrakerja ? 1 : undefined,
  };
  return (await apiGet(path, institutionProgramEnvelope, withSignal(signal, query))).data;
}

export function institutionProgramsQueryOptions(
  slug: string,
  filters: InstitutionProgramFilters,
  perPage: number = INSTITUTION_LIMITS.programsDefault,
) {
  return queryOptions({
    queryKey: institutionKeys.programs(slug, filters, perPage),
    queryFn: ({ signal }) => fetchInstitutionPrograms(slug, filters, perPage, signal),
  });
}

export function useInstitutionPrograms(slug: string, filters: InstitutionProgramFilters) {
  return useQuery({ ...institutionProgramsQueryOptions(slug, filters), placeholderData: keepPreviousData });
}

// ---- GET /program-core/host/{product}mu|prakerja/{page}?type=&search= -------------------------------------

export interface HostProgramFilters {
  page: number;
  type?: string;
  search?: string;
}

/** The host catalogue answers pages of programme cards (36 a page), like the other paged answers. */
const hostProgramEnvelope = programPageEnvelope();

export async function fetchHostPrograms(host: string, filters: HostProgramFilters, signal?: AbortSignal) {
  const path = `/program-core/host/${encodeURIComponent(host)}/${filters.page}`;
  return (await apiGet(path, hostProgramEnvelope, withSignal(signal, { type: filters.type, search: filters.search })))
    .data;
}

export function hostProgramsQueryOptions(host: string, filters: HostProgramFilters) {
  return queryOptions({
    queryKey: institutionKeys.hostPrograms(host, filters),
    queryFn: ({ signal }) => fetchHostPrograms(host, filters, signal),
  });
}

export function useHostPrograms(host: string, filters: HostProgramFilters) {
  return useQuery({ ...hostProgramsQueryOptions(host, filters), placeholderData: keepPreviousData });
}

// ---- GET /user/reference/ (institution types; the built-in list when it fails, spec 000 7.2) -------------

export interface InstitutionTypeOption {
  value: number;
  label: string;
}

const referenceEnvelope = lazyEnvelope(async () => (await contracts()).referenceAnswer);

/** Entries with an empty key are dropped (spec 002 section 5). */
function usableTypes(types: readonly InstitutionTypeOption[]): InstitutionTypeOption[] {
  return types.filter((t) => t.value > 0 && t.label.trim() !== "");
}

export async function fetchInstitutionTypes(signal?: AbortSignal): Promise<InstitutionTypeOption[]> {
  try {
    const answer = await apiGet("/user/reference/", referenceEnvelope, withSignal(signal));
    const types = usableTypes(answer.data.institution_type);
    return types.length > 0 ? types : usableTypes(FALLBACK_INSTITUTION_TYPES);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return usableTypes(FALLBACK_INSTITUTION_TYPES);
  }
}

export function institutionTypesQueryOptions() {
  return queryOptions({
    queryKey: institutionKeys.institutionTypes,
    queryFn: ({ signal }) => fetchInstitutionTypes(signal),
    staleTime: 60 * 60_000,
  });
}

export function useInstitutionTypes() {
  return useQuery(institutionTypesQueryOptions());
}

// ---- GET /user/year/list --------------------------------------------------------------------------------

const yearListEnvelope = lazyEnvelope(async () => (await contracts()).yearListAnswer);

export async function fetchYearList(signal?: AbortSignal) {
  const answer = await apiGet("/user/year/list", yearListEnvelope, withSignal(signal));
  return [...answer.data].sort((a, b) => a.sequence - b.sequence);
}

export function yearListQueryOptions() {
  return queryOptions({
    queryKey: institutionKeys.yearList,
    queryFn: ({ signal }) => fetchYearList(signal),
    staleTime: 60 * 60_000,
  });
}

export function useYearList() {
  return useQuery(yearListQueryOptions());
}

// ---- GET /program/subject/list/ -------------------------------------------------------------------------

const subjectListEnvelope = lazyEnvelope(async () => (await contracts()).subjectListAnswer);

export async function fetchSubjectList(signal?: AbortSignal) {
  return (await apiGet("/program/subject/list/", subjectListEnvelope, withSignal(signal))).data;
}

export function subjectListQueryOptions() {
  return queryOptions({
    queryKey: institutionKeys.subjectList,
    queryFn: ({ signal }) => fetchSubjectList(signal),
    staleTime: 60 * 60_000,
  });
}

export function useSubjectList() {
  return useQuery(subjectListQueryOptions());
}

// ---- GET /config/landing-pages/{slug} -------------------------------------------------------------------

const landingPageEnvelope = lazyEnvelope(async () => (await contracts()).landingPageAnswer);

export async function fetchLandingPage(slug: string, signal?: AbortSignal) {
  return (await apiGet(`/config/landing-pages/${encodeURIComponent(slug)}`, landingPageEnvelope, withSignal(signal)))
    .data;
}

export function landingPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: institutionKeys.landingPage(slug),
    queryFn: ({ signal }) => fetchLandingPage(slug, signal),
  });
}

export function useLandingPage(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...landingPageQueryOptions(slug), enabled: options.enabled ?? true });
}
