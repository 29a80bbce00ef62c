import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentageProgress, progressState } from "./progress";

const counts = fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }));

describe("percentageProgress", () => {
  it("is a whole percent between 0 and 100", () => {
    fc.assert(
      fc.property(counts, ([completed, total]) => {
        const p = percentageProgress(completed, total);
        expect(Number.isInteger(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
    );
  });
  it("is 100 exactly when every activity is done, and 0 before the first", () => {
    fc.assert(
      fc.property(counts, ([completed, total]) => {
        const p = percentageProgress(completed, total);
        expect(p === 100).toBe(total > 0 && completed >= total);
        expect(p === 0).toBe(total === 0 || completed === 0 || (completed * 100) / total < 1);
      }),
    );
  });
  it("never goes down when one more activity is completed", () => {
    fc.assert(
      fc.property(counts, ([completed, total]) => {
        expect(percentageProgress(completed + 1, total)).toBeGreaterThanOrEqual(percentageProgress(completed, total));
      }),
    );
  });
  it("rounds down: 2 of 3 is 66, 1 of 200 is 0", () => {
    expect(percentageProgress(2, 3)).toBe(66);
    expect(percentageProgress(1, 200)).toBe(0);
    expect(percentageProgress(5, 4)).toBe(100);
  });
});

describe("progressState", () => {
  it("agrees with the percentage at both ends", () => {
    fc.assert(
      fc.property(counts, ([completed, total]) => {
        const state = progressState(completed, total);
        if (state === "finished") expect(percentageProgress(completed, total)).toBe(100);
        if (percentageProgress(completed, total) === 100) expect(state).toBe("finished");
        expect(state === "not_started").toBe(completed === 0 || total === 0);
      }),
    );
  });
});
