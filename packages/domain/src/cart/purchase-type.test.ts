import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPurchaseAllowed, REDEEM_STATUS } from "./purchase-type";

describe("isPurchaseAllowed (commerce spec, purchase type)", () => {
  const cases: [string, boolean, number | null, boolean][] = [
    ["PRAKERJA", true, null, false],
    ["PRAKERJA", true, REDEEM_STATUS.UNREDEEMED, true],
    ["PRAKERJA", true, REDEEM_STATUS.REDEEM_SUCCESS, true],
    ["PRAKERJA", true, REDEEM_STATUS.INTERNAL_REDEEM_FAILED, false],
    ["PRAKERJA", true, REDEEM_STATUS.JOB_TRAINING_REDEEM_FAILED, false],
    ["PRAKERJA", false, null, true],
    ["PRAKERJA", false, REDEEM_STATUS.JOB_TRAINING_REDEEM_FAILED, true],
    ["KELASMU", true, null, true],
    ["KELASMU", true, REDEEM_STATUS.INTERNAL_REDEEM_FAILED, true],
    ["UJIANMU", false, null, true],
  ];

  it.each(cases)(
    "%s with redeem programme %s and redeem status %s: allowed %s",
    (category, hasRedeem, status, allowed) => {
      expect(isPurchaseAllowed({ category_name: category, has_redeem_program: hasRedeem, redeem_status: status })).toBe(
        allowed,
      );
    },
  );

  it("never refuses a programme without a redemption programme, nor one outside Prakerja", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.integer()), (category, status) => {
        expect(isPurchaseAllowed({ category_name: category, has_redeem_program: false, redeem_status: status })).toBe(
          true,
        );
        if (category !== "PRAKERJA")
          expect(isPurchaseAllowed({ category_name: category, has_redeem_program: true, redeem_status: status })).toBe(
            true,
          );
      }),
    );
  });
});
