import { z } from "zod";
import { programCardSchema, slugSchema } from "../catalogue/contracts";
import { callContextQuery } from "../shared/envelope";

/** Programme search item (spec 000 section 3: id, name, slug, avatar, creator). */
export const programSearchItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  avatar: z.string().nullable(),
  category_name: z.string(),
  creator: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
});
export type ProgramSearchItem = z.infer<typeof programSearchItemSchema>;

/** Institution search item (spec 000 section 3: id, name, slug, logo, prakerja_program_count). */
export const institutionSearchItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  prakerja_program_count: z.number().int(),
});
export type InstitutionSearchItem = z.infer<typeof institutionSearchItemSchema>;

/** GET /program_activity/search-list/{category}/{title}/1 — category ALL searches every category. */
export { SEARCH_LIST_ALL, SEARCH_LIST_INSTITUTIONS, SEARCH_LIST_PAGE_SIZE } from "./search-list";

/** `institution` keeps the results to one institution (a partner site's own search). */
export const searchListQuery = callContextQuery.extend({
  url: z.string().max(300).optional(),
  institution: slugSchema.optional(),
});
export const searchListAnswer = z.object({
  program: z.array(programSearchItemSchema),
  institution: z.array(institutionSearchItemSchema),
});
export type SearchListAnswer = z.infer<typeof searchListAnswer>;

/** GET /discovery/popular-keywords */
export const popularKeywordSchema = z.object({ keyword: z.string(), url: z.string() });
export const popularKeywordsAnswer = z.array(popularKeywordSchema);
export type PopularKeyword = z.infer<typeof popularKeywordSchema>;
export const POPULAR_KEYWORDS = {
  /** How many keywords the dropdown shows. */
  limit: 8,
  /** The window searches are counted over. */
  windowDays: 30,
  /** A keyword must be searched by this many searchers (in the window) to be shown: one person cannot make it popular. */
  minSearchers: 3,
} as const;

/** GET /discovery/program-ads/{host} and /discovery/institution-ads/{host} */
export const DISCOVERY_HOSTS = ["prakerja"] as const;
export const discoveryHostParams = z.object({ host: z.enum(DISCOVERY_HOSTS, { message: "Host tidak dikenal" }) });
export const programAdsAnswer = z.array(programCardSchema);
export const institutionAdsAnswer = z.array(institutionSearchItemSchema);
export const DISCOVERY_ADS_LIMIT = 6;
