import { describe, expect, it } from "vitest";
import { formatDateWib, formatSchedule, hasSchedule } from "./program-schedule";

describe("programme schedule in WIB", () => {
  it("writes one day as 'Sabtu, 12 Desember 2026, 09.00–11.00 WIB', whatever the browser's zone", () => {
    expect(formatSchedule("2026-12-12T02:00:00Z", "2026-12-12T04:00:00Z")).toBe(
      "Sabtu, 12 Desember 2026, 09.00–11.00 WIB",
    );
    // 23.30 UTC is already the next morning in Jakarta
    expect(formatSchedule("2026-12-11T23:30:00Z", "2026-12-12T01:00:00Z")).toBe(
      "Sabtu, 12 Desember 2026, 06.30–08.00 WIB",
    );
  });

  it("names both days of a session over several days, and only the start without an end", () => {
    expect(formatSchedule("2026-12-12T02:00:00Z", "2026-12-13T09:30:00Z")).toBe(
      "Sabtu, 12 Desember 2026, 09.00 WIB – Minggu, 13 Desember 2026, 16.30 WIB",
    );
    expect(formatSchedule("2026-12-12T02:00:00Z", null)).toBe("Sabtu, 12 Desember 2026, 09.00 WIB");
    expect(formatSchedule("2026-12-12T02:00:00Z", "2026-12-12T01:00:00Z")).toBe("Sabtu, 12 Desember 2026, 09.00 WIB");
  });

  it("has nothing to say for a missing or unreadable start", () => {
    expect(formatSchedule(null, "2026-12-12T04:00:00Z")).toBeNull();
    expect(formatSchedule("bukan tanggal", null)).toBeNull();
    expect(formatDateWib("2026-12-31T18:00:00Z")).toBe("1 Januari 2027");
  });

  it("belongs to webinar and offline programmes only", () => {
    expect([0, 1, 2, 3].map(hasSchedule)).toEqual([false, true, true, false]);
  });
});
