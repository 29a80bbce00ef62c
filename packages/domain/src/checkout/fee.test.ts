import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFreeAfterVoucherRemoved, paymentFee, VOUCHER_FREE_THRESHOLD } from "./fee";

const rupiah = fc.integer({ min: 0, max: 1_000_000_000 });
const percentage = fc.option(fc.double({ min: 0, max: 10, noNaN: true }));
const fixed = fc.option(fc.integer({ min: 0, max: 10_000 }));

describe("paymentFee (commerce spec, checkout)", () => {
  it("adds the rounded percentage of the real total to the fixed amount", () => {
    expect(paymentFee(150000, { fee_percentage: 2, fee_fixed: null })).toBe(3000);
    expect(paymentFee(150000, { fee_percentage: 2, fee_fixed: 4000 })).toBe(7000);
    expect(paymentFee(100, { fee_percentage: null, fee_fixed: 4000 })).toBe(4000);
    expect(paymentFee(0, { fee_percentage: 2.9, fee_fixed: 2000 })).toBe(2000);
  });

  it("rounds half up", () => {
    expect(paymentFee(50, { fee_percentage: 1, fee_fixed: null })).toBe(1);
    expect(paymentFee(49, { fee_percentage: 1, fee_fixed: null })).toBe(0);
    expect(paymentFee(150, { fee_percentage: 1, fee_fixed: null })).toBe(2);
  });

  it("refuses a real total that is not whole, non-negative Rupiah", () => {
    const method = { fee_percentage: 1, fee_fixed: null };
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => paymentFee(bad, method)).toThrow(RangeError);
  });

  it("is a whole amount, at least the fixed fee", () => {
    fc.assert(
      fc.property(rupiah, percentage, fixed, (total, fee_percentage, fee_fixed) => {
        const fee = paymentFee(total, { fee_percentage, fee_fixed });
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(fee_fixed ?? 0);
      }),
    );
  });

  it("never falls as the real total grows", () => {
    fc.assert(
      fc.property(rupiah, rupiah, percentage, fixed, (a, b, fee_percentage, fee_fixed) => {
        const method = { fee_percentage, fee_fixed };
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(paymentFee(low, method)).toBeLessThanOrEqual(paymentFee(high, method));
      }),
    );
  });

  it("is zero without a percentage or a fixed amount", () => {
    fc.assert(
      fc.property(rupiah, fc.constantFrom(0, null), fc.constantFrom(0, null), (total, fee_percentage, fee_fixed) => {
        expect(paymentFee(total, { fee_percentage, fee_fixed })).toBe(0);
      }),
    );
  });
});

describe("isFreeAfterVoucherRemoved (commerce spec, checkout)", () => {
  it("is free only below the threshold", () => {
    expect(VOUCHER_FREE_THRESHOLD).toBe(10000);
    expect(isFreeAfterVoucherRemoved(0)).toBe(true);
    expect(isFreeAfterVoucherRemoved(9999)).toBe(true);
    expect(isFreeAfterVoucherRemoved(10000)).toBe(false);
    expect(isFreeAfterVoucherRemoved(150000)).toBe(false);
  });
});
