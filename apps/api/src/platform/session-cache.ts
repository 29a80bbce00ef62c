import { SESSION_LIFETIME } from "./sessions";

/** What the session lookup found for a token: enough to decide, without the database, that it is still live. */
export type CachedSession = {
  userId: number;
  sessionId: string;
  remember: boolean;
  expiresAt: number;
  lastSeenAt: number;
};

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

/**
 * The sessions this process looked up in the last few seconds, so most calls of a logged-in user make no session
 * query (issue 25; decisions/035). Ending a session anywhere reaches every process at once: a trigger NOTIFYs
 * `session_ended` with the user's id when a session is revoked or deleted, or its account disabled or deleted
 * (migration 0031), and `forgetUser` drops that user's entries. Three bounds keep it safe if a notification is
 * missed: an entry is trusted for SESSION_CACHE_TTL_MS at most, nothing is cached while the listener's connection is
 * down (and everything is dropped when it drops and when it is back), and
 * a lookup that began before an invalidation is not cached (the generation check), so a revocation racing a
 * lookup cannot leave a live entry behind. The lifetime rules (absolute end, idle end) are checked again on every
 * hit against the caller's clock.
 */
export function createSessionCache(ttlMs = SESSION_CACHE_TTL_MS) {
  const entries = new Map<string, CachedSession & { cachedAt: number }>();
  const byUser = new Map<number, Set<string>>();
  let generation = 0;
  // while the listener is down, nothing new is cached: an ending session would go unheard
  let listening = true;

  function clear(): void {
    generation++;
    entries.clear();
    byUser.clear();
  }

  function drop(tokenHash: string): void {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const tokens = byUser.get(entry.userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) byUser.delete(entry.userId);
  }

  return {
    /** A live cached session of this token at `now`, else undefined (ask the database). */
    get(tokenHash: string, now: number): CachedSession | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.cachedAt >= ttlMs || now < entry.cachedAt || !isLive(entry, now)) {
        drop(tokenHash);
        return undefined;
      }
      return entry;
    },
    /** The generation to hand back to `set`: taken before the database lookup starts. */
    generation: () => generation,
    /** Keeps a session found live, unless an invalidation happened since `seenGeneration`. */
    set(tokenHash: string, session: CachedSession, now: number, seenGeneration: number): void {
      if (!listening || seenGeneration !== generation) return;
      drop(tokenHash);
      if (entries.size >= MAX_ENTRIES) {
        // the oldest entry goes first (a Map keeps insertion order)
        const oldest = entries.keys().next();
        if (!oldest.done) drop(oldest.value);
      }
      entries.set(tokenHash, { ...session, cachedAt: now });
      const tokens = byUser.get(session.userId) ?? new Set<string>();
      tokens.add(tokenHash);
      byUser.set(session.userId, tokens);
    },
    /** Records activity written to the database, so the next hits do not write it again. */
    touched(tokenHash: string, lastSeenAt: number): void {
      const entry = entries.get(tokenHash);
      if (entry) entry.lastSeenAt = lastSeenAt;
    },
    /** A session of this user ended somewhere: every cached session of theirs is looked up again. */
    forgetUser(userId: number): void {
      generation++;
      for (const tokenHash of [...(byUser.get(userId) ?? [])]) drop(tokenHash);
    },
    /** The listener dropped: nothing cached is trusted, and nothing is cached until it listens again. */
    listenerLost(): void {
      listening = false;
      clear();
    },
    /** The listener is back (notifications may have been missed meanwhile): caching starts afresh. */
    listenerBack(): void {
      clear();
      listening = true;
    },
    size: () => entries.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** The lifetime rule of `liveSession` (auth.ts), on a cached row: before the absolute end and not idle too long. */
function isLive(session: CachedSession, now: number): boolean {
  const idleMs = session.remember ? SESSION_LIFETIME.remembered.idleMs : SESSION_LIFETIME.browser.idleMs;
  return session.expiresAt > now && session.lastSeenAt > now - idleMs;
}

/** The NOTIFY channel of ended sessions (the payload is the user's id). */
export const SESSION_ENDED_CHANNEL = "session_ended";
