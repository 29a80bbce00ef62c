import {
  ACTIVITY_TYPE_LABELS,
  type ActivityType,
  CATALOGUE_LIMITS,
  categoryLabel,
  defaultProgramSort,
  INSTITUTION_TYPES,
  PRAKERJA_CATEGORY,
  PRICE_FILTERS,
  PROGRAM_LEVELS,
  PROGRAM_SORT_LABELS,
  PROGRAM_SORTS,
  PROGRAM_TYPE_LABELS,
  type ProgramSort,
  type ResourceType,
} from "@app/domain/catalogue/constants";
import type {
  ActivityListQuery,
  ChapterSummary,
  ProgramActivityAnswer,
  ProgramCard,
  ProgramDescription,
  ProgramDetail,
  ProgramEnrolment,
  ReviewListAnswer,
} from "@app/domain/catalogue/contracts";
import {
  type InstitutionSearchItem,
  SEARCH_LIST_ALL,
  SEARCH_LIST_INSTITUTIONS,
  SEARCH_LIST_PAGE_SIZE,
  type SearchListAnswer,
} from "@app/domain/discovery/contracts";
import { normalizeKeyword } from "@app/domain/discovery/search-keyword";
import { percentageProgress } from "@app/domain/learning/progress";
import { and, asc, count, desc, eq, inArray, isNull, not, or, type SQL, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { addons, chapters, programReviews, programs, resources, subjects } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import { programUsers } from "../../db/schema/learning";
import type { Db } from "../../platform/db";
import { escapeLike } from "../../platform/sql-like";
import { privacySettings, publicAvatar, withPrivacy } from "../account/public";
import { firstActivities } from "../learning/public";
import { type ProgramSearch, planSearch } from "./search";

const cardColumns = {
  id: programs.id,
  slug: programs.slug,
  name: programs.name,
  category_name: programs.categoryName,
  program_type: programs.programType,
  price: programs.price,
  price_normal: programs.priceNormal,
  avatar: programs.avatar,
  level: programs.level,
  tags: programs.tags,
  rating: programs.rating,
  reviewers: programs.reviewers,
  total_resources: programs.totalResources,
  creator_id: institutions.id,
  creator_name: institutions.name,
  creator_slug: institutions.slug,
  creator_logo: institutions.logo,
  creator_type: institutions.type,
};

/** Programme cards with their creator: the shape every list answers (also read by the discovery module). */
export function cardQuery(db: Db) {
  return db.select(cardColumns).from(programs).innerJoin(institutions, eq(institutions.id, programs.creatorId));
}

/** What a visitor may see: published and not removed. */
export const listed = and(eq(programs.isPublished, true), isNull(programs.deletedAt)) as SQL;

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["execute"]>>[number];

export function toCard(row: CardRow): ProgramCard {
  const { creator_id, creator_name, creator_slug, creator_logo, creator_type, ...program } = row;
  return {
    ...program,
    creator: { id: creator_id, name: creator_name, slug: creator_slug, logo: creator_logo, type: creator_type },
  };
}

const ORDER_BY: Record<Exclude<ProgramSort, "relevan">, SQL[]> = {
  terbaru: [desc(programs.publishedAt), desc(programs.id)],
  terpopuler: [desc(programs.enrolledCount), desc(programs.id)],
  rating: [desc(programs.rating), desc(programs.reviewers), desc(programs.id)],
  harga_terendah: [asc(programs.price), asc(programs.id)],
  harga_tertinggi: [desc(programs.price), desc(programs.id)],
};

/** GET /program/list/{category}/{page}/{limit}[/{tag}]: the most popular programmes of a category. */
export async function listByCategory(
  db: Db,
  options: { category: string; page: number; limit: number; tag?: string | undefined },
): Promise<ProgramCard[]> {
  const conditions = [listed, eq(programs.categoryName, options.category)];
  if (options.tag) conditions.push(sql`${programs.tags} @> array[${options.tag}]::text[]`);
  const rows = await cardQuery(db)
    .where(and(...conditions))
    .orderBy(...ORDER_BY.terpopuler)
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  return rows.map(toCard);
}

export type SearchFilters = Omit<ActivityListQuery, "platform" | "source">;

/** A relevance-ordered list ends after this many programmes (other sorts page on). */
const RELEVANCE_DEPTH = 1_000;

/** How many of the most popular (filtered) programmes the search looks through before asking the indexes. */
const POPULAR_WINDOW = 1_000;

/**
 * A tier seen in the window but too thinly for a page is common in the catalogue all the same (c matches in the
 * 1,000 most popular: about c in 1,000 everywhere): its own index would hand over every match to be ranked — 20,000
 * to 66,000 heap reads at a million programmes (issue 25: 'mahir excel' 660 ms, 'lembaga bench 17' 770 ms). Walking
 * the popularity index with the tier as a filter reads about need × 1,000 / c rows instead (3–10 ms); past this many
 * expected rows the tier's own index is the cheaper way again.
 */
const POPULAR_WALK_LIMIT = 10_000;

/**
 * The ids of one page of a relevance search, best first (tiers in search.ts; inside a tier, most popular
 * first), exactly as if every match were ranked — without ranking every match. The exact tiers first; the typo
 * tier only when they find nothing.
 */
async function rankedIds(db: Db, conditions: SQL[], search: ProgramSearch, offset: number, limit: number) {
  const wanted = offset + limit;
  const { tiers, exact: match, typo } = search;
  const exact = search.narrow
    ? await rankAllMatches(db, conditions, tiers, match, wanted)
    : await rankTiers(db, conditions, tiers, match, wanted);
  if (exact.length > 0 || !typo) return exact.slice(offset);
  return (await rankTiers(db, conditions, [typo], typo, wanted)).slice(offset);
}

/**
 * The first `wanted` ids over `tiers`, in order. One query walks the popularity index through the 1,000 most
 * popular programmes and gives each its best tier. Tiers are then filled in order: when the window holds
 * enough matches of a tier, they are its most popular matches (nothing beyond the window is more popular);
 * only a tier with too few matches there is asked of its own index — and then its matches are few, so
 * fetching and sorting them is cheap. When the window holds no match at all, every tier is rare and one query
 * ranks all their matches. A word in half the catalogue and a word in none of it both cost a bounded amount;
 * the planner's row estimates for prefix and trigram conditions are too rough to choose between the two plans
 * by itself.
 */
async function rankTiers(db: Db, conditions: SQL[], tiers: SQL[], match: SQL, wanted: number) {
  const window = await popularWindow(db, conditions, tiers);
  if (!window.wholeCatalogue && window.rows.every((r) => r.tier === null)) {
    return rankAllMatches(db, conditions, tiers, match, wanted);
  }
  const taken: number[] = [];
  for (const [rank, tier] of tiers.entries()) {
    const need = wanted - taken.length;
    const inWindow = window.rows.filter((r) => r.tier === rank).map((r) => r.id);
    if (inWindow.length >= need || window.wholeCatalogue) taken.push(...inWindow.slice(0, need));
    else {
      const walk = inWindow.length > 0 && (need * POPULAR_WINDOW) / inWindow.length <= POPULAR_WALK_LIMIT;
      taken.push(...(await tierFromIndex(db, conditions, tier, tiers.slice(0, rank), need, walk)));
    }
    if (taken.length >= wanted) break;
  }
  return taken;
}

/** The best tier of a programme among `tiers` (their position), or null. */
function bestTier(tiers: SQL[]) {
  return sql<number | null>`case ${sql.join(
    tiers.map((tier, rank) => sql`when ${tier} then ${rank}::int`),
    sql` `,
  )} end`;
}

/** `+ 0` keeps the planner off the popularity index: a tier's own index finds its (few) matches. */
const byPopularityAfterIndex = [desc(sql`${programs.enrolledCount} + 0`), desc(programs.id)];

type PopularWindow = { rows: { id: number; tier: number | null }[]; wholeCatalogue: boolean };

/** The most popular programmes under `conditions`, most popular first, each with its best tier (or null). */
async function popularWindow(db: Db, conditions: SQL[], tiers: SQL[]): Promise<PopularWindow> {
  const window = db
    .select({
      id: programs.id,
      enrolled: sql<number>`${programs.enrolledCount}`.as("enrolled"),
      tier: bestTier(tiers).as("tier"),
    })
    .from(programs)
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .where(and(...conditions))
    .orderBy(desc(programs.enrolledCount), desc(programs.id))
    .limit(POPULAR_WINDOW)
    .as("popular_window");
  const rows = await db
    .select({ id: window.id, tier: window.tier })
    .from(window)
    .orderBy(desc(window.enrolled), desc(window.id));
  return { rows, wholeCatalogue: rows.length < POPULAR_WINDOW };
}

/**
 * The programmes whose best tier is `tier`, most popular first: every match of an earlier tier ranks higher. From
 * the tier's own index, or (`walkPopular`, a common tier) along the popularity index — the same rows either way.
 */
async function tierFromIndex(db: Db, conditions: SQL[], tier: SQL, earlier: SQL[], need: number, walkPopular: boolean) {
  const rows = await db
    .select({ id: programs.id })
    .from(programs)
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .where(and(...conditions, tier, earlier.length ? not(or(...earlier) as SQL) : undefined))
    .orderBy(...(walkPopular ? ORDER_BY.terpopuler : byPopularityAfterIndex))
    .limit(need);
  return rows.map((r) => r.id);
}

/** Every match of the (rare) tiers — `match` is any of them — ranked by tier then popularity, in one query. */
async function rankAllMatches(db: Db, conditions: SQL[], tiers: SQL[], match: SQL, wanted: number) {
  const tier = bestTier(tiers);
  const rows = await db
    .select({ id: programs.id })
    .from(programs)
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .where(and(...conditions, match))
    .orderBy(tier, ...byPopularityAfterIndex)
    .limit(wanted);
  return rows.map((r) => r.id);
}

/** What a search matches under `conditions`: the exact tiers, or the typo tier when they find nothing. */
async function searchMatch(db: Db, conditions: SQL[], search: ProgramSearch): Promise<SQL> {
  const [any] = await db
    .select({ id: programs.id })
    .from(programs)
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .where(and(...conditions, search.exact))
    .limit(1);
  return any ? search.exact : (search.typo ?? sql`false`);
}

/** Cards of the given programmes, in the given order. */
async function cardsInOrder(db: Db, ids: number[]): Promise<ProgramCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardQuery(db).where(inArray(programs.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The conditions of the list filters (spec 002: category, level, type, price, tag, year, subject, institution). */
export function programFilterConditions(filters: Omit<SearchFilters, "search" | "sort">): SQL[] {
  const conditions: SQL[] = [listed];
  if (filters.category) conditions.push(eq(programs.categoryName, filters.category));
  if (filters.level) conditions.push(eq(programs.level, filters.level));
  if (filters.type !== undefined) conditions.push(eq(programs.programType, filters.type));
  if (filters.price === "gratis") conditions.push(eq(programs.price, 0));
  if (filters.price === "berbayar") conditions.push(sql`${programs.price} > 0`);
  if (filters.tag) conditions.push(sql`${programs.tags} @> array[${filters.tag}]::text[]`);
  if (filters.year) conditions.push(sql`${programs.yearLevels} @> array[${filters.year}]::text[]`);
  if (filters.subject)
    conditions.push(
      sql`${programs.subjectId} = (select ${subjects.id} from ${subjects} where ${subjects.slug} = ${filters.subject})`,
    );
  if (filters.institution) conditions.push(eq(institutions.slug, filters.institution));
  if (filters.institution_type !== undefined) conditions.push(eq(institutions.type, filters.institution_type));
  return conditions;
}

/**
 * One page of programme cards meeting `conditions` (see programFilterConditions; the query joins
 * institutions), matching `searchText` when given, in `sort` order (relevance by default with a search, see
 * search.ts); one row more tells whether a next page exists. Every programme list with a search uses this.
 */
export async function findProgramCards(
  db: Db,
  conditions: SQL[],
  options: { search?: string | undefined; sort?: ProgramSort | undefined; page: number; pageSize: number },
): Promise<{ cards: ProgramCard[]; hasMore: boolean }> {
  const { page, pageSize } = options;
  const search = options.search ? await planSearch(db, options.search) : null;
  const sort = options.sort ?? defaultProgramSort(options.search);
  const offset = (page - 1) * pageSize;
  if (search && sort === "relevan") {
    // relevance pages stop at the 1,000th result: nobody reads further, and each page costs its depth
    if (offset >= RELEVANCE_DEPTH) return { cards: [], hasMore: false };
    const ids = await rankedIds(db, conditions, search, offset, pageSize + 1);
    const cards = await cardsInOrder(db, ids.slice(0, pageSize));
    return { cards, hasMore: ids.length > pageSize && offset + pageSize < RELEVANCE_DEPTH };
  }
  const match = search ? await searchMatch(db, conditions, search) : undefined;
  const rows = await cardQuery(db)
    .where(and(...conditions, match))
    .orderBy(...ORDER_BY[sort === "relevan" ? "terpopuler" : sort])
    .limit(pageSize + 1)
    .offset(offset);
  return { cards: rows.slice(0, pageSize).map(toCard), hasMore: rows.length > pageSize };
}

/** How many programmes meet `conditions` and the search (for lists that show a total). */
export async function countProgramCards(db: Db, conditions: SQL[], searchText?: string): Promise<number> {
  const search = searchText ? await planSearch(db, searchText) : null;
  const match = search ? await searchMatch(db, conditions, search) : undefined;
  const [row] = await db
    .select({ n: count() })
    .from(programs)
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .where(and(...conditions, match));
  return row?.n ?? 0;
}

/** GET /program_activity/v2/list/{page}/{n}. */
export function searchPrograms(db: Db, filters: SearchFilters, page: number, pageSize: number) {
  const { search, sort, ...rest } = filters;
  return findProgramCards(db, programFilterConditions(rest), { search, sort, page, pageSize });
}

const INSTITUTION_TYPO_SIMILARITY = 0.6;

/**
 * Institutions for a typed text: names containing it (a word start first), or — only when none does — names
 * close to it (typos), as for programmes.
 */
async function institutionsFor(db: Db, keyword: string, only?: string): Promise<InstitutionSearchItem[]> {
  const name = sql`search_normalize(${institutions.name})`;
  const find = async (condition: SQL) => {
    const found = await db
      .select({ id: institutions.id, name: institutions.name, slug: institutions.slug, logo: institutions.logo })
      .from(institutions)
      .where(and(condition, only ? eq(institutions.slug, only) : undefined))
      .orderBy(desc(sql`word_similarity(${keyword}, ${name})`), asc(institutions.name))
      .limit(SEARCH_LIST_INSTITUTIONS);
    if (found.length === 0) return [];
    // counted for the (at most six) institutions found, not for every institution
    const counts = await db
      .select({ creatorId: programs.creatorId, n: count() })
      .from(programs)
      .where(
        and(
          listed,
          eq(programs.categoryName, PRAKERJA_CATEGORY),
          inArray(
            programs.creatorId,
            found.map((i) => i.id),
          ),
        ),
      )
      .groupBy(programs.creatorId);
    const byId = new Map(counts.map((c) => [c.creatorId, c.n]));
    return found.map((i) => ({ ...i, prakerja_program_count: byId.get(i.id) ?? 0 }));
  };
  const containing = await find(sql`${name} like ${`%${escapeLike(keyword)}%`}`);
  if (containing.length > 0 || keyword.length < 3) return containing;
  // stricter than the programmes' typo tier: few institutions, and a near miss on a short text ('prak' vs
  // 'prima') is noise here
  return find(sql`word_similarity(${keyword}, ${name}) >= ${INSTITUTION_TYPO_SIMILARITY}`);
}

/**
 * GET /program_activity/search-list/{category}/{title}/1: the best 36 programmes and 6 institutions for what is
 * being typed (the search dropdown's live results).
 */
export async function searchList(
  db: Db,
  category: string,
  title: string,
  institution?: string,
): Promise<SearchListAnswer> {
  const search = await planSearch(db, title);
  if (!search) return { program: [], institution: [] };
  const keyword = normalizeKeyword(title);
  const conditions = [listed];
  if (category !== SEARCH_LIST_ALL) conditions.push(eq(programs.categoryName, category));
  if (institution) conditions.push(eq(institutions.slug, institution));
  const [ids, institutionRows] = await Promise.all([
    rankedIds(db, conditions, search, 0, SEARCH_LIST_PAGE_SIZE),
    institutionsFor(db, keyword, institution),
  ]);
  const cards = await cardsInOrder(db, ids);
  return {
    program: cards.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      avatar: p.avatar,
      category_name: p.category_name,
      creator: { id: p.creator.id, name: p.creator.name, slug: p.creator.slug },
    })),
    institution: institutionRows,
  };
}

