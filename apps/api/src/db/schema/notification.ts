import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { sessions, users } from "./account";
import { programs } from "./catalogue";

/** A user's notifications (issue 19), written in the transaction of the change that causes them. */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 30 }).notNull(),
    objectType: varchar("object_type", { length: 20 }).notNull(),
    objectId: integer("object_id"),
    title: varchar("title", { length: 300 }).notNull(),
    body: text("body").notNull(),
    link: varchar("link", { length: 500 }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /**
     * Whose action the title and body name (a reply, a mention, a family request), so erasing that person's account
     * can take their name out of other people's inboxes (decisions/026).
     */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("notifications_actor_idx").on(t.actorId).where(sql`${t.actorId} is not null`),
    index("notifications_user_sent_idx").on(t.userId, t.sentAt.desc(), t.id.desc()),
    index("notifications_user_type_sent_idx").on(t.userId, t.objectType, t.sentAt.desc(), t.id.desc()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** Kinds a user does not want pushed (all are pushed by default). */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pushOff: text("push_off").array().notNull().default(sql`'{}'::text[]`),
});

/** A browser's Push API subscription, tied to the session that made it: logging out deletes it. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: varchar("endpoint", { length: 2000 }).notNull(),
    p256dh: varchar("p256dh", { length: 200 }).notNull(),
    auth: varchar("auth", { length: 100 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_session_idx").on(t.sessionId),
  ],
);

/** Pushes owed by committed notifications, sent outside any request (like the mail outbox). */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    notificationId: bigint("notification_id", { mode: "number" })
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("push_outbox_due_idx").on(t.dueAt),
    // a subscription's or a notification's deletion cascades here
    index("push_outbox_subscription_idx").on(t.subscriptionId),
    index("push_outbox_notification_idx").on(t.notificationId),
  ],
);

/** A programme's announcement by its facilitators or admins (`/pengumuman/{slug}`). */
export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    title: varchar("title", { length: 200 }).notNull(),
    slug: varchar("slug", { length: 240 }).notNull().unique(),
    body: text("body").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("announcements_program_idx").on(t.programId, t.publishedAt.desc())],
);
