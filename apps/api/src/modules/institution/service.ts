import { INSTITUTION_TYPES, PRAKERJA_CATEGORY } from "@app/domain/catalogue/constants";
import type { ProgramCard } from "@app/domain/catalogue/contracts";
import { normalizeKeyword } from "@app/domain/discovery/search-keyword";
import {
  INSTITUTION_GROUPS,
  type InstitutionGroup,
  institutionTypeLabel,
  yearLevelSlug,
} from "@app/domain/institution/constants";
import type { InstitutionDetail, InstitutionItem, LandingPage } from "@app/domain/institution/contracts";
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { professions, yearLevels } from "../../db/schema/account";
import { programs, subjects } from "../../db/schema/catalogue";
import { landingPages } from "../../db/schema/discovery";
import { institutions } from "../../db/schema/institution";
import type { Db } from "../../platform/db";
import { escapeLike } from "../../platform/sql-like";
import { countProgramCards, findProgramCards, programFilterConditions } from "../catalogue/public";

/** A page of rows and the number of rows of all pages. */
export type Paged<T> = { items: T[]; total: number };

/** The total of a page whose offset is past the last row: the window count is then unknown, so count once. */
async function totalWhenEmpty(rows: { total: number }[], page: number, count: () => Promise<number>): Promise<number> {
  if (rows[0]) return rows[0].total;
  return page > 1 ? count() : 0;
}

// ---- institutions ----------------------------------------------------------------------------------------

/** The live programmes (published, not removed) of the institution of the surrounding query. */
const liveProgramOfInstitution = and(
  eq(programs.creatorId, institutions.id),
  eq(programs.isPublished, true),
  isNull(programs.deletedAt),
) as SQL;

const programCount = sql<number>`count(${programs.id})::int`;
const prakerjaProgramCount = sql<number>`(count(${programs.id}) filter (where ${programs.categoryName} = ${PRAKERJA_CATEGORY}))::int`;

export type InstitutionFilters = {
  group?: string | undefined;
  type?: number | undefined;
  search?: string | undefined;
  is_prakerja?: boolean | undefined;
  /** Only the members of this group (/mitra-group/{slug}). */
  parentId?: number | undefined;
};

function toItem(row: {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  type: number;
  city: string | null;
  program_count: number;
  prakerja_program_count: number;
}): InstitutionItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    type: row.type,
    type_label: institutionTypeLabel(row.type),
    city: row.city,
    program_count: row.program_count,
    prakerja_program_count: row.prakerja_program_count,
  };
}

/**
 * GET /user/institution/{page}/{limit}: institutions with their live programme counts, counted in the same
 * grouped query as the page (never a query per row); most programmes first, then by name.
 */
