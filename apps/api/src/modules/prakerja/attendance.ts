import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { prakerjaAttendance, prakerjaRedeems } from "../../db/schema/prakerja";
import type { Db } from "../../platform/db";
import type { AttendanceState, PrakerjaPartner } from "./partner";

/**
 * Attendance of a redeemed Prakerja enrolment, as the partner decides it (decisions/031). Each session's status is
 * read from the partner at most once per call and cached in prakerja_attendance: a cached status younger than
 * ATTENDANCE_FRESH_MS is shown without asking again, and a settled 'hadir' is never asked again. When the partner is
 * unavailable (or refuses), the last known status is shown; a session never read is left out (no status).
 */

/** How long a read status is shown without asking the partner again. */
export const ATTENDANCE_FRESH_MS = 60_000;

/** The redeem status of a successful redemption (spec 000 section 3). */
const REDEEMED = 1;

/** The spec's webinar verification labels (spec 001 section 4); 'Belum Verifikasi' is hidden by the page. */
export const VERIFICATION_STATUS_LABELS: Record<AttendanceState, string> = {
  belum_verifikasi: "Belum Verifikasi",
  diproses: "Verifikasi Sedang Diproses",
  hadir: "Berhasil Verifikasi",
  gagal: "Gagal Verifikasi",
};

/** Session number → the partner's attendance status; empty for an enrolment that is not a redeemed Prakerja one. */
export type AttendanceBySession = Map<number, AttendanceState>;

/** What the study page asks: the attendance of these sessions of this enrolment. */
export type AttendanceReader = (programUserId: number, sessions: readonly number[]) => Promise<AttendanceBySession>;

const STATES: readonly string[] = ["belum_verifikasi", "diproses", "hadir", "gagal"];

export function prakerjaAttendanceReader(db: Db, partner: PrakerjaPartner, now: () => Date): AttendanceReader {
  return (programUserId, sessions) => attendanceOf(db, partner, programUserId, sessions, now());
}

export async function attendanceOf(
  db: Db,
  partner: PrakerjaPartner,
  programUserId: number,
  sessions: readonly number[],
  now: Date,
): Promise<AttendanceBySession> {
  const result: AttendanceBySession = new Map();
  const wanted = [...new Set(sessions.filter((s) => Number.isInteger(s) && s > 0))];
  if (wanted.length === 0) return result;
  const [redeem] = await db
    .select({ id: prakerjaRedeems.id, code: prakerjaRedeems.redemptionCode })
    .from(prakerjaRedeems)
    .where(
      and(
        eq(prakerjaRedeems.programUserId, programUserId),
        eq(prakerjaRedeems.status, REDEEMED),
        isNotNull(prakerjaRedeems.redemptionCode),
      ),
    );
  if (!redeem?.code) return result;
  const cached = await db
    .select({
      sequence: prakerjaAttendance.sequence,
      status: prakerjaAttendance.status,
      checkedAt: prakerjaAttendance.checkedAt,
    })
    .from(prakerjaAttendance)
    .where(and(eq(prakerjaAttendance.redeemId, redeem.id), inArray(prakerjaAttendance.sequence, wanted)));
  const stale: number[] = [];
  const known = new Map(cached.map((c) => [c.sequence, c]));
  for (const session of wanted) {
    const row = known.get(session);
    if (row && STATES.includes(row.status)) result.set(session, row.status as AttendanceState);
    const fresh = row && (row.status === "hadir" || now.getTime() - row.checkedAt.getTime() < ATTENDANCE_FRESH_MS);
    if (!fresh) stale.push(session);
  }
  const code = redeem.code;
  await Promise.all(
    stale.map(async (sequence) => {
      let status: AttendanceState;
      let updatedAt: Date | null;
      try {
        const answer = await partner.getAttendance({ redeemCode: code, sequence });
        status = answer.status;
        updatedAt = answer.updatedAt ? new Date(answer.updatedAt) : null;
      } catch {
        // outage or refusal: the last known status stands (asked again on a later view)
        return;
      }
      result.set(sequence, status);
      const values = {
        status,
        partnerUpdatedAt: updatedAt && !Number.isNaN(updatedAt.getTime()) ? updatedAt : null,
        checkedAt: now,
      };
      await db
        .insert(prakerjaAttendance)
        .values({ redeemId: redeem.id, sequence, ...values })
        .onConflictDoUpdate({ target: [prakerjaAttendance.redeemId, prakerjaAttendance.sequence], set: values });
    }),
  );
  return result;
}
