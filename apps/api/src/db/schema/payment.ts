import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./account";
import { invoices } from "./checkout";

/**
 * A payment of an invoice through a gateway (spec 002 section 4 statuses: 0 empty, 1 pending, 2 success, 3
 * failed, 99 pending internal). An invoice has at most one live (pending) payment; changing the method cancels
 * it first. Add-on seats are held while it is pending and given back when it fails.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What the gateway knows the payment by. */
    orderId: varchar("order_id", { length: 40 }).notNull().unique(),
    methodFullId: varchar("method_full_id", { length: 40 }).notNull(),
    status: smallint("status").notNull().default(1),
    grossAmount: integer("gross_amount").notNull(),
    fee: integer("fee").notNull(),
    /**
     * How to pay: virtual-account number, payment code, deeplink, redirect (the gateway's answer). Null while the
     * gateway has not answered yet (status 99) and for an attempt that ended before it did.
     */
    instructions: jsonb("instructions"),
    /**
     * The product closed this payment while the gateway may still hold its charge open: the gateway must be told
     * to cancel it. Set in the transaction that closes the payment, cleared once the gateway confirmed; the
     * reconciliation sweep retries what is left (a failed cancel is never simply dropped).
     */
    cancelOwed: boolean("cancel_owed").notNull().default(false),
    /** How often the sweep has tried the owed cancel, and when it may try next (backoff; null: at once). */
    cancelAttempts: integer("cancel_attempts").notNull().default(0),
    cancelRetryAt: timestamp("cancel_retry_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payments_status_known", sql`${t.status} in (0, 1, 2, 3, 99)`),
    check("payments_amounts_sane", sql`${t.grossAmount} > 0 and ${t.fee} >= 0`),
    uniqueIndex("payments_live_invoice_idx").on(t.invoiceId).where(sql`${t.status} in (1, 99)`),
    index("payments_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("payments_pending_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 1`),
    index("payments_cancel_owed_idx").on(t.cancelRetryAt).where(sql`${t.cancelOwed}`),
    // attempts whose gateway call never came back (a crash mid-charge) are found by the sweep
    index("payments_attempt_started_idx").on(t.createdAt).where(sql`${t.status} = 99`),
  ],
);

/** Every gateway notification as received, with what became of it (an audit trail; never changed). */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: serial("id").primaryKey(),
    orderId: varchar("order_id", { length: 80 }).notNull(),
    transactionStatus: varchar("transaction_status", { length: 40 }).notNull(),
    outcome: varchar("outcome", { length: 20 }).notNull(),
    body: jsonb("body").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_notifications_order_idx").on(t.orderId)],
);

/**
 * The built-in sandbox gateway's own books (it stands for an outside service, so it keeps its own state): the
 * charges it was asked for, and the notifications it owes the API, retried until acknowledged.
 */
export const sandboxCharges = pgTable("sandbox_charges", {
  orderId: varchar("order_id", { length: 40 }).primaryKey(),
  grossAmount: integer("gross_amount").notNull(),
  methodFullId: varchar("method_full_id", { length: 40 }).notNull(),
  /** pending | settlement | deny | expire | cancel */
  status: varchar("status", { length: 20 }).notNull().default("pending"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxNotifications = pgTable(
  "sandbox_notifications",
  {
    id: serial("id").primaryKey(),
    orderId: varchar("order_id", { length: 40 }).notNull(),
    body: jsonb("body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [index("sandbox_notifications_due_idx").on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`)],
);
