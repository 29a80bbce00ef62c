import type { CheckUpdateData, SubmitVerifyData } from "@app/domain/prakerja/contracts";
import { PMO_MESSAGES, type PrakerjaUserProgressData } from "@app/domain/prakerja/progress";
import { essayToParagraphs } from "@app/domain/quiz/rules";
import type { ActivityFocus, ChapterListEntry, SidebarActivity } from "@app/domain/study/contracts";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs, resources } from "../../db/schema/catalogue";
import { prakerjaRedemptionPrograms, prakerjaSubmissions } from "../../db/schema/prakerja";
import { quizAttempts } from "../../db/schema/quiz";
import { type BuiltQuiz, makeAssessor, makeQuiz, makeSubmission } from "../../testing/assessor-kit";
import { type Learner, registerLearner } from "../../testing/learner";
import { enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { type PrakerjaTestPartner, seededRedeemCode, startPrakerjaTestPartner } from "../../testing/prakerja-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";
import { deliverDueSubmissions, retryDelayMs, SUBMISSION_CHECK_MS } from "./submissions";

/**
 * Task submissions of a redeemed Prakerja enrolment (decisions/031), through app.inject against the partner
 * simulator: the assessor's scoring queues the hand-in, the worker delivers it (idempotent key per hand-in), the
 * review is read back (accepted, rejected with feedback), an outage retries later without blocking the assessor, a
 * partner refusal is 'failed', the PMO reset after a rejection, the progress call, and who may call them.
 */

type Body<T> = { status: number; message: string; data: T };

let partner: PrakerjaTestPartner;
let t: TestApp;
const clock = testClock(new Date());
let creatorId: number;
let assessor: Learner;
let codeNumber = 800;
let addressNumber = 0;

beforeAll(async () => {
  // the partner's reviewer decides only when told (simulator state), never by itself during a test
  partner = await startPrakerjaTestPartner({ reviewDelayMs: 24 * 3_600_000 });
  t = await createTestApp({
    seedDemo: false,
    clock,
    env: {
      PRAKERJA_PARTNER_URL: partner.prakerja.partnerUrl,
      PRAKERJA_CLIENT_CODE: partner.prakerja.clientCode,
      PRAKERJA_SIGNING_KEY: partner.prakerja.signingKey,
    },
  });
  creatorId = (await makeInstitution(t.database.db, "LPK Tugas Uji")).id;
  assessor = await registerLearner(t.app, "Asesor Prakerja");
});

afterAll(async () => {
  await t?.close();
  await partner?.close();
});

type Participant = Learner & {
  programId: number;
  programUserId: number;
  tpm: { id: number; quiz: BuiltQuiz };
  call: (path: string, body: unknown, who?: Learner) => Promise<LightMyRequestResponse>;
};

/** A participant of a new Prakerja programme with a practical task (tpm) in session 2; redeemed unless told. */
async function participant(options: { redeemed?: boolean } = {}): Promise<Participant> {
  const db = t.database.db;
  const program = await makeProgram(db, {
    name: "Desain Grafis Pemula",
    creatorId,
    topics: [{ activities: [{ title: "Webinar 1" }] }, { activities: [{ title: "Tugas Praktik", type: "quiz" }] }],
  });
  await db.update(programs).set({ categoryName: "PRAKERJA", programType: 3 }).where(eq(programs.id, program.id));
  const tpmId = program.activity("Tugas Praktik").id;
  await db.update(resources).set({ activityType: 4 }).where(eq(resources.id, tpmId));
  await db
    .insert(prakerjaRedemptionPrograms)
    .values({ programId: program.id, partnerCourseId: `PRK-TPM-${program.id}` });
  const quiz = await makeQuiz(db, tpmId, { isAutoScore: false }, [{ type: "essay", points: 100 }]);
  await makeAssessor(db, assessor.userId, [program.id]);
  const learner = await registerLearner(t.app, "Peserta Tugas");
  const programUserId = await enrol(db, learner.userId, program.id, clock());
  const address = `10.92.${Math.floor(++addressNumber / 250)}.${addressNumber % 250}`;
  const p: Participant = {
    ...learner,
    programId: program.id,
    programUserId,
    tpm: { id: tpmId, quiz },
    call: (path, body, who = learner) =>
      t.app.inject({
        method: "POST",
        url: `/api${path}`,
        headers: { "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${who.token}` },
        remoteAddress: address,
        payload: body as object,
      }),
  };
  if (options.redeemed !== false) await redeem(p);
  return p;
}

async function redeem(p: Participant): Promise<void> {
  const code = seededRedeemCode("valid", ++codeNumber);
  expect(
    (await p.call("/program-activity/prakerja/redeem-code", { program_id: p.programId, redemption_code: code }))
      .statusCode,
  ).toBe(200);
  const link = await p.call("/prakerja/redeem/submit-verify", { program_id: p.programId, redemption_code: code });
  const state = link.json<Body<SubmitVerifyData>>().data.state ?? "";
  partner.simulator.state.completeVerification(state, "success", null);
  const settled = await p.call("/prakerja/redeem/check-update", { state_redemption_code: state });
  expect(settled.json<Body<CheckUpdateData>>().data.redeem_status).toBe(1);
}

/** The learner hands in the task (attempt `number`) with this answer: the attempt id. */
const handIn = (p: Participant, answer: string, number = 1) =>
  makeSubmission(t.database.db, {
    quizId: p.tpm.quiz.id,
    programUserId: p.programUserId,
    userId: p.userId,
    number,
    questionIds: p.tpm.quiz.questionIds,
    // stored as the quiz stores an essay: escaped paragraphs, from which the link is read
    answers: [{ questionId: p.tpm.quiz.questionIds[0] ?? -1, text: essayToParagraphs(answer) }],
    finishedAt: clock(),
  });

/** The assessor scores the hand-in (0..100 points of the one essay question). */
async function score(p: Participant, attemptId: number, points: number): Promise<LightMyRequestResponse> {
  return p.call(
    `/asesor/submissions/${attemptId}/score`,
    { answers: [{ question_id: p.tpm.quiz.questionIds[0], points }], rubric: [], feedback: "" },
    assessor,
  );
}

async function row(attemptId: number) {
  const [found] = await t.database.db
    .select()
    .from(prakerjaSubmissions)
    .where(eq(prakerjaSubmissions.attemptId, attemptId));
  return found;
}

/** Waits for the delivery the scoring set off (in the background) to leave the queue, or to meet an outage. */
async function delivered(attemptId: number) {
  for (let k = 0; k < 100; k += 1) {
    const r = await row(attemptId);
    if (r && (r.status !== "internal_pending" || r.tries > 0)) return r;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("not delivered");
}

async function progress(p: Participant, who?: Learner): Promise<LightMyRequestResponse> {
  return p.call("/program-activity/prakerja-user-progress", { program_id: p.programId }, who);
}

async function taskMark(p: Participant): Promise<SidebarActivity | undefined> {
  const topics = await p.call("/program-activity/v3/program-detail/get/tab-activity", {
    user_id: p.userId,
    program_user_id: p.programUserId,
    id: p.programId,
  });
  const chapter = topics.json<Body<{ chapter_list: ChapterListEntry[] }>>().data.chapter_list[1]?.chapters[0];
  const res = await p.call("/program-activity/v3/chapter-detail/get", {
    user_id: p.userId,
    program_user_id: p.programUserId,
    program_id: p.programId,
    chapter_id: chapter?.id,
  });
  return res.json<Body<{ resource_detail: SidebarActivity[] }>>().data.resource_detail[0];
}

/** The partner's reviewer decides a submission now. */
function decide(submissionId: string | null, status: "diterima" | "ditolak", feedback: string | null = null): void {
  partner.simulator.state.reviewSubmission(submissionId ?? "", { status, feedback });
}

const reset = (p: Participant, who?: Learner) =>
  p.call("/program-activity/activity/pmo/reset", { program_id: p.programId, activity_id: p.tpm.id }, who);

describe("a scored task goes to the partner", () => {
  it("accepted: queued in the scoring, delivered, reviewed and read back", async () => {
    const p = await participant();
    const attemptId = await handIn(p, "https://contoh.id/desain-poster");
    expect((await score(p, attemptId, 90)).statusCode).toBe(200);
    const sent = await delivered(attemptId);
    expect(sent).toMatchObject({ status: "pending", scope: "tpm", sequence: 2, score: 90, tries: 0 });
    expect(sent.url).toBe("https://contoh.id/desain-poster");
    expect((await taskMark(p))?.pmo_submission_status).toBe("pending");

    decide(sent.partnerSubmissionId, "diterima");
    // read again only once the stored status is stale
    expect((await progress(p)).json<Body<PrakerjaUserProgressData>>().data.submissions[0]?.pmo_submission_status).toBe(
      "pending",
    );
    clock.advance(SUBMISSION_CHECK_MS + 1);
    const res = await progress(p);
    expect(res.statusCode).toBe(200);
    const data = res.json<Body<PrakerjaUserProgressData>>().data;
    expect(data).toMatchObject({ is_redeemed: true, total_sessions: 0, attended_sessions: 0 });
    expect(data.submissions).toEqual([
      expect.objectContaining({ activity_id: p.tpm.id, scope: "tpm", sequence: 2, pmo_submission_status: "accepted" }),
    ]);
    expect((await taskMark(p))?.pmo_submission_status).toBe("accepted");
    // accepted: nothing to reset
    const refused = await reset(p);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Body<null>>().message).toBe(PMO_MESSAGES.notResettable);
  });

  it("rejected with feedback, reset by the learner, and the new hand-in submitted anew", async () => {
    const p = await participant();
    const first = await handIn(p, "https://contoh.id/poster-pertama");
    // nothing to reset before a rejection
    expect((await reset(p)).statusCode).toBe(400);
    expect((await score(p, first, 40)).statusCode).toBe(200);
    const sent = await delivered(first);
    expect((await reset(p)).statusCode).toBe(400); // still being reviewed
    decide(sent.partnerSubmissionId, "ditolak", "Poster belum memuat logo.");
    clock.advance(SUBMISSION_CHECK_MS + 1);
    const rejected = (await progress(p)).json<Body<PrakerjaUserProgressData>>().data.submissions[0];
    expect(rejected).toMatchObject({ pmo_submission_status: "rejected", feedback: "Poster belum memuat logo." });

    const done = await reset(p);
    expect(done.statusCode).toBe(200);
    expect(done.json<Body<unknown>>()).toEqual({
      status: 200,
      message: PMO_MESSAGES.resetDone,
      data: { activity_id: p.tpm.id, can_resubmit: true },
    });
    const mark = await taskMark(p);
    expect(mark).toMatchObject({ pmo_submission_status: null, is_request_remedial: true });
    expect((await reset(p)).statusCode).toBe(400); // once
    const [attempt] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, first));
    expect(attempt?.isRequestRemedial).toBe(true);

    const second = await handIn(p, "https://contoh.id/poster-kedua", 2);
    expect((await score(p, second, 85)).statusCode).toBe(200);
    const resent = await delivered(second);
    expect(resent.status).toBe("pending");
    expect(resent.idempotencyKey).not.toBe((await row(first))?.idempotencyKey);
    decide(resent.partnerSubmissionId, "diterima");
    clock.advance(SUBMISSION_CHECK_MS + 1);
    const after = (await progress(p)).json<Body<PrakerjaUserProgressData>>().data.submissions;
    expect(after).toEqual([expect.objectContaining({ pmo_submission_status: "accepted" })]);
  });

  it("a partner outage never blocks the assessor: the hand-in waits, then is delivered once", async () => {
    const p = await participant();
    const attemptId = await handIn(p, "https://contoh.id/tugas-saat-gangguan");
    partner.simulator.setMode("error");
    try {
      expect((await score(p, attemptId, 75)).statusCode).toBe(200);
      const waiting = await delivered(attemptId);
      expect(waiting).toMatchObject({ status: "internal_pending", tries: 1 });
      expect((await taskMark(p))?.pmo_submission_status).toBe("internal-pending");
      // the study page and the progress call still answer during the outage
      expect((await progress(p)).statusCode).toBe(200);
    } finally {
      partner.simulator.setMode("normal");
    }
    const before = partner.simulator.calls("/submissions");
    // not due yet: nothing sent
    expect(await deliverDueSubmissions(t.database.db, partner.client(), clock())).toBe(0);
    clock.advance(retryDelayMs(1) + 1);
    expect(await deliverDueSubmissions(t.database.db, partner.client(), clock())).toBe(1);
    expect(await deliverDueSubmissions(t.database.db, partner.client(), clock())).toBe(0);
    expect(partner.simulator.calls("/submissions") - before).toBe(1);
    expect(await row(attemptId)).toMatchObject({ status: "pending", lastError: null });
  });

  it("a partner refusal is final: failed (Gagal Dikumpulkan), and may be reset", async () => {
    const p = await participant();
    const attemptId = await handIn(p, "Poster saya ada di laptop"); // neither a file nor a link
    expect((await score(p, attemptId, 80)).statusCode).toBe(200);
    expect(await delivered(attemptId)).toMatchObject({ status: "failed", feedback: expect.any(String) });
    expect((await taskMark(p))?.pmo_submission_status).toBe("failed");
    expect((await reset(p)).statusCode).toBe(200);
  });

  it("nothing is submitted for an enrolment that has not redeemed, nor for a remedial request", async () => {
    const p = await participant({ redeemed: false });
    const attemptId = await handIn(p, "https://contoh.id/belum-redeem");
    expect((await score(p, attemptId, 90)).statusCode).toBe(200);
    expect(await row(attemptId)).toBeUndefined();
    const progressed = (await progress(p)).json<Body<PrakerjaUserProgressData>>().data;
    expect(progressed).toMatchObject({ is_redeemed: false, sessions: [], submissions: [] });

    const q = await participant();
    const remedial = await handIn(q, "https://contoh.id/perlu-perbaikan");
    const res = await q.call(
      `/asesor/submissions/${remedial}/score`,
      {
        answers: [{ question_id: q.tpm.quiz.questionIds[0], points: 30 }],
        rubric: [],
        feedback: "Perbaiki",
        is_request_remedial: true,
      },
      assessor,
    );
    expect(res.statusCode).toBe(200);
    expect(await row(remedial)).toBeUndefined();
  });
});

