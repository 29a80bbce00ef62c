import { z } from "zod";
import { prakerjaRedeemStatus } from "../prakerja/contracts";

/** Payment calls (spec 002 section 7, payment service; shapes of issue 5 where the spec shows none). */

export const PAYMENT_MESSAGES = {
  methodUnavailable: "Metode pembayaran tidak tersedia",
  nothingToPay: "Tagihan ini tidak perlu dibayar",
  paymentNotFound: "Pembayaran tidak ditemukan",
  noPendingPayment: "Tidak ada pembayaran yang menunggu",
  paymentCancelled: "Pembayaran dibatalkan",
  /** A second pay call while the first still waits for the gateway (one attempt of an invoice at a time). */
  attemptInProgress: "Pembayaran sebelumnya masih diproses, coba lagi dalam beberapa saat",
  gatewayDown: "Layanan pembayaran sedang tidak tersedia, coba beberapa saat lagi",
  addonSoldOut: "Kuota add-on sudah habis",
  badSignature: "Tanda tangan notifikasi tidak valid",
  acknowledged: "Notifikasi diterima",
  /** POST /payment/poin/cancelation (docs/decisions/005). */
  pointsPaymentCancelled: "Pembayaran dengan poin dibatalkan",
  notPointsMethod: "Pembatalan ini hanya untuk pembayaran dengan poin",
  pointsPaymentDone: "Pembayaran dengan poin sudah selesai dan tidak dapat dibatalkan.",
  /** GET /payment/program_receipt/{id}: the learner has not bought the programme. */
  programReceiptNotFound: "Kuitansi program ini tidak ditemukan.",
  /**
   * GET /payment/invoice_preview/{id}: no job-training programme, or the learner has not bought it (one answer for
   * both, so the call tells nothing of others' purchases).
   */
  prakerjaReceiptNotFound: "Kuitansi Prakerja program ini tidak ditemukan.",
} as const;

const id = z.number().int().positive().max(2_147_483_647);

export const payBody = z.object({
  invoice_temp_id: id,
  full_id: z.string().min(1).max(40),
  pin: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});

/** How to pay, as the method's kind gives it (the gateway's answer). */
export const paymentInstructionsSchema = z.object({
  kind: z.enum(["virtual_account", "ewallet", "retail", "card", "cardless", "points"]),
  bank: z.string().optional(),
  va_number: z.string().optional(),
  payment_code: z.string().optional(),
  store: z.string().optional(),
  deeplink_url: z.string().optional(),
  qr_string: z.string().optional(),
  redirect_url: z.string().optional(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

export const paymentAnswer = z.object({
  id: z.number().int(),
  invoice_temp_id: z.number().int(),
  order_id: z.string(),
  status: z.number().int(),
  full_id: z.string(),
  payment_name: z.string(),
  category_name: z.string(),
  gross_amount: z.number().int(),
  fee: z.number().int(),
  real_total: z.number().int(),
  /** Null while the gateway has not answered (status 99) and for an attempt that ended before it did. */
  instructions: paymentInstructionsSchema.nullable(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  items: z.array(
    z.object({
      program_id: z.number().int(),
      addon_id: z.number().int().nullable(),
      name: z.string(),
      slug: z.string(),
      price: z.number().int(),
    }),
  ),
  /**
   * True where this server has the sandbox gateway's simulator (DEV_TOOLS): the status page shows it without
   * asking the server a separate question (issue 23). Left out where there is none.
   */
  simulator: z.boolean().optional(),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const paymentIdParams = idParams;
/** GET /payment/program_receipt/{id} and /payment/invoice_preview/{id}: a programme's id. */
export const programIdParams = idParams;

/** POST /payment/poin/cancelation: the invoice and the method being left (always "poin"). */
export const pointsCancelationBody = z.object({ invoice_temp_id: id, full_id: z.string().min(1).max(40) });

/**
 * A gateway notification (Midtrans-style): strings as the gateway sends them; `signature_key` is SHA-512 of
 * order_id + status_code + gross_amount + server key. Unknown fields are kept for the audit trail.
 */
export const notificationBody = z.looseObject({
  order_id: z.string().min(1).max(80),
  status_code: z.string().min(1).max(10),
  gross_amount: z.string().min(1).max(30),
  signature_key: z.string().min(1).max(200),
  transaction_status: z.string().min(1).max(40),
  fraud_status: z.string().max(40).optional(),
  transaction_id: z.string().max(80).optional(),
});
export type NotificationBody = z.infer<typeof notificationBody>;

export const simulatorParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  action: z.enum(["pay", "fail", "expire"]),
});

/** Payment history (spec 002 section 9: 10 per page). */
export const HISTORY_PAGE_SIZE = 10;

export const historyParams = z.object({
  page: z.coerce.number().int().min(1).max(10_000),
  limit: z.coerce.number().int().min(1).max(50),
});

export const historyBody = z
  .object({ status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(99)]).optional() })
  .default({});

export const historyItemSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  status: z.number().int(),
  payment_name: z.string(),
  category_name: z.string(),
  gross_amount: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  expires_at: z.string(),
  items: z.array(
    z.object({
      program_id: z.number().int(),
      addon_id: z.number().int().nullable(),
      name: z.string(),
      slug: z.string(),
    }),
  ),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** POST /payment/v4/list/{page}/{limit}: `total_page` sits beside `data` (spec 002 section 7). */
export const historyAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.array(historyItemSchema),
  total_page: z.number().int(),
});

