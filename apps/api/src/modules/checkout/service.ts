import { type CartProgram, unselectableChoice } from "@app/domain/cart/selection";
import {
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  type CheckoutAnswer,
  type CheckoutBody,
} from "@app/domain/checkout/contracts";
import { paymentFee } from "@app/domain/checkout/fee";
import {
  isVoucherCodeShape,
  normalizeVoucherCode,
  VOUCHER_REFUSAL_MESSAGES,
  voucherDiscount,
} from "@app/domain/checkout/voucher";
import { PAYMENT_CATEGORY_IDS, PAYMENT_METHODS } from "@app/domain/payment/methods";
import { LIVE_PAYMENT_STATUSES, PAYMENT_CATEGORIES } from "@app/domain/payment/status";
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { cartItems } from "../../db/schema/cart";
import { addons, programs } from "../../db/schema/catalogue";
import { invoiceItems, invoices, voucherReservations, vouchers } from "../../db/schema/checkout";
import { addonUsers, programUsers } from "../../db/schema/learning";
import { payments } from "../../db/schema/payment";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { learnerChangedHere } from "../../platform/learner-cache";
import { requireCompleteProfile } from "../account/public";
import { notify } from "../notification/public";

// published, or — for its add-ons — a programme the learner already follows (a class given by code only)
const purchasable = and(
  isNull(programs.deletedAt),
  or(eq(programs.isPublished, true), isNotNull(programUsers.id)),
) as SQL;
// written out in full: inside a subquery an unqualified "id" would name the payment's
const noLivePayment = sql`not exists (select 1 from payments p where p.invoice_id = "invoices"."id" and p.status in (1, 99))`;
const addonInStock = sql<boolean>`(${addons.quota} is null or ${addons.seatsTaken} < ${addons.quota})`;

/**
 * POST /payment/v3/checkout/: the temporary invoice for the chosen programmes and add-ons, priced from the
 * catalogue now. Everything chosen must be buyable (the selection rules of spec 002 section 4, checked here
 * again whatever the browser sent); the learner's earlier open invoice is cancelled (its voucher released).
 * In one transaction.
 */
