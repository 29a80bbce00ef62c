import { SELF_PACED_MESSAGE } from "@app/domain/study/self-paced";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../../db/schema/catalogue";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";

/** Issue 22, spec 000 section 9: a self-paced job-training programme allows at most one session a day. */

// 20:00 WIB on 27 November 2026
const clock = testClock(new Date("2026-11-27T13:00:00Z"));
const HOUR_MS = 3600_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock });
});
afterAll(() => t.close());

async function programOf(categoryName: string, programType: number): Promise<BuiltProgram> {
  const institution = await makeInstitution(t.database.db, "Lembaga Mandiri Uji");
  const program = await makeProgram(t.database.db, {
    name: "Program Mandiri Uji",
    creatorId: institution.id,
    topics: [
      { activities: [{ title: "Sesi 1 Materi A" }, { title: "Sesi 1 Materi B" }] },
      { activities: [{ title: "Sesi 2 Materi A" }] },
      { activities: [{ title: "Sesi 3 Materi A" }] },
    ],
  });
  await t.database.db.update(programs).set({ categoryName, programType }).where(eq(programs.id, program.id));
  return program;
}

async function learnerIn(
  program: BuiltProgram,
): Promise<{ learner: Learner; start: (title: string) => Promise<number> }> {
  const learner = await registerLearner(t.app, "Peserta Mandiri");
  const programUserId = await enrol(t.database.db, learner.userId, program.id, clock());
  const start = async (title: string) => {
    const res = await asLearner(t.app, learner)("POST", "/api/program_activity/activity/", {
      program_user_id: programUserId,
      resource_id: program.activity(title).id,
      is_finish: false,
    });
    if (res.statusCode !== 200) expect(res.json()).toEqual({ status: 400, message: SELF_PACED_MESSAGE, data: null });
    return res.statusCode;
  };
  return { learner, start };
}

describe("one session a day for a self-paced Prakerja programme", () => {
  it("opens one new session a day; an opened session stays open; the next WIB day opens the next", async () => {
    const { start } = await learnerIn(await programOf("PRAKERJA", 3));
    expect(await start("Sesi 1 Materi A")).toBe(200);
    expect(await start("Sesi 2 Materi A")).toBe(400);
    expect(await start("Sesi 1 Materi B")).toBe(200);
    // 23:59 WIB the same day: still refused
    clock.advance(3 * HOUR_MS + 59 * 60_000);
    expect(await start("Sesi 2 Materi A")).toBe(400);
    // 00:00 WIB the next day: the next session opens, and only one
    clock.advance(60_000);
    expect(await start("Sesi 2 Materi A")).toBe(200);
    expect(await start("Sesi 3 Materi A")).toBe(400);
    // going back to an earlier session is never refused
    expect(await start("Sesi 1 Materi A")).toBe(200);
  });

  it("does not limit other programmes: a regular Prakerja one, a self-paced one outside Prakerja", async () => {
    for (const [category, type] of [
      ["PRAKERJA", 0],
      ["KELASMU", 3],
    ] as const) {
      const { start } = await learnerIn(await programOf(category, type));
      expect(await start("Sesi 1 Materi A")).toBe(200);
      expect(await start("Sesi 2 Materi A")).toBe(200);
      expect(await start("Sesi 3 Materi A")).toBe(200);
    }
  });
});
