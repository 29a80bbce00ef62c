import { ASSESSMENT_PAGE_SIZE, QUIZ_MESSAGES, type QuizIntro, type SubmissionDetail } from "@app/domain/quiz/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programUsers } from "../../db/schema/learning";
import { quizAnswers, quizAttempts, quizRubricScores } from "../../db/schema/quiz";
import { MESSAGES } from "../../platform/errors";
import { type BuiltQuiz, makeAssessor, makeQuiz, makeSubmission } from "../../testing/assessor-kit";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, onPostgres, type TestApp, testClock } from "../../testing/test-app";
import { storeUpload } from "./uploads";

type Body<T = Record<string, unknown>> = { status: number; message: string; data: T };
type ListItem = { attempt_id: number; learner_name: string; program_id: number; review_state: string };
type List = { items: ListItem[]; page: number; total_pages: number; total: number };

const NOW = new Date("2026-11-22T03:00:00Z");
const HOUR = 3_600_000;
const clock = testClock(NOW);
let t: TestApp;

let ani: Learner; // P1: the essay quiz and the uk task
let budi: Learner; // P1: the essay quiz
let citra: Learner; // P2
let bambang: Learner; // assessor of P1
let sari: Learner; // assessor of P2 only
let eko: Learner; // listed for P1 but not an assessor (is_asesor false)
let p1: BuiltProgram;
let p2: BuiltProgram;
let essayQuiz: BuiltQuiz; // auto-scored parts + essay + file, minimum 60
let ukQuiz: BuiltQuiz; // not auto-scored, file question + rubric of 3
let otherQuiz: BuiltQuiz;
const attempt: Record<string, number> = {};
const enrolment: Record<string, number> = {};

const call = (who: Learner | null) => asLearner(t.app, who);
const list = (who: Learner, query = "") => call(who)("GET", `/api/asesor/submissions${query}`);
const detail = (who: Learner, id: number) => call(who)("GET", `/api/asesor/submissions/${id}`);
const score = (who: Learner, id: number, body: unknown) =>
  call(who)("POST", `/api/asesor/submissions/${id}/score`, body);

const q = (quiz: BuiltQuiz, k: number) => quiz.questionIds[k] ?? -1;
const o = (quiz: BuiltQuiz, k: number, option: number) => quiz.optionIds[k]?.[option] ?? -1;

async function attemptRow(id: number) {
  const [row] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, id));
  if (!row) throw new Error("attempt missing");
  return row;
}