export async function listInstitutions(
  db: Db,
  filters: InstitutionFilters,
  page: number,
  limit: number,
): Promise<Paged<InstitutionItem>> {
  const conditions: SQL[] = [];
  if (filters.group) {
    const types: readonly number[] = INSTITUTION_GROUPS[filters.group as InstitutionGroup].types;
    conditions.push(inArray(institutions.type, [...types]));
  }
  if (filters.type !== undefined) conditions.push(eq(institutions.type, filters.type));
  if (filters.parentId !== undefined) conditions.push(eq(institutions.parentId, filters.parentId));
  const keyword = filters.search ? normalizeKeyword(filters.search) : "";
  // Both sides lower-cased and without accents (search_normalize of migration 0003): 'KAFE' finds 'Kafé'.
  if (keyword) conditions.push(sql`search_normalize(${institutions.name}) like ${`%${escapeLike(keyword)}%`}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const having = filters.is_prakerja ? sql`${prakerjaProgramCount} > 0` : undefined;

  const rows = await db
    .select({
      id: institutions.id,
      name: institutions.name,
      slug: institutions.slug,
      logo: institutions.logo,
      type: institutions.type,
      city: institutions.city,
      program_count: programCount,
      prakerja_program_count: prakerjaProgramCount,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(institutions)
    .leftJoin(programs, liveProgramOfInstitution)
    .where(where)
    .groupBy(institutions.id)
    .having(having)
    .orderBy(desc(programCount), asc(institutions.name), asc(institutions.id))
    .limit(limit)
    .offset((page - 1) * limit);

  const total = await totalWhenEmpty(rows, page, async () => {
    const groups = db
      .select({ id: institutions.id })
      .from(institutions)
      .leftJoin(programs, liveProgramOfInstitution)
      .where(where)
      .groupBy(institutions.id)
      .having(having)
      .as("groups");
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(groups);
    return row?.n ?? 0;
  });
  return { items: rows.map(toItem), total };
}

const parent = alias(institutions, "parent");

/** One institution with its branding, its group and its counts; null when there is none. */
async function findInstitution(db: Db, condition: SQL): Promise<InstitutionDetail | null> {
  const [row] = await db
    .select({
      id: institutions.id,
      name: institutions.name,
      slug: institutions.slug,
      logo: institutions.logo,
      type: institutions.type,
      city: institutions.city,
      description: institutions.description,
      logo_2: institutions.logo2,
      is_show_logo_footer: institutions.isShowLogoFooter,
      subdomain: institutions.subdomain,
      brand_color: institutions.brandColor,
      landing_headline: institutions.landingHeadline,
      landing_description: institutions.landingDescription,
      website: institutions.website,
      parent_name: parent.name,
      parent_slug: parent.slug,
      program_count: sql<number>`(select count(*)::int from ${programs} where ${liveProgramOfInstitution})`,
      prakerja_program_count: sql<number>`(select count(*)::int from ${programs} where ${liveProgramOfInstitution} and ${programs.categoryName} = ${PRAKERJA_CATEGORY})`,
      children_count: sql<number>`(select count(*)::int from ${institutions} as child where child.parent_id = ${institutions.id})`,
    })
    .from(institutions)
    .leftJoin(parent, eq(parent.id, institutions.parentId))
    .where(condition)
    .limit(1);
  if (!row) return null;
  const { parent_name, parent_slug, ...institution } = row;
  return {
    ...institution,
    type_label: institutionTypeLabel(institution.type),
    parent: parent_name !== null && parent_slug !== null ? { name: parent_name, slug: parent_slug } : null,
  };
}

/** GET /user/institution/get/{slug} */
export function institutionBySlug(db: Db, slug: string): Promise<InstitutionDetail | null> {
  return findInstitution(db, eq(institutions.slug, slug));
}

/** GET /user/institution/get-by-domain/{subdomain}: the partner site of that subdomain (already lower-cased). */
export function institutionBySubdomain(db: Db, subdomain: string): Promise<InstitutionDetail | null> {
  return findInstitution(db, eq(institutions.subdomain, subdomain));
}

// ---- programme cards ------------------------------------------------------------------------------------

export type ProgramFilters = {
  creatorId?: number | undefined;
  categories?: readonly string[] | undefined;
  year?: string | undefined;
  subject?: string | undefined;
  search?: string | undefined;
  is_prakerja?: boolean | undefined;
};

/**
 * Live programmes as cards, through the catalogue's own search and filters (one rule for every programme
 * search): relevance first when searching, else the most popular.
 */
export async function listProgramCards(
  db: Db,
  filters: ProgramFilters,
  page: number,
  perPage: number,
): Promise<Paged<ProgramCard>> {
  const conditions = programFilterConditions({ year: filters.year, subject: filters.subject });
  if (filters.creatorId !== undefined) conditions.push(eq(programs.creatorId, filters.creatorId));
  if (filters.categories) conditions.push(inArray(programs.categoryName, [...filters.categories]));
  if (filters.is_prakerja) conditions.push(eq(programs.categoryName, PRAKERJA_CATEGORY));
  const [{ cards }, total] = await Promise.all([
    findProgramCards(db, conditions, { search: filters.search, page, pageSize: perPage }),
    countProgramCards(db, conditions, filters.search),
  ]);
  return { items: cards, total };
}

/** The id of an institution by slug; null when there is none. */
export async function institutionIdBySlug(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.slug, slug)).limit(1);
  return row?.id ?? null;
}

// ---- reference data -------------------------------------------------------------------------------------

/** GET /user/reference/ */
export function referenceData() {
  return { institution_type: INSTITUTION_TYPES.map((t) => ({ value: t.value, label: t.label })) };
}

/** GET /user/profession/ */
export function professionList(db: Db) {
  return db
    .select({ id: professions.id, name: professions.name, label: professions.label })
    .from(professions)
    .orderBy(asc(professions.id));
}

/** GET /user/year/list: in school order, each with the slug of the learning-level menu. */
export async function yearList(db: Db) {
  const rows = await db
    .select({ id: yearLevels.id, name: yearLevels.name, sequence: yearLevels.sequence })
    .from(yearLevels)
    .orderBy(asc(yearLevels.sequence), asc(yearLevels.id));
  return rows.map((row) => ({ ...row, slug: yearLevelSlug(row.name) }));
}

/** GET /program/subject/list/ */
export function subjectList(db: Db) {
  return db
    .select({ id: subjects.id, name: subjects.name, slug: subjects.slug })
    .from(subjects)
    .orderBy(asc(subjects.name));
}

// ---- landing pages --------------------------------------------------------------------------------------

/** GET /config/landing-pages: the slugs the /{title} rule shows as a partner landing page. */
export function landingPageList(db: Db) {
  return db
    .select({ slug: landingPages.slug, title: landingPages.title })
    .from(landingPages)
    .orderBy(asc(landingPages.slug));
}

/** GET /config/landing-pages/{slug}; null when the slug is not a landing page. */
export async function landingPage(db: Db, slug: string): Promise<LandingPage | null> {
  const [page] = await db.select().from(landingPages).where(eq(landingPages.slug, slug)).limit(1);
  if (!page) return null;
  const institution = await findInstitution(db, eq(institutions.id, page.institutionId));
  if (!institution) return null;
  return {
    slug: page.slug,
    title: page.title,
    headline: page.headline,
    description: page.description,
    institution,
  };
}
