import { randomBytes } from "node:crypto";
import { CHECKOUT_MESSAGES } from "@app/domain/checkout/contracts";
import { paymentFee } from "@app/domain/checkout/fee";
import {
  type NotificationBody,
  PAYMENT_MESSAGES,
  type PaymentAnswer,
  type PaymentInstructions,
  paymentInstructionsSchema,
} from "@app/domain/payment/contracts";
import { paymentMethodById } from "@app/domain/payment/methods";
import {
  gatewayOutcome,
  LIVE_PAYMENT_STATUSES,
  nextPaymentStatus,
  PAYMENT_STATUS,
  type PaymentStatus,
} from "@app/domain/payment/status";
import { paymentMethodNames, WORK_CARD_FULL_ID, WORK_CARD_MESSAGES } from "@app/domain/payment/work-card";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { addons, programs } from "../../db/schema/catalogue";
import { invoiceItems, invoices } from "../../db/schema/checkout";
import { paymentNotifications, payments } from "../../db/schema/payment";
import type { Db } from "../../platform/db";
import { AppError, errors } from "../../platform/errors";
import type { MailContext } from "../../platform/mail-layout";
import { enqueueMail } from "../../platform/outbox";
import { enrolInvoice, invoiceAddonIds, lockOpenInvoice, releaseSeats, takeSeats } from "../checkout/public";
import { notify } from "../notification/public";
import { assertPointsCover, checkPin, spendPoints } from "../points/public";
import {
  GATEWAY_TIMEOUT_MS,
  notificationSignature,
  type PaymentGateway,
  rupiahFromGateway,
  signatureMatches,
} from "./gateway";
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

/**
 * POST /payment/v3/pay/: a payment of the invoice with the chosen method. Asked again with the same method
 * while pending, it answers the same payment (same virtual account: no second charge, P9); another method
 * cancels the pending one first (spec 002 section 4). Add-on seats are held while the payment is pending.
 *
 * One attempt of an invoice at a time: the attempt is written as 99 (pending internal, no instructions yet)
 * under the invoice's lock, the gateway is called outside any transaction, and only then does the row get its
 * instructions and become pending. A second pay call while the first waits for the gateway is refused (409), so
 * no attempt can close another one mid-charge. If the attempt was closed meanwhile (the learner cancelled), the
 * fresh charge is cancelled at the gateway and the call refuses.
 */
export async function pay(
  db: Db,
  gateway: PaymentGateway,
  context: PaymentContext,
  userId: number,
  input: { invoice_temp_id: number; full_id: string; pin?: string | undefined },
  now: Date,
): Promise<number> {
  const method = paymentMethodById(input.full_id);
  if (input.full_id === WORK_CARD_FULL_ID) throw errors.refused(WORK_CARD_MESSAGES.useOtp);
  if (!method) throw errors.refused(PAYMENT_MESSAGES.methodUnavailable);
  if (method.kind === "points") return payWithPoints(db, gateway, context, userId, input, now);
  const started = await db.transaction(async (tx) => {
    const invoice = await lockOpenInvoice(tx, userId, input.invoice_temp_id, now);
    const realTotal = invoice.subtotal - invoice.discount;
    if (realTotal <= 0) throw errors.refused(PAYMENT_MESSAGES.nothingToPay);
    const live = await lockLivePayment(tx, invoice.id, now);
    if (live && live.methodFullId === method.full_id) return { paymentId: live.id, replaced: null, fresh: null };
    if (live) await failPayment(tx, live, { cancelAtGateway: true });
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
        instructions: null,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!payment) throw new Error("payment insert returned nothing");
    // the invoice lives at least as long as its payment may still be paid
    if (invoice.expiresAt < expiresAt) {
      await tx.update(invoices).set({ expiresAt }).where(eq(invoices.id, invoice.id));
    }
    return { paymentId: payment.id, replaced: live?.orderId ?? null, fresh: payment };
  });
  if (started.replaced) await cancelAtGateway(db, gateway, context.log, started.replaced);
  if (!started.fresh) return started.paymentId;
  const payment = started.fresh;
  let instructions: PaymentInstructions;
  try {
    instructions = await gateway.charge({
      orderId: payment.orderId,
      grossAmount: payment.grossAmount,
      method,
      expiresAt: payment.expiresAt,
    });
  } catch (cause) {
    // the gateway may have opened the charge before it failed to answer: it is told to cancel it too
    const closed = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for("update");
      return row ? failPayment(tx, row, { cancelAtGateway: true }) : false;
    });
    if (closed) await cancelAtGateway(db, gateway, context.log, payment.orderId);
    throw new AppError(503, 503, PAYMENT_MESSAGES.gatewayDown, null, { cause });
  }
  const opened = await db
    .update(payments)
    .set({ instructions, status: PAYMENT_STATUS.PENDING, updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, PAYMENT_STATUS.PENDING_INTERNAL)))
    .returning({ id: payments.id });
  if (opened.length > 0) return payment.id;
  // Someone got to the attempt while the gateway answered. The gateway's own notification ('pending', or even
  // 'settlement') may arrive before its answer to the charge: the payment lives on and keeps its instructions.
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
  if (row?.status !== PAYMENT_STATUS.FAILED) {
    await db
      .update(payments)
      .set({ instructions })
      .where(and(eq(payments.id, payment.id), isNull(payments.instructions)));
    return payment.id;
  }
  // closed meanwhile (the sweep took it for lost): the charge that has just opened is cancelled too
  await db.update(payments).set({ cancelOwed: true }).where(eq(payments.id, payment.id));
  await cancelAtGateway(db, gateway, context.log, payment.orderId);
  throw errors.refused(PAYMENT_MESSAGES.paymentCancelled, null, 400, { retryable: true });
}

