import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPLETION_MESSAGES, completionTimerRemaining, isVideoActivity, usesCompletionTimer } from "./completion";

describe("completion (spec 001 sections 4 and 9)", () => {
  it("has the watch-video message", () => {
    expect(COMPLETION_MESSAGES.watchVideo).toBe("Silakan simak keseluruhan video untuk menyelesaikan aktivitas.");
  });

  it("applies the completion timer at 0 or more", () => {
    expect(usesCompletionTimer(0)).toBe(true);
    expect(usesCompletionTimer(30)).toBe(true);
    expect(usesCompletionTimer(-1)).toBe(false);
    expect(usesCompletionTimer(null)).toBe(false);
    expect(usesCompletionTimer(Number.NaN)).toBe(false);
  });

  it("recognises a recorded video of a live-streaming activity", () => {
    expect(isVideoActivity("live_streaming", "https://cdn.example/rec/sesi-1.mp4")).toBe(true);
    expect(isVideoActivity("live_streaming", "https://cdn.example/rec/sesi-1.MP4?token=abc")).toBe(true);
    expect(isVideoActivity("live_streaming", "https://cdn.example/a.webm#t=10")).toBe(true);
    expect(isVideoActivity("live_streaming", "/rec/a.ogg")).toBe(true);
    expect(isVideoActivity("live_streaming", "/rec/a.ogv")).toBe(true);
  });

  it("does not take meeting links, other types or a missing url for a video", () => {
    expect(isVideoActivity("live_streaming", "https://zoom.us/j/123")).toBe(false);
    expect(isVideoActivity("live_streaming", "https://example.com/watch?file=a.mp4")).toBe(false);
    expect(isVideoActivity("live_streaming", "https://example.com/a.mp4.html")).toBe(false);
    expect(isVideoActivity("live_streaming", null)).toBe(false);
    expect(isVideoActivity("html", "https://cdn.example/a.mp4")).toBe(false);
  });

  it("counts down the timer in whole seconds", () => {
    const start = "2026-03-10T05:00:00Z";
    expect(completionTimerRemaining(start, 60, new Date("2026-03-10T05:00:00Z"))).toBe(60);
    expect(completionTimerRemaining(start, 60, new Date("2026-03-10T05:00:30.500Z"))).toBe(30);
    expect(completionTimerRemaining(start, 60, new Date("2026-03-10T05:01:00Z"))).toBe(0);
    expect(completionTimerRemaining(start, 60, new Date("2026-03-10T06:00:00Z"))).toBe(0);
    expect(completionTimerRemaining(start, 60, new Date("2026-03-10T04:00:00Z"))).toBe(60);
    expect(completionTimerRemaining("kemarin", 60, new Date("2026-03-10T06:00:00Z"))).toBe(60);
    expect(completionTimerRemaining(start, 0, new Date("2026-03-10T05:00:00Z"))).toBe(0);
  });

  it("stays between 0 and the timer and never rises as time passes", () => {
    const start = Date.parse("2026-03-10T05:00:00Z");
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -10_000_000, max: 200_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (seconds, offsetMs, laterMs) => {
          const iso = new Date(start).toISOString();
          const a = completionTimerRemaining(iso, seconds, new Date(start + offsetMs));
          const b = completionTimerRemaining(iso, seconds, new Date(start + offsetMs + laterMs));
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(seconds);
          expect(b).toBeLessThanOrEqual(a);
        },
      ),
    );
  });
});
