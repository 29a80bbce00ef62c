import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PrakerjaTestPartner, seededRedeemCode, startPrakerjaTestPartner } from "../../testing/prakerja-kit";
import { createPrakerjaPartner } from "./client";
import { PartnerRefusal, PartnerUnavailableError, type PrakerjaPartner } from "./partner";
import { SIGNATURE_HEADERS, sign } from "./signature";

/** The client against the real simulator over HTTP: every endpoint, the signatures both ways, the outages. */

const COURSE = "PRK-KARIRMU-001";
const REDIRECT = "http://prakerja.localhost:3000/face-recognition-result";
let offset = 0;
const now = () => Date.now() + offset;
let kit: PrakerjaTestPartner;
let partner: PrakerjaPartner;

beforeAll(async () => {
  kit = await startPrakerjaTestPartner({ now, reviewDelayMs: 60_000, sessionCount: 4 });
  partner = kit.client();
});
afterAll(() => kit.close());

const refusal = async (p: Promise<unknown>): Promise<PartnerRefusal> => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PartnerRefusal);
  return err as PartnerRefusal;
};
const outage = async (p: Promise<unknown>): Promise<PartnerUnavailableError> => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PartnerUnavailableError);
  return err as PartnerUnavailableError;
};

/** The learner's click on the simulator's page: the outcome page it answers with. */
async function completeVerification(url: string, outcome: "success" | "failed", errorCode = "") {
  const page = await fetch(url);
  const html = await page.text();
  expect(html).toContain("Verifikasi Berhasil");
  expect(html).toContain("Verifikasi Gagal");
  const state = new URL(url).searchParams.get("state") ?? "";
  const res = await fetch(new URL("/face-recognition/complete", url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ state, outcome, error_code: errorCode }).toString(),
  });
  return res.text();
}

/** A redeemed code of this participant (face verification of session 1, then commit). */
async function redeem(n: number, email: string) {
  const redeemCode = seededRedeemCode("valid", n);
  const link = await partner.createFaceVerificationUrl({ redeemCode, sequence: 1, redirectUri: REDIRECT, email });
  await completeVerification(link.url, "success");
  await partner.commitRedeemCode({
    redeemCode,
    email,
    partnerCourseId: COURSE,
    state: link.state,
    idempotencyKey: `commit-${n}`,
  });
  return redeemCode;
}

describe("redeem code status", () => {
  const ask = (redeemCode: string, email = "budi@example.com") =>
    partner.getRedeemCodeStatus({ redeemCode, email, partnerCourseId: COURSE });

  it("answers each seeded state", async () => {
    const valid = await ask(seededRedeemCode("valid", 1));
    expect(valid).toMatchObject({ state: "valid", partnerCourseId: COURSE, sessionCount: 4, redeemedAt: null });
    expect((await ask(seededRedeemCode("redeemed", 1))).state).toBe("redeemed");
    expect((await ask(seededRedeemCode("redeemed", 1))).redeemedByParticipant).toBe(false);
    expect((await ask(seededRedeemCode("expired", 1))).state).toBe("expired");
    expect((await ask(seededRedeemCode("otherCourse", 1))).state).toBe("wrong_course");
    expect((await ask(seededRedeemCode("otherParticipant", 1))).state).toBe("wrong_participant");
    expect(await ask("ABCDEFGHIJKL")).toMatchObject({ state: "not_found", partnerCourseId: null, sessionCount: null });
  });
});

