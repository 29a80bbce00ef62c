import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasOneSessionADay, mayOpenSession } from "./self-paced";

describe("one session a day (self-paced job-training programmes)", () => {
  it("applies to self-paced Prakerja programmes only", () => {
    expect(hasOneSessionADay({ categoryName: "PRAKERJA", programType: 3 })).toBe(true);
    expect(hasOneSessionADay({ categoryName: "PRAKERJA", programType: 0 })).toBe(false);
    expect(hasOneSessionADay({ categoryName: "PRAKERJA", programType: 2 })).toBe(false);
    expect(hasOneSessionADay({ categoryName: "KELASMU", programType: 3 })).toBe(false);
  });

  it("never refuses an open session, and opens a new one only on a day without another", () => {
    expect(mayOpenSession({ sessionOpened: false, otherSessionOpenedToday: false })).toBe(true);
    expect(mayOpenSession({ sessionOpened: false, otherSessionOpenedToday: true })).toBe(false);
    fc.assert(
      fc.property(fc.boolean(), (otherToday) =>
        mayOpenSession({ sessionOpened: true, otherSessionOpenedToday: otherToday }),
      ),
    );
  });
});
