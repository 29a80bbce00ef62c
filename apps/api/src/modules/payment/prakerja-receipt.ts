import { PRAKERJA_CATEGORY } from "@app/domain/catalogue/constants";
import { maskPrakerjaId, PAYMENT_MESSAGES, type PrakerjaReceipt } from "@app/domain/payment/contracts";
import { PAYMENT_STATUS } from "@app/domain/payment/status";
import { WORK_CARD_FULL_ID } from "@app/domain/payment/work-card";
import { maskRedemptionCode, PRAKERJA_REDEEM_STATUS, type PrakerjaRedeemStatus } from "@app/domain/prakerja/contracts";
import { type PrakerjaDateOffsets, redemptionWindow } from "@app/domain/prakerja/redemption-window";
import { and, desc, eq, isNull } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { programs } from "../../db/schema/catalogue";
import { invoiceItems } from "../../db/schema/checkout";
import { programUsers } from "../../db/schema/learning";
import { payments } from "../../db/schema/payment";
import { prakerjaRedeems, prakerjaRedemptionPrograms } from "../../db/schema/prakerja";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { receiptOf } from "./history";

/** The partner's transaction id a work-card charge stored on its payment (work-card.ts, authorize). */
function workCardTransactionId(fullId: string, instructions: unknown): string | null {
  if (fullId !== WORK_CARD_FULL_ID) return null;
  const value = instructions as { kind?: unknown; transaction_id?: unknown } | null;
  return value?.kind === "work_card" && typeof value.transaction_id === "string" ? value.transaction_id : null;
}

/**
 * GET /payment/invoice_preview/{id} ('Prakerja Receipt', spec 002 section 7): the receipt of the learner's latest
 * successful purchase of the job-training programme `programId` (the programme itself, not only an add-on of it),
 * with its job-training block. A programme that is no Prakerja programme, or one the learner has not bought,
 * answers the same 404 (nothing told of anyone else's purchases). The receipt itself is `receiptOf`'s.
 */
export async function prakerjaReceiptOf(
  db: Db,
  userId: number,
  programId: number,
  offsets: PrakerjaDateOffsets,
): Promise<PrakerjaReceipt> {
  const [purchase] = await db
    .select({
      paymentId: payments.id,
      methodFullId: payments.methodFullId,
      instructions: payments.instructions,
      programType: programs.programType,
      scheduleStart: programs.scheduleStart,
      prakerjaId: users.prakerjaId,
    })
    .from(payments)
    .innerJoin(
      invoiceItems,
      and(
        eq(invoiceItems.invoiceId, payments.invoiceId),
        eq(invoiceItems.programId, programId),
        isNull(invoiceItems.addonId),
      ),
    )
    .innerJoin(programs, and(eq(programs.id, invoiceItems.programId), eq(programs.categoryName, PRAKERJA_CATEGORY)))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.userId, userId), eq(payments.status, PAYMENT_STATUS.SUCCESS)))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  if (!purchase) throw errors.notFound(PAYMENT_MESSAGES.prakerjaReceiptNotFound);
  const receipt = await receiptOf(db, userId, purchase.paymentId);

  const [enrolment] = await db
    .select({
      enrolledAt: programUsers.createdAt,
      redeemRequired: programUsers.redeemRequired,
      redemptionProgram: prakerjaRedemptionPrograms.programId,
      status: prakerjaRedeems.status,
      code: prakerjaRedeems.redemptionCode,
      redeemedAt: prakerjaRedeems.redeemedAt,
      partnerInvoiceCode: prakerjaRedeems.partnerInvoiceCode,
      recorded: prakerjaRedeems.id,
    })
    .from(programUsers)
    .leftJoin(prakerjaRedeems, eq(prakerjaRedeems.programUserId, programUsers.id))
    .leftJoin(prakerjaRedemptionPrograms, eq(prakerjaRedemptionPrograms.programId, programUsers.programId))
    .where(and(eq(programUsers.userId, userId), eq(programUsers.programId, programId)));

  let redeem: PrakerjaReceipt["prakerja"]["redeem"] = null;
  const needsRedeem = enrolment && (enrolment.redemptionProgram !== null || enrolment.redeemRequired);
  if (enrolment && (needsRedeem || enrolment.recorded !== null)) {
    const status = (enrolment.status ?? PRAKERJA_REDEEM_STATUS.UNREDEEMED) as PrakerjaRedeemStatus;
    const deadline =
      status === PRAKERJA_REDEEM_STATUS.SUCCESS
        ? null
        : redemptionWindow(
            {
              programType: purchase.programType,
              scheduleStart: purchase.scheduleStart,
              enrolledAt: enrolment.enrolledAt,
            },
            offsets,
          ).closesAt.toISOString();
    redeem = {
      status,
      redemption_code_masked: enrolment.code ? maskRedemptionCode(enrolment.code) : null,
      redeemed_at: enrolment.redeemedAt?.toISOString() ?? null,
      partner_invoice_code: enrolment.partnerInvoiceCode ?? null,
      redemption_deadline: deadline,
    };
  }

  return {
    ...receipt,
    prakerja: {
      participant_id_masked: purchase.prakerjaId ? maskPrakerjaId(purchase.prakerjaId) : null,
      method: receipt.method,
      transaction_id: workCardTransactionId(purchase.methodFullId, purchase.instructions),
      redeem,
    },
  };
}