/** What paying needs besides the database and the gateway: the mails' brand and address, and the request's log. */
export type PaymentContext = { mail: MailContext; log: FastifyBaseLogger };

/**
 * Points: the PIN is checked first (its own transaction, so wrong attempts count), then in one transaction the
 * points are taken, the payment is recorded as paid, the learner is enrolled and the confirmation mail is owed —
 * all or nothing.
 */
async function payWithPoints(
  db: Db,
  gateway: PaymentGateway,
  context: PaymentContext,
  userId: number,
  input: { invoice_temp_id: number; pin?: string | undefined },
  now: Date,
): Promise<number> {
  // a balance that cannot cover the invoice is said first, before the PIN is asked or counted (issue 23)
  const [open] = await db
    .select({ subtotal: invoices.subtotal, discount: invoices.discount })
    .from(invoices)
    .where(and(eq(invoices.id, input.invoice_temp_id), eq(invoices.userId, userId)));
  if (open && open.subtotal - open.discount > 0) await assertPointsCover(db, userId, open.subtotal - open.discount);
  await checkPin(db, userId, input.pin, now);
  const done = await db.transaction(async (tx) => {
    const invoice = await lockOpenInvoice(tx, userId, input.invoice_temp_id, now);
    const realTotal = invoice.subtotal - invoice.discount;
    if (realTotal <= 0) throw errors.refused(PAYMENT_MESSAGES.nothingToPay);
    const live = await lockLivePayment(tx, invoice.id, now);
    if (live) await failPayment(tx, live, { cancelAtGateway: true });
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
    await enrolInvoice(tx, userId, invoice.id, "take", now);
    await oweSuccessMail(tx, context.mail, userId, payment.id, now);
    return { paymentId: payment.id, replaced: live?.orderId ?? null };
  });
  if (done.replaced) await cancelAtGateway(db, gateway, context.log, done.replaced);
  return done.paymentId;
}

/**
 * The "Pembayaran berhasil" mail of a payment that has just succeeded, written to the outbox in the caller's
 * transaction (P11: sent afterwards by the outbox worker; P2: one per payment, whatever repeats).
 */
export async function oweSuccessMail(tx: Db, mail: MailContext, userId: number, paymentId: number, now: Date) {
  const receipt = await receiptOf(tx, userId, paymentId);
  await enqueueMail(tx, paymentSuccessMail(mail, paymentId, receipt), paymentSuccessMailKey(paymentId), now);
  await notifyPayment(tx, { userId, paymentId, orderId: receipt.order_id }, "paid", now);
}

const PAYMENT_NOTICES = {
  paid: {
    type: "payment_paid",
    title: "Pembayaran berhasil",
    body: (order: string) => `Pembayaran ${order} sudah kami terima.`,
  },
  failed: {
    type: "payment_failed",
    title: "Pembayaran gagal",
    body: (order: string) => `Pembayaran ${order} tidak berhasil. Silakan coba lagi.`,
  },
  expired: {
    type: "payment_expired",
    title: "Pembayaran kedaluwarsa",
    body: (order: string) => `Batas waktu pembayaran ${order} sudah lewat. Silakan buat pesanan baru.`,
  },
} as const;

