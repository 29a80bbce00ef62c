import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createTestDatabase, type TestDatabase, testConfig } from "../testing/test-app";
import { isFilePath } from "./web-app";

let dist: string;
let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "web-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<html><head><!--app-config--><title>%BRAND_NAME%</title></head></html>");
  // a plain file of the build (robots.txt is the seo module's route, not a file)
  writeFileSync(join(dist, "humans.txt"), "User-agent: *");
  writeFileSync(join(dist, "sw.js"), "self.addEventListener('push', () => {});");
  // the build precompresses the worker (scripts/precompress.mjs): the compressed file is the one sent
  writeFileSync(join(dist, "sw.js.br"), brotliCompressSync("self.addEventListener('push', () => {});"));
  writeFileSync(
    join(dist, "offline.html"),
    "<html><head><title>Anda sedang offline - %BRAND_NAME%</title></head></html>",
  );
  writeFileSync(join(dist, "assets", "app-1a2b3c.js"), "console.log(1)");
  db = await createTestDatabase();
  app = await buildApp(testConfig({ WEB_DIST_DIR: dist }), { database: db.database });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.drop();
  rmSync(dist, { recursive: true, force: true });
});

describe("the web app's fallback page", () => {
  it("answers every page path with index.html", async () => {
    for (const path of ["/", "/program/belajar-excel-dasar?ref=promo", "/mitra/sma-1", "/payment/status/42", "/404"]) {
      const page = await app.inject(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.headers["content-type"], path).toContain("text/html");
    }
  });

  it("serves the build's real files", async () => {
    expect((await app.inject("/humans.txt")).body).toBe("User-agent: *");
    expect((await app.inject("/assets/app-1a2b3c.js")).body).toBe("console.log(1)");
  });

  it("serves the push service worker as a script nothing caches unchecked, the assets for a year", async () => {
    const worker = await app.inject("/sw.js");
    expect(worker.headers["content-type"]).toContain("javascript");
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const compressed = await app.inject({ url: "/sw.js", headers: { "accept-encoding": "br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["cache-control"]).toBe("no-cache");
    expect((await app.inject("/assets/app-1a2b3c.js")).headers["cache-control"]).toContain("immutable");
    expect((await app.inject("/humans.txt")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers the manifest with the configured brand as application/manifest+json (issue 24)", async () => {
    const res = await app.inject("/manifest.webmanifest");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const manifest = res.json();
    expect(manifest).toMatchObject({ name: "Karirmu", lang: "id", start_url: "/", scope: "/", display: "standalone" });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(["192x192", "512x512", "512x512"]);
  });

  it("answers the offline page with the brand in its title, never the raw template", async () => {
    for (const url of ["/offline.html", "/offline.html?__WB_REVISION__=abc"]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.body, url).toContain("<title>Anda sedang offline - Karirmu</title>");
    }
  });

  it("answers 404, not the page, for a file that does not exist (a scanner's guessed backup files)", async () => {
    const guesses = [
      "/index.php.bak",
      "/index.php~",
      "/index.html.old",
      "/program/belajar-excel-dasar.zip",
      "/backup.tar.gz",
      "/.env",
      "/.git/config",
      "/assets/app-0ld0ld.js",
      "/favicon.ico?v=2",
    ];
    for (const path of guesses) {
      for (const method of ["GET", "HEAD"] as const) {
        const res = await app.inject({ method, url: path });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.headers["content-type"], path).not.toContain("text/html");
      }
    }
  });
});

describe("isFilePath", () => {
  it("tells a file's path from a page's", () => {
    for (const path of ["/a.php", "/x/y.bak", "/index.php~", "/a~", "/.well-known/x", "/p/.hidden", "/f.tar.gz?x=1"]) {
      expect(isFilePath(path), path).toBe(true);
    }
    for (const path of ["/", "/program/belajar-excel", "/aktivitas/sesi-1?x=a.b", "/payment/status/42", "/mitra/"]) {
      expect(isFilePath(path), path).toBe(false);
    }
  });
});
