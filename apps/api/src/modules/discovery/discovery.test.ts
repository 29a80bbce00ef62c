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

const searchTimes = async (text: string, times: number) => {
  for (let i = 0; i < times; i++) {
    const res = await get(`/api/program_activity/v2/list/1/12?search=${encodeURIComponent(text)}`);
    expect(res.statusCode).toBe(200);
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

  it("ranks keywords people searched at least 3 times, by count, in one normal form", async () => {
    await searchTimes("Barista", 2);
    await searchTimes("  barista ", 2); // the same keyword
    await searchTimes("desain", 3);
    await searchTimes("meracik", 1); // once: not popular
    await searchTimes("zzqqxx", 5); // found nothing: never popular
    await t.app.searchKeywords.flush();
    const popular = await keywords();
    expect(popular.slice(0, 2)).toEqual(["barista", "desain"]);
    expect(popular).not.toContain("meracik");
    expect(popular).not.toContain("zzqqxx");
    expect(popular).toHaveLength(8);
  });

  it("counts the live search-list too, and forgets searches older than 30 days", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await get("/api/program_activity/search-list/ALL/fotografi/1")).statusCode).toBe(200);
    }
    await t.app.searchKeywords.flush();
    expect((await keywords())[0]).toBe("fotografi");
    clock.advance(31 * 86_400_000);
    const later = await keywords();
    expect(later).not.toContain("fotografi");
    expect(later).not.toContain("barista");
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