export const receiptSchema = z.object({
  /** A receipt once paid, an invoice (tagihan) before. */
  kind: z.enum(["receipt", "invoice"]),
  /** The payment it is of (a programme's receipts, program_receipt and invoice_preview, are found by the programme). */
  payment_id: z.number().int(),
  number: z.string(),
  order_id: z.string(),
  status: z.number().int(),
  issued_at: z.string(),
  paid_at: z.string().nullable(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  method: z.string(),
  items: z.array(z.object({ name: z.string(), price: z.number().int() })),
  subtotal: z.number().int(),
  discount: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /payment/v5/detail/{id}: `data.data` is the receipt (spec 002 section 7); `?download=1` answers its PDF. */
export const receiptAnswer = z.object({ data: receiptSchema });
export const receiptQuery = z.object({ download: z.enum(["0", "1"]).optional() });

/** GET /payment/program_receipt/{id} ('Resi Program'): the receipt of the learner's latest purchase of a programme. */
export const programReceiptAnswer = receiptAnswer;

/** A Prakerja participant id as the receipt shows it: only the last 4 characters stay ("********1234"). */
export function maskPrakerjaId(id: string): string {
  return id.length <= 4 ? "*".repeat(id.length) : `${"*".repeat(id.length - 4)}${id.slice(-4)}`;
}

/**
 * The job-training part of the Prakerja receipt (spec 002 section 7, fields not shown there; docs/decisions/030):
 * the participant, how it was paid, and the redeem record of the enrolment the purchase made.
 */
export const prakerjaReceiptBlock = z.object({
  /** The participant's Prakerja id, all but its last 4 characters masked; null when the account has none. */
  participant_id_masked: z.string().nullable(),
  /** 'Kartu Prakerja' when paid with the work card, otherwise the method's name. */
  method: z.string(),
  /** The partner's transaction id of a work-card charge; null for any other method. */
  transaction_id: z.string().nullable(),
  /**
   * The enrolment's redeem record (status 0 unredeemed, 1 success, 2 internal failed, 3 Prakerja failed); null
   * when the programme needs no redeem code and none was ever recorded.
   */
  redeem: z
    .object({
      status: prakerjaRedeemStatus,
      redemption_code_masked: z.string().nullable(),
      redeemed_at: z.string().nullable(),
      /** The partner's invoice code of the redemption (known once redeemed). */
      partner_invoice_code: z.string().nullable(),
      /** Until when the code may be redeemed (the work-card date offsets); null once redeemed or not computable. */
      redemption_deadline: z.string().nullable(),
    })
    .nullable(),
});
export type PrakerjaReceiptBlock = z.infer<typeof prakerjaReceiptBlock>;

export const prakerjaReceiptSchema = receiptSchema.extend({ prakerja: prakerjaReceiptBlock });
export type PrakerjaReceipt = z.infer<typeof prakerjaReceiptSchema>;

/** GET /payment/invoice_preview/{id} ('Prakerja Receipt'): `data.data` is the job-training receipt. */
export const prakerjaReceiptAnswer = z.object({ data: prakerjaReceiptSchema });
