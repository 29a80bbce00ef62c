import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import {
  createSitemapCache,
  robotsTxt,
  SITEMAP_CACHE_MS,
  SITEMAP_MAX_URLS,
  type SiteScope,
  sitemapDocument,
  sitemapEntries,
  siteScope,
} from "./service";

export type SeoRoutesOptions = {
  db: Db;
  /** PUBLIC_URL: the scheme, base domain and port every address is built on. */
  publicUrl: string;
  productSlug: string;
  /** Addresses per sitemap file before it becomes an index (the protocol's 50,000; tests use a few). */
  splitSize?: number;
  /** How long a site's address list is kept in this process (5 minutes; 0: read every time). */
  cacheMs?: number;
};

const SHORT_CACHE = "public, max-age=300";

/**
 * GET /robots.txt, /sitemap.xml and /sitemap-<n>.xml (issue 24; docs/api.md "Robots and sitemap"): plain text and
 * XML for crawlers, outside /api and ahead of the web app's index.html fallback. Visitors only: no session is read.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, options) => {
  const splitSize = Math.min(Math.max(1, options.splitSize ?? SITEMAP_MAX_URLS), SITEMAP_MAX_URLS);
  const cache = createSitemapCache(options.cacheMs ?? SITEMAP_CACHE_MS);

  async function scopeOf(host: string): Promise<SiteScope> {
    const scope = await siteScope(options.db, host, options.publicUrl);
    if (!scope) throw errors.notFound();
    return scope;
  }

  async function sitemap(host: string, part: number | null): Promise<string> {
    const scope = await scopeOf(host);
    const entries = await cache.get(scope.origin, () => sitemapEntries(options.db, scope, options.productSlug));
    const document = sitemapDocument(scope.origin, entries, splitSize, part);
    if (document === null) throw errors.notFound();
    return document;
  }

  app.get(
    "/robots.txt",
    { schema: { hide: true, tags: ["seo"], summary: "robots.txt of the site the host names" } },
    async (request, reply) => {
      const scope = await scopeOf(request.host);
      return reply.type("text/plain; charset=utf-8").header("cache-control", SHORT_CACHE).send(robotsTxt(scope.origin));
    },
  );

  app.get(
    "/sitemap.xml",
    { schema: { hide: true, tags: ["seo"], summary: "The sitemap (or sitemap index) of the site the host names" } },
    async (request, reply) => {
      const xml = await sitemap(request.host, null);
      return reply.type("application/xml; charset=utf-8").header("cache-control", SHORT_CACHE).send(xml);
    },
  );

  app.get(
    "/sitemap-:part.xml",
    {
      schema: {
        hide: true,
        tags: ["seo"],
        summary: "One part of a sitemap index",
        params: z.object({ part: z.coerce.number().int().min(1).max(1_000_000) }),
      },
    },
    async (request, reply) => {
      const xml = await sitemap(request.host, request.params.part);
      return reply.type("application/xml; charset=utf-8").header("cache-control", SHORT_CACHE).send(xml);
    },
  );
};
