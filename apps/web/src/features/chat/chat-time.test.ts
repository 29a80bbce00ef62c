import { describe, expect, it } from "vitest";
import { chatTime } from "./chat-time";

describe("chatTime", () => {
  const now = new Date("2026-11-22T10:00:00.000Z"); // 17.00 WIB

  it("shows only the time, in WIB, for a message of today in Jakarta", () => {
    expect(chatTime("2026-11-22T07:05:00.000Z", now)).toBe("14.05 WIB");
    // 00.30 WIB of the same day is still 21 November in UTC
    expect(chatTime("2026-11-21T17:30:00.000Z", now)).toBe("00.30 WIB");
  });

  it("adds the date for an older message", () => {
    expect(chatTime("2026-11-21T16:59:00.000Z", now)).toBe("21 November 2026, 23.59 WIB");
  });

  it("is empty for an unreadable time", () => {
    expect(chatTime("kemarin", now)).toBe("");
  });
});
