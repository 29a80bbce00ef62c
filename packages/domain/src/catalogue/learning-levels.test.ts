import { describe, expect, it } from "vitest";
import { LEARNING_LEVELS, resolveLearningLevel, YEAR_LEVEL_SLUGS } from "./learning-levels";

describe("learning-level menu", () => {
  it("has PAUD by age and TK A/B, SD 1-6, SMP 7-9, SMA/SMK 10-12 and the other levels", () => {
    const years = (slug: string) => LEARNING_LEVELS.find((l) => l.slug === slug)?.years.map((y) => y.label);
    expect(years("paud")).toEqual(["Usia 2-3 Tahun", "Usia 4-6 Tahun", "TK A", "TK B"]);
    expect(years("sd")).toEqual(["Kelas 1", "Kelas 2", "Kelas 3", "Kelas 4", "Kelas 5", "Kelas 6"]);
    expect(years("smp")).toEqual(["Kelas 7", "Kelas 8", "Kelas 9"]);
    expect(years("sma-smk")).toEqual(["Kelas 10", "Kelas 11", "Kelas 12"]);
    expect(LEARNING_LEVELS.map((l) => l.label)).toEqual([
      "PAUD",
      "SD",
      "SMP",
      "SMA/SMK",
      "Mahasiswa",
      "Orangtua",
      "Guru",
      "Profesional",
      "Jenis Lembaga",
    ]);
  });

  it("resolves a level, a level with a year and an institution type", () => {
    expect(resolveLearningLevel("sd")?.filters).toEqual({ level: "SD" });
    expect(resolveLearningLevel("sd", "kelas-3")).toMatchObject({
      filters: { level: "SD", year: "kelas-3" },
      title: "SD Kelas 3",
    });
    expect(resolveLearningLevel("lembaga", "perguruan-tinggi")?.filters).toEqual({ institution_type: 6 });
    expect(resolveLearningLevel("lembaga")?.filters).toEqual({});
  });

  it("refuses unknown levels and years that belong to another level", () => {
    expect(resolveLearningLevel("kuliah")).toBeNull();
    expect(resolveLearningLevel("sd", "kelas-7")).toBeNull();
    expect(resolveLearningLevel("guru", "kelas-1")).toBeNull();
  });

  it("keeps year slugs unique", () => {
    expect(new Set(YEAR_LEVEL_SLUGS).size).toBe(YEAR_LEVEL_SLUGS.length);
  });
});
