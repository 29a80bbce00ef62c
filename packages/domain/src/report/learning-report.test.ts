import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { learningGain, TRANSCRIPT_ID_PATTERN, transcriptLabel, transcriptTotals, wibYearOf } from "./learning-report";

describe("learningGain", () => {
  it("is posttest minus pretest, with Hake's normalised gain", () => {
    expect(learningGain(25, 75)).toEqual({ points: 50, normalized: 0.67 });
    expect(learningGain(80, 60)).toEqual({ points: -20, normalized: -1 });
    expect(learningGain(100, 100)).toEqual({ points: 0, normalized: null });
  });

  it("is null unless both tests are scored", () => {
    expect(learningGain(null, 70)).toBeNull();
    expect(learningGain(40, null)).toBeNull();
    expect(learningGain(Number.NaN, 70)).toBeNull();
  });

  it("never claims more than the whole possible improvement", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 1000 }), (pre10, post10) => {
        const gain = learningGain(pre10 / 10, post10 / 10);
        expect(gain?.normalized ?? 0).toBeLessThanOrEqual(1);
        expect(gain?.points).toBeCloseTo((post10 - pre10) / 10, 5);
      }),
    );
  });
});

describe("transcripts", () => {
  it("sums hours and averages the scored programmes only", () => {
    expect(
      transcriptTotals([
        { hours: 1.5, final_score: 80 },
        { hours: 4, final_score: null },
        { hours: 2.25, final_score: 65.5 },
      ]),
    ).toEqual({ program_count: 3, hours: 7.8, average_score: 72.8 });
    expect(transcriptTotals([])).toEqual({ program_count: 0, hours: 0, average_score: null });
  });

  it("takes the year in WIB: 00.30 WIB on 1 January is the new year", () => {
    expect(wibYearOf("2025-12-31T17:30:00Z")).toBe(2026);
    expect(wibYearOf("2025-12-31T16:59:59Z")).toBe(2025);
  });

  it("names the periods", () => {
    expect(transcriptLabel("semua")).toBe("Semua");
    expect(transcriptLabel("2026")).toBe("Tahun 2026");
    expect(["semua", "2026"].every((id) => TRANSCRIPT_ID_PATTERN.test(id))).toBe(true);
    expect(["Semua2", "26", "20261", ""].some((id) => TRANSCRIPT_ID_PATTERN.test(id))).toBe(false);
  });
});
