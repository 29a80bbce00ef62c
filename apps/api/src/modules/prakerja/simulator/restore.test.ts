import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../../../db/schema/catalogue";
import { prakerjaRedemptionPrograms } from "../../../db/schema/prakerja";
import { PRAKERJA_WEBINAR_SLUG } from "../../../demo/demo-content";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { restoreSimulatorFrom } from "./restore";
import { createSimulatorState } from "./state";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a restarted simulator is told what the product holds (development)", () => {
  it("commits every redeemed code to its participant and course again, with the attendance last read", async () => {
    const state = createSimulatorState({ now: Date.now });
    // before: the demo's codes are merely valid, their attendance unknown to the partner
    expect(() => state.attendance({ redeemCode: "PRKVALID9011", sequence: 1 })).toThrow();

    // Joko's three redeemed programmes and the webinar's two participants (demo-prakerja.ts)
    expect(await restoreSimulatorFrom(t.database.db, state)).toBe(5);
    const [webinar] = await t.database.db
      .select({ courseId: prakerjaRedemptionPrograms.partnerCourseId })
      .from(prakerjaRedemptionPrograms)
      .innerJoin(programs, eq(programs.id, prakerjaRedemptionPrograms.programId))
      .where(eq(programs.slug, PRAKERJA_WEBINAR_SLUG));
    const courseId = webinar?.courseId ?? "";
    expect(state.redeemStatus({ redeemCode: "PRKVALID9011", email: "sari@demo.test", courseId })).toMatchObject({
      state: "redeemed",
      redeemed_by_participant: true,
    });
    expect(state.redeemStatus({ redeemCode: "PRKVALID9011", email: "rudi@demo.test", courseId })).toMatchObject({
      state: "redeemed",
      redeemed_by_participant: false,
    });
    expect(state.attendance({ redeemCode: "PRKVALID9011", sequence: 9 }).status).toBe("hadir");
    expect(state.attendance({ redeemCode: "PRKVALID9011", sequence: 10 }).status).toBe("gagal");
    expect(state.attendance({ redeemCode: "PRKVALID9012", sequence: 8 }).status).toBe("gagal");
    expect(state.attendance({ redeemCode: "PRKVALID9012", sequence: 9 }).status).toBe("belum_verifikasi");

    // a second restore changes nothing the simulator has since decided itself
    state.setAttendance({ redeemCode: "PRKVALID9012", sequence: 8, status: "hadir" });
    await restoreSimulatorFrom(t.database.db, state);
    expect(state.attendance({ redeemCode: "PRKVALID9012", sequence: 8 }).status).toBe("hadir");
  });
});
