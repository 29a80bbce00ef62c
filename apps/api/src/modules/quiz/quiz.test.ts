import {
  type ActivityScore,
  type AnswerResult,
  type AttemptBatch,
  type AttemptReview,
  type AttemptSummary,
  type BatchCheck,
  type FeedbackView,
  type FinishResult,
  QUIZ_DEADLINE_GRACE_MS,
  QUIZ_MESSAGES,
  type QuestionType,
  type QuizIntro,
} from "@app/domain/quiz/contracts";
import { STUDY_MESSAGES } from "@app/domain/study/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../db/schema/catalogue";
import { quizAnswers, quizAttempts, quizRubricScores } from "../../db/schema/quiz";
import { hashPassword } from "../../platform/passwords";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { addQuiz, addUpload, singleChoices, type TestQuiz } from "../../testing/quiz-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";

const NOW = new Date("2026-11-22T03:00:00Z");
const DAY = 24 * 3600 * 1000;
const clock = testClock(NOW);
let t: TestApp;
let learner: Learner;
let classmate: Learner;
let latecomer: Learner;
let outsider: Learner;
let assessor: Learner;
let course: BuiltProgram;
const enrolment = new Map<number, number>();
const quiz: Record<string, TestQuiz> = {};

type Body<T> = { status: number; message: string; data: T };
/** An answer submission as the browser sends it (every field but the two ids may be left to its default). */
type AnswerSend = {
  attempt_id?: number;
  activity_id?: number;
  activity_question_id?: number;
  question_position?: number;
  type?: QuestionType;
  option_ids?: number[];
  answer_essay?: string | null;
  answer_file?: number[];
  is_next?: boolean;
  is_prev?: boolean;
  is_preview?: boolean;
};
const call = (who: Learner | null) => asLearner(t.app, who);
const id = (title: string) => course.activity(title).id;