export async function createCheckout(db: Db, userId: number, body: CheckoutBody, now: Date): Promise<number> {
  // spec 000 section 4.7: checkout is one of the actions that wait for a complete profile
  await requireCompleteProfile(db, userId);
  return db.transaction(async (tx) => {
    const programIds = [...new Set(body.program_ids)];
    const addonIds = [...new Set(body.addon_ids)];
    const chosenPrograms = programIds.length
      ? await tx
          .select({
            id: programs.id,
            name: programs.name,
            price: programs.price,
            creatorId: programs.creatorId,
            enrolled: sql<boolean>`(${programUsers.id} is not null)`,
          })
          .from(programs)
          .leftJoin(programUsers, and(eq(programUsers.programId, programs.id), eq(programUsers.userId, userId)))
          .where(and(inArray(programs.id, programIds), purchasable))
      : [];
    const chosenAddons = addonIds.length
      ? await tx
          .select({
            id: addons.id,
            title: addons.title,
            price: addons.price,
            programId: addons.programId,
            creatorId: programs.creatorId,
            inStock: addonInStock,
            owned: sql<boolean>`(${addonUsers.id} is not null)`,
            programEnrolled: sql<boolean>`(${programUsers.id} is not null)`,
          })
          .from(addons)
          .innerJoin(programs, eq(programs.id, addons.programId))
          .leftJoin(addonUsers, and(eq(addonUsers.addonId, addons.id), eq(addonUsers.userId, userId)))
          .leftJoin(programUsers, and(eq(programUsers.programId, addons.programId), eq(programUsers.userId, userId)))
          .where(and(inArray(addons.id, addonIds), purchasable))
      : [];
    // the selection rules of the list (packages/domain/src/cart/selection.ts) decide, as they did in the browser;
    // what the catalogue no longer sells is simply absent from the groups
    const programsById = new Map<number, CartProgram>();
    for (const p of chosenPrograms) {
      programsById.set(p.id, { id: p.id, enrolled: p.enrolled, is_stock: true, is_choice: true, addons: [] });
    }
    for (const a of chosenAddons) {
      const program = programsById.get(a.programId) ?? {
        id: a.programId,
        enrolled: a.programEnrolled,
        is_stock: true,
        is_choice: a.programEnrolled,
        addons: [],
      };
      program.addons.push({ id: a.id, is_stock: a.inStock && !a.owned, is_choice: true });
      programsById.set(a.programId, program);
    }
    const group = { creator_id: 0, is_choice: false, is_disabled: false, programs: [...programsById.values()] };
    const refused = unselectableChoice([group], { program_ids: programIds, addon_ids: addonIds });
    if (refused?.kind === "program") {
      const enrolled = chosenPrograms.find((p) => p.id === refused.id)?.enrolled;
      throw errors.refused(enrolled ? CHECKOUT_MESSAGES.alreadyEnrolled : CHECKOUT_MESSAGES.programUnavailable);
    }
    if (refused?.kind === "addon") {
      const addon = chosenAddons.find((a) => a.id === refused.id);
      const buyable = addon?.inStock === true && !addon.owned;
      throw errors.refused(buyable ? CHECKOUT_MESSAGES.addonNeedsProgram : CHECKOUT_MESSAGES.addonUnavailable);
    }

    // an invoice whose payment is under way stays open: that payment may still succeed
    const open = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.userId, userId), eq(invoices.status, "open"), noLivePayment))
      .for("update");
    for (const invoice of open) await closeInvoice(tx, invoice.id, "cancelled");

    const items = [
      ...chosenPrograms.map((p) => ({ programId: p.id, addonId: null, creatorId: p.creatorId, price: p.price })),
      ...chosenAddons.map((a) => ({ programId: a.programId, addonId: a.id, creatorId: a.creatorId, price: a.price })),
    ];
    const [invoice] = await tx
      .insert(invoices)
      .values({
        userId,
        subtotal: items.reduce((sum, i) => sum + i.price, 0),
        expiresAt: new Date(now.getTime() + CHECKOUT_LIMITS.invoiceTtlMs),
      })
      .returning({ id: invoices.id });
    if (!invoice) throw new Error("invoice insert returned nothing");
    await tx.insert(invoiceItems).values(items.map((i) => ({ ...i, invoiceId: invoice.id })));
    return invoice.id;
  });
}

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The learner's own invoice, locked for the transaction. One that is not open, or has run out of time, refuses: a
 * checkout step cannot be skipped or replayed (S12). (The refusal rolls the caller's transaction back, so an
 * expired invoice is closed, and its voucher released, by the minute sweep — never while a payment of it is live.)
 */
export async function lockOpenInvoice(tx: Db, userId: number, invoiceId: number, now: Date): Promise<InvoiceRow> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    .for("update");
  if (!invoice) throw errors.notFound(CHECKOUT_MESSAGES.invoiceNotFound);
  if (invoice.status !== "open" || invoice.expiresAt <= now) throw errors.refused(CHECKOUT_MESSAGES.invoiceClosed);
  return invoice;
}

async function hasLivePayment(tx: Db, invoiceId: number): Promise<boolean> {
  const [live] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])))
    .limit(1);
  return live !== undefined;
}

/**
 * An invoice's price is frozen while a payment of it is live: the gateway was asked for that amount, so the
 * voucher that made it can be neither swapped nor removed (nor its quota seat given away) until the learner
 * cancels the payment (POST /payment/invoice/cancel/) or it ends (P3, S12; docs/decisions/009).
 */
async function refuseWhilePaying(tx: Db, invoiceId: number): Promise<void> {
  if (await hasLivePayment(tx, invoiceId)) throw errors.refused(CHECKOUT_MESSAGES.voucherLockedWhilePaying);
}

/**
 * Ends an open invoice as cancelled or expired and gives its voucher back — exactly once: only the
 * transaction that moves it out of `open` releases.
 */
