import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { callContextQuery } from "@app/domain/shared/envelope";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The answer is the same for every visitor: keep it for a short while (see docs/decisions/002). */
    visitorCache?: boolean;
  }
}

/** Query parameters that are analytics only and do not change the answer. */
const IGNORED_QUERY = new Set(["platform", "source"]);

export function cacheKey(url: string): string {
  const q = url.indexOf("?");
  if (q === -1 && !url.endsWith("/")) return url; // the common case, without parsing
  const [rawPath = "", rawQuery = ""] = url.split("?", 2);
  const path = rawPath.length > 1 && rawPath.endsWith("/") ? rawPath.slice(0, -1) : rawPath;
  const query = [...new URLSearchParams(rawQuery)]
    .filter(([k]) => !IGNORED_QUERY.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return query.length ? `${path}?${new URLSearchParams(query)}` : path;
}

/**
 * The key leaves platform and source out, so a call whose values would be refused (a bad value, or the
 * parameter twice) must not be served a hit.
 */
export function hasValidCallContext(url: string): boolean {
  if (!url.includes("platform=") && !url.includes("source=")) return true;
  const query = new URLSearchParams(url.split("?", 2)[1] ?? "");
  const platform = query.getAll("platform");
  const source = query.getAll("source");
  if (platform.length > 1 || source.length > 1) return false;
  return callContextQuery.safeParse({ platform: platform[0], source: source[0] }).success;
}

/** The encodings a client accepts, leaving out those it refuses with q=0. */
function accepted(acceptEncoding: string): Set<string> {
  const names = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name && !refused) names.add(name);
  }
  return names;
}

export type Entry = { body: string; expires: number; br?: Buffer; gzip?: Buffer };

/** Compressed once per entry, not once per request. */
export function encoded(
  entry: Entry,
  acceptEncoding: string | undefined,
): { encoding: "br" | "gzip"; data: Buffer } | null {
  if (!acceptEncoding || entry.body.length < 1024) return null;
  const encodings = accepted(acceptEncoding);
  if (encodings.has("br")) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    return { encoding: "br", data: entry.br };
  }
  if (encodings.has("gzip")) {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return { encoding: "gzip", data: entry.gzip };
  }
  return null;
}

/**
 * Answers kept in memory, bounded in count and bytes (oldest out first), each for a while: the store of the visitor
 * cache and of the learner cache (learner-cache.ts). `onRemove` hears every key that leaves, however it leaves.
 */
export function createAnswerStore(options: { maxEntries: number; maxBytes: number; onRemove?: (key: string) => void }) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const sizeOf = (entry: Entry) => entry.body.length * 2 + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
    options.onRemove?.(key);
  };
  return {
    /** The live entry of this key at `now`; an expired one is removed. */
    get(key: string, now: number): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > now) return entry;
      remove(key);
      return undefined;
    },
    /** Keeps an answer until `expires`, unless it alone is bigger than the whole budget. */
    set(key: string, body: string, expires: number): boolean {
      remove(key);
      const entry: Entry = { body, expires };
      if (sizeOf(entry) > options.maxBytes) return false;
      while (entries.size > 0 && (entries.size >= options.maxEntries || bytes + sizeOf(entry) > options.maxBytes)) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
      entries.set(key, entry);
      bytes += sizeOf(entry);
      return true;
    },
    /**
     * Answers a call from an entry: `x-cache: hit`, compressed when the client accepts it (once per entry and
     * encoding, counted in the budget).
     */
    reply(entry: Entry, request: FastifyRequest, reply: FastifyReply): void {
      reply.header("x-cache", "hit").header("vary", "accept-encoding").type("application/json; charset=utf-8");
      const before = sizeOf(entry);
      const compressed = encoded(entry, request.headers["accept-encoding"]);
      bytes += sizeOf(entry) - before;
      if (!compressed) reply.send(entry.body);
      else reply.header("content-encoding", compressed.encoding).send(compressed.data);
    },
    remove,
    clear(): void {
      for (const key of [...entries.keys()]) remove(key);
    },
    size: () => entries.size,
    bytes: () => bytes,
  };
}

/**
 * A small in-process cache of public catalogue answers for visitors: bounded in size and time, so an
 * instance never serves a catalogue older than `ttlMs`. Users' answers are kept apart, by the learner cache.
 */
export function registerVisitorCache(
  app: FastifyInstance,
  options: { ttlMs: number; maxEntries: number; maxBytes: number },
) {
  const store = createAnswerStore(options);
  const cacheable = (request: FastifyRequest) =>
    options.ttlMs > 0 &&
    request.method === "GET" &&
    request.routeOptions.config.visitorCache === true &&
    request.auth.kind === "visitor" &&
    hasValidCallContext(request.url);

  app.addHook("onRequest", (request, reply, done) => {
    if (!cacheable(request)) return done();
    const hit = store.get(cacheKey(request.url), Date.now());
    if (!hit) return done();
    store.reply(hit, request, reply);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== "string" || reply.getHeader("x-cache") || !cacheable(request)) {
      return payload;
    }
    if (store.set(cacheKey(request.url), payload, Date.now() + options.ttlMs)) reply.header("x-cache", "miss");
    return payload;
  });

  return { clear: store.clear, size: store.size, bytes: store.bytes };
}
