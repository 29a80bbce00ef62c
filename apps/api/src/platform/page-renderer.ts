import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { siteOrigin } from "@app/domain/seo/site-origin";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Entry, encoded } from "./response-cache";
import { sanitizeRichTextForPage } from "./rich-text";

/**
 * The public pages as HTML with their content (issue 24, docs/decisions/034-server-rendered-public-pages.md):
 * the web build's server renderer (apps/web/src/entry-server.tsx, built to dist-ssr) renders a visitor's page in
 * this process, its data fetched through app.inject, so it goes through the same routes, visitor cache and
 * rules as the browser's calls. A logged-in page, or one the renderer leaves to the browser, is the SPA's
 * index.html as before.
 */

/** The renderer's contract (entry-server.tsx RenderedPage); kept here by hand: the API does not import web code. */
type RenderedPage =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      html: string;
      state: unknown;
      head: string;
    }
  | { kind: "client"; status: number; reason: string; fault?: boolean };

type RenderPage = (input: {
  env: {
    url: URL;
    cookie: string;
    desktop: boolean;
    appConfig: unknown;
    fetch: typeof fetch;
    sanitizeHtml: (html: string) => string;
  };
  timeoutMs: number;
}) => Promise<RenderedPage>;

export interface PageRendererOptions {
  distDir: string;
  /** The runtime config the browser gets in #app-config. */
  appConfig: { appKey: string; baseDomain: string };
  /** PUBLIC_URL: its scheme, and the host used when a request names a host that is not ours. */
  publicUrl: string;
  /** index.html with the runtime config injected. */
  template: string;
  cacheTtlMs: number;
  timeoutMs?: number;
}

/**
 * Renders at once, at most: a render costs tens of milliseconds of this process's CPU, and every address with a
 * new query string is a new page. Past this, a visitor gets the SPA (as before server rendering) rather than a
 * queue, so a flood of made-up addresses cannot starve the API's own calls.
 */
export const MAX_CONCURRENT_RENDERS = 4;

/**
 * Sessions are carried by these cookies; a request with one (even empty, as the web app's hasSessionCookie counts
 * it) is a user's, never rendered or cached as a visitor's.
 */
const SESSION_COOKIE = /(?:^|;)\s*(?:access-token|user-id)\s*(?:=|;|$)/;

/** A cookie's value as the web app reads it (shared/lib/cookies.ts readCookie: the exact name). */
export function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/** An origin-form path the page can be rendered for: `//host` and `/\host` would name another host in a URL. */
const PAGE_PATH = /^\/(?![/\\])/;

/** Most pages kept at once, whatever their size. */
const MAX_ENTRIES = 5_000;

/** Phones and tablets get the layout under 1024 px first (the browser corrects a wrong guess after hydration). */
const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

/** JSON inside <script> must not be able to close the tag. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * React hoists a page's <meta>/<title>/<link> to the front of the markup when it does not render <head> itself:
 * they belong in the head.
 */
export function splitHoisted(html: string): { hoisted: string; body: string } {
  const match = /^(?:<meta\b[^>]*>|<link\b[^>]*>|<title>[^<]*<\/title>)+/.exec(html);
  if (!match) return { hoisted: "", body: html };
  return { hoisted: match[0], body: html.slice(match[0].length) };
}

/**
 * The template of server-rendered pages: index.html with its stylesheet inlined. The content is in the HTML, so
 * the first paint waits for nothing else, where a linked stylesheet shares a phone's bandwidth with the scripts
 * preloaded beside it (about 14 KB compressed, kept once per rendered page). The SPA's index.html keeps the link.
 */