export async function closeInvoice(tx: Db, invoiceId: number, status: "cancelled" | "expired"): Promise<boolean> {
  const closed = await tx
    .update(invoices)
    .set({ status })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, "open")))
    .returning({ id: invoices.id });
  if (closed.length === 0) return false;
  await releaseVoucher(tx, invoiceId);
  return true;
}

async function releaseVoucher(tx: Db, invoiceId: number): Promise<void> {
  const released = await tx
    .update(voucherReservations)
    .set({ status: "released" })
    .where(and(eq(voucherReservations.invoiceId, invoiceId), eq(voucherReservations.status, "reserved")))
    .returning({ voucherId: voucherReservations.voucherId });
  for (const r of released) {
    await tx
      .update(vouchers)
      .set({ usedTotal: sql`${vouchers.usedTotal} - 1` })
      .where(eq(vouchers.id, r.voucherId));
  }
}

/** Closes every open invoice whose time is up (a periodic sweep, so an abandoned voucher comes back). */
export async function expireOverdueInvoices(db: Db, now: Date): Promise<number> {
  const overdue = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.status, "open"), lt(invoices.expiresAt, now), noLivePayment))
    .limit(500);
  let expired = 0;
  for (const { id } of overdue) {
    if (await db.transaction((tx) => closeInvoice(tx, id, "expired"))) expired += 1;
  }
  return expired;
}

/** POST /payment/v3/voucher/: holds the voucher for this invoice (quota counted now, released if unpaid). */
export async function applyVoucher(db: Db, userId: number, invoiceId: number, input: string, now: Date) {
  return db.transaction(async (tx) => {
    const invoice = await lockOpenInvoice(tx, userId, invoiceId, now);
    await refuseWhilePaying(tx, invoice.id);
    const code = normalizeVoucherCode(input);
    const unknown = () => errors.refused(VOUCHER_REFUSAL_MESSAGES.unknown);
    if (!isVoucherCodeShape(code)) throw unknown();
    // the voucher's row lock puts parallel uses of one voucher in a queue: its counts below are exact (R2, R3)
    const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for("update");
    if (!voucher) throw unknown();
    if (invoice.voucherId === voucher.id) return;
    if (invoice.voucherId !== null) await releaseVoucher(tx, invoice.id);
    const [mine] = await tx
      .select({ n: count() })
      .from(voucherReservations)
      .where(
        and(
          eq(voucherReservations.voucherId, voucher.id),
          eq(voucherReservations.userId, userId),
          ne(voucherReservations.status, "released"),
        ),
      );
    const items = await tx
      .select({ program_id: invoiceItems.programId, creator_id: invoiceItems.creatorId, price: invoiceItems.price })
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, invoice.id));
    const result = voucherDiscount(
      {
        code: voucher.code,
        kind: voucher.kind === "percentage" ? "percentage" : "fixed",
        value: voucher.value,
        max_discount: voucher.maxDiscount,
        min_spend: voucher.minSpend,
        starts_at: voucher.startsAt,
        ends_at: voucher.endsAt,
        quota_total: voucher.quotaTotal,
        used_total: voucher.usedTotal,
        quota_per_user: voucher.quotaPerUser,
        used_by_user: mine?.n ?? 0,
        program_ids: voucher.programIds,
        creator_ids: voucher.creatorIds,
      },
      items,
      now,
    );
    if (!result.ok) throw errors.refused(VOUCHER_REFUSAL_MESSAGES[result.reason]);
    const taken = await tx
      .update(vouchers)
      .set({ usedTotal: sql`${vouchers.usedTotal} + 1` })
      .where(
        and(
          eq(vouchers.id, voucher.id),
          sql`(${vouchers.quotaTotal} is null or ${vouchers.usedTotal} < ${vouchers.quotaTotal})`,
        ),
      )
      .returning({ id: vouchers.id });
    if (taken.length === 0) throw errors.refused(VOUCHER_REFUSAL_MESSAGES.quota_used);
    await tx.insert(voucherReservations).values({ voucherId: voucher.id, userId, invoiceId: invoice.id });
    await tx
      .update(invoices)
      .set({ voucherId: voucher.id, discount: result.discount })
      .where(eq(invoices.id, invoice.id));
  });
}

