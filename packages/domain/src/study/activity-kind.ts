import { RESOURCE_TYPE_LABELS } from "../catalogue/constants";
import { isVideoActivity } from "./completion";

/**
 * The label of a live_streaming activity that plays a recorded video file: it is not a live session (issue 23),
 * so it is not called "Sesi Langsung".
 */
export const RECORDED_VIDEO_LABEL = "Video";

/** The icon name (activity_type_icon) of such an activity; every other activity's icon is its resource type. */
export const RECORDED_VIDEO_ICON = "video";

/**
 * A recorded video rather than a live session: a live_streaming activity that plays a file and has no meeting to
 * join (one with a meeting is a live session, whose recording may be watched afterwards).
 */
export function isRecording(type: string, url: string | null, meetingNumber: string | null): boolean {
  return meetingNumber === null && isVideoActivity(type, url);
}

/** The name of what the activity really is, from its type, what its url holds and whether it has a meeting. */
export function activityKindLabel(type: string, url: string | null, meetingNumber: string | null = null): string {
  if (isRecording(type, url, meetingNumber)) return RECORDED_VIDEO_LABEL;
  return (RESOURCE_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** activity_type_icon: the resource type, or "video" for a recorded video (a live session keeps its own). */
export function activityKindIcon(type: string, url: string | null, meetingNumber: string | null = null): string {
  return isRecording(type, url, meetingNumber) ? RECORDED_VIDEO_ICON : type;
}
