import { randomBytes } from "node:crypto";
import { CHECKOUT_MESSAGES } from "@app/domain/checkout/contracts";
import { paymentFee } from "@app/domain/checkout/fee";
import {
  type NotificationBody,
  PAYMENT_MESSAGES,
  type PaymentAnswer,
  type PaymentInstructions,
} from "@app/domain/payment/contracts";
import { paymentMethodById } from "@app/domain/payment/methods";
import { gatewayOutcome, nextPaymentStatus, PAYMENT_STATUS, type PaymentStatus } from "@app/domain/payment/status";
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { addons, programs } from "../../db/schema/catalogue";
import { invoiceItems, invoices, paymentNotifications, payments } from "../../db/schema/commerce";
import type { Db } from "../../platform/db";
import { AppError, errors } from "../../platform/errors";
import type { MailContext } from "../../platform/mail-layout";
import { enqueueMail } from "../../platform/outbox";
import { enrolInvoice, invoiceAddonIds, lockOpenInvoice, releaseSeats, takeSeats } from "../checkout/service";
import { checkPin, spendPoints } from "../points/service";
import { notificationSignature, type PaymentGateway, rupiahFromGateway, signatureMatches } from "./gateway";
import { receiptOf } from "./history";
import { paymentSuccessMail, paymentSuccessMailKey } from "./mails";

/** How long each kind of payment waits for the learner (gateway defaults: VA and outlets a day, card 3DS 10 min). */
const PAYMENT_TTL_MS: Record<string, number> = {
  virtual_account: 24 * 3600_000,
  retail: 24 * 3600_000,
  ewallet: 15 * 60_000,
  card: 10 * 60_000,
  cardless: 30 * 60_000,
};

/** After its expiry a payment the gateway never reported on is closed by reconciliation (P7). */
const RECONCILE_GRACE_MS = 5 * 60_000;

type PaymentRow = typeof payments.$inferSelect;
const LIVE = [PAYMENT_STATUS.PENDING, PAYMENT_STATUS.PENDING_INTERNAL];

/**
 * POST /payment/v3/pay/: a payment of the invoice with the chosen method. Asked again with the same method
 * while pending, it answers the same payment (same virtual account: no second charge, P9); another method
 * cancels the pending one first (spec 002 section 4). Add-on seats are held while the payment is pending.
 * The gateway is called outside any transaction: the payment waits as 99 (pending internal) meanwhile.
 */
export async function pay(
  db: Db,
  gateway: PaymentGateway,
  mail: MailContext,
  userId: number,
  input: { invoice_temp_id: number; full_id: string; pin?: string | undefined },
  now: Date,
): Promise<number> {
  const method = paymentMethodById(input.full_id);
  if (!method) throw errors.refused(PAYMENT_MESSAGES.methodUnavailable);
  if (method.kind === "points") return payWithPoints(db, gateway, mail, userId, input, now);
  const started = await db.transaction(async (tx) => {
    const invoice = await lockOpenInvoice(tx, userId, input.invoice_temp_id, now);
    const realTotal = invoice.subtotal - invoice.discount;
    if (realTotal <= 0) throw errors.refused(PAYMENT_MESSAGES.nothingToPay);
    const live = await lockLivePayment(tx, invoice.id);
    if (live && live.methodFullId === method.full_id && live.status === PAYMENT_STATUS.PENDING) {
      return { paymentId: live.id, replaced: null, fresh: false };
    }
    if (live) await failPayment(tx, live);
    if (!(await takeSeats(tx, await invoiceAddonIds(tx, invoice.id)))) {
      throw errors.refused(PAYMENT_MESSAGES.addonSoldOut);
    }
    const fee = paymentFee(realTotal, method);
    const expiresAt = new Date(now.getTime() + (PAYMENT_TTL_MS[method.kind] ?? 3600_000));
    const [payment] = await tx
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        userId,
        orderId: newOrderId(invoice.id),
        methodFullId: method.full_id,
        status: PAYMENT_STATUS.PENDING_INTERNAL,
        grossAmount: realTotal + fee,
        fee,
        instructions: {},
        expiresAt,
      })
      .returning();
    if (!payment) throw new Error("payment insert returned nothing");
    // the invoice lives at least as long as its payment may still be paid
    if (invoice.expiresAt < expiresAt) {
      await tx.update(invoices).set({ expiresAt }).where(eq(invoices.id, invoice.id));
    }
    return { paymentId: payment.id, replaced: live?.orderId ?? null, fresh: true, payment };
  });
  if (started.replaced) await gateway.cancel(started.replaced).catch(() => undefined);
  if (!started.fresh || !("payment" in started) || !started.payment) return started.paymentId;
  const { payment } = started;
  let instructions: PaymentInstructions;
  try {
    instructions = await gateway.charge({
      orderId: payment.orderId,
      grossAmount: payment.grossAmount,
      method,
      expiresAt: payment.expiresAt,
    });
  } catch {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for("update");
      if (row) await failPayment(tx, row);
    });
    throw new AppError(503, 503, PAYMENT_MESSAGES.gatewayDown);
  }
  await db
    .update(payments)
    .set({ instructions, status: PAYMENT_STATUS.PENDING, updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, PAYMENT_STATUS.PENDING_INTERNAL)));
  return payment.id;
}