/** DELETE /payment/v3/voucher/. */
export async function removeVoucher(db: Db, userId: number, invoiceId: number, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const invoice = await lockOpenInvoice(tx, userId, invoiceId, now);
    if (invoice.voucherId === null) throw errors.refused(CHECKOUT_MESSAGES.noVoucher);
    await refuseWhilePaying(tx, invoice.id);
    await releaseVoucher(tx, invoice.id);
    await tx.update(invoices).set({ voucherId: null, discount: 0 }).where(eq(invoices.id, invoice.id));
  });
}

/** The invoice as checkout answers it (the learner's own only). */
export async function invoiceSummary(db: Db, userId: number, invoiceId: number): Promise<CheckoutAnswer> {
  const [invoice] = await db
    .select({
      id: invoices.id,
      subtotal: invoices.subtotal,
      discount: invoices.discount,
      expiresAt: invoices.expiresAt,
      code: vouchers.code,
    })
    .from(invoices)
    .leftJoin(vouchers, eq(vouchers.id, invoices.voucherId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!invoice) throw errors.notFound(CHECKOUT_MESSAGES.invoiceNotFound);
  const items = await db
    .select({
      program_id: invoiceItems.programId,
      addon_id: invoiceItems.addonId,
      name: sql<string>`coalesce(${addons.title}, ${programs.name})`,
      price: invoiceItems.price,
    })
    .from(invoiceItems)
    .innerJoin(programs, eq(programs.id, invoiceItems.programId))
    .leftJoin(addons, eq(addons.id, invoiceItems.addonId))
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.id));
  const realTotal = invoice.subtotal - invoice.discount;
  return {
    invoice_temp_id: invoice.id,
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    real_total: realTotal,
    is_pay: realTotal > 0,
    voucher: invoice.code === null ? null : { code: invoice.code, discount: invoice.discount },
    items,
    expires_at: invoice.expiresAt.toISOString(),
  };
}

/**
 * GET /payment/method: the six categories with their methods, each with this invoice's fee, exactly one method
 * chosen. Every category is shown for now; `visible` is where a host or product would hide one.
 */
export async function paymentMethods(db: Db, userId: number, invoiceId: number) {
  const { real_total } = await invoiceSummary(db, userId, invoiceId);
  // bank transfer to a virtual account is what most learners pay with: it is chosen until they pick another
  const chosen = PAYMENT_METHODS.find((m) => m.kind === "virtual_account");
  return PAYMENT_CATEGORIES.map((category) => ({
    category_name: category,
    category_id: PAYMENT_CATEGORY_IDS[category],
    visible: true,
    methods: PAYMENT_METHODS.filter((m) => m.category_name === category).map(({ kind: _kind, ...m }) => {
      const fee = paymentFee(real_total, m);
      return { ...m, visible: true, is_choice: m.full_id === chosen?.full_id, fee, total: real_total + fee };
    }),
  }));
}

/**
 * Enrols the learner in everything the invoice buys, once: enrolments are unique per learner and programme
 * (and add-on), an add-on takes a seat only if one is left, bought items leave the selection list, and the
 * voucher becomes used. The caller moves the invoice to paid in the same transaction.
 */
