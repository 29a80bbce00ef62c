import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  daysBetween,
  defaultTodoPeriod,
  isRequiredActivity,
  isValidTodoPeriod,
  resetTodoFilters,
  TODO_MAX_PERIOD_DAYS,
  wibDay,
  wibDayBounds,
} from "./todo";

describe("WIB days", () => {
  it("a day starts at 17.00 UTC the day before", () => {
    expect(wibDay(new Date("2026-11-22T16:59:59Z"))).toBe("2026-11-22");
    expect(wibDay(new Date("2026-11-22T17:00:00Z"))).toBe("2026-11-23");
    expect(wibDayBounds("2026-11-23").start.toISOString()).toBe("2026-11-22T17:00:00.000Z");
    expect(wibDayBounds("2026-11-23").end.toISOString()).toBe("2026-11-23T17:00:00.000Z");
  });
  it("every instant lies inside the bounds of its own WIB day", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }), (d) => {
        const { start, end } = wibDayBounds(wibDay(d));
        expect(start.getTime()).toBeLessThanOrEqual(d.getTime());
        expect(d.getTime()).toBeLessThan(end.getTime());
      }),
    );
  });
});

describe("the to-do period", () => {
  it("runs from today to 90 days ahead", () => {
    const now = new Date("2026-11-22T03:00:00Z");
    expect(defaultTodoPeriod(now)).toEqual({ start: "2026-11-22", end: "2027-02-20" });
    expect(daysBetween("2026-11-22", "2027-02-20")).toBe(90);
  });
  it("accepts the default period, one day, and up to TODO_MAX_PERIOD_DAYS; refuses an end before the start, a longer span and days that do not exist", () => {
    expect(isValidTodoPeriod(defaultTodoPeriod(new Date("2026-11-22T03:00:00Z")))).toBe(true);
    expect(isValidTodoPeriod({ start: "2026-11-22", end: "2026-11-22" })).toBe(true);
    expect(isValidTodoPeriod({ start: "2026-11-22", end: "2026-11-21" })).toBe(false);
    expect(TODO_MAX_PERIOD_DAYS).toBe(366);
    expect(isValidTodoPeriod({ start: "2026-01-01", end: "2027-01-02" })).toBe(true);
    expect(isValidTodoPeriod({ start: "2026-01-01", end: "2027-01-03" })).toBe(false);
    expect(isValidTodoPeriod({ start: "2026-02-31", end: "2026-03-05" })).toBe(false);
    expect(isValidTodoPeriod({ start: "2026-11-22", end: "2026-13-01" })).toBe(false);
  });
  it("reset clears everything back to the defaults, page 1", () => {
    expect(resetTodoFilters(new Date("2026-11-22T20:00:00Z"))).toEqual({
      types: [],
      schedule: "all",
      required: false,
      period: { start: "2026-11-23", end: "2027-02-21" },
      search: "",
      page: 1,
    });
  });
});

describe("isRequiredActivity", () => {
  it("is a weighted activity that is not an add-on", () => {
    expect(isRequiredActivity(20, false)).toBe(true);
    expect(isRequiredActivity(20, true)).toBe(false);
    expect(isRequiredActivity(0, false)).toBe(false);
  });
});
