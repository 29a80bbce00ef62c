import { REFLECTION_MESSAGES, type RegularReflection } from "@app/domain/reflection/contracts";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/account";
import { programReviews, resources } from "../../db/schema/catalogue";
import { programFacilitators } from "../../db/schema/chat";
import { quizAttempts, quizzes } from "../../db/schema/quiz";
import { certificates } from "../../db/schema/report";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";
import { completeActivity } from "../learning/public";

const NOW = new Date("2026-11-27T05:00:00Z");
const clock = testClock(NOW);
let t: TestApp;
let ani: Learner; // a learner with a year of activity
let budi: Learner; // a learner of the same programme, nothing this year
let nurul: Learner; // the programme's facilitator
let kelas: BuiltProgram;
let aniName: string;
let aniUsername: string;
let nurulUsername: string;

type Body<T = unknown> = { status: number; message: string; data: T };
const call = (who: Learner | null) => asLearner(t.app, who);
const body = <T>(res: { json(): unknown }) => res.json() as Body<T>;
const wib = (local: string) => new Date(`${local}+07:00`);

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock, env: { LOG_LEVEL: "error" } });
  const db = t.database.db;
  [ani, budi, nurul] = (await Promise.all(
    ["Ani Lestari", "Budi Santoso", "Nurul Hidayah"].map((n) => registerLearner(t.app, n)),
  )) as [Learner, Learner, Learner];
  const named = await db
    .select({ id: users.id, username: users.username, name: users.name })
    .from(users)
    .where(inArray(users.id, [ani.userId, nurul.userId]));
  aniUsername = named.find((u) => u.id === ani.userId)?.username ?? "";
  aniName = named.find((u) => u.id === ani.userId)?.name ?? "";
  nurulUsername = named.find((u) => u.id === nurul.userId)?.username ?? "";
  const creator = await makeInstitution(db, "Lembaga Kilas Balik");
  kelas = await makeProgram(db, {
    name: "Kelas Menulis Kreatif",
    creatorId: creator.id,
    topics: [
      {
        activities: [
          { title: "Bacaan 1" },
          { title: "Bacaan 2" },
          { title: "Bacaan 3" },
          { title: "Kuis Akhir", type: "quiz" },
          // a live session of the year, 90 minutes
          {
            title: "Sesi Langsung",
            type: "live_streaming",
            startAt: wib("2026-06-10T19:00"),
            endAt: wib("2026-06-10T20:30"),
          },
        ],
      },
    ],
  });
  const lain = await makeProgram(db, {
    name: "Kelas Lain",
    creatorId: creator.id,
    topics: [{ activities: [{ title: "Pengantar" }] }],
  });
  await db.update(resources).set({ duration: 30 }).where(eq(resources.programId, kelas.id));
  const enrolment = await enrol(db, ani.userId, kelas.id, wib("2026-02-27T10:00"));
  await enrol(db, budi.userId, kelas.id, wib("2025-06-01T10:00"));
  // last year's activity: not in 2026's story
  const old = await enrol(db, ani.userId, lain.id, wib("2025-12-01T10:00"));
  await completeActivity(db, old, lain.activity("Pengantar").id, wib("2025-12-31T23:30"));
  // three days in a row in March (evenings mostly), a gap, then one more day in May: the streak is 3
  const done: [string, string][] = [
    ["Bacaan 1", "2026-03-01T20:30"],
    ["Bacaan 2", "2026-03-02T20:10"],
    ["Bacaan 3", "2026-03-03T08:00"],
    ["Kuis Akhir", "2026-03-03T20:45"],
    ["Sesi Langsung", "2026-05-20T20:05"],
  ];
  for (const [title, at] of done) await completeActivity(db, enrolment, kelas.activity(title).id, wib(at));
  const [quiz] = await db
    .insert(quizzes)
    .values({ resourceId: kelas.activity("Kuis Akhir").id, title: "Kuis Akhir" })
    .returning({ id: quizzes.id });
  if (!quiz) throw new Error("quiz");
  const attempt = (number: number, points: number, finishedAt: Date) => ({
    quizId: quiz.id,
    programUserId: enrolment,
    userId: ani.userId,
    number,
    questionIds: [],
    state: "finished",
    reviewState: "auto",
    startedAt: finishedAt,
    finishedAt,
    autoPoints: points,
    maxPoints: 8,
    score: points,
  });
  await db
    .insert(quizAttempts)
    .values([attempt(1, 6, wib("2026-03-03T20:30")), attempt(2, 7, wib("2026-03-03T20:40"))]);
  await db.insert(certificates).values({
    number: "KARIR-2026-000001-ABCD",
    programUserId: enrolment,
    userId: ani.userId,
    programId: kelas.id,
    institutionId: creator.id,
    holderName: "Ani Lestari",
    programName: "Kelas Menulis Kreatif",
    institutionName: "Lembaga Kilas Balik",
    hours: 2.5,
    issuedAt: wib("2026-05-21T09:00"),
  });
  await db.insert(programFacilitators).values({ programId: kelas.id, userId: nurul.userId });
  await db.insert(programReviews).values([
    { programId: kelas.id, userId: ani.userId, rating: 5, comment: "Seru", createdAt: wib("2026-05-21T10:00") },
    { programId: kelas.id, userId: budi.userId, rating: 4, comment: "", createdAt: wib("2026-07-01T10:00") },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe("the learner's story (GET /user/report/fun/regular/{year}/{username})", () => {
  it("tells the year's real activity in WIB", async () => {
    const res = await call(ani)("GET", `/api/user/report/fun/regular/2026/${aniUsername}`);
    expect(res.statusCode).toBe(200);
    const story = body<RegularReflection>(res).data;
    expect(story).toMatchObject({
      year: 2026,
      name: aniName,
      has_activity: true,
      programs_started: 1,
      programs_finished: 1,
      finished_programs: [{ name: "Kelas Menulis Kreatif", slug: kelas.slug }],
      favourite_program: { name: "Kelas Menulis Kreatif", activities: 5 },
      activities_completed: 5,
      hours: 2.5,
      study_days: 4,
      longest_streak: { days: 3, start: "2026-03-01", end: "2026-03-03" },
      most_active_month: 3,
      most_active_month_activities: 4,
      most_active_hour: 20,
      best_scores: [{ activity: "Kuis Akhir", program: "Kelas Menulis Kreatif", score: 87.5 }],
      certificates: 1,
      certificate_list: [{ number: "KARIR-2026-000001-ABCD", program_name: "Kelas Menulis Kreatif" }],
    });
  });

  it("puts 31 December 23.30 WIB in its own year, and a year without activity is empty", async () => {
    const last = body<RegularReflection>(await call(ani)("GET", `/api/user/report/fun/regular/2025/${aniUsername}`));
    expect(last.data).toMatchObject({ activities_completed: 1, programs_started: 1, longest_streak: { days: 1 } });
    const empty = body<RegularReflection>(await call(ani)("GET", `/api/user/report/fun/regular/2021/${aniUsername}`));
    expect(empty.data).toMatchObject({
      has_activity: false,
      activities_completed: 0,
      longest_streak: { days: 0, start: null, end: null },
      most_active_month: null,
      most_active_hour: null,
      best_scores: [],
      favourite_program: null,
    });
  });

  it("is the user's own: a visitor 401, another user's or an unknown username 404 alike", async () => {
    expect((await call(null)("GET", `/api/user/report/fun/regular/2026/${aniUsername}`)).statusCode).toBe(401);
    const other = await call(budi)("GET", `/api/user/report/fun/regular/2026/${aniUsername}`);
    const ghost = await call(budi)("GET", "/api/user/report/fun/regular/2026/tidak-ada-orangnya");
    expect(other.statusCode).toBe(404);
    expect(body(other)).toEqual(body(ghost));
    expect(body(other).message).toBe(REFLECTION_MESSAGES.notFound);
    expect(other.body).not.toContain("Menulis");
  });

  it("refuses a year outside 2020 up to the current WIB year, and a malformed one, in Indonesian", async () => {
    for (const year of ["2019", "2027"]) {
      const res = await call(ani)("GET", `/api/user/report/fun/regular/${year}/${aniUsername}`);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe("Kilas Balik hanya tersedia untuk tahun 2020 sampai 2026");
    }
    const bad = await call(ani)("GET", `/api/user/report/fun/regular/dua-ribu/${aniUsername}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(REFLECTION_MESSAGES.badYear);
  });
});

describe("the role and the facilitator's story", () => {
  it("tells the role lowercased: regular for a learner, facilitator for who facilitates", async () => {
    const learner = body(await call(ani)("GET", `/api/user/report/fun/role/2026/${aniUsername}`));
    expect(learner.data).toEqual({ year: 2026, role: "regular" });
    const facilitator = body(await call(nurul)("GET", `/api/user/report/fun/role/2026/${nurulUsername}`));
    expect(facilitator.data).toEqual({ year: 2026, role: "facilitator" });
  });

  it("counts the sessions led, the learners reached and the year's ratings", async () => {
    const res = await call(nurul)("GET", `/api/user/report/fun/facilitator/2026/${nurulUsername}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      year: 2026,
      has_activity: true,
      programs_facilitated: 1,
      programs: [{ name: "Kelas Menulis Kreatif", learners: 1 }],
      sessions_led: 1,
      session_hours: 1.5,
      learners_reached: 1,
      learner_activities_completed: 5,
      most_active_month: 6,
      ratings: { count: 2, average: 4.5, five_star: 1 },
    });
    expect((await call(ani)("GET", `/api/user/report/fun/facilitator/2026/${nurulUsername}`)).statusCode).toBe(404);
  });

  it("turns the navbar's is_have_fun_report on for a year with activity (and for facilitators)", async () => {
    const me = async (who: Learner) =>
      body<{ is_have_fun_report: boolean }>(await call(who)("POST", "/api/auth/me-v2")).data.is_have_fun_report;
    expect(await me(ani)).toBe(true);
    expect(await me(nurul)).toBe(true);
    expect(await me(budi)).toBe(false);
  });
});

describe("the platform's year (GET /user/report/fun/sekolahmu/{year})", () => {
  it("is public and counts the year", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/report/fun/sekolahmu/2026" });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      year: 2026,
      learners: 1,
      activities_completed: 5,
      hours: 2.5,
      enrolments: 1,
      certificates: 1,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/user/report/fun/sekolahmu/2019" })).statusCode).toBe(400);
  });
});
