import { describe, expect, it } from "vitest";
import { YEAR_LEVEL_SLUGS } from "../catalogue/learning-levels";
import { institutionTypeLabel, yearLevelSlug } from "./constants";

describe("yearLevelSlug", () => {
  it.each([
    ["TK A", "tk-a"],
    ["TK B", "tk-b"],
    ["Kelas 3", "kelas-3"],
    ["Kelas 12", "kelas-12"],
    ["Mahasiswa", "mahasiswa"],
    ["  Usia 4-6  ", "usia-4-6"],
    ["Kélas 1", "kelas-1"],
  ])("%s → %s", (name, slug) => {
    expect(yearLevelSlug(name)).toBe(slug);
  });

  it("gives every school year of the year-level table a slug of the learning-level menu", () => {
    const names = ["TK A", "TK B", ...Array.from({ length: 12 }, (_, i) => `Kelas ${i + 1}`)];
    for (const name of names) expect(YEAR_LEVEL_SLUGS).toContain(yearLevelSlug(name));
  });
});

describe("institutionTypeLabel", () => {
  it("names known types and falls back to 'Lembaga'", () => {
    expect(institutionTypeLabel(6)).toBe("Perguruan Tinggi");
    expect(institutionTypeLabel(999)).toBe("Lembaga");
  });
});