/** The filter and sort choices a client can offer, with what was applied. */
export function filterChoices(categories: readonly string[], filters: SearchFilters) {
  const applied: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key !== "sort" && value !== undefined && value !== "") applied[key] = value;
  }
  return {
    filter: {
      applied,
      options: {
        category: categories.map((c) => ({ value: c, label: categoryLabel(c) })),
        level: PROGRAM_LEVELS.map((l) => ({ value: l, label: l })),
        type: Object.entries(PROGRAM_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label })),
        price: PRICE_FILTERS.map((p) => ({ value: p, label: p === "gratis" ? "Gratis" : "Berbayar" })),
        institution_type: INSTITUTION_TYPES.map((t) => ({ value: t.value, label: t.label })),
      },
    },
    sort: {
      applied: filters.sort ?? defaultProgramSort(filters.search),
      options: PROGRAM_SORTS.map((s) => ({ value: s, label: PROGRAM_SORT_LABELS[s] })),
    },
  };
}

type ProgramRecord = typeof programs.$inferSelect;

const MAX_ID = 2_147_483_647;

/**
 * A published programme by numeric id or by slug; null when there is none. A removed one is returned too
 * (its `deletedAt` is set): the caller answers 114 for it.
 */
export async function findProgram(db: Db, idOrSlug: string | number): Promise<ProgramRecord | null> {
  const byId = typeof idOrSlug === "number" || /^\d{1,10}$/.test(idOrSlug);
  if (byId && Number(idOrSlug) > MAX_ID) return null; // all digits, but past any id: no such programme
  const condition = byId ? eq(programs.id, Number(idOrSlug)) : eq(programs.slug, idOrSlug);
  const [row] = await db
    .select()
    .from(programs)
    .where(and(condition, eq(programs.isPublished, true)))
    .limit(1);
  return row ?? null;
}