describe("face verification and commit", () => {
  it("commits after a successful verification; the same key answers the same; then redeemed for others", async () => {
    const email = "sari@example.com";
    const redeemCode = seededRedeemCode("valid", 2);
    const link = await partner.createFaceVerificationUrl({ redeemCode, sequence: 1, redirectUri: REDIRECT, email });
    expect(link.url.startsWith(`${kit.simulator.url}/face-recognition?state=${link.state}`)).toBe(true);
    expect((await partner.getFaceVerification(link.state)).status).toBe("pending");

    const noVerification = {
      redeemCode,
      email,
      partnerCourseId: COURSE,
      state: link.state,
      idempotencyKey: "c2-early",
    };
    expect((await refusal(partner.commitRedeemCode(noVerification))).errorCode).toBe("FACE_VERIFICATION_REQUIRED");

    const outcome = await completeVerification(link.url, "success");
    expect(outcome).toContain('"type":"prakerja_face_recognition"');
    expect(outcome).toContain(`"state":"${link.state}"`);
    expect(outcome).toContain('window.opener.postMessage(message, "http://prakerja.localhost:3000")');
    expect(outcome).toContain(`${REDIRECT}?state=${link.state}&error_code=&error=&error_description=`);
    expect(await partner.getFaceVerification(link.state)).toMatchObject({
      status: "success",
      sequence: 1,
      errorCode: null,
    });

    const commit = { ...noVerification, idempotencyKey: "c2" };
    const first = await partner.commitRedeemCode(commit);
    expect(first).toMatchObject({ redeemCode, partnerCourseId: COURSE, alreadyCommitted: false });
    expect(first.invoiceCode).toMatch(/^INV-PRK-/);
    expect(await partner.commitRedeemCode(commit)).toEqual(first);
    expect((await partner.commitRedeemCode({ ...commit, idempotencyKey: "c2-again" })).alreadyCommitted).toBe(true);

    const mine = await partner.getRedeemCodeStatus({ redeemCode, email, partnerCourseId: COURSE });
    expect(mine).toMatchObject({ state: "redeemed", redeemedByParticipant: true, redeemedAt: first.redeemedAt });
    const theirs = await partner.getRedeemCodeStatus({
      redeemCode,
      email: "lain@example.com",
      partnerCourseId: COURSE,
    });
    expect(theirs.redeemedByParticipant).toBe(false);
  });

  it("a failed verification reports its error_code both ways and cannot be committed", async () => {
    const email = "andi@example.com";
    const redeemCode = seededRedeemCode("valid", 3);
    const link = await partner.createFaceVerificationUrl({ redeemCode, sequence: 1, redirectUri: REDIRECT, email });
    const outcome = await completeVerification(link.url, "failed", "FR_LIVENESS_FAILED");
    expect(outcome).toContain('"error_code":"FR_LIVENESS_FAILED"');
    expect(outcome).toContain("error_code=FR_LIVENESS_FAILED&error=Deteksi+keaktifan+gagal");
    const result = await partner.getFaceVerification(link.state);
    expect(result).toMatchObject({
      status: "failed",
      errorCode: "FR_LIVENESS_FAILED",
      error: "Deteksi keaktifan gagal",
    });
    expect(result.errorDescription).toBeTruthy();
    // a decided verification stays decided
    await completeVerification(link.url, "success").catch(() => "");
    expect((await partner.getFaceVerification(link.state)).status).toBe("failed");
    const commit = { redeemCode, email, partnerCourseId: COURSE, state: link.state, idempotencyKey: "c3" };
    expect((await refusal(partner.commitRedeemCode(commit))).errorCode).toBe("FACE_VERIFICATION_REQUIRED");
  });

  it("refuses links for unknown or used codes, later sessions before redeeming, bad sequences; unknown states", async () => {
    const link = (redeemCode: string, sequence = 1) =>
      partner.createFaceVerificationUrl({ redeemCode, sequence, redirectUri: REDIRECT, email: "x@example.com" });
    expect((await refusal(link("ABCDEFGHIJKL"))).status).toBe(404);
    expect((await refusal(link(seededRedeemCode("redeemed", 2)))).errorCode).toBe("REDEEM_CODE_REDEEMED");
    expect((await refusal(link(seededRedeemCode("valid", 4), 2))).errorCode).toBe("REDEEM_CODE_NOT_REDEEMED");
    expect((await refusal(link(seededRedeemCode("valid", 4), 5))).errorCode).toBe("INVALID_SEQUENCE");
    expect((await refusal(partner.getFaceVerification("0".repeat(32)))).errorCode).toBe("STATE_NOT_FOUND");
  });

  it("refuses committing an expired or other course's code", async () => {
    const email = "dewi@example.com";
    const redeemCode = seededRedeemCode("otherCourse", 2);
    const link = await partner.createFaceVerificationUrl({ redeemCode, sequence: 1, redirectUri: REDIRECT, email });
    await completeVerification(link.url, "success");
    const commit = { redeemCode, email, partnerCourseId: COURSE, state: link.state, idempotencyKey: "c-other" };
    expect((await refusal(partner.commitRedeemCode(commit))).errorCode).toBe("REDEEM_CODE_WRONG_COURSE");
  });
});

