import { type EnrolledQuery, enrolledQuery } from "@app/domain/learning/contracts";

/**
 * My programmes keeps its list in the address (?progress=, ?sort=, ?search=, ?folder=, ?subdomain_slug=, and
 * ?tab=tugas for the to-do view), so the study page's back link and the browser's back button return to the
 * same list. Each key is read on its own; a malformed one is read as absent.
 */
export function readEnrolledQuery(params: URLSearchParams, partnerSlug: string | null): EnrolledQuery {
  const query: EnrolledQuery = {};
  for (const key of ["progress", "sort", "search", "folder", "subdomain_slug"] as const) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === "") continue;
    const parsed = enrolledQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== "") {
      (query as Record<string, unknown>)[key] = parsed.data;
    }
  }
  if (query.progress === "all") delete query.progress;
  // on a partner site the list is always that partner's
  if (partnerSlug) query.subdomain_slug = partnerSlug;
  return query;
}

export type ProgrammuTab = "program" | "tugas";

export function readTab(params: URLSearchParams): ProgrammuTab {
  return params.get("tab") === "tugas" ? "tugas" : "program";
}

// in learning-paths.ts, which imports no contract: the programme page links with it (issue 24, lazy-contract.ts)
export { activityHref } from "./learning-paths";