/** The learner hears of a payment's end: paid, failed at the gateway, or expired unpaid. */
async function notifyPayment(
  tx: Db,
  payment: { userId: number; paymentId: number; orderId: string },
  outcome: keyof typeof PAYMENT_NOTICES,
  now: Date,
) {
  const notice = PAYMENT_NOTICES[outcome];
  await notify(
    tx,
    {
      userId: payment.userId,
      type: notice.type,
      objectType: "payment",
      objectId: payment.paymentId,
      title: notice.title,
      body: notice.body(payment.orderId),
      link: `/detail-pembelian/${payment.paymentId}`,
    },
    now,
  );
}

export function newOrderId(invoiceId: number): string {
  return `KRM-${invoiceId}-${randomBytes(5).toString("hex").toUpperCase()}`;
}

/**
 * An attempt whose gateway call has not come back after this long is taken as lost (the process died mid-charge):
 * the gateway's own time limit (R7) plus a margin.
 */
export const ATTEMPT_LOST_AFTER_MS = GATEWAY_TIMEOUT_MS + 45_000;

/**
 * The invoice's live payment (at most one), locked for the transaction. An attempt still waiting for the gateway
 * refuses the caller (one attempt of an invoice at a time); one waiting for longer than the gateway may take is
 * closed here, its charge owed a cancel.
 */
export async function lockLivePayment(tx: Db, invoiceId: number, now: Date): Promise<PaymentRow | undefined> {
  const [live] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])))
    .for("update");
  if (live?.status !== PAYMENT_STATUS.PENDING_INTERNAL) return live;
  if (now.getTime() - live.createdAt.getTime() < ATTEMPT_LOST_AFTER_MS) {
    throw new AppError(409, 409, PAYMENT_MESSAGES.attemptInProgress, null, { retryable: true });
  }
  await failPayment(tx, live, { cancelAtGateway: true });
  return undefined;
}

/**
 * A live payment ends as failed: its add-on seats come back, once (the caller holds its row lock). When the
 * product (not the gateway) closes it, the gateway's charge is owed a cancel, recorded in the same transaction.
 * False when it had already ended.
 */
export async function failPayment(
  tx: Db,
  payment: PaymentRow,
  options: { cancelAtGateway: boolean },
): Promise<boolean> {
  const next = nextPaymentStatus(payment.status as PaymentStatus, PAYMENT_STATUS.FAILED);
  if (!next.changed) return false;
  await tx
    .update(payments)
    .set({ status: PAYMENT_STATUS.FAILED, updatedAt: sql`now()`, cancelOwed: options.cancelAtGateway })
    .where(eq(payments.id, payment.id));
  await releaseSeats(tx, await invoiceAddonIds(tx, payment.invoiceId));
  return true;
}

/**
 * Tells the gateway to cancel a charge the product closed (the gateway's cancel resolves once the charge is
 * closed, whatever closed it: gateway.ts). A failure is logged with its cause and left owed: the reconciliation
 * sweep tries again (retryOwedCancels).
 */
export async function cancelAtGateway(db: Db, gateway: PaymentGateway, log: FastifyBaseLogger, orderId: string) {
  try {
    await gateway.cancel(orderId);
  } catch (err) {
    log.warn({ err, orderId }, "gateway cancel failed; the reconciliation sweep retries it");
    return false;
  }
  await db.update(payments).set({ cancelOwed: false, cancelRetryAt: null }).where(eq(payments.orderId, orderId));
  return true;
}

/** How the sweep retries an owed cancel: a batch a run, waiting longer after each failure, then giving up. */
export const OWED_CANCEL_RETRY = {
  batch: 20,
  firstWaitMs: 60_000,
  maxWaitMs: 6 * 3600_000,
  /** After this many failed tries (about a day and a half of waiting) a person must look: logged at error. */
  maxAttempts: 12,
} as const;

/**
 * The sweep's part: cancels the gateway is still owed, those due first. Each run claims its rows by pushing their
 * next try forward in one statement (`for update skip locked`), so instances running the sweep at once take
 * different rows and none is held while the gateway answers; a cancel that keeps failing waits longer each time
 * and never blocks the others, and is given up (logged at error, for a person to settle with the gateway) after
 * OWED_CANCEL_RETRY.maxAttempts tries.
 */