/** A full, valid scoring of Ani's essay quiz: essay and file points given, the rest the server's. */
const essayScoring = (essay: number, file: number, extra: Record<string, unknown> = {}) => ({
  answers: [
    { question_id: q(essayQuiz, 2), points: essay },
    { question_id: q(essayQuiz, 3), points: file },
  ],
  rubric: [],
  feedback: "Analisismu runtut.\nTambahkan contoh nyata pada <b>paragraf kedua</b>.",
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock });
  const db = t.database.db;
  [ani, budi, citra, bambang, sari, eko] = (await Promise.all(
    ["Ani Lestari", "Budi Santoso", "Citra Dewi", "Bambang Hartono", "Sari Wulandari", "Eko Prasetyo"].map((n) =>
      registerLearner(t.app, n),
    ),
  )) as [Learner, Learner, Learner, Learner, Learner, Learner];
  const creator = await makeInstitution(db, "Lembaga Penilaian");
  p1 = await makeProgram(db, {
    name: "Menulis Esai Argumentatif",
    creatorId: creator.id,
    topics: [
      {
        activities: [
          { title: "Posttest Esai", type: "quiz" },
          { title: "Uji Keterampilan", type: "quiz" },
        ],
      },
    ],
  });
  p2 = await makeProgram(db, {
    name: "Kelas Lain",
    creatorId: creator.id,
    topics: [{ activities: [{ title: "Esai Lain", type: "quiz" }] }],
  });
  await makeAssessor(db, bambang.userId, [p1.id]);
  await makeAssessor(db, sari.userId, [p2.id]);
  await makeAssessor(db, eko.userId, [p1.id], false);

  essayQuiz = await makeQuiz(db, p1.activity("Posttest Esai").id, { minimumScore: 60 }, [
    { type: "single_choice", points: 20, options: ["Opini", "Fakta"], correct: [1], discussion: "<p>Fakta.</p>" },
    { type: "short_answer", points: 10, accepted: ["tesis"] },
    {
      type: "essay",
      points: 40,
      body: '<p>Tulis esai.</p><img src="x" onerror="alert(1)">',
      discussion: '<p>Struktur</p><script>alert("x")</script>',
    },
    { type: "file", points: 30 },
  ]);
  ukQuiz = await makeQuiz(
    db,
    p1.activity("Uji Keterampilan").id,
    { isAutoScore: false },
    [{ type: "file", points: 0 }],
    [
      { title: "Kelengkapan", maxPoints: 30 },
      { title: "Ketepatan", maxPoints: 30 },
      { title: "Kerapian", maxPoints: 40 },
    ],
  );
  otherQuiz = await makeQuiz(db, p2.activity("Esai Lain").id, {}, [{ type: "essay", points: 100 }]);

  for (const [key, learner, programme] of [
    ["ani", ani, p1],
    ["budi", budi, p1],
    ["citra", citra, p2],
  ] as const) {
    enrolment[key] = await enrol(db, learner.userId, programme.id, new Date(NOW.getTime() - 48 * HOUR));
  }
  const file = await storeUpload(
    db,
    { put: async () => {}, open: async () => null, remove: async () => {} },
    {
      userId: ani.userId,
      fileName: "esai-ani.pdf",
      bytes: Buffer.from("%PDF-1.4\n%%EOF\n"),
      now: NOW,
    },
  );
  // the attempt's order is not the quiz's: the detail must follow the attempt
  const aniOrder = [q(essayQuiz, 3), q(essayQuiz, 2), q(essayQuiz, 1), q(essayQuiz, 0)];
  attempt.aniEssay = await makeSubmission(db, {
    quizId: essayQuiz.id,
    programUserId: enrolment.ani ?? 0,
    userId: ani.userId,
    questionIds: aniOrder,
    answers: [
      { questionId: q(essayQuiz, 0), optionIds: [o(essayQuiz, 0, 1)] },
      { questionId: q(essayQuiz, 1), text: " Tesis " },
      { questionId: q(essayQuiz, 2), text: "<p>Paragraf pertama.</p><p>Paragraf kedua.</p>" },
      { questionId: q(essayQuiz, 3), fileIds: [file.id] },
    ],
    finishedAt: new Date(NOW.getTime() - 3 * HOUR),
  });
  attempt.budiEssay = await makeSubmission(db, {
    quizId: essayQuiz.id,
    programUserId: enrolment.budi ?? 0,
    userId: budi.userId,
    questionIds: essayQuiz.questionIds,
    // the essay and the file left unanswered
    answers: [{ questionId: q(essayQuiz, 0), optionIds: [o(essayQuiz, 0, 0)] }],
    finishedAt: new Date(NOW.getTime() - 5 * HOUR),
  });
  attempt.aniUk = await makeSubmission(db, {
    quizId: ukQuiz.id,
    programUserId: enrolment.ani ?? 0,
    userId: ani.userId,
    questionIds: ukQuiz.questionIds,
    answers: [{ questionId: q(ukQuiz, 0), fileIds: [file.id] }],
    finishedAt: new Date(NOW.getTime() - 1 * HOUR),
  });
  attempt.citra = await makeSubmission(db, {
    quizId: otherQuiz.id,
    programUserId: enrolment.citra ?? 0,
    userId: citra.userId,
    questionIds: otherQuiz.questionIds,
    answers: [{ questionId: q(otherQuiz, 0), text: "<p>Esai Citra.</p>" }],
    finishedAt: new Date(NOW.getTime() - 4 * HOUR),
  });
});
afterAll(async () => {
  await t.close();
});

