import type { CheckUpdateData, SubmitVerifyData } from "@app/domain/prakerja/contracts";
import type { ActivityFocus, ChapterListEntry, SidebarActivity } from "@app/domain/study/contracts";
import { asc, eq, inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs, resources } from "../../db/schema/catalogue";
import { resourceCompletions } from "../../db/schema/learning";
import { prakerjaAttendance, prakerjaRedeems, prakerjaRedemptionPrograms } from "../../db/schema/prakerja";
import { type Learner, registerLearner } from "../../testing/learner";
import { enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { type PrakerjaTestPartner, seededRedeemCode, startPrakerjaTestPartner } from "../../testing/prakerja-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";
import { ATTENDANCE_FRESH_MS } from "./attendance";

/**
 * Attendance of a redeemed Prakerja enrolment on the study page (decisions/031), through app.inject against the
 * partner simulator: the verification labels, the sidebar's presence, the focus's sequence_status, one partner read
 * per session (cached while fresh), and the last known status during an outage.
 */

type Body<T> = { status: number; message: string; data: T };

let partner: PrakerjaTestPartner;
let t: TestApp;
const clock = testClock(new Date());
let creatorId: number;
let codeNumber = 600;
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
  creatorId = (await makeInstitution(t.database.db, "LPK Kehadiran Uji")).id;
});

afterAll(async () => {
  await t?.close();
  await partner?.close();
});

type Participant = Learner & {
  programId: number;
  programUserId: number;
  activity: (title: string) => { id: number; slug: string };
  call: (path: string, body: unknown) => Promise<LightMyRequestResponse>;
};