async function intro(who: Learner, title: string) {
  const res = await call(who)("GET", `/api/program_activity/quiz/${id(title)}/intro`);
  return { res, body: res.json() as Body<QuizIntro> };
}
async function start(who: Learner, title: string, password?: string) {
  const res = await call(who)("POST", `/api/program_activity/quiz/${id(title)}/start`, password ? { password } : {});
  return { res, body: res.json() as Body<AttemptSummary> };
}
async function started(who: Learner, title: string, password?: string): Promise<AttemptSummary> {
  const { res, body } = await start(who, title, password);
  expect(res.statusCode, res.body).toBe(200);
  return body.data;
}
async function batch(who: Learner, attemptId: number, n: number) {
  const res = await call(who)("GET", `/api/program_activity/quiz/attempt/${attemptId}/batch/${n}`);
  return { res, body: res.json() as Body<AttemptBatch> };
}
async function answer(who: Learner, body: AnswerSend & { attempt_id: number; activity_question_id: number }) {
  const res = await call(who)("POST", "/api/program_activity/quiz/answer", { type: "single_choice", ...body });
  return { res, body: res.json() as Body<AnswerResult> };
}
async function finish(who: Learner, attemptId: number) {
  const res = await call(who)("POST", `/api/program_activity/quiz/attempt/${attemptId}/finish`);
  return { res, body: res.json() as Body<FinishResult> };
}
async function review(who: Learner, attemptId: number) {
  const res = await call(who)("GET", `/api/program_activity/quiz/attempt/${attemptId}/review`);
  return { res, body: res.json() as Body<AttemptReview> };
}
async function dashboard(who: Learner) {
  const res = await call(who)("POST", "/api/program-activity/v3/program-detail/get/activity-dashboard", {
    user_id: who.userId,
    program_user_id: enrolment.get(who.userId),
    id: course.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Body<{ completed_resources: number; final_score: number | null }>).data;
}
async function report(who: Learner) {
  const res = await call(who)("POST", "/api/program-activity/v3/program-detail/get/report", {
    user_id: who.userId,
    program_user_id: enrolment.get(who.userId),
    id: course.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as Body<{
      can_view_certificate: boolean;
      certificate_error_code: number | null;
      pretest_score: number | null;
      posttest_score: number | null;
    }>
  ).data;
}

/** The attempt's question ids in its order, read batch by batch as the learner's browser reads them. */
async function attemptOrder(who: Learner, attempt: AttemptSummary): Promise<number[]> {
  const first = await batch(who, attempt.id, 1);
  const ids = first.body.data.questions.map((q) => q.id);
  for (let n = 2; n <= first.body.data.total_batches; n++) {
    ids.push(...(await batch(who, attempt.id, n)).body.data.questions.map((q) => q.id));
  }
  return ids;
}

/** Answers every question of a single-choice quiz: the right option for the indexes in `right`, else a wrong one. */
async function answerAll(who: Learner, attempt: AttemptSummary, q: TestQuiz, right: (k: number) => boolean) {
  const order = await attemptOrder(who, attempt);
  for (const [index, questionId] of order.entries()) {
    const k = q.questions.indexOf(questionId);
    const res = await answer(who, {
      attempt_id: attempt.id,
      activity_id: activityOf(q),
      activity_question_id: questionId,
      question_position: index + 1,
      option_ids: right(k) ? q.correct(k) : [q.wrong(k)],
      is_preview: true,
    });
    expect(res.res.statusCode, res.res.body).toBe(200);
  }
}
const quizActivity = new Map<TestQuiz, number>();
const activityOf = (q: TestQuiz): number => {
  const found = quizActivity.get(q);
  if (found === undefined) throw new Error("quiz without activity");
  return found;
};

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock });
  const db = t.database.db;
  learner = await registerLearner(t.app, "Pelajar Kuis");
  classmate = await registerLearner(t.app, "Teman Sekelas");
  latecomer = await registerLearner(t.app, "Pelajar Baru");
  outsider = await registerLearner(t.app, "Orang Luar");
  assessor = await registerLearner(t.app, "Ibu Asesor");
  const creator = await makeInstitution(db, "Lembaga Kuis");
  course = await makeProgram(db, {
    name: "Kursus Kuis",
    creatorId: creator.id,
    topics: [
      {
        activities: [
          { title: "Kuis Acak", type: "quiz" },
          { title: "Kuis Waktu", type: "quiz" },
          { title: "Kuis Nilai", type: "quiz-v2", bobot: 40 },
          { title: "Kuis Navigasi", type: "quiz" },
          { title: "Kuis Sekali", type: "quiz" },
          { title: "Kuis Sandi", type: "quiz" },
          { title: "Kuis Tutup", type: "quiz" },
          { title: "Kuis Nanti", type: "quiz" },
          { title: "Kuis Bahas", type: "quiz" },
          { title: "Kuis Tanggal", type: "quiz" },
          { title: "Kuis Periksa", type: "quiz" },
        ],
      },
      {
        activities: [
          { title: "Pretest", type: "quiz" },
          { title: "Posttest", type: "quiz", bobot: 60 },
          { title: "Uji Keterampilan", type: "quiz" },
          { title: "Refleksi Kuis", type: "quiz" },
          { title: "Materi", type: "html" },
          { title: "Kuis Kosong", type: "quiz" },
        ],
      },
    ],
  });
  const setType = (title: string, activityType: number) =>
    db
      .update(resources)
      .set({ activityType })
      .where(eq(resources.id, id(title)));
  await setType("Pretest", 1);
  await setType("Posttest", 2);
  await setType("Uji Keterampilan", 3);
  const add = async (
    title: string,
    settings: Parameters<typeof addQuiz>[2],
    questions: Parameters<typeof addQuiz>[3],
    rubric: Parameters<typeof addQuiz>[4] = [],
  ) => {
    const built = await addQuiz(db, id(title), settings, questions, rubric);
    quiz[title] = built;
    quizActivity.set(built, id(title));
    return built;
  };
  await add(
    "Kuis Acak",
    { isQuestionShuffle: true, questionPerBatch: 4, isRetake: true, maxAttempts: 5, isSkip: true },
    singleChoices(12),
  );
  await add(
    "Kuis Waktu",
    { isShowTimer: true, timerInSeconds: 600, questionPerBatch: 3, isRetake: true, maxAttempts: 3 },
    singleChoices(3),
  );
  await add(
    "Kuis Nilai",
    {
      instruction: "<p>Kerjakan dengan jujur.</p><script>alert('x')</script>",
      isShowPoint: true,
      isShowDiscussion: false,
      maximumAutoScore: 10,
      minimumScore: 70,
      finalScoreFormat: "percentage",
      isRetake: true,
      maxAttempts: 2,
      questionPerBatch: 5,
    },
    [
      { type: "single_choice", points: 2, options: ["Benar", "Salah"], correct: [0], discussion: "<p>Bahas 1</p>" },
      { type: "multiple_choice", points: 3, options: ["A benar", "B salah", "C benar"], correct: [0, 2] },
      { type: "true_false", points: 1, options: ["Benar", "Salah"], correct: [1] },
      { type: "short_answer", points: 2, accepted: ["Jakarta"] },
      { type: "single_choice", points: 4, options: ["Benar", "Salah"], correct: [0] },
    ],
  );
  await add("Kuis Navigasi", { isPrev: false, isSkip: false, questionPerBatch: 2 }, singleChoices(4));
  await add("Kuis Sekali", { isRetake: false, minimumScore: 1 }, singleChoices(1));
  await add("Kuis Sandi", { passwordHash: await hashPassword("rahasia-kelas-9"), isRetake: true }, singleChoices(1));
  await add("Kuis Tutup", { periodeEnd: new Date(NOW.getTime() - DAY) }, singleChoices(1));
  await add("Kuis Nanti", { periodeStart: new Date(NOW.getTime() + 30 * DAY) }, singleChoices(1));
  await add("Kuis Bahas", { isShowDiscussion: true }, [
    {
      type: "single_choice",
      points: 5,
      options: ["Benar", "Salah"],
      correct: [0],
      discussion: "<p>Karena benar.</p><script>alert(1)</script>",
      group: "Teks 1",
    },
    { type: "single_choice", points: 5, options: ["Benar", "Salah"], correct: [0], group: "Teks 1" },
  ]);
  await add(
    "Kuis Tanggal",
    { isShowDiscussion: true, reviewDate: new Date(NOW.getTime() + 60 * DAY) },
    singleChoices(1),
  );
  await add(
    "Kuis Periksa",
    { isShowDiscussion: true, batchDiscussion: true, questionPerBatch: 2, isSkip: true },
    singleChoices(4),
  );
  await add("Pretest", {}, singleChoices(2, 5));
  await add("Posttest", {}, singleChoices(2, 5));
  await add(
    "Uji Keterampilan",
    { questionPerBatch: 2 },
    [
      { type: "essay", points: 10 },
      { type: "file", points: 10, maxFiles: 2 },
    ],
    [
      { title: "Ketepatan", maxPoints: 10 },
      { title: "Kerapian", maxPoints: 5 },
    ],
  );
  await add("Refleksi Kuis", { isRefleksi: true }, [{ type: "essay", points: 0 }]);
  for (const who of [learner, classmate, latecomer])
    enrolment.set(who.userId, await enrol(db, who.userId, course.id, NOW));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("intro", () => {
  it("gives the settings and no attempt yet, sanitised and without any answer or password", async () => {
    const { res, body } = await intro(learner, "Kuis Nilai");
    expect(res.statusCode, res.body).toBe(200);
    expect(body.data).toMatchObject({
      activity_id: id("Kuis Nilai"),
      program_user_id: enrolment.get(learner.userId),
      quiz_transaction: null,
      attempts_used: 0,
      can_start: true,
      start_refusal: null,
      can_review: false,
    });
    expect(body.data.quiz_master_data).toMatchObject({
      total_questions: 5,
      // 12 points of auto-scored questions, capped at maximum_auto_score 10
      total_points: 10,
      final_score_format: "percentage",
      minimum_score: 70,
      max_attempts: 2,
      has_password: false,
      is_valid_period: true,
      assessment_type: 0,
    });
    expect(body.data.quiz_master_data.instruction).toBe("<p>Kerjakan dengan jujur.</p>");
    expect(res.body).not.toMatch(/password_hash|is_correct|accepted|Jakarta/);
  });

  it("answers 404 for an activity that is not a quiz, or a quiz activity without its quiz", async () => {
    for (const title of ["Materi", "Kuis Kosong"]) {
      const { res, body } = await intro(learner, title);
      expect(res.statusCode).toBe(404);
      expect(body.message).toBe(QUIZ_MESSAGES.quizNotFound);
    }
  });

  it("refuses a start outside the validity period and says why in the intro", async () => {
    const closed = await intro(learner, "Kuis Tutup");
    expect(closed.body.data).toMatchObject({ can_start: false, start_refusal: QUIZ_MESSAGES.closed });
    expect(closed.body.data.quiz_master_data.is_valid_period).toBe(false);
    const closedStart = await start(learner, "Kuis Tutup");
    expect(closedStart.res.statusCode).toBe(400);
    expect(closedStart.body).toMatchObject({ status: 400, message: QUIZ_MESSAGES.closed });
    const early = await start(learner, "Kuis Nanti");
    expect(early.body).toMatchObject({ status: 400, message: QUIZ_MESSAGES.notOpenYet });
    expect((await intro(learner, "Kuis Nanti")).body.data.start_refusal).toBe(QUIZ_MESSAGES.notOpenYet);
  });
});

