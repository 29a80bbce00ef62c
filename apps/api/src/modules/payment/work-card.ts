import { randomBytes } from "node:crypto";
import { PRAKERJA_CATEGORY } from "@app/domain/catalogue/constants";
import { PAYMENT_MESSAGES } from "@app/domain/payment/contracts";
import { nextPaymentStatus, PAYMENT_STATUS, type PaymentStatus } from "@app/domain/payment/status";
import {
  WORK_CARD_FULL_ID,
  WORK_CARD_MESSAGES,
  WORK_CARD_PAYMENT_TTL_MS,
  WORK_CARD_REFUSALS,
  type WorkCardAuthorizeBody,
  type WorkCardInvoiceAnswer,
  type WorkCardOtpAnswer,
} from "@app/domain/payment/work-card";
import { type PrakerjaDateOffsets, purchaseClosesAt } from "@app/domain/prakerja/redemption-window";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { users } from "../../db/schema/account";
import { programs } from "../../db/schema/catalogue";
import { invoiceItems, invoices } from "../../db/schema/checkout";
import { payments } from "../../db/schema/payment";
import type { Db } from "../../platform/db";
import { AppError, errors } from "../../platform/errors";
import type { MailContext } from "../../platform/mail-layout";
import { enrolInvoice, invoiceAddonIds, invoiceSummary, lockOpenInvoice, takeSeats } from "../checkout/public";
import { PartnerRefusal, PartnerUnavailableError, type PrakerjaPartner } from "../prakerja/public";
import type { PaymentGateway } from "./gateway";
import { cancelAtGateway, failPayment, lockLivePayment, newOrderId, oweSuccessMail } from "./service";

/**
 * The work-card payment (docs/decisions/030): send_otp opens (or reuses) the invoice's pending payment with the
 * work-card method and asks the partner for an OTP; authorize charges the card with it and settles the payment
 * through the same state machine and enrolment transaction as a gateway's settlement. No transaction is held
 * across a partner call. The partner's idempotency key of a charge is the payment's own (`authorize-<order id>`),
 * so however often authorize is called, in parallel or again, the card is charged once.
 */

export type WorkCardContext = {
  db: Db;
  /** null when no partner is configured: every call answers the 503. */
  partner: PrakerjaPartner | null;
  offsets: PrakerjaDateOffsets;
  gateway: PaymentGateway;
  mail: MailContext;
  log: FastifyBaseLogger;
  now: Date;
};

/** What the work card stores on its payment row (never answered to the browser: instructions parse it as null). */
type WorkCardState = { kind: "work_card"; otp_request_id: string; expires_at: string; transaction_id?: string };

function partnerDown(cause: unknown): AppError {
  return new AppError(503, 503, WORK_CARD_MESSAGES.partnerDown, null, { cause });
}

/** A partner failure in the learner's words: a refusal is a 400, an outage (or our own key refused) a 503. */
function partnerFailure(err: unknown): unknown {
  if (err instanceof PartnerUnavailableError) return partnerDown(err);
  if (err instanceof PartnerRefusal) {
    if (err.status === 401) return partnerDown(err);
    return errors.refused(WORK_CARD_REFUSALS[err.errorCode] ?? err.error ?? WORK_CARD_MESSAGES.refused);
  }
  return err;
}

function requirePartner(partner: PrakerjaPartner | null): PrakerjaPartner {
  if (!partner) throw partnerDown(null);
  return partner;
}

/**
 * The invoice may be paid with the work card: every programme in it is a Prakerja programme, and none of them is
 * past its purchase end (the work-card date offsets, spec 002 section 9).
 */
async function checkWorkCardInvoice(db: Db, invoiceId: number, offsets: PrakerjaDateOffsets, now: Date) {
  const reason = await workCardRefusal(db, invoiceId, offsets, now);
  if (reason) throw errors.refused(reason);
}

/** Why the invoice may not be paid with the work card, or null when it may. */
async function workCardRefusal(
  db: Db,
  invoiceId: number,
  offsets: PrakerjaDateOffsets,
  now: Date,
): Promise<string | null> {
  const rows = await db
    .select({
      categoryName: programs.categoryName,
      programType: programs.programType,
      scheduleStart: programs.scheduleStart,
    })
    .from(invoiceItems)
    .innerJoin(programs, eq(programs.id, invoiceItems.programId))
    .where(eq(invoiceItems.invoiceId, invoiceId));
  if (rows.length === 0 || rows.some((r) => r.categoryName !== PRAKERJA_CATEGORY)) {
    return WORK_CARD_MESSAGES.notJobTraining;
  }
  for (const row of rows) {
    const closes = purchaseClosesAt(row, offsets);
    if (closes && now.getTime() > closes.getTime()) return WORK_CARD_MESSAGES.purchaseClosed;
  }
  return null;
}

