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
import { addons, programs } from "./catalogue";

/**
 * A learner's enrolment in a programme (the spec's program_user, whose id the report and study routes carry).
 * One per learner and programme: whatever pays twice, the unique index enrols once.
 */
export const programUsers = pgTable(
  "program_users",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Denormalised for My programmes (no count per row): the programme's counted activities this learner
     * completed, and when they last completed one. Kept in step only by completeActivity (modules/learning).
     */
    completedResources: integer("completed_resources").notNull().default(0),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
    /**
     * Copies of the programme's fields My programmes scopes, filters and counts every enrolment by — its counted
     * activities (programs.total_resources), folder, institution and removal — so a learner's hundreds of
     * enrolments are counted from this table alone. Written only by the triggers of migration 0013: filled on
     * insert, and updated for every enrolment when the programme's own value changes (decisions/006).
     */
    programTotalResources: integer("program_total_resources").notNull().default(0),
    programFolderId: integer("program_folder_id"),
    programCreatorId: integer("program_creator_id"),
    programDeletedAt: timestamp("program_deleted_at", { withTimezone: true }),
    /** A subscription's end: afterwards the enrolment is locked (read-only, no completion). */
    accessUntil: timestamp("access_until", { withTimezone: true }),
    /** A job-training (Prakerja) purchase must redeem its code before activities can be completed. */
    redeemRequired: boolean("redeem_required").notNull().default(false),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("program_users_user_program_idx").on(t.userId, t.programId),
    index("program_users_program_idx").on(t.programId),
    // My programmes' sorts 'newest' and 'last_studied' read one page in index order
    index("program_users_user_newest_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("program_users_user_studied_idx").on(
      t.userId,
      t.lastActivityAt.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** An add-on a learner owns (bought with or after its programme). */
export const addonUsers = pgTable(
  "addon_users",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addonId: integer("addon_id")
      .notNull()
      .references(() => addons.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("addon_users_user_addon_idx").on(t.userId, t.addonId)],
);

/**
 * The selection list: a programme, or one add-on of a programme, a learner means to buy. Check states live
 * in the browser (spec 002 section 4 rules, packages/domain/src/cart); the server re-checks at checkout.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    addonId: integer("addon_id").references(() => addons.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a programme once, each add-on once, per learner
    uniqueIndex("cart_items_user_program_idx").on(t.userId, t.programId).where(sql`${t.addonId} is null`),
    uniqueIndex("cart_items_user_addon_idx").on(t.userId, t.addonId).where(sql`${t.addonId} is not null`),
  ],
);

/**
 * A voucher code. `used_total` counts reservations (a voucher applied to an open invoice) and uses; the CHECK
 * and a conditional update keep it within `quota_total` whatever runs in parallel (RELIABILITY R2, R3).
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: serial("id").primaryKey(),
    code: varchar("code", { length: 32 }).notNull().unique(),
    kind: varchar("kind", { length: 10 }).notNull(),
    value: integer("value").notNull(),
    maxDiscount: integer("max_discount"),
    minSpend: integer("min_spend").notNull().default(0),
    quotaTotal: integer("quota_total"),
    usedTotal: integer("used_total").notNull().default(0),
    quotaPerUser: integer("quota_per_user"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Empty: every programme; otherwise the listed programmes and every programme of the listed creators. */
    programIds: integer("program_ids").array().notNull().default(sql`'{}'::integer[]`),
    creatorIds: integer("creator_ids").array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("vouchers_kind_known", sql`${t.kind} in ('percentage', 'fixed')`),
    check(
      "vouchers_value_sane",
      sql`${t.value} > 0 and (${t.kind} <> 'percentage' or ${t.value} <= 100) and ${t.minSpend} >= 0`,
    ),
    check(
      "vouchers_used_within_quota",
      sql`${t.usedTotal} >= 0 and (${t.quotaTotal} is null or ${t.usedTotal} <= ${t.quotaTotal})`,
    ),
  ],
);

/**
 * The temporary invoice a checkout makes (`invoice_temp_id`): what is bought at which price, read from the
 * catalogue at checkout, never from the browser. Money is integer Rupiah.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** open → paid | cancelled | expired; never back. */
    status: varchar("status", { length: 10 }).notNull().default("open"),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    voucherId: integer("voucher_id").references(() => vouchers.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("invoices_status_known", sql`${t.status} in ('open', 'paid', 'cancelled', 'expired')`),
    check("invoices_amounts_sane", sql`${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.discount} <= ${t.subtotal}`),
    index("invoices_user_status_idx").on(t.userId, t.status),
  ],
);

export const invoiceItems = pgTable(
  "invoice_items",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id),
    addonId: integer("addon_id").references(() => addons.id),
    creatorId: integer("creator_id").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [
    check("invoice_items_price_non_negative", sql`${t.price} >= 0`),
    index("invoice_items_invoice_idx").on(t.invoiceId),
  ],
);

/** A voucher held by an invoice: reserved while it is open, used when paid, released (once) otherwise. */
export const voucherReservations = pgTable(
  "voucher_reservations",
  {
    id: serial("id").primaryKey(),
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 10 }).notNull().default("reserved"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("voucher_reservations_status_known", sql`${t.status} in ('reserved', 'used', 'released')`),
    // an invoice holds at most one live voucher
    uniqueIndex("voucher_reservations_live_invoice_idx").on(t.invoiceId).where(sql`${t.status} <> 'released'`),
    index("voucher_reservations_voucher_user_idx").on(t.voucherId, t.userId),
  ],
);

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

/**
 * A code that gives one programme (a partner's or a campaign's), exchanged once on /tukar-voucher. Taken with a
 * conditional update, so a code is never exchanged twice, whatever runs in parallel.
 */
export const redeemCodes = pgTable(
  "redeem_codes",
  {
    id: serial("id").primaryKey(),
    code: varchar("code", { length: 32 }).notNull().unique(),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id),
    redeemedBy: integer("redeemed_by").references(() => users.id, { onDelete: "set null" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("redeem_codes_redeemed_by_idx").on(t.redeemedBy)],
);
