import { RESOURCE_TYPE_LABELS, RESOURCE_TYPES, type ResourceType } from "../catalogue/constants";

/** The to-do view's default period: today to 90 days ahead (spec 002 section 9: 7776000000 ms). */
export const TODO_PERIOD_MS = 7_776_000_000;
export const TODO_PAGE_SIZE = 10;
/** The longest period one request may ask for (a year and a day), so no query scans everything. */
export const TODO_MAX_PERIOD_DAYS = 366;

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Western Indonesia (UTC+7, no daylight saving) of an instant, as YYYY-MM-DD. */
export function wibDay(instant: Date): string {
  return new Date(instant.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instants a WIB day starts and ends at ([start, end) in UTC). */
export function wibDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00.000Z`) - WIB_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** Whole days from one WIB day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type TodoPeriod = { start: string; end: string };

/** Today to 90 days ahead, in WIB days. */
export function defaultTodoPeriod(now: Date): TodoPeriod {
  return { start: wibDay(now), end: wibDay(new Date(now.getTime() + TODO_PERIOD_MS)) };
}

/**
 * What is wrong with a period, or null when the to-do view accepts it: two real calendar days (not 2026-02-31),
 * the end not before the start, at most TODO_MAX_PERIOD_DAYS apart. The browser names the problem; the server
 * refuses any of them.
 */
export function todoPeriodProblem(period: TodoPeriod): "invalid" | "order" | "length" | null {
  const real = (day: string) => {
    const midnight = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(midnight) && new Date(midnight).toISOString().slice(0, 10) === day;
  };
  if (!real(period.start) || !real(period.end)) return "invalid";
  const days = daysBetween(period.start, period.end);
  if (days < 0) return "order";
  return days > TODO_MAX_PERIOD_DAYS ? "length" : null;
}

export function isValidTodoPeriod(period: TodoPeriod): boolean {
  return todoPeriodProblem(period) === null;
}

/** The schedules filter: every scheduled activity, live sessions (they start at a time), or tasks with a due time. */
export const TODO_SCHEDULES = [
  { value: "all", label: "Semua Jadwal" },
  { value: "live", label: "Sesi Terjadwal" },
  { value: "deadline", label: "Tenggat Tugas" },
] as const;
export type TodoSchedule = (typeof TODO_SCHEDULES)[number]["value"];

/** The required-type filter (spec 002 section 2): false = every activity (the default), true = required only. */
export const TODO_REQUIRED_OPTIONS = [
  { value: false, label: "Semua Aktivitas" },
  { value: true, label: "Aktivitas Wajib" },
] as const;

/** Spec 001 section 4: an activity is required ('Aktivitas Wajib') when it carries weight and is not an add-on. */
export function isRequiredActivity(bobotPercentage: number, isAddon: boolean): boolean {
  return bobotPercentage > 0 && !isAddon;
}

/** The activity types a learner can filter by, each once (the two quiz types share 'Kuis'). */
export const TODO_ACTIVITY_TYPES: { value: ResourceType; label: string }[] = RESOURCE_TYPES.map((value) => ({
  value,
  label: RESOURCE_TYPE_LABELS[value],
}));

/** The filters of the to-do view and what 'Reset' returns them to (spec 002 section 4, To-do reset). */
export type TodoFilters = {
  types: ResourceType[];
  schedule: TodoSchedule;
  required: boolean;
  period: TodoPeriod;
  search: string;
  page: number;
};

export function resetTodoFilters(now: Date): TodoFilters {
  return { types: [], schedule: "all", required: false, period: defaultTodoPeriod(now), search: "", page: 1 };
}
