/** A time as the API answers it: ISO 8601 in UTC, or null when there is none. */
export function isoOrNull(date: Date | null): string | null {
  return date?.toISOString() ?? null;
}
