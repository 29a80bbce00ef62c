import type { ProgramCard } from "@app/domain/catalogue/contracts";
import type { InstitutionSearchItem, PopularKeyword } from "@app/domain/discovery/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";

let t: TestApp;
const clock = testClock(new Date("2026-11-22T03:00:00Z"));
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

beforeAll(async () => {
  // no visitor cache: every call here must reach the handler
  t = await createTestApp({ clock, env: { VISITOR_CACHE_TTL_MS: "0" } });
});
afterAll(async () => {
  await t.close();
});

async function keywords(): Promise<string[]> {
  const res = await get("/api/discovery/popular-keywords");
  expect(res.statusCode).toBe(200);
  const body = res.json<{ status: number; data: PopularKeyword[] }>();
  expect(body.status).toBe(200);
  for (const k of body.data) expect(k.url).toBe(`/program?${new URLSearchParams({ search: k.keyword })}`);
  return body.data.map((k) => k.keyword);
}

/** `searchers` different clients each submit the search (from their own address) `times` times. */
const searchBy = async (text: string, searchers: number, times = 1, firstSearcher = 0) => {
  for (let c = firstSearcher; c < firstSearcher + searchers; c++) {
    for (let i = 0; i < times; i++) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/program_activity/v2/list/1/12?search=${encodeURIComponent(text)}&n=${i}`,
        remoteAddress: `10.0.${c}.1`, // one address per searcher
      });
      expect(res.statusCode).toBe(200);
    }
  }
};

describe("GET /api/discovery/popular-keywords", () => {
  it("falls back to the tags of popular programmes while there are no searches", async () => {
    const fallback = await keywords();
    expect(fallback).toHaveLength(8);
    const tags = await t.database.db.execute(sql`select distinct unnest(tags) as tag from programs`);
    const known = new Set((tags as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag.replace(/-/g, " ")));
    expect(fallback.every((k) => known.has(k))).toBe(true);
  });

  it("ranks keywords searched by at least 3 searchers, by searchers, in one normal form", async () => {
    await searchBy("Barista", 2);
    await searchBy("  barista ", 2, 1, 2); // the same keyword, two more searchers
    await searchBy("desain", 3);
    await searchBy("meracik", 1, 10); // one person, ten times: not popular
    await searchBy("zzqqxx", 5); // found nothing: never popular
    await t.app.searchKeywords.flush();
    const popular = await keywords();
    expect(popular.slice(0, 2)).toEqual(["barista", "desain"]);
    expect(popular).not.toContain("meracik");
    expect(popular).not.toContain("zzqqxx");
    expect(popular).toHaveLength(8);
  });

  it("does not count what is being typed in the live search, and forgets searches older than 30 days", async () => {
    for (let c = 1; c <= 5; c++) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/program_activity/search-list/ALL/fotografi/1",
        remoteAddress: `10.9.0.${c}`,
      });
      expect(res.statusCode).toBe(200);
    }
    await t.app.searchKeywords.flush();
    expect(await keywords()).not.toContain("fotografi");
    await searchBy("fotografi", 5);
    await t.app.searchKeywords.flush();
    expect((await keywords())[0]).toBe("fotografi");
    const stored = await t.database.db.execute(sql`select searcher from search_keyword_searches`);
    const searchers = (stored as unknown as { rows: { searcher: string }[] }).rows.map((r) => r.searcher);
    expect(searchers.every((v) => /^[0-9a-f]{6}$/.test(v))).toBe(true); // never an address
    clock.advance(31 * 86_400_000);
    const later = await keywords();
    expect(later).not.toContain("fotografi");
    expect(later).not.toContain("barista");
    // the next write of a new day deletes the days that no longer count
    await t.app.searchKeywords.flush();
    const left = await t.database.db.execute(sql`select count(*)::int as n from search_keyword_searches`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    clock.advance(-31 * 86_400_000);
  });
});

describe("GET /api/discovery/program-ads/prakerja and institution-ads/prakerja", () => {
  it("answers the placed programmes by rank, and the most popular Prakerja programmes when none are placed", async () => {
    await t.database.db.execute(sql`delete from discovery_ads`);
    const fallback = (await get("/api/discovery/program-ads/prakerja")).json<{ data: ProgramCard[] }>().data;
    expect(fallback.length).toBeGreaterThan(0);
    expect(fallback.every((p) => p.category_name === "PRAKERJA")).toBe(true);

    await t.database.db.execute(sql`
      insert into discovery_ads (host, program_id, rank, ends_at)
      select 'prakerja', id, row_number() over (order by id desc), null
      from programs where category_name = 'PRAKERJA' order by id desc limit 2`);
    await t.database.db.execute(sql`
      insert into discovery_ads (host, program_id, rank, ends_at)
      select 'prakerja', min(id), 0, timestamptz '2026-11-01' from programs where category_name = 'PRAKERJA'`);
    const placed = (await get("/api/discovery/program-ads/prakerja")).json<{ data: ProgramCard[] }>().data;
    expect(placed).toHaveLength(2); // the expired placement is gone
    expect(placed[0]?.id).toBeGreaterThan(placed[1]?.id ?? Number.MAX_SAFE_INTEGER);
  });

  it("answers favourite institutions with their Prakerja programme counts", async () => {
    await t.database.db.execute(sql`delete from discovery_ads`);
    const items = (await get("/api/discovery/institution-ads/prakerja")).json<{ data: InstitutionSearchItem[] }>().data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.prakerja_program_count > 0)).toBe(true);
    const counts = items.map((i) => i.prakerja_program_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("refuses an unknown host", async () => {
    const res = await get("/api/discovery/program-ads/lainnya");
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0]).toMatchObject({ field: "params.host", message: "Host tidak dikenal" });
  });
});
