import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { idempotencyKeys } from "../db/schema/platform";
import type { Db } from "./db";
import { AppError } from "./errors";

export const IDEMPOTENCY_MESSAGES = {
  badKey: "Idempotency-Key harus 1–100 huruf, angka, '-' atau '_'",
  mismatch: "Kunci idempotensi sudah dipakai untuk permintaan lain",
  inFlight: "Permintaan yang sama sedang diproses",
} as const;

/** How long a key and its answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const KEY_SHAPE = /^[A-Za-z0-9_-]{1,100}$/;

type Answer = { status: number; message: string; data: unknown };

/**
 * Runs a money call at most once per `Idempotency-Key` header (RELIABILITY R1, as Stripe and the IETF draft
 * describe): the first answer — success or refusal — is stored and replayed for the same key; the same key
 * with another body answers 422, and while the first is still running 409. A fault (5xx) or a refusal of the
 * moment (AppError.retryable: 'the previous attempt is still being processed') frees the key so the client can
 * retry. Without the header the call just runs.
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  userId: number,
  run: () => Promise<Answer>,
): Promise<Answer> {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return run();
  if (typeof header !== "string" || !KEY_SHAPE.test(header)) {
    throw new AppError(400, 400, IDEMPOTENCY_MESSAGES.badKey);
  }
  const requestHash = createHash("sha256")
    .update(JSON.stringify(request.body ?? null))
    .digest("hex");
  const id = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, header));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, scope, key: header, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [first] = await db.select().from(idempotencyKeys).where(id);
    if (!first) throw new AppError(409, 409, IDEMPOTENCY_MESSAGES.inFlight);
    if (first.requestHash !== requestHash) throw new AppError(422, 422, IDEMPOTENCY_MESSAGES.mismatch);
    if (first.httpStatus === null) throw new AppError(409, 409, IDEMPOTENCY_MESSAGES.inFlight);
    reply.header("idempotent-replayed", "true");
    if (first.httpStatus !== 200) {
      const stored = first.response as Answer;
      throw new AppError(first.httpStatus, stored.status, stored.message, stored.data);
    }
    return first.response as Answer;
  }
  try {
    const answer = await run();
    await db.update(idempotencyKeys).set({ httpStatus: 200, response: answer }).where(id);
    return answer;
  } catch (error) {
    if (error instanceof AppError && error.httpStatus < 500 && !error.retryable) {
      const stored: Answer = { status: error.status, message: error.message, data: error.data };
      await db.update(idempotencyKeys).set({ httpStatus: error.httpStatus, response: stored }).where(id);
    } else {
      await db.delete(idempotencyKeys).where(id);
    }
    throw error;
  }
}

/** Drops keys older than a day. */
export async function pruneIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}
