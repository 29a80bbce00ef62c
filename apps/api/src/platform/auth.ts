import { createHash } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sessions, users } from "../db/schema/account";
import type { Db } from "./db";
import { errors, MESSAGES } from "./errors";
import { isApiUrl } from "./paths";

/** Who is calling: a visitor (no header, or the public application key) or a user with a live session. */
export type Auth = { kind: "visitor" } | { kind: "user"; userId: number; sessionId: string };

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth;
  }
}

const VISITOR: Auth = { kind: "visitor" };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The session token: a Bearer header, else the HttpOnly `access-token` cookie (the SPA cannot read it, so it
 * sends the public app key alongside). Null means a visitor call: no header at all, or the app key.
 */
function tokenFrom(request: FastifyRequest, appKey: string): string | null {
  const header = request.headers.authorization;
  if (header !== undefined && header !== appKey) {
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
    if (!match?.[1]) throw errors.unauthorized(header.startsWith("Bearer ") ? undefined : MESSAGES.invalidAppKey);
    return match[1];
  }
  return request.cookies["access-token"] || null;
}

async function findSession(db: Db, token: string): Promise<Auth | null> {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row ? { kind: "user", userId: row.userId, sessionId: row.id } : null;
}

/**
 * Resolves `request.auth` for every /api call. A call with no Authorization header at all is a visitor
 * call; a wrong application key or a dead token is refused with 401.
 */
export function registerAuth(app: FastifyInstance, options: { db: Db; appKey: string }): void {
  // Reference-type decorators must start as null; the hook below sets it on every request.
  app.decorateRequest<Auth | null>("auth", null);
  app.addHook("onRequest", (request, _reply, done) => {
    request.auth = VISITOR;
    if (!isApiUrl(request.url)) return done();
    let token: string | null;
    try {
      token = tokenFrom(request, options.appKey);
    } catch (err) {
      return done(err as Error);
    }
    if (token === null) return done(); // a visitor: no database round trip
    findSession(options.db, token).then(
      (auth) => {
        if (!auth) return done(errors.unauthorized());
        request.auth = auth;
        done();
      },
      (err: Error) => done(err),
    );
  });
}
