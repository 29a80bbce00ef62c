import { formatWibDateTime } from "../../shared/lib/format";

const wibDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Jakarta",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const wibTime = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * When a message was sent, in WIB: only the time for today's messages ('14.05 WIB'), the date too for older ones
 * ('22 November 2026, 14.05 WIB'); empty for an unreadable time.
 */
export function chatTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (wibDay.format(date) === wibDay.format(now)) return `${wibTime.format(date)} WIB`;
  return formatWibDateTime(iso);
}
