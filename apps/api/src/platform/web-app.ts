import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createPageRenderer } from "./page-renderer";
import { MANIFEST_CONTENT_TYPE, MANIFEST_PATH, webAppManifest } from "./web-manifest";

export type WebAppConfig = {
  productSlug: string;
  brandName: string;
  appKey: string;
  helpUrl: string;
  /** The Kilas Balik entry's switch (FUN_REPORT_ENABLED). */
  funReport: boolean;
  /**
   * The main site's host name: the web app reads the subdomain in front of it to choose the Prakerja variant
   * or a partner site (spec 000 section 1).
   */
  baseDomain: string;
  /** The Prakerja partner's face-verification origin, the only one whose postMessage the web app accepts. */
  prakerjaPartnerOrigin?: string | null;
};

/** The host name of the configured public address (PUBLIC_URL), or 'localhost' when there is none. */
export function baseDomainOf(publicUrl: string | undefined): string {
  if (!publicUrl) return "localhost";
  try {
    return new URL(publicUrl).hostname.toLowerCase() || "localhost";
  } catch {
    return "localhost";
  }
}

/**
 * Whether a path names a file rather than a page of the web app: its last segment has an extension (`.php`,
 * `.bak`, `.js`, `.php~`) or ends in `~`, or one of its segments starts with a dot (`/.git/config`). The build's
 * real files are routes of their own (registerWebApp), so such a path reaching the not-found handler is a file
 * that does not exist: it answers 404, not the index.html fallback. Otherwise a scanner takes every guessed
 * backup file for a found one, and a browser asking for a chunk of an older build gets HTML instead of a 404.
 * No page of the web app has a dot in its last segment (slugs and ids are made of letters, digits and '-').
 */
export function isFilePath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  const segments = path.split("/");
  const last = segments.at(-1) ?? "";
  return (
    segments.some((segment) => segment.startsWith(".")) || /\.[A-Za-z0-9_-]{1,16}~?$/.test(last) || last.endsWith("~")
  );
}

const CONFIG_PLACEHOLDER = "<!--app-config-->";
/** The page the service worker shows for a navigation while the network is down (apps/web/offline.html). */
const OFFLINE_PAGE = "offline.html";

/** JSON inside <script> must not be able to close the tag. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderIndexHtml(template: string, config: WebAppConfig): string {
  const script = `<script id="app-config" type="application/json">${scriptSafeJson(config)}</script>`;
  // functions, not strings, as replacements: a `$&` or `$'` in a configured value stays literal
  return template
    .replace(CONFIG_PLACEHOLDER, () => script)
    .replaceAll("%BRAND_NAME%", () => escapeHtml(config.brandName));
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html (with the runtime config) never cached.
 * Returns the function that answers a page path with index.html, or null when no build is there.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string;
    config: WebAppConfig;
    /** PUBLIC_URL, for the pages rendered on the server (page-renderer.ts). */
    publicUrl: string;
    /** How long a page rendered for visitors is kept (the visitor cache's time). */
    pageCacheTtlMs: number;
  },
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply) | null> {
  const indexPath = join(options.distDir, "index.html");
  if (!existsSync(indexPath)) {
    app.log.warn({ distDir: options.distDir }, "no web build found; serving the API only");
    return null;
  }
  const html = renderIndexHtml(readFileSync(indexPath, "utf8"), options.config);
  // the service worker's offline page (issue 24): its title carries the brand too, so it is rendered like index.html
  const offlinePath = join(options.distDir, OFFLINE_PAGE);
  const offlineHtml = existsSync(offlinePath)
    ? renderIndexHtml(readFileSync(offlinePath, "utf8"), options.config)
    : null;
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: "/",
    index: false,
    wildcard: false,
    preCompressed: true,
    // without this, @fastify/static writes its own max-age=0 after setHeaders and the year of the assets is lost
    cacheControl: false,
    // index.html is answered with the runtime config injected, never as the raw template
    allowedPath: (pathName) => pathName !== "/index.html",
    // the offline page is a route of its own below, rendered with the brand
    globIgnore: [OFFLINE_PAGE],
    setHeaders(reply, path) {
      const immutable = path.includes(`${join(options.distDir, "assets")}`);
      // the service worker (push, offline page, precache): a cache in front must not hold an old one back
      // (as sw.js.br or sw.js.gz too: the build precompresses it)
      const worker = /^sw\.js(\.br|\.gz)?$/.test(relative(options.distDir, path));
      reply.header(
        "cache-control",
        immutable ? "public, max-age=31536000, immutable" : worker ? "no-cache" : "public, max-age=3600",
      );
    },
  });
  // the manifest names the brand, which is runtime configuration: answered here, not built (decision 033)
  const manifest = JSON.stringify(webAppManifest(options.config.brandName));
  app.get(MANIFEST_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header("cache-control", "no-cache").type(MANIFEST_CONTENT_TYPE).send(manifest),
  );
  if (offlineHtml) {
    app.get(`/${OFFLINE_PAGE}`, { schema: { hide: true } }, (_request, reply) =>
      reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(offlineHtml),
    );
  }
  const renderPage = await createPageRenderer(app, {
    distDir: options.distDir,
    appConfig: options.config,
    publicUrl: options.publicUrl,
    template: html,
    cacheTtlMs: options.pageCacheTtlMs,
  });
  if (renderPage) return renderPage;
  return (_request, reply) =>
    reply.code(200).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
}
