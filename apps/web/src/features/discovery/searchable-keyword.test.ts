import { describe, expect, it } from "vitest";
import { isSearchableKeyword } from "./searchable-keyword";

describe("isSearchableKeyword", () => {
  it.each([".", "..", "...", " . ", "?!", "-", "  ", "", "\u0301"])("'%s' has no letter or digit: not sent", (text) => {
    expect(isSearchableKeyword(text)).toBe(false);
  });

  it.each(["a", "5", "c++", ".net", "3.", "é", "Élève", "日本語", "x."])("'%s' is searched", (text) => {
    expect(isSearchableKeyword(text)).toBe(true);
  });
});