describe("GET asesor/submissions", () => {
  it("lists the waiting submissions of the assessor's programmes, oldest first, and nothing else", async () => {
    const res = await list(bambang);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as Body<List>).data;
    expect(data.items.map((i) => i.attempt_id)).toEqual([attempt.budiEssay, attempt.aniEssay, attempt.aniUk]);
    expect(data).toMatchObject({ page: 1, total_pages: 1, total: 3 });
    expect(data.items[1]).toMatchObject({
      learner_name: "Ani Lestari",
      program_id: p1.id,
      program_name: "Menulis Esai Argumentatif",
      activity_title: "Posttest Esai",
      attempt_number: 1,
      submitted_at: new Date(NOW.getTime() - 3 * HOUR).toISOString(),
      review_state: "awaiting_review",
      score: null,
    });
    const other = (await list(sari)).json() as Body<List>;
    expect(other.data.items.map((i) => i.attempt_id)).toEqual([attempt.citra]);
  });

  it("refuses a programme the assessor does not assess, and anyone who is not an assessor", async () => {
    const filtered = (await list(bambang, `?program_id=${p1.id}`)).json() as Body<List>;
    expect(filtered.data.total).toBe(3);
    const foreign = await list(bambang, `?program_id=${p2.id}`);
    expect(foreign.statusCode).toBe(403);
    expect((foreign.json() as Body).message).toBe(QUIZ_MESSAGES.notAssessor);
    for (const who of [ani, eko]) {
      const res = await list(who);
      expect(res.statusCode).toBe(403);
      expect((res.json() as Body).message).toBe(QUIZ_MESSAGES.notAssessor);
    }
    expect((await call(null)("GET", "/api/asesor/submissions")).statusCode).toBe(401);
    const bad = await list(bambang, "?status=semua");
    expect(bad.statusCode).toBe(400);
  });

  it(`pages by ${ASSESSMENT_PAGE_SIZE}`, async () => {
    const db = t.database.db;
    const extra = [];
    for (let k = 0; k < ASSESSMENT_PAGE_SIZE; k++) {
      extra.push(
        await makeSubmission(db, {
          quizId: essayQuiz.id,
          programUserId: enrolment.budi ?? 0,
          userId: budi.userId,
          number: k + 2,
          questionIds: essayQuiz.questionIds,
          answers: [],
          finishedAt: new Date(NOW.getTime() - (2 - k / 100) * HOUR),
        }),
      );
    }
    try {
      const first = ((await list(bambang)).json() as Body<List>).data;
      const second = ((await list(bambang, "?page=2")).json() as Body<List>).data;
      expect(first).toMatchObject({ total: 12, total_pages: 2, page: 1 });
      expect(first.items).toHaveLength(ASSESSMENT_PAGE_SIZE);
      expect(second.items.map((i) => i.attempt_id)).toEqual([...extra.slice(-2), attempt.aniUk]);
    } finally {
      for (const id of extra) await db.delete(quizAttempts).where(eq(quizAttempts.id, id));
    }
  });
});

