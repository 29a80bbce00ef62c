import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app";
import { createTestApp, createTestDatabase, type TestApp, testConfig } from "../testing/test-app";
import { errors, MESSAGES } from "./errors";
import { baseDomainOf, renderIndexHtml } from "./web-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("envelope and errors", () => {
  it("answers GET /api/health with db up", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: "OK", data: { db: "up" } });
  });

  it("answers an unknown call with a 404 envelope, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/tidak/ada" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, message: "Alamat tidak ditemukan", data: null });
    }
    expect((await t.app.inject("/api/v2/tidak-ada")).statusCode).toBe(404);
  });

  it("gives every answer a request id, and keeps a well-formed one from the caller", async () => {
    const res = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "abc12345-from-proxy" } });
    expect(res.headers["x-request-id"]).toBe("abc12345-from-proxy");
    const made = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "<script>" } });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers //api calls as API calls: authenticated, and 404 envelopes rather than the web app", async () => {
    const wrongKey = await t.app.inject({
      url: "//api/program/list/KELASMU/1/1",
      headers: { authorization: "salah-kunci" },
    });
    expect(wrongKey.statusCode).toBe(401);
    const unknown = await t.app.inject("//api/tidak-ada");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Alamat tidak ditemukan");
  });
});

describe("faults and malformed bodies", () => {
  it("refuses malformed, mistyped, oversized and foreign bodies with envelopes, and hides a fault's text behind a 500", async () => {
    const { database, drop } = await createTestDatabase();
    const lines: string[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => lines.push(line) });
    const app = await buildApp(testConfig(), { database, logger });
    app.get("/api/test-fault", async () => {
      throw new Error("secret internal detail");
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post("/api/test-echo", { schema: { body: z.object({ name: z.string().min(1) }) } }, async (request) => ({
        status: 200,
        message: "OK",
        data: request.body.name,
      }));
    await app.ready();
    const post = (payload: string, contentType = "application/json") =>
      app.inject({
        method: "POST",
        url: "/api/test-echo",
        headers: { "content-type": contentType, "x-requested-with": "XMLHttpRequest" },
        payload,
      });
    const malformed = await post("{bad json");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 400, message: "Permintaan tidak valid", data: null });
    const wrongShape = await post(JSON.stringify({ name: 42 }));
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().data.fields[0].field).toBe("body.name");
    const tooLarge = await post(JSON.stringify({ name: "x".repeat(1_100_000) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe("Data yang dikirim terlalu besar");
    const wrongType = await post("name=x", "text/csv");
    expect(wrongType.statusCode).toBe(415);
    expect((await post(JSON.stringify({ name: "Budi" }))).json().data).toBe("Budi");

    const res = await app.inject("/api/test-fault");
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      status: 500,
      message: "Terjadi kesalahan pada server",
      data: { request_id: res.headers["x-request-id"] },
    });
    expect(res.body).not.toContain("secret internal detail");
    expect(lines.join("\n")).toContain("secret internal detail");
    expect(lines.join("\n")).toContain(String(res.headers["x-request-id"]));
    await app.close();
    await drop();
  });

  it("R7: every 5xx is logged once with its cause; a refusal is not logged as a fault", async () => {
    const { database, drop } = await createTestDatabase();
    const lines: { level: number; msg: string; err?: { message?: string; stack?: string } }[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = await buildApp(testConfig(), { database, logger });
    app.get("/api/test-gateway-down", async () => {
      throw errors.unavailable(MESSAGES.unavailable, new Error("upstream socket hang up"));
    });
    app.get("/api/test-refusal", async () => {
      throw errors.refused("Tidak boleh");
    });
    await app.ready();
    const down = await app.inject("/api/test-gateway-down");
    expect(down.statusCode).toBe(503);
    expect(down.body).not.toContain("socket hang up");
    const logged = lines.filter((l) => l.msg === "request failed");
    expect(logged).toHaveLength(1);
    expect(logged[0]?.level).toBe(50);
    expect(logged[0]?.err?.stack).toContain("caused by: Error: upstream socket hang up");
    expect((await app.inject("/api/test-refusal")).statusCode).toBe(400);
    expect(lines.filter((l) => l.msg === "request failed")).toHaveLength(1);
    await app.close();
    await drop();
  });
});

