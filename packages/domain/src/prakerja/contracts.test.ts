import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPurchaseAllowed } from "../cart/purchase-type";
import {
  checkUpdateBody,
  maskRedemptionCode,
  PRAKERJA_MESSAGES,
  PRAKERJA_REDEEM_STATUS,
  redeemCodeBody,
} from "./contracts";

describe("redeemCodeBody", () => {
  it("accepts a 12-character code, trimmed and upper-cased", () => {
    expect(redeemCodeBody.parse({ program_id: "7", redemption_code: " prkvalid0001 " })).toEqual({
      program_id: 7,
      redemption_code: "PRKVALID0001",
    });
  });

  it.each([
    ["", PRAKERJA_MESSAGES.codeRequired],
    ["   ", PRAKERJA_MESSAGES.codeRequired],
    ["PRKVALID001", PRAKERJA_MESSAGES.codePattern],
    ["PRKVALID00011", PRAKERJA_MESSAGES.codePattern],
    ["PRKVALID-001", PRAKERJA_MESSAGES.codePattern],
    ["PRKVALID 001", PRAKERJA_MESSAGES.codePattern],
  ])("refuses %j with an Indonesian message", (code, message) => {
    const parsed = redeemCodeBody.safeParse({ program_id: 7, redemption_code: code });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it("refuses a missing or bad programme", () => {
    for (const program_id of [undefined, 0, -1, 1.5, "abc"]) {
      const parsed = redeemCodeBody.safeParse({ program_id, redemption_code: "PRKVALID0001" });
      expect(parsed.error?.issues[0]?.message).toBe(PRAKERJA_MESSAGES.programRequired);
    }
  });
});

describe("checkUpdateBody", () => {
  it("needs the state; empty error fields become null", () => {
    expect(checkUpdateBody.parse({ state_redemption_code: "abc", error: "", error_code: null })).toEqual({
      state_redemption_code: "abc",
      error: null,
      error_code: null,
      error_description: null,
    });
    expect(checkUpdateBody.safeParse({ state_redemption_code: " " }).error?.issues[0]?.message).toBe(
      PRAKERJA_MESSAGES.stateRequired,
    );
  });
});

describe("maskRedemptionCode", () => {
  it("keeps only the last four characters", () => {
    expect(maskRedemptionCode("PRKVALID0001")).toBe("********0001");
    expect(maskRedemptionCode("ABC")).toBe("***");
  });
  it("never shows more than four characters of any code", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{5,32}$/), (code) => {
        const masked = maskRedemptionCode(code);
        expect(masked).toHaveLength(code.length);
        expect(masked.replace(/\*/g, "")).toBe(code.slice(-4));
      }),
    );
  });
});

describe("the purchase-type rule with the redeem statuses (spec 000 section 4.8)", () => {
  it.each([
    [PRAKERJA_REDEEM_STATUS.UNREDEEMED, true],
    [PRAKERJA_REDEEM_STATUS.SUCCESS, true],
    [PRAKERJA_REDEEM_STATUS.INTERNAL_FAILED, false],
    [PRAKERJA_REDEEM_STATUS.PRAKERJA_FAILED, false],
    [null, false],
  ])("a Prakerja programme with a redemption programme and redeem status %s: allowed %s", (status, allowed) => {
    expect(isPurchaseAllowed({ category_name: "PRAKERJA", has_redeem_program: true, redeem_status: status })).toBe(
      allowed,
    );
  });
  it("does not apply without a redemption programme", () => {
    expect(isPurchaseAllowed({ category_name: "PRAKERJA", has_redeem_program: false, redeem_status: 3 })).toBe(true);
  });
});
