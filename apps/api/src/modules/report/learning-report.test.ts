import { weightedFinalScore } from "@app/domain/quiz/rules";
import { LEARNING_REPORT_MESSAGES, type LearningReport } from "@app/domain/report/learning-report";
import { eq, inArray } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/account";
import { programs, resources } from "../../db/schema/catalogue";
import { programFacilitators } from "../../db/schema/chat";
import { certificates } from "../../db/schema/report";
import { makeAssessor, makeQuiz, makeSubmission } from "../../testing/assessor-kit";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";
import { completeActivity } from "../learning/public";
import { recordAssessment } from "../quiz/public";

const NOW = new Date("2026-11-20T03:00:00Z"); // 20 November 2026, 10.00 WIB
const clock = testClock(NOW);
let t: TestApp;

let ani: Learner; // the learner
let budi: Learner; // a classmate
let citra: Learner; // a learner of another programme
let bambang: Learner; // the programme's assessor
let nurul: Learner; // the programme's facilitator
let dewi: Learner; // admin of the programme's institution
let eko: Learner; // admin of another institution
let kelas: BuiltProgram;
let aniEnrolment: number;

type Body<T = unknown> = { status: number; message: string; data: T };
const call = (who: Learner | null) => asLearner(t.app, who);
const body = <T>(res: { json(): unknown }) => res.json() as Body<T>;
const reportOf = (who: Learner | null, id: number | string, query = "") =>
  call(who)("GET", `/api/program_activity/learning_report/${id}${query}`);