/** GET /payment/pay/prakerja/invoice/{id}: the learner's own invoice and whether the work card may pay it. */
export async function workCardInvoice(
  context: Pick<WorkCardContext, "db" | "offsets" | "now">,
  userId: number,
  invoiceId: number,
): Promise<WorkCardInvoiceAnswer> {
  const invoice = await invoiceSummary(context.db, userId, invoiceId);
  const reason = await workCardRefusal(context.db, invoiceId, context.offsets, context.now);
  return { invoice, eligible: reason === null, reason };
}

/** GET /payment/pay/prakerja/balance/: the learner's work-card balance, asked of the partner. */
export async function workCardBalance(context: Pick<WorkCardContext, "db" | "partner">, userId: number) {
  const partner = requirePartner(context.partner);
  const participant = await participantOf(context.db, userId);
  try {
    return { balance: (await partner.getWorkCardBalance(participant)).balance };
  } catch (err) {
    throw partnerFailure(err);
  }
}

async function participantOf(db: Db, userId: number) {
  const [user] = await db
    .select({ email: users.email, prakerjaId: users.prakerjaId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw errors.notFound(PAYMENT_MESSAGES.paymentNotFound);
  return user;
}

/**
 * POST /payment/pay/prakerja/send_otp/: the learner's own open invoice gets a pending work-card payment (another
 * method's pending payment is closed first, as choosing another method does), the balance is read, and the
 * partner sends an OTP for the payment's amount. Sent again, a new OTP replaces the last one.
 */
export async function sendWorkCardOtp(
  context: WorkCardContext,
  userId: number,
  invoiceId: number,
): Promise<WorkCardOtpAnswer> {
  const { db, offsets, now } = context;
  const partner = requirePartner(context.partner);
  const opened = await db.transaction(async (tx) => {
    const invoice = await lockOpenInvoice(tx, userId, invoiceId, now);
    await checkWorkCardInvoice(tx, invoice.id, offsets, now);
    const realTotal = invoice.subtotal - invoice.discount;
    if (realTotal <= 0) throw errors.refused(PAYMENT_MESSAGES.nothingToPay);
    const live = await lockLivePayment(tx, invoice.id, now);
    if (live && live.methodFullId === WORK_CARD_FULL_ID) return { payment: live, replaced: null };
    if (live) await failPayment(tx, live, { cancelAtGateway: true });
    if (!(await takeSeats(tx, await invoiceAddonIds(tx, invoice.id)))) {
      throw errors.refused(PAYMENT_MESSAGES.addonSoldOut);
    }
    const expiresAt = new Date(now.getTime() + WORK_CARD_PAYMENT_TTL_MS);
    const [payment] = await tx
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        userId,
        orderId: newOrderId(invoice.id),
        methodFullId: WORK_CARD_FULL_ID,
        status: PAYMENT_STATUS.PENDING,
        // the work card charges no fee: amount charged = real total = the receipt's total
        grossAmount: realTotal,
        fee: 0,
        instructions: null,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!payment) throw new Error("payment insert returned nothing");
    if (invoice.expiresAt < expiresAt) {
      await tx.update(invoices).set({ expiresAt }).where(eq(invoices.id, invoice.id));
    }
    return { payment, replaced: live?.orderId ?? null };
  });
  if (opened.replaced) await cancelAtGateway(db, context.gateway, context.log, opened.replaced);
  const { payment } = opened;
  const participant = await participantOf(db, userId);
  let balance: number;
  let challenge: Awaited<ReturnType<PrakerjaPartner["sendPaymentOtp"]>>;
  try {
    balance = (await partner.getWorkCardBalance(participant)).balance;
    if (balance < payment.grossAmount) throw errors.refused(WORK_CARD_MESSAGES.insufficientBalance);
    challenge = await partner.sendPaymentOtp({
      email: participant.email,
      orderId: payment.orderId,
      amount: payment.grossAmount,
      // each send is a new OTP; the client's retries of this one send carry the same key
      idempotencyKey: `otp-${payment.orderId}-${randomBytes(6).toString("hex")}`,
    });
  } catch (err) {
    throw partnerFailure(err);
  }
  const state: WorkCardState = {
    kind: "work_card",
    otp_request_id: challenge.otpRequestId,
    expires_at: challenge.expiresAt,
  };
  const stored = await db
    .update(payments)
    .set({ instructions: state, updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, PAYMENT_STATUS.PENDING)))
    .returning({ id: payments.id });
  if (stored.length === 0) throw errors.refused(WORK_CARD_MESSAGES.paymentClosed);
  return {
    payment_id: payment.id,
    order_id: payment.orderId,
    amount: payment.grossAmount,
    balance,
    destination: challenge.destination,
    expires_at: challenge.expiresAt,
  };
}

