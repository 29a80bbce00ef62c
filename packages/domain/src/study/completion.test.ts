import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMPLETION_MESSAGES,
  completionTimerRemaining,
  isVideoActivity,
  UNMEASURED_VIDEO_FLOOR_SECONDS,
  usesCompletionTimer,
  VIDEO_WATCH_SHARE,
  videoWatchedLongEnough,
  videoWatchSeconds,
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
  const measured = (seconds: number | null) => ({ measuredSeconds: seconds, statedMinutes: null });
  const stated = (minutes: number | null) => ({ measuredSeconds: null, statedMinutes: minutes });

  it("has the Indonesian refusal, the 90 % share and the 30 s floor", () => {
    expect(STUDY_MESSAGES.videoNotWatched).toBe("Selesaikan menonton video terlebih dahulu");
    expect(VIDEO_WATCH_SHARE).toBe(0.9);
    expect(UNMEASURED_VIDEO_FLOOR_SECONDS).toBe(30);
  });

  it("believes the end once 90 % of the measured length has passed since the start, not a moment before", () => {
    expect(videoWatchedLongEnough(start, at(0), measured(6.007))).toBe(false);
    expect(videoWatchedLongEnough(start, at(5406), measured(6.007))).toBe(false);
    expect(videoWatchedLongEnough(start, at(5407), measured(6.007))).toBe(true);
    expect(videoWatchedLongEnough(start, at(53_999), measured(60))).toBe(false);
    expect(videoWatchedLongEnough(start, at(54_000), measured(60))).toBe(true);
    expect(videoWatchedLongEnough(start, at(7 * 24 * 3600 * 1000), measured(3600))).toBe(true);
  });

  it("prefers the measured length to the stated duration", () => {
    // the demo recording is 6 s long while its catalogue entry says 6 minutes
    expect(videoWatchSeconds({ measuredSeconds: 6.007, statedMinutes: 6 })).toBeCloseTo(5.4063, 6);
    expect(videoWatchSeconds({ measuredSeconds: 600, statedMinutes: 1 })).toBe(540);
  });

  it("takes a stated duration as the shortest video that rounds to it: 90 % of (minutes − ½) × 60 s", () => {
    expect(videoWatchSeconds(stated(10))).toBe(513);
    expect(videoWatchSeconds(stated(1))).toBe(27);
    expect(videoWatchedLongEnough(start, at(512_999), stated(10))).toBe(false);
    expect(videoWatchedLongEnough(start, at(513_000), stated(10))).toBe(true);
    // a 9:30 video stated as 10 minutes, watched through once, is believed
    expect(videoWatchedLongEnough(start, at(570_000), stated(10))).toBe(true);
  });

  it("asks for the floor when neither a measured nor a stated length is there", () => {
    for (const unknown of [null, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const length = { measuredSeconds: unknown, statedMinutes: unknown };
      expect(videoWatchSeconds(length)).toBe(UNMEASURED_VIDEO_FLOOR_SECONDS);
      expect(videoWatchedLongEnough(start, at(0), length)).toBe(false);
      expect(videoWatchedLongEnough(start, at(29_999), length)).toBe(false);
      expect(videoWatchedLongEnough(start, at(30_000), length)).toBe(true);
    }
    // knowing nothing never lets an end through sooner than the shortest length a catalogue can state
    expect(UNMEASURED_VIDEO_FLOOR_SECONDS).toBeGreaterThanOrEqual(videoWatchSeconds(stated(1)));
  });

  it("never believes a start in the future or a start that is not a time", () => {
    expect(videoWatchedLongEnough(start, at(-1000), measured(1))).toBe(false);
    expect(videoWatchedLongEnough(start, at(-1000), stated(null))).toBe(false);
    expect(videoWatchedLongEnough(new Date("kemarin"), at(60_000), measured(10))).toBe(false);
  });

  it("is decided by the elapsed time alone: false before the required seconds, true from them on, and stays true", () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: 0.1, max: 36_000, noNaN: true })),
        fc.option(fc.integer({ min: 1, max: 600 })),
        fc.integer({ min: -1_000_000, max: 40_000_000 }),
        fc.integer({ min: 0, max: 40_000_000 }),
        (seconds, minutes, elapsedMs, laterMs) => {
          const length = { measuredSeconds: seconds, statedMinutes: minutes };
          const required = videoWatchSeconds(length);
          if (seconds !== null) expect(required).toBe(VIDEO_WATCH_SHARE * seconds);
          else if (minutes !== null) expect(required).toBe(VIDEO_WATCH_SHARE * (minutes * 60 - 30));
          else expect(required).toBe(UNMEASURED_VIDEO_FLOOR_SECONDS);
          const now = videoWatchedLongEnough(start, at(elapsedMs), length);
          expect(now).toBe(elapsedMs >= required * 1000);
          if (now) expect(videoWatchedLongEnough(start, at(elapsedMs + laterMs), length)).toBe(true);
          // a script that reports the end at once is refused whatever is known of the length
          expect(videoWatchedLongEnough(start, start, length)).toBe(false);
        },
      ),
    );
  });
});
