import { careerCategory } from "@app/domain/catalogue/constants";
import type { ActivityListAnswer } from "@app/domain/catalogue/contracts";
import type { SearchListAnswer } from "@app/domain/discovery/contracts";
import { normalizeKeyword } from "@app/domain/discovery/search-keyword";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateBenchCatalogue } from "../../demo/bench-catalogue";
import { createTestApp, type TestApp } from "../../testing/test-app";

/**
 * The fast relevance search (a popular window, per-tier indexes, the word dictionary) must rank exactly as
 * scoring every programme would. The catalogue here is larger than the popular window (1,000), so every path
 * runs: matches in the window, a tier asked of its index, a text with no match among the most popular.
 */
let t: TestApp;
const PROGRAMS = 2_400;

beforeAll(async () => {
  // no visitor cache: the dictionary tests search the same texts before and after a change
  t = await createTestApp({ seedDemo: false, env: { VISITOR_CACHE_TTL_MS: "0" } });
  await generateBenchCatalogue(t.database.db, PROGRAMS, careerCategory(t.config.productSlug));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Ids of a raw query's rows (PGlite answers `{ rows }`, node-postgres through Drizzle an array). */
function idsOf(result: unknown): number[] {
  const rows = (result as { rows?: { id: number }[] }).rows ?? (result as { id: number }[]);
  return rows.map((r) => r.id);
}

async function listIds(text: string, page: number, extra = ""): Promise<number[]> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/program_activity/v2/list/${page}/36?search=${encodeURIComponent(text)}${extra}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<ActivityListAnswer>().data.map((p) => p.id);
}

/** Every listed programme scored by its best tier, in full: the definition the search must meet. */
async function reference(text: string, offset: number, filter: SQL = sql`true`): Promise<number[]> {
  const keyword = normalizeKeyword(text);
  const words = keyword.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const query = words.map((w) => `${w}:*`).join(" & ");
  const single = words.length === 1 && words[0] === keyword;
  const rows = await t.database.db.execute(sql`
    select id from (
      select id, enrolled_count, case
        when search_name like ${`${keyword}%`} then 0
        when name_vector @@ to_tsquery('simple', ${query}) then 1
        when core_vector @@ to_tsquery('simple', ${query}) then 2
        when search_vector @@ to_tsquery('simple', ${query}) then 3
        when ${single} and search_name like ${`%${keyword}%`} then 4
      end as tier
      from programs where is_published and deleted_at is null and ${filter}
    ) scored
    where tier is not null
    order by tier, enrolled_count desc, id desc
    limit 36 offset ${offset}`);
  return idsOf(rows);
}

describe("relevance ranking on a catalogue larger than the popular window", () => {
  it.each([
    ["a word in a tenth of the names", "excel"],
    ["the start of a fifth of the names", "dasar"],
    ["two words in another order", "digital pemasaran"],
    ["an institution's name", "lembaga bench 17"],
    ["a tag", "tag-7"],
    ["a word of every description", "pengukuran"],
    ["a part of a word", "rograman"],
    ["a rare combination", "praktis akuntansi 12"],
    ["a programme's number", "web 2237"],
    ["a short prefix", "ex"],
  ])("ranks %s ('%s') as scoring every programme would, pages 1 and 2", async (_case, text) => {
    const first = await reference(text, 0);
    expect(first.length).toBeGreaterThan(0);
    expect(await listIds(text, 1)).toEqual(first);
    expect(await listIds(text, 2)).toEqual(await reference(text, 36));
  });

  it("ranks within a category filter as scoring every programme of it would", async () => {
    const category = careerCategory(t.config.productSlug);
    const expected = await reference("lembaga bench", 0, sql`category_name = ${category}`);
    expect(expected.length).toBe(36);
    expect(await listIds("lembaga bench", 1, `&category=${category}`)).toEqual(expected);
  });

  it("finds nothing for words the catalogue does not have, and corrects a typo to the closest name word", async () => {
    expect(await listIds("zzzz", 1)).toEqual([]);
    expect(await listIds("kursus excel online murah", 1)).toEqual([]);
    // 'exel' begins no word: the programmes named with 'excel', most popular first
    const excel = await t.database.db.execute(sql`
      select id from programs where name_vector @@ to_tsquery('simple', 'excel')
      order by enrolled_count desc, id desc limit 36`);
    expect(await listIds("exel", 1)).toEqual(idsOf(excel));
  });
});

describe("the word dictionary follows the catalogue", () => {
  const find = async (text: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/program_activity/search-list/ALL/${encodeURIComponent(text)}/1`,
    });
    return res.json<{ data: SearchListAnswer }>().data.program.map((p) => p.name);
  };

  it("finds a new programme, a renamed one and the programmes of a renamed institution by their new words", async () => {
    const db = t.database.db;
    expect(await find("xilofon")).toEqual([]);
    await db.execute(sql`
      insert into programs (slug, name, category_name, creator_id, short_description, description)
      select 'kelas-xilofon', 'Kelas Xilofon Anak', 'KELASMU', min(id), '', '' from institutions`);
    expect(await find("xilofon")).toEqual(["Kelas Xilofon Anak"]);
    expect(await find("xilofn")).toEqual(["Kelas Xilofon Anak"]); // a typo of the new word
    await db.execute(sql`update programs set name = 'Kelas Marimba Anak' where slug = 'kelas-xilofon'`);
    expect(await find("marimba")).toEqual(["Kelas Marimba Anak"]);
    expect(await find("xilofon")).toEqual([]); // the old word stays in the dictionary, but matches nothing
    await db.execute(sql`update institutions set name = 'Sanggar Gamelan' where slug = 'lembaga-bench-3'`);
    const byInstitution = await find("sanggar gamelan");
    expect(byInstitution.length).toBeGreaterThan(0);
  });
});
