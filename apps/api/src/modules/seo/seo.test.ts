import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DISALLOWED_PATHS } from "@app/domain/seo/site-paths";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../../platform/error-handler";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { seoRoutes } from "./routes";
import { createSitemapCache, sitemapDocument } from "./service";

const ORIGIN = "https://karirmu.id";
let t: TestApp;
let dist: string;

const get = (url: string, host = "karirmu.id") => t.app.inject({ method: "GET", url, headers: { host } });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// ---- a strict reading of the two sitemap documents -------------------------------------------------------------

const XML_DECL = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** Text of an element: no markup, '&' only as a character reference. */
const TEXT = "(?:[^<>&]|&#\\d+;|&(?:amp|lt|gt|quot|apos);)*";
const ISO = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{3})?Z";
const URLSET = new RegExp(
  `^${escapeRegExp(XML_DECL)}<urlset ${NS}>\\n(?:<url><loc>${TEXT}</loc>(?:<lastmod>${ISO}</lastmod>)?</url>\\n)*</urlset>\\n$`,
);
const INDEX = new RegExp(
  `^${escapeRegExp(XML_DECL)}<sitemapindex ${NS}>\\n(?:<sitemap><loc>${TEXT}</loc>(?:<lastmod>${ISO}</lastmod>)?</sitemap>\\n)+</sitemapindex>\\n$`,
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The <loc>s of a urlset, after checking the document's whole structure. */
function urlsetLocs(xml: string): string[] {
  expect(xml).toMatch(URLSET);
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1] ?? ""));
}

function indexLocs(xml: string): string[] {
  expect(xml).toMatch(INDEX);
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1] ?? ""));
}

// ---- the world -------------------------------------------------------------------------------------------------

type Slug = { slug: string };
let listedSlugs: string[];
let unpublishedSlug: string;
let deletedSlug: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "seo-dist-"));
  writeFileSync(join(dist, "index.html"), "<html><head><!--app-config--><title>%BRAND_NAME%</title></head></html>");
  t = await createTestApp({ env: { PUBLIC_URL: ORIGIN, WEB_DIST_DIR: dist } });
  // one programme removed, one unpublished (besides the demo's own unpublished one)
  const [removed, hidden] = await rows<Slug>(sql`
    select slug from programs where is_published and deleted_at is null order by id desc limit 2`);
  if (!removed || !hidden) throw new Error("the demo catalogue has fewer than two programmes");
  await t.database.db.execute(sql`update programs set deleted_at = now() where slug = ${removed.slug}`);
  await t.database.db.execute(sql`update programs set is_published = false where slug = ${hidden.slug}`);
  deletedSlug = removed.slug;
  unpublishedSlug = hidden.slug;
  listedSlugs = (
    await rows<Slug>(sql`select slug from programs where is_published and deleted_at is null order by id`)
  ).map((r) => r.slug);
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("GET /robots.txt", () => {
  it("allows the site, disallows every logged-in area and the API, and names the host's sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/account",
      "/programmu",
      "/notifikasi",
      "/daftar-pilihan",
      "/checkout",
      "/payment/",
      "/daftar-transaksi",
      "/detail-pembelian/",
      "/sertifikat/",
      "/addon",
      "/report",
      "/transkrip",
      "/receipt/",
      "/invoice/",
      "/tukar-voucher",
      "/aktivitas/",
      "/tanyamu",
      "/asesor/",
      "/zoom-meeting/",
      "/profile",
      "/verification",
      "/setup-password",
      "/forgot-password",
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((l) => l.startsWith("Disallow: "))).toHaveLength(DISALLOWED_PATHS.length);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("is the module's answer, not the web app's index.html, and a HEAD gets the same headers", async () => {
    expect((await get("/robots.txt")).body).not.toContain("<html");
    const head = await t.app.inject({ method: "HEAD", url: "/robots.txt", headers: { host: "karirmu.id" } });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("text/plain; charset=utf-8");
    // a page next to it still gets the web app
    expect((await get("/program")).headers["content-type"]).toContain("text/html");
    // the web build must not ship its own: @fastify/static would declare the same route and the server not start
    for (const file of ["robots.txt", "sitemap.xml"]) {
      expect(existsSync(new URL(`../../../../web/public/${file}`, import.meta.url)), file).toBe(false);
    }
  });

  it("a partner host names its own sitemap on its own host", async () => {
    const res = await get("/robots.txt", "digitalmaju.karirmu.id");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Sitemap: https://digitalmaju.karirmu.id/sitemap.xml");
    expect(res.body).toContain("Disallow: /checkout");
  });

  it("an unknown partner subdomain is not found; a foreign Host gets the configured origin", async () => {
    expect((await get("/robots.txt", "tidakada.karirmu.id")).statusCode).toBe(404);
    for (const host of ["evil.example", "karirmu.id.evil.example", "evil.example:443", "127.0.0.1:3000"]) {
      const res = await get("/robots.txt", host);
      expect(res.statusCode, host).toBe(200);
      expect(res.body, host).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      expect(res.body, host).not.toContain("evil");
    }
  });
});