describe("who may call", () => {
  it("another learner cannot read or reset someone's submissions", async () => {
    const owner = await participant();
    const attemptId = await handIn(owner, "Jawaban tanpa tautan");
    await score(owner, attemptId, 80);
    expect((await delivered(attemptId)).status).toBe("failed");
    const stranger = await registerLearner(t.app, "Orang Lain");
    const refusedReset = await reset(owner, stranger);
    expect(refusedReset.statusCode).toBe(400);
    expect(refusedReset.json<Body<null>>().message).toBe(PMO_MESSAGES.notEnrolled);
    const refusedProgress = await progress(owner, stranger);
    expect(refusedProgress.statusCode).toBe(400);
    expect(refusedProgress.json<Body<null>>().data).toBeNull();
    // a classmate: their own (empty) enrolment, never the owner's submission
    const classmate = await registerLearner(t.app, "Teman Sekelas");
    await enrol(t.database.db, classmate.userId, owner.programId, clock());
    expect((await reset(owner, classmate)).json<Body<null>>().message).toBe(PMO_MESSAGES.notResettable);
    const theirs = (await progress(owner, classmate)).json<Body<PrakerjaUserProgressData>>().data;
    expect(theirs).toMatchObject({ is_redeemed: false, submissions: [] });
    expect((await row(attemptId))?.status).toBe("failed");
    // a malformed body: 400 with the Indonesian message
    const bad = await owner.call("/program-activity/activity/pmo/reset", { program_id: owner.programId });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(PMO_MESSAGES.activityRequired);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/program-activity/prakerja-user-progress",
      headers: { "x-requested-with": "XMLHttpRequest" },
      payload: { program_id: owner.programId },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the study page's focus shows the submission", () => {
  const focus = async (p: Participant) => {
    const res = await p.call("/program-activity/v4/activity-detail/get", {
      user_id: p.userId,
      program_id: p.programId,
      activity_id: p.tpm.id,
    });
    expect(res.statusCode).toBe(200);
    return res.json<Body<{ data: ActivityFocus }>>().data.data;
  };

  it("pmo_submission follows the latest submission: pending, rejected with feedback, null after the reset", async () => {
    const p = await participant();
    expect((await focus(p)).pmo_submission).toBeNull(); // nothing handed in yet
    const attemptId = await handIn(p, "https://contoh.id/poster-fokus");
    expect((await score(p, attemptId, 50)).statusCode).toBe(200);
    const sent = await delivered(attemptId);
    const calls = partner.simulator.calls("/submissions");
    const pending = (await focus(p)).pmo_submission;
    expect(pending).toEqual({ status: "pending", feedback: null, submitted_at: expect.any(String), reviewed_at: null });
    expect(new Date(pending?.submitted_at ?? "").toISOString()).toBe(pending?.submitted_at);

    decide(sent.partnerSubmissionId, "ditolak", "Poster belum memuat <b>logo</b> & warna brand.");
    clock.advance(SUBMISSION_CHECK_MS + 1);
    // the page read never asks the partner: the review shows once the worker or the progress call has read it
    expect((await focus(p)).pmo_submission?.status).toBe("pending");
    expect(partner.simulator.calls("/submissions")).toBe(calls);
    await progress(p);
    const rejected = (await focus(p)).pmo_submission;
    expect(rejected).toMatchObject({ status: "rejected", feedback: "Poster belum memuat <b>logo</b> & warna brand." });
    expect(rejected?.reviewed_at).toEqual(expect.any(String));
    expect((await taskMark(p))?.pmo_submission_status).toBe("rejected");

    expect((await reset(p)).statusCode).toBe(200);
    expect((await focus(p)).pmo_submission).toBeNull();
    expect((await taskMark(p))?.pmo_submission_status).toBeNull();
  });

  it("failed with the partner's reason; an enrolment that has not redeemed has none", async () => {
    const p = await participant();
    const attemptId = await handIn(p, "Tugas saya ada di laptop");
    await score(p, attemptId, 80);
    expect((await delivered(attemptId)).status).toBe("failed");
    const failed = (await focus(p)).pmo_submission;
    expect(failed).toMatchObject({ status: "failed", feedback: expect.any(String) });
    expect(failed?.feedback).toBe((await row(attemptId))?.feedback);

    const q = await participant({ redeemed: false });
    await score(q, await handIn(q, "https://contoh.id/belum-redeem"), 90);
    expect((await focus(q)).pmo_submission).toBeNull();
  });
});
