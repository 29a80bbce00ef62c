import { createHash, randomBytes } from "node:crypto";
import { SESSION_COOKIES } from "@app/domain/account/constants";
import { and, eq, gt, inArray, isNull, ne, type SQL } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { sessions } from "../db/schema/account";
import { pushSubscriptions } from "../db/schema/notification";
import type { Db } from "./db";
import { publishEvent } from "./realtime";

/**
 * Session lifetimes (RELIABILITY S6; docs/api.md, Sessions): an absolute end fixed at login, and an idle
 * end that activity pushes forward.
 */
export const SESSION_LIFETIME = {
  remembered: { absoluteMs: 30 * 24 * 3600_000, idleMs: 14 * 24 * 3600_000 },
  browser: { absoluteMs: 24 * 3600_000, idleMs: 12 * 3600_000 },
  /** Activity is written at most this often. */
  touchEveryMs: 5 * 60_000,
} as const;

/** Tokens (sessions, reset links) are kept only as their SHA-256. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * A new session: 32 random bytes (256 bits), only their SHA-256 stored, with the browser's User-Agent (capped) for
 * the device label of the sessions list.
 */
export async function createSession(
  db: Db,
  userId: number,
  remember: boolean,
  now: Date,
  userAgent?: string | undefined,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const lifetime = remember ? SESSION_LIFETIME.remembered : SESSION_LIFETIME.browser;
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    remember,
    userAgent: userAgent ? userAgent.slice(0, 300) : null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + lifetime.absoluteMs),
  });
  return token;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    await endSessionDevices(tx, rows, sessionId);
    return rows;
  });
  // again after the commit: a lookup made while the transaction ran read the session still live
  if (ended[0]) sessionsEndedHere(ended[0].userId);
}

/**
 * What a session leaves behind in browsers (spec 000 logout: leave the chat, delete the push token): its push
 * subscription goes, and its open realtime sockets, in every process, are closed.
 */
async function endSessionDevices(tx: Db, ended: { userId: number }[], sessionId: string | "*"): Promise<void> {
  const [first] = ended;
  if (!first) return;
  sessionsEndedHere(first.userId);
  if (sessionId === "*") await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, first.userId));
  else await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
  await publishEvent(tx, "session.closed", { userId: first.userId }, { session_id: sessionId });
}

/**
 * The session caches of this process (session-cache.ts), told when a session ends here (at the change and again
 * after its commit), so the next call in this process is refused without waiting for the database's NOTIFY, which
 * tells every process after the commit.
 */
const endedHereListeners = new Set<(userId: number) => void>();

export function whenSessionsEndHere(listener: (userId: number) => void): () => void {
  endedHereListeners.add(listener);
  return () => endedHereListeners.delete(listener);
}

function sessionsEndedHere(userId: number): void {
  for (const listener of endedHereListeners) listener(userId);
}

/** Ends every session of an account (password reset, an undone email change, disabled account). */
export async function revokeAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    await endSessionDevices(tx, ended, "*");
  });
  // again after the commit (inside a caller's transaction, the NOTIFY at its commit does it)
  sessionsEndedHere(userId);
}

/**
 * Ends the account's live sessions that `which` picks, with what they leave behind in browsers (push
 * subscriptions, realtime sockets), in one transaction; returns the ids it ended. Sessions past their absolute end
 * are left as they are: no browser can use them any more.
 */
async function revokeLiveSessions(db: Db, userId: number, which: SQL, now: Date): Promise<string[]> {
  const ids = await db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), which, isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .returning({ id: sessions.id });
    const ids = ended.map((s) => s.id);
    if (ids.length === 0) return ids;
    sessionsEndedHere(userId);
    await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, ids));
    for (const id of ids) await publishEvent(tx, "session.closed", { userId }, { session_id: id });
    return ids;
  });
  // again after the commit: a lookup made while the transaction ran read the sessions still live
  if (ids.length > 0) sessionsEndedHere(userId);
  return ids;
}

/** Ends every session of an account but `keepSessionId` (a password change; "Keluar dari Semua Perangkat Lain"). */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: string, now: Date): Promise<number> {
  return (await revokeLiveSessions(db, userId, ne(sessions.id, keepSessionId), now)).length;
}

/** Ends one session of the account; false when it is not the account's or has already ended. */
export async function revokeSessionOf(db: Db, userId: number, sessionId: string, now: Date): Promise<boolean> {
  return (await revokeLiveSessions(db, userId, eq(sessions.id, sessionId), now)).length > 0;
}

/**
 * How the session cookies are set: on the configured parent domain, and Secure when the configured public
 * address is https (config.cookieSecure). Never from the request: a Host header is the client's or a proxy's
 * choice, and a proxy forwarding `Host: 127.0.0.1` must not strip Secure (RELIABILITY S7).
 */
export type CookieSettings = { domain: string | undefined; secure: boolean };

function cookieOptions(settings: CookieSettings, remember: boolean) {
  return {
    path: "/",
    sameSite: "lax" as const,
    secure: settings.secure,
    ...(settings.domain ? { domain: settings.domain } : {}),
    ...(remember ? { maxAge: COOKIE_MAX_AGE_SECONDS } : {}),
  };
}

/** The session cookies of spec 000 section 3; only access-token is HttpOnly, the rest the web app reads. */
export function setSessionCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  session: {
    token: string;
    remember: boolean;
    user: { id: number; name: string; avatar: string | null; profession_name: string | null };
  },
): void {
  const options = cookieOptions(settings, session.remember);
  reply.setCookie("access-token", session.token, { ...options, httpOnly: true });
  reply.setCookie("name", session.user.name, options);
  reply.setCookie("avatar", session.user.avatar ?? "", options);
  reply.setCookie("profession", session.user.profession_name ?? "", options);
  reply.setCookie("user-id", String(session.user.id), options);
}

/** Whether the session was opened with 'Ingat Saya' (its readable cookies then last 30 days too). */
export async function isRememberedSession(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ remember: sessions.remember })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.remember ?? false;
}

/**
 * The readable `name`, `avatar` and `profession` cookies after the profile or the photo changes, with the options
 * the login gave them, so the shell's fallback (a failed me-v2) shows what was saved and no second cookie of the
 * same name appears.
 */
export function setProfileCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  session: { remember: boolean; user: { name: string; avatar: string | null; profession_name: string | null } },
): void {
  const options = cookieOptions(settings, session.remember);
  reply.setCookie("name", session.user.name, options);
  reply.setCookie("avatar", session.user.avatar ?? "", options);
  reply.setCookie("profession", session.user.profession_name ?? "", options);
}

export function clearSessionCookies(reply: FastifyReply, settings: CookieSettings): void {
  const options = cookieOptions(settings, false);
  for (const name of SESSION_COOKIES) {
    reply.clearCookie(name, options);
  }
}