/** Seats an add-on has left; null when it has no quota (or there is no add-on). */
const seatsRemaining = sql<number | null>`${addons.quota} - ${addons.seatsTaken}`;

async function chapterSummaries(db: Db, programId: number): Promise<ChapterSummary[]> {
  const rows = await db
    .select({
      id: chapters.id,
      title: chapters.title,
      session: chapters.session,
      duration: chapters.duration,
      total_resource: sql<number>`(select count(*)::int from ${resources} where ${resources.chapterId} = ${chapters.id})`,
      addon_title: addons.title,
      addon_description: addons.description,
      addon_prices: addons.price,
      addon_quota_remaining: seatsRemaining,
    })
    .from(chapters)
    .leftJoin(addons, eq(addons.chapterId, chapters.id))
    .where(eq(chapters.programId, programId))
    .orderBy(asc(chapters.session), asc(chapters.id));
  return rows
    .filter((r) => r.total_resource > 0) // empty chapters are dropped (spec 001 section 2)
    .map((r) => ({
      id: r.id,
      title: r.title,
      session: r.session,
      total_resource: r.total_resource,
      duration: r.duration,
      is_addon: r.addon_title !== null,
      addon_title: r.addon_title,
      addon_description: r.addon_description,
      addon_prices: r.addon_prices,
      addon_quota_remaining: r.addon_quota_remaining,
    }));
}

