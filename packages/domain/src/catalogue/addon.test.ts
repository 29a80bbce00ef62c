import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADDON_LOW_QUOTA, addonQuotaState, formatAddonPrice } from "./addon";

describe("addonQuotaState (spec 001, Add-ons)", () => {
  it("is sold out at 0, low at 5 or fewer, available above", () => {
    expect(addonQuotaState(0)).toBe("sold-out");
    expect(addonQuotaState(1)).toBe("low");
    expect(addonQuotaState(5)).toBe("low");
    expect(addonQuotaState(6)).toBe("available");
    expect(addonQuotaState(null)).toBe("unlimited");
  });

  it("never calls a positive quota sold out, nor a quota above the threshold low", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => {
        const state = addonQuotaState(n);
        expect(state).not.toBe("sold-out");
        expect(state === "low").toBe(n <= ADDON_LOW_QUOTA);
      }),
    );
  });
});

describe("formatAddonPrice", () => {
  it("prefixes the Rupiah price with +", () => {
    expect(formatAddonPrice(25000)).toBe("+Rp25.000");
    expect(formatAddonPrice(0)).toBe("+Rp0");
  });
});
