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
