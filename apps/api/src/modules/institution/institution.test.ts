import { PROFESSIONS } from "@app/domain/account/constants";
import { INSTITUTION_TYPES } from "@app/domain/catalogue/constants";
import type { ProgramCard } from "@app/domain/catalogue/contracts";
import { YEAR_LEVEL_SLUGS } from "@app/domain/catalogue/learning-levels";
import { INSTITUTION_GROUPS } from "@app/domain/institution/constants";
import type { InstitutionDetail, InstitutionItem, LandingPage } from "@app/domain/institution/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

type Page<T> = {
  list: T[];
  total: number;
  page: number;
  per_page: number;
  total_page: number;
  next_url: string | null;
};

async function data<T>(url: string): Promise<T> {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  const body = res.json<{ status: number; message: string; data: T }>();
  expect(body.status).toBe(200);
  expect(body.message).toBe("OK");
  return body.data;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every page of a paged call, by following next_url. */
async function walk<T>(url: string): Promise<T[]> {
  const seen: T[] = [];
  let next: string | null = url;
  while (next) {
    const page: Page<T> = await data<Page<T>>(next);
    seen.push(...page.list);
    next = page.next_url;
  }
  return seen;
}

function expectInvalid(res: Awaited<ReturnType<typeof get>>, field: string, message?: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.status).toBe(400);
  expect(body.message).toBe("Data yang dikirim tidak valid");
  const fields = body.data.fields as { field: string; message: string }[];
  if (message) expect(fields).toContainEqual({ field, message });
  else expect(fields.map((f) => f.field)).toContain(field);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Live (published, not removed) programme counts per institution slug, counted independently of the API. */
async function liveCounts(): Promise<Map<string, { all: number; prakerja: number }>> {
  const result = await t.database.db.execute(sql`
    select i.slug,
           count(p.id)::int as all,
           (count(p.id) filter (where p.category_name = 'PRAKERJA'))::int as prakerja
    from institutions i
    left join programs p on p.creator_id = i.id and p.is_published and p.deleted_at is null
    group by i.slug`);
  const list = (result as unknown as { rows: { slug: string; all: number; prakerja: number }[] }).rows;
  return new Map(list.map((r) => [r.slug, { all: Number(r.all), prakerja: Number(r.prakerja) }]));
}

async function liveSlugs(where: ReturnType<typeof sql>): Promise<string[]> {
  const result = await t.database.db.execute(sql`
    select p.slug from programs p join institutions i on i.id = p.creator_id
    where p.is_published and p.deleted_at is null and ${where} order by p.slug`);
  return (result as unknown as { rows: { slug: string }[] }).rows.map((r) => r.slug);
}

describe("GET /api/user/institution/{page}/{limit}", () => {
  it("lists every institution with its live programme counts, most programmes first, then by name", async () => {
    const page = await data<Page<InstitutionItem>>("/api/user/institution/1/20");
    const counts = await liveCounts();
    expect(page.total).toBe(counts.size);
    expect(page.list).toHaveLength(counts.size);
    expect(page).toMatchObject({ page: 1, per_page: 20, total_page: 1, next_url: null });
    for (const item of page.list) {
      expect(item.program_count, item.slug).toBe(counts.get(item.slug)?.all);
      expect(item.prakerja_program_count, item.slug).toBe(counts.get(item.slug)?.prakerja);
      expect(item.type_label).toBe(INSTITUTION_TYPES.find((x) => x.value === item.type)?.label);
    }
    const order = page.list.map((i) => [i.program_count, i.name] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || a[1].localeCompare(b[1], "en", { sensitivity: "base" }));
    expect(order.map((o) => o[0])).toEqual(sorted.map((o) => o[0]));
    expect(Object.keys(page.list[0] ?? {}).sort()).toEqual([
      "city",
      "id",
      "logo",
      "name",
      "prakerja_program_count",
      "program_count",
      "slug",
      "type",
      "type_label",
    ]);
  });

  it("does not count a removed programme", async () => {
    const page = await data<Page<InstitutionItem>>("/api/user/institution/1/50?search=solusi%20data");
    const [solusi] = page.list;
    const [row] = await rows<{ n: number }>(sql`
      select count(*)::int as n from programs p join institutions i on i.id = p.creator_id
      where i.slug = 'pt-solusi-data-indonesia'`);
    expect(solusi?.slug).toBe("pt-solusi-data-indonesia");
    expect(solusi?.program_count).toBe(Number(row?.n) - 1); // 'program-yang-dihapus' is one of its rows
  });

  it("pages through next_url without overlap and answers an empty page past the end", async () => {
    const first = await data<Page<InstitutionItem>>("/api/user/institution/1/4");
    expect(first.list).toHaveLength(4);
    expect(first.total_page).toBe(Math.ceil(first.total / 4));
    expect(first.next_url).toBe("/api/user/institution/2/4");
    const all = await walk<InstitutionItem>("/api/user/institution/1/4");
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((i) => i.id)).size).toBe(first.total);
    const past = await data<Page<InstitutionItem>>("/api/user/institution/99/4");
    expect(past).toMatchObject({ list: [], total: first.total, page: 99, next_url: null });
  });

  it("filters by group; the three groups together are every institution", async () => {
    const everyone = await data<Page<InstitutionItem>>("/api/user/institution/1/100");
    let seen = 0;
    for (const [group, { types }] of Object.entries(INSTITUTION_GROUPS)) {
      const page = await data<Page<InstitutionItem>>(`/api/user/institution/1/100?group=${group}`);
      expect(page.list.length, group).toBeGreaterThan(0);
      expect(page.list.every((i) => (types as readonly number[]).includes(i.type))).toBe(true);
      seen += page.total;
    }
    expect(seen).toBe(everyone.total);
    const schools = await data<Page<InstitutionItem>>("/api/user/institution/1/100?group=sekolah");
    expect(schools.list.map((i) => i.slug)).toEqual(
      expect.arrayContaining(["sd-cendekia-nusantara", "smp-cendekia-nusantara", "sekolah-alam-bumi-hijau"]),
    );
  });

  it("filters by type, and by group and type together", async () => {
    const universities = await data<Page<InstitutionItem>>("/api/user/institution/1/20?type=6");
    expect(universities.list.map((i) => i.slug)).toEqual(["universitas-teknologi-nusantara"]);
    const none = await data<Page<InstitutionItem>>("/api/user/institution/1/20?group=sekolah&type=6");
    expect(none).toMatchObject({ list: [], total: 0, total_page: 0, next_url: null });
  });

  it("searches names ignoring case and accents, with % and _ as plain characters", async () => {
    const upper = await data<Page<InstitutionItem>>("/api/user/institution/1/50?search=CENDEKIA");
    expect(upper.list.map((i) => i.slug).sort()).toEqual([
      "sd-cendekia-nusantara",
      "sma-cendekia-nusantara",
      "smk-cendekia-nusantara",
      "smp-cendekia-nusantara",
    ]);
    const accented = await data<Page<InstitutionItem>>(
      `/api/user/institution/1/50?search=${encodeURIComponent("Muséum  Bahari")}`,
    );
    expect(accented.list.map((i) => i.slug)).toEqual(["museum-bahari-nusantara"]);
    for (const wildcard of ["%25", "_", "%5C"]) {
      expect((await data<Page<InstitutionItem>>(`/api/user/institution/1/50?search=${wildcard}`)).list).toEqual([]);
    }
  });

  it("with is_prakerja=1 keeps only institutions with a live Prakerja programme", async () => {
    const page = await data<Page<InstitutionItem>>("/api/user/institution/1/50?is_prakerja=1");
    const counts = await liveCounts();
    const expected = [...counts].filter(([, c]) => c.prakerja > 0).map(([slug]) => slug);
    expect(page.list.map((i) => i.slug).sort()).toEqual(expected.sort());
    expect(page.list.every((i) => i.prakerja_program_count > 0)).toBe(true);
    const all = await data<Page<InstitutionItem>>("/api/user/institution/1/50?is_prakerja=0");
    expect(all.total).toBe(counts.size);
  });

  it("keeps the filters, but not platform and source, in next_url", async () => {
    const page = await data<Page<InstitutionItem>>(
      "/api/user/institution/1/1?group=sekolah&is_prakerja=0&search=nusantara&platform=mweb&source=mweb-karirmu",
    );
    expect(page.next_url).toBe("/api/user/institution/2/1?group=sekolah&search=nusantara&is_prakerja=0");
    const followed = await data<Page<InstitutionItem>>(page.next_url ?? "");
    expect(followed.page).toBe(2);
    expect(followed.list[0]?.id).not.toBe(page.list[0]?.id);
  });

  it("answers with and without the trailing slash, for the app key too", async () => {
    const plain = await data<Page<InstitutionItem>>("/api/user/institution/1/3");
    const slash = await data<Page<InstitutionItem>>("/api/user/institution/1/3/");
    expect(slash).toEqual(plain);
    const withKey = await get("/api/user/institution/1/3", { authorization: t.config.appKey });
    expect(withKey.statusCode).toBe(200);
    const wrongKey = await get("/api/user/institution/1/3", { authorization: "bukan-kunci" });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json().status).toBe(401);
  });

  it.each([
    ["/api/user/institution/1/20?group=kampus", "querystring.group", "Kelompok lembaga tidak dikenal"],
    ["/api/user/institution/1/20?type=10", "querystring.type", "Jenis lembaga tidak dikenal"],
    ["/api/user/institution/1/20?type=", "querystring.type", "Jenis lembaga tidak dikenal"],
    ["/api/user/institution/1/20?type=1.5", "querystring.type", "Jenis lembaga tidak dikenal"],
    ["/api/user/institution/1/20?is_prakerja=yes", "querystring.is_prakerja", "Nilai harus 0 atau 1"],
    [`/api/user/institution/1/20?search=${"a".repeat(101)}`, "querystring.search", "Kata kunci terlalu panjang"],
    ["/api/user/institution/1/20?search=a%00b", "querystring.search", "Teks berisi karakter yang tidak diizinkan"],
    ["/api/user/institution/1/20?platform=desktop", "querystring.platform", undefined],
    ["/api/user/institution/0/20", "params.page", "Halaman paling kecil 1"],
    ["/api/user/institution/1/0", "params.limit", "Batas paling kecil 1"],
    ["/api/user/institution/1/101", "params.limit", "Batas paling besar 100"],
    ["/api/user/institution/1/abc", "params.limit", "Batas harus berupa angka"],
  ])("refuses %s with a 400 naming %s", async (url, field, message) => {
    expectInvalid(await get(url), field, message);
  });
});

