import { normalizeKeyword } from "@app/domain/discovery/search-keyword";
import { SEARCH_LIST_ALL } from "@app/domain/discovery/search-list";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../shared/lib/api-client";
import { lazyEnvelope } from "../../shared/lib/lazy-contract";
import { usePartnerInstitutionSlug } from "../../shared/lib/site";
import { isSearchableKeyword } from "./searchable-keyword";

/** The contracts, imported by the first call (the search bar is on every page: lazy-contract.ts). */
const contracts = () => import("@app/domain/discovery/contracts");

/** Query keys of the discovery calls. */
export const discoveryKeys = {
  all: ["discovery"] as const,
  popularKeywords: () => ["discovery", "popular-keywords"] as const,
  programAds: (host: string) => ["discovery", "program-ads", host] as const,
  institutionAds: (host: string) => ["discovery", "institution-ads", host] as const,
  /**
   * Keyed by the normal form of the keyword: "Data  Analis" and "data analis" are one search (spec 002 §5);
   * `institution` is a partner site's slug (its own search), or null.
   */
  searchList: (category: string, keyword: string, institution: string | null = null) =>
    ["discovery", "search-list", category, normalizeKeyword(keyword), institution] as const,
};

/** The dropdown's suggestions change slowly: one fetch per few minutes is plenty. */
const SUGGESTION_STALE_MS = 5 * 60_000;
/** A live result may be shown again for a minute without asking again (the same search is skipped). */
const SEARCH_STALE_MS = 60_000;

/** Spec 000 section 8: discovery failures are logged only — the dropdown simply leaves the group out. */
function logDiscoveryFailure(what: string, error: unknown): never {
  console.warn(`[discovery] ${what} failed`, error);
  throw error;
}

async function getLogged<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    return logDiscoveryFailure(what, error);
  }
}

// ---- GET /discovery/popular-keywords ----------------------------------------------------------------

const popularKeywordsEnvelope = lazyEnvelope(async () => (await contracts()).popularKeywordsAnswer);

export async function fetchPopularKeywords(signal?: AbortSignal) {
  return getLogged("popular-keywords", async () => {
    const answer = await apiGet("/discovery/popular-keywords", popularKeywordsEnvelope, signal ? { signal } : {});
    return answer.data;
  });
}

export function popularKeywordsQueryOptions() {
  return queryOptions({
    queryKey: discoveryKeys.popularKeywords(),
    queryFn: ({ signal }) => fetchPopularKeywords(signal),
    staleTime: SUGGESTION_STALE_MS,
    retry: false,
  });
}

export function usePopularKeywords(options: { enabled?: boolean } = {}) {
  return useQuery({ ...popularKeywordsQueryOptions(), enabled: options.enabled ?? true });
}

// ---- GET /discovery/program-ads/{host} and /discovery/institution-ads/{host} ------------------------------

/** The only placement host the spec names. */
export const DISCOVERY_HOST = "prakerja";

const programAdsEnvelope = lazyEnvelope(async () => (await contracts()).programAdsAnswer);
const institutionAdsEnvelope = lazyEnvelope(async () => (await contracts()).institutionAdsAnswer);

export async function fetchProgramAds(host: string, signal?: AbortSignal) {
  return getLogged("program-ads", async () => {
    const path = `/discovery/program-ads/${encodeURIComponent(host)}`;
    return (await apiGet(path, programAdsEnvelope, signal ? { signal } : {})).data;
  });
}

export function programAdsQueryOptions(host: string = DISCOVERY_HOST) {
  return queryOptions({
    queryKey: discoveryKeys.programAds(host),
    queryFn: ({ signal }) => fetchProgramAds(host, signal),
    staleTime: SUGGESTION_STALE_MS,
    retry: false,
  });
}

export function useProgramAds(options: { enabled?: boolean } = {}) {
  return useQuery({ ...programAdsQueryOptions(), enabled: options.enabled ?? true });
}

export async function fetchInstitutionAds(host: string, signal?: AbortSignal) {
  return getLogged("institution-ads", async () => {
    const path = `/discovery/institution-ads/${encodeURIComponent(host)}`;
    return (await apiGet(path, institutionAdsEnvelope, signal ? { signal } : {})).data;
  });
}

export function institutionAdsQueryOptions(host: string = DISCOVERY_HOST) {
  return queryOptions({
    queryKey: discoveryKeys.institutionAds(host),
    queryFn: ({ signal }) => fetchInstitutionAds(host, signal),
    staleTime: SUGGESTION_STALE_MS,
    retry: false,
  });
}

export function useInstitutionAds(options: { enabled?: boolean } = {}) {
  return useQuery({ ...institutionAdsQueryOptions(), enabled: options.enabled ?? true });
}

// ---- GET /program_activity/search-list/{category}/{title}/1 --------------------------------------------

const searchListEnvelope = lazyEnvelope(async () => (await contracts()).searchListAnswer);

/** The `url` query names the page the search was typed on (spec 002 §7); the contract caps it at 300. */
const MAX_SOURCE_URL = 300;

/**
 * `institution` (a partner site's slug) keeps the answer to that institution: its programmes only, and its
 * own entry (or none) as the institution list.
 */
export async function fetchSearchList(
  category: string,
  keyword: string,
  pageUrl: string,
  institution: string | null = null,
  signal?: AbortSignal,
) {
  const title = normalizeKeyword(keyword);
  const path = `/program_activity/search-list/${encodeURIComponent(category)}/${encodeURIComponent(title)}/1`;
  const answer = await apiGet(path, searchListEnvelope, {
    query: { url: pageUrl.slice(0, MAX_SOURCE_URL), institution },
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

/** `category` is a catalogue category code or SEARCH_LIST_ALL; `pageUrl` is not part of the key. */
export function searchListQueryOptions(
  category: string,
  keyword: string,
  pageUrl = "",
  institution: string | null = null,
) {
  return queryOptions({
    queryKey: discoveryKeys.searchList(category || SEARCH_LIST_ALL, keyword, institution),
    queryFn: ({ signal }) => fetchSearchList(category || SEARCH_LIST_ALL, keyword, pageUrl, institution, signal),
    staleTime: SEARCH_STALE_MS,
    retry: false,
  });
}

/**
 * The live search of the dropdown: kept to the partner's programmes on a partner site, and never sent for a
 * keyword without a letter or digit (isSearchableKeyword).
 */
export function useSearchList(category: string, keyword: string, pageUrl: string) {
  const institution = usePartnerInstitutionSlug();
  return useQuery({
    ...searchListQueryOptions(category, keyword, pageUrl, institution),
    enabled: isSearchableKeyword(keyword),
    // the previous results stay (marked as updating) while the next search answers
    placeholderData: keepPreviousData,
  });
}
