import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isVoucherCodeShape,
  normalizeVoucherCode,
  VOUCHER_REFUSAL_MESSAGES,
  type VoucherItem,
  type VoucherRefusal,
  type VoucherRule,
  voucherDiscount,
} from "./voucher";

const now = new Date("2025-06-15T10:00:00Z");

const voucher = (rule: Partial<VoucherRule> = {}): VoucherRule => ({
  code: "HEMAT10",
  kind: "percentage",
  value: 10,
  max_discount: null,
  min_spend: 0,
  starts_at: null,
  ends_at: null,
  quota_total: null,
  used_total: 0,
  quota_per_user: null,
  used_by_user: 0,
  program_ids: [],
  creator_ids: [],
  ...rule,
});

const items: VoucherItem[] = [
  { program_id: 1, creator_id: 7, price: 100000 },
  { program_id: 1, creator_id: 7, price: 25000 },
  { program_id: 2, creator_id: 8, price: 50000 },
];

describe("voucherDiscount (commerce spec, vouchers)", () => {
  it("takes a percentage of every item when nothing is listed", () => {
    expect(voucherDiscount(voucher(), items, now)).toEqual({ ok: true, eligible_subtotal: 175000, discount: 17500 });
  });

  it("floors the percentage and caps it with max_discount", () => {
    const odd = [{ program_id: 1, creator_id: 7, price: 12345 }];
    expect(voucherDiscount(voucher(), odd, now)).toMatchObject({ discount: 1234 });
    expect(voucherDiscount(voucher({ max_discount: 15000 }), items, now)).toMatchObject({ discount: 15000 });
  });

  it("takes a fixed value, never more than the eligible subtotal", () => {
    expect(voucherDiscount(voucher({ kind: "fixed", value: 20000 }), items, now)).toMatchObject({ discount: 20000 });
    expect(voucherDiscount(voucher({ kind: "fixed", value: 500000 }), items, now)).toMatchObject({
      discount: 175000,
    });
  });

  it("applies to an item whose programme or creator is listed; add-ons count with their programme", () => {
    expect(voucherDiscount(voucher({ program_ids: [1] }), items, now)).toMatchObject({ eligible_subtotal: 125000 });
    expect(voucherDiscount(voucher({ creator_ids: [8] }), items, now)).toMatchObject({ eligible_subtotal: 50000 });
    expect(voucherDiscount(voucher({ program_ids: [2], creator_ids: [7] }), items, now)).toMatchObject({
      eligible_subtotal: 175000,
    });
  });

  it("refuses with the first failing check, in the spec's order", () => {
    const refusal = (rule: Partial<VoucherRule>, basket: VoucherItem[] = items) =>
      voucherDiscount(voucher(rule), basket, now);
    expect(refusal({ starts_at: new Date("2025-06-16T00:00:00Z") })).toEqual({ ok: false, reason: "not_started" });
    expect(refusal({ ends_at: new Date("2025-06-15T09:59:59Z") })).toEqual({ ok: false, reason: "ended" });
    expect(refusal({ quota_total: 5, used_total: 5 })).toEqual({ ok: false, reason: "quota_used" });
    expect(refusal({ quota_per_user: 1, used_by_user: 1 })).toEqual({ ok: false, reason: "user_quota_used" });
    expect(refusal({ program_ids: [3] })).toEqual({ ok: false, reason: "not_applicable" });
    expect(refusal({}, [])).toEqual({ ok: false, reason: "not_applicable" });
    expect(refusal({ program_ids: [2], min_spend: 50001 })).toEqual({ ok: false, reason: "min_spend" });
    expect(refusal({ program_ids: [2], min_spend: 50000 }).ok).toBe(true);
    expect(refusal({ starts_at: now, ends_at: now }).ok).toBe(true);
  });
});

describe("voucher codes and messages", () => {
  it("normalises by trimming and upper-casing, then checks the shape", () => {
    expect(normalizeVoucherCode("  hemat10 ")).toBe("HEMAT10");
    expect(isVoucherCodeShape("HEMAT10")).toBe(true);
    for (const bad of ["AB", "hemat10", "HEMAT-10", "A".repeat(33), ""]) expect(isVoucherCodeShape(bad)).toBe(false);
    expect(isVoucherCodeShape("A".repeat(32))).toBe(true);
  });

  it("has an Indonesian message for every refusal and for an unknown code", () => {
    expect(VOUCHER_REFUSAL_MESSAGES.unknown).toBe("Kode voucher tidak ditemukan.");
    expect(VOUCHER_REFUSAL_MESSAGES.min_spend).toBe("Total belanja belum mencapai minimum pemakaian voucher.");
    expect(Object.keys(VOUCHER_REFUSAL_MESSAGES)).toHaveLength(7);
  });
});

const itemArbitrary = fc.record({
  program_id: fc.integer({ min: 1, max: 5 }),
  creator_id: fc.integer({ min: 1, max: 3 }),
  price: fc.integer({ min: 0, max: 5_000_000 }),
});

const ruleArbitrary = fc.record({
  kind: fc.constantFrom("percentage" as const, "fixed" as const),
  value: fc.integer({ min: 0, max: 1_000_000 }),
  max_discount: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
  min_spend: fc.integer({ min: 0, max: 1_000_000 }),
  program_ids: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
  creator_ids: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
});

describe("voucher invariants (property)", () => {
  it("gives a whole discount between 0 and the eligible subtotal", () => {
    fc.assert(
      fc.property(ruleArbitrary, fc.array(itemArbitrary, { maxLength: 6 }), (rule, basket) => {
        const result = voucherDiscount(voucher(rule), basket, now);
        if (!result.ok) return;
        expect(Number.isInteger(result.discount)).toBe(true);
        expect(result.discount).toBeGreaterThanOrEqual(0);
        expect(result.discount).toBeLessThanOrEqual(result.eligible_subtotal);
      }),
    );
  });

  it("an uncapped percentage discount never falls as the subtotal grows", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (value, a, b) => {
          const rule = voucher({ value });
          const discountAt = (price: number) => {
            const result = voucherDiscount(rule, [{ program_id: 1, creator_id: 1, price }], now);
            return result.ok ? result.discount : Number.NaN;
          };
          expect(discountAt(Math.min(a, b))).toBeLessThanOrEqual(discountAt(Math.max(a, b)));
        },
      ),
    );
  });

  it("refuses with the first failing check of the spec's order", () => {
    const day = 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (early, late, quotaUsed, userQuotaUsed, elsewhere, belowMinimum) => {
          const rule = voucher({
            starts_at: early ? new Date(now.getTime() + day) : new Date(now.getTime() - day),
            ends_at: late ? new Date(now.getTime() - 1) : new Date(now.getTime() + day),
            quota_total: 10,
            used_total: quotaUsed ? 10 : 9,
            quota_per_user: 1,
            used_by_user: userQuotaUsed ? 1 : 0,
            program_ids: elsewhere ? [99] : [],
            min_spend: belowMinimum ? 1_000_000 : 0,
          });
          const failing: [boolean, VoucherRefusal][] = [
            [early, "not_started"],
            [late, "ended"],
            [quotaUsed, "quota_used"],
            [userQuotaUsed, "user_quota_used"],
            [elsewhere, "not_applicable"],
            [belowMinimum, "min_spend"],
          ];
          const expected = failing.find(([fails]) => fails)?.[1];
          const result = voucherDiscount(rule, items, now);
          expect(result.ok ? undefined : result.reason).toBe(expected);
        },
      ),
    );
  });
});
