import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./account";
import { addons, programs } from "./catalogue";

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
