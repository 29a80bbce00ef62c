import { describe, expect, it } from "vitest";
import { formatWibDateTime } from "./format";

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
