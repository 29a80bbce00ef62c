import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatActivityDuration, formatTopicDuration } from "./durations";

describe("formatTopicDuration (spec 001 section 2)", () => {
  it("shows minutes as HH:mm:ss, past 24 hours too", () => {
    expect(formatTopicDuration(90)).toBe("01:30:00");
    expect(formatTopicDuration(0)).toBe("00:00:00");
    expect(formatTopicDuration(1500)).toBe("25:00:00");
    expect(formatTopicDuration(1.5)).toBe("00:01:30");
    expect(formatTopicDuration(6000 * 60)).toBe("6000:00:00");
  });
  it("shows nothing negative or unknown as time", () => {
    expect(formatTopicDuration(-5)).toBe("00:00:00");
    expect(formatTopicDuration(Number.NaN)).toBe("00:00:00");
  });
  it("reads back as the same number of seconds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (minutes) => {
        const text = formatTopicDuration(minutes);
        expect(text).toMatch(/^\d{2,}:[0-5]\d:[0-5]\d$/);
        const [h, m, s] = text.split(":").map(Number);
        expect((h ?? Number.NaN) * 3600 + (m ?? Number.NaN) * 60 + (s ?? Number.NaN)).toBe(minutes * 60);
      }),
    );
  });
});

describe("formatActivityDuration", () => {
  it("shows whole minutes with Menit", () => {
    expect(formatActivityDuration(15)).toBe("15 Menit");
    expect(formatActivityDuration(0)).toBe("0 Menit");
    expect(formatActivityDuration(2.6)).toBe("3 Menit");
    expect(formatActivityDuration(-1)).toBe("0 Menit");
  });

  it("shows a measured length in seconds instead of the stated minutes: under a minute as '< 1 Menit'", () => {
    expect(formatActivityDuration(6, 6.007)).toBe("< 1 Menit");
    expect(formatActivityDuration(1, 59.4)).toBe("< 1 Menit");
    expect(formatActivityDuration(1, 150)).toBe("3 Menit");
    expect(formatActivityDuration(6, null)).toBe("6 Menit");
    expect(formatActivityDuration(6, 0)).toBe("6 Menit");
  });
});