/**
 * Points: the PIN is checked first (its own transaction, so wrong attempts count), then in one transaction the
 * points are taken, the payment is recorded as paid, the learner is enrolled and the confirmation mail is owed —
 * all or nothing.
 */
async function payWithPoints(
  db: Db,
  gateway: PaymentGateway,
  mail: MailContext,
  userId: number,
  input: { invoice_temp_id: number; pin?: string | undefined },
  now: Date,
): Promise<number> {
  await checkPin(db, userId, input.pin, now);
  const done = await db.transaction(async (tx) => {
    const invoice = await lockOpenInvoice(tx, userId, input.invoice_temp_id, now);
    const realTotal = invoice.subtotal - invoice.discount;
    if (realTotal <= 0) throw errors.refused(PAYMENT_MESSAGES.nothingToPay);
    const live = await lockLivePayment(tx, invoice.id);
    if (live) await failPayment(tx, live);
    const [payment] = await tx
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        userId,
        orderId: newOrderId(invoice.id),
        methodFullId: "poin",
        status: PAYMENT_STATUS.SUCCESS,
        grossAmount: realTotal,
        fee: 0,
        instructions: { kind: "points" },
        expiresAt: now,
        paidAt: now,
      })
      .returning({ id: payments.id, orderId: payments.orderId });
    if (!payment) throw new Error("payment insert returned nothing");
    await spendPoints(tx, userId, realTotal, `Pembayaran ${payment.orderId}`, payment.id);
    await enrolInvoice(tx, userId, invoice.id, "take");
    await oweSuccessMail(tx, mail, userId, payment.id, now);
    return { paymentId: payment.id, replaced: live?.orderId ?? null };
  });
  if (done.replaced) await gateway.cancel(done.replaced).catch(() => undefined);
  return done.paymentId;
}

/**
 * The "Pembayaran berhasil" mail of a payment that has just succeeded, written to the outbox in the caller's
 * transaction (P11: sent afterwards by the outbox worker; P2: one per payment, whatever repeats).
 */
async function oweSuccessMail(tx: Db, mail: MailContext, userId: number, paymentId: number, now: Date) {
  const receipt = await receiptOf(tx, userId, paymentId);
  await enqueueMail(tx, paymentSuccessMail(mail, paymentId, receipt), paymentSuccessMailKey(paymentId), now);
}

function newOrderId(invoiceId: number): string {
  return `KRM-${invoiceId}-${randomBytes(5).toString("hex").toUpperCase()}`;
}

