/** Attendance and progress numbers of the study page (spec 001 sections 2, 4, 5 and 9). */

/** The presence reminder shows when exactly this many presence activities are left. */
export const PRESENCE_REMINDER_REMAINING = 1;

export function shouldRemindPresence(uncompletedPresenceCount: number): boolean {
  return uncompletedPresenceCount === PRESENCE_REMINDER_REMAINING;
}

/** Job-training certificates need this much attendance. */
export const CERTIFICATE_ATTENDANCE_PERCENT = 80;
/** The spec compares the absent share with 20 rather than the attendance with 80. */
export const CERTIFICATE_ABSENT_LIMIT_PERCENT = 100 - CERTIFICATE_ATTENDANCE_PERCENT;

/**
 * Whether attendance (percentage_presence_participation) is enough for the certificate: the absent share
 * (100 - attendance) may be at most 20, so exactly 80 percent attendance passes. An unknown figure fails.
 */
export function meetsAttendance(percentagePresence: number): boolean {
  if (!Number.isFinite(percentagePresence)) return false;
  return 100 - percentagePresence <= CERTIFICATE_ABSENT_LIMIT_PERCENT;
}

/**
 * Study-page progress with one decimal: completed / total * 100 rounded down to a tenth, so 100 shows only when
 * every counted activity is done, and its whole part is the whole percent of learning/progress.ts.
 * Integer arithmetic keeps tenths exact (2 of 3 is 66.6, never 66.60000000000001).
 */
export function studyProgressPercent(completed: number, total: number): number {
  if (total <= 0 || completed <= 0) return 0;
  if (completed >= total) return 100;
  return Math.floor((completed * 1000) / total) / 10;
}

/**
 * A percentage with one decimal and the Indonesian decimal comma: 45.5 -> "45,5", 100 -> "100,0". Rounded down
 * like studyProgressPercent, so 99.96 reads 99,9 and never claims completion.
 */
export function formatProgressOneDecimal(percent: number): string {
  if (!Number.isFinite(percent)) return "0,0";
  // The small nudge keeps a tenth that is stored just below itself (0.7 * 10 = 6.999…) from dropping a digit.
  const tenths = Math.floor(percent * 10 + 1e-9);
  const sign = tenths < 0 ? "-" : "";
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)},${abs % 10}`;
}

/** The partner's attendance status of a session of a redeemed Prakerja enrolment (decisions/031). */
export type PartnerAttendanceStatus = "belum_verifikasi" | "diproses" | "hadir" | "gagal";

/** A presence activity of an enrolment: its topic's session and whether the learner completed it. */
export type PresenceActivity = { session: number | null; completed: boolean };

/**
 * Whether a presence activity counts as attended (the certificate's 80 % rule and the top bar's presence numbers).
 * `partner` is null for an enrolment whose attendance is not at the partner (regular programmes, Prakerja not
 * redeemed): the product's own rule, a completed activity. For a redeemed enrolment (`partner` a map, possibly
 * empty) the partner decides by the activity's session: 'hadir' counts whether or not the activity was completed;
 * 'diproses' counts by the product's own rule while the partner checks (the top bar only: with `strict`, as for the
 * certificate, which is issued once and never taken back, only the partner's 'hadir' counts); 'gagal',
 * 'belum_verifikasi', an unknown status and a session never read do not count.
 */
export function presenceAttended(
  activity: PresenceActivity,
  partner: ReadonlyMap<number, string> | null,
  { strict = false }: { strict?: boolean } = {},
): boolean {
  if (partner === null) return activity.completed;
  const status = activity.session === null ? undefined : partner.get(activity.session);
  if (status === "hadir") return true;
  if (status === "diproses") return !strict && activity.completed;
  return false;
}

/** The presence activities and how many of them count as attended (presenceAttended). */
export function countPresence(
  activities: readonly PresenceActivity[],
  partner: ReadonlyMap<number, string> | null,
  options: { strict?: boolean } = {},
): { total: number; done: number } {
  let done = 0;
  for (const activity of activities) if (presenceAttended(activity, partner, options)) done += 1;
  return { total: activities.length, done };
}