const FOUR_CHOICES = Array.from({ length: 4 }, () => ({
  type: "single_choice" as const,
  points: 1,
  options: ["Benar", "Salah"],
  correct: [0],
}));

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock, env: { LOG_LEVEL: "error" } });
  const db = t.database.db;
  [ani, budi, citra, bambang, nurul, dewi, eko] = (await Promise.all(
    ["Ani Lestari", "Budi Santoso", "Citra Dewi", "Bambang Hartono", "Nurul Hidayah", "Dewi Admin", "Eko Admin"].map(
      (n) => registerLearner(t.app, n),
    ),
  )) as [Learner, Learner, Learner, Learner, Learner, Learner, Learner];
  const creator = await makeInstitution(db, "Lembaga Sertifikasi Data");
  const other = await makeInstitution(db, "Lembaga Lain");
  kelas = await makeProgram(db, {
    name: "Kelas Analisis Data",
    creatorId: creator.id,
    topics: [
      {
        activities: [
          { title: "Pretest", type: "quiz", bobot: 10 },
          { title: "Bacaan", type: "html" },
          // neither holds a score: a weighted document and a reflection are not in the report's activities
          { title: "Dokumen Berbobot", type: "document", bobot: 5 },
          { title: "Refleksi", type: "quiz" },
        ],
      },
      {
        activities: [
          { title: "Uji Keterampilan", type: "quiz", bobot: 50 },
          { title: "Posttest", type: "quiz", bobot: 40 },
        ],
      },
    ],
  });
  const lain = await makeProgram(db, {
    name: "Kelas Lain",
    creatorId: other.id,
    topics: [{ activities: [{ title: "Bacaan", type: "html" }] }],
  });
  for (const [title, type] of [
    ["Pretest", 1],
    ["Posttest", 2],
    ["Uji Keterampilan", 3],
  ] as const)
    await db
      .update(resources)
      .set({ activityType: type })
      .where(eq(resources.id, kelas.activity(title).id));
  await db
    .update(programs)
    .set({ totalDuration: 150, scoringDate: new Date(NOW.getTime() + 2 * 86_400_000) })
    .where(eq(programs.id, kelas.id));

  aniEnrolment = await enrol(db, ani.userId, kelas.id, new Date("2026-10-01T02:00:00Z"));
  await enrol(db, budi.userId, kelas.id, NOW);
  await enrol(db, citra.userId, lain.id, NOW);
  await makeAssessor(db, bambang.userId, [kelas.id]);
  await db.insert(programFacilitators).values({ programId: kelas.id, userId: nurul.userId });
  await db.update(users).set({ isAdmin: true, institutionId: creator.id }).where(eq(users.id, dewi.userId));
  await db.update(users).set({ isAdmin: true, institutionId: other.id }).where(eq(users.id, eko.userId));

  // pretest 1 of 4 right (25), posttest 3 of 4 (75), the skills task assessed with a rubric and feedback
  const pretest = await makeQuiz(db, kelas.activity("Pretest").id, {}, FOUR_CHOICES);
  const posttest = await makeQuiz(db, kelas.activity("Posttest").id, {}, FOUR_CHOICES);
  await makeQuiz(db, kelas.activity("Refleksi").id, { isRefleksi: true }, [{ type: "essay", points: 0 }]);
  const task = await makeQuiz(
    db,
    kelas.activity("Uji Keterampilan").id,
    { isAutoScore: false },
    [{ type: "essay", points: 10 }],
    [
      { title: "Ketepatan analisis", maxPoints: 10 },
      { title: "Kerapian laporan", maxPoints: 10 },
    ],
  );
  const answer = (quiz: typeof pretest, right: number) =>
    quiz.questionIds.map((questionId, k) => ({
      questionId,
      optionIds: [(k < right ? quiz.optionIds[k]?.[0] : quiz.optionIds[k]?.[1]) ?? 0],
    }));
  const at = (day: number) => new Date(`2026-10-${String(day).padStart(2, "0")}T05:00:00Z`);
  await makeSubmission(db, {
    quizId: pretest.id,
    programUserId: aniEnrolment,
    userId: ani.userId,
    questionIds: pretest.questionIds,
    answers: answer(pretest, 1),
    finishedAt: at(2),
  });
  await makeSubmission(db, {
    quizId: posttest.id,
    programUserId: aniEnrolment,
    userId: ani.userId,
    questionIds: posttest.questionIds,
    answers: answer(posttest, 3),
    finishedAt: at(20),
  });
  const taskAttempt = await makeSubmission(db, {
    quizId: task.id,
    programUserId: aniEnrolment,
    userId: ani.userId,
    questionIds: task.questionIds,
    answers: [{ questionId: task.questionIds[0] ?? 0, text: "Analisis penjualan per wilayah." }],
    finishedAt: at(15),
  });
  await recordAssessment(
    db,
    bambang.userId,
    taskAttempt,
    {
      answers: [{ question_id: task.questionIds[0] ?? 0, points: 8 }],
      rubric: [
        { criterion_id: task.criterionIds[0] ?? 0, points: 9 },
        { criterion_id: task.criterionIds[1] ?? 0, points: 7 },
      ],
      feedback: "Analisis Anda runtut; rapikan grafiknya.",
      is_request_remedial: false,
    },
    at(18),
  );
  for (const [k, title] of [
    "Pretest",
    "Bacaan",
    "Dokumen Berbobot",
    "Refleksi",
    "Uji Keterampilan",
    "Posttest",
  ].entries())
    await completeActivity(db, aniEnrolment, kelas.activity(title).id, at(2 + k * 3 + (k === 5 ? 3 : 0)));
});

afterAll(async () => {
  await t.close();
});

describe("before scoring_date", () => {
  it("refuses everyone with the date the report opens, in WIB", async () => {
    const res = await reportOf(ani, aniEnrolment);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({
      status: 400,
      message: LEARNING_REPORT_MESSAGES.notYet("22 November 2026, 10.00 WIB"),
      data: { scoring_date: "2026-11-22T03:00:00.000Z", title: "Laporan Belum Tersedia" },
    });
    expect((await call(ani)("GET", `/api/program_activity/learning_report/${aniEnrolment}/pdf`)).statusCode).toBe(400);
    // the study report by slug says the same
    const summary = await call(ani)("GET", `/api/program_activity/v2/product_by_activity/${kelas.slug}/report`);
    expect(body(summary).data).toMatchObject({ program_user_id: aniEnrolment, show_report: false });
  });

  it("refuses one who may not read it with 403 before telling the date", async () => {
    const res = await reportOf(budi, aniEnrolment);
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(LEARNING_REPORT_MESSAGES.notFound);
  });
});