describe("question order", () => {
  it("is stable within an attempt (every batch call and a resume) and different for the next attempt", async () => {
    const q = quiz["Kuis Acak"] as TestQuiz;
    const first = await started(learner, "Kuis Acak");
    expect(first).toMatchObject({
      number: 1,
      state: "started",
      total_questions: 12,
      deadline_at: null,
      current_batch: 1,
    });
    const order = await attemptOrder(learner, first);
    expect([...order].sort((a, b) => a - b)).toEqual([...q.questions].sort((a, b) => a - b));
    expect(await attemptOrder(learner, first)).toEqual(order);
    const resumed = await started(learner, "Kuis Acak");
    expect(resumed.id).toBe(first.id);
    expect(await attemptOrder(learner, resumed)).toEqual(order);

    expect((await finish(learner, first.id)).res.statusCode).toBe(200);
    const second = await started(learner, "Kuis Acak");
    expect(second.number).toBe(2);
    const secondOrder = await attemptOrder(learner, second);
    expect([...secondOrder].sort((a, b) => a - b)).toEqual([...q.questions].sort((a, b) => a - b));
    // two independent shuffles of 12 questions agree with probability 1/12! (about 2e-9)
    expect(secondOrder).not.toEqual(order);
    expect(await attemptOrder(learner, second)).toEqual(secondOrder);
    await finish(learner, second.id);
  });

  it("keeps the stored order without is_question_shuffle, and a group's questions together with its passage", async () => {
    const nav = await started(classmate, "Kuis Navigasi");
    expect((await batch(classmate, nav.id, 1)).body.data.questions.map((q) => q.id)).toEqual(
      (quiz["Kuis Navigasi"] as TestQuiz).questions.slice(0, 2),
    );
    const grouped = await started(classmate, "Kuis Bahas");
    const { body } = await batch(classmate, grouped.id, 1);
    expect(body.data.questions.map((q) => q.group?.title)).toEqual(["Teks 1", "Teks 1"]);
    expect(body.data.questions[0]?.group?.passage).toBe("<p>Bacaan Teks 1</p>");
  });
});

describe("a running attempt never shows the answers", () => {
  it("sends no correct option, accepted answer or discussion; points only with is_show_point", async () => {
    const attempt = await started(latecomer, "Kuis Nilai");
    const { res, body } = await batch(latecomer, attempt.id, 1);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/is_correct|correct_option|accepted|discussion|Jakarta|Bahas 1/);
    expect(body.data.questions.map((q) => q.points)).toEqual([2, 3, 1, 2, 4]);
    expect(body.data.questions[0]?.options.map((o) => o.body)).toEqual(["Benar", "Salah"]);
    const plain = await started(latecomer, "Kuis Sekali");
    expect((await batch(latecomer, plain.id, 1)).body.data.questions[0]?.points).toBeNull();
  });

  it("has no review before it is finished", async () => {
    const running = (await intro(latecomer, "Kuis Nilai")).body.data.quiz_transaction;
    expect(running?.state).toBe("started");
    const { res, body } = await review(latecomer, running?.id ?? 0);
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ status: 400, message: QUIZ_MESSAGES.reviewNotAvailable });
  });
});

describe("checking a page's answers (batch_discussion)", () => {
  const check = async (who: Learner, attemptId: number, n: number) => {
    const res = await call(who)("POST", `/api/program_activity/quiz/attempt/${attemptId}/batch/${n}/check`);
    return { res, body: res.json() as Body<BatchCheck> };
  };

  it("needs the page answered, then shows its correct answers and discussion and locks it", async () => {
    const q = quiz["Kuis Periksa"] as TestQuiz;
    const attempt = await started(learner, "Kuis Periksa");
    const first = await batch(learner, attempt.id, 1);
    expect(first.body.data).toMatchObject({ can_check: true, is_checked: false });
    const [a, b] = first.body.data.questions;
    const send = (questionId: number, position: number, options: number[], more: AnswerSend = {}) =>
      answer(learner, {
        attempt_id: attempt.id,
        activity_id: id("Kuis Periksa"),
        activity_question_id: questionId,
        question_position: position,
        option_ids: options,
        ...more,
      });
    const k = (questionId: number) => q.questions.indexOf(questionId);
    await send(a?.id ?? 0, 1, q.correct(k(a?.id ?? 0)));
    const early = await check(learner, attempt.id, 1);
    expect(early.res.statusCode).toBe(400);
    expect(early.body.message).toBe(QUIZ_MESSAGES.checkNeedsAnswers);
    await send(b?.id ?? 0, 2, [q.wrong(k(b?.id ?? 0))]);

    const checked = await check(learner, attempt.id, 1);
    expect(checked.res.statusCode, checked.res.body).toBe(200);
    expect(checked.body.data.questions.map((x) => [x.id, x.is_correct, x.correct_option_ids])).toEqual([
      [a?.id, true, q.correct(k(a?.id ?? 0))],
      [b?.id, false, q.correct(k(b?.id ?? 0))],
    ]);
    // the second page stays closed: its answers are not given away
    expect((await batch(learner, attempt.id, 2)).res.body).not.toMatch(/correct_option|discussion/);
    expect((await check(learner, attempt.id, 1)).body.data.questions).toHaveLength(2);
    expect((await batch(learner, attempt.id, 1)).body.data).toMatchObject({ can_check: false, is_checked: true });

    // the checked page is locked; a move carrying its answer unchanged still goes through
    const changed = await send(b?.id ?? 0, 2, q.correct(k(b?.id ?? 0)));
    expect(changed.res.statusCode).toBe(400);
    expect(changed.body.message).toBe(QUIZ_MESSAGES.batchChecked);
    const moved = await send(b?.id ?? 0, 2, [q.wrong(k(b?.id ?? 0))], { is_next: true, is_preview: false });
    expect(moved.res.statusCode, moved.res.body).toBe(200);
    expect(moved.body.data.next_batch).toBe(2);
  });

  it("is refused for a quiz without batch_discussion, and for another learner's attempt", async () => {
    const plain = await started(classmate, "Kuis Bahas");
    const refused = await check(classmate, plain.id, 1);
    expect(refused.res.statusCode).toBe(400);
    expect(refused.body.message).toBe(QUIZ_MESSAGES.checkNotAvailable);
    expect((await batch(classmate, plain.id, 1)).body.data.can_check).toBe(false);
    const mine = await started(classmate, "Kuis Periksa");
    const stranger = await check(learner, mine.id, 1);
    expect(stranger.res.statusCode).toBe(403);
  });
});