/** The invoice's pending payment (at most one), locked for the transaction. */
async function lockLivePayment(tx: Db, invoiceId: number): Promise<PaymentRow | undefined> {
  const [live] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), inArray(payments.status, LIVE)))
    .for("update");
  return live;
}

/** A live payment ends as failed: its add-on seats come back, once (the caller holds its row lock). */
async function failPayment(tx: Db, payment: PaymentRow): Promise<void> {
  const next = nextPaymentStatus(payment.status as PaymentStatus, PAYMENT_STATUS.FAILED);
  if (!next.changed) return;
  await tx
    .update(payments)
    .set({ status: PAYMENT_STATUS.FAILED, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  await releaseSeats(tx, await invoiceAddonIds(tx, payment.invoiceId));
}

/** POST /payment/invoice/cancel/: the learner stops the pending payment (to choose another method). */
export async function cancelPendingPayment(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  invoiceId: number,
  now: Date,
): Promise<void> {
  const orderId = await db.transaction(async (tx) => {
    const invoice = await lockOpenInvoice(tx, userId, invoiceId, now);
    const live = await lockLivePayment(tx, invoice.id);
    if (!live) throw errors.refused(PAYMENT_MESSAGES.noPendingPayment);
    await failPayment(tx, live);
    return live.orderId;
  });
  await gateway.cancel(orderId).catch(() => undefined);
}

/**
 * POST /payment/poin/cancelation: "changing payment method cancels ... a points payment" (spec 002 section 4).
 * Points are taken at once with the PIN, so a points payment is never pending: there is nothing to hold or give
 * back, and the call only refuses what cannot be undone. The learner's own invoice only (404 otherwise).
 */
export async function cancelPointsPayment(db: Db, userId: number, invoiceId: number, fullId: string): Promise<void> {
  const [invoice] = await db
    .select({ id: invoices.id, paidWithPoints: payments.id })
    .from(invoices)
    .leftJoin(
      payments,
      and(
        eq(payments.invoiceId, invoices.id),
        eq(payments.methodFullId, "poin"),
        eq(payments.status, PAYMENT_STATUS.SUCCESS),
      ),
    )
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    .limit(1);
  if (!invoice) throw errors.notFound(CHECKOUT_MESSAGES.invoiceNotFound);
  if (paymentMethodById(fullId)?.kind !== "points") throw errors.refused(PAYMENT_MESSAGES.notPointsMethod);
  if (invoice.paidWithPoints !== null) throw errors.refused(PAYMENT_MESSAGES.pointsPaymentDone);
}

export type NotificationOutcome =
  | "applied"
  | "unchanged"
  | "ignored"
  | "amount_mismatch"
  | "unknown_status"
  | "paid_after_close";

/**
 * POST /payment/notification: a gateway's word on a payment. The signature is checked first (a forged or altered
 * notification changes nothing, P1); then, under the payment's row lock, the state machine decides (the same
 * notification again, or a late 'pending' after 'settlement', changes nothing: P2, P3, P5). Success enrols the
 * learner in the same transaction; failure gives the seats back. A gross amount other than the payment's is
 * recorded and changes nothing (P4). The confirmation mail is owed in the same transaction as the success (P11).
 */
export async function applyNotification(
  db: Db,
  options: { serverKey: string; mail: MailContext },
  body: NotificationBody,
  now: Date,
): Promise<NotificationOutcome> {
  const expected = notificationSignature(body.order_id, body.status_code, body.gross_amount, options.serverKey);
  if (!signatureMatches(body.signature_key, expected)) throw errors.forbidden(PAYMENT_MESSAGES.badSignature);
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.orderId, body.order_id)).for("update");
    if (!payment) throw errors.notFound(PAYMENT_MESSAGES.paymentNotFound);
    const outcome = await decide(tx, payment, body, now, options.mail);
    await tx.insert(paymentNotifications).values({
      orderId: body.order_id,
      transactionStatus: body.transaction_status,
      outcome,
      body,
    });
    return outcome;
  });
}

