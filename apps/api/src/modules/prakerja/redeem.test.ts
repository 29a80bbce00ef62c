import {
  type CheckUpdateData,
  PRAKERJA_ERROR_CODES,
  PRAKERJA_MESSAGES,
  type RedeemRecordData,
  type SubmitVerifyData,
} from "@app/domain/prakerja/contracts";
import { PRAKERJA_DATE_OFFSETS } from "@app/domain/prakerja/redemption-window";
import type { ValidateObject } from "@app/domain/study/contracts";
import { eq } from "drizzle-orm";
import type { FastifyRequest, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/account";
import { programs, resources } from "../../db/schema/catalogue";
import { programUsers } from "../../db/schema/learning";
import { prakerjaRedeems, prakerjaRedemptionPrograms } from "../../db/schema/prakerja";
import { AppError } from "../../platform/errors";
import { type Learner, registerLearner } from "../../testing/learner";
import { enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { type PrakerjaTestPartner, seededRedeemCode, startPrakerjaTestPartner } from "../../testing/prakerja-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";
import { PartnerRefusal, type PrakerjaPartner } from "./partner";
import { redeemCode, submitVerify } from "./redeem";
import { siteOrigin } from "./redeem-routes";

/**
 * The redeem flow through app.inject against the real partner simulator (its signed protocol, testing/prakerja-kit):
 * each redeem status, wrong, used and expired codes, the windows, the outage 503, IDOR, the rate limit, validate.
 */

type Body<T> = { status: number; message: string; data: T };
const HOUR = 3_600_000;

let partner: PrakerjaTestPartner;
let t: TestApp;
const clock = testClock(new Date());
let creatorId: number;
let codeNumber = 100;
const nextCode = (kind: Parameters<typeof seededRedeemCode>[0] = "valid") => seededRedeemCode(kind, ++codeNumber);
let addressNumber = 0;

const partnerEnv = (p: PrakerjaTestPartner) => ({
  PRAKERJA_PARTNER_URL: p.prakerja.partnerUrl,
  PRAKERJA_CLIENT_CODE: p.prakerja.clientCode,
  PRAKERJA_SIGNING_KEY: p.prakerja.signingKey,
});

beforeAll(async () => {
  partner = await startPrakerjaTestPartner();
  t = await createTestApp({ seedDemo: false, clock, env: partnerEnv(partner) });
  creatorId = (await makeInstitution(t.database.db, "LPK Prakerja Uji")).id;
});

afterAll(async () => {
  await t?.close();
  await partner?.close();
});

type Participant = Learner & {
  db: TestApp["database"]["db"];
  programId: number;
  activitySlug: string;
  call: (path: string, body: unknown) => Promise<LightMyRequestResponse>;
};

/** A new participant enrolled (now) in a new Prakerja programme; with a redemption programme unless told. */
async function participant(
  options: { programType?: number; scheduleStart?: Date | null; redeemProgram?: boolean; on?: TestApp } = {},
): Promise<Participant> {
  const on = options.on ?? t;
  const db = on.database.db;
  const program = await makeProgram(db, {
    name: "Pemasaran Digital untuk UMKM",
    creatorId: on === t ? creatorId : (await makeInstitution(db, "LPK Prakerja Lain")).id,
    topics: [{ activities: [{ title: "Sesi 1" }] }],
  });
  await db
    .update(programs)
    .set({
      categoryName: "PRAKERJA",
      programType: options.programType ?? 3,
      scheduleStart: options.scheduleStart ?? null,
    })
    .where(eq(programs.id, program.id));
  if (options.redeemProgram !== false) {
    await db
      .insert(prakerjaRedemptionPrograms)
      .values({ programId: program.id, partnerCourseId: `PRK-UJI-${program.id}` });
  }
  const app = on.app;
  const learner = await registerLearner(app, "Peserta Prakerja");
  await enrol(db, learner.userId, program.id, clock());
  const address = `10.88.${Math.floor(++addressNumber / 250)}.${addressNumber % 250}`;
  return {
    ...learner,
    db,
    programId: program.id,
    activitySlug: program.activity("Sesi 1").slug,
    call: (path, body) =>
      app.inject({
        method: "POST",
        url: `/api${path}`,
        headers: { "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${learner.token}` },
        remoteAddress: address,
        payload: body as object,
      }),
  };
}

const redeem = (p: Participant, code: string) =>
  p.call("/program-activity/prakerja/redeem-code", { program_id: p.programId, redemption_code: code });
const verify = (p: Participant, code: string) =>
  p.call("/prakerja/redeem/submit-verify", { program_id: p.programId, redemption_code: code });
const checkUpdate = (p: Participant, state: string, extra: Record<string, string | null> = {}) =>
  p.call("/prakerja/redeem/check-update", { state_redemption_code: state, ...extra });

async function validate(p: Participant): Promise<ValidateObject> {
  const res = await p.call("/program-activity/v3/program-detail/validate", {
    type_access: "activity",
    user_id: p.userId,
    slug: p.activitySlug,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Body<ValidateObject>>().data;
}

async function storedRecord(p: Participant) {
  const [row] = await p.db
    .select()
    .from(prakerjaRedeems)
    .innerJoin(programUsers, eq(programUsers.id, prakerjaRedeems.programUserId))
    .where(eq(programUsers.userId, p.userId));
  return row;
}

/** Code accepted and a verification link made: the state to report back. */
async function codeAndLink(p: Participant, code: string): Promise<string> {
  expect((await redeem(p, code)).statusCode).toBe(200);
  const res = await verify(p, code);
  expect(res.statusCode).toBe(200);
  const state = res.json<Body<SubmitVerifyData>>().data.state;
  if (!state) throw new Error("no state");
  return state;
}

describe("redeem, face verification and commit (status 0 then 1)", () => {
  it("accepts a valid code, makes the link, and commits after a successful verification", async () => {
    const p = await participant();
    const code = nextCode();
    expect(await validate(p)).toMatchObject({
      has_redeem_program: true,
      redeem_status: 0,
      is_purchase_allowed: true,
      last_fr_session: null,
    });

    const accepted = await redeem(p, code.toLowerCase());
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Body<RedeemRecordData>>()).toMatchObject({
      status: 200,
      message: PRAKERJA_MESSAGES.codeAccepted,
      data: {
        program_id: p.programId,
        redeem_status: 0,
        redemption_code_masked: `********${code.slice(-4)}`,
        sequence: null,
        sequence_status: null,
        redeemed_at: null,
      },
    });

    const link = await verify(p, code);
    expect(link.statusCode).toBe(200);
    const linkData = link.json<Body<SubmitVerifyData>>().data;
    expect(linkData.pmo_response).toEqual({ success: true, message: PRAKERJA_MESSAGES.verifyLinkReady });
    expect(linkData.face_recognition_url?.startsWith(partner.simulator.url)).toBe(true);
    expect(linkData.record).toMatchObject({ sequence: 1, sequence_status: "pending", redeem_status: 0 });
    const state = linkData.state ?? "";

    // the window closed before the participant finished: nothing decided yet
    const pending = await checkUpdate(p, state);
    expect(pending.statusCode).toBe(200);
    expect(pending.json<Body<CheckUpdateData>>()).toMatchObject({
      message: PRAKERJA_MESSAGES.frPending,
      data: { success: false, redeem_status: 0, sequence_status: "pending" },
    });

    partner.simulator.state.completeVerification(state, "success", null);
    const commitsBefore = partner.simulator.calls("/redeem-code/commit");
    const done = await checkUpdate(p, state, { error: null, error_code: null, error_description: null });
    expect(done.statusCode).toBe(200);
    expect(done.json<Body<CheckUpdateData>>()).toMatchObject({
      message: PRAKERJA_MESSAGES.redeemSuccess,
      data: { success: true, redeem_status: 1, sequence: 1, sequence_status: "success", error: null },
    });
    expect(partner.simulator.calls("/redeem-code/commit")).toBe(commitsBefore + 1);

    // the study gate opens; the validate object follows the record
    const [enrolment] = await t.database.db.select().from(programUsers).where(eq(programUsers.userId, p.userId));
    expect(enrolment?.redeemedAt).not.toBeNull();
    expect(await validate(p)).toMatchObject({ redeem_status: 1, is_purchase_allowed: true, last_fr_session: 1 });

    // retries: the same state answers the same without a second commit; the same code answers status 1
    const again = await checkUpdate(p, state);
    expect(again.json<Body<CheckUpdateData>>().data).toMatchObject({ success: true, redeem_status: 1 });
    expect(partner.simulator.calls("/redeem-code/commit")).toBe(commitsBefore + 1);
    const sameCode = await redeem(p, code);
    expect(sameCode.statusCode).toBe(200);
    expect(sameCode.json<Body<RedeemRecordData>>().data.redeem_status).toBe(1);
    const otherCode = await redeem(p, nextCode());
    expect(otherCode.statusCode).toBe(400);
    expect(otherCode.json<Body<unknown>>().message).toBe(PRAKERJA_MESSAGES.alreadyRedeemed);
    const verifyAgain = await verify(p, code);
    expect(verifyAgain.statusCode).toBe(400);
    // the full code is nowhere in the answers
    expect(JSON.stringify([accepted.json(), link.json(), done.json()])).not.toContain(code);
  });

  it("takes a commit the partner already has for this participant (our answer to it was lost) as status 1", async () => {
    const p = await participant();
    const code = nextCode();
    const state = await codeAndLink(p, code);
    partner.simulator.state.completeVerification(state, "success", null);
    expect((await checkUpdate(p, state)).json<Body<CheckUpdateData>>().data.redeem_status).toBe(1);
    // as if the commit's answer never arrived: the record still says 0
    await p.db.delete(prakerjaRedeems).where(eq(prakerjaRedeems.userId, p.userId));
    await p.db.update(programUsers).set({ redeemedAt: null }).where(eq(programUsers.userId, p.userId));
    const res = await redeem(p, code);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<RedeemRecordData>>().data).toMatchObject({ redeem_status: 1 });
    const [enrolment] = await p.db.select().from(programUsers).where(eq(programUsers.userId, p.userId));
    expect(enrolment?.redeemedAt).not.toBeNull();
    // someone else with the same code is refused: it is used
    const other = await participant();
    const refused = await redeem(other, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Body<unknown>>().message).toBe(PRAKERJA_MESSAGES.codeUsed);
  });

  it("attempt-fr-sequence makes a later session's link once redeemed, and last_fr_session follows", async () => {
    const p = await participant();
    const code = nextCode();
    const before = await p.call("/prakerja/attempt-fr-sequence", { program_id: p.programId, sequence: 2 });
    expect(before.statusCode).toBe(400);
    expect(before.json<Body<unknown>>().message).toBe(PRAKERJA_MESSAGES.sequenceNeedsRedeem);

    const state = await codeAndLink(p, code);
    partner.simulator.state.completeVerification(state, "success", null);
    expect((await checkUpdate(p, state)).json<Body<CheckUpdateData>>().data.redeem_status).toBe(1);

    const second = await p.call("/prakerja/attempt-fr-sequence", { program_id: p.programId, sequence: 2 });
    expect(second.statusCode).toBe(200);
    const state2 = second.json<Body<SubmitVerifyData>>().data.state ?? "";
    partner.simulator.state.completeVerification(state2, "success", null);
    const settled = await checkUpdate(p, state2);
    expect(settled.json<Body<CheckUpdateData>>().data).toMatchObject({ success: true, redeem_status: 1, sequence: 2 });
    expect((await validate(p)).last_fr_session).toBe(2);

    // a failed later session leaves the redeem a success
    const third = await p.call("/prakerja/attempt-fr-sequence", { program_id: p.programId, sequence: 3 });
    const state3 = third.json<Body<SubmitVerifyData>>().data.state ?? "";
    partner.simulator.state.completeVerification(state3, "failed", "FR_LIVENESS_FAILED");
    const failed = await checkUpdate(p, state3);
    expect(failed.json<Body<CheckUpdateData>>().data).toMatchObject({
      success: false,
      redeem_status: 1,
      sequence: 3,
      sequence_status: "failed",
      error_code: "FR_LIVENESS_FAILED",
    });
    expect((await validate(p)).last_fr_session).toBe(2);
  });
});

describe("failures: status 3 and 2", () => {
  it("a failed face verification stores status 3 with the partner's error; a new try can succeed", async () => {
    const p = await participant();
    const code = nextCode();
    const state = await codeAndLink(p, code);
    partner.simulator.state.completeVerification(state, "failed", "FR_FACE_MISMATCH");
    const res = await checkUpdate(p, state, { error_code: "FR_FACE_MISMATCH", error: "x", error_description: "y" });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<CheckUpdateData>>()).toMatchObject({
      message: "Wajah tidak cocok",
      data: {
        success: false,
        redeem_status: 3,
        error_code: "FR_FACE_MISMATCH",
        error: "Wajah tidak cocok",
        error_description: expect.stringContaining("Wajah Anda tidak cocok"),
      },
    });
    expect(await validate(p)).toMatchObject({ redeem_status: 3, is_purchase_allowed: false });
    // the same state again: the stored outcome
    expect((await checkUpdate(p, state)).json<Body<CheckUpdateData>>().data).toMatchObject({
      success: false,
      redeem_status: 3,
      error_code: "FR_FACE_MISMATCH",
    });

    const retry = await codeAndLink(p, code);
    expect(await validate(p)).toMatchObject({ redeem_status: 0, is_purchase_allowed: true });
    partner.simulator.state.completeVerification(retry, "success", null);
    expect((await checkUpdate(p, retry)).json<Body<CheckUpdateData>>().data.redeem_status).toBe(1);
  });

  it.each([
    ["an unknown (wrong) code", "PRKVALID0000", PRAKERJA_MESSAGES.codeNotFound, PRAKERJA_ERROR_CODES.notFound, 3],
    [
      "a code used by another participant",
      seededRedeemCode("redeemed", 1),
      PRAKERJA_MESSAGES.codeUsed,
      PRAKERJA_ERROR_CODES.used,
      3,
    ],
    ["an expired code", seededRedeemCode("expired", 1), PRAKERJA_MESSAGES.codeExpired, PRAKERJA_ERROR_CODES.expired, 3],
    [
      "another participant's code",
      seededRedeemCode("otherParticipant", 1),
      PRAKERJA_MESSAGES.codeWrongParticipant,
      PRAKERJA_ERROR_CODES.wrongParticipant,
      3,
    ],
    [
      "another programme's code",
      seededRedeemCode("otherCourse", 1),
      PRAKERJA_MESSAGES.codeWrongCourse,
      PRAKERJA_ERROR_CODES.wrongCourse,
      2,
    ],
  ])("%s: 400 with the error fields, stored as status %5$s", async (_name, code, message, errorCode, status) => {
    const p = await participant();
    const res = await redeem(p, code);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body<unknown>>()).toEqual({
      status: 400,
      message,
      data: { error: message, error_code: errorCode, error_description: null },
    });
    const row = await storedRecord(p);
    expect(row?.prakerja_redeems).toMatchObject({ status, redemptionCode: null, errorCode });
    expect(await validate(p)).toMatchObject({ redeem_status: status, is_purchase_allowed: false });
    // submit-verify needs an accepted code
    const link = await verify(p, code === "PRKVALID0000" ? "PRKVALID0000" : code);
    expect(link.statusCode).toBe(400);
    expect(link.json<Body<unknown>>().message).toBe(PRAKERJA_MESSAGES.notValidated);
  });

  it("refuses a malformed code or programme with the fields, in Indonesian, before any partner call", async () => {
    const p = await participant();
    const calls = partner.simulator.calls("/redeem-code/status");
    for (const [body, field, message] of [
      [{ program_id: p.programId, redemption_code: "ABC" }, "redemption_code", PRAKERJA_MESSAGES.codePattern],
      [{ program_id: p.programId, redemption_code: "" }, "redemption_code", PRAKERJA_MESSAGES.codeRequired],
      [{ program_id: p.programId }, "redemption_code", PRAKERJA_MESSAGES.codeRequired],
      [{ program_id: "x", redemption_code: "PRKVALID0001" }, "program_id", PRAKERJA_MESSAGES.programRequired],
    ] as const) {
      const res = await p.call("/program-activity/prakerja/redeem-code", body);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body<{ fields: { field: string; message: string }[] }>>().data.fields).toContainEqual({
        field: `body.${field}`,
        message,
      });
    }
    expect(partner.simulator.calls("/redeem-code/status")).toBe(calls);
    const bad = await p.call("/prakerja/redeem/check-update", { state_redemption_code: "" });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a programme without a redemption programme", async () => {
    const p = await participant({ redeemProgram: false });
    const res = await redeem(p, nextCode());
    expect(res.statusCode).toBe(400);
    expect(res.json<Body<unknown>>().message).toBe(PRAKERJA_MESSAGES.noRedeemProgram);
    expect(await validate(p)).toMatchObject({
      has_redeem_program: false,
      redeem_status: null,
      is_purchase_allowed: true,
    });
  });
});

