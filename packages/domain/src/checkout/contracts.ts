import { z } from "zod";
import { PAYMENT_CATEGORIES } from "../payment/status";

/** Checkout calls (spec 002 section 7, payment service; shapes of issue 5 where the spec shows none). */

export const CHECKOUT_LIMITS = {
  maxItems: 50,
  /** How long an unpaid invoice (and the voucher it holds) lasts. */
  invoiceTtlMs: 24 * 60 * 60 * 1000,
} as const;

export const CHECKOUT_MESSAGES = {
  nothingChosen: "Pilih minimal satu program atau add-on",
  programUnavailable: "Program tidak tersedia untuk dibeli",
  alreadyEnrolled: "Anda sudah terdaftar di program ini",
  addonUnavailable: "Add-on tidak tersedia untuk dibeli",
  addonNeedsProgram: "Add-on hanya bisa dibeli bersama programnya atau setelah terdaftar",
  invoiceNotFound: "Tagihan tidak ditemukan",
  invoiceClosed: "Tagihan sudah tidak berlaku, silakan checkout ulang",
  voucherApplied: "Voucher berhasil digunakan",
  voucherRemoved: "Voucher dibatalkan",
  noVoucher: "Tagihan ini tidak memakai voucher",
  /** Applying or removing a voucher while a payment of the invoice is live (its amount is frozen). */
  voucherLockedWhilePaying:
    "Voucher tidak dapat diubah selama pembayaran berlangsung. Batalkan pembayaran terlebih dahulu untuk mengubah voucher.",
  notFree: "Tagihan ini perlu dibayar",
  enrolled: "Program berhasil didapatkan",
  cancelled: "Tagihan dibatalkan",
} as const;

const id = z.number().int().positive().max(2_147_483_647);

export const checkoutBody = z
  .object({
    program_ids: z.array(id).max(CHECKOUT_LIMITS.maxItems).default([]),
    addon_ids: z.array(id).max(CHECKOUT_LIMITS.maxItems).default([]),
  })
  .refine((b) => b.program_ids.length + b.addon_ids.length > 0, {
    message: CHECKOUT_MESSAGES.nothingChosen,
    path: ["program_ids"],
  });
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const invoiceBody = z.object({ invoice_temp_id: id });

export const voucherBody = z.object({
  invoice_temp_id: id,
  code: z.string().trim().min(1).max(32),
});

export const invoiceItemSchema = z.object({
  program_id: z.number().int(),
  addon_id: z.number().int().nullable(),
  name: z.string(),
  price: z.number().int(),
});

/** The temporary invoice as checkout answers it; `is_pay` false means nothing is left to pay. */
export const checkoutAnswer = z.object({
  invoice_temp_id: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  real_total: z.number().int(),
  is_pay: z.boolean(),
  voucher: z.object({ code: z.string(), discount: z.number().int() }).nullable(),
  items: z.array(invoiceItemSchema),
  expires_at: z.string(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

export const methodQuery = z.object({
  val: z.string().max(10).optional(),
  invoice_temp_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const paymentMethodSchema = z.object({
  full_id: z.string(),
  slug_name: z.string(),
  payment_name: z.string(),
  category_name: z.enum(PAYMENT_CATEGORIES),
  category_id: z.number().int(),
  provider_name: z.string(),
  payment_gateway: z.string(),
  label: z.string(),
  avatar: z.string().nullable(),
  fee_percentage: z.number().nullable(),
  fee_fixed: z.number().int().nullable(),
  visible: z.boolean(),
  is_choice: z.boolean(),
  /** The fee for this invoice and what would be paid with it. */
  fee: z.number().int(),
  total: z.number().int(),
});

export const paymentCategorySchema = z.object({
  category_name: z.enum(PAYMENT_CATEGORIES),
  category_id: z.number().int(),
  visible: z.boolean(),
  methods: z.array(paymentMethodSchema),
});

/** GET /payment/method?val=1&invoice_temp_id=: the six categories, exactly one method chosen. */
export const methodAnswer = z.array(paymentCategorySchema);

/** Redeeming a programme code on /tukar-voucher: a refusal carries status 500 and the server's message (spec 002 §8). */
export const REDEEM_MESSAGES = {
  redeemed: "Voucher berhasil ditukar. Program sudah bisa Anda ikuti.",
  unknown: "Kode voucher tidak ditemukan atau sudah dipakai",
  expired: "Masa berlaku kode voucher sudah habis",
  alreadyEnrolled: "Anda sudah terdaftar di program dari voucher ini",
} as const;

export const REDEEM_FAILURE_STATUS = 500;

export const voucherRedeemBody = z.object({ code: z.string().trim().min(1).max(32) });

export const voucherRedeemAnswer = z.object({
  program: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});
export type VoucherRedeemAnswer = z.infer<typeof voucherRedeemAnswer>;
