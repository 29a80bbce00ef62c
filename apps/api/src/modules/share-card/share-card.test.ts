import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webAppFileRoots } from "../../platform/media-duration";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { institutionCardLayout, programCardLayout, SITE_TAGLINE, siteCardLayout, textsOf } from "./card-layout";
import { PNG_SIGNATURE } from "./render";
import { createShareCards, institutionCardSource, programCardSource, siteCardSource } from "./service";

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The width and height a PNG's IHDR chunk states. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type Demo = { slug: string; institution_slug: string; institution_name: string; price: number };
let demo: Demo;

beforeAll(async () => {
  t = await createTestApp();
  const [found] = await rows<Demo>(sql`
    select p.slug, i.slug as institution_slug, i.name as institution_name, p.price
    from programs p join institutions i on i.id = p.creator_id
    where p.is_published and p.deleted_at is null and p.avatar like '/media/demo/covers/%' and i.logo is not null
      and p.price > 0
    order by p.id limit 1`);
  if (!found) throw new Error("the demo data has no published programme with a cover and a logo");
  demo = found;
});

afterAll(async () => {
  await t.close();
});

describe("GET /share/program/{slug}.png", () => {
  it("answers a 1200×630 PNG with a day's public caching and an ETag; the same ETag again is a 304", async () => {
    const res = await get(`/share/program/${demo.slug}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);

    const again = await get(`/share/program/${demo.slug}.png`, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(`/share/program/${demo.slug}.png`, { "if-none-match": `W/${etag}, "x"` })).statusCode).toBe(304);
    expect((await get(`/share/program/${demo.slug}.png`, { "if-none-match": '"other"' })).statusCode).toBe(200);

    const head = await t.app.inject({ method: "HEAD", url: `/share/program/${demo.slug}.png` });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/png");
  });

  it("draws the programme's name, institution, rating and price (the tree the PNG is made from)", async () => {
    const source = await programCardSource(t.database.db, demo.slug, t.config.brandName);
    if (!source) throw new Error("no source");
    const texts = textsOf(programCardLayout({ ...source, logo: null, cover: null }));
    const [program] = await rows<{ name: string; price: number }>(
      sql`select name, price from programs where slug = ${demo.slug}`,
    );
    expect(texts).toContain(program?.name);
    expect(texts).toContain(demo.institution_name);
    expect(texts).toContain(`Rp${demo.price.toLocaleString("id-ID")}`);
    expect(texts).toContain(t.config.brandName);
  });

  it("answers 404 with the envelope for an unknown, malformed, unpublished or removed programme", async () => {
    const [other] = await rows<{ id: number; slug: string }>(
      sql`select id, slug from programs where slug <> ${demo.slug} and is_published and deleted_at is null order by id limit 1`,
    );
    if (!other) throw new Error("no second programme");
    const before = await get(`/share/program/${other.slug}.png`);
    expect(before.statusCode).toBe(200);
    await t.database.db.execute(sql`update programs set is_published = false where id = ${other.id}`);
    const urls = [
      "/share/program/tidak-ada-program-ini.png",
      "/share/program/Bad_Slug.png",
      `/share/program/${"a".repeat(400)}.png`,
      `/share/program/${other.slug}.png`,
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ status: 404, message: "Program tidak ditemukan", data: null });
    }
    await t.database.db.execute(
      sql`update programs set is_published = true, deleted_at = now() where id = ${other.id}`,
    );
    expect((await get(`/share/program/${other.slug}.png`)).statusCode).toBe(404);
    await t.database.db.execute(sql`update programs set deleted_at = null where id = ${other.id}`);
    // a path that is not a card's
    expect((await get(`/share/program/${other.slug}.jpg`)).statusCode).toBe(404);
    expect((await get(`/share/program/${other.slug}`)).statusCode).toBe(404);
  });

  it("a changed programme is a new card with a new ETag at once; its old ETag no longer answers 304", async () => {
    const first = await get(`/share/program/${demo.slug}.png`);
    const etag = String(first.headers.etag);
    const [row] = await rows<{ name: string }>(sql`select name from programs where slug = ${demo.slug}`);
    await t.database.db.execute(sql`update programs set name = ${`${row?.name} Edisi Baru`} where slug = ${demo.slug}`);
    try {
      const second = await get(`/share/program/${demo.slug}.png`, { "if-none-match": etag });
      expect(second.statusCode).toBe(200);
      expect(second.headers.etag).not.toBe(etag);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
      const source = await programCardSource(t.database.db, demo.slug, t.config.brandName);
      expect(source?.name).toBe(`${row?.name} Edisi Baru`);
      // so does a new price
      await t.database.db.execute(sql`update programs set price = price + 1000 where slug = ${demo.slug}`);
      const third = await get(`/share/program/${demo.slug}.png`);
      expect(third.headers.etag).not.toBe(second.headers.etag);
    } finally {
      await t.database.db.execute(
        sql`update programs set name = ${row?.name ?? ""}, price = ${demo.price} where slug = ${demo.slug}`,
      );
    }
    expect((await get(`/share/program/${demo.slug}.png`)).headers.etag).toBe(etag);
  });

  it("draws a hostile name: markup, entities, emoji, bidi overrides, control characters, 200 characters", async () => {
    const hostile =
      `<script>alert("x")</script> &amp; ' " \u202Eevil\u202C 😀🇮🇩 \u0007\u001b ${"Panjang ".repeat(30)}`.slice(0, 200);
    const [row] = await rows<{ name: string }>(sql`select name from programs where slug = ${demo.slug}`);
    await t.database.db.execute(sql`update programs set name = ${hostile} where slug = ${demo.slug}`);
    try {
      const res = await get(`/share/program/${demo.slug}.png`);
      expect(res.statusCode).toBe(200);
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
      const source = await programCardSource(t.database.db, demo.slug, t.config.brandName);
      const name = source?.name ?? "";
      expect(name.startsWith('<script>alert("x")</script> &amp; \' " evil')).toBe(true);
      expect(name).not.toMatch(/[\p{Cc}\p{Cf}]/u);
      expect(name).not.toContain("😀");
      expect([...name].length).toBeLessThanOrEqual(120);
      expect(name.endsWith("…")).toBe(true);
    } finally {
      await t.database.db.execute(sql`update programs set name = ${row?.name ?? ""} where slug = ${demo.slug}`);
    }
  });
});

describe("GET /share/institution/{slug}.png", () => {
  it("answers the institution's 1200×630 PNG with its ETag, 304 for it, 404 for an unknown one", async () => {
    const res = await get(`/share/institution/${demo.institution_slug}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    const etag = String(res.headers.etag);
    expect((await get(`/share/institution/${demo.institution_slug}.png`, { "if-none-match": etag })).statusCode).toBe(
      304,
    );
    const missing = await get("/share/institution/lembaga-tidak-ada.png");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 404, message: "Lembaga tidak ditemukan", data: null });
  });

  it("draws the name, group and number of live programmes; a renamed institution gets a new card", async () => {
    const source = await institutionCardSource(t.database.db, demo.institution_slug, t.config.brandName);
    if (!source) throw new Error("no source");
    const [count] = await rows<{ n: number }>(sql`
      select count(*)::int as n from programs p join institutions i on i.id = p.creator_id
      where i.slug = ${demo.institution_slug} and p.is_published and p.deleted_at is null`);
    const texts = textsOf(institutionCardLayout({ ...source, logo: null }));
    expect(texts).toContain(demo.institution_name);
    expect(texts).toContain(`${count?.n} program`);
    expect(["Sekolah", "Perguruan Tinggi", "Industri"]).toContain(source.group);
    expect(texts).toContain(source.group);

    const before = String((await get(`/share/institution/${demo.institution_slug}.png`)).headers.etag);
    await t.database.db.execute(
      sql`update institutions set name = ${`${demo.institution_name} Baru`} where slug = ${demo.institution_slug}`,
    );
    try {
      const after = await get(`/share/institution/${demo.institution_slug}.png`, { "if-none-match": before });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before);
    } finally {
      await t.database.db.execute(
        sql`update institutions set name = ${demo.institution_name} where slug = ${demo.institution_slug}`,
      );
    }
  });
});

describe("GET /share/site.png", () => {
  it("answers the site's 1200×630 PNG with a day's public caching and an ETag; the same ETag again is a 304", async () => {
    const res = await get("/share/site.png");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await get("/share/site.png", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get("/share/site.png", { "if-none-match": '"other"' })).statusCode).toBe(200);
    // not the programme card's ETag: a different picture
    expect((await get(`/share/program/${demo.slug}.png`)).headers.etag).not.toBe(etag);
  });

  it("draws BRAND_NAME and the line; is rendered once, then served from the cache; another brand is another card", async () => {
    const source = siteCardSource(t.config.brandName);
    expect(textsOf(siteCardLayout(source))).toEqual(
      expect.arrayContaining([t.config.brandName, SITE_TAGLINE, "Sekolah", "Perguruan Tinggi", "Industri"]),
    );
    const renders: string[] = [];
    const cards = createShareCards({
      db: t.database.db,
      brandName: "Karirmu",
      imageRoots: [],
      onRender: (kind) => renders.push(kind),
    });
    const [a, b] = await Promise.all([cards.site().png(), cards.site().png()]);
    const c = await cards.site().png();
    expect(renders).toEqual(["site"]);
    expect(b).toBe(a);
    expect(c).toBe(a);
    const other = createShareCards({ db: t.database.db, brandName: "Kelasku", imageRoots: [] });
    expect(other.site().version).not.toBe(cards.site().version);
    expect((await other.site().png()).equals(a)).toBe(false);
  });
});

describe("the card service", () => {
  it("renders a card once for concurrent requests, then serves it from the cache", async () => {
    const renders: string[] = [];
    const cards = createShareCards({
      db: t.database.db,
      brandName: "Karirmu",
      imageRoots: webAppFileRoots(),
      onRender: (kind) => renders.push(kind),
    });
    const card = await cards.program(demo.slug);
    if (!card) throw new Error("no card");
    const [a, b, c] = await Promise.all([card.png(), card.png(), (await cards.program(demo.slug))?.png()]);
    expect(renders).toEqual(["program"]);
    expect(a?.equals(b ?? Buffer.alloc(0))).toBe(true);
    expect(c).toBe(a);
    expect(cards.cache.size).toBe(1);
    await card.png();
    expect(renders).toEqual(["program"]);
  });

  it("embeds the demo logo and cover (site files) and draws a card without them when they are not there", async () => {
    const cards = createShareCards({ db: t.database.db, brandName: "Karirmu", imageRoots: webAppFileRoots() });
    const bare = createShareCards({ db: t.database.db, brandName: "Karirmu", imageRoots: [] });
    const withImages = await (await cards.program(demo.slug))?.png();
    const without = await (await bare.program(demo.slug))?.png();
    expect(pngSize(without ?? Buffer.alloc(0))).toEqual({ width: 1200, height: 630 });
    // the images add detail the plain card has not
    expect((withImages?.length ?? 0) > (without?.length ?? 0)).toBe(true);
  });
});

describe("with the web app served", () => {
  let web: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "share-card-web-"));
    await writeFile(join(dir, "index.html"), "<!doctype html><html><head><!--app-config--></head></html>");
    web = await createTestApp({ env: { WEB_DIST_DIR: dir } });
  });
  afterAll(async () => {
    await web.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("a card's path is answered by its route, not by the web app's missing-file 404", async () => {
    const res = await web.app.inject({ method: "GET", url: `/share/program/${demo.slug}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect((await web.app.inject({ method: "GET", url: "/share/program/x.webp" })).statusCode).toBe(404);
  });
});
