import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./account";
import { payments } from "./payment";

/**
 * Points (poin): an append-only ledger — a learner's balance is the sum of their rows — and, beside it, the
 * running balance every spend updates under a CHECK, so parallel spends can never take it below zero (R2).
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Positive: points in; negative: points spent. */
    amount: integer("amount").notNull(),
    reason: varchar("reason", { length: 120 }).notNull(),
    paymentId: integer("payment_id").references(() => payments.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("points_ledger_amount_non_zero", sql`${t.amount} <> 0`),
    index("points_ledger_user_idx").on(t.userId, t.id.desc()),
  ],
);

export const pointsBalances = pgTable(
  "points_balances",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
  },
  (t) => [check("points_balances_never_negative", sql`${t.balance} >= 0`)],
);

/** The 6-digit payment PIN, hashed like a password, with its own attempt counter and freeze (S4, P10). */
export const paymentPins = pgTable("payment_pins", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pinHash: text("pin_hash").notNull(),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  frozenUntil: timestamp("frozen_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A mailed link that lets a learner set a new PIN without it (/forgot-pin-payment?pkey=): single use, 30 min. */
export const pinResets = pgTable(
  "pin_resets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pin_resets_user_idx").on(t.userId)],
);