describe("another learner's attempt", () => {
  it("cannot be read, answered, finished or reviewed (403)", async () => {
    const mine = await started(learner, "Kuis Bahas");
    const q = quiz["Kuis Bahas"] as TestQuiz;
    const probes = [
      await batch(classmate, mine.id, 1),
      await answer(classmate, {
        attempt_id: mine.id,
        activity_id: id("Kuis Bahas"),
        activity_question_id: q.questions[0] ?? 0,
        question_position: 1,
        option_ids: q.correct(0),
      }),
      await finish(classmate, mine.id),
      await review(classmate, mine.id),
    ];
    for (const probe of probes) {
      expect(probe.res.statusCode).toBe(403);
      expect(probe.body).toEqual({ status: 403, message: QUIZ_MESSAGES.notYours, data: null });
    }
    expect((await batch(learner, mine.id, 1)).body.data.attempt.state).toBe("started");
  });
});

describe("the time limit is the server's", () => {
  it("resumes the same attempt after a reload with less time left", async () => {
    const first = await started(learner, "Kuis Waktu");
    expect(first.remaining_seconds).toBe(600);
    expect(first.deadline_at).toBe(new Date(NOW.getTime() + 600_000).toISOString());
    clock.advance(100_000);
    const again = await started(learner, "Kuis Waktu");
    expect(again.id).toBe(first.id);
    expect(again.remaining_seconds).toBe(500);
    expect((await intro(learner, "Kuis Waktu")).body.data.quiz_transaction).toMatchObject({
      id: first.id,
      remaining_seconds: 500,
    });
  });

  it("refuses answers after the deadline and closes the attempt with the answers so far", async () => {
    const q = quiz["Kuis Waktu"] as TestQuiz;
    const attempt = (await intro(learner, "Kuis Waktu")).body.data.quiz_transaction as AttemptSummary;
    const order = await attemptOrder(learner, attempt);
    const firstId = order[0] ?? 0;
    const saved = await answer(learner, {
      attempt_id: attempt.id,
      activity_id: id("Kuis Waktu"),
      activity_question_id: firstId,
      question_position: 1,
      option_ids: q.correct(q.questions.indexOf(firstId)),
    });
    expect(saved.res.statusCode, saved.res.body).toBe(200);
    // within the grace after the deadline an answer sent in time still lands
    clock.advance(500_000 + QUIZ_DEADLINE_GRACE_MS / 2);
    const late = await answer(learner, {
      attempt_id: attempt.id,
      activity_id: id("Kuis Waktu"),
      activity_question_id: order[1] ?? 0,
      question_position: 2,
      option_ids: [q.wrong(q.questions.indexOf(order[1] ?? 0))],
      is_preview: true,
    });
    expect(late.res.statusCode, late.res.body).toBe(200);
    clock.advance(QUIZ_DEADLINE_GRACE_MS);
    const refused = await answer(learner, {
      attempt_id: attempt.id,
      activity_id: id("Kuis Waktu"),
      activity_question_id: order[2] ?? 0,
      question_position: 3,
      option_ids: q.correct(q.questions.indexOf(order[2] ?? 0)),
    });
    expect(refused.res.statusCode).toBe(400);
    expect(refused.body.status).toBe(400);
    expect(refused.body.message).toBe(QUIZ_MESSAGES.timeUp);
    const closed = refused.body.data as unknown as AttemptSummary;
    expect(closed).toMatchObject({
      id: attempt.id,
      state: "timed_out",
      finished_at: attempt.deadline_at,
      remaining_seconds: 0,
      answered_count: 2,
      // one of three right, 1 point each, default format
      score: 1,
    });
    const page = await batch(learner, attempt.id, 1);
    expect(page.body.data.attempt.state).toBe("timed_out");
    expect(page.body.data.questions[0]?.answer?.option_ids).toEqual(q.correct(q.questions.indexOf(firstId)));
    const again = await answer(learner, {
      attempt_id: attempt.id,
      activity_id: id("Kuis Waktu"),
      activity_question_id: firstId,
      question_position: 1,
      option_ids: q.correct(q.questions.indexOf(firstId)),
    });
    expect(again.body).toMatchObject({ status: 400, message: QUIZ_MESSAGES.attemptFinished });
  });

  it("closes an attempt found past its deadline when a batch is read (time limit exceeded)", async () => {
    const attempt = await started(learner, "Kuis Waktu");
    expect(attempt.number).toBe(2);
    clock.advance(601_000 + QUIZ_DEADLINE_GRACE_MS);
    const { res, body } = await batch(learner, attempt.id, 1);
    expect(res.statusCode).toBe(200);
    expect(body.data.attempt).toMatchObject({ state: "timed_out", remaining_seconds: 0, score: 0 });
    const resumed = await started(learner, "Kuis Waktu");
    expect(resumed.number).toBe(3);
    expect(resumed.remaining_seconds).toBe(600);
    // a reload after the time ran out answers the closed attempt instead of spending a new one
    clock.advance(700_000);
    const reloaded = await start(learner, "Kuis Waktu");
    expect(reloaded.body.data).toMatchObject({ id: resumed.id, state: "timed_out" });
  });
});