function workCardState(instructions: unknown): WorkCardState | null {
  const value = instructions as Partial<WorkCardState> | null;
  return value?.kind === "work_card" && typeof value.otp_request_id === "string" ? (value as WorkCardState) : null;
}

/**
 * POST /payment/pay/prakerja/authorize/: the OTP authorizes the charge of the invoice's latest work-card payment;
 * the payment then becomes paid under its row lock (state machine), the learner is enrolled and the mail owed in
 * the same transaction. An already paid payment answers as paid (nothing charged again).
 */
export async function authorizeWorkCard(
  context: WorkCardContext,
  userId: number,
  input: WorkCardAuthorizeBody,
): Promise<number> {
  const { db, now } = context;
  const partner = requirePartner(context.partner);
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.invoiceId, input.invoice_temp_id),
        eq(payments.userId, userId),
        eq(payments.methodFullId, WORK_CARD_FULL_ID),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment) throw errors.refused(WORK_CARD_MESSAGES.otpFirst);
  if (payment.status === PAYMENT_STATUS.SUCCESS) return payment.id;
  if (payment.status !== PAYMENT_STATUS.PENDING) throw errors.refused(WORK_CARD_MESSAGES.paymentClosed);
  const state = workCardState(payment.instructions);
  if (!state) throw errors.refused(WORK_CARD_MESSAGES.otpFirst);
  await checkWorkCardInvoice(db, payment.invoiceId, context.offsets, now);
  let authorization: Awaited<ReturnType<PrakerjaPartner["authorizePayment"]>>;
  try {
    authorization = await partner.authorizePayment({
      otpRequestId: state.otp_request_id,
      otp: input.otp,
      orderId: payment.orderId,
      amount: payment.grossAmount,
      idempotencyKey: `authorize-${payment.orderId}`,
    });
  } catch (err) {
    throw partnerFailure(err);
  }
  if (authorization.orderId !== payment.orderId || authorization.amount !== payment.grossAmount) {
    context.log.error(
      { orderId: payment.orderId, authorization },
      "work-card authorization does not match its payment",
    );
    throw partnerDown(null);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for("update");
    if (!row) throw errors.notFound(PAYMENT_MESSAGES.paymentNotFound);
    if (row.status === PAYMENT_STATUS.FAILED) {
      // the card was charged for a payment closed meanwhile (expired, replaced): a person refunds it
      context.log.error(
        { orderId: row.orderId, transactionId: authorization.transactionId },
        "work card charged for a closed payment: refund it",
      );
      throw errors.refused(WORK_CARD_MESSAGES.paidAfterClose, null, 409);
    }
    const next = nextPaymentStatus(row.status as PaymentStatus, PAYMENT_STATUS.SUCCESS);
    if (!next.changed) return row.id;
    await tx
      .update(payments)
      .set({
        status: PAYMENT_STATUS.SUCCESS,
        paidAt: now,
        updatedAt: now,
        instructions: { ...state, transaction_id: authorization.transactionId },
      })
      .where(eq(payments.id, row.id));
    // the card holder is a job-training participant from now on (spec 002: those with a prakerja_id); an id the
    // account already has is kept
    if (authorization.prakerjaId && authorization.prakerjaId.length <= 60) {
      await tx
        .update(users)
        .set({ prakerjaId: authorization.prakerjaId })
        .where(and(eq(users.id, userId), isNull(users.prakerjaId)));
    }
    await enrolInvoice(tx, userId, row.invoiceId, "held", now);
    await oweSuccessMail(tx, context.mail, userId, row.id, now);
    return row.id;
  });
}
