import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema/account";
import { createTestApp, type TestApp } from "../testing/test-app";
import type { Auth } from "./auth";
import { cacheKey } from "./response-cache";
import { hashToken } from "./sessions";

describe("cacheKey", () => {
  it("ignores analytics parameters, parameter order and a trailing slash", () => {
    expect(cacheKey("/api/x/?b=2&a=1&platform=web&source=mweb-karirmu")).toBe("/api/x?a=1&b=2");
    expect(cacheKey("/api/x")).toBe("/api/x");
    expect(cacheKey("/api/x?search=a%26b")).toBe("/api/x?search=a%26b");
    expect(cacheKey("/api/x?search=excel")).not.toBe(cacheKey("/api/x?search=word"));
  });
});

describe("visitor cache of catalogue answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VISITOR_CACHE_TTL_MS: "300" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a repeated visitor call from the cache with the same body, until the time to live passes", async () => {
    const url = "/api/program/list/UJIANMU/1/3";
    const first = await t.app.inject(url);
    expect(first.headers["x-cache"]).toBe("miss");
    const second = await t.app.inject(`${url}?platform=web&source=web-karirmu`);
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toContain("application/json");
    expect((await t.app.inject("/api/program/list/UJIANMU/1/4")).headers["x-cache"]).toBe("miss");
    await new Promise((r) => setTimeout(r, 350));
    expect((await t.app.inject(url)).headers["x-cache"]).toBe("miss");
  });

  it("serves a hit compressed for clients that accept it, compressing each entry once", async () => {
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    const url = "/api/program_activity/v2/list/1/20";
    const first = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
    expect(first.headers["x-cache"]).toBe("miss");
    const plain = await t.app.inject(url);
    expect(plain.headers["x-cache"]).toBe("hit");
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    const br = await t.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["x-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("never caches refusals", async () => {
    const url = "/api/program_activity/v2/product_detail/tidak-ada-sama-sekali";
    await t.app.inject(url);
    const again = await t.app.inject(url);
    expect(again.statusCode).toBe(400);
    expect(again.headers["x-cache"]).toBeUndefined();
  });

  it("never caches or serves a cached answer to a signed-in user", async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "guru@demo.test"));
    const token = randomBytes(32).toString("base64url");
    await t.database.db
      .insert(sessions)
      .values({ userId: user?.id ?? 0, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) });
    const url = "/api/program/list/KELASMU/1/2";
    await t.app.inject(url);
    const asUser = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect(asUser.statusCode).toBe(200);
    expect(asUser.headers["x-cache"]).toBeUndefined();
  });
});

describe("visitor cache limits", () => {
  async function tinyApp(maxBytes: number) {
    const Fastify = (await import("fastify")).default;
    const { registerVisitorCache } = await import("./response-cache");
    const app = Fastify();
    app.decorateRequest<Auth | null>("auth", null);
    app.addHook("onRequest", async (request) => {
      request.auth = { kind: "visitor" };
    });
    const cache = registerVisitorCache(app, { ttlMs: 60_000, maxEntries: 100, maxBytes });
    app.get(
      "/api/item/:n",
      { config: { visitorCache: true } },
      async (request) => `${(request.params as { n: string }).n}:${"x".repeat(2_000)}`,
    );
    await app.ready();
    return { app, cache };
  }

  it("keeps within its memory budget by dropping the oldest answers first", async () => {
    const { app, cache } = await tinyApp(10_000);
    for (let n = 1; n <= 6; n++) await app.inject(`/api/item/${n}`);
    expect(cache.bytes()).toBeLessThanOrEqual(10_000);
    expect(cache.size()).toBe(2);
    expect((await app.inject("/api/item/6")).headers["x-cache"]).toBe("hit");
    expect((await app.inject("/api/item/1")).headers["x-cache"]).toBe("miss");
    await app.close();
  });

  it("honours q=0 in Accept-Encoding and serves a refused encoding to nobody", async () => {
    const { app } = await tinyApp(1_000_000);
    await app.inject("/api/item/1");
    const res = await app.inject({ url: "/api/item/1", headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(res.headers["x-cache"]).toBe("hit");
    expect(res.headers["content-encoding"]).toBe("gzip");
    const none = await app.inject({ url: "/api/item/1", headers: { "accept-encoding": "br;q=0" } });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body.startsWith("1:")).toBe(true);
    await app.close();
  });

  it("does not serve a hit when platform or source appear twice", async () => {
    const { app } = await tinyApp(1_000_000);
    await app.inject("/api/item/1");
    expect((await app.inject("/api/item/1?platform=web")).headers["x-cache"]).toBe("hit");
    expect((await app.inject("/api/item/1?platform=web&platform=x")).headers["x-cache"]).not.toBe("hit");
    await app.close();
  });
});
