/** Activity completion on the study page (spec 001 section 4 'Activity completion', section 9). */

export const COMPLETION_MESSAGES = {
  watchVideo: "Silakan simak keseluruhan video untuk menyelesaikan aktivitas.",
} as const;

/**
 * completion_timer of 0 or more means the activity completes itself when the timer runs out, so manual
 * completion is skipped; null (or a negative value) means there is no timer.
 */
export function usesCompletionTimer(completionTimer: number | null): boolean {
  return completionTimer !== null && Number.isFinite(completionTimer) && completionTimer >= 0;
}

const RECORDED_VIDEO = /\.(mp4|webm|ogg|ogv)$/i;

/**
 * A live-streaming activity whose url is a recorded video file rather than a meeting link: it is watched in
 * the page's player and completes when the video ends. The query string and fragment are ignored.
 */
export function isVideoActivity(type: string, url: string | null): boolean {
  if (type !== "live_streaming" || url === null) return false;
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return RECORDED_VIDEO.test(path);
}

/** The share of a video's length that must have passed since its activity was started before its end counts. */
export const VIDEO_WATCH_SHARE = 0.9;

/**
 * The seconds that must have passed since the start when nothing tells the video's length (a video on another
 * server, whose catalogue entry states no duration). Activity durations are whole minutes ("Menit", spec 001
 * section 4), so the shortest video a catalogue can describe is one that rounds to 1 minute, at least 30 s long,
 * whose rule below asks for 27 s: knowing less never lets an end through sooner than knowing that much. A learning
 * video shorter than 30 s is rare, and its learner is at worst refused once and plays it again.
 */
export const UNMEASURED_VIDEO_FLOOR_SECONDS = 30;

/** What the server knows of a video's length: measured from its file, and the activity's stated duration. */
export type VideoLength = {
  /** Measured from the file's header (resources.video_seconds); null when not measured. */
  measuredSeconds: number | null;
  /** The catalogue's activity duration (resources.duration), in whole minutes; 0 or null when not stated. */
  statedMinutes: number | null;
};

const positive = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0;

/**
 * The seconds that must pass between the start of a video activity and the reported end of its video (issue 17,
 * defect 10): 90 % of the measured length; else 90 % of the stated duration, taken as the shortest video that
 * rounds to that many minutes ((minutes − ½) × 60 s, so an honest learner is never refused by the rounding); else
 * the floor.
 */
export function videoWatchSeconds({ measuredSeconds, statedMinutes }: VideoLength): number {
  if (positive(measuredSeconds)) return VIDEO_WATCH_SHARE * measuredSeconds;
  if (positive(statedMinutes)) return VIDEO_WATCH_SHARE * (statedMinutes * 60 - 30);
  return UNMEASURED_VIDEO_FLOOR_SECONDS;
}

/**
 * Whether the server believes a reported end of the video (issue 17: progress is not taken from the browser on
 * its word): videoWatchSeconds must have passed since the learner started the activity, so a script cannot finish
 * a course in seconds. A start that is not a valid time, or lies in the future (clock skew), never passes.
 */
export function videoWatchedLongEnough(startedAt: Date, now: Date, length: VideoLength): boolean {
  const elapsedMs = now.getTime() - startedAt.getTime();
  if (Number.isNaN(elapsedMs)) return false;
  return elapsedMs >= videoWatchSeconds(length) * 1000;
}

/**
 * Whole seconds left on an activity's completion timer, rounded up so 0 means it really ran out. A start time
 * that does not parse counts as "just started", so an unknown start never completes an activity early; a start
 * in the future (clock skew) never gives more than the whole timer.
 */
export function completionTimerRemaining(startedAtIso: string, completionTimerSeconds: number, now: Date): number {
  const total = Number.isFinite(completionTimerSeconds) ? Math.max(0, completionTimerSeconds) : 0;
  const startedAt = Date.parse(startedAtIso);
  if (Number.isNaN(startedAt)) return Math.ceil(total);
  const elapsed = Math.max(0, (now.getTime() - startedAt) / 1000);
  return Math.max(0, Math.ceil(total - elapsed));
}