export async function retryOwedCancels(
  db: Db,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  now: Date,
): Promise<number> {
  const { batch, firstWaitMs, maxWaitMs, maxAttempts } = OWED_CANCEL_RETRY;
  const claimed = await db.execute<{ order_id: string; cancel_attempts: number }>(sql`
    update payments set
      cancel_attempts = cancel_attempts + 1,
      cancel_retry_at = ${now}::timestamptz
        + least(${firstWaitMs} * power(2, cancel_attempts), ${maxWaitMs}) * interval '1 millisecond'
    where id in (
      select id from payments
      where cancel_owed and (cancel_retry_at is null or cancel_retry_at <= ${now})
      order by cancel_retry_at nulls first
      limit ${batch}
      for update skip locked)
    returning order_id, cancel_attempts`);
  const rows = (claimed as { rows?: { order_id: string; cancel_attempts: number }[] }).rows ?? [];
  let done = 0;
  for (const row of rows) {
    if (await cancelAtGateway(db, gateway, log, row.order_id)) {
      done += 1;
    } else if (row.cancel_attempts >= maxAttempts) {
      await db.update(payments).set({ cancelOwed: false }).where(eq(payments.orderId, row.order_id));
      log.error({ orderId: row.order_id, attempts: row.cancel_attempts }, "gateway cancel given up: settle it by hand");
    }
  }
  return done;
}

/** POST /payment/invoice/cancel/: the learner stops the pending payment (to choose another method). */
export async function cancelPendingPayment(
  db: Db,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  userId: number,
  invoiceId: number,
  now: Date,
): Promise<void> {
  const orderId = await db.transaction(async (tx) => {
    const invoice = await lockOpenInvoice(tx, userId, invoiceId, now);
    const live = await lockLivePayment(tx, invoice.id, now);
    if (!live) throw errors.refused(PAYMENT_MESSAGES.noPendingPayment);
    await failPayment(tx, live, { cancelAtGateway: true });
    return live.orderId;
  });
  await cancelAtGateway(db, gateway, log, orderId);
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
    if (await failPayment(tx, payment, { cancelAtGateway: false })) {
      const outcome = body.transaction_status === "expire" ? "expired" : "failed";
      await notifyPayment(
        tx,
        { userId: payment.userId, paymentId: payment.id, orderId: payment.orderId },
        outcome,
        now,
      );
    }
    return "applied";
  }
  await tx
    .update(payments)
    .set({ status: next.status, updatedAt: now, ...(next.status === PAYMENT_STATUS.SUCCESS ? { paidAt: now } : {}) })
    .where(eq(payments.id, payment.id));
  if (next.status === PAYMENT_STATUS.SUCCESS) {
    // paid is paid: even an invoice that ran out of time meanwhile is honoured (docs/decisions/005)
    await enrolInvoice(tx, payment.userId, payment.invoiceId, "held", now);
    await oweSuccessMail(tx, mail, payment.userId, payment.id, now);
  }
  return "applied";
}

/**
 * Pending payments the gateway never reported on, closed after their expiry and a grace period (P7), and
 * attempts whose gateway call never came back (the process died mid-charge), closed with a cancel owed.
 */
export async function reconcileOverduePayments(db: Db, now: Date): Promise<number> {
  const overdue = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      or(
        and(
          eq(payments.status, PAYMENT_STATUS.PENDING),
          lt(payments.expiresAt, new Date(now.getTime() - RECONCILE_GRACE_MS)),
        ),
        and(
          eq(payments.status, PAYMENT_STATUS.PENDING_INTERNAL),
          lt(payments.createdAt, new Date(now.getTime() - ATTEMPT_LOST_AFTER_MS)),
        ),
      ),
    )
    .limit(200);
  let closed = 0;
  for (const { id } of overdue) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
      if (row?.status === PAYMENT_STATUS.PENDING) {
        await failPayment(tx, row, { cancelAtGateway: false });
        await notifyPayment(tx, { userId: row.userId, paymentId: row.id, orderId: row.orderId }, "expired", now);
        closed += 1;
      } else if (row?.status === PAYMENT_STATUS.PENDING_INTERNAL) {
        await failPayment(tx, row, { cancelAtGateway: true });
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
  const method = paymentMethodNames(payment.methodFullId);
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
    payment_name: method.payment_name,
    category_name: method.category_name,
    gross_amount: payment.grossAmount,
    fee: payment.fee,
    real_total: row.subtotal - row.discount,
    // stored by the gateway's answer; read defensively, so no stored row can make this call fail
    instructions: paymentInstructionsSchema.nullable().catch(null).parse(payment.instructions),
    expires_at: payment.expiresAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    created_at: payment.createdAt.toISOString(),
    items,
  };
}

/** The order id of the learner's own payment, for the simulator (another learner's: not found, 404). */
export async function ownOrderId(db: Db, userId: number, paymentId: number): Promise<string> {
  const [row] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row) throw errors.notFound(PAYMENT_MESSAGES.paymentNotFound);
  return row.orderId;
}
