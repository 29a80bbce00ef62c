import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sessions, users } from "../db/schema/account";
import type { Clock } from "./clock";
import type { Db } from "./db";
import { errors, MESSAGES } from "./errors";
import { isApiUrl } from "./paths";
import type { SessionCache } from "./session-cache";
import { type CookieSettings, clearSessionCookies, hashToken, SESSION_LIFETIME } from "./sessions";

/** Who is calling: a visitor (no header, or the public application key) or a user with a live session. */
export type Auth = { kind: "visitor" } | { kind: "user"; userId: number; sessionId: string };

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth;
  }
}

const VISITOR: Auth = { kind: "visitor" };

/**
 * The session token: a Bearer header, else the HttpOnly `access-token` cookie (the SPA cannot read it, so it
 * sends the public app key alongside). Null means a visitor call: no header at all, or the app key.
 */
function tokenFrom(request: FastifyRequest, appKey: string): { token: string; from: "bearer" | "cookie" } | null {
  const header = request.headers.authorization;
  if (header !== undefined && header !== appKey) {
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
    if (!match?.[1]) throw errors.unauthorized(header.startsWith("Bearer ") ? undefined : MESSAGES.invalidAppKey);
    return { token: match[1], from: "bearer" };
  }
  const cookie = request.cookies["access-token"];
  return cookie ? { token: cookie, from: "cookie" } : null;
}

/**
 * A live session: not revoked, before its absolute end, not idle too long (RELIABILITY S6), of an account
 * that is not disabled.
 */
export function liveSession(now: Date) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    or(
      and(
        eq(sessions.remember, true),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_LIFETIME.remembered.idleMs)),
      ),
      and(
        eq(sessions.remember, false),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_LIFETIME.browser.idleMs)),
      ),
    ),
    isNull(users.disabledAt),
  );
}

/**
 * The session of a token, when live: from the session cache when this process looked it up in the last seconds,
 * else from the database. Activity is recorded at most every 5 minutes, so most calls only read.
 */
async function findSession(db: Db, cache: SessionCache, token: string, now: Date): Promise<Auth | null> {
  const tokenHash = hashToken(token);
  const at = now.getTime();
  let session = cache.get(tokenHash, at);
  if (!session) {
    const generation = cache.generation();
    const [row] = await db
      .select({
        sessionId: sessions.id,
        userId: sessions.userId,
        remember: sessions.remember,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), liveSession(now)))
      .limit(1);
    if (!row) return null;
    session = { ...row, expiresAt: row.expiresAt.getTime(), lastSeenAt: row.lastSeenAt.getTime() };
    cache.set(tokenHash, session, at, generation);
  }
  if (at - session.lastSeenAt >= SESSION_LIFETIME.touchEveryMs) {
    await touchSession(db, session.sessionId, now);
    cache.touched(tokenHash, at);
  }
  return { kind: "user", userId: session.userId, sessionId: session.sessionId };
}

/** Of these session ids, the live ones (the realtime sockets' periodic check: a socket outlives no session). */
export async function liveSessionIds(db: Db, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, ids), liveSession(now)));
  return new Set(rows.map((r) => r.id));
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`greatest(${sessions.lastSeenAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(sessions.id, sessionId));
}

/** The caller's user id; a visitor is refused with 401 (the user calls of spec 000 section 6). */
export function requireUser(request: FastifyRequest): { userId: number; sessionId: string } {
  if (request.auth.kind !== "user") throw errors.unauthorized();
  return { userId: request.auth.userId, sessionId: request.auth.sessionId };
}

/**
 * Resolves `request.auth` for every /api call. A call with no Authorization header at all is a visitor
 * call; a wrong application key or a dead Bearer token is refused with 401. A dead `access-token` cookie
 * (logged out elsewhere, expired, reset) is cleared and the call goes on as a visitor's: the browser cannot
 * remove an HttpOnly cookie itself, and must still be able to log in again. User-only calls then answer 401.
 */
export function registerAuth(
  app: FastifyInstance,
  options: { db: Db; appKey: string; clock: Clock; cookies: CookieSettings; sessionCache: SessionCache },
): void {
  // Reference-type decorators must start as null; the hook below sets it on every request.
  app.decorateRequest<Auth | null>("auth", null);
  app.addHook("onRequest", (request, reply, done) => {
    request.auth = VISITOR;
    if (!isApiUrl(request.url)) return done();
    let presented: ReturnType<typeof tokenFrom>;
    try {
      presented = tokenFrom(request, options.appKey);
    } catch (err) {
      return done(err as Error);
    }
    if (presented === null) return done(); // a visitor: no database round trip
    findSession(options.db, options.sessionCache, presented.token, options.clock()).then(
      (auth) => {
        if (auth) {
          request.auth = auth;
          return done();
        }
        if (presented.from === "bearer") return done(errors.unauthorized());
        clearSessionCookies(reply, options.cookies);
        done();
      },
      (err: Error) => done(err),
    );
  });
}
