import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { manageProfileBody } from "./manage-profile";
import {
  completeRegionBody,
  REGION_MESSAGES,
  regionChangeOf,
  regionCodeFromId,
  regionIdFromCode,
  regionIsConsistent,
} from "./region";

describe("region ids from Kemendagri codes", () => {
  it("turns a code into the integer of its digits and back", () => {
    expect(regionIdFromCode("32")).toBe(32);
    expect(regionIdFromCode("32.73")).toBe(3273);
    expect(regionIdFromCode("32.73.01")).toBe(327301);
    expect(regionCodeFromId(327301)).toBe("32.73.01");
    expect(() => regionIdFromCode("32.7")).toThrow();
    expect(() => regionIdFromCode("32.73.01.1001")).toThrow();
  });

  it("round-trips every province, regency and district code", () => {
    const pair = fc.integer({ min: 10, max: 99 }).map(String);
    const code = fc.array(pair, { minLength: 1, maxLength: 3 }).map((parts) => parts.join("."));
    fc.assert(fc.property(code, (c) => regionCodeFromId(regionIdFromCode(c)) === c));
  });

  it("a region nests when the district's code starts with the regency's and that with the province's", () => {
    expect(regionIsConsistent({ province_id: 32, regency_id: 3273, district_id: 327301 })).toBe(true);
    expect(regionIsConsistent({ province_id: 32, regency_id: 3201, district_id: 327301 })).toBe(false);
    expect(regionIsConsistent({ province_id: 31, regency_id: 3273, district_id: 327301 })).toBe(false);
  });
});

describe("regionChangeOf (the rule of both saving calls)", () => {
  it("tells absent, cleared, set, half and mismatched regions apart", () => {
    expect(regionChangeOf({})).toEqual({ kind: "absent" });
    expect(regionChangeOf({ province_id: null, regency_id: null, district_id: null })).toEqual({ kind: "clear" });
    expect(regionChangeOf({ province_id: 32, regency_id: 3273, district_id: 327301 })).toEqual({
      kind: "set",
      region: { province_id: 32, regency_id: 3273, district_id: 327301 },
    });
    expect(regionChangeOf({ province_id: 32 })).toEqual({
      kind: "refused",
      field: "regency_id",
      message: REGION_MESSAGES.regionIncomplete,
    });
    expect(regionChangeOf({ province_id: 32, regency_id: 3201, district_id: 327301 })).toMatchObject({
      kind: "refused",
      field: "district_id",
      message: REGION_MESSAGES.regionMismatch,
    });
  });
});

describe("the saving bodies", () => {
  it("complete-region needs three nesting ids", () => {
    expect(completeRegionBody.safeParse({ province_id: 32, regency_id: 3273, district_id: 327301 }).success).toBe(true);
    const mismatch = completeRegionBody.safeParse({ province_id: 32, regency_id: 3201, district_id: 327301 });
    expect(mismatch.error?.issues[0]?.message).toBe(REGION_MESSAGES.regionMismatch);
    const unknown = completeRegionBody.safeParse({ province_id: 32, regency_id: 3273, district_id: 12 });
    expect(unknown.error?.issues[0]?.message).toBe(REGION_MESSAGES.districtUnknown);
  });

  it("manage-profile takes the region, option ids and interests, de-duplicated", () => {
    const parsed = manageProfileBody.parse({
      province_id: 32,
      regency_id: 3273,
      district_id: 327301,
      learning_objective_ids: [2, 1, 2],
      preference_content_ids: [],
      bidang_studi_interests: [" Matematika ", "Matematika"],
    });
    expect(parsed.learning_objective_ids).toEqual([2, 1]);
    expect(parsed.bidang_studi_interests).toEqual(["Matematika"]);
    const half = manageProfileBody.safeParse({ province_id: 32, regency_id: 3273 });
    expect(half.error?.issues.map((i) => i.message)).toEqual([REGION_MESSAGES.regionIncomplete]);
    const tooMany = manageProfileBody.safeParse({
      learning_objective_ids: Array.from({ length: 21 }, (_, i) => i + 1),
    });
    expect(tooMany.success).toBe(false);
  });
});