describe("attendance", () => {
  it("per session: belum_verifikasi, then hadir or gagal from that session's verification", async () => {
    const email = "rina@example.com";
    const redeemCode = await redeem(10, email);
    expect((await partner.getAttendance({ redeemCode, sequence: 1 })).status).toBe("hadir");
    expect(await partner.getAttendance({ redeemCode, sequence: 2 })).toMatchObject({
      status: "belum_verifikasi",
      state: null,
    });
    const two = await partner.createFaceVerificationUrl({ redeemCode, sequence: 2, redirectUri: REDIRECT, email });
    await completeVerification(two.url, "success");
    expect(await partner.getAttendance({ redeemCode, sequence: 2 })).toMatchObject({
      status: "hadir",
      state: two.state,
    });
    const three = await partner.createFaceVerificationUrl({ redeemCode, sequence: 3, redirectUri: REDIRECT, email });
    await completeVerification(three.url, "failed", "FR_FACE_MISMATCH");
    expect((await partner.getAttendance({ redeemCode, sequence: 3 })).status).toBe("gagal");
    // a later failure does not undo a session already attended
    const again = await partner.createFaceVerificationUrl({ redeemCode, sequence: 2, redirectUri: REDIRECT, email });
    await completeVerification(again.url, "failed");
    expect((await partner.getAttendance({ redeemCode, sequence: 2 })).status).toBe("hadir");
    expect(
      (await refusal(partner.getAttendance({ redeemCode: seededRedeemCode("valid", 11), sequence: 1 }))).errorCode,
    ).toBe("REDEEM_CODE_NOT_REDEEMED");
  });
});

describe("submissions", () => {
  it("diproses, then the reviewer's decision; a rejection has feedback and may be resubmitted", async () => {
    const redeemCode = await redeem(20, "tono@example.com");
    const task = {
      redeemCode,
      scope: "tpm" as const,
      sequence: 2,
      fileUrl: "https://files.example/tugas.pdf",
      url: null,
    };
    const low = await partner.submitTask({ ...task, score: 40, idempotencyKey: "s-low" });
    expect(low).toMatchObject({ status: "diproses", feedback: null, reviewedAt: null, scope: "tpm" });
    expect(await partner.submitTask({ ...task, score: 40, idempotencyKey: "s-low" })).toEqual(low);
    const busy = await refusal(partner.submitTask({ ...task, score: 90, idempotencyKey: "s-busy" }));
    expect(busy).toMatchObject({ status: 409, errorCode: "SUBMISSION_EXISTS" });

    offset += 60_000; // the reviewer's delay passes
    const rejected = await partner.getSubmission(low.submissionId);
    expect(rejected.status).toBe("ditolak");
    expect(rejected.feedback).toContain("batas kelulusan");

    const again = await partner.submitTask({ ...task, score: 85, idempotencyKey: "s-again" });
    expect(again.submissionId).not.toBe(low.submissionId);
    expect(again.status).toBe("diproses");
    offset += 60_000;
    expect(await partner.getSubmission(again.submissionId)).toMatchObject({ status: "diterima", feedback: null });
  });

  it("refuses an answer without file or link, unknown submissions, codes not redeemed", async () => {
    const redeemCode = await redeem(21, "wati@example.com");
    const none = {
      redeemCode,
      scope: "uk" as const,
      sequence: 4,
      fileUrl: null,
      url: null,
      score: 80,
      idempotencyKey: "s-none",
    };
    expect((await refusal(partner.submitTask(none))).errorCode).toBe("ANSWER_REQUIRED");
    expect((await refusal(partner.getSubmission("SUB-NOPE"))).status).toBe(404);
    const notRedeemed = {
      ...none,
      redeemCode: seededRedeemCode("valid", 22),
      url: "https://x.example",
      idempotencyKey: "s-nr",
    };
    expect((await refusal(partner.submitTask(notRedeemed))).errorCode).toBe("REDEEM_CODE_NOT_REDEEMED");
    const outOfRange = { ...none, score: 120, url: "https://x.example", idempotencyKey: "s-range" };
    expect((await refusal(partner.submitTask(outOfRange))).errorCode).toBe("INVALID_REQUEST");
  });
});