export function inlineStylesheets(template: string, readAsset: (path: string) => string | null): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, path: string) => {
    const css = readAsset(path);
    return css === null ? link : `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
  });
}

/**
 * A server-rendered page shows its buttons before its scripts make them work: a tap on one then (a phone on a slow
 * network: seconds) would do nothing. This keeps the button of the last tap made before hydration begins (a last
 * tap elsewhere keeps none); the app taps it again once it has taken the page over (apps/web/src/start-app.tsx). A
 * tap while hydrating is React's to replay, and drops the kept one: two taps never both act. Links and forms work
 * without it. Inline in the head, so it listens before anything can be tapped; the CSP allows exactly this text by
 * its hash (security.ts).
 */
export const EARLY_CLICK_SCRIPT =
  'addEventListener("click",function(e){var t=e.target,b=!window.__karirmuHydrating&&t&&t.closest&&t.closest(\'button[type="button"]\');window.__karirmuEarlyClick=b||null},true)';

/** The page's document: the template with the head tags, the markup in #root and the state to hydrate from. */
export function pageDocument(template: string, page: { html: string; state: unknown }, head: string | null): string {
  const { hoisted, body } = splitHoisted(page.html);
  let document = template;
  if (head) document = document.replace(/<title>[^<]*<\/title>/, () => head);
  return document
    .replace("</head>", () => `${hoisted}<script>${EARLY_CLICK_SCRIPT}</script></head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div><script id="ssr-state" type="application/json">${scriptSafeJson(page.state)}</script>`,
    );
}

/** fetch for the renderer: the call goes through the app's own routes, in process. */
function injectingFetch(app: FastifyInstance, host: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    headers.set("host", host);
    const call = app.inject({
      method: "GET",
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(headers.entries()),
    });
    // a cancelled query (the render's deadline) stops waiting at once; the call itself finishes in the app
    const signal = init?.signal;
    const answer = signal
      ? await Promise.race([
          call,
          new Promise<never>((_, reject) => {
            if (signal.aborted) reject(signal.reason);
            signal.addEventListener("abort", () => reject(signal.reason), { once: true });
          }),
        ])
      : await call;
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== "content-encoding") responseHeaders.set(name, String(value));
    }
    return new Response(answer.body, { status: answer.statusCode, headers: responseHeaders });
  };
}

type PageEntry = Entry & { status: number };

/**
 * Loads the server renderer next to the web build, or returns null when the build has none (the SPA alone).
 * The answer sends a page: rendered for a visitor (cached for `cacheTtlMs`), the SPA's index.html otherwise.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  options: PageRendererOptions,
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null> {
  const entry = join(options.distDir, "..", "dist-ssr", "entry-server.js");
  if (!existsSync(entry)) {
    app.log.warn({ entry }, "no server renderer in the web build; pages are rendered in the browser");
    return null;
  }
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  const pageTemplate = inlineStylesheets(options.template, (path) => {
    const file = join(options.distDir, path);
    return existsSync(file) ? readFileSync(file, "utf8") : null;
  });
  const cache = new Map<string, PageEntry>();
  let rendering = 0;
  const MAX_BYTES = 64 * 1024 * 1024;
  let bytes = 0;
  const sizeOf = (page: PageEntry) => page.body.length * 2 + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);
  const remove = (key: string) => {
    const page = cache.get(key);
    if (page) bytes -= sizeOf(page);
    cache.delete(key);
  };
  const timeoutMs = options.timeoutMs ?? 3_000;
  /** Expired pages leave from the oldest end: every page lives as long, so insertion order is expiry order. */
  const dropExpired = (now: number) => {
    for (const [key, page] of cache) {
      if (page.expires > now) break;
      remove(key);
    }
  };

  const sendShell = (reply: FastifyReply, status: number) =>
    reply.code(status).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(options.template);

  const send = (request: FastifyRequest, reply: FastifyReply, page: PageEntry) => {
    reply
      .code(page.status)
      .header("cache-control", "no-cache")
      .header("vary", "cookie, user-agent, accept-encoding")
      .type("text/html; charset=utf-8");
    const compressed = encoded(page, request.headers["accept-encoding"]);
    if (!compressed) return reply.send(page.body);
    return reply.header("content-encoding", compressed.encoding).send(compressed.data);
  };

  return async (request, reply) => {
    const cookie = request.headers.cookie ?? "";
    // HEAD as GET (a link checker's status and headers; Node sends no body with it)
    const read = request.method === "GET" || request.method === "HEAD";
    if (!read || SESSION_COOKIE.test(cookie) || !PAGE_PATH.test(request.url)) {
      return sendShell(reply, 200);
    }
    // the host asked for when it is ours (the main site, Prakerja, a partner), never any other a client names;
    // request.host follows X-Forwarded-Host only behind a trusted proxy (TRUST_PROXY), as the SEO routes do
    const origin = siteOrigin(request.host, options.publicUrl).origin;
    const desktop = !MOBILE_AGENT.test(request.headers["user-agent"] ?? "");
    // the partner chosen by cookie changes the page: it is part of the key, read as the page reads it
    const key = `${origin}|${desktop ? "d" : "m"}|${cookieValue(cookie, "subdomain-slug") ?? ""}|${request.url}`;
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return send(request, reply.header("x-cache", "hit"), hit);
    if (hit) remove(key);

    if (rendering >= MAX_CONCURRENT_RENDERS) return sendShell(reply, 200);
    const url = new URL(`${origin}${request.url}`);
    rendering += 1;
    const work = renderPage({
      env: {
        url,
        cookie,
        desktop,
        appConfig: options.appConfig,
        fetch: injectingFetch(app, url.host),
        sanitizeHtml: sanitizeRichTextForPage,
      },
      timeoutMs,
    }).finally(() => {
      // the slot is free when the work is, not when the visitor stopped waiting
      rendering -= 1;
    });
    // the renderer stops at its own deadline; this one holds even if a call inside it never answers
    let timer: NodeJS.Timeout | undefined;
    const rendered = await Promise.race([
      work,
      new Promise<RenderedPage>((resolve) => {
        timer = setTimeout(
          () => resolve({ kind: "client", status: 200, reason: "timed out", fault: true }),
          timeoutMs + 1_000,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    if (rendered.kind === "redirect") return reply.redirect(rendered.location, rendered.status);
    if (rendered.kind === "client") {
      if (rendered.fault) request.log.error({ reason: rendered.reason }, "page not rendered on the server");
      return sendShell(reply, rendered.status);
    }
    const page: PageEntry = {
      body: pageDocument(pageTemplate, rendered, rendered.head),
      status: rendered.status,
      expires: Date.now() + options.cacheTtlMs,
    };
    if (options.cacheTtlMs > 0) {
      remove(key);
      // compressed now, so the entry's size is known when it is counted (encoded() then finds both made)
      if (page.body.length >= 1024) {
        page.br = brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
        page.gzip = gzipSync(page.body, { level: 6 });
      }
      dropExpired(Date.now());
      // then oldest first, until both the count and the memory budget hold
      while (cache.size > 0 && (cache.size >= MAX_ENTRIES || bytes + sizeOf(page) > MAX_BYTES)) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
      cache.set(key, page);
      bytes += sizeOf(page);
    }
    return send(request, reply.header("x-cache", "miss"), page);
  };
}
