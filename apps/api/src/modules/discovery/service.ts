import { createHash } from "node:crypto";
import { PRAKERJA_CATEGORY } from "@app/domain/catalogue/constants";
import type { ProgramCard } from "@app/domain/catalogue/contracts";
import {
  DISCOVERY_ADS_LIMIT,
  type InstitutionSearchItem,
  POPULAR_KEYWORDS,
  type PopularKeyword,
} from "@app/domain/discovery/contracts";
import { normalizeKeyword } from "@app/domain/discovery/search-keyword";
import { and, asc, count, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { programs } from "../../db/schema/catalogue";
import { discoveryAds, searchKeywordSearches } from "../../db/schema/discovery";
import { institutions } from "../../db/schema/institution";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { cardQuery, listed, toCard } from "../catalogue/public";

/**
 * Notes who searched what in memory and writes it to `search_keyword_searches` in one statement every few
 * seconds, so a search costs no write of its own. Several instances write to the same rows.
 */
export interface KeywordRecorder {
  /** A submitted search that found something, by a client (its address). */
  record(keyword: string, client: string): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** The most keyword-searcher pairs kept between two writes: a flood of distinct keywords cannot grow memory. */
const MAX_PENDING = 5_000;

/** 24 bits of SHA-256 over the day and the address (see the table's comment). */
function searcherOf(day: string, client: string): string {
  return createHash("sha256").update(`${day}|${client}`).digest("hex").slice(0, 6);
}

export function createKeywordRecorder(db: Db, clock: Clock, flushEveryMs = 5_000): KeywordRecorder {
  let pending = new Map<string, { keyword: string; day: string; searcher: string }>();
  let flushing: Promise<void> = Promise.resolve();
  let prunedOn = "";

  async function write(batch: typeof pending) {
    const day = clock().toISOString().slice(0, 10);
    if (prunedOn !== day) {
      // once a day per instance: days outside the window no longer count, so they go
      prunedOn = day;
      const oldest = new Date(clock().getTime() - POPULAR_KEYWORDS.windowDays * 86_400_000).toISOString().slice(0, 10);
      await db.delete(searchKeywordSearches).where(sql`${searchKeywordSearches.day} < ${oldest}`);
    }
    if (batch.size === 0) return;
    await db
      .insert(searchKeywordSearches)
      .values([...batch.values()])
      .onConflictDoNothing();
  }

  function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    flushing = flushing
      .then(() => write(batch))
      .catch(() => {
        // statistics: a failed write loses them, never a request
      });
    return flushing;
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    record(text, client) {
      const keyword = normalizeKeyword(text);
      if (keyword.length < 2 || pending.size >= MAX_PENDING) return;
      const day = clock().toISOString().slice(0, 10);
      const searcher = searcherOf(day, client);
      pending.set(`${keyword}\u0000${searcher}`, { keyword, day, searcher });
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** When too few real searches exist yet: the tags of the most popular programmes. */
async function fallbackKeywords(db: Db, limit: number): Promise<string[]> {
  // tags of the 200 most popular programme-tag pairs, weighted by their programmes' enrolments
  const popular = db
    .select({ tag: sql<string>`unnest(${programs.tags})`.as("tag"), enrolled: programs.enrolledCount })
    .from(programs)
    .where(listed)
    .orderBy(desc(programs.enrolledCount))
    .limit(200)
    .as("popular");
  const rows = await db
    .select({ tag: popular.tag })
    .from(popular)
    .groupBy(popular.tag)
    .orderBy(desc(sql`sum(${popular.enrolled})`), asc(popular.tag))
    .limit(limit);
  return rows.map((r) => r.tag.replace(/-/g, " "));
}

/**
 * GET /discovery/popular-keywords: the keywords most searched by several searchers in the last 30 days, topped
 * up by the fallback.
 */
export async function popularKeywords(db: Db, clock: Clock): Promise<PopularKeyword[]> {
  const since = new Date(clock().getTime() - POPULAR_KEYWORDS.windowDays * 86_400_000).toISOString().slice(0, 10);
  // popular: searched by several searchers; ranked by searcher-days (one searcher counts once a day)
  const rows = await db
    .select({ keyword: searchKeywordSearches.keyword })
    .from(searchKeywordSearches)
    .where(sql`${searchKeywordSearches.day} >= ${since}`)
    .groupBy(searchKeywordSearches.keyword)
    .having(sql`count(distinct ${searchKeywordSearches.searcher}) >= ${POPULAR_KEYWORDS.minSearchers}`)
    .orderBy(desc(count()), asc(searchKeywordSearches.keyword))
    .limit(POPULAR_KEYWORDS.limit);
  const keywords = rows.map((r) => r.keyword);
  if (keywords.length < POPULAR_KEYWORDS.limit) {
    for (const tag of await fallbackKeywords(db, POPULAR_KEYWORDS.limit)) {
      if (keywords.length >= POPULAR_KEYWORDS.limit) break;
      if (!keywords.includes(tag)) keywords.push(tag);
    }
  }
  return keywords.map((keyword) => ({
    keyword,
    url: `/program?${new URLSearchParams({ search: keyword }).toString()}`,
  }));
}

function activeAd(now: Date) {
  return and(
    or(isNull(discoveryAds.startsAt), sql`${discoveryAds.startsAt} <= ${now.toISOString()}`),
    or(isNull(discoveryAds.endsAt), gt(discoveryAds.endsAt, now)),
  );
}

/** GET /discovery/program-ads/{host}: placed programmes by rank; the host's most popular when none are placed. */
export async function programAds(db: Db, clock: Clock, host: string): Promise<ProgramCard[]> {
  const placed = await cardQuery(db)
    .innerJoin(discoveryAds, eq(discoveryAds.programId, programs.id))
    .where(and(listed, eq(discoveryAds.host, host), activeAd(clock())))
    .orderBy(asc(discoveryAds.rank), asc(discoveryAds.id))
    .limit(DISCOVERY_ADS_LIMIT);
  if (placed.length > 0) return placed.map(toCard);
  const popular = await cardQuery(db)
    .where(and(listed, eq(programs.categoryName, host.toUpperCase())))
    .orderBy(desc(programs.enrolledCount), desc(programs.id))
    .limit(DISCOVERY_ADS_LIMIT);
  return popular.map(toCard);
}

/** Published Prakerja programmes per institution, to join to institutions. */
function prakerjaCounts(db: Db) {
  return db
    .select({ creatorId: programs.creatorId, n: sql<number>`count(*)::int`.as("n") })
    .from(programs)
    .where(and(listed, eq(programs.categoryName, PRAKERJA_CATEGORY)))
    .groupBy(programs.creatorId)
    .as("prakerja_counts");
}

/** GET /discovery/institution-ads/{host}: placed institutions; those with the most host programmes otherwise. */
export async function institutionAds(db: Db, clock: Clock, host: string): Promise<InstitutionSearchItem[]> {
  const counts = prakerjaCounts(db);
  const columns = {
    id: institutions.id,
    name: institutions.name,
    slug: institutions.slug,
    logo: institutions.logo,
    prakerja_program_count: sql<number>`coalesce(${counts.n}, 0)`,
  };
  const placed = await db
    .select(columns)
    .from(institutions)
    .leftJoin(counts, eq(counts.creatorId, institutions.id))
    .innerJoin(discoveryAds, eq(discoveryAds.institutionId, institutions.id))
    .where(and(eq(discoveryAds.host, host), activeAd(clock())))
    .orderBy(asc(discoveryAds.rank), asc(discoveryAds.id))
    .limit(DISCOVERY_ADS_LIMIT);
  if (placed.length > 0) return placed;
  return db
    .select(columns)
    .from(institutions)
    .innerJoin(counts, eq(counts.creatorId, institutions.id))
    .orderBy(desc(counts.n), asc(institutions.id))
    .limit(DISCOVERY_ADS_LIMIT);
}
