import { INSTITUTION_TYPES } from "../catalogue/constants";

/** The institution groups of /mitra/{group} (spec 002 section 3: school, university, industry). */
export const INSTITUTION_GROUPS = {
  sekolah: { label: "Sekolah", types: [1, 102] },
  "perguruan-tinggi": { label: "Perguruan Tinggi", types: [6] },
  industri: { label: "Industri", types: [2, 3, 4, 5, 7, 8, 9, 101] },
} as const satisfies Record<string, { label: string; types: readonly number[] }>;
export type InstitutionGroup = keyof typeof INSTITUTION_GROUPS;
export const INSTITUTION_GROUP_SLUGS = Object.keys(INSTITUTION_GROUPS) as InstitutionGroup[];

export const INSTITUTION_LIMITS = {
  /** GET /user/institution/{page}/{limit}: default 20 (spec 000 section 9). */
  listDefault: 20,
  /** GET /user/parent_institution/{slug}/{page}/18. */
  childrenPerPage: 18,
  /** GET /program/institution/{slug}/{page}/{perPage}: the page of an institution's programmes. */
  programsDefault: 12,
} as const;

/** The built-in institution-type list the web falls back to when GET /user/reference/ fails (spec 000 7.2). */
export const FALLBACK_INSTITUTION_TYPES = INSTITUTION_TYPES;

export function institutionTypeLabel(type: number): string {
  return INSTITUTION_TYPES.find((t) => t.value === type)?.label ?? "Lembaga";
}

/** The slug of a year level of GET /user/year/list, as the learning-level menu spells it: 'TK A' → 'tk-a', 'Kelas 3' → 'kelas-3'. */
export function yearLevelSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
