/** Durations on the sidebar (spec 001 section 2, Sidebar): topics as HH:mm:ss, activities in "Menit". */

const pad2 = (n: number) => n.toString().padStart(2, "0");

/** Whole seconds in a duration given in minutes; nothing negative or unknown is shown as time. */
function toSeconds(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes * 60) : 0;
}

/**
 * A topic's duration (minutes) as HH:mm:ss. Hours are not wrapped at a day: a 25-hour topic reads 25:00:00,
 * since a clock time would hide a whole day of content.
 */
export function formatTopicDuration(minutes: number): string {
  const seconds = toSeconds(minutes);
  const hours = Math.floor(seconds / 3600);
  return `${pad2(hours)}:${pad2(Math.floor((seconds % 3600) / 60))}:${pad2(seconds % 60)}`;
}

/** What an activity shorter than a minute shows: its unit stays "Menit", and it claims no minute it lacks. */
export const UNDER_A_MINUTE = "< 1 Menit";

/**
 * An activity's duration as "{n} Menit", in whole minutes. `seconds`, when known (a recorded video's measured
 * length, decisions/012), wins over the stated minutes: a 6-second clip reads "< 1 Menit", never "6 Menit".
 */
export function formatActivityDuration(minutes: number, seconds?: number | null): string {
  if (seconds !== undefined && seconds !== null && Number.isFinite(seconds) && seconds > 0) {
    return seconds < 60 ? UNDER_A_MINUTE : `${Math.round(seconds / 60)} Menit`;
  }
  const whole = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  return `${whole} Menit`;
}
