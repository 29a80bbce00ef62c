import { describe, expect, it } from "vitest";
import { showsTanyamu, tanyamuHref } from "./tanyamu-rule";

describe("showsTanyamu", () => {
  const room = { room_id: 77, type_room: "group" as const, is_tanyamu_closed: false, is_child: false };
  it("holds for an open group or channel room above 0", () => {
    expect(showsTanyamu(room)).toBe(true);
    expect(showsTanyamu({ ...room, type_room: "channel" })).toBe(true);
  });
  it("fails without a room, for a single room, when closed, or for a child programme", () => {
    expect(showsTanyamu({ ...room, room_id: 0 })).toBe(false);
    expect(showsTanyamu({ ...room, type_room: "single" })).toBe(false);
    expect(showsTanyamu({ ...room, type_room: null })).toBe(false);
    expect(showsTanyamu({ ...room, is_tanyamu_closed: true })).toBe(false);
    expect(showsTanyamu({ ...room, is_child: true })).toBe(false);
  });
});

describe("tanyamuHref", () => {
  it("opens the discussion page at the room (route name tanyamu, parameter initRoom)", () => {
    expect(tanyamuHref(77)).toBe("/tanyamu?initRoom=77");
  });
});
