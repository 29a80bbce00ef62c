import { CATALOGUE_LIMITS } from "../catalogue/constants";

/**
 * One normal form of a typed keyword: trimmed, inner spaces collapsed, lower-cased, accents removed. Equal
 * forms are the same search — the browser skips repeating it (spec 002 section 5) and the server counts them
 * as one popular keyword.
 */
export function normalizeKeyword(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, CATALOGUE_LIMITS.maxSearchLength)
    .trim();
}

export function isSameSearch(a: string, b: string): boolean {
  return normalizeKeyword(a) === normalizeKeyword(b);
}

/** How long the search box counts as busy after a search is sent (spec 000 section 9). */
export const SEARCH_BUSY_MS = 1500;