describe("work card", () => {
  it("balance, OTP, authorization (once per key), wrong OTP and insufficient balance refused", async () => {
    const email = "kartu@example.com";
    expect(await partner.getWorkCardBalance({ email })).toEqual({ email, balance: 3_500_000 });
    const otp = await partner.sendPaymentOtp({ email, orderId: "ORD-1", amount: 500_000, idempotencyKey: "otp-1" });
    expect(otp.destination).toBe("k***@example.com");
    expect(await partner.sendPaymentOtp({ email, orderId: "ORD-1", amount: 500_000, idempotencyKey: "otp-1" })).toEqual(
      otp,
    );
    const dev = (await (await fetch(`${kit.simulator.url}/_dev/otp?email=${email}`)).json()) as {
      data: { otp: string };
    };
    expect(dev.data.otp).toMatch(/^\d{6}$/);

    const pay = { otpRequestId: otp.otpRequestId, orderId: "ORD-1", amount: 500_000, idempotencyKey: "pay-1" };
    const wrong = dev.data.otp === "000000" ? "111111" : "000000";
    expect((await refusal(partner.authorizePayment({ ...pay, otp: wrong }))).errorCode).toBe("OTP_INVALID");
    const paid = await partner.authorizePayment({ ...pay, otp: dev.data.otp });
    expect(paid).toMatchObject({ orderId: "ORD-1", amount: 500_000, remainingBalance: 3_000_000 });
    expect(await partner.authorizePayment({ ...pay, otp: dev.data.otp })).toEqual(paid);
    expect(
      (await refusal(partner.authorizePayment({ ...pay, otp: dev.data.otp, idempotencyKey: "pay-2" }))).errorCode,
    ).toBe("OTP_USED");
    expect((await partner.getWorkCardBalance({ email })).balance).toBe(3_000_000);

    const tooMuch = { email, orderId: "ORD-2", amount: 3_000_001, idempotencyKey: "otp-2" };
    expect((await refusal(partner.sendPaymentOtp(tooMuch))).errorCode).toBe("INSUFFICIENT_BALANCE");
  });
});

describe("signatures, both ways", () => {
  const endpoint = "/api/v1/integration/work-card/balance";
  const body = JSON.stringify({ email: "sig@example.com" });
  const signedHeaders = (over: { timestamp?: string; signature?: string; clientCode?: string } = {}) => {
    const timestamp = over.timestamp ?? String(now());
    const clientCode = over.clientCode ?? kit.prakerja.clientCode;
    const signature =
      over.signature ?? sign(kit.prakerja.signingKey, { clientCode, timestamp, method: "POST", endpoint, body });
    return {
      "content-type": "application/json",
      [SIGNATURE_HEADERS.clientCode]: clientCode,
      [SIGNATURE_HEADERS.signature]: signature,
      [SIGNATURE_HEADERS.timestamp]: timestamp,
    };
  };
  const send = async (headers: Record<string, string>) => {
    const res = await fetch(`${kit.simulator.url}${endpoint}`, { method: "POST", headers, body });
    return { status: res.status, body: (await res.json()) as { error_code?: string } };
  };

  it("the simulator refuses wrong, stale, replayed and unsigned requests", async () => {
    const good = signedHeaders();
    expect((await send(good)).status).toBe(200);
    expect(await send(good)).toEqual({
      status: 401,
      body: expect.objectContaining({ error_code: "REPLAYED_SIGNATURE" }),
    });
    expect((await send(signedHeaders({ signature: "a".repeat(40) }))).body.error_code).toBe("INVALID_SIGNATURE");
    expect((await send(signedHeaders({ timestamp: String(now() - 5 * 60_000 - 1000) }))).body.error_code).toBe(
      "INVALID_TIMESTAMP",
    );
    expect((await send(signedHeaders({ timestamp: String(now() + 5 * 60_000 + 1000) }))).body.error_code).toBe(
      "INVALID_TIMESTAMP",
    );
    expect((await send(signedHeaders({ clientCode: "SOMEONE-ELSE" }))).body.error_code).toBe("INVALID_CLIENT");
    expect((await send({ "content-type": "application/json" })).body.error_code).toBe("MISSING_SIGNATURE");
  });

  it("a client with the wrong key is refused: our outage (unauthorized), never the learner's refusal", async () => {
    const wrongKey = createPrakerjaPartner({ ...kit.prakerja, signingKey: "x".repeat(32) }, { now });
    const error = await outage(wrongKey.getWorkCardBalance({ email: "a@example.com" }));
    expect(error.reason).toBe("unauthorized");
    expect(error.message).toContain("INVALID_SIGNATURE");
  });

  it("the client refuses badly signed, replayed and stale answers", async () => {
    const fresh = kit.client();
    kit.simulator.setMode("bad_signature");
    try {
      expect((await outage(fresh.getWorkCardBalance({ email: "a@example.com" }))).reason).toBe("bad_signature");
      kit.simulator.setMode("normal");
      await fresh.getWorkCardBalance({ email: "a@example.com" });
      kit.simulator.setMode("replay"); // the previous answer sent again
      expect((await outage(fresh.getWorkCardBalance({ email: "a@example.com" }))).reason).toMatch(
        /bad_signature|bad_answer/,
      );
    } finally {
      kit.simulator.setMode("normal");
    }
    // an answer signed properly but 6 minutes old
    const staleFetch: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      const text = await res.text();
      const timestamp = String(now() - 6 * 60_000);
      const url = new URL(String(input));
      const signature = sign(kit.prakerja.signingKey, {
        clientCode: kit.prakerja.clientCode,
        timestamp,
        method: init?.method ?? "GET",
        endpoint: `${url.pathname}${url.search}`,
        body: text,
      });
      const headers = new Headers(res.headers);
      headers.set(SIGNATURE_HEADERS.timestamp, timestamp);
      headers.set(SIGNATURE_HEADERS.signature, signature);
      return new Response(text, { status: res.status, headers });
    };
    const staleClient = createPrakerjaPartner(kit.prakerja, { now, fetch: staleFetch });
    expect((await outage(staleClient.getWorkCardBalance({ email: "a@example.com" }))).reason).toBe("bad_signature");
  });
});

