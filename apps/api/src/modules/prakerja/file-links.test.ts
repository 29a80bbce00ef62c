import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CheckUpdateData, SubmitVerifyData } from "@app/domain/prakerja/contracts";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs, resources } from "../../db/schema/catalogue";
import { prakerjaRedemptionPrograms, prakerjaSubmissions } from "../../db/schema/prakerja";
import { attachmentDisposition } from "../../platform/file-names";
import { makeAssessor, makeQuiz, makeSubmission, multipartBody, SAMPLE_FILES } from "../../testing/assessor-kit";
import { type Learner, registerLearner } from "../../testing/learner";
import { enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { type PrakerjaTestPartner, seededRedeemCode, startPrakerjaTestPartner } from "../../testing/prakerja-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";
import { FILE_LINK_MESSAGES, FILE_LINK_VALID_S, fileLinkValid, partnerFileUrl, signedFilePath } from "./file-links";
import type { PrakerjaPartner } from "./partner";
import { deliverDueSubmissions, retryDelayMs } from "./submissions";

/**
 * The partner's signed, expiring download links of submitted files (decisions/031): the signature rule, the public
 * route (valid link downloads as the learner's own route does; a tampered, expired or other id's link is refused),
 * and the submission sending a signed link rather than the learner's session-bound address.
 */

type Body<T> = { status: number; message: string; data: T };

const KEY = "kunci-tautan-berkas-prakerja-uji-2026-abcdef";
const PUBLIC_URL = "https://belajar.contoh.id";
let partner: PrakerjaTestPartner;
let t: TestApp;
let dir: string;
const clock = testClock(new Date());
let creatorId: number;
let codeNumber = 900;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "tautan-berkas-uji-"));
  partner = await startPrakerjaTestPartner({ reviewDelayMs: 24 * 3_600_000 });
  t = await createTestApp({
    seedDemo: false,
    clock,
    env: {
      UPLOAD_DIR: dir,
      PUBLIC_URL,
      PRAKERJA_FILE_LINK_KEY: KEY,
      PRAKERJA_PARTNER_URL: partner.prakerja.partnerUrl,
      PRAKERJA_CLIENT_CODE: partner.prakerja.clientCode,
      PRAKERJA_SIGNING_KEY: partner.prakerja.signingKey,
    },
  });
  creatorId = (await makeInstitution(t.database.db, "LPK Berkas Uji")).id;
});