describe("scoring", () => {
  it("sums the points of correct answers, capped at maximum_auto_score, shown as a percentage; pass at minimum_score", async () => {
    const q = quiz["Kuis Nilai"] as TestQuiz;
    const before = await dashboard(learner);
    const attempt = await started(learner, "Kuis Nilai");
    const base = { attempt_id: attempt.id, activity_id: id("Kuis Nilai") };
    const order = await attemptOrder(learner, attempt);
    expect(order).toEqual(q.questions);
    const sends: AnswerSend[] = [
      { type: "single_choice", option_ids: q.correct(0) },
      // both right options (3 points); the learner's order of ids does not matter
      { type: "multiple_choice", option_ids: [...q.correct(1)].reverse() },
      { type: "true_false", option_ids: [q.wrong(2)] },
      { type: "short_answer", answer_essay: "  jakarta " },
      { type: "single_choice", option_ids: q.correct(4) },
    ];
    for (const [k, send] of sends.entries()) {
      const res = await answer(learner, {
        ...base,
        ...send,
        activity_question_id: q.questions[k] ?? 0,
        question_position: k + 1,
      });
      expect(res.res.statusCode, res.res.body).toBe(200);
    }
    const done = await finish(learner, attempt.id);
    expect(done.res.statusCode, done.res.body).toBe(200);
    // 2 + 3 + 0 + 2 + 4 = 11 points, capped at 10 of a maximum of 10
    expect(done.body.data).toMatchObject({
      attempt: { state: "finished", review_state: "auto", score: 100, score_label: "100%", passed: true },
      is_complete: true,
      can_review: true,
    });
    expect((await dashboard(learner)).completed_resources).toBe(before.completed_resources + 1);
  });

  it("fails below minimum_score: the activity stays open while an attempt is left, and completes when none is", async () => {
    const q = quiz["Kuis Nilai"] as TestQuiz;
    const before = await dashboard(classmate);
    for (const attemptNumber of [1, 2]) {
      const attempt = await started(classmate, "Kuis Nilai");
      expect(attempt.number).toBe(attemptNumber);
      // one right option of two: multiple choice has no partial credit
      await answer(classmate, {
        attempt_id: attempt.id,
        activity_id: id("Kuis Nilai"),
        activity_question_id: q.questions[1] ?? 0,
        question_position: 2,
        type: "multiple_choice",
        option_ids: q.correct(1).slice(0, 1),
      });
      await answer(classmate, {
        attempt_id: attempt.id,
        activity_id: id("Kuis Nilai"),
        activity_question_id: q.questions[0] ?? 0,
        question_position: 1,
        option_ids: q.correct(0),
      });
      const done = await finish(classmate, attempt.id);
      expect(done.body.data.attempt).toMatchObject({ score: 20, score_label: "20%", passed: false });
      expect(done.body.data.is_complete).toBe(attemptNumber === 2);
      expect(done.body.data.can_retake).toBe(attemptNumber === 1);
      expect((await dashboard(classmate)).completed_resources).toBe(before.completed_resources + attemptNumber - 1);
    }
    const third = await start(classmate, "Kuis Nilai");
    expect(third.res.statusCode).toBe(400);
    expect(third.body).toMatchObject({ status: 400, message: QUIZ_MESSAGES.retakesUsed });
    expect((await intro(classmate, "Kuis Nilai")).body.data).toMatchObject({
      attempts_used: 2,
      can_start: false,
      start_refusal: QUIZ_MESSAGES.retakesUsed,
    });
  });

  it("allows no second attempt without is_retake", async () => {
    const attempt = await started(learner, "Kuis Sekali");
    const q = quiz["Kuis Sekali"] as TestQuiz;
    await answerAll(learner, attempt, q, () => true);
    expect((await finish(learner, attempt.id)).body.data).toMatchObject({ can_retake: false, is_complete: true });
    const again = await start(learner, "Kuis Sekali");
    expect(again.body).toMatchObject({ status: 400, message: QUIZ_MESSAGES.noRetake });
    expect((await intro(learner, "Kuis Sekali")).body.data.start_refusal).toBe(QUIZ_MESSAGES.noRetake);
  });

  it("answers the score call with the best and the latest attempt", async () => {
    const res = await call(classmate)("POST", "/api/program_activity/score/", { activity_id: id("Kuis Nilai") });
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as Body<ActivityScore>).data;
    expect(data).toMatchObject({ activity_id: id("Kuis Nilai"), assessment_type: 0, attempts_used: 2 });
    expect(data.best).toMatchObject({ number: 1, score: 20 });
    expect(data.latest).toMatchObject({ number: 2, score: 20 });
    const none = await call(outsider)("POST", "/api/program_activity/score/", { activity_id: id("Kuis Nilai") });
    expect(none.statusCode).toBe(403);
  });

  it("finishes once when two finishes race, counting the completion once", async () => {
    const before = await dashboard(latecomer);
    const attempt = (await intro(latecomer, "Kuis Sekali")).body.data.quiz_transaction as AttemptSummary;
    await answerAll(latecomer, attempt, quiz["Kuis Sekali"] as TestQuiz, () => true);
    const [a, b] = await Promise.all([finish(latecomer, attempt.id), finish(latecomer, attempt.id)]);
    expect(a?.res.statusCode).toBe(200);
    expect(b?.res.statusCode).toBe(200);
    expect(a?.body.data.attempt).toEqual(b?.body.data.attempt);
    expect((await dashboard(latecomer)).completed_resources).toBe(before.completed_resources + 1);
  });

  it("gives one attempt to starts that race", async () => {
    const results = await Promise.all([1, 2, 3].map(() => start(latecomer, "Kuis Acak")));
    const ids = new Set(results.map((r) => r.body.data.id));
    expect(results.map((r) => r.res.statusCode)).toEqual([200, 200, 200]);
    expect(ids.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(quizAttempts)
      .where(
        and(eq(quizAttempts.quizId, (quiz["Kuis Acak"] as TestQuiz).id), eq(quizAttempts.userId, latecomer.userId)),
      );
    expect(rows).toHaveLength(1);
  });
});