describe("redemption windows (live offsets in tests)", () => {
  it("uses the live variant", () => {
    expect(t.config.prakerjaDateOffsets).toEqual(PRAKERJA_DATE_OFFSETS.live);
  });

  it("an online programme: early is refused without a record, inside is accepted, late is status 2", async () => {
    const now = clock().getTime();
    // opens 1 h before the start: a second too early
    const early = await participant({ programType: 2, scheduleStart: new Date(now + HOUR + 1000) });
    const tooEarly = await redeem(early, nextCode());
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json<Body<{ error_code: string; opens_at: string }>>()).toMatchObject({
      message: PRAKERJA_MESSAGES.windowNotOpen,
      data: { error_code: PRAKERJA_ERROR_CODES.windowNotOpen, opens_at: new Date(now + 1000).toISOString() },
    });
    expect(await storedRecord(early)).toBeUndefined();

    // a second after it opens
    const inside = await participant({ programType: 2, scheduleStart: new Date(now + HOUR - 1000) });
    expect((await redeem(inside, nextCode())).statusCode).toBe(200);

    // 1 h + 5 min tolerance after the start: a second before the end is fine, a second after is too late
    const lastSecond = await participant({ programType: 2, scheduleStart: new Date(now - HOUR - 300_000 + 1000) });
    expect((await redeem(lastSecond, nextCode())).statusCode).toBe(200);
    const late = await participant({ programType: 2, scheduleStart: new Date(now - HOUR - 300_000 - 1000) });
    const tooLate = await redeem(late, nextCode());
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json<Body<unknown>>().message).toBe(PRAKERJA_MESSAGES.windowClosed);
    expect((await storedRecord(late))?.prakerja_redeems.status).toBe(2);
  });

  it("a self-paced programme: 15 days + 1 day from the enrolment", async () => {
    const DAY = 24 * HOUR;
    const enrolledAgo = async (p: Participant, ms: number) =>
      p.db
        .update(programUsers)
        .set({ createdAt: new Date(clock().getTime() - ms) })
        .where(eq(programUsers.userId, p.userId));
    const inTime = await participant({ programType: 3 });
    await enrolledAgo(inTime, 16 * DAY - 1000);
    expect((await redeem(inTime, nextCode())).statusCode).toBe(200);
    const late = await participant({ programType: 3 });
    await enrolledAgo(late, 16 * DAY + 1000);
    const tooLate = await redeem(late, nextCode());
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json<Body<unknown>>().message).toBe(PRAKERJA_MESSAGES.windowClosed);
    expect((await storedRecord(late))?.prakerja_redeems.status).toBe(2);
    expect(await validate(late)).toMatchObject({ redeem_status: 2, is_purchase_allowed: false });
  });
});

