import type { NotificationObjectType, NotificationType } from "@app/domain/notification/contracts";
import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { sessions, users } from "../../db/schema/account";
import { programUsers } from "../../db/schema/learning";
import { notificationPreferences, notifications, pushOutbox, pushSubscriptions } from "../../db/schema/notification";
import type { Db } from "../../platform/db";
import { publishEvent } from "../../platform/realtime";

export type NewNotification = {
  userId: number;
  type: NotificationType;
  objectType: NotificationObjectType;
  objectId: number | null;
  title: string;
  body: string;
  /** A path inside the web app. */
  link: string;
  /** The person the title or body names as the one who acted (their erasure renames them there). */
  actorId?: number;
};

export type NotificationRow = typeof notifications.$inferSelect;

export function presentNotification(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type as NotificationType,
    object_type: row.objectType as NotificationObjectType,
    object_id: row.objectId,
    title: row.title,
    body: row.body,
    link: row.link,
    sent_at: row.sentAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: unreadNotificationsSql(userId) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.n ?? 0;
}

/** The user's unread notifications, as a scalar subquery (the counters call prepares it with the chat's). */
export function unreadNotificationsSql(userId: SQLWrapper | number): SQL<number> {
  // aliased by hand: inside a one-table select drizzle writes its columns unqualified
  return sql<number>`(select count(*) from notifications n
    where n.user_id = ${userId} and n.read_at is null)`.mapWith(Number);
}

/**
 * Serialises the changes of one user's inbox (a notification, a read): each counts the unread after its own
 * change, and two at once would both count without the other.
 */
export async function lockInbox(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INBOX_LOCK_KEY}, ${userId})`);
}

/** Any fixed number: the first key of the inbox locks (the second is the user id). */
const INBOX_LOCK_KEY = 7_246_519;

/** Titles and bodies are cut to what the store keeps; a long programme name must not fail the payment. */
function clipped(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Writes a notification in the caller's transaction (so it exists exactly when the change that causes it
 * does), tells the user's open tabs the new unread count, and owes a push to each of the user's browsers
 * unless the user turned that kind off. The push itself is sent after commit by the push outbox.
 */
export async function notify(tx: Db, input: NewNotification, now: Date): Promise<void> {
  await lockInbox(tx, input.userId);
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      objectType: input.objectType,
      objectId: input.objectId,
      title: clipped(input.title, 300),
      body: clipped(input.body, 2_000),
      link: clipped(input.link, 500),
      actorId: input.actorId ?? null,
      sentAt: now,
    })
    .returning();
  if (!row) throw new Error("notification not inserted");
  const unread = await unreadCount(tx, input.userId);
  await publishEvent(tx, "notification", { userId: input.userId }, { unread, notification: presentNotification(row) });
  await tx.execute(sql`
    insert into ${pushOutbox} (notification_id, subscription_id, due_at)
    select ${row.id}, s.id, ${now.toISOString()}::timestamptz
    from ${pushSubscriptions} s
    join ${sessions} se on se.id = s.session_id and se.revoked_at is null and se.expires_at > ${now.toISOString()}::timestamptz
    where s.user_id = ${input.userId}
      and not exists (select 1 from ${notificationPreferences} p
        where p.user_id = s.user_id and ${input.type} = any(p.push_off))`);
}

/**
 * One notification to every learner of a programme (an announcement), written by one statement however many
 * learners there are; their tabs hear one programme event and fetch their own counts.
 */
export async function notifyProgramLearners(
  tx: Db,
  programId: number,
  input: Omit<NewNotification, "userId">,
  now: Date,
  exceptUserId: number | null,
): Promise<number> {
  // one statement for however many learners: the notifications, then the pushes owed for the ones just written
  const inserted = await tx.execute<{ id: number }>(sql`
    with written as (
      insert into ${notifications} (user_id, type, object_type, object_id, title, body, link, sent_at)
      select pu.user_id, ${input.type}, ${input.objectType}, ${input.objectId}, ${clipped(input.title, 300)},
        ${clipped(input.body, 2_000)}, ${clipped(input.link, 500)}, ${now.toISOString()}::timestamptz
      from ${programUsers} pu
      where pu.program_id = ${programId} and pu.program_deleted_at is null
        and pu.user_id is distinct from ${exceptUserId}
      returning id, user_id
    ), owed as (
      insert into ${pushOutbox} (notification_id, subscription_id, due_at)
      select w.id, s.id, ${now.toISOString()}::timestamptz
      from written w
      join ${pushSubscriptions} s on s.user_id = w.user_id
      join ${sessions} se on se.id = s.session_id and se.revoked_at is null
        and se.expires_at > ${now.toISOString()}::timestamptz
      where not exists (select 1 from ${notificationPreferences} p
        where p.user_id = s.user_id and ${input.type} = any(p.push_off))
    )
    select id from written`);
  return rowsOf(inserted).length;
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
