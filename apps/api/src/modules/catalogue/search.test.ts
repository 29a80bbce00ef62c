import type { ActivityListAnswer } from "@app/domain/catalogue/contracts";
import type { SearchListAnswer } from "@app/domain/discovery/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
const get = (url: string) => t.app.inject({ method: "GET", url });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function search(text: string, extra = ""): Promise<string[]> {
  const res = await get(`/api/program_activity/v2/list/1/36?search=${encodeURIComponent(text)}${extra}`);
  expect(res.statusCode).toBe(200);
  return res.json<ActivityListAnswer>().data.map((p) => p.name);
}

describe("search ranking (GET /api/program_activity/v2/list with search)", () => {
  it.each([
    ["a prefix of a word", "pemrog", "Dasar Pemrograman Web dengan JavaScript"],
    ["text inside a word", "rograman", "Dasar Pemrograman Web dengan JavaScript"],
    ["a typo", "pemrogaman", "Dasar Pemrograman Web dengan JavaScript"],
    ["a typo in one of two words", "desain grafs", "Desain Grafis dengan Figma untuk Pemula"],
    ["another word order", "excel analisis data", "Dasar Analisis Data dengan Excel"],
    ["upper case", "BARISTA", "Barista Profesional: Seni Meracik Kopi"],
    ["accents", "barísta profésional", "Barista Profesional: Seni Meracik Kopi"],
  ])("finds a programme by %s ('%s') first", async (_case, text, expected) => {
    expect((await search(text))[0]).toBe(expected);
  });

  it("corrects typos only when nothing matches as typed: 'excel' does not bring 'Excavator'", async () => {
    const names = await search("excel");
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain("Operator Alat Berat Excavator");
    expect(await search("excavatr")).toContain("Operator Alat Berat Excavator");
    const cheap = (
      await get("/api/program_activity/v2/list/1/36?search=exel&sort=harga_terendah")
    ).json<ActivityListAnswer>().data;
    expect(cheap.map((p) => p.name)).toContain("Dasar Analisis Data dengan Excel");
  });

  it("ranks a name match above matches of the institution, tags and description", async () => {
    const names = await search("excel");
    const nameHits = names.filter((n) => n.toLowerCase().includes("excel"));
    expect(nameHits.length).toBeGreaterThan(0);
    // every programme with Excel in its name comes before any without it
    expect(names.slice(0, nameHits.length)).toEqual(nameHits);
  });

  it("finds programmes by their institution's name and by a tag", async () => {
    const byInstitution = await search("lingua prima");
    expect(byInstitution.length).toBeGreaterThan(0);
    const cards = (
      await get(`/api/program_activity/v2/list/1/36?search=${encodeURIComponent("lingua prima")}`)
    ).json<ActivityListAnswer>().data;
    expect(cards.every((c) => c.creator.name === "Lingua Prima Course")).toBe(true);
    const byTag = (await get("/api/program_activity/v2/list/1/36?search=snbt")).json<ActivityListAnswer>().data;
    expect(byTag.some((c) => c.tags.includes("snbt"))).toBe(true);
  });

  it("sorts by relevance when searching and reports it; another sort still filters by the search", async () => {
    const res = (await get("/api/program_activity/v2/list/1/36?search=excel")).json<ActivityListAnswer>();
    expect(res.sort.applied).toBe("relevan");
    const cheap = (
      await get("/api/program_activity/v2/list/1/36?search=excel&sort=harga_terendah")
    ).json<ActivityListAnswer>();
    expect(cheap.sort.applied).toBe("harga_terendah");
    const prices = cheap.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(cheap.data.map((p) => p.id))).toEqual(new Set(res.data.map((p) => p.id)));
  });

  it("finds nothing for text that matches nothing, and survives tsquery syntax", async () => {
    expect(await search("zzqqxx")).toEqual([]);
    for (const text of ["a & b", "!(x)", "'quote", ":*", "a | | b", "\\"]) {
      const res = await get(`/api/program_activity/v2/list/1/36?search=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
    }
  });

  it("combines the search with a category filter", async () => {
    const cards = (
      await get("/api/program_activity/v2/list/1/36?search=bahasa&category=UJIANMU")
    ).json<ActivityListAnswer>().data;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.category_name === "UJIANMU")).toBe(true);
  });
});

describe("GET /api/program_activity/search-list/{category}/{title}/1", () => {
  const searchList = async (category: string, title: string) => {
    const res = await get(`/api/program_activity/search-list/${category}/${encodeURIComponent(title)}/1`);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: SearchListAnswer }>().data;
  };

  it("answers programme and institution search items for a typed text, typos included", async () => {
    const data = await searchList("ALL", "pemrogaman");
    expect(data.program[0]).toMatchObject({ name: "Dasar Pemrograman Web dengan JavaScript" });
    expect(Object.keys(data.program[0] ?? {}).sort()).toEqual([
      "avatar",
      "category_name",
      "creator",
      "id",
      "name",
      "slug",
    ]);
    const institutions = (await searchList("ALL", "nusantara")).institution;
    expect(institutions.length).toBeGreaterThan(0);
    expect(institutions.every((i) => i.name.toLowerCase().includes("nusantara"))).toBe(true);
    expect(Object.keys(institutions[0] ?? {}).sort()).toEqual(["id", "logo", "name", "prakerja_program_count", "slug"]);
  });

  it("finds institutions containing the text, and close names only when none contains it", async () => {
    const prak = (await searchList("ALL", "prak")).institution.map((i) => i.name);
    expect(prak).not.toContain("Lingua Prima Course"); // 'prima' is close to 'prak', but no name contains 'prak'…
    const typo = (await searchList("ALL", "lingua prma")).institution.map((i) => i.name);
    expect(typo).toContain("Lingua Prima Course"); // …and a typo of a real name still finds it
  });

  it("keeps to one institution when asked (a partner site's search)", async () => {
    const res = await get("/api/program_activity/search-list/ALL/digital/1?institution=lembaga-pelatihan-digital-maju");
    const data = res.json<{ data: SearchListAnswer }>().data;
    expect(data.program.length).toBeGreaterThan(0);
    expect(data.program.every((p) => p.creator.slug === "lembaga-pelatihan-digital-maju")).toBe(true);
    expect(data.institution.map((i) => i.slug)).toEqual(["lembaga-pelatihan-digital-maju"]);
    const bad = await get("/api/program_activity/search-list/ALL/digital/1?institution=Bad%20Slug");
    expect(bad.statusCode).toBe(400);
  });

  it("keeps to the chosen category and caps the list at 36", async () => {
    const data = await searchList("PRAKERJA", "a");
    expect(data.program.length).toBeLessThanOrEqual(36);
    expect(data.program.every((p) => p.category_name === "PRAKERJA")).toBe(true);
    expect((await searchList("karirmu", "dasar")).program.every((p) => p.category_name === "KARIRMU")).toBe(true);
  });

  it.each([
    ["/api/program_activity/search-list/NOPE/excel/1", "params.category"],
    ["/api/program_activity/search-list/ALL/excel/2", "params.page"],
    [`/api/program_activity/search-list/ALL/${"x".repeat(101)}/1`, "params.title"],
    ["/api/program_activity/search-list/ALL/%20%20/1", "params.title"],
    ["/api/program_activity/search-list/ALL/a%00b/1", "params.title"],
  ])("refuses %s naming %s", async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0].field).toBe(field);
  });
});

describe("deep relevance pages", () => {
  it("end at the 1,000th result and stay cheap: no 500 for huge page numbers", async () => {
    const deep = await get("/api/program_activity/v2/list/10000/100?search=a");
    expect(deep.statusCode).toBe(200);
    expect(deep.json<ActivityListAnswer>()).toMatchObject({ data: [], "next-url": null });
    const other = await get("/api/program_activity/v2/list/10000/100?search=a&sort=terbaru");
    expect(other.statusCode).toBe(200);
  });
});

describe("removed programmes and reviews", () => {
  it("answers 114 'program not available' for a removed programme and leaves it out of lists", async () => {
    const slug = "dasar-instalasi-listrik-rumah";
    await t.database.db.execute(sql`update programs set deleted_at = now() where slug = ${slug}`);
    for (const url of [
      `/api/program_activity/v2/product_detail/${slug}`,
      `/api/program_activity/v2/product_detail/${slug}/description`,
      `/api/program_activity/v2/product_detail/${slug}/review/1`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 114, message: "program not available" });
    }
    expect(await search("instalasi listrik")).not.toContain("Dasar Instalasi Listrik Rumah");
    await t.database.db.execute(sql`update programs set deleted_at = null where slug = ${slug}`);
  });

  it("lists a programme's reviews newest first, 10 per page, with next_url", async () => {
    const slug = "simulasi-toefl-itp";
    await t.database.db.execute(sql`
      insert into users (name, email, username, password_hash, profession_name)
      select 'Peninjau ' || g, 'peninjau' || g || '@example.test', 'peninjau' || g, 'x', 'profesional'
      from generate_series(1, 12) g`);
    await t.database.db.execute(sql`
      insert into program_reviews (program_id, user_id, rating, comment, created_at)
      select (select id from programs where slug = ${slug}), u.id, 1 + u.id % 5, 'Ulasan ' || u.name,
             timestamptz '2026-11-01' + (u.id || ' minutes')::interval
      from users u where u.email like 'peninjau%@example.test'`);
    const first = (await get(`/api/program_activity/v2/product_detail/${slug}/review/1`)).json().data;
    expect(first.list.length).toBe(10);
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.next_url).toBe(`/api/program_activity/v2/product_detail/${slug}/review/2`);
    const dates = first.list.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(first.list[0]).sort()).toEqual(["avatar", "comment", "created_at", "id", "name", "rating"]);
    const last = (await get(`/api/program_activity/v2/product_detail/${slug}/review/${first.total_page}`)).json().data;
    expect(last.next_url).toBeNull();
    expect((await get(`/api/program_activity/v2/product_detail/${slug}/review/0`)).statusCode).toBe(400);
  });
});
