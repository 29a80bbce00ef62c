/** Times are shown in Asia/Jakarta with "WIB" (ARCHITECTURE.md, API conventions). */
const wibTime = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 2026-11-22T07:05:00Z -> "14.05 WIB". */
export function formatWibTime(ms: number): string {
  return `${wibTime.format(new Date(ms))} WIB`;
}
