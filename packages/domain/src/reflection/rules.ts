/**
 * The pure parts of the yearly reflection (Kilas Balik, issue 20): which years exist, the WIB year's bounds, the
 * longest streak of study days and the most active month and hour. The API computes the story with them from
 * the year's completions; the web app uses the year range for its routes.
 */

const WIB_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The first year a story can be asked for (the spec's route is /kilas-balik-2021; 2020 is kept for history). */
export const FIRST_REFLECTION_YEAR = 2020;

/** The calendar year in WIB (UTC+7, no daylight saving) of an instant. */
export function wibYear(instant: Date): number {
  return new Date(instant.getTime() + WIB_OFFSET_MS).getUTCFullYear();
}

/** The years a story can be asked for on `now`: the first one up to the current WIB year. */
export function reflectionYears(now: Date): number[] {
  const last = wibYear(now);
  const years: number[] = [];
  for (let y = FIRST_REFLECTION_YEAR; y <= last; y++) years.push(y);
  return years;
}

export function isReflectionYear(year: number, now: Date): boolean {
  return Number.isInteger(year) && year >= FIRST_REFLECTION_YEAR && year <= wibYear(now);
}

/** The instants a WIB year starts and ends at ([start, end) in UTC). */
export function wibYearBounds(year: number): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(year, 0, 1) - WIB_OFFSET_MS),
    end: new Date(Date.UTC(year + 1, 0, 1) - WIB_OFFSET_MS),
  };
}

export type Streak = { days: number; start: string | null; end: string | null };

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);

/**
 * The longest run of consecutive calendar days among `days` (WIB dates 'YYYY-MM-DD', any order, repeats
 * allowed): a day with any completed activity continues yesterday's run, a day without one ends it. Of equally
 * long runs the earliest is told. No days: a streak of 0.
 */
export function longestStreak(days: readonly string[]): Streak {
  const sorted = [...new Set(days)].sort();
  let best: Streak = { days: 0, start: null, end: null };
  let runStart = 0;
  for (let k = 0; k < sorted.length; k++) {
    const day = sorted[k] as string;
    if (k > 0 && dayNumber(day) - dayNumber(sorted[k - 1] as string) !== 1) runStart = k;
    const length = k - runStart + 1;
    if (length > best.days) best = { days: length, start: sorted[runStart] as string, end: day };
  }
  return best;
}

/**
 * The key with the largest count (the most active month 1-12, or hour 0-23); ties go to the smallest key, so
 * the answer does not depend on the order rows come in. Nothing counted (all zero, or no rows): null.
 */
export function mostActive(counts: readonly { key: number; count: number }[]): number | null {
  let best: { key: number; count: number } | null = null;
  for (const c of counts) {
    if (c.count <= 0) continue;
    if (!best || c.count > best.count || (c.count === best.count && c.key < best.key)) best = c;
  }
  return best ? best.key : null;
}

/** Minutes of study as hours with one decimal (the certificates' and the report's rounding). */
export const hoursOf = (minutes: number) => Math.round((Math.max(0, minutes) / 60) * 10) / 10;

/** Indonesian month names (the story's 'Bulan paling aktif'). */
export const MONTH_NAMES = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
] as const;

/** An hour of the day as the hour's span in WIB: 19 gives '19.00–20.00 WIB'. */
export function hourSpan(hour: number): string {
  const pad = (h: number) => String(h % 24).padStart(2, "0");
  return `${pad(hour)}.00–${pad(hour + 1)}.00 WIB`;
}
