import { randomBytes } from "node:crypto";
import { PIN_FREEZE_MS, PIN_MAX_ATTEMPTS, PIN_RESET_TTL_MS, POINTS_MESSAGES } from "@app/domain/points/contracts";
import { and, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { paymentPins, pinResets, pointsBalances, pointsLedger } from "../../db/schema/points";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import { hashToken } from "../../platform/sessions";

const HISTORY_LENGTH = 20;

/** POST /user/pin/: sets or changes the payment PIN after the account password is confirmed. */
export async function setPin(db: Db, userId: number, pin: string, password: string, now: Date): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw errors.refused(POINTS_MESSAGES.wrongPassword);
  }
  await storePin(db, userId, pin, now);
}

/** A new PIN, hashed like a password; the freeze and the wrong-attempt count start over. */
async function storePin(db: Db, userId: number, pin: string, now: Date): Promise<void> {
  const pinHash = await hashPassword(pin);
  await db
    .insert(paymentPins)
    .values({ userId, pinHash, updatedAt: now })
    .onConflictDoUpdate({
      target: paymentPins.userId,
      set: { pinHash, failedAttempts: 0, frozenUntil: null, updatedAt: now },
    });
}

export async function pinState(db: Db, userId: number, now: Date) {
  const [row] = await db.select().from(paymentPins).where(eq(paymentPins.userId, userId));
  const frozen = row?.frozenUntil && row.frozenUntil > now ? row.frozenUntil : null;
  return { has_pin: row !== undefined, frozen_until: frozen?.toISOString() ?? null };
}

/**
 * Checks the PIN in a transaction of its own, so a wrong attempt is counted even though the payment is refused;
 * the fifth wrong PIN in a row freezes it for 30 minutes (P10). Throws the refusal; returns when it matches.
 */
export async function checkPin(db: Db, userId: number, pin: string | undefined, now: Date): Promise<void> {
  if (!pin) throw errors.refused(POINTS_MESSAGES.pinRequired);
  const refusal = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(paymentPins).where(eq(paymentPins.userId, userId)).for("update");
    if (!row) return errors.refused(POINTS_MESSAGES.noPin);
    if (row.frozenUntil && row.frozenUntil > now) {
      return errors.refused(POINTS_MESSAGES.pinFrozen, { frozen_until: row.frozenUntil.toISOString() });
    }
    if (await verifyPassword(row.pinHash, pin)) {
      await tx.update(paymentPins).set({ failedAttempts: 0, frozenUntil: null }).where(eq(paymentPins.userId, userId));
      return null;
    }
    const failed = row.failedAttempts + 1;
    const freeze = failed >= PIN_MAX_ATTEMPTS;
    await tx
      .update(paymentPins)
      .set(
        freeze
          ? { failedAttempts: 0, frozenUntil: new Date(now.getTime() + PIN_FREEZE_MS) }
          : { failedAttempts: failed },
      )
      .where(eq(paymentPins.userId, userId));
    return freeze
      ? errors.refused(POINTS_MESSAGES.pinFrozen, {
          frozen_until: new Date(now.getTime() + PIN_FREEZE_MS).toISOString(),
        })
      : errors.refused(POINTS_MESSAGES.wrongPin, { attempts_left: PIN_MAX_ATTEMPTS - failed });
  });
  if (refusal) throw refusal;
}

/**
 * Takes `amount` points in the caller's transaction: a conditional update of the balance (never below zero,
 * whatever spends run in parallel: R2, R3) and its ledger row.
 */
export async function spendPoints(tx: Db, userId: number, amount: number, reason: string, paymentId: number) {
  const spent = await tx
    .update(pointsBalances)
    .set({ balance: sql`${pointsBalances.balance} - ${amount}` })
    .where(and(eq(pointsBalances.userId, userId), gte(pointsBalances.balance, amount)))
    .returning({ balance: pointsBalances.balance });
  if (spent.length === 0) throw errors.refused(POINTS_MESSAGES.notEnough);
  await tx.insert(pointsLedger).values({ userId, amount: -amount, reason, paymentId });
}

/** POST /api/dev/points (DEV_TOOLS): the caller's own test points, in a transaction of their own. */
export async function grantTestPoints(db: Db, userId: number, amount: number): Promise<void> {
  await db.transaction((tx) => grantPoints(tx, userId, amount, "Poin uji coba"));
}

/**
 * Refuses a spend the balance cannot cover before anything else is asked (issue 23): the learner hears
 * 'Poin Anda tidak cukup' without typing a PIN first. `spendPoints` still guards the spend itself.
 */
export async function assertPointsCover(db: Db, userId: number, amount: number): Promise<void> {
  const [row] = await db
    .select({ balance: pointsBalances.balance })
    .from(pointsBalances)
    .where(eq(pointsBalances.userId, userId));
  if ((row?.balance ?? 0) < amount) throw errors.refused(POINTS_MESSAGES.notEnough);
}

/** Adds points (a top-up, a reward, the demo balance) in the caller's transaction. */
export async function grantPoints(tx: Db, userId: number, amount: number, reason: string): Promise<void> {
  await tx
    .insert(pointsBalances)
    .values({ userId, balance: amount })
    .onConflictDoUpdate({
      target: pointsBalances.userId,
      set: { balance: sql`${pointsBalances.balance} + ${amount}` },
    });
  await tx.insert(pointsLedger).values({ userId, amount, reason });
}

/** GET /payment/poin/balance: the balance and the latest ledger rows. */
export async function pointsOf(db: Db, userId: number) {
  const [row] = await db
    .select({ balance: pointsBalances.balance })
    .from(pointsBalances)
    .where(eq(pointsBalances.userId, userId));
  const history = await db
    .select({
      id: pointsLedger.id,
      amount: pointsLedger.amount,
      reason: pointsLedger.reason,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.id))
    .limit(HISTORY_LENGTH);
  return {
    balance: row?.balance ?? 0,
    history: history.map((h) => ({
      id: h.id,
      amount: h.amount,
      reason: h.reason,
      created_at: h.createdAt.toISOString(),
    })),
  };
}

/**
 * POST /user/pin/forgot: a single-use link (/forgot-pin-payment?pkey=) for the learner's own mailbox; only its
 * SHA-256 is stored. Answers the mail to send and when the link ends.
 */
export async function startPinReset(db: Db, userId: number, now: Date) {
  const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) throw errors.unauthorized();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PIN_RESET_TTL_MS);
  await db.insert(pinResets).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { user, token, expiresAt };
}

/** POST /user/pin/reset: the link's key (the learner's own, unused, in time) sets a new PIN, once. */
export async function finishPinReset(db: Db, userId: number, pkey: string, pin: string, now: Date): Promise<void> {
  const used = await db
    .update(pinResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(pinResets.tokenHash, hashToken(pkey)),
        eq(pinResets.userId, userId),
        isNull(pinResets.usedAt),
        gt(pinResets.expiresAt, now),
      ),
    )
    .returning({ id: pinResets.id });
  if (used.length === 0) throw errors.refused(POINTS_MESSAGES.resetInvalid);
  await storePin(db, userId, pin, now);
}
