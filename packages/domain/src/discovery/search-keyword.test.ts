import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSameSearch, normalizeKeyword } from "./search-keyword";

describe("search keyword normal form", () => {
  it("ignores case, accents and extra spaces", () => {
    expect(normalizeKeyword("  Kafé   ÉXCEL ")).toBe("kafe excel");
    expect(isSameSearch("Data  Analis", "data analis")).toBe(true);
    expect(isSameSearch("data", "data analis")).toBe(false);
  });

  it("is idempotent and never longer than the search limit", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const once = normalizeKeyword(text);
        expect(normalizeKeyword(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(100);
      }),
    );
  });
});
