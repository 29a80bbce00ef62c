import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createTestDatabase, type TestDatabase, testConfig } from "../testing/test-app";
import {
  EARLY_CLICK_SCRIPT,
  inlineStylesheets,
  MAX_CONCURRENT_RENDERS,
  pageDocument,
  splitHoisted,
} from "./page-renderer";

/**
 * The page renderer's plumbing, with a stand-in for the web build's renderer (the real one, apps/web's
 * entry-server.tsx, is exercised by the browser journeys in e2e/server-rendering.spec.ts): which requests are
 * rendered, what the document carries, the cache, redirects and fallbacks, the host, and the in-process calls.
 */
const FAKE_RENDERER = `
globalThis.__renders = [];
export async function renderPage({ env }) {
  globalThis.__renders.push({ url: env.url.href, desktop: env.desktop });
  const path = env.url.pathname;
  if (path === "/pindah") return { kind: "redirect", status: 302, location: "/program" };
  if (path === "/tidak-ada") return { kind: "client", status: 404, reason: "not found" };
  if (path === "/macet") await new Promise(() => {});
  if (path === "/lambat") await new Promise((resolve) => setTimeout(resolve, 300));
  if (path === "/rusak") return { kind: "client", status: 200, reason: "Error: boom\\n at x", fault: true };
  const answer = await env.fetch(new URL("/api/tidak-ada-rute", env.url.origin), {
    headers: { authorization: env.appConfig.appKey },
  });
  const body = await answer.json();
  return {
    kind: "page",
    status: 200,
    html: '<meta name="robots" content="noindex"/><p>' + env.url.href + "|" + answer.status + "|" + body.message + "</p>" +
      "<ul>" + "<li>Program</li>".repeat(100) + "</ul>",
    state: { desktop: env.desktop, cookie: env.cookie, note: "</script><script>alert(1)</script>" },
    head: "<title>Halaman - Karirmu</title>",
  };
}
`;