describe("GET /api/user/institution/get/{slug} and get-by-domain/{subdomain}", () => {
  it("answers a partner institution with its branding and counts", async () => {
    const detail = await data<InstitutionDetail>("/api/user/institution/get/lembaga-pelatihan-digital-maju");
    const counts = (await liveCounts()).get("lembaga-pelatihan-digital-maju");
    expect(detail).toMatchObject({
      name: "Lembaga Pelatihan Digital Maju",
      type: 2,
      type_label: "Lembaga Pelatihan",
      subdomain: "digitalmaju",
      is_show_logo_footer: 1,
      parent: null,
      children_count: 0,
      program_count: counts?.all,
      prakerja_program_count: counts?.prakerja,
    });
    expect(detail.brand_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(detail.landing_headline).toBeTruthy();
    expect(detail.landing_description).toBeTruthy();
    expect(detail.description).toBeTruthy();
  });

  it("names a member school's group, and counts a group's members", async () => {
    const school = await data<InstitutionDetail>("/api/user/institution/get/sd-cendekia-nusantara");
    expect(school.parent).toEqual({ name: "Yayasan Pendidikan Nusantara", slug: "yayasan-pendidikan-nusantara" });
    expect(school.children_count).toBe(0);
    expect(school.subdomain).toBeNull();
    const group = await data<InstitutionDetail>("/api/user/institution/get/yayasan-pendidikan-nusantara");
    expect(group.parent).toBeNull();
    expect(group.children_count).toBe(4);
  });

  it("finds a partner site by its subdomain, in any letter case, with the same answer as by slug", async () => {
    const bySlug = await data<InstitutionDetail>("/api/user/institution/get/lembaga-pelatihan-digital-maju");
    expect(await data<InstitutionDetail>("/api/user/institution/get-by-domain/digitalmaju")).toEqual(bySlug);
    expect(await data<InstitutionDetail>("/api/user/institution/get-by-domain/DigitalMaju/")).toEqual(bySlug);
    const lingua = await data<InstitutionDetail>("/api/user/institution/get-by-domain/linguaprima");
    expect(lingua.slug).toBe("lingua-prima-course");
    expect(lingua.brand_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([
    "/api/user/institution/get/lembaga-yang-tidak-ada",
    "/api/user/institution/get-by-domain/tidakada",
    "/api/user/institution/get-by-domain/www",
    "/api/user/institution/get-by-domain/prakerja",
  ])("answers 404 'Lembaga tidak ditemukan' for %s", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: "Lembaga tidak ditemukan", data: null });
  });

  it.each([
    ["/api/user/institution/get/DROP%20TABLE", "params.slug"],
    [`/api/user/institution/get/${"a".repeat(201)}`, "params.slug"],
    ["/api/user/institution/get-by-domain/a_b", "params.subdomain"],
    ["/api/user/institution/get-by-domain/-awal", "params.subdomain"],
    [`/api/user/institution/get-by-domain/${"a".repeat(64)}`, "params.subdomain"],
  ])("refuses %s with a 400 naming %s", async (url, field) => {
    expectInvalid(await get(url), field);
  });
});

describe("institution data the pages show", () => {
  it("keeps only web addresses as an institution's website and only #rrggbb as its colour", async () => {
    for (const bad of [
      sql`website = 'javascript:alert(1)'`,
      sql`website = 'data:text/html,x'`,
      sql`brand_color = 'red;}'`,
    ]) {
      await expect(
        t.database.db.execute(sql`update institutions set ${bad} where id = (select min(id) from institutions)`),
      ).rejects.toThrow();
    }
    await t.database.db.execute(
      sql`update institutions set website = 'https://contoh.example' where id = (select min(id) from institutions)`,
    );
  });
});

describe("GET /api/user/parent_institution/{slug}/{page}/{limit}", () => {
  it("answers the group and a page of its member institutions", async () => {
    const page = await data<Page<InstitutionItem> & { parent: InstitutionDetail }>(
      "/api/user/parent_institution/yayasan-pendidikan-nusantara/1/18",
    );
    expect(page.parent).toMatchObject({ slug: "yayasan-pendidikan-nusantara", children_count: 4 });
    expect(page.list.map((i) => i.slug).sort()).toEqual([
      "sd-cendekia-nusantara",
      "sma-cendekia-nusantara",
      "smk-cendekia-nusantara",
      "smp-cendekia-nusantara",
    ]);
    expect(page).toMatchObject({ total: 4, per_page: 18, total_page: 1, next_url: null });
    expect(page.list.every((i) => i.program_count > 0)).toBe(true);
  });

  it("pages the members through next_url", async () => {
    const first = await data<Page<InstitutionItem>>("/api/user/parent_institution/yayasan-pendidikan-nusantara/1/3");
    expect(first.next_url).toBe("/api/user/parent_institution/yayasan-pendidikan-nusantara/2/3");
    const all = await walk<InstitutionItem>(
      "/api/user/parent_institution/yayasan-pendidikan-nusantara/1/3?platform=web",
    );
    expect(new Set(all.map((i) => i.slug)).size).toBe(4);
  });

  it("answers an institution without members with an empty page, and an unknown one with 404", async () => {
    const lone = await data<Page<InstitutionItem>>("/api/user/parent_institution/museum-bahari-nusantara/1/18");
    expect(lone).toMatchObject({ list: [], total: 0, next_url: null });
    const res = await get("/api/user/parent_institution/tidak-ada/1/18");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Lembaga tidak ditemukan");
  });

  it("refuses a bad page or limit", async () => {
    expectInvalid(await get("/api/user/parent_institution/yayasan-pendidikan-nusantara/0/18"), "params.page");
    expectInvalid(await get("/api/user/parent_institution/yayasan-pendidikan-nusantara/1/1000"), "params.limit");
  });
});

describe("GET /api/program/institution/{slug}/{page}/{perPage}", () => {
  const base = "/api/program/institution";

  it("lists an institution's live programmes as cards, most popular first", async () => {
    const page = await data<Page<ProgramCard>>(`${base}/pt-solusi-data-indonesia/1/50`);
    const expected = await liveSlugs(sql`i.slug = 'pt-solusi-data-indonesia'`);
    expect(page.list.map((p) => p.slug).sort()).toEqual(expected);
    expect(page.list.map((p) => p.slug)).not.toContain("program-yang-dihapus");
    expect(page.list.every((p) => p.creator.slug === "pt-solusi-data-indonesia")).toBe(true);
    expect(page.total).toBe(expected.length);
    const popular = await rows<{ slug: string }>(sql`
      select p.slug from programs p join institutions i on i.id = p.creator_id
      where i.slug = 'pt-solusi-data-indonesia' and p.deleted_at is null order by p.enrolled_count desc, p.id desc`);
    expect(page.list.map((p) => p.slug)).toEqual(popular.map((p) => p.slug));
    const card = page.list[0];
    expect(Object.keys(card ?? {}).sort()).toEqual(
      [
        "avatar",
        "category_name",
        "creator",
        "id",
        "level",
        "name",
        "price",
        "price_normal",
        "program_type",
        "rating",
        "reviewers",
        "slug",
        "tags",
        "total_resources",
      ].sort(),
    );
    expect(card?.creator).toMatchObject({
      name: "PT Solusi Data Indonesia",
      slug: "pt-solusi-data-indonesia",
      type: 5,
    });
  });

  it("filters by year level", async () => {
    const page = await data<Page<ProgramCard>>(`${base}/sma-cendekia-nusantara/1/50?year=kelas-10`);
    const expected = await liveSlugs(sql`i.slug = 'sma-cendekia-nusantara' and p.year_levels @> array['kelas-10']`);
    expect(expected.length).toBeGreaterThan(0);
    expect(page.list.map((p) => p.slug).sort()).toEqual(expected);
    const unknown = await data<Page<ProgramCard>>(`${base}/sma-cendekia-nusantara/1/50?year=kelas-99`);
    expect(unknown.list).toEqual([]);
  });

  it("filters by subject", async () => {
    const page = await data<Page<ProgramCard>>(`${base}/smp-cendekia-nusantara/1/50?subject=matematika`);
    const expected = await liveSlugs(
      sql`i.slug = 'smp-cendekia-nusantara' and p.subject_id = (select id from subjects where slug = 'matematika')`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(page.list.map((p) => p.slug).sort()).toEqual(expected);
    expect((await data<Page<ProgramCard>>(`${base}/smp-cendekia-nusantara/1/50?subject=astronomi`)).list).toEqual([]);
  });

  it("searches names in any case, with accents, words in any order", async () => {
    for (const search of ["FISIKA", "físika", "kelas 10 fisika", "isika"]) {
      const page = await data<Page<ProgramCard>>(
        `${base}/sma-cendekia-nusantara/1/50?search=${encodeURIComponent(search)}`,
      );
      expect(
        page.list.map((p) => p.name),
        search,
      ).toContain("Fisika Dasar SMA Kelas 10");
      expect(
        page.list.every((p) => p.name.toLowerCase().includes("fisika")),
        search,
      ).toBe(true);
    }
    expect((await data<Page<ProgramCard>>(`${base}/sma-cendekia-nusantara/1/50?search=%25`)).list).toEqual([]);
  });

  it("with is_prakerja=1 lists only Prakerja programmes", async () => {
    const page = await data<Page<ProgramCard>>(`${base}/lembaga-pelatihan-digital-maju/1/50?is_prakerja=1`);
    const expected = await liveSlugs(sql`i.slug = 'lembaga-pelatihan-digital-maju' and p.category_name = 'PRAKERJA'`);
    expect(expected.length).toBeGreaterThan(0);
    expect(page.list.map((p) => p.slug).sort()).toEqual(expected);
    const all = await data<Page<ProgramCard>>(`${base}/lembaga-pelatihan-digital-maju/1/50?is_prakerja=0`);
    expect(all.total).toBeGreaterThan(page.total);
  });

  it("pages through next_url, keeping the filters but not url, platform and source", async () => {
    const first = await data<Page<ProgramCard>>(
      `${base}/lembaga-pelatihan-digital-maju/1/2?is_prakerja=1&url=%2Fmitra%2Fdigital&source=web-prakerja`,
    );
    expect(first.next_url).toBe(`${base}/lembaga-pelatihan-digital-maju/2/2?is_prakerja=1`);
    const all = await walk<ProgramCard>(`${base}/lembaga-pelatihan-digital-maju/1/2?is_prakerja=1`);
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((p) => p.id)).size).toBe(first.total);
  });

  it("answers 404 for an unknown institution", async () => {
    const res = await get(`${base}/lembaga-yang-tidak-ada/1/12`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: "Lembaga tidak ditemukan", data: null });
  });

  it.each([
    [`${base}/sma-cendekia-nusantara/1/12?year=Kelas%203`, "querystring.year", "Kelas tidak dikenal"],
    [`${base}/sma-cendekia-nusantara/1/12?subject=IPA!`, "querystring.subject", undefined],
    [`${base}/sma-cendekia-nusantara/1/12?is_prakerja=2`, "querystring.is_prakerja", "Nilai harus 0 atau 1"],
    [`${base}/sma-cendekia-nusantara/1/12?search=a%00`, "querystring.search", undefined],
    [`${base}/sma-cendekia-nusantara/1/0`, "params.perPage", "Batas paling kecil 1"],
    [`${base}/sma-cendekia-nusantara/x/12`, "params.page", "Halaman harus berupa angka"],
    [`${base}/Bukan%20Slug/1/12`, "params.slug", undefined],
  ])("refuses %s with a 400 naming %s", async (url, field, message) => {
    expectInvalid(await get(url), field, message);
  });
});