describe("after scoring_date", () => {
  beforeAll(async () => {
    await t.database.db
      .update(programs)
      .set({ scoringDate: new Date(NOW.getTime() - 3_600_000) })
      .where(eq(programs.id, kelas.id));
  });

  it("shows every scored activity with its weight, the final score, pretest, posttest and the gain", async () => {
    const res = await reportOf(ani, aniEnrolment);
    expect(res.statusCode).toBe(200);
    const report = body<{ report: LearningReport }>(res).data.report;
    expect(report).toMatchObject({
      program_user_id: aniEnrolment,
      report_type: "peserta",
      program: { id: kelas.id, name: "Kelas Analisis Data", hours: 2.5 },
      institution: { name: "Lembaga Sertifikasi Data" },
      learner: { id: ani.userId, name: "Ani Lestari" },
      period: { enrolled_at: "2026-10-01T02:00:00.000Z", finish_at: "2026-10-20T05:00:00.000Z" },
      progress: { percentage: 100, completed: 6, total: 6 },
      attendance: { total: 0, rule_applies: false, meets: true, required_percentage: 80 },
      tests: { pretest: 25, posttest: 75, gain: { points: 50, normalized: 0.67 } },
      progress_report: {
        finish_at: "2026-10-20T05:00:00.000Z",
        certificate_created_at: null,
        certificate_issued_date: null,
        pmo_report_date: null,
        training_type: 0,
      },
      certificate: null,
    });
    expect(report.activities.map((a) => [a.title, a.activity_type, a.bobot, a.score, a.attempts])).toEqual([
      ["Pretest", 1, 10, 25, 1],
      ["Uji Keterampilan", 3, 50, 80, 1],
      ["Posttest", 2, 40, 75, 1],
    ]);
    // the rule of the study page's final score, over the same best scores: (25*10 + 80*50 + 75*40) / 100
    expect(report.final_score).toBe(72.5);
    expect(report.final_score).toBe(
      weightedFinalScore(report.activities.map((a) => ({ score: a.score ?? 0, bobot: a.bobot }))),
    );
    const dashboard = await call(ani)("POST", "/api/program-activity/v3/program-detail/get/activity-dashboard", {
      user_id: ani.userId,
      program_user_id: aniEnrolment,
      id: kelas.id,
    });
    expect(body<{ final_score: number }>(dashboard).data.final_score).toBe(report.final_score);
    expect(report.assessments).toEqual([
      {
        activity_id: kelas.activity("Uji Keterampilan").id,
        activity_title: "Uji Keterampilan",
        assessor_name: "Bambang Hartono",
        assessed_at: "2026-10-18T05:00:00.000Z",
        score: 80,
        feedback: "Analisis Anda runtut; rapikan grafiknya.",
        rubric: [
          { title: "Ketepatan analisis", description: "", points: 9, max_points: 10 },
          { title: "Kerapian laporan", description: "", points: 7, max_points: 10 },
        ],
      },
    ]);
  });

  it("is read by the programme's assessor and facilitator and the institution's admin, refused to others alike", async () => {
    for (const who of [bambang, nurul, dewi]) {
      const res = await reportOf(who, aniEnrolment, "?report_type=lembaga");
      expect(res.statusCode).toBe(200);
      expect(body<{ report: LearningReport }>(res).data.report).toMatchObject({
        report_type: "lembaga",
        learner: { name: "Ani Lestari" },
      });
    }
    const refused = await reportOf(budi, aniEnrolment);
    expect(refused.statusCode).toBe(403);
    for (const who of [citra, eko]) expect(body(await reportOf(who, aniEnrolment))).toEqual(body(refused));
    // an unknown enrolment answers like another's: ids cannot be probed
    expect(body(await reportOf(budi, 2_000_000_000))).toEqual(body(refused));
    expect((await reportOf(null, aniEnrolment)).statusCode).toBe(401);
  });

  it("refuses malformed ids and report types with 400", async () => {
    for (const id of ["abc", "0", "-3", "1.5"]) expect((await reportOf(ani, id)).statusCode).toBe(400);
    const badType = await reportOf(ani, aniEnrolment, "?report_type=rahasia");
    expect(badType.statusCode).toBe(400);
    expect(JSON.stringify(body(badType).data)).toContain(LEARNING_REPORT_MESSAGES.badReportType);
  });

  it("shows the certificate's dates once it is issued (the day in WIB)", async () => {
    // issued at 21 November 2026, 03.00 WIB: still the 20th in UTC
    await t.database.db.insert(certificates).values({
      number: "KARIR-2026-000123-ABCD",
      programUserId: aniEnrolment,
      userId: ani.userId,
      programId: kelas.id,
      institutionId:
        (await t.database.db.select({ id: programs.creatorId }).from(programs).where(eq(programs.id, kelas.id)))[0]
          ?.id ?? 0,
      holderName: "Ani Lestari",
      programName: "Kelas Analisis Data",
      institutionName: "Lembaga Sertifikasi Data",
      hours: 2.5,
      finalScore: 72.5,
      issuedAt: new Date("2026-11-20T20:00:00Z"),
    });
    const report = body<{ report: LearningReport }>(await reportOf(ani, aniEnrolment)).data.report;
    expect(report.progress_report).toMatchObject({
      certificate_created_at: "2026-11-20T20:00:00.000Z",
      certificate_issued_date: "2026-11-21",
    });
    expect(report.certificate).toEqual({
      number: "KARIR-2026-000123-ABCD",
      issued_at: "2026-11-20T20:00:00.000Z",
      revoked: false,
      verification_path: "/verifikasi-sertifikat/KARIR-2026-000123-ABCD",
    });
  });

  it("downloads the report as an A4 PDF titled with the learner's name", async () => {
    const res = await call(dewi)(
      "GET",
      `/api/program_activity/learning_report/${aniEnrolment}/pdf?report_type=lembaga`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("laporan-belajar-kelas-analisis-data-ani-lestari.pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe("Laporan Belajar Peserta - Ani Lestari - Kelas Analisis Data");
    const page = pdf.getPage(0);
    expect([Math.round(page.getWidth()), Math.round(page.getHeight())]).toEqual([595, 842]);
    expect((await call(budi)("GET", `/api/program_activity/learning_report/${aniEnrolment}/pdf`)).statusCode).toBe(403);
  });
});

describe("GET program_activity/v2/product_by_activity/{slug}/report", () => {
  it("answers the caller's own enrolment only; others and unknown slugs alike", async () => {
    const own = await call(ani)("GET", `/api/program_activity/v2/product_by_activity/${kelas.slug}/report`);
    expect(own.statusCode).toBe(200);
    expect(body(own).data).toMatchObject({
      program_user_id: aniEnrolment,
      show_report: true,
      pretest_score: 25,
      posttest_score: 75,
    });
    const stranger = await call(citra)("GET", `/api/program_activity/v2/product_by_activity/${kelas.slug}/report`);
    expect(stranger.statusCode).toBe(403);
    const unknown = await call(citra)(
      "GET",
      "/api/program_activity/v2/product_by_activity/tidak-ada-sama-sekali/report",
    );
    expect(body(unknown)).toEqual(body(stranger));
    expect(
      (await call(ani)("GET", "/api/program_activity/v2/product_by_activity/Bukan%20Slug/report")).statusCode,
    ).toBe(400);
  });

  it("does not take the activity description's place", async () => {
    const ids = await t.database.db
      .select({ id: resources.id })
      .from(resources)
      .where(inArray(resources.id, [kelas.activity("Bacaan").id]));
    const description = await call(ani)(
      "GET",
      `/api/program_activity/v2/product_by_activity/${ids[0]?.id}/description`,
    );
    expect(description.statusCode).toBe(200);
  });
});
