import { PRAKERJA_CATEGORY, PROGRAM_SORTS, type ProgramSort } from "@app/domain/catalogue/constants";
import { PROGRAM_LIST_FILTER_KEYS } from "@app/domain/catalogue/list-filters";

/**
 * The filters of the search results page (/program), read from and written to its query string. `year`,
 * `subject`, `tag` and `institution` have no control on the page: they arrive in links (the learning-level
 * menu, an institution's subjects, a tag, an institution page; a partner site always adds its institution)
 * and are passed through to the list call as they are.
 */
export const SEARCH_FILTER_KEYS = [...PROGRAM_LIST_FILTER_KEYS, "sort"] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];
export type SearchFilters = Partial<Record<SearchFilterKey, string>>;

/** The search results page narrowed to the Prakerja programmes ('Kelas Prakerja' in the menus and the footer). */
export const PRAKERJA_PROGRAMS_PATH = `/program?category=${PRAKERJA_CATEGORY}`;

/** Filters that only come from links, shown as removable chips. */
export const PASS_THROUGH_KEYS = [
  "year",
  "subject",
  "tag",
  "institution",
] as const satisfies readonly SearchFilterKey[];

function isProgramSort(value: string): value is ProgramSort {
  return (PROGRAM_SORTS as readonly string[]).includes(value);
}

/**
 * Known, non-empty filters, in a fixed order so that equal searches have equal query keys. An unknown sort is
 * dropped (the list call would refuse it), and so is 'relevan' without a search text: there is nothing to be
 * relevant to, and the default sort applies.
 */
export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  if (filters.sort && (!isProgramSort(filters.sort) || (filters.sort === "relevan" && !filters.search))) {
    delete filters.sort;
  }
  return filters;
}

/** The /program query string for a set of filters; keys outside the filters (ref, …) are kept. */
export function searchFiltersToParams(filters: SearchFilters, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  if (keep) {
    for (const [key, value] of keep) {
      if (!(SEARCH_FILTER_KEYS as readonly string[]).includes(key)) params.set(key, value);
    }
  }
  for (const key of SEARCH_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

export function countActiveFilters(filters: SearchFilters): number {
  return SEARCH_FILTER_KEYS.filter((k) => k !== "search" && k !== "sort" && filters[k]).length;
}
