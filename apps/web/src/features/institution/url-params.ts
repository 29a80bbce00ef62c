import { slugSchema } from "@app/domain/catalogue/contracts";
import { INSTITUTION_GROUPS, type InstitutionGroup } from "@app/domain/institution/constants";
import type { InstitutionListFilters, InstitutionProgramFilters } from "./api";

/**
 * The lists' state lives in the address (so a page of results can be shared and the back button works):
 * ?page=, ?search=, ?type= on the institution lists; ?page=, ?search=, ?year=, ?subject=, ?prakerja=1 on an
 * institution's programmes. Anything malformed is read as absent.
 */
const MAX_PAGE = 10_000;
const MAX_SEARCH = 100;

export function readPage(params: URLSearchParams): number {
  const raw = params.get("page") ?? "";
  if (!/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function readSearch(params: URLSearchParams): string | undefined {
  const text = params.get("search")?.trim().slice(0, MAX_SEARCH);
  return text ? text : undefined;
}

function readSlug(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim() ?? "";
  return value && slugSchema.safeParse(value).success ? value : undefined;
}

/** /mitra/{group}: 'all' (or anything unknown) is every group. */
export function groupFromPath(pathname: string): InstitutionGroup | null {
  const segment = pathname.split("/")[2] ?? "";
  return segment in INSTITUTION_GROUPS ? (segment as InstitutionGroup) : null;
}

/** The types a group covers; every type when no group is chosen. */
export function groupAllowsType(group: InstitutionGroup | null, type: number): boolean {
  return group === null || (INSTITUTION_GROUPS[group].types as readonly number[]).includes(type);
}

export function readInstitutionListFilters(
  params: URLSearchParams,
  group: InstitutionGroup | null,
): InstitutionListFilters {
  const filters: InstitutionListFilters = { page: readPage(params) };
  if (group) filters.group = group;
  const search = readSearch(params);
  if (search) filters.search = search;
  const type = params.get("type") ?? "";
  if (/^\d{1,3}$/.test(type) && groupAllowsType(group, Number(type))) filters.type = Number(type);
  return filters;
}

export function readProgramFilters(params: URLSearchParams): InstitutionProgramFilters {
  const filters: InstitutionProgramFilters = { page: readPage(params) };
  const search = readSearch(params);
  if (search) filters.search = search;
  const year = readSlug(params, "year");
  if (year) filters.year = year;
  const subject = readSlug(params, "subject");
  if (subject) filters.subject = subject;
  if (params.get("prakerja") === "1") filters.isPrakerja = true;
  return filters;
}

/**
 * The next query string: `changes` applied (empty values removed) and the page back to 1 unless the page
 * itself is what changes. Keys this list does not own (ref, …) are kept.
 */
export function nextParams(current: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === "") next.delete(key);
    else next.set(key, value);
  }
  if (!("page" in changes)) next.delete("page");
  if (next.get("page") === "1") next.delete("page");
  return next;
}
