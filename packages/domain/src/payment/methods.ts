import type { PaymentCategory } from "./status";

/** A way to pay (spec 002 section 3, payment method), as the method list answers it. */
export type PaymentMethod = {
  full_id: string;
  slug_name: string;
  payment_name: string;
  category_name: PaymentCategory;
  category_id: number;
  provider_name: string;
  payment_gateway: string;
  label: string;
  avatar: string | null;
  /** Percent of the real total (may have decimals); fixed Rupiah on top. */
  fee_percentage: number | null;
  fee_fixed: number | null;
  /** What the sandbox gateway hands back to pay with. */
  kind: "virtual_account" | "ewallet" | "retail" | "card" | "cardless" | "points";
};

/** The categories in the order the checkout shows them, with their ids. */
export const PAYMENT_CATEGORY_IDS: Record<PaymentCategory, number> = {
  poin: 1,
  "Credit Card": 2,
  "Credit Cardless": 3,
  eWallet: 4,
  "Retail Outlet": 5,
  "Virtual Account": 6,
};

const method = (
  m: Omit<PaymentMethod, "category_id" | "payment_gateway" | "avatar"> & { payment_gateway?: string },
): PaymentMethod => ({
  payment_gateway: "sandbox",
  avatar: null,
  ...m,
  category_id: PAYMENT_CATEGORY_IDS[m.category_name],
});

const va = (bank: string, name: string) =>
  method({
    full_id: `${bank}_va`,
    slug_name: `${bank}-va`,
    payment_name: `${name} Virtual Account`,
    category_name: "Virtual Account",
    provider_name: name,
    label: `Transfer ke nomor Virtual Account ${name}`,
    fee_percentage: null,
    fee_fixed: 4000,
    kind: "virtual_account",
  });

/** Every method the product offers; which categories show is decided per checkout (see visibleCategories). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  method({
    full_id: "poin",
    slug_name: "poin",
    payment_name: "Poin",
    category_name: "poin",
    provider_name: "Poin",
    payment_gateway: "internal",
    label: "Bayar dengan poin",
    fee_percentage: null,
    fee_fixed: null,
    kind: "points",
  }),
  method({
    full_id: "credit_card",
    slug_name: "credit-card",
    payment_name: "Kartu Kredit/Debit",
    category_name: "Credit Card",
    provider_name: "Visa/Mastercard/JCB",
    label: "Kartu kredit atau debit dengan 3-D Secure",
    fee_percentage: 2.9,
    fee_fixed: 2000,
    kind: "card",
  }),
  method({
    full_id: "akulaku",
    slug_name: "akulaku",
    payment_name: "Akulaku PayLater",
    category_name: "Credit Cardless",
    provider_name: "Akulaku",
    label: "Cicilan tanpa kartu kredit",
    fee_percentage: 1.7,
    fee_fixed: null,
    kind: "cardless",
  }),
  method({
    full_id: "gopay",
    slug_name: "gopay",
    payment_name: "GoPay",
    category_name: "eWallet",
    provider_name: "GoPay",
    label: "Bayar dengan aplikasi Gojek atau pindai QRIS",
    fee_percentage: 2,
    fee_fixed: null,
    kind: "ewallet",
  }),
  method({
    full_id: "shopeepay",
    slug_name: "shopeepay",
    payment_name: "ShopeePay",
    category_name: "eWallet",
    provider_name: "ShopeePay",
    label: "Bayar dengan aplikasi Shopee",
    fee_percentage: 2,
    fee_fixed: null,
    kind: "ewallet",
  }),
  method({
    full_id: "alfamart",
    slug_name: "alfamart",
    payment_name: "Alfamart",
    category_name: "Retail Outlet",
    provider_name: "Alfamart",
    label: "Bayar di kasir Alfamart dengan kode pembayaran",
    fee_percentage: null,
    fee_fixed: 5000,
    kind: "retail",
  }),
  method({
    full_id: "indomaret",
    slug_name: "indomaret",
    payment_name: "Indomaret",
    category_name: "Retail Outlet",
    provider_name: "Indomaret",
    label: "Bayar di kasir Indomaret dengan kode pembayaran",
    fee_percentage: null,
    fee_fixed: 5000,
    kind: "retail",
  }),
  va("bca", "BCA"),
  va("bni", "BNI"),
  va("bri", "BRI"),
  va("mandiri", "Mandiri"),
  va("permata", "Permata"),
];

export function paymentMethodById(fullId: string): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((m) => m.full_id === fullId);
}
