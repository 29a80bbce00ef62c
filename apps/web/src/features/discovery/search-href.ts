import { SEARCH_LIST_ALL } from "@app/domain/discovery/search-list";
import type { SuggestionOption } from "./use-search-suggestions";

/**
 * The small parts of the search that the box itself needs on every page; the suggestions (their calls, the
 * dropdown) load when the box is first opened (components/search-suggestions.tsx, issue 24).
 */

/** /program?search=<keyword>&category=<category>: the results page of a search. */
export function programSearchHref(keyword: string, category = ""): string {
  const params = new URLSearchParams();
  const text = keyword.trim();
  if (text) params.set("search", text);
  if (category && category !== SEARCH_LIST_ALL) params.set("category", category);
  const query = params.toString();
  return query ? `/program?${query}` : "/program";
}

/** The element id of a suggestion in the dropdown (the box's aria-activedescendant). */
export function suggestionOptionId(listboxId: string, option: SuggestionOption): string {
  return `${listboxId}-${option.key}`;
}
