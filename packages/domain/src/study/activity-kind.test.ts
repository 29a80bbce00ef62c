import { describe, expect, it } from "vitest";
import { activityKindIcon, activityKindLabel } from "./activity-kind";

describe("activityKindLabel and activityKindIcon", () => {
  it("call a live_streaming activity that plays a recorded file a video, not a live session", () => {
    expect(activityKindLabel("live_streaming", "/media/demo/belajar-singkat.webm")).toBe("Video");
    expect(activityKindIcon("live_streaming", "/media/demo/belajar-singkat.webm?x=1")).toBe("video");
  });

  it("keep a live session (a meeting link or no url) and every other type as it is", () => {
    expect(activityKindLabel("live_streaming", "https://zoom.us/j/123")).toBe("Sesi Langsung");
    expect(activityKindLabel("live_streaming", null)).toBe("Sesi Langsung");
    // a session with a meeting stays a live session, even with its recording to watch
    expect(activityKindLabel("live_streaming", "/media/demo/belajar-singkat.webm", "81234567890")).toBe(
      "Sesi Langsung",
    );
    expect(activityKindIcon("live_streaming", null)).toBe("live_streaming");
    expect(activityKindLabel("freetext", null)).toBe("Bacaan");
    expect(activityKindLabel("unknown-type", null)).toBe("unknown-type");
  });
});
