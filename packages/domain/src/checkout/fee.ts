/**
 * The payment fee and free-checkout rules (spec 002 sections 4 and 9): the fee is a percentage of
 * the real total, rounded half up, plus an optional fixed amount; after a voucher is removed the checkout is
 * free only below the threshold.
 */

export type FeeMethod = { fee_percentage: number | null; fee_fixed: number | null };

export const VOUCHER_FREE_THRESHOLD = 10000;

/** Money is whole Rupiah, so anything else is a caller bug rather than a price. */
function assertRupiah(amount: number): void {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`Not a Rupiah amount: ${amount}`);
}

export function paymentFee(realTotal: number, method: FeeMethod): number {
  assertRupiah(realTotal);
  const percentageFee = Math.round((realTotal * (method.fee_percentage ?? 0)) / 100);
  return percentageFee + (method.fee_fixed ?? 0);
}

export function isFreeAfterVoucherRemoved(realTotal: number): boolean {
  return realTotal < VOUCHER_FREE_THRESHOLD;
}