describe("review", () => {
  it("hides correct answers, discussion and the points that would tell them without is_show_discussion", async () => {
    const attempt = (await intro(learner, "Kuis Nilai")).body.data.quiz_transaction as AttemptSummary;
    const { res, body } = await review(learner, attempt.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(body.data.shows_correct_answers).toBe(false);
    for (const q of body.data.questions) {
      expect(q).toMatchObject({ correct_option_ids: null, accepted_answers: null, is_correct: null, discussion: null });
    }
    // every question here is auto-scored: its points would say whether it was right
    expect(body.data.questions.map((q) => q.points_awarded)).toEqual([null, null, null, null, null]);
    expect(body.data.attempt.score).not.toBeNull();
    expect(body.data.questions[3]?.answer?.answer_essay).toBe("jakarta");
    expect(res.body).not.toMatch(/Jakarta|Bahas 1/);
  });

  it("shows correct answers and the sanitised discussion with is_show_discussion", async () => {
    const q = quiz["Kuis Bahas"] as TestQuiz;
    const attempt = (await intro(learner, "Kuis Bahas")).body.data.quiz_transaction as AttemptSummary;
    const order = await attemptOrder(learner, attempt);
    const firstK = q.questions.indexOf(order[0] ?? 0);
    await answer(learner, {
      attempt_id: attempt.id,
      activity_id: id("Kuis Bahas"),
      activity_question_id: order[0] ?? 0,
      question_position: 1,
      option_ids: q.correct(firstK),
    });
    await finish(learner, attempt.id);
    const { body } = await review(learner, attempt.id);
    expect(body.data.shows_correct_answers).toBe(true);
    const [first, second] = body.data.questions;
    expect(first).toMatchObject({ correct_option_ids: q.correct(firstK), is_correct: true, points_awarded: null });
    expect(second).toMatchObject({ is_correct: false, answer: null });
    const discussed = body.data.questions.find((x) => x.id === q.questions[0]);
    expect(discussed?.discussion).toBe("<p>Karena benar.</p>");
  });

  it("waits for review_date before showing them", async () => {
    const attempt = await started(learner, "Kuis Tanggal");
    await finish(learner, attempt.id);
    const { body } = await review(learner, attempt.id);
    expect(body.data.shows_correct_answers).toBe(false);
    expect(body.data.questions[0]?.correct_option_ids).toBeNull();
  });
});

describe("navigation between batches", () => {
  it("refuses moving on with unanswered questions without is_skip, and going back without is_prev", async () => {
    const q = quiz["Kuis Navigasi"] as TestQuiz;
    const attempt = (await intro(classmate, "Kuis Navigasi")).body.data.quiz_transaction as AttemptSummary;
    const base = { attempt_id: attempt.id, activity_id: id("Kuis Navigasi") };
    const ahead = await batch(classmate, attempt.id, 2);
    expect(ahead.res.statusCode).toBe(400);
    expect(ahead.body.message).toBe(QUIZ_MESSAGES.batchNotReached);

    const skip = await answer(classmate, {
      ...base,
      activity_question_id: q.questions[0] ?? 0,
      question_position: 1,
      option_ids: q.correct(0),
      is_next: true,
    });
    expect(skip.res.statusCode).toBe(400);
    expect(skip.body.message).toBe(QUIZ_MESSAGES.skipNotAllowed);
    // the answer itself was kept
    const first = await batch(classmate, attempt.id, 1);
    expect(first.body.data.questions[0]?.answer?.option_ids).toEqual(q.correct(0));
    expect(first.body.data).toMatchObject({ reachable_batch: 1, can_prev: false, can_skip: false });

    const next = await answer(classmate, {
      ...base,
      activity_question_id: q.questions[1] ?? 0,
      question_position: 2,
      option_ids: q.correct(1),
      is_next: true,
    });
    expect(next.res.statusCode, next.res.body).toBe(200);
    expect(next.body.data.next_batch).toBe(2);
    expect(next.body.data.attempt.current_batch).toBe(2);

    const back = await batch(classmate, attempt.id, 1);
    expect(back.body).toMatchObject({ status: 400, message: QUIZ_MESSAGES.prevNotAllowed });
    const prev = await answer(classmate, {
      ...base,
      activity_question_id: q.questions[2] ?? 0,
      question_position: 3,
      option_ids: q.correct(2),
      is_prev: true,
    });
    expect(prev.body).toMatchObject({ status: 400, message: QUIZ_MESSAGES.prevNotAllowed });
    const rewrite = await answer(classmate, {
      ...base,
      activity_question_id: q.questions[0] ?? 0,
      question_position: 1,
      option_ids: [q.wrong(0)],
    });
    expect(rewrite.body).toMatchObject({ status: 400, message: QUIZ_MESSAGES.prevNotAllowed });
    // a reload resumes on the batch the learner is on
    expect((await started(classmate, "Kuis Navigasi")).current_batch).toBe(2);
  });

  it("moves freely with is_skip and is_prev; is_preview only saves", async () => {
    const attempt = (await intro(latecomer, "Kuis Acak")).body.data.quiz_transaction as AttemptSummary;
    const order = await attemptOrder(latecomer, attempt);
    const q = quiz["Kuis Acak"] as TestQuiz;
    const base = { attempt_id: attempt.id, activity_id: id("Kuis Acak") };
    const first = (k: number) => ({ activity_question_id: order[k] ?? 0, question_position: k + 1 });
    const preview = await answer(latecomer, {
      ...base,
      ...first(0),
      option_ids: q.correct(q.questions.indexOf(order[0] ?? 0)),
      is_next: true,
      is_preview: true,
    });
    expect(preview.body.data).toMatchObject({ next_batch: 1, attempt: { current_batch: 1, answered_count: 1 } });
    const skip = await answer(latecomer, { ...base, ...first(0), option_ids: [], is_next: true });
    // an empty answer clears the saved one
    expect(skip.body.data).toMatchObject({ next_batch: 2, saved: null, attempt: { answered_count: 0 } });
    expect((await batch(latecomer, attempt.id, 3)).res.statusCode).toBe(200);
    const back = await answer(latecomer, { ...base, ...first(4), option_ids: [], is_prev: true });
    expect(back.body.data.next_batch).toBe(1);
  });
});

describe("password", () => {
  it("asks for it, refuses a wrong one and starts with the right one", async () => {
    expect((await intro(learner, "Kuis Sandi")).body.data.quiz_master_data.has_password).toBe(true);
    expect((await start(learner, "Kuis Sandi")).body).toMatchObject({
      status: 400,
      message: QUIZ_MESSAGES.passwordRequired,
    });
    const wrong = await start(learner, "Kuis Sandi", "tebakan");
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.body.message).toBe(QUIZ_MESSAGES.passwordWrong);
    const right = await start(learner, "Kuis Sandi", "rahasia-kelas-9");
    expect(right.res.statusCode, right.res.body).toBe(200);
    // resuming needs no password again
    expect((await start(learner, "Kuis Sandi")).body.data.id).toBe(right.body.data.id);
  });

  it("limits guesses per learner and quiz", async () => {
    for (let k = 0; k < 10; k++) {
      expect((await start(classmate, "Kuis Sandi", `salah-${k}`)).body.message).toBe(QUIZ_MESSAGES.passwordWrong);
    }
    const limited = await start(classmate, "Kuis Sandi", "rahasia-kelas-9");
    expect(limited.res.statusCode).toBe(429);
  });
});