describe("who may call", () => {
  it("another learner's programme or state is answered as one that does not exist", async () => {
    const a = await participant();
    const code = nextCode();
    const state = await codeAndLink(a, code);
    const before = await storedRecord(a);

    const b = await participant();
    const withA = await b.call("/program-activity/prakerja/redeem-code", {
      program_id: a.programId,
      redemption_code: code,
    });
    const withGhost = await b.call("/program-activity/prakerja/redeem-code", {
      program_id: 2_000_000_000,
      redemption_code: code,
    });
    expect(withA.statusCode).toBe(400);
    expect(withA.json()).toEqual(withGhost.json());
    expect(withA.json<Body<unknown>>().message).toBe(PRAKERJA_MESSAGES.notEnrolled);
    for (const path of ["/prakerja/redeem/submit-verify"]) {
      const r = await b.call(path, { program_id: a.programId, redemption_code: code });
      expect(r.json()).toEqual(withGhost.json());
    }
    const aState = await checkUpdate(b, state);
    const ghostState = await checkUpdate(b, "0".repeat(32));
    expect(aState.statusCode).toBe(404);
    expect(aState.json()).toEqual(ghostState.json());
    expect(await storedRecord(a)).toEqual(before);

    // a visitor is not let in
    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/prakerja/redeem/check-update",
      headers: { "x-requested-with": "XMLHttpRequest" },
      payload: { state_redemption_code: state },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("limits code tries per account (10 in 10 minutes)", async () => {
    const p = await participant();
    for (let i = 0; i < 10; i++) expect((await redeem(p, "PRKVALID0000")).statusCode).toBe(400);
    const limited = await redeem(p, nextCode());
    expect(limited.statusCode).toBe(429);
  });
});

describe("a partner outage is the spec's 503, never a 500", () => {
  it("a partner on a closed port: 503 'Gagal memvalidasi kode redeem', nothing stored", async () => {
    const stopped = await startPrakerjaTestPartner();
    await stopped.close();
    const down = await createTestApp({ seedDemo: false, clock, env: partnerEnv(stopped) });
    try {
      const p = await participant({ on: down });
      const res = await redeem(p, nextCode());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 503, message: "Gagal memvalidasi kode redeem", data: null });
      expect(await storedRecord(p)).toBeUndefined();
    } finally {
      await down.close();
    }
  });

  it("the partner answering 5xx mid-flow: 503 on check-update, then the retry commits once", async () => {
    const p = await participant();
    const state = await codeAndLink(p, nextCode());
    partner.simulator.state.completeVerification(state, "success", null);
    partner.simulator.setMode("error");
    try {
      const res = await checkUpdate(p, state);
      expect(res.statusCode).toBe(503);
      expect(res.json<Body<unknown>>().message).toBe(PRAKERJA_MESSAGES.partnerUnavailable);
    } finally {
      partner.simulator.setMode("normal");
    }
    expect((await storedRecord(p))?.prakerja_redeems.status).toBe(0);
    const retry = await checkUpdate(p, state);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<Body<CheckUpdateData>>().data.redeem_status).toBe(1);
  });

  it("a partner refusal is a 400 with the partner's error fields", async () => {
    const p = await participant();
    const refusing: PrakerjaPartner = {
      ...partner.client(),
      getRedeemCodeStatus: async () => {
        throw new PartnerRefusal(422, "PARTICIPANT_BLOCKED", "Peserta diblokir", "Akun Prakerja Anda sedang diblokir.");
      },
      createFaceVerificationUrl: async () => {
        throw new PartnerRefusal(422, "FR_LINK_FAILED", "Tautan tidak dapat dibuat", "Coba lagi nanti.");
      },
    };
    const ctx = {
      db: t.database.db,
      partner: refusing,
      offsets: PRAKERJA_DATE_OFFSETS.live,
      resultUrl: "http://localhost/face-recognition-result",
      now: clock(),
    };
    const refused = await redeemCode(ctx, p.userId, { program_id: p.programId, redemption_code: nextCode() }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      httpStatus: 400,
      message: "Peserta diblokir",
      data: {
        error: "Peserta diblokir",
        error_code: "PARTICIPANT_BLOCKED",
        error_description: "Akun Prakerja Anda sedang diblokir.",
      },
    });
    expect((await storedRecord(p))?.prakerja_redeems.status).toBe(3);

    // the link cannot be made: pmo_response.message
    const code = nextCode();
    expect((await redeem(p, code)).statusCode).toBe(200);
    const noLink = await submitVerify(ctx, p.userId, { program_id: p.programId, redemption_code: code }).catch(
      (e: unknown) => e,
    );
    expect(noLink).toMatchObject({
      httpStatus: 400,
      data: {
        face_recognition_url: null,
        state: null,
        pmo_response: { success: false, message: "Tautan tidak dapat dibuat" },
      },
    });
  });
});

