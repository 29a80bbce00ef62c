import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { callContextQuery } from "@app/domain/shared/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The answer is the same for every visitor: keep it for a short while (see docs/decisions/002). */
    visitorCache?: boolean;
  }
}

/** Query parameters that are analytics only and do not change the answer. */
const IGNORED_QUERY = new Set(["platform", "source"]);

export function cacheKey(url: string): string {
  const [rawPath = "", rawQuery = ""] = url.split("?", 2);
  const path = rawPath.length > 1 && rawPath.endsWith("/") ? rawPath.slice(0, -1) : rawPath;
  const query = [...new URLSearchParams(rawQuery)]
    .filter(([k]) => !IGNORED_QUERY.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return query.length ? `${path}?${new URLSearchParams(query)}` : path;
}

/** The key leaves platform and source out, so a call whose values would be refused must not be served a hit. */
function hasValidCallContext(url: string): boolean {
  const query = new URLSearchParams(url.split("?", 2)[1] ?? "");
  return callContextQuery.safeParse({
    platform: query.get("platform") ?? undefined,
    source: query.get("source") ?? undefined,
  }).success;
}

type Entry = { body: string; expires: number; br?: Buffer; gzip?: Buffer };

/** Compressed once per entry, not once per request. */
function encoded(entry: Entry, acceptEncoding: string | undefined): { encoding: "br" | "gzip"; data: Buffer } | null {
  if (!acceptEncoding || entry.body.length < 1024) return null;
  if (/\bbr\b/.test(acceptEncoding)) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    return { encoding: "br", data: entry.br };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return { encoding: "gzip", data: entry.gzip };
  }
  return null;
}

/**
 * A small in-process cache of public catalogue answers for visitors: bounded in size and time, so an
 * instance never serves a catalogue older than `ttlMs`. Users' calls are never cached.
 */
export function registerVisitorCache(app: FastifyInstance, options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, Entry>();
  const cacheable = (request: FastifyRequest) =>
    options.ttlMs > 0 &&
    request.method === "GET" &&
    request.routeOptions.config.visitorCache === true &&
    request.auth.kind === "visitor" &&
    hasValidCallContext(request.url);

  app.addHook("onRequest", async (request, reply) => {
    if (!cacheable(request)) return;
    const key = cacheKey(request.url);
    const hit = entries.get(key);
    if (!hit) return;
    if (hit.expires <= Date.now()) {
      entries.delete(key);
      return;
    }
    reply.header("x-cache", "hit").header("vary", "accept-encoding").type("application/json; charset=utf-8");
    const compressed = encoded(hit, request.headers["accept-encoding"]);
    if (!compressed) return reply.send(hit.body);
    return reply.header("content-encoding", compressed.encoding).send(compressed.data);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== "string" || reply.getHeader("x-cache") || !cacheable(request)) {
      return payload;
    }
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(cacheKey(request.url), { body: payload, expires: Date.now() + options.ttlMs });
    reply.header("x-cache", "miss");
    return payload;
  });

  return { clear: () => entries.clear(), size: () => entries.size };
}