describe("visitor authentication", () => {
  const url = "/api/program/list/KELASMU/1/1";
  it("treats a call with no Authorization header, or with the public app key, as a visitor call", async () => {
    expect((await t.app.inject(url)).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { authorization: t.config.appKey } })).statusCode).toBe(200);
  });

  it("refuses a wrong application key and an unknown Bearer token with 401; clears a dead cookie", async () => {
    const wrongKey = await t.app.inject({ url, headers: { authorization: "bukan-kunci-yang-benar" } });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ status: 401, message: "Kunci aplikasi tidak valid" });
    const token = await t.app.inject({ url, headers: { authorization: `Bearer ${"x".repeat(43)}` } });
    expect(token.statusCode).toBe(401);
    // the browser cannot remove its HttpOnly cookie: the server clears it and serves the visitor
    const cookie = await t.app.inject({ url, cookies: { "access-token": "y".repeat(43) } });
    expect(cookie.statusCode).toBe(200);
    expect(cookie.cookies.find((c) => c.name === "access-token")).toMatchObject({ value: "" });
  });
});

describe("security headers (S10)", () => {
  it("sends CSP with object-src and base-uri 'none', no framing, nosniff and HSTS of a year", async () => {
    const res = await t.app.inject("/api/health");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(res.headers["strict-transport-security"])).toMatch(/max-age=31536000/);
  });

  it("lets only the site itself frame its media (the study page's e-books and web activities)", async () => {
    const res = await t.app.inject("/media/demo/ebook-panduan-belajar.pdf");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    const page = await t.app.inject("/program/contoh");
    expect(String(page.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
  });
});

describe("OpenAPI", () => {
  it("describes every call at /api/docs/json and serves the viewer at /api/docs", async () => {
    const spec = (await t.app.inject("/api/docs/json")).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/health",
      "/api/program/list/{category}/{page}/{limit}",
      "/api/program_activity/v2/list/{page}/{n}",
      "/api/program_activity/v2/product_detail/{id}",
      "/api/program_activity/v2/product_detail/{id}/description",
      "/api/program_activity/v2/product_detail/{id}/activity",
      "/api/program/get/{id}",
    ]) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
    const viewer = await t.app.inject("/api/docs");
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers["content-type"]).toContain("text/html");
  });
});

describe("web app serving", () => {
  it("injects the runtime config into index.html without letting it close the script tag", () => {
    const html = renderIndexHtml("<head><!--app-config--><title>%BRAND_NAME%</title></head>", {
      productSlug: "karir",
      brandName: "</script><b>x",
      appKey: "k",
      helpUrl: "https://bantuan.example",
      funReport: true,
      baseDomain: "karirmu.id",
    });
    expect(html).toContain('<script id="app-config" type="application/json">');
    expect(html).not.toContain("</script><b>");
    expect(html).toContain("<title>&#60;/script&#62;&#60;b&#62;x</title>");
    const json = html.slice(html.indexOf(">") + 1).match(/application\/json">(.*?)<\/script>/)?.[1] ?? "";
    expect(JSON.parse(json).brandName).toBe("</script><b>x");
  });

  it("keeps $-patterns in configured values literal", () => {
    const html = renderIndexHtml("<head><!--app-config--><title>%BRAND_NAME%</title></head>", {
      productSlug: "karir",
      brandName: "Brand $& $' $`",
      appKey: "key$&",
      helpUrl: "https://bantuan.example",
      funReport: true,
      baseDomain: "karirmu.id",
    });
    expect(html).toContain("<title>Brand $&#38; $&#39; $`</title>");
    expect(html).toContain('"appKey":"key$\\u0026"');
    expect(html).not.toContain("<!--app-config-->");
  });

  it("answers page paths with index.html and serves built files, but never the raw template", async () => {
    const dist = mkdtempSync(join(tmpdir(), "web-dist-"));
    writeFileSync(join(dist, "index.html"), "<html><head><!--app-config--><title>%BRAND_NAME%</title></head></html>");
    // a plain file of the build (robots.txt is the seo module's route, not a file)
    writeFileSync(join(dist, "humans.txt"), "User-agent: *");
    const { database, drop } = await createTestDatabase();
    const app = await buildApp(testConfig({ WEB_DIST_DIR: dist, BRAND_NAME: "Karirmu" }), { database });
    await app.ready();
    const page = await app.inject("/program/belajar-excel?ref=promo");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body).toContain('"productSlug":"karir"');
    expect(page.body).toContain("<title>Karirmu</title>");
    // no PUBLIC_URL in the test config: the base domain is the default address's host
    expect(page.body).toContain('"baseDomain":"localhost"');
    expect((await app.inject("/humans.txt")).body).toBe("User-agent: *");
    const raw = await app.inject("/index.html");
    expect(raw.body).not.toContain("<!--app-config-->");
    expect((await app.inject("/api/nope")).statusCode).toBe(404);
    await app.close();
    await drop();
    rmSync(dist, { recursive: true, force: true });
  });
});

