import { index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

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