describe("the partner's page reports back to the site the learner is on", () => {
  it("keeps the Prakerja host and partner subdomains, and falls back to the public address for any other host", () => {
    const at = (host: string) => ({ host }) as unknown as FastifyRequest;
    expect(siteOrigin("http://localhost:3000", at("prakerja.localhost:3000"))).toBe("http://prakerja.localhost:3000");
    expect(siteOrigin("http://localhost:3000", at("digitalmaju.localhost:3000"))).toBe(
      "http://digitalmaju.localhost:3000",
    );
    expect(siteOrigin("https://karirmu.id", at("prakerja.karirmu.id"))).toBe("https://prakerja.karirmu.id");
    expect(siteOrigin("https://karirmu.id", at("evil.example"))).toBe("https://karirmu.id");
    expect(siteOrigin("https://karirmu.id", at("karirmu.id.evil.example"))).toBe("https://karirmu.id");
    expect(siteOrigin("http://localhost:3000", at("prakerja.localhost:4000"))).toBe("http://localhost:3000");
    expect(siteOrigin("https://karirmu.id")).toBe("https://karirmu.id");
    // a loopback product (the journeys run on 127.0.0.1): *.localhost is the same machine, nothing else is
    expect(siteOrigin("http://127.0.0.1:3000", at("prakerja.localhost:3000"))).toBe("http://prakerja.localhost:3000");
    expect(siteOrigin("http://127.0.0.1:3000", at("evil.example:3000"))).toBe("http://127.0.0.1:3000");
    expect(siteOrigin("https://karirmu.id", at("prakerja.localhost"))).toBe("https://karirmu.id");
  });
});

