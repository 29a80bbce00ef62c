import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import { mailOutbox } from "../db/schema/platform";
import type { Clock } from "./clock";
import type { Db } from "./db";
import type { Mail, Mailer } from "./mail";
import { createSerialWorker, type SerialWorker } from "./serial-worker";

/** Waits after the 1st, 2nd, 3rd and 4th failed hand-over of a mail; the 5th failure gives it up. */
export const OUTBOX_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 120 * 60_000] as const;
export const OUTBOX_MAX_ATTEMPTS = OUTBOX_RETRY_DELAYS_MS.length + 1;
/** How often the worker looks for due mails. */
export const OUTBOX_TICK_MS = 5_000;
/** A hand-over not settled by then counts as failed: a hung mail server must not hold the worker. */
const DELIVERY_TIMEOUT_MS = 60_000;
/**
 * How long a claimed mail is held by its worker. Longer than a whole pass (its hand-overs run side by side, each
 * bounded by the timeout above), so no second worker takes it meanwhile; if the worker dies, the claim lapses and
 * another takes it over (at least once: a mail handed over just before a crash may go twice).
 */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

/**
 * Owes a mail, in the caller's transaction: it exists only if the change that owes it commits. A second mail
 * under the same dedupe key (the same notification again) is dropped. Due at once: at `now` on the caller's
 * clock (the one the worker reads), else at the database's. True when this call added it.
 */
export async function enqueueMail(tx: Db, mail: Mail, dedupeKey: string, now?: Date): Promise<boolean> {
  const added = await tx
    .insert(mailOutbox)
    .values({ ...mail, dedupeKey, ...(now ? { nextAttemptAt: now } : {}) })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return added.length > 0;
}

/** One pass (runOnce) claims the due mails, hands them to the mailer, records each outcome; answers how many went. */
export type MailOutbox = SerialWorker;

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The worker of the outbox (RELIABILITY P11): requests only write rows; this hands them over outside any
 * transaction, so a slow or dead mail server never holds a request, a row lock or (on PGlite) the one connection.
 * Several instances may run it: a claim is one UPDATE over rows picked with FOR UPDATE SKIP LOCKED, so two
 * workers never take the same mail.
 */
export function createMailOutbox(options: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: Log;
  deliveryTimeoutMs?: number;
}): MailOutbox {
  const { db, mailer, clock, log } = options;
  const timeoutMs = options.deliveryTimeoutMs ?? DELIVERY_TIMEOUT_MS;
  async function claim(now: Date): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, now),
          lt(mailOutbox.attempts, OUTBOX_MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function handOver(row: OutboxRow): Promise<boolean> {
    try {
      await withTimeout(
        mailer.deliver({ to: row.to, subject: row.subject, text: row.text, html: row.html }),
        timeoutMs,
      );
    } catch (err) {
      const code = errorCode(err);
      const delay = OUTBOX_RETRY_DELAYS_MS[row.attempts - 1];
      await db
        .update(mailOutbox)
        .set({
          lastError: code,
          ...(delay === undefined ? {} : { nextAttemptAt: new Date(clock().getTime() + delay) }),
        })
        .where(eq(mailOutbox.id, row.id));
      // never the address or the body: they may hold a link or a code
      if (delay === undefined)
        log.error({ mailId: row.id, attempts: row.attempts, code }, "mail given up after retries");
      else log.warn({ mailId: row.id, attempts: row.attempts, code }, "mail not sent; it is retried later");
      return false;
    }
    await db.update(mailOutbox).set({ sentAt: clock(), lastError: null }).where(eq(mailOutbox.id, row.id));
    return true;
  }

  async function pass(): Promise<number> {
    const rows = await claim(clock());
    const sent = await Promise.all(rows.map(handOver));
    return sent.filter(Boolean).length;
  }

  return createSerialWorker(pass, log, "mail outbox pass failed");
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("mail hand-over timed out"), { code: "TIMEOUT" })), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** What failed, as a short code (nodemailer's `code`, or the error's name): no message, which may quote the mail. */
function errorCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === "string" || typeof code === "number") return String(code).slice(0, 60);
  return err instanceof Error ? err.name.slice(0, 60) : "unknown";
}