export async function programDetail(db: Db, program: ProgramRecord): Promise<ProgramDetail> {
  const [creatorRows, chapterList] = await Promise.all([
    cardQuery(db).where(eq(programs.id, program.id)).limit(1),
    chapterSummaries(db, program.id),
  ]);
  const card = creatorRows[0];
  if (!card) throw new Error(`programme ${program.id} has no creator`);
  return {
    ...toCard(card),
    short_description: program.shortDescription,
    reviewers_five_star: program.reviewersFiveStar,
    reviewers_four_star: program.reviewersFourStar,
    reviewers_three_star: program.reviewersThreeStar,
    reviewers_two_star: program.reviewersTwoStar,
    reviewers_one_star: program.reviewersOneStar,
    is_rated: false,
    total_duration: program.totalDuration,
    total_chapters: chapterList.length,
    chapter_list: chapterList,
    schedule_start: program.scheduleStart?.toISOString() ?? null,
    schedule_end: program.scheduleEnd?.toISOString() ?? null,
    location: program.location,
    enrolled_count: program.enrolledCount,
    year_levels: program.yearLevels,
  };
}

/** The newest reviews of a programme, one page; the reviewer is shown by name and avatar only. */
export async function programReviewPage(
  db: Db,
  programId: number,
  page: number,
): Promise<Omit<ReviewListAnswer, "next_url">> {
  const perPage = CATALOGUE_LIMITS.reviewsPerPage;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: programReviews.id,
        name: users.name,
        // the reviewer's photo only where their privacy switches show it (decisions/026)
        avatar: publicAvatar,
        rating: programReviews.rating,
        comment: programReviews.comment,
        createdAt: programReviews.createdAt,
      })
      .from(programReviews)
      .innerJoin(users, eq(users.id, programReviews.userId))
      .leftJoin(privacySettings, withPrivacy)
      .where(eq(programReviews.programId, programId))
      .orderBy(desc(programReviews.createdAt), desc(programReviews.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(programReviews).where(eq(programReviews.programId, programId)),
  ]);
  const n = total?.n ?? 0;
  return {
    list: rows.map(({ createdAt, ...r }) => ({ ...r, created_at: createdAt.toISOString() })),
    total: n,
    page,
    per_page: perPage,
    total_page: Math.ceil(n / perPage),
  };
}