export async function enrolInvoice(
  tx: Db,
  userId: number,
  invoiceId: number,
  seats: "take" | "held",
  now: Date,
): Promise<void> {
  const items = await tx
    .select({ programId: invoiceItems.programId, addonId: invoiceItems.addonId })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId));
  await enrolInPrograms(
    tx,
    userId,
    items.filter((i) => i.addonId === null).map((i) => i.programId),
    now,
  );
  for (const { addonId } of items) {
    if (addonId === null) continue;
    const owned = await tx
      .insert(addonUsers)
      .values({ userId, addonId })
      .onConflictDoNothing()
      .returning({ id: addonUsers.id });
    if (owned.length === 0 || seats === "held") continue;
    if (!(await takeSeats(tx, [addonId]))) throw errors.refused(CHECKOUT_MESSAGES.addonUnavailable);
  }
  await tx
    .update(voucherReservations)
    .set({ status: "used" })
    .where(and(eq(voucherReservations.invoiceId, invoiceId), eq(voucherReservations.status, "reserved")));
  const bought = items.map((i) =>
    i.addonId === null
      ? and(eq(cartItems.programId, i.programId), isNull(cartItems.addonId))
      : eq(cartItems.addonId, i.addonId),
  );
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), sql`(${sql.join(bought, sql` or `)})`));
  await tx.update(invoices).set({ status: "paid" }).where(eq(invoices.id, invoiceId));
}

/** Enrols the learner in the programmes, once each (unique per learner and programme), counting new learners. */
export async function enrolInPrograms(tx: Db, userId: number, programIds: number[], now: Date): Promise<number[]> {
  if (programIds.length === 0) return [];
  const fresh = await tx
    .insert(programUsers)
    .values(programIds.map((programId) => ({ userId, programId })))
    .onConflictDoNothing()
    .returning({ programId: programUsers.programId });
  if (fresh.length) {
    learnerChangedHere(userId);
    const ids = fresh.map((f) => f.programId);
    const enrolled = await tx
      .update(programs)
      .set({ enrolledCount: sql`${programs.enrolledCount} + 1` })
      .where(inArray(programs.id, ids))
      .returning({ id: programs.id, name: programs.name });
    for (const program of enrolled) {
      await notify(
        tx,
        {
          userId,
          type: "enrolment",
          objectType: "program",
          objectId: program.id,
          title: `Anda terdaftar di ${program.name}`,
          body: "Program sudah ada di Programmu. Selamat belajar!",
          link: "/programmu",
        },
        now,
      );
    }
  }
  return fresh.map((f) => f.programId);
}

/**
 * One seat of each add-on, all or none: a conditional update per add-on, so a quota of Q is never sold Q + 1
 * times whatever runs in parallel (R2, R3). False (nothing taken) when one has no seat left.
 */
export async function takeSeats(tx: Db, addonIds: number[]): Promise<boolean> {
  for (const [i, addonId] of addonIds.entries()) {
    const seat = await tx
      .update(addons)
      .set({ seatsTaken: sql`${addons.seatsTaken} + 1` })
      .where(and(eq(addons.id, addonId), sql`(${addons.quota} is null or ${addons.seatsTaken} < ${addons.quota})`))
      .returning({ id: addons.id });
    if (seat.length === 0) {
      await releaseSeats(tx, addonIds.slice(0, i));
      return false;
    }
  }
  return true;
}

export async function releaseSeats(tx: Db, addonIds: number[]): Promise<void> {
  for (const addonId of addonIds) {
    await tx
      .update(addons)
      .set({ seatsTaken: sql`${addons.seatsTaken} - 1` })
      .where(and(eq(addons.id, addonId), sql`${addons.seatsTaken} > 0`));
  }
}

/** The add-ons an invoice buys. */
export async function invoiceAddonIds(tx: Db, invoiceId: number): Promise<number[]> {
  const rows = await tx
    .select({ addonId: invoiceItems.addonId })
    .from(invoiceItems)
    .where(and(eq(invoiceItems.invoiceId, invoiceId), sql`${invoiceItems.addonId} is not null`));
  return rows.flatMap((r) => (r.addonId === null ? [] : [r.addonId]));
}

/** POST /payment/free_enrollment/: an invoice with nothing to pay enrols at once. */
export async function freeEnrollment(db: Db, userId: number, invoiceId: number, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const invoice = await lockOpenInvoice(tx, userId, invoiceId, now);
    if (invoice.subtotal - invoice.discount > 0) throw errors.refused(CHECKOUT_MESSAGES.notFree);
    await enrolInvoice(tx, userId, invoice.id, "take", now);
  });
}
