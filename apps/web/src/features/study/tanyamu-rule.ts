import type { ActivityDashboard } from "@app/domain/study/contracts";

/**
 * The discussion (Tanyamu) button of the top bar (spec 001 section 2): only for a programme room above 0 of type
 * group or channel, while Tanyamu is open, and never for a child programme. Otherwise the top bar offers sharing.
 */
export function showsTanyamu(
  dashboard: Pick<ActivityDashboard, "room_id" | "type_room" | "is_tanyamu_closed" | "is_child">,
): boolean {
  return (
    dashboard.room_id > 0 &&
    (dashboard.type_room === "group" || dashboard.type_room === "channel") &&
    !dashboard.is_tanyamu_closed &&
    !dashboard.is_child
  );
}

/** The discussion page (route name tanyamu, parameter initRoom), opened at the room. */
export function tanyamuHref(roomId: number): string {
  return `/tanyamu?initRoom=${encodeURIComponent(String(roomId))}`;
}