export function programDescription(program: ProgramRecord): ProgramDescription {
  return {
    id: program.id,
    description: program.description,
    learning_objectives: program.learningObjectives,
    room_id: program.roomId,
    is_tanyamu_closed: program.isTanyamuClosed,
  };
}

/** Topics with their activities, two queries whatever the size of the programme. */
export async function programActivities(db: Db, programId: number): Promise<ProgramActivityAnswer> {
  const chapterList = await chapterSummaries(db, programId);
  const chapterIds = chapterList.map((c) => c.id);
  const rows = chapterIds.length
    ? await db
        .select({
          id: resources.id,
          chapterId: resources.chapterId,
          slug: resources.slug,
          title: resources.title,
          type: resources.type,
          activityType: resources.activityType,
          duration: resources.duration,
          bobotPercentage: resources.bobotPercentage,
          isPresenceParticipation: resources.isPresenceParticipation,
          addonDescription: addons.description,
          addonRemaining: seatsRemaining,
          addonPrice: addons.price,
        })
        .from(resources)
        .leftJoin(addons, eq(addons.resourceId, resources.id))
        .where(inArray(resources.chapterId, chapterIds))
        .orderBy(asc(resources.orderId), asc(resources.id))
    : [];
  const byChapter = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byChapter.get(row.chapterId);
    if (list) list.push(row);
    else byChapter.set(row.chapterId, [row]);
  }
  return {
    id: programId,
    chapter_list: chapterList.map((chapter) => ({
      ...chapter,
      resources: (byChapter.get(chapter.id) ?? []).map((r) => {
        const isAddon = r.addonPrice !== null;
        const remaining = r.addonRemaining;
        return {
          id: r.id,
          slug: r.slug,
          title: r.title,
          type: r.type as ResourceType,
          activity_type: r.activityType,
          activity_type_label: ACTIVITY_TYPE_LABELS[r.activityType as ActivityType] ?? ACTIVITY_TYPE_LABELS[0],
          duration: r.duration,
          bobot_percentage: r.bobotPercentage,
          is_presence_participation: r.isPresenceParticipation,
          is_addon_resource: isAddon,
          addon_resource_detail:
            isAddon && r.addonPrice !== null
              ? {
                  description: r.addonDescription ?? "",
                  current_quota: remaining,
                  price: r.addonPrice,
                  is_available: remaining === null || remaining > 0,
                }
              : null,
        };
      }),
    })),
  };
}

