/** The filters of the search results page (/program), read from and written to its query string. */
export const SEARCH_FILTER_KEYS = ["search", "category", "level", "type", "price", "institution_type", "sort"] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];
export type SearchFilters = Partial<Record<SearchFilterKey, string>>;

/** Known, non-empty filters, in a fixed order so that equal searches have equal query keys. */
export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
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

/**
 * The link a search box submits to: /program?search=<text>, or /program when the text is blank; a category
 * (the navbar's type selector) narrows it: /program?search=<text>&category=KELASMU.
 */
export function searchHref(text: string, category = ""): string {
  const query = searchFiltersToParams({ search: text, category }).toString();
  return query ? `/program?${query}` : "/program";
}

export function countActiveFilters(filters: SearchFilters): number {
  return SEARCH_FILTER_KEYS.filter((k) => k !== "search" && k !== "sort" && filters[k]).length;
}
