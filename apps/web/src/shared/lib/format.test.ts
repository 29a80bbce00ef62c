import { describe, expect, it } from "vitest";
import { formatCount, formatMinutes, formatRating, formatWibDate, formatWibDateTime, lazyFormat } from "./format";

describe("formatWibDateTime", () => {
  it("writes a time in Asia/Jakarta with WIB, the weekday on request", () => {
    expect(formatWibDateTime("2026-11-22T07:05:00.000Z")).toBe("22 November 2026, 14.05 WIB");
    expect(formatWibDateTime("2026-11-22T07:05:00.000Z", { weekday: true })).toBe(
      "Minggu, 22 November 2026, 14.05 WIB",
    );
  });

  it("crosses midnight in WIB, not in UTC", () => {
    expect(formatWibDateTime("2026-11-22T17:05:00.000Z")).toBe("23 November 2026, 00.05 WIB");
    expect(formatWibDateTime("2026-11-22T17:05:00.000Z", { weekday: true })).toBe("Senin, 23 November 2026, 00.05 WIB");
  });

  it("is empty for an unreadable time", () => {
    expect(formatWibDateTime("bukan waktu")).toBe("");
    expect(formatWibDateTime("bukan waktu", { weekday: true })).toBe("");
  });
});

describe("formatCount and formatRating", () => {
  const count = new Intl.NumberFormat("id-ID");
  const rating = new Intl.NumberFormat("id-ID", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  it("write a number as the Indonesian Intl format does, without making one", () => {
    expect(formatCount(1234567)).toBe("1.234.567");
    expect(formatRating(4.75)).toBe("4,8");
    expect(formatRating(1234.5)).toBe("1.234,5");
    expect(formatMinutes(90)).toBe("90 Menit");
    const samples = [0, 1, 9, 10, 999, 1000, 1001, 99_999, 100_000, 123_456_789, 2 ** 40, Number.MAX_SAFE_INTEGER];
    for (const value of samples) expect(formatCount(value)).toBe(count.format(value));
    for (let thousandths = 0; thousandths <= 60_000; thousandths += 1) {
      expect(formatRating(thousandths / 1000)).toBe(rating.format(thousandths / 1000));
    }
    for (const value of [0.35, 4.05, 4.45, 4.65, 9.95, 99.95, 1 / 3, 2 / 3, 4.999, 1e-7, 12_345_678.95, 1e14]) {
      expect(formatRating(value)).toBe(rating.format(value));
    }
  });

  it("leave what is not a plain non-negative number to Intl", () => {
    for (const value of [-1234, -0, -4.65, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(formatCount(value)).toBe(count.format(value));
      expect(formatRating(value)).toBe(rating.format(value));
    }
  });
});

describe("lazyFormat", () => {
  it("makes the format once, on first use", () => {
    let made = 0;
    const format = lazyFormat(() => {
      made += 1;
      return new Intl.NumberFormat("id-ID");
    });
    expect(made).toBe(0);
    expect(format()).toBe(format());
    expect(made).toBe(1);
  });
});

describe("formatWibDate", () => {
  const intl = new Intl.DateTimeFormat("id-ID", {
    timeZone: "Asia/Jakarta",
    day: "numeric",
    month: "long",
    year: "numeric",
  });

  it("writes the day in WIB as the Intl format does", () => {
    expect(formatWibDate("2026-11-22T17:05:00.000Z")).toBe("23 November 2026");
    expect(formatWibDate("bukan waktu")).toBe("");
    for (let day = 0; day < 800; day += 1) {
      for (const hour of [0, 16, 17, 23]) {
        const date = new Date(Date.UTC(2025, 0, 1 + day, hour, 59));
        expect(formatWibDate(date.toISOString())).toBe(intl.format(date));
      }
    }
    const older = new Date(Date.UTC(1950, 5, 30, 16, 45));
    expect(formatWibDate(older.toISOString())).toBe(intl.format(older));
  });
});
