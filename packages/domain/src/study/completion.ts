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
 * Whether the server believes a reported end of the video (issue 17: progress is not taken from the browser on
 * its word): at least 90 % of the video's length must have passed since the learner started the activity, so a
 * script cannot finish a course in seconds. A length that is not known (null, not a positive finite number: a
 * video added without being measured) cannot be checked and leaves the report as the only evidence. A start that
 * is not a valid time, or lies in the future (clock skew), never passes.
 */
export function videoWatchedLongEnough(startedAt: Date, now: Date, videoSeconds: number | null): boolean {
  if (videoSeconds === null || !Number.isFinite(videoSeconds) || videoSeconds <= 0) return true;
  const elapsedMs = now.getTime() - startedAt.getTime();
  if (Number.isNaN(elapsedMs)) return false;
  return elapsedMs >= VIDEO_WATCH_SHARE * videoSeconds * 1000;
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