describe("GET asesor/submissions/{attemptId}", () => {
  it("offers the certificate shortcut once the learner has finished every counted activity", async () => {
    const db = t.database.db;
    const id = enrolment.ani ?? 0;
    const [before] = await db.select().from(programUsers).where(eq(programUsers.id, id));
    await db
      .update(programUsers)
      .set({
        completedResources: sql`greatest(${programUsers.programTotalResources}, 1)`,
        programTotalResources: sql`greatest(${programUsers.programTotalResources}, 1)`,
      })
      .where(eq(programUsers.id, id));
    try {
      const data = ((await detail(bambang, attempt.aniEssay ?? 0)).json() as Body<SubmissionDetail>).data;
      expect(data).toMatchObject({ program_user_id: id, show_certificate: true });
    } finally {
      await db
        .update(programUsers)
        .set({
          completedResources: before?.completedResources ?? 0,
          programTotalResources: before?.programTotalResources ?? 0,
        })
        .where(eq(programUsers.id, id));
    }
  });

  it("shows every question in the quiz's own order and numbers (not the learner's shuffled order), with the answer, correct answers, points and discussion, and names the next submission waiting", async () => {
    const res = await detail(bambang, attempt.aniEssay ?? 0);
    expect(res.statusCode).toBe(200);
    const data = (res.json() as Body<SubmissionDetail>).data;
    expect(data).toMatchObject({
      learner_name: "Ani Lestari",
      // Ani has not finished the programme: no certificate shortcut yet
      program_user_id: enrolment.ani,
      show_certificate: false,
      program_name: "Menulis Esai Argumentatif",
      activity_title: "Posttest Esai",
      minimum_score: 60,
      feedback: null,
      rubric: [],
    });
    expect(data.attempt).toMatchObject({ review_state: "awaiting_review", score: null, answered_count: 4 });
    // Ani's attempt ran in the order 4, 3, 2, 1: the assessor reads the quiz's numbers
    expect(data.questions.map((x) => [x.id, x.position])).toEqual([
      [q(essayQuiz, 0), 1],
      [q(essayQuiz, 1), 2],
      [q(essayQuiz, 2), 3],
      [q(essayQuiz, 3), 4],
    ]);
    // the queue's next one, oldest first, other than this one
    expect(data.next_attempt_id).toBe(attempt.budiEssay);
    // the server says which questions are the assessor's: the essay and the file
    expect(data.questions.map((x) => x.scored_by_assessor)).toEqual([false, false, true, true]);
    const [choice, short, essay, file] = data.questions;
    expect(file?.answer?.answer_file).toEqual([
      {
        id: expect.any(Number),
        name: "esai-ani.pdf",
        size: 15,
        url: expect.stringMatching(/^\/api\/program_activity\/quiz\/upload\/\d+$/),
      },
    ]);
    expect(essay).toMatchObject({ type: "essay", max_points: 40, points_awarded: null, is_correct: null });
    expect(essay?.answer?.answer_essay).toBe("<p>Paragraf pertama.</p><p>Paragraf kedua.</p>");
    // rich text is sanitised on the way out
    expect(essay?.body).not.toContain("onerror");
    expect(essay?.discussion).toBe("<p>Struktur</p>");
    expect(short).toMatchObject({ accepted_answers: ["tesis"], is_correct: true, points_awarded: 10 });
    expect(choice).toMatchObject({
      correct_option_ids: [o(essayQuiz, 0, 1)],
      is_correct: true,
      points_awarded: 20,
      max_points: 20,
      discussion: "<p>Fakta.</p>",
    });
    expect(choice?.options.map((x) => x.id)).toEqual(essayQuiz.optionIds[0]);
  });

  it("leaves an auto-scored question the learner skipped to the server, not to the assessor (issue 23)", async () => {
    const data = ((await detail(bambang, attempt.budiEssay ?? 0)).json() as Body<SubmissionDetail>).data;
    const short = data.questions.find((x) => x.id === q(essayQuiz, 1));
    expect(short).toMatchObject({ answer: null, is_correct: null, scored_by_assessor: false });
    const uk = ((await detail(bambang, attempt.aniUk ?? 0)).json() as Body<SubmissionDetail>).data;
    // without is_auto_score every question is the assessor's
    expect(uk.questions.every((x) => x.scored_by_assessor)).toBe(true);
  });

  it("tells the learner the provisional score while the assessor has not scored yet (issue 23)", async () => {
    const ofAni = await call(ani)("GET", `/api/program_activity/quiz/${p1.activity("Posttest Esai").id}/intro`);
    expect(ofAni.statusCode, ofAni.body).toBe(200);
    // 20 (choice, right) + 10 (short answer, right) of 30 scored; the essay and the file wait
    expect((ofAni.json() as Body<QuizIntro>).data.quiz_transaction?.provisional).toEqual({
      points: 30,
      scored_maximum: 30,
      awaiting_answers: 2,
      awaiting_rubric: false,
    });
    // Budi's choice is wrong and he left the essay and the file empty: nothing waits on an answer, 0 of 100
    const ofBudi = await call(budi)("GET", `/api/program_activity/quiz/${p1.activity("Posttest Esai").id}/intro`);
    expect((ofBudi.json() as Body<QuizIntro>).data.quiz_transaction?.provisional).toEqual({
      points: 0,
      scored_maximum: 100,
      awaiting_answers: 0,
      awaiting_rubric: false,
    });
  });

  it("refuses an assessor of another programme, a non-assessor and an unknown id alike", async () => {
    for (const [who, id] of [
      [sari, attempt.aniEssay],
      [eko, attempt.aniEssay],
      [ani, attempt.aniEssay],
      [bambang, attempt.citra],
      [bambang, 999_999],
    ] as const) {
      const res = await detail(who, id ?? 0);
      expect(res.statusCode).toBe(403);
      expect((res.json() as Body).message).toBe(QUIZ_MESSAGES.notAssessor);
    }
  });
});

