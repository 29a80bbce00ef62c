/**
 * The query parameters that choose what the programme list (/program) shows: the web app's search filters
 * (apps/web/src/features/catalogue/search-params.ts, which adds `sort`) and the parameters a listing's canonical
 * address keeps (seo/page-head.ts). One list for both.
 */
export const PROGRAM_LIST_FILTER_KEYS = [
  "search",
  "category",
  "level",
  "type",
  "price",
  "institution_type",
  "year",
  "subject",
  "tag",
  "institution",
] as const;
