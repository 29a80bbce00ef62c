import type { CheckoutAnswer } from "@app/domain/checkout/contracts";
import { paymentFee } from "@app/domain/checkout/fee";
import { PAYMENT_CATEGORY_IDS, PAYMENT_METHODS } from "@app/domain/payment/methods";
import { PAYMENT_CATEGORIES } from "@app/domain/payment/status";
import type { PaymentCategoryOption } from "./api";

/** Two programmes of two creators and an add-on: Rp148.000. */
export function invoiceAnswer(overrides: Partial<CheckoutAnswer> = {}): CheckoutAnswer {
  return {
    invoice_temp_id: 41,
    subtotal: 148000,
    discount: 0,
    real_total: 148000,
    is_pay: true,
    voucher: null,
    items: [
      { program_id: 35, addon_id: null, name: "Manajemen Proyek dengan Metode Agile", price: 49000 },
      { program_id: 37, addon_id: null, name: "Teknik Menjahit Busana Muslim", price: 49000 },
      { program_id: 35, addon_id: 17, name: "Sesi Konsultasi Privat", price: 50000 },
    ],
    expires_at: "2026-11-23T07:05:00.000Z",
    ...overrides,
  };
}

/** A free programme: nothing to pay. */
export function freeInvoiceAnswer(): CheckoutAnswer {
  return invoiceAnswer({
    subtotal: 0,
    real_total: 0,
    is_pay: false,
    items: [{ program_id: 31, addon_id: null, name: "Digital Marketing untuk UMKM", price: 0 }],
  });
}

/**
 * The method list as the API answers it: every category shown, BCA Virtual Account chosen. `hidden` hides
 * categories, as a host or product may.
 */
export function methodsAnswer(realTotal: number, hidden: readonly string[] = []): PaymentCategoryOption[] {
  return PAYMENT_CATEGORIES.map((category) => ({
    category_name: category,
    category_id: PAYMENT_CATEGORY_IDS[category],
    visible: !hidden.includes(category),
    methods: PAYMENT_METHODS.filter((m) => m.category_name === category).map(({ kind: _kind, ...m }) => {
      const fee = paymentFee(realTotal, m);
      return {
        ...m,
        visible: !hidden.includes(category),
        is_choice: m.full_id === "bca_va",
        fee,
        total: realTotal + fee,
      };
    }),
  }));
}
