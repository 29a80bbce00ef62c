/**
 * The voucher rules of checkout (issue 5; the spec shows no voucher fields): when a voucher can be used, which items it applies
 * to, and how much it takes off. Checks run in the spec's order, so the refusal shown is always the first that
 * applies.
 */

export type VoucherRule = {
  code: string;
  kind: "percentage" | "fixed";
  value: number;
  max_discount: number | null;
  min_spend: number;
  starts_at: Date | null;
  ends_at: Date | null;
  quota_total: number | null;
  used_total: number;
  quota_per_user: number | null;
  used_by_user: number;
  program_ids: number[];
  creator_ids: number[];
};

/** Add-ons are items of their programme, so they carry its program_id and creator_id. */
export type VoucherItem = { program_id: number; creator_id: number; price: number };

export type VoucherRefusal =
  | "not_started"
  | "ended"
  | "quota_used"
  | "user_quota_used"
  | "not_applicable"
  | "min_spend";

/** "unknown" is the API's answer for a code that does not exist; voucherDiscount never sees such a code. */
export type VoucherProblem = VoucherRefusal | "unknown";

export type VoucherResult =
  | { ok: true; eligible_subtotal: number; discount: number }
  | { ok: false; reason: VoucherRefusal };

export const VOUCHER_REFUSAL_MESSAGES: Record<VoucherProblem, string> = {
  unknown: "Kode voucher tidak ditemukan.",
  not_started: "Voucher belum dapat digunakan.",
  ended: "Masa berlaku voucher sudah habis.",
  quota_used: "Kuota voucher sudah habis.",
  user_quota_used: "Anda sudah menggunakan voucher ini.",
  not_applicable: "Voucher tidak berlaku untuk program yang dipilih.",
  min_spend: "Total belanja belum mencapai minimum pemakaian voucher.",
};

export const VOUCHER_CODE_PATTERN = /^[A-Z0-9]{3,32}$/;

export function normalizeVoucherCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isVoucherCodeShape(code: string): boolean {
  return VOUCHER_CODE_PATTERN.test(code);
}

/** A voucher with no programme and no creator listed applies to every programme. */
export function voucherAppliesTo(voucher: VoucherRule, item: VoucherItem): boolean {
  if (voucher.program_ids.length === 0 && voucher.creator_ids.length === 0) return true;
  return voucher.program_ids.includes(item.program_id) || voucher.creator_ids.includes(item.creator_id);
}

function isUsedUp(quota: number | null, used: number): boolean {
  return quota !== null && used >= quota;
}

/** The refusal that comes before looking at the items: dates, then quotas. */
function usageRefusal(voucher: VoucherRule, now: Date): VoucherRefusal | null {
  if (voucher.starts_at !== null && now < voucher.starts_at) return "not_started";
  if (voucher.ends_at !== null && now > voucher.ends_at) return "ended";
  if (isUsedUp(voucher.quota_total, voucher.used_total)) return "quota_used";
  if (isUsedUp(voucher.quota_per_user, voucher.used_by_user)) return "user_quota_used";
  return null;
}

function uncappedDiscount(voucher: VoucherRule, eligibleSubtotal: number): number {
  if (voucher.kind === "fixed") return voucher.value;
  const percentageDiscount = Math.floor((eligibleSubtotal * voucher.value) / 100);
  return voucher.max_discount === null ? percentageDiscount : Math.min(percentageDiscount, voucher.max_discount);
}

/** Clamped so that a voucher never pays the buyer, and floored because money is whole Rupiah. */
function boundedDiscount(voucher: VoucherRule, eligibleSubtotal: number): number {
  return Math.floor(Math.max(0, Math.min(uncappedDiscount(voucher, eligibleSubtotal), eligibleSubtotal)));
}

export function voucherDiscount(voucher: VoucherRule, items: readonly VoucherItem[], now: Date): VoucherResult {
  const refusal = usageRefusal(voucher, now);
  if (refusal !== null) return { ok: false, reason: refusal };
  const eligible = items.filter((item) => voucherAppliesTo(voucher, item));
  if (eligible.length === 0) return { ok: false, reason: "not_applicable" };
  const eligibleSubtotal = eligible.reduce((sum, item) => sum + item.price, 0);
  if (eligibleSubtotal < voucher.min_spend) return { ok: false, reason: "min_spend" };
  return { ok: true, eligible_subtotal: eligibleSubtotal, discount: boundedDiscount(voucher, eligibleSubtotal) };
}
