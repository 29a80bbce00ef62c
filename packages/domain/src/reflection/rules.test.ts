import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hourSpan,
  hoursOf,
  isReflectionYear,
  longestStreak,
  mostActive,
  reflectionYears,
  wibYear,
  wibYearBounds,
} from "./rules";

const DAY_MS = 86_400_000;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const numberOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

describe("wibYear and wibYearBounds", () => {
  it("turns the year at midnight WIB, 17.00 UTC the day before", () => {
    expect(wibYear(new Date("2025-12-31T16:59:59.999Z"))).toBe(2025);
    expect(wibYear(new Date("2025-12-31T17:00:00.000Z"))).toBe(2026);
    expect(wibYearBounds(2026)).toEqual({
      start: new Date("2025-12-31T17:00:00.000Z"),
      end: new Date("2026-12-31T17:00:00.000Z"),
    });
  });
  it("puts every instant inside the bounds of its own WIB year", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }), (at) => {
        const { start, end } = wibYearBounds(wibYear(at));
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThan(end.getTime());
      }),
    );
  });
});

describe("reflection years", () => {
  it("runs from 2020 to the current WIB year", () => {
    const now = new Date("2026-11-27T05:00:00Z");
    expect(reflectionYears(now)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(isReflectionYear(2021, now)).toBe(true);
    expect(isReflectionYear(2019, now)).toBe(false);
    expect(isReflectionYear(2027, now)).toBe(false);
    expect(isReflectionYear(2027, new Date("2026-12-31T17:00:00Z"))).toBe(true);
  });
});

describe("longestStreak", () => {
  it("counts consecutive days, across months and a leap day", () => {
    expect(longestStreak([])).toEqual({ days: 0, start: null, end: null });
    expect(longestStreak(["2026-03-05"])).toEqual({ days: 1, start: "2026-03-05", end: "2026-03-05" });
    expect(longestStreak(["2024-02-28", "2024-02-29", "2024-03-01", "2024-03-03"])).toEqual({
      days: 3,
      start: "2024-02-28",
      end: "2024-03-01",
    });
  });
  it("ignores repeats and order, and tells the earliest of equal runs", () => {
    expect(longestStreak(["2026-05-02", "2026-01-02", "2026-05-01", "2026-01-01", "2026-01-02"])).toEqual({
      days: 2,
      start: "2026-01-01",
      end: "2026-01-02",
    });
  });
  it("is a run of the given days, as long as any other run, and never longer than the distinct days", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 20_000, max: 20_400 }), { maxLength: 60 }), (numbers) => {
        const days = numbers.map(dayOf);
        const streak = longestStreak(days);
        const distinct = new Set(numbers);
        expect(streak.days).toBeLessThanOrEqual(distinct.size);
        if (distinct.size === 0) {
          expect(streak.days).toBe(0);
          return;
        }
        const start = numberOf(streak.start ?? "");
        const end = numberOf(streak.end ?? "");
        expect(end - start + 1).toBe(streak.days);
        for (let n = start; n <= end; n++) expect(distinct.has(n)).toBe(true);
        // no day of the set starts a longer run
        for (const n of distinct) {
          let length = 0;
          while (distinct.has(n + length)) length++;
          expect(length).toBeLessThanOrEqual(streak.days);
        }
      }),
    );
  });
});

describe("mostActive", () => {
  it("picks the largest count, ties to the smallest key, nothing counted to null", () => {
    expect(mostActive([])).toBeNull();
    expect(mostActive([{ key: 3, count: 0 }])).toBeNull();
    expect(
      mostActive([
        { key: 11, count: 4 },
        { key: 2, count: 4 },
        { key: 5, count: 1 },
      ]),
    ).toBe(2);
  });
  it("does not depend on the order of the rows", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ key: fc.integer({ min: 0, max: 23 }), count: fc.nat(50) }), {
          selector: (c) => c.key,
        }),
        (counts) => {
          const answer = mostActive(counts);
          expect(mostActive([...counts].reverse())).toBe(answer);
          const max = Math.max(0, ...counts.map((c) => c.count));
          if (max === 0) {
            expect(answer).toBeNull();
            return;
          }
          expect(counts.find((c) => c.key === answer)?.count).toBe(max);
        },
      ),
    );
  });
});

describe("hours and hour spans", () => {
  it("rounds minutes to hours with one decimal and names the hour in WIB", () => {
    expect(hoursOf(0)).toBe(0);
    expect(hoursOf(95)).toBe(1.6);
    expect(hoursOf(-5)).toBe(0);
    expect(hourSpan(19)).toBe("19.00–20.00 WIB");
    expect(hourSpan(23)).toBe("23.00–00.00 WIB");
    expect(hourSpan(7)).toBe("07.00–08.00 WIB");
  });
});