describe("GET /sitemap.xml", () => {
  it("is a urlset with the landings, institutions and every listed programme, with lastmod", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = urlsetLocs(res.body);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
    for (const path of [
      "/",
      "/program",
      "/program?category=KARIRMU",
      "/mitra/all",
      "/mitra/sekolah",
      "/kartuprakerja",
    ]) {
      expect(locs, path).toContain(`${ORIGIN}${path}`);
    }
    for (const slug of listedSlugs) expect(locs, slug).toContain(`${ORIGIN}/program/${slug}`);
    const programLocs = locs.filter((loc) => loc.startsWith(`${ORIGIN}/program/`));
    expect(programLocs).toHaveLength(listedSlugs.length);
    const institutions = await rows<Slug>(sql`select slug from institutions`);
    for (const { slug } of institutions) expect(locs, slug).toContain(`${ORIGIN}/mitra/${slug}`);
    const landings = await rows<Slug>(sql`select slug from landing_pages`);
    for (const { slug } of landings) expect(locs, slug).toContain(`${ORIGIN}/${slug}`);
    // a programme's lastmod is its publication time
    const [first] = await rows<{ slug: string; published_at: string | Date }>(sql`
      select slug, published_at from programs where slug = ${listedSlugs[0] ?? ""}`);
    if (!first) throw new Error("no listed programme");
    expect(res.body).toContain(
      `<loc>${ORIGIN}/program/${first.slug}</loc><lastmod>${new Date(first.published_at).toISOString()}</lastmod>`,
    );
  });

  it("leaves out unpublished, removed and unknown programmes, and the logged-in areas", async () => {
    const locs = urlsetLocs((await get("/sitemap.xml")).body);
    expect(locs).not.toContain(`${ORIGIN}/program/${unpublishedSlug}`);
    expect(locs).not.toContain(`${ORIGIN}/program/${deletedSlug}`);
    expect(locs).not.toContain(`${ORIGIN}/program/tidak-ada-program-ini`);
    const blocked = locs.filter((loc) => DISALLOWED_PATHS.some((path) => loc.slice(ORIGIN.length).startsWith(path)));
    expect(blocked).toEqual([]);
  });

  it("a partner host lists only the partner's pages and programmes, on the partner host", async () => {
    const partnerOrigin = "https://digitalmaju.karirmu.id";
    const res = await get("/sitemap.xml", "digitalmaju.karirmu.id");
    expect(res.statusCode).toBe(200);
    const locs = urlsetLocs(res.body);
    expect(locs.every((loc) => loc.startsWith(`${partnerOrigin}/`))).toBe(true);
    const own = await rows<Slug & { institution: string }>(sql`
      select p.slug, i.slug as institution from programs p join institutions i on i.id = p.creator_id
      where i.subdomain = 'digitalmaju' and p.is_published and p.deleted_at is null`);
    expect(own.length).toBeGreaterThan(0);
    const programLocs = locs.filter((loc) => loc.startsWith(`${partnerOrigin}/program/`));
    expect(programLocs.sort()).toEqual(own.map((p) => `${partnerOrigin}/program/${p.slug}`).sort());
    expect(locs).toContain(`${partnerOrigin}/`);
    expect(locs).toContain(`${partnerOrigin}/mitra/${own[0]?.institution}`);
    // no other institution's page, no main-site landing
    expect(locs.filter((loc) => loc.includes("/mitra/"))).toHaveLength(1);
    expect(locs).not.toContain(`${partnerOrigin}/kartuprakerja`);
  });

  it("an unknown partner is not found; a hostile Host gets the configured origin's sitemap", async () => {
    expect((await get("/sitemap.xml", "tidakada.karirmu.id")).statusCode).toBe(404);
    const main = (await get("/sitemap.xml")).body;
    for (const host of ["evil.example", "karirmu.id.evil.example", '"><x>.karirmu.id']) {
      const res = await get("/sitemap.xml", host);
      expect(res.statusCode, host).toBe(200);
      expect(res.body, host).toBe(main);
    }
  });

  it("has no parts while it fits in one file", async () => {
    expect((await get("/sitemap-1.xml")).statusCode).toBe(404);
    expect((await get("/sitemap-0.xml")).statusCode).toBe(400);
  });
});

