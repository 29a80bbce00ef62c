import type { HistoryItem, PaymentAnswer, Receipt } from "@app/domain/payment/contracts";

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

/** The history row of `paymentFixture` (what POST /payment/v4/list answers for it). */
export function historyItemFixture(overrides: Partial<HistoryItem> = {}): HistoryItem {
  const { id, order_id, status, payment_name, category_name, gross_amount, created_at, paid_at, expires_at, items } =
    paymentFixture();
  return {
    id,
    order_id,
    status,
    payment_name,
    category_name,
    gross_amount,
    created_at,
    paid_at,
    expires_at,
    items: items.map(({ program_id, addon_id, name, slug }) => ({ program_id, addon_id, name, slug })),
    ...overrides,
  };
}

export function historyAnswerFixture(list: HistoryItem[], totalPages: number) {
  return { status: 200, message: "OK", data: list, total_page: totalPages };
}

/** The receipt of `paymentFixture` once paid. */
export function receiptFixture(overrides: Partial<Receipt> = {}): Receipt {
  return {
    payment_id: 77,
    kind: "receipt",
    number: "KWT/2026/11/000077",
    order_id: "KRM-41-A1B2C3D4E5",
    status: 2,
    issued_at: "2026-11-22T08:10:00.000Z",
    paid_at: "2026-11-22T08:10:00.000Z",
    buyer: { name: "Dewi Kartika", email: "dewi@contoh.id" },
    method: "BCA Virtual Account",
    items: [
      { name: "Manajemen Proyek dengan Metode Agile", price: 49000 },
      { name: "Teknik Menjahit Busana Muslim", price: 49000 },
      { name: "Sesi Konsultasi Privat", price: 50000 },
    ],
    subtotal: 148000,
    discount: 14800,
    fee: 4000,
    total: 137200,
    ...overrides,
  };
}
