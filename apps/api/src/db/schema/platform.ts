import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/** Fixed-window rate-limit counters shared by every instance (docs/api.md, Rate limits). */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: varchar("key", { length: 300 }).primaryKey(),
    hits: integer("hits").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_window_idx").on(t.windowEndsAt)],
);

/** The dev mailbox (MAIL_TRANSPORT=dev only): mails kept instead of sent, listed by GET /api/dev/mailbox. */
export const devMails = pgTable(
  "dev_mails",
  {
    id: serial("id").primaryKey(),
    to: varchar("to", { length: 254 }).notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dev_mails_to_idx").on(t.to, t.id)],
);

/**
 * Idempotency keys of money calls (RELIABILITY R1): the first answer to a (learner, call, key) is kept and
 * replayed; a different request under the same key, or one still running, is refused.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id").notNull(),
    scope: varchar("scope", { length: 40 }).notNull(),
    key: varchar("key", { length: 100 }).notNull(),
    requestHash: varchar("request_hash", { length: 64 }).notNull(),
    /** null while the first request runs */
    httpStatus: integer("http_status"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/**
 * Mails owed by a change, written in the change's own transaction (RELIABILITY P11): a worker hands them to the
 * mailer afterwards and retries with backoff. The dedupe key makes a mail owed twice (the same notification
 * again) one row, so one mail (P2).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    dedupeKey: varchar("dedupe_key", { length: 200 }).notNull().unique(),
    to: varchar("to", { length: 254 }).notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Hand-overs tried so far (counted when a worker claims the row). */
    attempts: integer("attempts").notNull().default(0),
    /** When the row is next due; while a worker holds it, when its claim lapses. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The last failure's code (never the message or the body: they may hold an address or a link). */
    lastError: varchar("last_error", { length: 60 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    // an erased account's mails are found by address (decisions/026)
    index("mail_outbox_to_idx").on(sql`lower(${t.to})`),
  ],
);