describe("a sitemap past its split size", () => {
  let small: FastifyInstance;

  beforeAll(async () => {
    small = Fastify().withTypeProvider();
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(small);
    await small.register(seoRoutes, {
      db: t.database.db,
      publicUrl: ORIGIN,
      productSlug: "karir",
      splitSize: 7,
      cacheMs: 0,
    });
    await small.ready();
  });

  afterAll(async () => {
    await small?.close();
  });

  const smallGet = (url: string) => small.inject({ method: "GET", url, headers: { host: "karirmu.id" } });

  it("becomes an index of parts of at most the split size, which together hold every address once", async () => {
    const whole = urlsetLocs((await get("/sitemap.xml")).body);
    const index = await smallGet("/sitemap.xml");
    expect(index.statusCode).toBe(200);
    const parts = indexLocs(index.body);
    expect(parts).toHaveLength(Math.ceil(whole.length / 7));
    expect(parts[0]).toBe(`${ORIGIN}/sitemap-1.xml`);
    const seen: string[] = [];
    for (const [i, part] of parts.entries()) {
      expect(part).toBe(`${ORIGIN}/sitemap-${i + 1}.xml`);
      const res = await smallGet(new URL(part).pathname);
      expect(res.statusCode, part).toBe(200);
      const locs = urlsetLocs(res.body);
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(7);
      seen.push(...locs);
    }
    expect(seen).toEqual(whole);
    expect((await smallGet(`/sitemap-${parts.length + 1}.xml`)).statusCode).toBe(404);
  });

  it("reads the database again when nothing is cached: a programme published now is there", async () => {
    const before = (await smallGet("/sitemap.xml")).body;
    await t.database.db.execute(sql`update programs set is_published = true where slug = ${unpublishedSlug}`);
    try {
      const parts = indexLocs((await smallGet("/sitemap.xml")).body);
      const locs: string[] = [];
      for (const part of parts) locs.push(...urlsetLocs((await smallGet(new URL(part).pathname)).body));
      expect(locs).toContain(`${ORIGIN}/program/${unpublishedSlug}`);
      expect(before).toMatch(INDEX);
    } finally {
      await t.database.db.execute(sql`update programs set is_published = false where slug = ${unpublishedSlug}`);
    }
  });
});

describe("the sitemap's pieces", () => {
  it("escapes what XML must not hold raw", () => {
    const xml = sitemapDocument(ORIGIN, [{ path: "/a?b=1&c=<2>", lastmod: null }], 10, null) ?? "";
    expect(xml).toContain("<loc>https://karirmu.id/a?b=1&#38;c=&#60;2&#62;</loc>");
    expect(urlsetLocs(xml)).toEqual(["https://karirmu.id/a?b=1&c=<2>"]);
    expect(urlsetLocs(sitemapDocument(ORIGIN, [], 10, null) ?? "")).toEqual([]);
  });

  it("the cache keeps a site's list for its time and shares one read between concurrent requests", async () => {
    let now = 0;
    let reads = 0;
    const cache = createSitemapCache(1000, () => now);
    const load = async () => {
      reads += 1;
      return [{ path: `/${reads}`, lastmod: null }];
    };
    const [a, b] = await Promise.all([cache.get(ORIGIN, load), cache.get(ORIGIN, load)]);
    expect(a).toBe(b);
    expect(reads).toBe(1);
    now = 999;
    expect(await cache.get(ORIGIN, load)).toEqual([{ path: "/1", lastmod: null }]);
    now = 1000;
    expect(await cache.get(ORIGIN, load)).toEqual([{ path: "/2", lastmod: null }]);
    // a failed read is not kept
    await expect(cache.get("https://x.karirmu.id", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("https://x.karirmu.id", load)).toEqual([{ path: "/3", lastmod: null }]);
  });
});
