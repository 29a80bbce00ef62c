import { PROGRAM_TYPES } from "@app/domain/catalogue/constants";
import type { ProgramDetail } from "@app/domain/catalogue/contracts";
import { formatWibDate, lazyFormat } from "../../../shared/lib/format";

/** Times are shown in Asia/Jakarta with "WIB" (ARCHITECTURE.md, API conventions). */
const WIB = "Asia/Jakarta";
const dayFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat("id-ID", {
      timeZone: WIB,
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
);
const timeFormat = lazyFormat(
  () =>
    new Intl.DateTimeFormat("id-ID", {
      timeZone: WIB,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

function parse(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'Sabtu, 12 Desember 2026, 09.00–11.00 WIB'; a session over several days names both days; without an end,
 * only the start. Null for a missing or unreadable start.
 */
export function formatSchedule(startIso: string | null, endIso: string | null): string | null {
  const start = parse(startIso);
  if (!start) return null;
  const end = parse(endIso);
  const startDay = dayFormat().format(start);
  if (!end || end.getTime() <= start.getTime()) return `${startDay}, ${timeFormat().format(start)} WIB`;
  const endDay = dayFormat().format(end);
  if (endDay === startDay) return `${startDay}, ${timeFormat().format(start)}–${timeFormat().format(end)} WIB`;
  return `${startDay}, ${timeFormat().format(start)} WIB – ${endDay}, ${timeFormat().format(end)} WIB`;
}

/** '12 Desember 2026' in WIB (review dates). */
export function formatDateWib(iso: string): string {
  return formatWibDate(iso);
}

/** Webinar and offline programmes take place at a time (and a place); the others are studied any time. */
export function hasSchedule(programType: number): boolean {
  return programType === PROGRAM_TYPES.webinar || programType === PROGRAM_TYPES.offline;
}

function CalendarIcon() {
  return (
    <svg className="mt-0.5 size-5 shrink-0 text-brand-700" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3 8.5h14M7 2.5v4M13 2.5v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function PlaceIcon() {
  return (
    <svg className="mt-0.5 size-5 shrink-0 text-brand-700" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M10 18s5.5-5.2 5.5-9.5a5.5 5.5 0 1 0-11 0C4.5 12.8 10 18 10 18Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="8.5" r="2" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/** When and where a webinar or offline programme takes place; nothing for the other types. */
export function ProgramSchedule({ program, now = new Date() }: { program: ProgramDetail; now?: Date }) {
  if (!hasSchedule(program.program_type)) return null;
  const when = formatSchedule(program.schedule_start, program.schedule_end);
  const offline = program.program_type === PROGRAM_TYPES.offline;
  const where = program.location?.trim() || (offline ? null : "Daring (tautan dibagikan kepada peserta)");
  const last = parse(program.schedule_end) ?? parse(program.schedule_start);
  const past = last !== null && last.getTime() < now.getTime();
  return (
    <ul
      aria-label="Jadwal dan lokasi"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 text-sm"
    >
      <li className="flex gap-3">
        <CalendarIcon />
        <div className="flex flex-col gap-0.5">
          <p className="font-semibold text-slate-900">{offline ? "Jadwal Tatap Muka" : "Jadwal Webinar"}</p>
          <p className="text-slate-800">{when ?? "Jadwal akan diumumkan oleh penyelenggara."}</p>
          {past ? <p className="font-medium text-amber-900">Jadwal ini sudah lewat.</p> : null}
        </div>
      </li>
      {where || offline ? (
        <li className="flex gap-3">
          <PlaceIcon />
          <div className="flex flex-col gap-0.5">
            <p className="font-semibold text-slate-900">Lokasi</p>
            <p className="break-words text-slate-800">{where ?? "Lokasi akan diumumkan oleh penyelenggara."}</p>
          </div>
        </li>
      ) : null}
    </ul>
  );
}