let root: string;
let db: TestDatabase;
let app: FastifyInstance;
const renders = () => (globalThis as unknown as { __renders: { url: string; desktop: boolean }[] }).__renders;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "web-build-"));
  const dist = join(root, "dist");
  mkdirSync(dist);
  mkdirSync(join(root, "dist-ssr"));
  writeFileSync(
    join(dist, "index.html"),
    '<html><head><title>%BRAND_NAME%</title><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, "dist-ssr", "entry-server.js"), FAKE_RENDERER);
  db = await createTestDatabase();
  app = await buildApp(testConfig({ WEB_DIST_DIR: dist, PUBLIC_URL: "https://karirmu.test" }), {
    database: db.database,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.drop();
  rmSync(root, { recursive: true, force: true });
});

describe("pages rendered on the server for visitors", () => {
  it("sends the page's markup in #root, its head tags, and the state to hydrate from", async () => {
    const page = await app.inject({ url: "/program?search=excel", headers: { host: "karirmu.test" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers.vary).toContain("cookie");
    // the data came through the app's own route, in process: an unknown call answered 404 with its message
    expect(page.body).toContain(
      '<div id="root"><p>https://karirmu.test/program?search=excel|404|Alamat tidak ditemukan</p><ul>',
    );
    expect(page.body).toContain("<title>Halaman - Karirmu</title>");
    expect(page.body).not.toContain("<title>Karirmu</title>");
    // React's hoisted tags belong in the head
    expect(page.body).toMatch(/<meta name="robots" content="noindex"\/><script>[^<]+<\/script><\/head>/);
    // the state cannot close its script
    expect(page.body).toContain('<script id="ssr-state" type="application/json">');
    expect(page.body).not.toContain("</script><script>alert(1)");
    expect(page.body).toContain("\\u003c/script\\u003e");
  });

  it("carries one inline script, the early tap's, which the CSP allows by its hash and nothing else inline", async () => {
    const page = await app.inject({ url: "/program", headers: { host: "karirmu.test" } });
    // every script the browser would run from the page's own text (not a file, not JSON data)
    const inline = [...page.body.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)]
      .filter(
        ([, attributes = ""]) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
      )
      .map(([, , text]) => text ?? "");
    expect(inline).toEqual([EARLY_CLICK_SCRIPT]);
    const csp = String(page.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(" ") ?? [];
    const hash = `'sha256-${createHash("sha256").update(EARLY_CLICK_SCRIPT).digest("base64")}'`;
    expect(scriptSrc).toEqual(["'self'", hash]);
  });

  it("keeps a rendered page for visitors, one per viewport class, and compresses it", async () => {
    const url = "/mitra/all";
    const before = renders().length;
    const first = await app.inject({ url, headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" } });
    const second = await app.inject({ url, headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" } });
    expect(first.headers["x-cache"]).toBe("miss");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    const phone = await app.inject({
      url,
      headers: {
        "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36",
        "accept-encoding": "gzip",
      },
    });
    expect(phone.headers["x-cache"]).toBe("miss");
    expect(phone.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(phone.rawPayload).toString()).toContain('"desktop":false');
    expect(
      renders()
        .slice(before)
        .map((r) => r.desktop),
    ).toEqual([true, false]);
  });

  it("never renders or caches a logged-in user's page: the SPA as before", async () => {
    const before = renders().length;
    const page = await app.inject({ url: "/program", headers: { cookie: "access-token=abc; user-id=7" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain("ssr-state");
    expect(renders().length).toBe(before);
  });

  it("answers a loader's redirect as a redirect, and a page left to the browser with its status", async () => {
    const moved = await app.inject("/pindah");
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe("/program");
    const missing = await app.inject("/tidak-ada");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect((await app.inject({ method: "HEAD", url: "/tidak-ada" })).statusCode).toBe(404);
    expect((await app.inject({ method: "HEAD", url: "/pindah" })).statusCode).toBe(302);
    const broken = await app.inject("/rusak");
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
  });

  it("renders a few pages at once and serves the SPA to the rest instead of queueing them", async () => {
    const pages = await Promise.all(
      Array.from({ length: 3 * MAX_CONCURRENT_RENDERS }, (_, i) => app.inject(`/lambat?n=${i}`)),
    );
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
    const rendered = pages.filter((page) => page.body.includes("ssr-state")).length;
    expect(rendered).toBe(MAX_CONCURRENT_RENDERS);
    // and once they are done, the next one is rendered again
    expect((await app.inject("/lambat?n=next")).body).toContain("ssr-state");
  });

  it("keys a page by the partner cookie as the page reads it, and never renders for a bare session cookie", async () => {
    const a = await app.inject({ url: "/mitra/all?k=1", headers: { cookie: "x=subdomain-slug=a; subdomain-slug=b" } });
    const b = await app.inject({ url: "/mitra/all?k=1", headers: { cookie: "subdomain-slug=b" } });
    expect(a.headers["x-cache"]).toBe("miss");
    // the same partner (b) for both: one page
    expect(b.headers["x-cache"]).toBe("hit");
    const other = await app.inject({ url: "/mitra/all?k=1", headers: { cookie: "subdomain-slug=c" } });
    expect(other.headers["x-cache"]).toBe("miss");
    const bare = await app.inject({ url: "/mitra/all?k=1", headers: { cookie: "access-token" } });
    expect(bare.body).not.toContain("ssr-state");
  });

  it("never lets the path name the host, and gives up on a render that never ends", async () => {
    for (const url of ["//evil.example/", "/\\evil.example/"]) {
      const page = await app.inject({ url, headers: { host: "karirmu.test" } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain("evil.example");
    }
    const started = Date.now();
    const stuck = await app.inject("/macet");
    expect(stuck.statusCode).toBe(200);
    expect(stuck.body).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it("renders for our hosts only: a host the client makes up gets the public address", async () => {
    const page = await app.inject({ url: "/kebijakan-privasi", headers: { host: "evil.example" } });
    expect(page.body).toContain("<p>https://karirmu.test/kebijakan-privasi|");
    expect(page.body).not.toContain("evil.example");
  });
});

describe("the document", () => {
  it("moves only the leading hoisted tags to the head", () => {
    expect(splitHoisted('<title>A</title><link rel="preload" href="/a.svg"/><div><meta name="x"/></div>')).toEqual({
      hoisted: '<title>A</title><link rel="preload" href="/a.svg"/>',
      body: '<div><meta name="x"/></div>',
    });
    expect(splitHoisted("<div>a</div>")).toEqual({ hoisted: "", body: "<div>a</div>" });
  });

  it("inlines the build's stylesheet into the template of rendered pages", () => {
    const template =
      '<head><link rel="stylesheet" crossorigin href="/assets/styles-1a.css"><link rel="icon" href="/f.svg"></head>';
    const inlined = inlineStylesheets(template, (path) =>
      path === "/assets/styles-1a.css" ? "a{color:red}</style>" : null,
    );
    expect(inlined).toBe('<head><style>a{color:red}<\\/style></style><link rel="icon" href="/f.svg"></head>');
    // a stylesheet that cannot be read stays a link
    expect(inlineStylesheets(template, () => null)).toBe(template);
  });

  it("keeps $ patterns in the markup literal", () => {
    const html = pageDocument(
      '<html><head><title>B</title></head><body><div id="root"></div></body></html>',
      { html: "<p>$& $' $`</p>", state: { a: "$&" } },
      "<title>$&</title>",
    );
    expect(html).toContain("<p>$& $' $`</p>");
    expect(html).toContain("<title>$&</title>");
  });
});
