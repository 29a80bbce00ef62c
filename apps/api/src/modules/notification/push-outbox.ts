import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import webpush from "web-push";
import { notifications, pushOutbox, pushSubscriptions } from "../../db/schema/notification";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { createSerialWorker, type SerialWorker } from "../../platform/serial-worker";

/** Waits after the 1st, 2nd and 3rd failed push; the 4th failure gives it up (a push is worth little late). */
const RETRY_DELAYS_MS = [30_000, 5 * 60_000, 30 * 60_000] as const;
export const PUSH_TICK_MS = 5_000;
/** A claimed push is held this long by its worker (longer than a pass); a dead worker's claim then lapses. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 50;
const SEND_TIMEOUT_MS = 15_000;
/** A push the browser has not fetched within a day is dropped by the push service. */
const TTL_SECONDS = 24 * 60 * 60;

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type PushOutbox = SerialWorker;

type Log = { warn(obj: object, msg: string): void };

/**
 * Sends the pushes owed by committed notifications (web push with VAPID, the `web-push` library), outside any
 * request, like the mail outbox: claimed with FOR UPDATE SKIP LOCKED so several processes never send one twice.
 * A subscription the push service calls gone (404, 410) is deleted. Without VAPID keys nothing is owed.
 */
export function createPushOutbox(options: { db: Db; clock: Clock; log: Log; vapid: VapidKeys }): PushOutbox {
  const { db, clock, log, vapid } = options;

  async function claim(now: Date) {
    const due = db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(lte(pushOutbox.dueAt, now))
      .orderBy(asc(pushOutbox.dueAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(pushOutbox)
      .set({ attempts: sql`${pushOutbox.attempts} + 1`, dueAt: new Date(now.getTime() + CLAIM_MS) })
      .where(inArray(pushOutbox.id, due))
      .returning();
    if (claimed.length === 0) return [];
    return db
      .select({
        id: pushOutbox.id,
        attempts: pushOutbox.attempts,
        subscriptionId: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
      })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .innerJoin(notifications, eq(notifications.id, pushOutbox.notificationId))
      .where(
        inArray(
          pushOutbox.id,
          claimed.map((r) => r.id),
        ),
      );
  }

  async function sendOne(row: Awaited<ReturnType<typeof claim>>[number]): Promise<boolean> {
    try {
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify({ title: row.title, body: row.body, link: row.link }),
        {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          timeout: SEND_TIMEOUT_MS,
          contentEncoding: "aes128gcm",
        },
      );
    } catch (err) {
      const status = (err as { statusCode?: unknown }).statusCode;
      if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
        return false;
      }
      const delay = RETRY_DELAYS_MS[row.attempts - 1];
      if (delay === undefined) await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id));
      else
        await db
          .update(pushOutbox)
          .set({ dueAt: new Date(clock().getTime() + delay) })
          .where(eq(pushOutbox.id, row.id));
      // never the endpoint: it is a capability URL for the user's browser
      log.warn({ pushId: row.id, attempts: row.attempts, status }, "push not sent");
      return false;
    }
    await db.delete(pushOutbox).where(and(eq(pushOutbox.id, row.id)));
    return true;
  }

  async function pass(): Promise<number> {
    const rows = await claim(clock());
    const sent = await Promise.all(rows.map(sendOne));
    return sent.filter(Boolean).length;
  }

  return createSerialWorker(pass, log, "push outbox pass failed");
}
