/** Number formats as an Indonesian reader expects them (decimal comma, dot thousands). */
const ratingFormat = new Intl.NumberFormat("id-ID", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat("id-ID");

export function formatRating(value: number): string {
  return ratingFormat.format(value);
}

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** Durations of activities and topics are minutes, shown as "N Menit" (spec 001, Sidebar). */
export function formatMinutes(minutes: number): string {
  return `${countFormat.format(minutes)} Menit`;
}

/** Times are shown in Asia/Jakarta with "WIB" (ARCHITECTURE.md, API conventions), as the schedule writes them. */
const wibDayFormat = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const wibDateFormat = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const wibTimeFormat = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 2026-11-22T20:05:00Z -> '23 November 2026' (the day in WIB); empty for an unreadable time. */
export function formatWibDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : wibDateFormat.format(date);
}

/**
 * 2026-11-22T07:05:00Z -> '22 November 2026, 14.05 WIB', or with `weekday` 'Minggu, 22 November 2026, 14.05 WIB';
 * empty for an unreadable time.
 */
export function formatWibDateTime(iso: string, options: { weekday?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const day = (options.weekday ? wibDayFormat : wibDateFormat).format(date);
  return `${day}, ${wibTimeFormat.format(date)} WIB`;
}