describe("GET /api/program-core/host/{host}/1", () => {
  const base = "/api/program-core/host";

  it("lists the Prakerja programmes on the prakerja host, 36 a page", async () => {
    const page = await data<Page<ProgramCard>>(`${base}/prakerja/1`);
    const expected = await liveSlugs(sql`p.category_name = 'PRAKERJA'`);
    expect(page.list.map((p) => p.slug).sort()).toEqual(expected);
    expect(page).toMatchObject({ per_page: 36, total: expected.length, next_url: null });
  });

  it("lists every other category on the {product}mu host, and pages through next_url", async () => {
    const host = `${t.config.productSlug}mu`;
    const expected = await liveSlugs(sql`p.category_name <> 'PRAKERJA'`);
    const first = await data<Page<ProgramCard>>(`${base}/${host}/1`);
    expect(first.list).toHaveLength(36);
    expect(first.total).toBe(expected.length);
    expect(first.next_url).toBe(`${base}/${host}/2`);
    const all = await walk<ProgramCard>(`${base}/${host}/1/`);
    expect(all.map((p) => p.slug).sort()).toEqual(expected);
    expect(all.map((p) => p.slug)).not.toContain("program-yang-dihapus");
  });

  it("narrows to one category with type, and searches", async () => {
    const classes = await data<Page<ProgramCard>>(`${base}/karirmu/1?type=kelasmu`);
    expect(classes.list.length).toBeGreaterThan(0);
    expect(classes.list.every((p) => p.category_name === "KELASMU")).toBe(true);
    const excel = await data<Page<ProgramCard>>(`${base}/karirmu/1?search=excel&type=KARIRMU`);
    expect(excel.list.map((p) => p.name)).toEqual(["Dasar Analisis Data dengan Excel"]);
    const kue = await data<Page<ProgramCard>>(`${base}/prakerja/1?search=kue%20kering&platform=mweb`);
    expect(kue.list.map((p) => p.slug)).toEqual(["membuat-kue-kering-untuk-usaha-rumahan"]);
    const paged = await data<Page<ProgramCard>>(`${base}/karirmu/1?search=a&type=UJIANMU`);
    if (paged.total > 36) expect(paged.next_url).toBe(`${base}/karirmu/2?type=UJIANMU&search=a`);
  });

  it("refuses an unknown host, and a category the host does not list", async () => {
    expectInvalid(await get(`${base}/sekolahmu/1`), "params.host", "Host tidak dikenal");
    expectInvalid(await get(`${base}/karirmu/1?type=PRAKERJA`), "querystring.type", "Kategori tidak dikenal");
    expectInvalid(await get(`${base}/prakerja/1?type=KELASMU`), "querystring.type", "Kategori tidak dikenal");
    expectInvalid(await get(`${base}/karirmu/1?type=LAINNYA`), "querystring.type", "Kategori tidak dikenal");
    expectInvalid(await get(`${base}/karirmu/0`), "params.page", "Halaman paling kecil 1");
  });
});

