/**
 * The Prakerja suggestion link of the search dropdown (spec 000 section 2.4), shown to sessions that are not
 * Prakerja: the default wording below 3 characters, the 'contains Prakerja' wording when the keyword is a prefix
 * of 'prakerja', otherwise the general wording. The spec names the three cases, not their words; ours are here.
 */

import { PRAKERJA_CATEGORY } from "../catalogue/constants";
export const PRAKERJA_WORD = "prakerja";
export const PRAKERJA_SUGGESTION_MIN_LENGTH = 3;

export type PrakerjaSuggestionKind = "default" | "prakerja" | "general";

export function prakerjaSuggestionKind(keyword: string): PrakerjaSuggestionKind {
  const typed = keyword.trim().toLowerCase();
  if (typed.length < PRAKERJA_SUGGESTION_MIN_LENGTH) return "default";
  if (PRAKERJA_WORD.startsWith(typed)) return "prakerja";
  return "general";
}

export function prakerjaSuggestionText(keyword: string): string {
  const kind = prakerjaSuggestionKind(keyword);
  if (kind === "default") return "Mencari pelatihan Kartu Prakerja? Lihat kelas Prakerja";
  if (kind === "prakerja") return "Lihat semua kelas Kartu Prakerja";
  return `Cari "${keyword.trim()}" di kelas Kartu Prakerja`;
}

/** Where the link leads: the Prakerja catalogue, narrowed by the keyword when it is a general one. */
export function prakerjaSuggestionHref(keyword: string): string {
  const params = new URLSearchParams({ category: PRAKERJA_CATEGORY });
  if (prakerjaSuggestionKind(keyword) === "general") params.set("search", keyword.trim());
  return `/program?${params.toString()}`;
}
