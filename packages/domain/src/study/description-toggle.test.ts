import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DESCRIPTION_TOGGLE_LABELS,
  DESCRIPTION_TOGGLE_LIMIT,
  needsDescriptionToggle,
  truncateDescription,
} from "./description-toggle";

const words = fc
  .array(fc.constantFrom("belajar", "a", "programmer", "😀", " ", "  ", "\n", "x".repeat(30)), { maxLength: 40 })
  .map((parts) => parts.join(""));

describe("description toggle (spec 001 sections 2 and 9)", () => {
  it("has the spec's limit and labels", () => {
    expect(DESCRIPTION_TOGGLE_LIMIT).toBe(80);
    expect(DESCRIPTION_TOGGLE_LABELS).toEqual({ more: "Selengkapnya", less: "Tutup Penjelasan" });
  });

  it("toggles only above 80 characters", () => {
    expect(needsDescriptionToggle("a".repeat(80))).toBe(false);
    expect(needsDescriptionToggle("a".repeat(81))).toBe(true);
    expect(needsDescriptionToggle("😀".repeat(80))).toBe(false);
    expect(needsDescriptionToggle("")).toBe(false);
  });

  it("leaves short text alone", () => {
    expect(truncateDescription("a".repeat(80))).toBe("a".repeat(80));
  });

  it("cuts at the last word boundary before the limit", () => {
    const text = `${"kata ".repeat(15)}panjangsekali lagi`; // 75 characters, then a word across the limit
    expect(truncateDescription(text)).toBe(`${"kata ".repeat(14)}kata…`);
  });

  it("keeps a word that ends exactly at the limit", () => {
    const text = `${"a".repeat(40)} ${"b".repeat(39)} lanjut`;
    expect(truncateDescription(text)).toBe(`${"a".repeat(40)} ${"b".repeat(39)}…`);
  });

  it("cuts hard when there is no space to cut at", () => {
    expect(truncateDescription("x".repeat(100))).toBe(`${"x".repeat(80)}…`);
    expect(truncateDescription("😀".repeat(81))).toBe(`${"😀".repeat(80)}…`);
  });

  it("is a prefix of the text, at most the limit long, plus '…', exactly when the toggle shows", () => {
    fc.assert(
      fc.property(words, (text) => {
        const short = truncateDescription(text);
        if (!needsDescriptionToggle(text)) {
          expect(short).toBe(text);
          return;
        }
        expect(short.endsWith("…")).toBe(true);
        const kept = short.slice(0, -1);
        expect(text.startsWith(kept)).toBe(true);
        expect(Array.from(kept).length).toBeLessThanOrEqual(DESCRIPTION_TOGGLE_LIMIT);
        expect(kept.length).toBeGreaterThan(0);
      }),
    );
  });
});
