import {
  ACTIVITY_TYPE_LABELS,
  type ActivityType,
  categoryLabel,
  INSTITUTION_TYPES,
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
} from "@app/domain/catalogue/contracts";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { addons, chapters, programs, resources } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import type { Db } from "../../platform/db";

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

function cardQuery(db: Db) {
  return db.select(cardColumns).from(programs).innerJoin(institutions, eq(institutions.id, programs.creatorId));
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["execute"]>>[number];

function toCard(row: CardRow): ProgramCard {
  const { creator_id, creator_name, creator_slug, creator_logo, creator_type, ...program } = row;
  return {
    ...program,
    creator: { id: creator_id, name: creator_name, slug: creator_slug, logo: creator_logo, type: creator_type },
  };
}

const ORDER_BY: Record<ProgramSort, SQL[]> = {
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
  const conditions = [eq(programs.isPublished, true), eq(programs.categoryName, options.category)];
  if (options.tag) conditions.push(sql`${programs.tags} @> array[${options.tag}]::text[]`);
  const rows = await cardQuery(db)
    .where(and(...conditions))
    .orderBy(...ORDER_BY.terpopuler)
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  return rows.map(toCard);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type SearchFilters = Omit<ActivityListQuery, "platform" | "source">;

/** GET /program_activity/v2/list/{page}/{n}: filtered, sorted, paged; one row more tells whether a next page exists. */
export async function searchPrograms(
  db: Db,
  filters: SearchFilters,
  page: number,
  pageSize: number,
): Promise<{ cards: ProgramCard[]; hasMore: boolean }> {
  const conditions: SQL[] = [eq(programs.isPublished, true)];
  if (filters.category) conditions.push(eq(programs.categoryName, filters.category));
  if (filters.level) conditions.push(eq(programs.level, filters.level));
  if (filters.type !== undefined) conditions.push(eq(programs.programType, filters.type));
  if (filters.price === "gratis") conditions.push(eq(programs.price, 0));
  if (filters.price === "berbayar") conditions.push(sql`${programs.price} > 0`);
  if (filters.tag) conditions.push(sql`${programs.tags} @> array[${filters.tag}]::text[]`);
  if (filters.institution) conditions.push(eq(institutions.slug, filters.institution));
  if (filters.institution_type !== undefined) conditions.push(eq(institutions.type, filters.institution_type));
  if (filters.search) {
    conditions.push(sql`lower(${programs.name}) like ${`%${escapeLike(filters.search.toLowerCase())}%`}`);
  }
  const rows = await cardQuery(db)
    .where(and(...conditions))
    .orderBy(...ORDER_BY[filters.sort])
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { cards: rows.slice(0, pageSize).map(toCard), hasMore: rows.length > pageSize };
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
      applied: filters.sort,
      options: PROGRAM_SORTS.map((s) => ({ value: s, label: PROGRAM_SORT_LABELS[s] })),
    },
  };
}

type ProgramRecord = typeof programs.$inferSelect;

const MAX_ID = 2_147_483_647;

/** A published programme by numeric id or by slug; null when there is none. */
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
