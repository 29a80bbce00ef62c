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
