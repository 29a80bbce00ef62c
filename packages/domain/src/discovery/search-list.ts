/**
 * The constants of the live search list (`search-list`), apart from its contracts: the web app's search bar reads
 * them without loading zod (issue 24, home page JavaScript). contracts.ts re-exports them.
 */
export const SEARCH_LIST_ALL = "ALL";
export const SEARCH_LIST_PAGE_SIZE = 36;
export const SEARCH_LIST_INSTITUTIONS = 6;