/** A participant of a Prakerja programme: session 1 one presence activity, session 2 three and a reading. */
async function participant(): Promise<Participant> {
  const db = t.database.db;
  const program = await makeProgram(db, {
    name: "Kewirausahaan Digital",
    creatorId,
    topics: [
      { activities: [{ title: "Webinar 1" }] },
      {
        activities: [{ title: "Webinar 2a" }, { title: "Webinar 2b" }, { title: "Webinar 2c" }, { title: "Bacaan 2" }],
      },
      { activities: [{ title: "Bacaan 3" }] },
    ],
  });
  await db.update(programs).set({ categoryName: "PRAKERJA", programType: 2 }).where(eq(programs.id, program.id));
  const presence = ["Webinar 1", "Webinar 2a", "Webinar 2b", "Webinar 2c"].map((title) => program.activity(title).id);
  await db.update(resources).set({ isPresenceParticipation: true }).where(inArray(resources.id, presence));
  await db
    .insert(prakerjaRedemptionPrograms)
    .values({ programId: program.id, partnerCourseId: `PRK-HADIR-${program.id}` });
  const learner = await registerLearner(t.app, "Peserta Kehadiran");
  const programUserId = await enrol(db, learner.userId, program.id, clock());
  const address = `10.91.${Math.floor(++addressNumber / 250)}.${addressNumber % 250}`;
  return {
    ...learner,
    programId: program.id,
    programUserId,
    activity: program.activity,
    call: (path, body) =>
      t.app.inject({
        method: "POST",
        url: `/api${path}`,
        headers: { "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${learner.token}` },
        remoteAddress: address,
        payload: body as object,
      }),
  };
}

/** Redeems a fresh code through the product's flow (session 1's verification succeeds): the code. */
async function redeemed(p: Participant): Promise<string> {
  const code = seededRedeemCode("valid", ++codeNumber);
  const accepted = await p.call("/program-activity/prakerja/redeem-code", {
    program_id: p.programId,
    redemption_code: code,
  });
  expect(accepted.statusCode).toBe(200);
  const link = await p.call("/prakerja/redeem/submit-verify", { program_id: p.programId, redemption_code: code });
  const state = link.json<Body<SubmitVerifyData>>().data.state ?? "";
  partner.simulator.state.completeVerification(state, "success", null);
  const settled = await p.call("/prakerja/redeem/check-update", { state_redemption_code: state });
  expect(settled.json<Body<CheckUpdateData>>().data.redeem_status).toBe(1);
  return code;
}

async function topics(p: Participant): Promise<ChapterListEntry["chapters"][number][]> {
  const res = await p.call("/program-activity/v3/program-detail/get/tab-activity", {
    user_id: p.userId,
    program_user_id: p.programUserId,
    id: p.programId,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Body<{ chapter_list: ChapterListEntry[] }>>().data.chapter_list.flatMap((e) => e.chapters);
}

async function sidebar(p: Participant, chapterId: number): Promise<SidebarActivity[]> {
  const res = await p.call("/program-activity/v3/chapter-detail/get", {
    user_id: p.userId,
    program_user_id: p.programUserId,
    program_id: p.programId,
    chapter_id: chapterId,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Body<{ resource_detail: SidebarActivity[] }>>().data.resource_detail;
}

async function focus(p: Participant, title: string): Promise<ActivityFocus> {
  const res = await p.call("/program-activity/v4/activity-detail/get", {
    user_id: p.userId,
    program_id: p.programId,
    activity_id: p.activity(title).id,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Body<{ data: ActivityFocus }>>().data.data;
}

const labels = (list: ChapterListEntry["chapters"][number][]) =>
  list.map((c) => c.session_sequence.verification_status_label);
const presenceOf = (list: SidebarActivity[]) => Object.fromEntries(list.map((a) => [a.title, a.presence]));
const attendanceCalls = () => partner.simulator.calls("/attendance");

describe("attendance of a redeemed Prakerja enrolment", () => {
  it("before redemption nothing is asked of the partner and no label shows", async () => {
    const p = await participant();
    const before = attendanceCalls();
    expect(labels(await topics(p))).toEqual([null, null, null]);
    expect((await focus(p, "Webinar 1")).sequence_status).toBeNull();
    expect(attendanceCalls()).toBe(before);
  });

  it("labels, presence and sequence_status follow the partner's statuses", async () => {
    const p = await participant();
    const code = await redeemed(p);
    partner.simulator.state.setAttendance({ redeemCode: code, sequence: 2, status: "diproses" });
    const list = await topics(p);
    // session 1 verified at the redemption; session 2 being checked; session 3 has no presence activity
    expect(labels(list)).toEqual(["Berhasil Verifikasi", "Verifikasi Sedang Diproses", null]);
    expect((await focus(p, "Webinar 1")).sequence_status).toBe("hadir");
    expect((await focus(p, "Bacaan 2")).sequence_status).toBeNull();
    // while the partner is checking, a completed presence activity keeps the product's own mark
    await t.database.db.insert(resourceCompletions).values({
      programUserId: p.programUserId,
      userId: p.userId,
      resourceId: p.activity("Webinar 2a").id,
      completedAt: clock(),
    });
    expect(presenceOf(await sidebar(p, list[1]?.id ?? 0))).toMatchObject({ "Webinar 2a": "hadir", "Webinar 2b": null });

    clock.advance(ATTENDANCE_FRESH_MS + 1);
    partner.simulator.state.setAttendance({ redeemCode: code, sequence: 2, status: "gagal" });
    const chapter2 = list[1]?.id ?? 0;
    expect(presenceOf(await sidebar(p, chapter2))).toEqual({
      "Webinar 2a": "tidak_hadir",
      "Webinar 2b": "tidak_hadir",
      "Webinar 2c": "tidak_hadir",
      "Bacaan 2": null,
    });
    expect((await focus(p, "Webinar 2b")).sequence_status).toBe("gagal");
    expect(labels(await topics(p))[1]).toBe("Gagal Verifikasi");

    clock.advance(ATTENDANCE_FRESH_MS + 1);
    partner.simulator.state.setAttendance({ redeemCode: code, sequence: 2, status: "hadir" });
    expect(presenceOf(await sidebar(p, chapter2))["Webinar 2a"]).toBe("hadir");
  });

  it("reads the partner once per session, never per activity row, and not again while fresh", async () => {
    const p = await participant();
    const code = await redeemed(p);
    partner.simulator.state.setAttendance({ redeemCode: code, sequence: 2, status: "diproses" });
    const chapter2 = (await topics(p))[1]?.id ?? 0; // reads sessions 1 and 2
    const before = attendanceCalls();
    await sidebar(p, chapter2); // three presence rows, cached session
    await focus(p, "Webinar 2c");
    await topics(p);
    expect(attendanceCalls()).toBe(before);

    clock.advance(ATTENDANCE_FRESH_MS + 1);
    await sidebar(p, chapter2);
    expect(attendanceCalls()).toBe(before + 1); // one read for session 2's three rows
    await topics(p);
    expect(attendanceCalls()).toBe(before + 1); // session 2 fresh again; session 1 settled (hadir) is never re-read

    const cached = await t.database.db
      .select({ sequence: prakerjaAttendance.sequence, status: prakerjaAttendance.status })
      .from(prakerjaAttendance)
      .innerJoin(prakerjaRedeems, eq(prakerjaRedeems.id, prakerjaAttendance.redeemId))
      .where(eq(prakerjaRedeems.programUserId, p.programUserId))
      .orderBy(asc(prakerjaAttendance.sequence));
    expect(cached).toEqual([
      { sequence: 1, status: "hadir" },
      { sequence: 2, status: "diproses" },
    ]);
  });

  it("another learner's enrolment is refused, not read", async () => {
    const owner = await participant();
    await redeemed(owner);
    const other = await participant();
    const before = attendanceCalls();
    const res = await other.call("/program-activity/v3/program-detail/get/tab-activity", {
      user_id: other.userId,
      program_user_id: owner.programUserId,
      id: owner.programId,
    });
    expect(res.statusCode).toBe(403);
    expect(attendanceCalls()).toBe(before);
  });

  it("a partner outage keeps the study page answering with the last known status", async () => {
    const p = await participant();
    const code = await redeemed(p);
    partner.simulator.state.setAttendance({ redeemCode: code, sequence: 2, status: "diproses" });
    const chapter2 = (await topics(p))[1]?.id ?? 0;
    clock.advance(ATTENDANCE_FRESH_MS + 1);
    partner.simulator.setMode("error");
    try {
      expect(labels(await topics(p))).toEqual(["Berhasil Verifikasi", "Verifikasi Sedang Diproses", null]);
      expect((await sidebar(p, chapter2)).map((a) => a.presence)).toEqual([null, null, null, null]);
      expect((await focus(p, "Webinar 2a")).sequence_status).toBe("diproses");
    } finally {
      partner.simulator.setMode("normal");
    }
  });
});
