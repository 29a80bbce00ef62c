import { describe, expect, it } from "vitest";
import { categoryLabel } from "./category-label";
import { programCategories } from "./constants";

describe("categoryLabel", () => {
  it("names the four categories the way the search selector shows them", () => {
    expect(programCategories("karir").map(categoryLabel)).toEqual(["Kelasmu", "Ujianmu", "Karirmu", "Prakerja"]);
  });

  it("follows the configured product slug", () => {
    expect(categoryLabel(programCategories("kerja")[2] ?? "")).toBe("Kerjamu");
  });

  it("accepts codes in any case", () => {
    expect(categoryLabel("prakerja")).toBe("Prakerja");
    expect(categoryLabel(" UJIANMU ")).toBe("Ujianmu");
  });
});
