import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { users } from "../../../db/schema/account";
import { prakerjaAttendance, prakerjaRedeems, prakerjaRedemptionPrograms } from "../../../db/schema/prakerja";
import type { Db } from "../../../platform/db";
import type { createSimulatorState } from "./state";

const ATTENDANCE = new Set(["belum_verifikasi", "diproses", "hadir", "gagal"]);
type AttendanceStatus = "belum_verifikasi" | "diproses" | "hadir" | "gagal";

/**
 * Development only: tells a freshly started simulator (which keeps nothing) what the product already holds —
 * every redeemed code with its participant and course, and the attendance last read of it — so the demo
 * participants and any code redeemed before a restart answer as before (docs/prakerja.md). Two queries.
 */
export async function restoreSimulatorFrom(db: Db, state: ReturnType<typeof createSimulatorState>): Promise<number> {
  const redeemed = await db
    .select({
      id: prakerjaRedeems.id,
      code: prakerjaRedeems.redemptionCode,
      email: users.email,
      courseId: prakerjaRedemptionPrograms.partnerCourseId,
      redeemedAt: prakerjaRedeems.redeemedAt,
      invoiceCode: prakerjaRedeems.partnerInvoiceCode,
    })
    .from(prakerjaRedeems)
    .innerJoin(users, eq(users.id, prakerjaRedeems.userId))
    .innerJoin(prakerjaRedemptionPrograms, eq(prakerjaRedemptionPrograms.programId, prakerjaRedeems.programId))
    .where(and(eq(prakerjaRedeems.status, 1), isNotNull(prakerjaRedeems.redemptionCode)));
  if (redeemed.length === 0) return 0;
  const attendance = await db
    .select({
      redeemId: prakerjaAttendance.redeemId,
      sequence: prakerjaAttendance.sequence,
      status: prakerjaAttendance.status,
      updatedAt: prakerjaAttendance.partnerUpdatedAt,
      checkedAt: prakerjaAttendance.checkedAt,
    })
    .from(prakerjaAttendance)
    .where(
      inArray(
        prakerjaAttendance.redeemId,
        redeemed.map((r) => r.id),
      ),
    );
  for (const r of redeemed) {
    if (!r.code) continue;
    state.restore({
      redeemCode: r.code,
      email: r.email,
      courseId: r.courseId,
      redeemedAt: (r.redeemedAt ?? new Date()).getTime(),
      invoiceCode: r.invoiceCode,
      attendance: attendance
        .filter((a) => a.redeemId === r.id && ATTENDANCE.has(a.status))
        .map((a) => ({
          sequence: a.sequence,
          status: a.status as AttendanceStatus,
          updatedAt: (a.updatedAt ?? a.checkedAt).getTime(),
        })),
    });
  }
  return redeemed.length;
}
