import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/account";
import { asLearner, registerLearner } from "../../testing/learner";
import { paidProgramId } from "../../testing/payment-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("profile completeness gates checkout (spec 000 section 4.7)", () => {
  it("refuses a job-training learner without city and occupation, naming them, and lets them in once filled", async () => {
    const learner = await registerLearner(t.app, "Peserta Gerbang");
    await t.database.db.update(users).set({ professionName: "prakerja" }).where(eq(users.id, learner.userId));
    const call = asLearner(t.app, learner);
    const programId = await paidProgramId(t.database.db);

    const refused = await call("POST", "/api/payment/v3/checkout/", { program_ids: [programId], addon_ids: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: 400,
      message: "Lengkapi profil Anda terlebih dahulu",
      data: { missing_fields: ["city", "occupation"] },
    });

    const half = await call("POST", "/api/v2/user/manage-profile", { city: "Surabaya" });
    expect(half.statusCode).toBe(200);
    const still = await call("POST", "/api/payment/v3/checkout/", { program_ids: [programId], addon_ids: [] });
    expect(still.json()).toMatchObject({ status: 400, data: { missing_fields: ["occupation"] } });

    await call("POST", "/api/v2/user/manage-profile", { occupation: "Wirausaha" });
    const opened = await call("POST", "/api/payment/v3/checkout/", { program_ids: [programId], addon_ids: [] });
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it("refuses a pupil whose year level is gone, and a professional with a complete profile goes through", async () => {
    const pupil = await registerLearner(t.app, "Murid Tanpa Jenjang");
    await t.database.db
      .update(users)
      .set({ professionName: "murid", yearLevelId: null })
      .where(eq(users.id, pupil.userId));
    const programId = await paidProgramId(t.database.db);
    const refused = await asLearner(t.app, pupil)("POST", "/api/payment/v3/checkout/", {
      program_ids: [programId],
      addon_ids: [],
    });
    expect(refused.json()).toMatchObject({ status: 400, data: { missing_fields: ["year_level"] } });

    const professional = await registerLearner(t.app, "Profesional Lengkap");
    const opened = await asLearner(t.app, professional)("POST", "/api/payment/v3/checkout/", {
      program_ids: [programId],
      addon_ids: [],
    });
    expect(opened.statusCode, opened.body).toBe(200);
  });
});

describe("profile completeness gates studying too", () => {
  it("refuses an activity start to a learner whose profile misses a field, and lets them in once filled", async () => {
    const { enrol, makeInstitution, makeProgram } = await import("../../testing/learning-kit");
    const db = t.database.db;
    const institution = await makeInstitution(db, "Lembaga Gerbang Belajar");
    const program = await makeProgram(db, {
      name: "Program Gerbang",
      creatorId: institution.id,
      topics: [{ activities: [{ title: "Materi 1" }] }],
    });
    const learner = await registerLearner(t.app, "Peserta Belum Lengkap");
    await db.update(users).set({ professionName: "prakerja" }).where(eq(users.id, learner.userId));
    const programUserId = await enrol(db, learner.userId, program.id, new Date());
    const call = asLearner(t.app, learner);
    const start = () =>
      call("POST", "/api/program_activity/activity/", {
        program_user_id: programUserId,
        resource_id: program.activity("Materi 1").id,
        is_finish: false,
      });
    const refused = await start();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: "Lengkapi profil Anda terlebih dahulu",
      data: { missing_fields: ["city", "occupation"] },
    });
    await call("POST", "/api/v2/user/manage-profile", { city: "Malang", occupation: "Penjahit" });
    expect((await start()).statusCode).toBe(200);
  });
});