describe("the server keeps a job-training purchase out of study until its code is redeemed", () => {
  /** The participant's start of their programme's first activity (the completion call's start). */
  async function startFirst(p: Participant) {
    const [row] = await p.db
      .select({ programUserId: programUsers.id, resourceId: resources.id })
      .from(programUsers)
      .innerJoin(resources, eq(resources.programId, programUsers.programId))
      .where(eq(programUsers.userId, p.userId))
      .orderBy(resources.id)
      .limit(1);
    if (!row) throw new Error("enrolment missing");
    return {
      programUserId: row.programUserId,
      answer: await p.call("/program_activity/activity/", {
        program_user_id: row.programUserId,
        resource_id: row.resourceId,
        is_finish: false,
      }),
    };
  }

  it("refuses a participant's start before the redeem, allows it after, and never gates a regular purchase", async () => {
    // bought as a regular learner (no Prakerja id): not gated
    expect((await startFirst(await participant())).answer.statusCode).toBe(200);

    const q = await participant();
    await q.db.update(users).set({ prakerjaId: "PK-UJI-0001" }).where(eq(users.id, q.userId));
    const refused = await startFirst(q);
    expect(refused.answer.statusCode).toBe(400);
    expect(refused.answer.json()).toMatchObject({ message: "Tukarkan kode redeem program ini terlebih dahulu" });
    await q.db.insert(prakerjaRedeems).values({
      programUserId: refused.programUserId,
      userId: q.userId,
      programId: q.programId,
      status: 1,
      redemptionCode: nextCode(),
      sequence: 1,
      sequenceStatus: "success",
      redeemedAt: clock(),
      createdAt: clock(),
      updatedAt: clock(),
    });
    expect((await startFirst(q)).answer.statusCode).toBe(200);
  });
});