describe("reference data", () => {
  it("GET /api/user/reference/ answers the institution types", async () => {
    const body = await data<{ institution_type: { value: number; label: string }[] }>("/api/user/reference/");
    expect(body.institution_type).toEqual(INSTITUTION_TYPES.map((x) => ({ value: x.value, label: x.label })));
    expect(body.institution_type).toContainEqual({ value: 102, label: "Sekolah Lainnya" });
    expect(await data("/api/user/reference")).toEqual(body);
  });

  it("GET /api/user/profession/ answers the professions", async () => {
    const list = await data<{ id: number; name: string; label: string }[]>("/api/user/profession/");
    expect(list.map((p) => p.name)).toEqual([...PROFESSIONS]);
    expect(list.every((p) => p.label.length > 0)).toBe(true);
  });

  it("GET /api/user/year/list answers year levels in school order with the menu's slugs", async () => {
    const list = await data<{ id: number; name: string; slug: string; sequence: number }[]>("/api/user/year/list");
    expect(list).toContainEqual(expect.objectContaining({ name: "TK A", slug: "tk-a" }));
    expect(list).toContainEqual(expect.objectContaining({ name: "Kelas 3", slug: "kelas-3" }));
    expect(list).toContainEqual(expect.objectContaining({ name: "Kelas 12", slug: "kelas-12" }));
    expect(list.map((y) => y.sequence)).toEqual([...list.map((y) => y.sequence)].sort((a, b) => a - b));
    const schoolYears = list.filter((y) => y.slug !== "mahasiswa" && y.slug !== "umum");
    expect(schoolYears.every((y) => YEAR_LEVEL_SLUGS.includes(y.slug))).toBe(true);
  });

  it("GET /api/program/subject/list/ answers the subjects by name", async () => {
    const list = await data<{ id: number; name: string; slug: string }[]>("/api/program/subject/list/");
    expect(list).toContainEqual(expect.objectContaining({ name: "Matematika", slug: "matematika" }));
    expect(list).toContainEqual(expect.objectContaining({ name: "Bahasa Indonesia", slug: "bahasa-indonesia" }));
    expect(list.map((s) => s.name)).toEqual([...list.map((s) => s.name)].sort((a, b) => (a < b ? -1 : 1)));
  });

  it("are answered from the visitor cache on a repeat", async () => {
    const first = await get("/api/program/subject/list/?platform=web");
    const second = await get("/api/program/subject/list?source=web-karirmu");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.json()).toEqual(first.json());
  });

  it("refuses a bad platform", async () => {
    expectInvalid(await get("/api/user/year/list?platform=tv"), "querystring.platform");
  });
});

describe("landing pages of the /{title} rule", () => {
  it("GET /api/config/landing-pages lists slug and title", async () => {
    const list = await data<{ slug: string; title: string }[]>("/api/config/landing-pages");
    expect(list.map((p) => p.slug)).toEqual(["digitalmaju-karier", "linguaprima-bahasa"]);
    expect(list.every((p) => p.title.length > 0)).toBe(true);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(["slug", "title"]);
  });

  it("GET /api/config/landing-pages/{slug} answers the page with its institution's branding", async () => {
    const page = await data<LandingPage>("/api/config/landing-pages/digitalmaju-karier/");
    expect(page).toMatchObject({ slug: "digitalmaju-karier", title: "Karier Digital bersama Digital Maju" });
    expect(page.headline).toBeTruthy();
    expect(page.institution).toMatchObject({ slug: "lembaga-pelatihan-digital-maju", subdomain: "digitalmaju" });
    expect(page.institution.brand_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("answers 404 for a slug that is not a landing page, and 400 for a malformed one", async () => {
    const res = await get("/api/config/landing-pages/tidak-ada");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: "Halaman tidak ditemukan", data: null });
    expectInvalid(await get("/api/config/landing-pages/Bukan%20Slug"), "params.slug");
  });
});
