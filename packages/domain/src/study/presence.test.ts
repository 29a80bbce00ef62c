import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { percentageProgress } from "../learning/progress";
import {
  CERTIFICATE_ATTENDANCE_PERCENT,
  formatProgressOneDecimal,
  meetsAttendance,
  shouldRemindPresence,
  studyProgressPercent,
} from "./presence";

const counts = fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }));

describe("shouldRemindPresence (spec 001 section 4)", () => {
  it("reminds when exactly one presence activity is left", () => {
    expect(shouldRemindPresence(1)).toBe(true);
    expect(shouldRemindPresence(0)).toBe(false);
    expect(shouldRemindPresence(2)).toBe(false);
  });
});

describe("meetsAttendance (spec 001 section 5)", () => {
  it("needs 80 percent attendance: 20 percent absent passes, more does not", () => {
    expect(CERTIFICATE_ATTENDANCE_PERCENT).toBe(80);
    expect(meetsAttendance(80)).toBe(true);
    expect(meetsAttendance(100)).toBe(true);
    expect(meetsAttendance(79.9)).toBe(false);
    expect(meetsAttendance(0)).toBe(false);
    expect(meetsAttendance(Number.NaN)).toBe(false);
  });
});

describe("studyProgressPercent (spec 001 section 9: one decimal)", () => {
  it("rounds down to a tenth and never reaches 100 early", () => {
    expect(studyProgressPercent(2, 3)).toBe(66.6);
    expect(studyProgressPercent(1, 2)).toBe(50);
    expect(studyProgressPercent(91, 200)).toBe(45.5);
    expect(studyProgressPercent(999, 1000)).toBe(99.9);
    expect(studyProgressPercent(9999, 10000)).toBe(99.9);
    expect(studyProgressPercent(5, 5)).toBe(100);
    expect(studyProgressPercent(6, 5)).toBe(100);
    expect(studyProgressPercent(3, 0)).toBe(0);
  });
  it("stays within 0..100 with at most one decimal", () => {
    fc.assert(
      fc.property(counts, ([completed, total]) => {
        const p = studyProgressPercent(completed, total);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        expect(Number.isInteger(Math.round(p * 10)) && Math.abs(p * 10 - Math.round(p * 10)) < 1e-9).toBe(true);
        expect(p === 100).toBe(total > 0 && completed >= total);
      }),
    );
  });
  it("never goes down when one more activity is completed", () => {
    fc.assert(
      fc.property(counts, ([completed, total]) => {
        expect(studyProgressPercent(completed + 1, total)).toBeGreaterThanOrEqual(
          studyProgressPercent(completed, total),
        );
      }),
    );
  });
  it("has the whole percent of My programmes as its whole part", () => {
    fc.assert(
      fc.property(counts, ([completed, total]) => {
        expect(Math.floor(studyProgressPercent(completed, total))).toBe(percentageProgress(completed, total));
      }),
    );
  });
});

describe("formatProgressOneDecimal", () => {
  it("uses one decimal and a decimal comma", () => {
    expect(formatProgressOneDecimal(45.5)).toBe("45,5");
    expect(formatProgressOneDecimal(100)).toBe("100,0");
    expect(formatProgressOneDecimal(0)).toBe("0,0");
    expect(formatProgressOneDecimal(0.7)).toBe("0,7");
    expect(formatProgressOneDecimal(66.6)).toBe("66,6");
    expect(formatProgressOneDecimal(99.96)).toBe("99,9");
    expect(formatProgressOneDecimal(Number.NaN)).toBe("0,0");
  });
  it("writes back what studyProgressPercent computed", () => {
    fc.assert(
      fc.property(counts, ([completed, total]) => {
        const p = studyProgressPercent(completed, total);
        expect(Number(formatProgressOneDecimal(p).replace(",", "."))).toBe(p);
      }),
    );
  });
});