afterAll(async () => {
  await t?.close();
  await partner?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The learner uploads a file through the quiz's upload call: its id. */
async function upload(learner: Learner, name: string, bytes: Buffer): Promise<number> {
  const body = multipartBody({ name, bytes });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/program_activity/quiz/upload",
    headers: { ...body.headers, "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${learner.token}` },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Body<{ id: number }>>().data.id;
}

/** GET as the partner does: no session, no header, just the address. */
const fetchLink = (path: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: "GET", url: path.replace(PUBLIC_URL, ""), remoteAddress: "10.93.0.1" });

describe("the signature rule", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  const parts = (path: string) => {
    const url = new URL(path, PUBLIC_URL);
    return { expires: url.searchParams.get("expires") ?? "", sig: url.searchParams.get("sig") ?? "" };
  };

  it("a link is good for 14 days for its own upload only", () => {
    const path = signedFilePath(KEY, 41, now);
    expect(path).toMatch(/^\/api\/prakerja\/files\/41\?expires=\d+&sig=[0-9a-f]{64}$/);
    const { expires, sig } = parts(path);
    expect(Number(expires)).toBe(now.getTime() / 1000 + FILE_LINK_VALID_S);
    expect(fileLinkValid(KEY, 41, expires, sig, now)).toBe(true);
    expect(fileLinkValid(KEY, 41, expires, sig, new Date((Number(expires) - 1) * 1000))).toBe(true);
    expect(fileLinkValid(KEY, 41, expires, sig, new Date(Number(expires) * 1000))).toBe(false); // expired
    expect(fileLinkValid(KEY, 42, expires, sig, now)).toBe(false); // another upload
    expect(fileLinkValid(KEY, 41, String(Number(expires) + 1), sig, now)).toBe(false); // a longer life
    expect(fileLinkValid(`${KEY}x`, 41, expires, sig, now)).toBe(false); // another key
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("0") ? "1" : "0"}`;
    expect(fileLinkValid(KEY, 41, expires, flipped, now)).toBe(false);
    expect(fileLinkValid(KEY, 41, expires, sig.toUpperCase(), now)).toBe(false);
    expect(fileLinkValid(KEY, 41, "", sig, now)).toBe(false);
    expect(fileLinkValid(KEY, 41, expires, "", now)).toBe(false);
    expect(fileLinkValid(KEY, 41, "1e12", sig, now)).toBe(false);
  });

  it("partnerFileUrl signs the learner's upload address (or re-signs an earlier link); leaves others alone", () => {
    const signed = partnerFileUrl(KEY, PUBLIC_URL, `${PUBLIC_URL}/api/program_activity/quiz/upload/7`, now);
    expect(signed).toBe(`${PUBLIC_URL}${signedFilePath(KEY, 7, now)}`);
    const later = new Date(now.getTime() + 3_600_000);
    expect(partnerFileUrl(KEY, `${PUBLIC_URL}/`, signed, later)).toBe(`${PUBLIC_URL}${signedFilePath(KEY, 7, later)}`);
    expect(partnerFileUrl(KEY, PUBLIC_URL, "https://drive.contoh.id/berkas.pdf", now)).toBe(
      "https://drive.contoh.id/berkas.pdf",
    );
    expect(partnerFileUrl(KEY, PUBLIC_URL, null, now)).toBeNull();
  });
});

describe("GET /api/prakerja/files/{uploadId}", () => {
  it("a valid link downloads the file with the learner's route's headers, without a session", async () => {
    const learner = await registerLearner(t.app, "Peserta Unduh");
    const id = await upload(learner, "Laporan Tugas.pdf", SAMPLE_FILES.pdf);
    const res = await fetchLink(signedFilePath(KEY, id, clock()));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toBe(attachmentDisposition("Laporan Tugas.pdf"));
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(String(res.headers["content-security-policy"])).toContain("sandbox");
  });

  it("a tampered, expired, another upload's or bare link is refused with 403; a gone upload 404", async () => {
    const learner = await registerLearner(t.app, "Peserta Tolak");
    const id = await upload(learner, "tugas.png", SAMPLE_FILES.png);
    const other = await upload(learner, "lain.pdf", SAMPLE_FILES.pdf);
    const path = signedFilePath(KEY, id, clock());
    const refused = async (url: string) => {
      const res = await fetchLink(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ status: 403, message: FILE_LINK_MESSAGES.invalid, data: null });
    };
    await refused(path.replace(/sig=([0-9a-f])/, (_, c: string) => `sig=${c === "a" ? "b" : "a"}`));
    await refused(path.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 86_400}`));
    await refused(path.replace(`/files/${id}?`, `/files/${other}?`));
    await refused(`/api/prakerja/files/${id}`);
    await refused(`/api/prakerja/files/abc?expires=1&sig=${"0".repeat(64)}`);
    await refused(`/api/prakerja/files/0?expires=1&sig=${"0".repeat(64)}`);

    const gone = await fetchLink(signedFilePath(KEY, 2_000_000_000, clock()));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ status: 404, message: FILE_LINK_MESSAGES.notFound });

    clock.advance(FILE_LINK_VALID_S * 1000 + 1000);
    await refused(path);
    expect((await fetchLink(signedFilePath(KEY, id, clock()))).statusCode).toBe(200);
  });

  it("is rate-limited per client address", async () => {
    const path = `/api/prakerja/files/1?expires=1&sig=${"0".repeat(64)}`;
    let limited: LightMyRequestResponse | null = null;
    for (let k = 0; k < 200 && !limited; k += 1) {
      const res = await t.app.inject({ method: "GET", url: path, remoteAddress: "10.93.9.9" });
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.statusCode).toBe(429);
  });
});