describe("outages: timeout, retries, circuit breaker", () => {
  it("gives up after the timeout when the partner hangs, and on a closed port", async () => {
    const impatient = createPrakerjaPartner({ ...kit.prakerja, timeoutMs: 150 }, { now, attempts: 1 });
    kit.simulator.setMode("hang");
    try {
      const started = Date.now();
      expect((await outage(impatient.getWorkCardBalance({ email: "a@example.com" }))).reason).toBe("timeout");
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      kit.simulator.setMode("normal");
    }
    const nowhere = createPrakerjaPartner({ ...kit.prakerja, partnerUrl: "http://127.0.0.1:1" }, { now, attempts: 1 });
    expect((await outage(nowhere.getWorkCardBalance({ email: "a@example.com" }))).reason).toBe("network");
  });

  it("retries reads and keyed writes with backoff, never the verification link", async () => {
    const waits: number[] = [];
    const client = kit.client({ sleep: async (ms) => void waits.push(ms), breaker: { threshold: 100, coolDownMs: 1 } });
    kit.simulator.setMode("error");
    try {
      const statusBefore = kit.simulator.calls("/redeem-code/status");
      const status = client.getRedeemCodeStatus({
        redeemCode: "ABCDEFGHIJKL",
        email: "a@example.com",
        partnerCourseId: COURSE,
      });
      expect((await outage(status)).reason).toBe("server");
      expect(kit.simulator.calls("/redeem-code/status") - statusBefore).toBe(3);
      expect(waits).toEqual([100, 300]);

      const linkBefore = kit.simulator.calls("/face-recognition/url");
      const link = client.createFaceVerificationUrl({
        redeemCode: seededRedeemCode("valid", 30),
        sequence: 1,
        redirectUri: REDIRECT,
        email: "a@example.com",
      });
      await outage(link);
      expect(kit.simulator.calls("/face-recognition/url") - linkBefore).toBe(1);

      const payBefore = kit.simulator.calls("/work-card/authorize");
      const pay = client.authorizePayment({
        otpRequestId: "OTP-X",
        otp: "123456",
        orderId: "O",
        amount: 1,
        idempotencyKey: "k-retry",
      });
      await outage(pay);
      expect(kit.simulator.calls("/work-card/authorize") - payBefore).toBe(3);
    } finally {
      kit.simulator.setMode("normal");
    }
    // a refusal is an answer: not retried
    const before = kit.simulator.calls("/face-recognition/result");
    await refusal(client.getFaceVerification("f".repeat(32)));
    expect(kit.simulator.calls("/face-recognition/result") - before).toBe(1);
  });

  it("opens the circuit after consecutive failures, refuses without calling, recovers half-open", async () => {
    let clock = 0;
    const client = kit.client({ now: () => now() + clock, attempts: 1, breaker: { threshold: 2, coolDownMs: 30_000 } });
    const ask = () => client.getWorkCardBalance({ email: "breaker@example.com" });
    kit.simulator.setMode("error");
    try {
      await outage(ask());
      await outage(ask());
      const before = kit.simulator.calls("/work-card/balance");
      expect((await outage(ask())).reason).toBe("circuit_open");
      expect(kit.simulator.calls("/work-card/balance")).toBe(before);

      clock += 30_000; // half-open: one trial, still failing → open again
      expect((await outage(ask())).reason).toBe("server");
      expect((await outage(ask())).reason).toBe("circuit_open");
    } finally {
      kit.simulator.setMode("normal");
    }
    expect((await outage(ask())).reason).toBe("circuit_open");
    clock += 30_000; // the partner is back: the trial succeeds and closes the circuit
    expect((await ask()).balance).toBe(3_500_000);
    expect((await ask()).balance).toBe(3_500_000);
  });
});