/**
 * GET /program_activity/v2/product_detail/{id}/enrolment: whether the caller follows the programme, with the
 * progress of My programmes (the one progress rule) and where 'Lanjutkan Belajar' leads — the first unfinished
 * activity by the same rule as My programmes' 'Lanjutkan' (learning's firstActivities), not a second one.
 */
export async function programEnrolment(db: Db, userId: number, programId: number): Promise<ProgramEnrolment> {
  const [enrolment] = await db
    .select({
      id: programUsers.id,
      completed: programUsers.completedResources,
      total: programUsers.programTotalResources,
    })
    .from(programUsers)
    .where(and(eq(programUsers.userId, userId), eq(programUsers.programId, programId)))
    .limit(1);
  if (!enrolment) {
    return {
      enrolled: false,
      program_user_id: null,
      percentage_progress: 0,
      completed_resources: 0,
      total_resources: 0,
      activity_slug: null,
    };
  }
  const [first] = await firstActivities(db, userId, [programId]);
  return {
    enrolled: true,
    program_user_id: enrolment.id,
    percentage_progress: percentageProgress(enrolment.completed, enrolment.total),
    completed_resources: Math.min(enrolment.completed, enrolment.total),
    total_resources: enrolment.total,
    activity_slug: first?.slug ?? null,
  };
}
