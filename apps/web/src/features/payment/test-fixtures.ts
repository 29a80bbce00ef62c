import type { PaymentAnswer } from "@app/domain/payment/contracts";

/** A pending BCA virtual-account payment of Rp137.200 (Rp133.200 after HEMAT10, plus Rp4.000). */
export function paymentFixture(overrides: Partial<PaymentAnswer> = {}): PaymentAnswer {
  return {
    id: 77,
    invoice_temp_id: 41,
    order_id: "KRM-41-A1B2C3D4E5",
    status: 1,
    full_id: "bca_va",
    payment_name: "BCA Virtual Account",
    category_name: "Virtual Account",
    gross_amount: 137200,
    fee: 4000,
    real_total: 133200,
    instructions: { kind: "virtual_account", bank: "BCA", va_number: "3935800012345678" },
    // 14.05 WIB
    expires_at: "2026-11-23T07:05:00.000Z",
    paid_at: null,
    created_at: "2026-11-22T07:05:00.000Z",
    items: [
      {
        program_id: 35,
        addon_id: null,
        name: "Manajemen Proyek dengan Metode Agile",
        slug: "manajemen-proyek-dengan-metode-agile",
        price: 49000,
      },
      {
        program_id: 37,
        addon_id: null,
        name: "Teknik Menjahit Busana Muslim",
        slug: "teknik-menjahit-busana-muslim",
        price: 49000,
      },
      {
        program_id: 35,
        addon_id: 17,
        name: "Sesi Konsultasi Privat",
        slug: "manajemen-proyek-dengan-metode-agile",
        price: 50000,
      },
    ],
    ...overrides,
  };
}
