import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRupiah } from "./currency";

describe("formatRupiah", () => {
  it("prefixes Rp and separates thousands with dots", () => {
    expect(formatRupiah(0)).toBe("Rp0");
    expect(formatRupiah(999)).toBe("Rp999");
    expect(formatRupiah(1000)).toBe("Rp1.000");
    expect(formatRupiah(150000)).toBe("Rp150.000");
    expect(formatRupiah(1234567890)).toBe("Rp1.234.567.890");
    expect(formatRupiah(-25000)).toBe("-Rp25.000");
  });

  it("accepts numeric strings the way the server may send them", () => {
    expect(formatRupiah("75000")).toBe("Rp75.000");
  });

  it("shows NaN for anything that is not a number", () => {
    for (const v of [Number.NaN, "abc", "", undefined, null, {}, Number.POSITIVE_INFINITY]) {
      expect(formatRupiah(v)).toBe("NaN");
    }
  });

  it("round-trips: removing the prefix and dots gives the integer back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const shown = formatRupiah(n);
        expect(shown.startsWith("Rp")).toBe(true);
        expect(Number(shown.slice(2).replaceAll(".", ""))).toBe(n);
        // groups after the first are exactly three digits
        expect(
          shown
            .slice(2)
            .split(".")
            .slice(1)
            .every((g) => g.length === 3),
        ).toBe(true);
      }),
    );
  });
});