async function decide(
  tx: Db,
  payment: PaymentRow,
  body: NotificationBody,
  now: Date,
  mail: MailContext,
): Promise<NotificationOutcome> {
  if (rupiahFromGateway(body.gross_amount) !== payment.grossAmount) return "amount_mismatch";
  const target = gatewayOutcome(body.transaction_status, body.fraud_status);
  if (target === null) return "unknown_status";
  if (target === "ignored") return "ignored";
  // P8: money for a payment this product already closed (expired, failed, replaced): its seats and voucher are
  // gone, so it is not enrolled; the notification is kept with this outcome and logged for a refund
  if (payment.status === PAYMENT_STATUS.FAILED && target === PAYMENT_STATUS.SUCCESS) return "paid_after_close";
  const next = nextPaymentStatus(payment.status as PaymentStatus, target);
  if (!next.changed) return "unchanged";
  if (next.status === PAYMENT_STATUS.FAILED) {
    await failPayment(tx, payment);
    return "applied";
  }
  await tx
    .update(payments)
    .set({ status: next.status, updatedAt: now, ...(next.status === PAYMENT_STATUS.SUCCESS ? { paidAt: now } : {}) })
    .where(eq(payments.id, payment.id));
  if (next.status === PAYMENT_STATUS.SUCCESS) {
    // paid is paid: even an invoice that ran out of time meanwhile is honoured (docs/decisions/005)
    await enrolInvoice(tx, payment.userId, payment.invoiceId, "held");
    await oweSuccessMail(tx, mail, payment.userId, payment.id, now);
  }
  return "applied";
}

/** Pending payments the gateway never reported on, closed after their expiry and a grace period (P7). */
export async function reconcileOverduePayments(db: Db, now: Date): Promise<number> {
  const overdue = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, PAYMENT_STATUS.PENDING),
        lt(payments.expiresAt, new Date(now.getTime() - RECONCILE_GRACE_MS)),
      ),
    )
    .limit(200);
  let closed = 0;
  for (const { id } of overdue) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
      if (row?.status === PAYMENT_STATUS.PENDING) {
        await failPayment(tx, row);
        closed += 1;
      }
    });
  }
  return closed;
}

/** GET /payment/v3/detail/{id}: the learner's own payment with how to pay it and what it buys. */
export async function paymentDetail(db: Db, userId: number, paymentId: number): Promise<PaymentAnswer> {
  const [row] = await db
    .select({ payment: payments, subtotal: invoices.subtotal, discount: invoices.discount })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row) throw errors.notFound(PAYMENT_MESSAGES.paymentNotFound);
  const { payment } = row;
  const method = paymentMethodById(payment.methodFullId);
  const items = await db
    .select({
      program_id: invoiceItems.programId,
      addon_id: invoiceItems.addonId,
      name: sql<string>`coalesce(${addons.title}, ${programs.name})`,
      slug: programs.slug,
      price: invoiceItems.price,
    })
    .from(invoiceItems)
    .innerJoin(programs, eq(programs.id, invoiceItems.programId))
    .leftJoin(addons, eq(addons.id, invoiceItems.addonId))
    .where(eq(invoiceItems.invoiceId, payment.invoiceId))
    .orderBy(asc(invoiceItems.id));
  return {
    id: payment.id,
    invoice_temp_id: payment.invoiceId,
    order_id: payment.orderId,
    status: payment.status,
    full_id: payment.methodFullId,
    payment_name: method?.payment_name ?? payment.methodFullId,
    category_name: method?.category_name ?? "",
    gross_amount: payment.grossAmount,
    fee: payment.fee,
    real_total: row.subtotal - row.discount,
    instructions: payment.instructions as PaymentInstructions,
    expires_at: payment.expiresAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    created_at: payment.createdAt.toISOString(),
    items,
  };
}

/** The order id of the learner's payment, for the simulator. */
export async function orderIdOf(db: Db, paymentId: number): Promise<string | null> {
  const [row] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  return row?.orderId ?? null;
}
