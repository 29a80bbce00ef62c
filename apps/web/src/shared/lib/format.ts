import { MONTH_NAMES } from "@app/domain/reflection/rules";
/**
 * A format made on its first use. An Intl format costs milliseconds to make (a time zone's more), and a module that
 * made its formats as it loaded did that work before a server-rendered page could hydrate, in one long task, for
 * formats the page might never use (issue 24, total blocking time).
 */
export function lazyFormat<F>(make: () => F): () => F {
  let made: F | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** Number formats as an Indonesian reader expects them (decimal comma, dot thousands). */
const ratingFormat = lazyFormat(
  () => new Intl.NumberFormat("id-ID", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const countFormat = lazyFormat(() => new Intl.NumberFormat("id-ID"));

/** '1234567' -> '1.234.567'. */
function withThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** Whether the plain-digits path below writes the value exactly as the Intl format would (format.test.ts). */
function isPlain(value: number): boolean {
  return value >= 0 && value < 1e15 && !Object.is(value, -0);
}

/*
 * Ratings and counts are on nearly every public page, and the first Intl.NumberFormat of a page costs tens of
 * milliseconds on a phone as it loads the locale's data, in the task that hydrates the page (issue 24, total blocking
 * time). A non-negative number is written by hand instead, the same on the server and in the browser; anything else
 * goes to Intl.
 */
export function formatRating(value: number): string {
  // Intl rounds the shortest decimal that reads back as the number (0.35 -> 0,4), half away from zero
  const decimal = String(value);
  if (!isPlain(value) || value >= 1e14 || decimal.includes("e")) return ratingFormat().format(value);
  const [whole = "0", fraction = ""] = decimal.split(".");
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? "0") + ((fraction[1] ?? "0") >= "5" ? 1 : 0);
  return `${withThousands(String(Math.floor(tenths / 10)))},${tenths % 10}`;
}

export function formatCount(value: number): string {
  return Number.isSafeInteger(value) && isPlain(value) ? withThousands(String(value)) : countFormat().format(value);
}

/** Durations of activities and topics are minutes, shown as "N Menit" (spec 001, Sidebar). */
export function formatMinutes(minutes: number): string {
  return `${formatCount(minutes)} Menit`;
}

/** Times are shown in Asia/Jakarta with "WIB" (ARCHITECTURE.md, API conventions), as the schedule writes them. */
const wibDayFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat("id-ID", {
      timeZone: "Asia/Jakarta",
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
);
const wibDateFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat("id-ID", {
      timeZone: "Asia/Jakarta",
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
);
const wibTimeFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat("id-ID", {
      timeZone: "Asia/Jakarta",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

const MONTHS = MONTH_NAMES;
/** WIB has been UTC+7 all year since 1964; earlier times go to Intl, which knows the older offsets. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const WIB_FIXED_SINCE = Date.UTC(1970, 0, 1);

/**
 * 2026-11-22T20:05:00Z -> '23 November 2026' (the day in WIB); empty for an unreadable time. Written by hand, as
 * the Intl format would (format.test.ts), as review and programme dates are on public pages: a time zone's first
 * Intl format costs tens of milliseconds on a phone while the page hydrates.
 */
export function formatWibDate(iso: string): string {
  const date = new Date(iso);
  const time = date.getTime();
  if (Number.isNaN(time)) return "";
  if (time < WIB_FIXED_SINCE) return wibDateFormat().format(date);
  const wib = new Date(time + WIB_OFFSET_MS);
  return `${wib.getUTCDate()} ${MONTHS[wib.getUTCMonth()]} ${wib.getUTCFullYear()}`;
}

/**
 * 2026-11-22T07:05:00Z -> '22 November 2026, 14.05 WIB', or with `weekday` 'Minggu, 22 November 2026, 14.05 WIB';
 * empty for an unreadable time.
 */
export function formatWibDateTime(iso: string, options: { weekday?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const day = (options.weekday ? wibDayFormat : wibDateFormat)().format(date);
  return `${day}, ${wibTimeFormat().format(date)} WIB`;
}
