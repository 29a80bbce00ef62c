import type { CheckUpdateData, SubmitVerifyData } from "@app/domain/prakerja/contracts";
import type { LearningReport } from "@app/domain/report/learning-report";
import type { ActivityDashboard, ReportObject } from "@app/domain/study/contracts";
import { eq, inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs, resources } from "../../db/schema/catalogue";
import { programUsers, resourceCompletions } from "../../db/schema/learning";
import { prakerjaRedemptionPrograms } from "../../db/schema/prakerja";
import { type Learner, registerLearner } from "../../testing/learner";
import { enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { type PrakerjaTestPartner, seededRedeemCode, startPrakerjaTestPartner } from "../../testing/prakerja-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";
import { ATTENDANCE_FRESH_MS } from "./attendance";

/**
 * The certificate's 80 % attendance rule and the top bar's presence numbers of a redeemed Prakerja enrolment follow
 * the partner's attendance (decisions/031): 'hadir' counts without the activity being completed, 'gagal' does not
 * count even when it was, 'diproses' counts a completed activity. The top bar refreshes stale sessions; the report,
 * the certificate and the learning report read the stored statuses only.
 */

type Body<T> = { status: number; message: string; data: T };

let partner: PrakerjaTestPartner;
let t: TestApp;
const clock = testClock(new Date());
let creatorId: number;
let codeNumber = 700;
let addressNumber = 0;

beforeAll(async () => {
  partner = await startPrakerjaTestPartner();
  t = await createTestApp({
    seedDemo: false,
    clock,
    env: {
      PRAKERJA_PARTNER_URL: partner.prakerja.partnerUrl,
      PRAKERJA_CLIENT_CODE: partner.prakerja.clientCode,
      PRAKERJA_SIGNING_KEY: partner.prakerja.signingKey,
    },
  });
  creatorId = (await makeInstitution(t.database.db, "LPK Sertifikat Kehadiran")).id;
});

afterAll(async () => {
  await t?.close();
  await partner?.close();
});

type Participant = Learner & {
  programId: number;
  programUserId: number;
  presenceIds: number[];
  call: (method: "GET" | "POST", path: string, body?: unknown) => Promise<LightMyRequestResponse>;
};

const SESSIONS = 5;

/** A Prakerja programme of five sessions, each with one presence activity (webinar) and, in session 5, a reading. */
async function participant(): Promise<Participant> {
  const db = t.database.db;
  const topics = Array.from({ length: SESSIONS }, (_, i) => ({
    activities: [{ title: `Webinar ${i + 1}` }, ...(i === SESSIONS - 1 ? [{ title: "Bacaan penutup" }] : [])],
  }));
  const program = await makeProgram(db, { name: "Pemasaran Daring", creatorId, topics });
  await db.update(programs).set({ categoryName: "PRAKERJA", programType: 2 }).where(eq(programs.id, program.id));
  const presenceIds = topics.map((_, i) => program.activity(`Webinar ${i + 1}`).id);
  await db.update(resources).set({ isPresenceParticipation: true }).where(inArray(resources.id, presenceIds));
  await db
    .insert(prakerjaRedemptionPrograms)
    .values({ programId: program.id, partnerCourseId: `PRK-SERT-${program.id}` });
  const learner = await registerLearner(t.app, "Peserta Sertifikat");
  const programUserId = await enrol(db, learner.userId, program.id, clock());
  const address = `10.92.${Math.floor(++addressNumber / 250)}.${addressNumber % 250}`;
  return {
    ...learner,
    programId: program.id,
    programUserId,
    presenceIds,
    call: (method, path, body) =>
      t.app.inject({
        method,
        url: `/api${path}`,
        headers: { "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${learner.token}` },
        remoteAddress: address,
        ...(body === undefined ? {} : { payload: body as object }),
      }),
  };
}

/** Redeems a fresh code through the product's flow (session 1's verification succeeds): the code. */
async function redeemed(p: Participant): Promise<string> {
  const code = seededRedeemCode("valid", ++codeNumber);
  const accepted = await p.call("POST", "/program-activity/prakerja/redeem-code", {
    program_id: p.programId,
    redemption_code: code,
  });
  expect(accepted.statusCode).toBe(200);
  const link = await p.call("POST", "/prakerja/redeem/submit-verify", {
    program_id: p.programId,
    redemption_code: code,
  });
  const state = link.json<Body<SubmitVerifyData>>().data.state ?? "";
  partner.simulator.state.completeVerification(state, "success", null);
  const settled = await p.call("POST", "/prakerja/redeem/check-update", { state_redemption_code: state });
  expect(settled.json<Body<CheckUpdateData>>().data.redeem_status).toBe(1);
  return code;
}

/** Completes the given presence activities (1-based sessions) and, optionally, the whole programme's count. */
async function complete(p: Participant, sessions: number[], finished = false) {
  const db = t.database.db;
  if (sessions.length > 0)
    await db.insert(resourceCompletions).values(
      sessions.map((s) => ({
        programUserId: p.programUserId,
        userId: p.userId,
        resourceId: p.presenceIds[s - 1] ?? 0,
        completedAt: clock(),
      })),
    );
  const total = SESSIONS + 1;
  await db
    .update(programUsers)
    .set({ programTotalResources: total, completedResources: finished ? total : sessions.length })
    .where(eq(programUsers.id, p.programUserId));
}

const setAttendance = (code: string, statuses: Record<number, "hadir" | "gagal" | "diproses" | "belum_verifikasi">) => {
  for (const [sequence, status] of Object.entries(statuses))
    partner.simulator.state.setAttendance({ redeemCode: code, sequence: Number(sequence), status });
};

const enrolmentBody = (p: Participant) => ({ user_id: p.userId, program_user_id: p.programUserId, id: p.programId });

async function dashboard(p: Participant): Promise<ActivityDashboard> {
  const res = await p.call("POST", "/program-activity/v3/program-detail/get/activity-dashboard", enrolmentBody(p));
  expect(res.statusCode).toBe(200);
  return res.json<Body<ActivityDashboard>>().data;
}

async function reportOf(p: Participant): Promise<ReportObject> {
  const res = await p.call("POST", "/program-activity/v3/program-detail/get/report", enrolmentBody(p));
  expect(res.statusCode).toBe(200);
  return res.json<Body<ReportObject>>().data;
}

const presence = (d: ActivityDashboard) => ({
  total: d.total_presence_participation_resource,
  done: d.completed_presence_resource,
  left: d.uncompleted_presence_resource,
  percent: d.percentage_presence_participation,
});
const attendanceCalls = () => partner.simulator.calls("/attendance");

describe("the top bar's presence numbers of a redeemed enrolment follow the partner", () => {
  it("before the redeem, completed activities count (the product's own rule)", async () => {
    const p = await participant();
    await complete(p, [1, 2]);
    const before = attendanceCalls();
    expect(presence(await dashboard(p))).toEqual({ total: 5, done: 2, left: 3, percent: 40 });
    expect(attendanceCalls()).toBe(before);
  });

  it("'hadir' counts without completing, 'gagal' does not count a completed one, 'diproses' counts a completed one", async () => {
    const p = await participant();
    const code = await redeemed(p); // session 1 verified at the redemption
    await complete(p, [3, 4]);
    setAttendance(code, { 2: "hadir", 3: "gagal", 4: "diproses", 5: "belum_verifikasi" });
    // 1 and 2 hadir (never completed), 3 gagal (completed), 4 diproses (completed), 5 not verified
    expect(presence(await dashboard(p))).toEqual({ total: 5, done: 3, left: 2, percent: 60 });

    clock.advance(ATTENDANCE_FRESH_MS + 1);
    setAttendance(code, { 3: "hadir", 4: "hadir", 5: "hadir" });
    expect(presence(await dashboard(p))).toEqual({ total: 5, done: 5, left: 0, percent: 100 });
  });

  it("reads each stale session once per view, in parallel, and not again while fresh", async () => {
    const p = await participant();
    const code = await redeemed(p);
    setAttendance(code, { 2: "diproses", 3: "diproses", 4: "diproses", 5: "diproses" });
    const before = attendanceCalls();
    await dashboard(p);
    expect(attendanceCalls() - before).toBeLessThanOrEqual(SESSIONS); // one read per session at most
    const after = attendanceCalls();
    await dashboard(p);
    expect(attendanceCalls()).toBe(after); // fresh
  });

  it("an outage keeps the last known statuses, and the call answers 200", async () => {
    const p = await participant();
    const code = await redeemed(p);
    setAttendance(code, { 2: "hadir", 3: "hadir" });
    expect(presence(await dashboard(p)).done).toBe(3);
    clock.advance(ATTENDANCE_FRESH_MS + 1);
    setAttendance(code, { 2: "gagal" }); // the partner would now say otherwise, but cannot be reached
    partner.simulator.setMode("error");
    try {
      expect(presence(await dashboard(p))).toEqual({ total: 5, done: 3, left: 2, percent: 60 });
    } finally {
      partner.simulator.setMode("normal");
    }
  });
});

describe("the certificate's 80 % attendance rule of a redeemed enrolment", () => {
  it("below 80 % refuses even with every presence activity completed; at 80 % passes", async () => {
    const p = await participant();
    const code = await redeemed(p);
    await complete(p, [1, 2, 3, 4, 5], true);
    setAttendance(code, { 2: "hadir", 3: "hadir", 4: "gagal", 5: "gagal" });
    await dashboard(p); // the top bar reads the partner and stores the statuses
    // 3 of 5 (60 %): refused, though the product's own rule would count 5 of 5
    expect((await reportOf(p)).can_view_certificate).toBe(false);
    const refused = await p.call("GET", `/program_activity/certificate/regular/${p.programUserId}`);
    expect(refused.statusCode).toBe(400);

    clock.advance(ATTENDANCE_FRESH_MS + 1);
    setAttendance(code, { 4: "hadir" });
    await dashboard(p);
    // 4 of 5 (80 %): the attendance rule passes, and everything else is done
    expect((await reportOf(p)).can_view_certificate).toBe(true);
    const issued = await p.call("GET", `/program_activity/certificate/regular/${p.programUserId}`);
    expect(issued.statusCode).toBe(200);
  });

  it("a 'diproses' counts in the top bar but never for the certificate, which is issued once", async () => {
    const p = await participant();
    const code = await redeemed(p);
    await complete(p, [1, 2, 3, 4, 5], true);
    setAttendance(code, { 2: "hadir", 3: "hadir", 4: "diproses", 5: "gagal" });
    // the top bar: 1-3 hadir and a completed 4 being checked, 80 %
    expect(presence(await dashboard(p)).percent).toBe(80);
    // the certificate: 3 of 5 the partner confirmed, 60 %: not yet
    expect((await reportOf(p)).can_view_certificate).toBe(false);
    expect((await p.call("GET", `/program_activity/certificate/regular/${p.programUserId}`)).statusCode).toBe(400);
  });

  it("'hadir' everywhere is not enough by itself: the other activities must be done too", async () => {
    const p = await participant();
    const code = await redeemed(p);
    setAttendance(code, { 2: "hadir", 3: "hadir", 4: "hadir", 5: "hadir" });
    expect(presence(await dashboard(p)).percent).toBe(100);
    const state = await reportOf(p);
    expect(state.show_certificate).toBe(false);
    expect(state.can_view_certificate).toBe(false);
  });

  it("the report and the certificate read the stored statuses only, never the partner", async () => {
    const p = await participant();
    const code = await redeemed(p);
    await complete(p, [1, 2, 3, 4, 5], true);
    setAttendance(code, { 2: "hadir", 3: "hadir", 4: "hadir" });
    await dashboard(p);
    clock.advance(ATTENDANCE_FRESH_MS + 1); // every stored status is stale now
    const before = attendanceCalls();
    expect((await reportOf(p)).can_view_certificate).toBe(true);
    expect((await p.call("GET", `/program_activity/certificate/regular/${p.programUserId}`)).statusCode).toBe(200);
    expect(attendanceCalls()).toBe(before);
  });

  it("the learning report's attendance block counts the partner's attendance", async () => {
    const p = await participant();
    const code = await redeemed(p);
    await complete(p, [1, 2, 3, 4, 5], true);
    setAttendance(code, { 2: "gagal", 3: "gagal", 4: "hadir", 5: "hadir" });
    await dashboard(p);
    const before = attendanceCalls();
    const res = await p.call("GET", `/program_activity/learning_report/${p.programUserId}`);
    expect(res.statusCode).toBe(200);
    const { attendance } = res.json<Body<{ report: LearningReport }>>().data.report;
    expect(attendance).toMatchObject({
      total: 5,
      done: 3,
      percentage: 60,
      required_percentage: 80,
      rule_applies: true,
      meets: false,
    });
    expect(attendanceCalls()).toBe(before);
  });
});