describe("answers are checked and stored by the server", () => {
  let attempt: AttemptSummary;
  const base = () => ({ attempt_id: attempt.id, activity_id: id("Uji Keterampilan") });
  const essay = () => ({
    type: "essay" as const,
    activity_question_id: (quiz["Uji Keterampilan"] as TestQuiz).questions[0] ?? 0,
    question_position: 1,
  });
  const file = () => ({
    type: "file" as const,
    activity_question_id: (quiz["Uji Keterampilan"] as TestQuiz).questions[1] ?? 0,
    question_position: 2,
  });

  beforeAll(async () => {
    attempt = await started(learner, "Uji Keterampilan");
  });

  it("stores an essay as sanitised paragraphs with line breaks", async () => {
    const { res, body } = await answer(learner, {
      ...base(),
      ...essay(),
      answer_essay: "Paragraf satu\nbaris dua\n\n<script>alert(1)</script>Paragraf <b>dua</b>",
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = body.data.saved?.answer_essay ?? "";
    expect(stored).toMatch(/^<p>Paragraf satu<br \/?>baris dua<\/p><p>/);
    expect(stored).not.toMatch(/<script|<b>/);
    const [row] = await t.database.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attempt.id));
    expect(row?.text).toBe(stored);
  });

  it("takes only the learner's own quiz uploads, at most max_files", async () => {
    const db = t.database.db;
    const mine = [
      await addUpload(db, learner.userId, "laporan.pdf", NOW),
      await addUpload(db, learner.userId, "foto.pdf", NOW),
    ];
    const theirs = await addUpload(db, classmate.userId, "punya-teman.pdf", NOW);
    const avatar = await addUpload(db, learner.userId, "avatar.pdf", NOW, "avatar");
    for (const files of [[theirs], [avatar], [99_999_999]]) {
      const { res, body } = await answer(learner, { ...base(), ...file(), answer_file: files });
      expect(res.statusCode).toBe(400);
      expect(body.message).toBe(QUIZ_MESSAGES.fileUnknown);
    }
    const third = await addUpload(db, learner.userId, "lampiran.pdf", NOW);
    const many = await answer(learner, { ...base(), ...file(), answer_file: [...mine, third] });
    expect(many.body).toMatchObject({ status: 400, message: QUIZ_MESSAGES.tooManyFiles });
    const ok = await answer(learner, { ...base(), ...file(), answer_file: mine });
    expect(ok.res.statusCode, ok.res.body).toBe(200);
    expect(ok.body.data.saved?.answer_file.map((f) => f.name)).toEqual(["laporan.pdf", "foto.pdf"]);
    expect(ok.body.data.saved?.answer_file[0]?.url).toBe(`/api/program_activity/quiz/upload/${mine[0]}`);
  });

  it.each<[string, () => Record<string, unknown>, string]>([
    [
      "a type other than the question's",
      () => ({ ...essay(), type: "short_answer", answer_essay: "x" }),
      QUIZ_MESSAGES.wrongAnswerType,
    ],
    ["options on an essay", () => ({ ...essay(), option_ids: [1] }), QUIZ_MESSAGES.wrongAnswerType],
    [
      "a question of another quiz",
      () => ({ ...essay(), activity_question_id: (quiz["Kuis Nilai"] as TestQuiz).questions[0] }),
      QUIZ_MESSAGES.questionNotInAttempt,
    ],
    [
      "a position that is not the question's",
      () => ({ ...essay(), question_position: 2 }),
      QUIZ_MESSAGES.questionNotInAttempt,
    ],
    [
      "another activity's id",
      () => ({ ...essay(), activity_id: id("Kuis Nilai"), answer_essay: "x" }),
      QUIZ_MESSAGES.questionNotInAttempt,
    ],
    [
      "an essay over 20,000 characters",
      () => ({ ...essay(), answer_essay: "a".repeat(20_001) }),
      QUIZ_MESSAGES.essayTooLong,
    ],
  ])("refuses %s with its message (400)", async (_, change, message) => {
    const res = await call(learner)("POST", "/api/program_activity/quiz/answer", { ...base(), ...change() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });

  it("refuses bad choices and short answers with their messages", async () => {
    const q = quiz["Kuis Nilai"] as TestQuiz;
    const running = await started(latecomer, "Kuis Nilai");
    const on = (k: number) => ({
      attempt_id: running.id,
      activity_id: id("Kuis Nilai"),
      activity_question_id: q.questions[k] ?? 0,
      question_position: k + 1,
    });
    const cases: [AnswerSend, string][] = [
      [{ ...on(0), option_ids: q.options(1) }, QUIZ_MESSAGES.optionUnknown],
      [{ ...on(0), option_ids: q.options(0) }, QUIZ_MESSAGES.singleOptionOnly],
      [{ ...on(2), type: "true_false", option_ids: q.options(2) }, QUIZ_MESSAGES.singleOptionOnly],
      [{ ...on(3), type: "short_answer", answer_essay: "x".repeat(201) }, QUIZ_MESSAGES.shortAnswerTooLong],
    ];
    for (const [send, message] of cases) {
      const res = await answer(latecomer, { ...on(0), ...send });
      expect(res.res.statusCode).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("answers malformed input with the 400 envelope listing the fields, never a fault", async () => {
    const res = await call(learner)("POST", "/api/program_activity/quiz/answer", {
      attempt_id: "abc",
      activity_id: -1,
      activity_question_id: 1,
      question_position: 0,
      type: "lukisan",
      option_ids: "semua",
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as Body<{ fields: { field: string; message: string }[] }>;
    expect(body.message).toBe("Data yang dikirim tidak valid");
    expect(body.data.fields.map((f) => f.field)).toEqual(
      expect.arrayContaining(["body.attempt_id", "body.type", "body.option_ids"]),
    );
    const badBatch = await call(learner)("GET", "/api/program_activity/quiz/attempt/1/batch/nol");
    expect(badBatch.statusCode).toBe(400);
    const noSession = await call(null)("GET", `/api/program_activity/quiz/${id("Kuis Nilai")}/intro`);
    expect(noSession.statusCode).toBe(401);
  });

  it("waits for the assessor after a hand-in with an essay or files; the activity counts as done", async () => {
    const before = await dashboard(learner);
    const done = await finish(learner, attempt.id);
    expect(done.body.data).toMatchObject({
      attempt: {
        review_state: "awaiting_review",
        score: null,
        passed: null,
        answered_count: 2,
        // issue 23: nothing auto-scored in this task; both answers and the rubric wait for the assessor
        provisional: { points: 0, scored_maximum: 0, awaiting_answers: 2, awaiting_rubric: true },
      },
      is_complete: true,
      can_retake: false,
    });
    expect((await dashboard(learner)).completed_resources).toBe(before.completed_resources + 1);
    const shown = (await intro(learner, "Uji Keterampilan")).body.data;
    expect(shown.start_refusal).toBe(QUIZ_MESSAGES.awaitingReview);
    expect(shown.quiz_transaction?.provisional).toMatchObject({ awaiting_answers: 2 });
  });
});

describe("assessment on the study page", () => {
  async function sidebar(who: Learner) {
    const topic = await t.database.db
      .select({ chapterId: resources.chapterId })
      .from(resources)
      .where(eq(resources.id, id("Uji Keterampilan")));
    const res = await call(who)("POST", "/api/program-activity/v3/chapter-detail/get", {
      user_id: who.userId,
      program_user_id: enrolment.get(who.userId),
      program_id: course.id,
      chapter_id: topic[0]?.chapterId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as Body<{ resource_detail: Record<string, unknown>[] }>).data.resource_detail;
    return rows.find((r) => r.id === id("Uji Keterampilan"));
  }
  async function assess(attemptId: number, remedial: boolean) {
    const db = t.database.db;
    const q = quiz["Uji Keterampilan"] as TestQuiz;
    await db
      .update(quizAttempts)
      .set({
        reviewState: "assessed",
        score: remedial ? 12 : 30,
        passed: !remedial,
        feedback: remedial ? "Lengkapi laporanmu." : "Bagus sekali.",
        assessedBy: assessor.userId,
        assessedAt: new Date(clock().getTime()),
        isRequestRemedial: remedial,
      })
      .where(eq(quizAttempts.id, attemptId));
    await db.insert(quizRubricScores).values([
      { attemptId, criterionId: q.rubric[0] ?? 0, points: remedial ? 4 : 9 },
      { attemptId, criterionId: q.rubric[1] ?? 0, points: remedial ? 2 : 5 },
    ]);
  }

  it("holds the certificate back (401) while a skills demonstration waits for the assessor", async () => {
    expect(await report(learner)).toMatchObject({ can_view_certificate: false, certificate_error_code: 401 });
    expect(await sidebar(learner)).toMatchObject({ is_request_remedial: false, is_remedial_submitted: false });
    const feedback = await call(learner)(
      "GET",
      `/api/program_activity/product_activity/view_feedback/${id("Uji Keterampilan")}`,
    );
    expect((feedback.json() as Body<FeedbackView>).data).toMatchObject({
      attempt: null,
      feedback: null,
      rubric: [
        { title: "Ketepatan", max_points: 10, points: null },
        { title: "Kerapian", max_points: 5, points: null },
      ],
    });
  });

  it("shows the feedback, the remedial tag's facts and one more attempt after a remedial request", async () => {
    const first = (await intro(learner, "Uji Keterampilan")).body.data.quiz_transaction as AttemptSummary;
    await assess(first.id, true);
    const res = await call(learner)(
      "GET",
      `/api/program_activity/product_activity/view_feedback/${id("Uji Keterampilan")}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Body<FeedbackView>).data).toMatchObject({
      attempt: { id: first.id, review_state: "assessed", is_request_remedial: true, has_feedback: true },
      feedback: "Lengkapi laporanmu.",
      assessor_name: "Ibu Asesor",
      rubric: [{ points: 4 }, { points: 2 }],
    });
    // remedial requested, the new task not handed in yet: 'Tugas Belum Diterima'
    expect(await sidebar(learner)).toMatchObject({ is_request_remedial: true, is_remedial_submitted: false });
    expect((await intro(learner, "Uji Keterampilan")).body.data).toMatchObject({ can_start: true, attempts_used: 1 });
    expect(await report(learner)).toMatchObject({ certificate_error_code: null });

    const second = await started(learner, "Uji Keterampilan");
    expect(second.number).toBe(2);
    await answer(learner, {
      attempt_id: second.id,
      activity_id: id("Uji Keterampilan"),
      activity_question_id: (quiz["Uji Keterampilan"] as TestQuiz).questions[0] ?? 0,
      question_position: 1,
      type: "essay",
      answer_essay: "Laporan yang sudah dilengkapi.",
    });
    await finish(learner, second.id);
    // handed in again: 'Belum Memenuhi Kriteria' stands until the assessor looks again
    expect(await sidebar(learner)).toMatchObject({ is_request_remedial: true, is_remedial_submitted: true });
    expect(await report(learner)).toMatchObject({ certificate_error_code: 401 });

    await assess(second.id, false);
    expect(await sidebar(learner)).toMatchObject({ is_request_remedial: false, is_remedial_submitted: false });
    expect(await report(learner)).toMatchObject({ certificate_error_code: null });
    expect((await intro(learner, "Uji Keterampilan")).body.data.start_refusal).toBe(QUIZ_MESSAGES.noRetake);
  });
});

describe("the study page's scores", () => {
  it("has no final score, pretest or posttest before any quiz is scored", async () => {
    const fresh = await registerLearner(t.app, "Pelajar Kosong");
    enrolment.set(fresh.userId, await enrol(t.database.db, fresh.userId, course.id, NOW));
    expect((await dashboard(fresh)).final_score).toBeNull();
    expect(await report(fresh)).toMatchObject({ pretest_score: null, posttest_score: null });
  });

  it("reports the best pretest and posttest (0-100) and the weighted final score", async () => {
    const pre = await started(learner, "Pretest");
    await answerAll(learner, pre, quiz.Pretest as TestQuiz, () => true);
    await finish(learner, pre.id);
    const post = await started(learner, "Posttest");
    await answerAll(learner, post, quiz.Posttest as TestQuiz, (k) => k === 0);
    expect((await finish(learner, post.id)).body.data.attempt).toMatchObject({ score: 5, passed: true });
    expect(await report(learner)).toMatchObject({ pretest_score: 100, posttest_score: 50 });
    // Kuis Nilai 100 with bobot 40, Posttest 50 with bobot 60; unweighted quizzes do not count
    expect((await dashboard(learner)).final_score).toBe(70);
  });
});

describe("the study page's activity", () => {
  it("reads is_refleksi from the quiz", async () => {
    const detail = async (title: string) => {
      const res = await call(learner)("POST", "/api/program-activity/v4/activity-detail/get", {
        user_id: learner.userId,
        program_id: course.id,
        activity_id: id(title),
      });
      return (res.json() as Body<{ data: { quiz_detail: { is_refleksi: boolean } | null } }>).data.data.quiz_detail;
    };
    expect(await detail("Refleksi Kuis")).toEqual({ is_refleksi: true });
    expect(await detail("Kuis Nilai")).toEqual({ is_refleksi: false });
    expect(await detail("Materi")).toBeNull();
  });

  it("completes a reflection quiz unscored", async () => {
    const attempt = await started(latecomer, "Refleksi Kuis");
    await answer(latecomer, {
      attempt_id: attempt.id,
      activity_id: id("Refleksi Kuis"),
      activity_question_id: (quiz["Refleksi Kuis"] as TestQuiz).questions[0] ?? 0,
      question_position: 1,
      type: "essay",
      answer_essay: "Saya belajar banyak.",
    });
    const done = await finish(latecomer, attempt.id);
    expect(done.body.data).toMatchObject({
      attempt: { review_state: "none", score: null, passed: null },
      is_complete: true,
    });
    expect((await review(latecomer, attempt.id)).body.data.shows_correct_answers).toBe(false);
  });

  it("does not let the completion call finish a quiz activity", async () => {
    const res = await call(latecomer)("POST", "/api/program_activity/activity/", {
      program_user_id: enrolment.get(latecomer.userId),
      resource_id: id("Kuis Nilai"),
      is_finish: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: STUDY_MESSAGES.finishQuizFirst });
  });
});
