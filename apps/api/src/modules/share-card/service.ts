import { createHash } from "node:crypto";
import { categoryLabel } from "@app/domain/catalogue/category-label";
import { INSTITUTION_GROUPS } from "@app/domain/institution/constants";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { programs } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import type { Db } from "../../platform/db";
import { listed } from "../catalogue/public";
import { type CardCache, createCardCache, createRenderLimit } from "./card-cache";
import {
  type CardNode,
  cleanText,
  type InstitutionCardData,
  institutionCardLayout,
  type ProgramCardData,
  programCardLayout,
  SITE_TAGLINE,
  type SiteCardData,
  siteCardLayout,
  TEXT_LIMITS,
} from "./card-layout";
import { canDraw, renderCard, siteImageDataUri } from "./render";

/** Changes whenever the layouts draw differently: every card then gets a new version (and ETag). */
const LAYOUT_VERSION = 1;

/** What a card draws, with its images as site paths: the version hash is taken over exactly this. */
type ProgramSource = Omit<ProgramCardData, "logo" | "cover"> & { logo: string | null; cover: string | null };
type InstitutionSource = Omit<InstitutionCardData, "logo"> & { logo: string | null };

export type CardKind = "program" | "institution" | "site";

export type ShareCard = {
  /** The card's version: a hash of everything it draws (the ETag, and the cache key with the slug). */
  version: string;
  /** The PNG, from the cache or rendered now (once, however many ask). */
  png(): Promise<Buffer>;
};

export type ShareCards = {
  program(slug: string): Promise<ShareCard | null>;
  institution(slug: string): Promise<ShareCard | null>;
  /** The site's own card (every page without a card of its own): drawn from configuration only. */
  site(): ShareCard;
  readonly cache: CardCache;
};

export type ShareCardOptions = {
  db: Db;
  brandName: string;
  /** The folders the site's own files are served from (logos and covers are embedded from there only). */
  imageRoots: readonly string[];
  cache?: { maxEntries: number; maxBytes: number };
  /** Told how long each render took (logged by the routes). */
  onRender?: (kind: CardKind, times: { layoutMs: number; rasterMs: number }) => void;
};

/** About 110 KB a card: 400 cards stay under 48 MB. */
const DEFAULT_CACHE = { maxEntries: 400, maxBytes: 48 * 1024 * 1024 };
/** Renders at once: satori's layout runs on the event loop (about 25 ms), resvg on the thread pool. */
const RENDERS_AT_ONCE = 2;
/** Pixel widths the embedded images are drawn at (twice their size on the card, for sharp edges). */
const LOGO_PIXELS = 440;
const COVER_PIXELS = 640;

function versionOf(kind: string, source: object): string {
  return createHash("sha256")
    .update(JSON.stringify([LAYOUT_VERSION, kind, source]))
    .digest("base64url")
    .slice(0, 22);
}

function text(value: string, max: number): string {
  return cleanText(value, max, canDraw);
}

/** A published, not removed programme's card content; null for any other slug. */
export async function programCardSource(db: Db, slug: string, brandName: string): Promise<ProgramSource | null> {
  const [row] = await db
    .select({
      name: programs.name,
      category: programs.categoryName,
      cover: programs.avatar,
      rating: programs.rating,
      reviewers: programs.reviewers,
      price: programs.price,
      priceNormal: programs.priceNormal,
      institutionName: institutions.name,
      logo: institutions.logo,
      brandColor: institutions.brandColor,
    })
    .from(programs)
    .innerJoin(institutions, eq(institutions.id, programs.creatorId))
    .where(and(eq(programs.slug, slug), listed))
    .limit(1);
  if (!row) return null;
  return {
    name: text(row.name, TEXT_LIMITS.programName),
    institutionName: text(row.institutionName, TEXT_LIMITS.institutionName),
    category: text(categoryLabel(row.category), TEXT_LIMITS.category),
    cover: row.cover,
    logo: row.logo,
    rating: row.rating,
    reviewers: row.reviewers,
    price: row.price,
    priceNormal: row.priceNormal,
    brandColor: row.brandColor,
    brandName: text(brandName, TEXT_LIMITS.brandName),
  };
}

/** The live programmes (published, not removed) of the institution of the surrounding query. */
const liveProgramOfInstitution = and(
  eq(programs.creatorId, institutions.id),
  eq(programs.isPublished, true),
  isNull(programs.deletedAt),
) as SQL;

function groupLabel(type: number): string {
  return Object.values(INSTITUTION_GROUPS).find((g) => (g.types as readonly number[]).includes(type))?.label ?? "";
}

/** An institution's card content; null for an unknown slug. */
export async function institutionCardSource(
  db: Db,
  slug: string,
  brandName: string,
): Promise<InstitutionSource | null> {
  const [row] = await db
    .select({
      name: institutions.name,
      logo: institutions.logo,
      type: institutions.type,
      brandColor: institutions.brandColor,
      programCount: sql<number>`(select count(*)::int from ${programs} where ${liveProgramOfInstitution})`,
    })
    .from(institutions)
    .where(eq(institutions.slug, slug))
    .limit(1);
  if (!row) return null;
  return {
    name: text(row.name, TEXT_LIMITS.institutionName),
    logo: row.logo,
    group: groupLabel(row.type),
    programCount: row.programCount,
    brandColor: row.brandColor,
    brandName: text(brandName, TEXT_LIMITS.brandName),
  };
}

/** The site card's content: the brand name, the line and the kinds of partners. */
export function siteCardSource(brandName: string): SiteCardData {
  return {
    brandName: text(brandName, TEXT_LIMITS.brandName),
    tagline: SITE_TAGLINE,
    groups: Object.values(INSTITUTION_GROUPS).map((group) => group.label),
  };
}

/** The share cards of the site, programmes and institutions, rendered on demand and kept in this process's cache. */
export function createShareCards(options: ShareCardOptions): ShareCards {
  const cache = createCardCache(options.cache ?? DEFAULT_CACHE);
  const limit = createRenderLimit(RENDERS_AT_ONCE);

  function card(kind: CardKind, slug: string, source: object, tree: () => Promise<CardNode>) {
    const version = versionOf(kind, source);
    return {
      version,
      png: () =>
        cache.get(`${kind}:${slug}:${version}`, () =>
          limit(async () => {
            const { png, times } = await renderCard(await tree());
            options.onRender?.(kind, times);
            return png;
          }),
        ),
    };
  }

  return {
    cache,
    async program(slug) {
      const source = await programCardSource(options.db, slug, options.brandName);
      if (!source) return null;
      return card("program", slug, source, async () => {
        const [logo, cover] = await Promise.all([
          siteImageDataUri(source.logo, options.imageRoots, LOGO_PIXELS),
          siteImageDataUri(source.cover, options.imageRoots, COVER_PIXELS),
        ]);
        return programCardLayout({ ...source, logo, cover });
      });
    },
    async institution(slug) {
      const source = await institutionCardSource(options.db, slug, options.brandName);
      if (!source) return null;
      return card("institution", slug, source, async () =>
        institutionCardLayout({
          ...source,
          logo: await siteImageDataUri(source.logo, options.imageRoots, LOGO_PIXELS),
        }),
      );
    },
    site() {
      const source = siteCardSource(options.brandName);
      return card("site", "", source, async () => siteCardLayout(source));
    },
  };
}
