import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationObjectType,
  type NotificationType,
  pushSubscriptionSchema,
} from "@app/domain/notification/contracts";
import { and, count, desc, eq, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { notificationPreferences, notifications, pushSubscriptions } from "../../db/schema/notification";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { preparedShapes } from "../../platform/prepared-query";
import { publishEvent } from "../../platform/realtime";
import { lockInbox, presentNotification, unreadCount, unreadNotificationsSql } from "./notify";

export async function listNotifications(
  db: Db,
  userId: number,
  query: { page: number; limit: number; objectType: NotificationObjectType | undefined },
) {
  const ofType = query.objectType ? eq(notifications.objectType, query.objectType) : undefined;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), ofType))
      .orderBy(desc(notifications.sentAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    // the list's total (of the type asked) and the unread of every type, in one pass over the user's inbox
    db
      .select({
        total: ofType ? sql<number>`count(*) filter (where ${ofType})`.mapWith(Number) : count(),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return {
    notifications: rows.map(presentNotification),
    page: query.page,
    limit: query.limit,
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
  };
}

/** Marks one of the caller's notifications read; the caller's other tabs hear the new count. */
export async function markNotificationRead(db: Db, userId: number, id: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockInbox(tx, userId);
    const [row] = await tx
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    if (!row) throw errors.notFound(NOTIFICATION_MESSAGES.notFound);
    if (row.readAt === null) {
      await tx.update(notifications).set({ readAt: now }).where(eq(notifications.id, id));
    }
    const unread = await unreadCount(tx, userId);
    if (row.readAt === null) await publishEvent(tx, "notification", { userId }, { unread, notification: null });
    return unread;
  });
}

export async function markAllNotificationsRead(db: Db, userId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockInbox(tx, userId);
    const changed = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (changed.length > 0) await publishEvent(tx, "notification", { userId }, { unread: 0, notification: null });
    return 0;
  });
}

// ---- push ------------------------------------------------------------------------------------------------------

export async function pushSettings(db: Db, userId: number, sessionId: string, vapidPublicKey: string | null) {
  const [prefs, [mine]] = await Promise.all([
    db
      .select({ off: notificationPreferences.pushOff })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.sessionId, sessionId))),
  ]);
  const off = new Set(prefs[0]?.off ?? []);
  return {
    push_available: vapidPublicKey !== null,
    vapid_public_key: vapidPublicKey,
    subscribed: (mine?.n ?? 0) > 0,
    kinds: NOTIFICATION_TYPES.map((type) => ({ type, label: NOTIFICATION_TYPE_LABELS[type], push: !off.has(type) })),
  };
}

export async function savePushPreferences(db: Db, userId: number, pushOff: NotificationType[]): Promise<void> {
  const off = [...new Set(pushOff)];
  await db
    .insert(notificationPreferences)
    .values({ userId, pushOff: off })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { pushOff: off } });
}

/**
 * POST /v2/auth/update-fcm-token: stores this session's browser push subscription (the standard Push API's
 * JSON), replacing the session's previous one; an empty token removes it. An endpoint already stored for
 * another account moves to this one (the same browser, a new login).
 */
export async function savePushToken(
  db: Db,
  userId: number,
  sessionId: string,
  token: string,
  now: Date,
): Promise<boolean> {
  if (token.trim() === "") {
    await removeSessionPush(db, sessionId);
    return false;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    throw errors.refused(NOTIFICATION_MESSAGES.badSubscription);
  }
  const subscription = pushSubscriptionSchema.safeParse(parsed);
  // push services are HTTPS (RFC 8030) and web-push sends over TLS only: an http endpoint could never be reached
  if (!subscription.success || !subscription.data.endpoint.startsWith("https://")) {
    throw errors.refused(NOTIFICATION_MESSAGES.badSubscription);
  }
  const { endpoint, keys } = subscription.data;
  await db.transaction(async (tx) => {
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
    await tx
      .insert(pushSubscriptions)
      .values({ userId, sessionId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, sessionId, p256dh: keys.p256dh, auth: keys.auth, createdAt: now },
      });
  });
  return true;
}

/** An empty token: this session's browser gets no more pushes. */
async function removeSessionPush(db: Db, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

/** The counters call's one statement, prepared once: the unread notifications and the chat's unread messages. */
const counterStatement = preparedShapes(
  () => "counter",
  (db, chatUnreadSql: (userId: SQLWrapper) => SQL<number>) =>
    db
      .select({
        unread: unreadNotificationsSql(sql.placeholder("userId")),
        chat: chatUnreadSql(sql.placeholder("userId")),
      })
      .from(users)
      .where(eq(users.id, sql.placeholder("userId")))
      .prepare("notification_counter"),
);

/** Used by the counters call: both numbers in one answer. */
export async function notificationCounter(db: Db, userId: number, chatUnreadSql: (userId: SQLWrapper) => SQL<number>) {
  const [row] = await counterStatement(db, chatUnreadSql).execute({ userId });
  return { unread: row?.unread ?? 0, chat_unread: row?.chat ?? 0 };
}
