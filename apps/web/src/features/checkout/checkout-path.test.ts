import { describe, expect, it } from "vitest";
import { checkoutPath } from "./checkout-path";

describe("checkoutPath", () => {
  it("lists the chosen ids comma-separated", () => {
    expect(checkoutPath({ program_ids: [1, 2], addon_ids: [3] })).toBe("/checkout?program_ids=1,2&addon_ids=3");
  });

  it("leaves out an empty list", () => {
    expect(checkoutPath({ program_ids: [], addon_ids: [31] })).toBe("/checkout?addon_ids=31");
    expect(checkoutPath({ program_ids: [4], addon_ids: [] })).toBe("/checkout?program_ids=4");
  });
});
