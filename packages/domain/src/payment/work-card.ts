import { z } from "zod";
import { checkoutAnswer } from "../checkout/contracts";
import { paymentMethodById } from "./methods";

/**
 * Paying with the Prakerja work card (spec 002 sections 2 and 7; docs/decisions/030): the partner sends the
 * participant a 6-digit OTP (`POST /payment/pay/prakerja/send_otp/`), the OTP authorizes the charge
 * (`POST /payment/pay/prakerja/authorize/`). The payment is an ordinary row of the payment state machine with
 * this method id; the checkout's gateway call (`/payment/v3/pay/`) refuses it.
 */
export const WORK_CARD_FULL_ID = "kartu_prakerja";

/** The method as payment details and receipts name it. */
export const WORK_CARD_METHOD = {
  full_id: WORK_CARD_FULL_ID,
  payment_name: "Kartu Prakerja",
  category_name: "Kartu Prakerja",
} as const;

/** How long a work-card payment waits for its OTP (the partner's OTP lives 5 minutes; resends are allowed). */
export const WORK_CARD_PAYMENT_TTL_MS = 30 * 60_000;

export const WORK_CARD_MESSAGES = {
  otpSent: "Kode OTP sudah dikirim",
  paid: "Pembayaran dengan Kartu Prakerja berhasil",
  notJobTraining: "Kartu Prakerja hanya dapat dipakai untuk program Prakerja.",
  purchaseClosed: "Batas waktu pembelian program ini dengan Kartu Prakerja sudah lewat.",
  useOtp: "Pembayaran dengan Kartu Prakerja memakai kode OTP.",
  otpFirst: "Kirim kode OTP terlebih dahulu.",
  insufficientBalance: "Saldo Kartu Prakerja Anda tidak mencukupi.",
  otpInvalid: "Kode OTP yang Anda masukkan salah.",
  otpExpired: "Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode OTP.",
  otpUsed: "Kode OTP sudah dipakai. Silakan kirim ulang kode OTP.",
  otpLocked: "Terlalu banyak kode OTP salah. Silakan kirim ulang kode OTP.",
  refused: "Pembayaran dengan Kartu Prakerja ditolak.",
  partnerDown: "Layanan Kartu Prakerja sedang tidak dapat dihubungi. Silakan coba beberapa saat lagi.",
  paymentClosed: "Pembayaran ini sudah ditutup. Silakan buat pesanan baru.",
  paidAfterClose:
    "Pembayaran ini sudah ditutup sebelum saldo Kartu Prakerja terpotong; dana akan dikembalikan. Hubungi bantuan.",
} as const;

/** The partner's refusal codes, in the learner's words. */
export const WORK_CARD_REFUSALS: Readonly<Record<string, string>> = {
  INSUFFICIENT_BALANCE: WORK_CARD_MESSAGES.insufficientBalance,
  OTP_INVALID: WORK_CARD_MESSAGES.otpInvalid,
  OTP_EXPIRED: WORK_CARD_MESSAGES.otpExpired,
  OTP_USED: WORK_CARD_MESSAGES.otpUsed,
  OTP_LOCKED: WORK_CARD_MESSAGES.otpLocked,
  OTP_REQUEST_NOT_FOUND: WORK_CARD_MESSAGES.otpExpired,
};

export const workCardSendOtpBody = z.object({ invoice_temp_id: z.coerce.number().int().positive() });
export type WorkCardSendOtpBody = z.infer<typeof workCardSendOtpBody>;

export const workCardAuthorizeBody = z.object({
  invoice_temp_id: z.coerce.number().int().positive(),
  otp: z.string().regex(/^\d{6}$/, "Kode OTP harus 6 angka"),
});
export type WorkCardAuthorizeBody = z.infer<typeof workCardAuthorizeBody>;

/** The answer of send_otp: the payment waiting for its OTP, where the OTP went, and the card's balance. */
export const workCardOtpAnswer = z.object({
  payment_id: z.number().int(),
  order_id: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
  destination: z.string(),
  expires_at: z.string(),
});
export type WorkCardOtpAnswer = z.infer<typeof workCardOtpAnswer>;

/** The names of a payment's method as details, history and receipts show them (the work card included). */
export function paymentMethodNames(fullId: string): { payment_name: string; category_name: string } {
  if (fullId === WORK_CARD_FULL_ID) return WORK_CARD_METHOD;
  const method = paymentMethodById(fullId);
  return { payment_name: method?.payment_name ?? fullId, category_name: method?.category_name ?? "" };
}

export const workCardInvoiceParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * GET /payment/pay/prakerja/invoice/{invoice id}: may this invoice be paid with the work card (all its programmes
 * are Prakerja programmes, none past its purchase end), and if not why. No partner call.
 */
export const workCardInvoiceAnswer = z.object({
  invoice: checkoutAnswer,
  eligible: z.boolean(),
  reason: z.string().nullable(),
});
export type WorkCardInvoiceAnswer = z.infer<typeof workCardInvoiceAnswer>;

/** GET /payment/pay/prakerja/balance/: the caller's work-card balance (a partner call). */
export const workCardBalanceAnswer = z.object({ balance: z.number().int() });
