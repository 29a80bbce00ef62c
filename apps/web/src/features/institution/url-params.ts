import { isSlug } from "@app/domain/catalogue/slug";
import { INSTITUTION_GROUPS, type InstitutionGroup } from "@app/domain/institution/constants";
import { readPage, readSearch } from "../../shared/lib/url-params";
import type { InstitutionListFilters, InstitutionProgramFilters } from "./api";

function readSlug(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim() ?? "";
  return value && isSlug(value) ? value : undefined;
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
