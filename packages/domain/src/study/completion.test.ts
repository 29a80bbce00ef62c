import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMPLETION_MESSAGES,
  completionTimerRemaining,
  isVideoActivity,
  usesCompletionTimer,
  VIDEO_WATCH_SHARE,
  videoWatchedLongEnough,
} from "./completion";
import { STUDY_MESSAGES } from "./contracts";

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

describe("videoWatchedLongEnough (issue 17: progress is not taken from the browser on its word)", () => {
  const start = new Date("2026-03-10T05:00:00Z");
  const at = (ms: number) => new Date(start.getTime() + ms);

  it("has the Indonesian refusal and the 90 % share", () => {
    expect(STUDY_MESSAGES.videoNotWatched).toBe("Selesaikan menonton video terlebih dahulu");
    expect(VIDEO_WATCH_SHARE).toBe(0.9);
  });

  it("believes the end once 90 % of the length has passed since the start, not a moment before", () => {
    expect(videoWatchedLongEnough(start, at(0), 6.007)).toBe(false);
    expect(videoWatchedLongEnough(start, at(5406), 6.007)).toBe(false);
    expect(videoWatchedLongEnough(start, at(5407), 6.007)).toBe(true);
    expect(videoWatchedLongEnough(start, at(53_999), 60)).toBe(false);
    expect(videoWatchedLongEnough(start, at(54_000), 60)).toBe(true);
    expect(videoWatchedLongEnough(start, at(7 * 24 * 3600 * 1000), 3600)).toBe(true);
  });

  it("never believes a start in the future or a start that is not a time", () => {
    expect(videoWatchedLongEnough(start, at(-1000), 1)).toBe(false);
    expect(videoWatchedLongEnough(new Date("kemarin"), at(60_000), 10)).toBe(false);
  });

  it("cannot check a video whose length is not known, and leaves the report as the evidence", () => {
    for (const unknown of [null, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(videoWatchedLongEnough(start, at(0), unknown)).toBe(true);
    }
  });

  it("is decided by the elapsed time alone: false before 0.9 × length, true from it on, and stays true", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 36_000, noNaN: true }),
        fc.integer({ min: -1_000_000, max: 40_000_000 }),
        fc.integer({ min: 0, max: 40_000_000 }),
        (seconds, elapsedMs, laterMs) => {
          const now = videoWatchedLongEnough(start, at(elapsedMs), seconds);
          expect(now).toBe(elapsedMs >= VIDEO_WATCH_SHARE * seconds * 1000);
          if (now) expect(videoWatchedLongEnough(start, at(elapsedMs + laterMs), seconds)).toBe(true);
          // a script that reports the end at once is refused for any known length
          expect(videoWatchedLongEnough(start, start, seconds)).toBe(false);
        },
      ),
    );
  });
});
