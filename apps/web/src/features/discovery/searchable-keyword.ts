import { normalizeKeyword } from "@app/domain/discovery/search-keyword";

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Whether typed text is worth a live search: its normal form holds at least one letter or digit. Punctuation
 * alone ('.', '..', '?!') finds nothing, and '.' or '..' as the {title} segment of the search-list path is a
 * dot segment the browser removes from the URL, so such text is never sent; the dropdown shows its empty-box
 * groups instead.
 */
export function isSearchableKeyword(text: string): boolean {
  return LETTER_OR_DIGIT.test(normalizeKeyword(text));
}
