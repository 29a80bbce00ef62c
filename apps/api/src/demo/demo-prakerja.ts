import { PRAKERJA_CATEGORY } from "@app/domain/catalogue/constants";
import { PRAKERJA_REDEEM_STATUS } from "@app/domain/prakerja/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { users } from "../db/schema/account";
import { programs } from "../db/schema/catalogue";
import { programUsers } from "../db/schema/learning";
import { prakerjaRedeems, prakerjaRedemptionPrograms } from "../db/schema/prakerja";
import type { Db } from "../platform/db";

const DAY_MS = 86_400_000;

/**
 * The demo participant's (prakerja@demo.test, Joko) enrolments in redeem states (decisions/029): every demo Prakerja
 * programme has a redemption programme at the partner; Joko redeemed all but one, which waits for its code (the
 * redeem-code modal opens there). In development the simulator accepts any seeded code PRKVALID0001-9999.
 */
export const DEMO_PRAKERJA_NOT_REDEEMED = "pengolahan-kopi-untuk-wirausaha";
const DEMO_PRAKERJA_REDEEMED = [
  "menjadi-penjual-online-dengan-marketplace",
  "admin-media-sosial-untuk-bisnis",
  "dasar-instalasi-listrik-rumah",
];

export async function seedDemoPrakerja(tx: Db, now: Date): Promise<void> {
  const catalogue = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(eq(programs.categoryName, PRAKERJA_CATEGORY))
    .orderBy(programs.id);
  if (catalogue.length > 0) {
    await tx
      .insert(prakerjaRedemptionPrograms)
      .values(
        catalogue.map((p) => ({ programId: p.id, partnerCourseId: `PRK-DEMO-${String(p.id).padStart(5, "0")}` })),
      );
  }
  const [joko] = await tx.select({ id: users.id }).from(users).where(eq(users.username, "prakerja"));
  if (!joko) throw new Error("demo participant prakerja is missing");
  const enrolments = await tx
    .select({ id: programUsers.id, programId: programs.id, slug: programs.slug, enrolledAt: programUsers.createdAt })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .where(
      and(
        eq(programUsers.userId, joko.id),
        inArray(programs.slug, [...DEMO_PRAKERJA_REDEEMED, DEMO_PRAKERJA_NOT_REDEEMED]),
      ),
    );
  if (enrolments.length !== DEMO_PRAKERJA_REDEEMED.length + 1) {
    throw new Error("the demo participant's Prakerja enrolments are missing");
  }
  for (const [k, e] of enrolments.entries()) {
    if (e.slug === DEMO_PRAKERJA_NOT_REDEEMED) {
      // bought with the work card: the code must be redeemed before an activity can be completed
      await tx.update(programUsers).set({ redeemRequired: true }).where(eq(programUsers.id, e.id));
      continue;
    }
    // redeemed the day after enrolling (never after the seed time), face verified for sequence 1
    const redeemedAt = new Date(Math.min(e.enrolledAt.getTime() + DAY_MS, now.getTime()));
    await tx.update(programUsers).set({ redeemRequired: true, redeemedAt }).where(eq(programUsers.id, e.id));
    await tx.insert(prakerjaRedeems).values({
      programUserId: e.id,
      userId: joko.id,
      programId: e.programId,
      status: PRAKERJA_REDEEM_STATUS.SUCCESS,
      redemptionCode: `PRKVALID${String(9001 + k).padStart(4, "0")}`,
      sequence: 1,
      sequenceStatus: "success",
      lastFrSession: 1,
      partnerInvoiceCode: `INV-DEMO-${String(e.id).padStart(6, "0")}`,
      codeAcceptedAt: redeemedAt,
      redeemedAt,
      createdAt: redeemedAt,
      updatedAt: redeemedAt,
    });
  }
}