describe("base domain of the web app", () => {
  it("is the host name of PUBLIC_URL, without port, path or case", () => {
    expect(baseDomainOf("https://Karirmu.ID/beranda")).toBe("karirmu.id");
    expect(baseDomainOf("http://127.0.0.1:3210")).toBe("127.0.0.1");
    expect(baseDomainOf(undefined)).toBe("localhost");
    expect(baseDomainOf("bukan alamat")).toBe("localhost");
  });

  it("is written into the app-config tag of every page", async () => {
    const dist = mkdtempSync(join(tmpdir(), "web-dist-"));
    writeFileSync(join(dist, "index.html"), "<html><head><!--app-config--><title>%BRAND_NAME%</title></head></html>");
    const { database, drop } = await createTestDatabase();
    const app = await buildApp(testConfig({ WEB_DIST_DIR: dist, PUBLIC_URL: "https://Karirmu.ID:8443/beranda" }), {
      database,
    });
    await app.ready();
    for (const path of ["/", "/mitra/all", "/mitra-group/grup-contoh"]) {
      const page = await app.inject(path);
      expect(page.statusCode).toBe(200);
      const json = page.body.match(/<script id="app-config" type="application\/json">(.*?)<\/script>/)?.[1] ?? "{}";
      expect(JSON.parse(json).baseDomain).toBe("karirmu.id");
    }
    await app.close();
    await drop();
    rmSync(dist, { recursive: true, force: true });
  });
});

describe("sessions", () => {
  it("accepts a live session token by header or cookie, and refuses it once revoked", async () => {
    const { randomBytes } = await import("node:crypto");
    const { eq } = await import("drizzle-orm");
    const { sessions, users } = await import("../db/schema/account");
    const { hashToken } = await import("./sessions");
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, "murid@demo.test"));
    if (!user) throw new Error("no demo user");
    const token = randomBytes(32).toString("base64url");
    const [session] = await db
      .insert(sessions)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    const url = "/api/program/list/KELASMU/1/1";
    expect((await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ url, cookies: { "access-token": token } })).statusCode).toBe(200);
    // the SPA cannot read the HttpOnly cookie and sends the app key with it: the cookie's session wins
    const both = await t.app.inject({
      url,
      headers: { authorization: t.config.appKey },
      cookies: { "access-token": token },
    });
    expect(both.statusCode).toBe(200);
    expect(both.headers["x-cache"]).toBeUndefined();
    const rows = await db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(rows).toEqual([]); // only the hash is stored
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, session?.id ?? ""));
    // revoked in the database as another process would: this one hears it by the NOTIFY (session-cache.ts), within
    // moments (session-ending.test.ts covers the ways a session ends)
    await expect
      .poll(async () => (await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } })).statusCode, {
        timeout: 1_000,
        interval: 20,
      })
      .toBe(401);
  });
});