describe("POST asesor/submissions/{attemptId}/score", () => {
  it("refuses an assessor of another programme and a non-assessor, writing nothing", async () => {
    for (const who of [sari, eko, ani]) {
      const res = await score(who, attempt.aniEssay ?? 0, essayScoring(40, 30));
      expect(res.statusCode).toBe(403);
      expect((res.json() as Body).message).toBe(QUIZ_MESSAGES.notAssessor);
    }
    expect(await attemptRow(attempt.aniEssay ?? 0)).toMatchObject({ reviewState: "awaiting_review", score: null });
  });

  it("needs points for every essay and file answer, within each question's points", async () => {
    const id = attempt.aniEssay ?? 0;
    const missing = await score(bambang, id, {
      ...essayScoring(30, 20),
      answers: [{ question_id: q(essayQuiz, 2), points: 30 }],
    });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as Body).message).toBe(QUIZ_MESSAGES.answerScoreIncomplete);
    const over = await score(bambang, id, essayScoring(41, 20));
    expect(over.statusCode).toBe(400);
    expect((over.json() as Body).message).toBe(QUIZ_MESSAGES.pointsOutOfRange);
    const negative = await score(bambang, id, essayScoring(-1, 20));
    expect(negative.statusCode).toBe(400);
    const foreign = await score(bambang, id, {
      ...essayScoring(30, 20),
      answers: [...essayScoring(30, 20).answers, { question_id: q(otherQuiz, 0), points: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect((foreign.json() as Body).message).toBe(MESSAGES.invalidInput);
    const tooLong = await score(bambang, id, essayScoring(30, 20, { feedback: "a".repeat(5001) }));
    expect(tooLong.statusCode).toBe(400);
    // an unanswered essay earns nothing
    const unanswered = await score(bambang, attempt.budiEssay ?? 0, {
      answers: [
        { question_id: q(essayQuiz, 2), points: 5 },
        { question_id: q(essayQuiz, 3), points: 0 },
      ],
      rubric: [],
    });
    expect(unanswered.statusCode).toBe(400);
    expect((unanswered.json() as Body).message).toBe(QUIZ_MESSAGES.pointsOutOfRange);
    expect(await attemptRow(id)).toMatchObject({ reviewState: "awaiting_review", score: null, assessedBy: null });
    const [essay] = await t.database.db
      .select()
      .from(quizAnswers)
      .where(and(eq(quizAnswers.attemptId, id), eq(quizAnswers.questionId, q(essayQuiz, 2))));
    expect(essay?.pointsAwarded).toBeNull();
  });

  it("scores an essay: the learner's attempt gets its score, pass and feedback, and leaves the queue", async () => {
    const id = attempt.aniEssay ?? 0;
    const res = await score(bambang, id, {
      ...essayScoring(30, 20),
      // points sent for an auto-scored question are the server's to decide: ignored
      answers: [...essayScoring(30, 20).answers, { question_id: q(essayQuiz, 0), points: 0 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Body<SubmissionDetail>;
    expect(body.message).toBe(QUIZ_MESSAGES.scored);
    // 20 (choice) + 10 (short answer) + 30 (essay) + 20 (file)
    expect(body.data.attempt).toMatchObject({
      review_state: "assessed",
      score: 80,
      score_label: "80",
      passed: true,
      has_feedback: true,
    });
    expect(body.data.feedback).toBe("Analisismu runtut.\nTambahkan contoh nyata pada <b>paragraf kedua</b>.");
    expect(body.data.questions.find((x) => x.id === q(essayQuiz, 2))?.points_awarded).toBe(30);
    // the save answers with the next submission waiting, so the assessor goes on without the list
    expect(body.data.next_attempt_id).toBe(attempt.budiEssay);

    const row = await attemptRow(id);
    expect(row).toMatchObject({
      reviewState: "assessed",
      score: 80,
      passed: true,
      maxPoints: 100,
      assessedBy: bambang.userId,
      assessedAt: NOW,
      isRequestRemedial: false,
      feedback: "Analisismu runtut.\nTambahkan contoh nyata pada <b>paragraf kedua</b>.",
    });
    const waiting = ((await list(bambang)).json() as Body<List>).data;
    expect(waiting.items.map((i) => i.attempt_id)).not.toContain(id);
    const assessed = ((await list(bambang, "?status=assessed")).json() as Body<List>).data;
    expect(assessed.items[0]).toMatchObject({ attempt_id: id, review_state: "assessed", score: 80 });
  });

  it("may score again, below the pass mark, asking for a remedial attempt", async () => {
    clock.advance(HOUR);
    const id = attempt.aniEssay ?? 0;
    const res = await score(bambang, id, essayScoring(10, 0, { feedback: "", is_request_remedial: true }));
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as Body<SubmissionDetail>).data;
    expect(data.attempt).toMatchObject({ score: 40, passed: false, is_request_remedial: true, has_feedback: false });
    expect(await attemptRow(id)).toMatchObject({ score: 40, passed: false, isRequestRemedial: true, feedback: null });
  });

  it("scores a skills demonstration against its rubric of three criteria", async () => {
    const id = attempt.aniUk ?? 0;
    const before = ((await detail(bambang, id)).json() as Body<SubmissionDetail>).data;
    expect(before.rubric.map((c) => [c.title, c.max_points, c.points])).toEqual([
      ["Kelengkapan", 30, null],
      ["Ketepatan", 30, null],
      ["Kerapian", 40, null],
    ]);
    const [k1, k2, k3] = ukQuiz.criterionIds as [number, number, number];
    const file = { question_id: q(ukQuiz, 0), points: 0 };
    const incomplete = await score(bambang, id, { answers: [file], rubric: [{ criterion_id: k1, points: 10 }] });
    expect((incomplete.json() as Body).message).toBe(QUIZ_MESSAGES.rubricIncomplete);
    const over = await score(bambang, id, {
      answers: [file],
      rubric: [
        { criterion_id: k1, points: 10 },
        { criterion_id: k2, points: 31 },
        { criterion_id: k3, points: 10 },
      ],
    });
    expect((over.json() as Body).message).toBe(QUIZ_MESSAGES.rubricOutOfRange);
    const res = await score(bambang, id, {
      answers: [file],
      rubric: [
        { criterion_id: k1, points: 25 },
        { criterion_id: k2, points: 20.5 },
        { criterion_id: k3, points: 30 },
      ],
      feedback: "Rapi dan lengkap.",
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as Body<SubmissionDetail>).data;
    expect(data.rubric.map((c) => c.points)).toEqual([25, 20.5, 30]);
    expect(data.attempt).toMatchObject({ review_state: "assessed", score: 75.5, passed: true });
    const saved = await t.database.db.select().from(quizRubricScores).where(eq(quizRubricScores.attemptId, id));
    expect(saved).toHaveLength(3);
  });

  it("refuses an attempt that does not wait for an assessor, and one still running", async () => {
    const db = t.database.db;
    await db
      .update(quizAttempts)
      .set({ reviewState: "auto" })
      .where(eq(quizAttempts.id, attempt.budiEssay ?? 0));
    try {
      const res = await score(bambang, attempt.budiEssay ?? 0, {
        answers: [
          { question_id: q(essayQuiz, 2), points: 0 },
          { question_id: q(essayQuiz, 3), points: 0 },
        ],
        rubric: [],
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as Body).message).toBe(QUIZ_MESSAGES.notAwaitingReview);
    } finally {
      await db
        .update(quizAttempts)
        .set({ reviewState: "awaiting_review" })
        .where(eq(quizAttempts.id, attempt.budiEssay ?? 0));
    }
    const running = await makeSubmission(db, {
      quizId: essayQuiz.id,
      programUserId: enrolment.budi ?? 0,
      userId: budi.userId,
      number: 50,
      questionIds: essayQuiz.questionIds,
      answers: [],
      finishedAt: NOW,
      state: "started",
    });
    const res = await score(bambang, running, { answers: [], rubric: [] });
    expect(res.statusCode).toBe(404);
    expect((res.json() as Body).message).toBe(QUIZ_MESSAGES.submissionNotFound);
    expect((await detail(bambang, running)).statusCode).toBe(404);
  });

  it.runIf(onPostgres)("serialises two scorings of one submission: the stored points and the score agree", async () => {
    const id = await makeSubmission(t.database.db, {
      quizId: essayQuiz.id,
      programUserId: enrolment.budi ?? 0,
      userId: budi.userId,
      number: 60,
      questionIds: essayQuiz.questionIds,
      answers: [{ questionId: q(essayQuiz, 2), text: "<p>Esai Budi.</p>" }],
      finishedAt: NOW,
    });
    const scoring = (essay: number) => ({
      answers: [
        { question_id: q(essayQuiz, 2), points: essay },
        { question_id: q(essayQuiz, 3), points: 0 },
      ],
      rubric: [],
    });
    const results = await Promise.all([score(bambang, id, scoring(10)), score(bambang, id, scoring(35))]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const row = await attemptRow(id);
    const [essay] = await t.database.db
      .select()
      .from(quizAnswers)
      .where(and(eq(quizAnswers.attemptId, id), eq(quizAnswers.questionId, q(essayQuiz, 2))));
    expect([10, 35]).toContain(essay?.pointsAwarded);
    expect(row.manualPoints).toBe(essay?.pointsAwarded);
    expect(row.score).toBe((row.autoPoints ?? 0) + (essay?.pointsAwarded ?? 0));
  });
});