describe("a submission sends a signed link", () => {
  /** A redeemed participant whose practical task (tpm) hand-in carries an uploaded file: the attempt and the file. */
  async function handedIn(): Promise<{ attemptId: number; uploadId: number; score: () => Promise<number> }> {
    const db = t.database.db;
    const program = await makeProgram(db, {
      name: "Fotografi Produk",
      creatorId,
      topics: [{ activities: [{ title: "Webinar 1" }] }, { activities: [{ title: "Tugas Praktik", type: "quiz" }] }],
    });
    await db.update(programs).set({ categoryName: "PRAKERJA", programType: 3 }).where(eq(programs.id, program.id));
    const tpmId = program.activity("Tugas Praktik").id;
    await db.update(resources).set({ activityType: 4 }).where(eq(resources.id, tpmId));
    await db
      .insert(prakerjaRedemptionPrograms)
      .values({ programId: program.id, partnerCourseId: `PRK-BERKAS-${program.id}` });
    const quiz = await makeQuiz(db, tpmId, { isAutoScore: false }, [{ type: "essay", points: 100 }]);
    // registered here: an earlier test moves the clock by weeks, past any session made in beforeAll
    const assessor = await registerLearner(t.app, "Asesor Berkas");
    await makeAssessor(db, assessor.userId, [program.id]);
    const learner = await registerLearner(t.app, "Peserta Berkas");
    const programUserId = await enrol(db, learner.userId, program.id, clock());
    const call = (who: Learner, path: string, body: unknown) =>
      t.app.inject({
        method: "POST",
        url: `/api${path}`,
        headers: { "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${who.token}` },
        remoteAddress: `10.94.0.${codeNumber % 250}`,
        payload: body as object,
      });
    const code = seededRedeemCode("valid", ++codeNumber);
    const body = { program_id: program.id, redemption_code: code };
    expect((await call(learner, "/program-activity/prakerja/redeem-code", body)).statusCode).toBe(200);
    const link = await call(learner, "/prakerja/redeem/submit-verify", body);
    const state = link.json<Body<SubmitVerifyData>>().data.state ?? "";
    partner.simulator.state.completeVerification(state, "success", null);
    const settled = await call(learner, "/prakerja/redeem/check-update", { state_redemption_code: state });
    expect(settled.json<Body<CheckUpdateData>>().data.redeem_status).toBe(1);

    const uploadId = await upload(learner, "foto-produk.png", SAMPLE_FILES.png);
    const attemptId = await makeSubmission(db, {
      quizId: quiz.id,
      programUserId,
      userId: learner.userId,
      questionIds: quiz.questionIds,
      answers: [{ questionId: quiz.questionIds[0] ?? -1, text: "Foto produk terlampir", fileIds: [uploadId] }],
      finishedAt: clock(),
    });
    const score = async () => {
      const res = await call(assessor, `/asesor/submissions/${attemptId}/score`, {
        answers: [{ question_id: quiz.questionIds[0], points: 85 }],
        rubric: [],
        feedback: "",
      });
      return res.statusCode;
    };
    return { attemptId, uploadId, score };
  }

  const row = async (attemptId: number) =>
    (await t.database.db.select().from(prakerjaSubmissions).where(eq(prakerjaSubmissions.attemptId, attemptId)))[0];

  async function settled(attemptId: number) {
    for (let k = 0; k < 100; k += 1) {
      const r = await row(attemptId);
      if (r && (r.status !== "internal_pending" || r.tries > 0)) return r;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("not delivered");
  }

  it("the partner receives a signed link that downloads the file, signed anew at a delivery after an outage", async () => {
    const { attemptId, uploadId, score } = await handedIn();
    partner.simulator.setMode("error");
    try {
      expect(await score()).toBe(200);
      expect((await settled(attemptId)).tries).toBe(1); // the kicked delivery met the outage
    } finally {
      partner.simulator.setMode("normal");
    }
    // the queue keeps the learner's address; the link is made at each delivery
    expect((await row(attemptId))?.fileUrl).toBe(`${PUBLIC_URL}/api/program_activity/quiz/upload/${uploadId}`);

    clock.advance(retryDelayMs(1) + 1);
    const sent: (string | null)[] = [];
    const client = partner.client();
    const capturing: PrakerjaPartner = {
      ...client,
      submitTask: (input) => {
        sent.push(input.fileUrl);
        return client.submitTask(input);
      },
    };
    expect(await deliverDueSubmissions(t.database.db, capturing, clock(), { key: KEY, publicUrl: PUBLIC_URL })).toBe(1);
    expect(sent).toEqual([`${PUBLIC_URL}${signedFilePath(KEY, uploadId, clock())}`]);
    expect((await row(attemptId))?.status).toBe("pending");
    const download = await fetchLink(sent[0] ?? "");
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
  });

  it("the app's own delivery sends it too (the partner accepts the submission)", async () => {
    const { attemptId, score } = await handedIn();
    expect(await score()).toBe(200);
    expect(await settled(attemptId)).toMatchObject({ status: "pending", tries: 0 });
  });
});
