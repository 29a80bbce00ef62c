import { PRAKERJA_CATEGORY } from "@app/domain/catalogue/constants";
import { institutionPath, programPath } from "@app/domain/seo/page-head";
import { type SiteOrigin, siteOrigin } from "@app/domain/seo/site-origin";
import { DISALLOWED_PATHS, mainLandingPaths } from "@app/domain/seo/site-paths";
import { and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
import { programs } from "../../db/schema/catalogue";
import { landingPages } from "../../db/schema/discovery";
import { institutions } from "../../db/schema/institution";
import type { Db } from "../../platform/db";
import { listed } from "../catalogue/public";

/** The sitemap protocol's limit of addresses per file (sitemaps.org); past it the sitemap becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;
/** How long a host's address list is kept in this process before the database is asked again. */
export const SITEMAP_CACHE_MS = 5 * 60_000;
/** Rows per keyset page when reading programmes and institutions. */
const BATCH = 5_000;

/** The site a request's host selects, once a partner subdomain is known to be a partner's. */
export type SiteScope =
  | { kind: "main"; origin: string }
  | { kind: "prakerja"; origin: string }
  | { kind: "partner"; origin: string; institutionId: number; slug: string };

/**
 * The site of a Host header (packages/domain/src/seo/site-origin.ts): null for a subdomain of the base domain that
 * no institution has (the caller answers 404). Addresses are built on the configured origin, never the header.
 */
export async function siteScope(db: Db, host: string | undefined, publicUrl: string): Promise<SiteScope | null> {
  const site: SiteOrigin = siteOrigin(host, publicUrl);
  if (site.kind !== "partner") return site;
  const [partner] = await db
    .select({ id: institutions.id, slug: institutions.slug })
    .from(institutions)
    .where(eq(institutions.subdomain, site.subdomain))
    .limit(1);
  return partner ? { kind: "partner", origin: site.origin, institutionId: partner.id, slug: partner.slug } : null;
}

/** robots.txt: everything but the logged-in areas and the API, and where the site's sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export type SitemapEntry = { path: string; lastmod: Date | null };

/** A site's programmes, by keyset on the primary key: one query per BATCH rows, never one per row. */
async function programEntries(db: Db, scope: SiteScope): Promise<SitemapEntry[]> {
  const conditions: SQL[] = [listed];
  if (scope.kind === "partner") conditions.push(eq(programs.creatorId, scope.institutionId));
  if (scope.kind === "prakerja") conditions.push(eq(programs.categoryName, PRAKERJA_CATEGORY));
  const entries: SitemapEntry[] = [];
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: programs.id, slug: programs.slug, publishedAt: programs.publishedAt })
      .from(programs)
      .where(and(...conditions, gt(programs.id, after)))
      .orderBy(asc(programs.id))
      .limit(BATCH);
    for (const row of rows) entries.push({ path: programPath(row.slug), lastmod: row.publishedAt });
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return entries;
    after = last.id;
  }
}

/** Every institution's page, and the group page of those that have members (/mitra-group/{slug}). */
async function institutionEntries(db: Db): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: institutions.id,
        slug: institutions.slug,
        isGroup: sql<boolean>`exists (select 1 from ${institutions} as member where member.parent_id = ${institutions.id})`,
      })
      .from(institutions)
      .where(gt(institutions.id, after))
      .orderBy(asc(institutions.id))
      .limit(BATCH);
    for (const row of rows) {
      entries.push({ path: institutionPath(row.slug), lastmod: null });
      if (row.isGroup) entries.push({ path: `/mitra-group/${encodeURIComponent(row.slug)}`, lastmod: null });
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return entries;
    after = last.id;
  }
}

/** The landing pages (/{slug}), all of them or one institution's. */
async function landingEntries(db: Db, institutionId: number | null): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: landingPages.slug })
    .from(landingPages)
    .where(institutionId === null ? undefined : eq(landingPages.institutionId, institutionId))
    .orderBy(asc(landingPages.slug));
  return rows.map((row) => ({ path: `/${encodeURIComponent(row.slug)}`, lastmod: null }));
}

/**
 * Every public address of a site, in a stable order: the fixed pages first, then landing pages, institutions and
 * programmes. A partner site lists only its own pages and programmes; the Prakerja site its home and the Prakerja
 * programmes.
 */
export async function sitemapEntries(db: Db, scope: SiteScope, productSlug: string): Promise<SitemapEntry[]> {
  if (scope.kind === "partner") {
    return [
      { path: "/", lastmod: null },
      { path: "/program", lastmod: null },
      { path: institutionPath(scope.slug), lastmod: null },
      ...(await landingEntries(db, scope.institutionId)),
      ...(await programEntries(db, scope)),
    ];
  }
  if (scope.kind === "prakerja") return [{ path: "/", lastmod: null }, ...(await programEntries(db, scope))];
  const fixed = mainLandingPaths(productSlug).map((path) => ({ path, lastmod: null }));
  return [
    ...fixed,
    ...(await landingEntries(db, null)),
    ...(await institutionEntries(db)),
    ...(await programEntries(db, scope)),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A <urlset> of the given addresses on the origin (at most the protocol's 50,000). */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `${XML_HEAD}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join("\n")}${urls.length ? "\n" : ""}</urlset>\n`;
}

/** A <sitemapindex> naming /sitemap-1.xml … /sitemap-<parts>.xml. */
export function sitemapIndexXml(origin: string, parts: number, lastmod: Date | null): string {
  const items = Array.from({ length: parts }, (_, i) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
    return `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc>${modified}</sitemap>`;
  });
  return `${XML_HEAD}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** The latest lastmod of a list (the index's own). */
function latest(entries: readonly SitemapEntry[]): Date | null {
  let found: Date | null = null;
  for (const entry of entries) if (entry.lastmod && (!found || entry.lastmod > found)) found = entry.lastmod;
  return found;
}

/**
 * What /sitemap.xml (part null) and /sitemap-<n>.xml answer for a list: up to `splitSize` addresses, the list
 * itself; more, an index of parts of `splitSize` each. Null: no such part (404).
 */
export function sitemapDocument(
  origin: string,
  entries: readonly SitemapEntry[],
  splitSize: number,
  part: number | null,
): string | null {
  const parts = Math.ceil(entries.length / splitSize);
  if (part === null) {
    return parts <= 1 ? urlsetXml(origin, entries) : sitemapIndexXml(origin, parts, latest(entries));
  }
  if (parts <= 1 || part < 1 || part > parts) return null;
  return urlsetXml(origin, entries.slice((part - 1) * splitSize, part * splitSize));
}

/**
 * The address lists of the sites this process has been asked about, each kept for `ttlMs`. Concurrent requests for
 * the same site share one read. The keys are the sites' origins, which come from the configuration and the known
 * partners only, so the map cannot grow with made-up hosts.
 */
export function createSitemapCache(ttlMs: number, now: () => number = Date.now) {
  const cached = new Map<string, { expires: number; entries: Promise<SitemapEntry[]> }>();
  return {
    get(origin: string, load: () => Promise<SitemapEntry[]>): Promise<SitemapEntry[]> {
      const hit = cached.get(origin);
      if (hit && hit.expires > now()) return hit.entries;
      const entries = load();
      cached.set(origin, { expires: now() + ttlMs, entries });
      // a failed read is not kept: the next request asks again
      entries.catch(() => {
        if (cached.get(origin)?.entries === entries) cached.delete(origin);
      });
      return entries;
    },
    clear(): void {
      cached.clear();
    },
  };
}
export type SitemapCache = ReturnType<typeof createSitemapCache>;
