import { describe, expect, it } from "vitest";
import { type CachedSession, createSessionCache } from "./session-cache";
import { SESSION_LIFETIME } from "./sessions";

const NOW = Date.parse("2026-11-28T08:00:00Z");

function session(userId: number, overrides: Partial<CachedSession> = {}): CachedSession {
  return {
    userId,
    sessionId: `s-${userId}`,
    remember: false,
    expiresAt: NOW + SESSION_LIFETIME.browser.absoluteMs,
    lastSeenAt: NOW,
    ...overrides,
  };
}

describe("session cache", () => {
  it("answers a session it was given for its lifetime, then asks again", () => {
    const cache = createSessionCache(5_000);
    cache.set("a", session(1), NOW, cache.generation());
    expect(cache.get("a", NOW + 4_999)?.userId).toBe(1);
    expect(cache.get("a", NOW + 5_000)).toBeUndefined();
    expect(cache.size()).toBe(0);
    expect(cache.get("unknown", NOW)).toBeUndefined();
  });

  it("checks the session's own end on every hit: absolute end, idle end, a clock moved back", () => {
    const cache = createSessionCache(60_000);
    cache.set("ending", session(1, { expiresAt: NOW + 1_000 }), NOW, cache.generation());
    expect(cache.get("ending", NOW + 999)).toBeDefined();
    expect(cache.get("ending", NOW + 1_000)).toBeUndefined();

    const idleMs = SESSION_LIFETIME.browser.idleMs;
    cache.set("idle", session(2, { lastSeenAt: NOW - idleMs + 500 }), NOW, cache.generation());
    expect(cache.get("idle", NOW + 499)).toBeDefined();
    expect(cache.get("idle", NOW + 500)).toBeUndefined();

    // a remembered session has the longer idle end
    cache.set("kept", session(3, { remember: true, lastSeenAt: NOW - idleMs - 1 }), NOW, cache.generation());
    expect(cache.get("kept", NOW)).toBeDefined();

    cache.set("back", session(4), NOW, cache.generation());
    expect(cache.get("back", NOW - 1)).toBeUndefined();
  });

  it("forgets every session of a user whose session ended, and only theirs", () => {
    const cache = createSessionCache();
    cache.set("a1", session(1), NOW, cache.generation());
    cache.set("a2", session(1, { sessionId: "s-1b" }), NOW, cache.generation());
    cache.set("b", session(2), NOW, cache.generation());
    cache.forgetUser(1);
    expect(cache.get("a1", NOW)).toBeUndefined();
    expect(cache.get("a2", NOW)).toBeUndefined();
    expect(cache.get("b", NOW)?.userId).toBe(2);
  });

  it("does not keep a lookup that began before a session ended (it may have read the session still live)", () => {
    const cache = createSessionCache();
    const before = cache.generation();
    cache.forgetUser(7);
    cache.set("racing", session(7), NOW, before);
    expect(cache.get("racing", NOW)).toBeUndefined();
    cache.set("racing", session(7), NOW, cache.generation());
    expect(cache.get("racing", NOW)).toBeDefined();
  });

  it("keeps nothing while its listener is down, and starts afresh when it is back", () => {
    const cache = createSessionCache();
    cache.set("a", session(1), NOW, cache.generation());
    cache.listenerLost();
    expect(cache.get("a", NOW)).toBeUndefined();
    cache.set("a", session(1), NOW, cache.generation());
    expect(cache.get("a", NOW)).toBeUndefined();
    cache.listenerBack();
    cache.set("a", session(1), NOW, cache.generation());
    expect(cache.get("a", NOW)?.sessionId).toBe("s-1");
  });

  it("records activity written to the database", () => {
    const cache = createSessionCache();
    cache.set("a", session(1, { lastSeenAt: NOW - 10 * 60_000 }), NOW, cache.generation());
    cache.touched("a", NOW);
    expect(cache.get("a", NOW)?.lastSeenAt).toBe(NOW);
  });
});
