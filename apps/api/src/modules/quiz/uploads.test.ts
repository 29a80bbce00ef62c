import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { QUIZ_MESSAGES } from "@app/domain/quiz/contracts";
import { UPLOAD_MAX_BYTES } from "@app/domain/quiz/uploads";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema/quiz";
import { MESSAGES } from "../../platform/errors";
import { attachmentDisposition, displayFileName } from "../../platform/file-names";
import { createLocalStorage } from "../../platform/storage";
import { makeAssessor, makeQuiz, makeSubmission, multipartBody, SAMPLE_FILES } from "../../testing/assessor-kit";
import { type Learner, registerLearner } from "../../testing/learner";
import { enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { pruneOrphanUploads } from "./uploads";

type Body = { status: number; message: string; data: Record<string, unknown> | null };
type Uploaded = { id: number; name: string; size: number; mime: string; url: string };

const UPLOAD = "/api/program_activity/quiz/upload";
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;

let t: TestApp;
let dir: string;
let ani: Learner;
let budi: Learner;

function upload(
  learner: Learner | null,
  file: Parameters<typeof multipartBody>[0],
  extra: { headers?: Record<string, string>; fields?: Record<string, string> } = {},
) {
  const body = multipartBody(file, extra.fields);
  return t.app.inject({
    method: "POST",
    url: UPLOAD,
    headers: {
      ...body.headers,
      "x-requested-with": "XMLHttpRequest",
      ...(learner ? { authorization: `Bearer ${learner.token}` } : {}),
      ...extra.headers,
    },
    payload: body.payload,
  });
}

function download(learner: Learner | null, id: number) {
  return t.app.inject({
    method: "GET",
    url: `${UPLOAD}/${id}`,
    headers: learner ? { authorization: `Bearer ${learner.token}` } : {},
  });
}

async function uploadOk(learner: Learner, name: string, bytes: Buffer): Promise<Uploaded> {
  const res = await upload(learner, { name, bytes });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Body).data as unknown as Uploaded;
}

const rowCount = async () => Number((await t.database.db.select({ n: count() }).from(uploads))[0]?.n ?? 0);
const filesOnDisk = async () => (await readdir(dir).catch(() => [] as string[])).filter((f) => !f.startsWith("."));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "unggahan-uji-"));
  t = await createTestApp({ seedDemo: false, env: { UPLOAD_DIR: dir } });
  [ani, budi] = await Promise.all([registerLearner(t.app, "Ani Lestari"), registerLearner(t.app, "Budi Santoso")]);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe("POST program_activity/quiz/upload (RELIABILITY S11)", () => {
  it("accepts a real PDF and a real PNG, detected from their bytes, and says so", async () => {
    const pdf = await uploadOk(ani, "Laporan Akhir.pdf", SAMPLE_FILES.pdf);
    expect(pdf).toEqual({
      id: expect.any(Number),
      name: "Laporan Akhir.pdf",
      size: SAMPLE_FILES.pdf.length,
      mime: "application/pdf",
      url: `${UPLOAD}/${pdf.id}`,
    });
    const png = await uploadOk(ani, "foto-kegiatan.PNG", SAMPLE_FILES.png);
    expect(png.mime).toBe("image/png");
  });

  it("stores the file under a name the server made, never the learner's", async () => {
    const secretName = "rahasia-ani-lestari.pdf";
    const saved = await uploadOk(ani, secretName, SAMPLE_FILES.pdf);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, saved.id));
    expect(row?.storageKey).toMatch(KEY);
    expect(row?.storageKey.endsWith(".pdf")).toBe(true);
    expect(row?.originalName).toBe(secretName);
    expect(row?.purpose).toBe("quiz_answer");
    expect(row?.userId).toBe(ani.userId);
    const names = await filesOnDisk();
    expect(names).toContain(row?.storageKey);
    for (const name of names) {
      expect(name).toMatch(KEY);
      expect(name).not.toContain("ani");
    }
    expect(await readFile(join(dir, row?.storageKey ?? ""))).toEqual(SAMPLE_FILES.pdf);
  });

  it("keeps only the file's own name: no folders, no control characters, at most 255 characters", async () => {
    const saved = await uploadOk(ani, "C:\\fakepath\\..\\lap\u0007oran\u202e.pdf", SAMPLE_FILES.pdf);
    expect(saved.name).toBe("laporan.pdf");
    expect(displayFileName("../../etc/passwd.pdf")).toBe("passwd.pdf");
    const long = displayFileName(`${"a".repeat(400)}.pdf`);
    expect(long).toHaveLength(255);
    expect(long.endsWith(".pdf")).toBe(true);
  });

  it("refuses a disguised file: a page or a program named .pdf, a PNG named .pdf, a PDF named .exe", async () => {
    const before = await rowCount();
    const filesBefore = (await filesOnDisk()).length;
    for (const [name, bytes] of [
      ["tugas.pdf", SAMPLE_FILES.html],
      ["tugas.pdf", SAMPLE_FILES.exe],
      ["tugas.pdf", SAMPLE_FILES.png],
      ["tugas.exe", SAMPLE_FILES.pdf],
      ["tugas.html", SAMPLE_FILES.html],
      ["tugas", SAMPLE_FILES.pdf],
    ] as const) {
      const res = await upload(ani, { name, bytes, type: "application/pdf" });
      expect(res.statusCode, name).toBe(400);
      expect((res.json() as Body).message, name).toBe(QUIZ_MESSAGES.fileTypeNotAllowed);
    }
    expect(await rowCount()).toBe(before);
    expect(await filesOnDisk()).toHaveLength(filesBefore);
  });

  it("refuses an empty file, and a body without the file field", async () => {
    const empty = await upload(ani, { name: "kosong.pdf", bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as Body).message).toBe(QUIZ_MESSAGES.fileEmpty);
    const otherField = await upload(ani, { field: "berkas", name: "a.pdf", bytes: SAMPLE_FILES.pdf });
    expect(otherField.statusCode).toBe(400);
    expect((otherField.json() as Body).message).toBe(QUIZ_MESSAGES.fileUnknown);
    const none = await upload(ani, null, { fields: { platform: "web" } });
    expect(none.statusCode).toBe(400);
    expect((none.json() as Body).message).toBe(QUIZ_MESSAGES.fileUnknown);
  });

  it("answers a body busboy cannot parse with 400, never a fault, and keeps nothing", async () => {
    const before = await rowCount();
    const whole = multipartBody({ name: "laporan.pdf", bytes: SAMPLE_FILES.pdf });
    const boundary = whole.headers["content-type"] ?? "";
    const bodies: { contentType: string; payload: Buffer }[] = [
      // multipart without a boundary
      { contentType: "multipart/form-data", payload: Buffer.from("bukan multipart") },
      // a boundary that never appears
      { contentType: boundary, payload: Buffer.from("sampah sampah sampah") },
      // cut short inside the part's headers, and inside the file
      { contentType: boundary, payload: whole.payload.subarray(0, 60) },
      { contentType: boundary, payload: whole.payload.subarray(0, whole.payload.length - 60) },
    ];
    for (const { contentType, payload } of bodies) {
      const res = await t.app.inject({
        method: "POST",
        url: UPLOAD,
        headers: {
          "content-type": contentType,
          "x-requested-with": "XMLHttpRequest",
          authorization: `Bearer ${ani.token}`,
        },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as Body).message).toBe(QUIZ_MESSAGES.fileUnknown);
    }
    expect(await rowCount()).toBe(before);
  });

  it("answers 413 over 10 MB, cutting the stream at the limit, and keeps nothing", async () => {
    const before = await rowCount();
    const filesBefore = (await filesOnDisk()).length;
    const exactly = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(UPLOAD_MAX_BYTES - SAMPLE_FILES.pdf.length, 0x20)]);
    const atLimit = await upload(ani, { name: "pas.pdf", bytes: exactly });
    expect(atLimit.statusCode, atLimit.body).toBe(200);

    const over = Buffer.concat([exactly, Buffer.from(" ")]);
    const res = await upload(ani, { name: "besar.pdf", bytes: over });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 413, message: QUIZ_MESSAGES.fileTooLarge, data: null });
    // announced as far too large: refused before reading, the connection not kept
    const huge = Buffer.concat([over, Buffer.alloc(256 * 1024)]);
    const early = await upload(ani, { name: "besar.pdf", bytes: huge });
    expect(early.statusCode).toBe(413);
    expect((early.json() as Body).message).toBe(QUIZ_MESSAGES.fileTooLarge);
    expect(early.headers.connection).toBe("close");
    expect(await rowCount()).toBe(before + 1);
    expect(await filesOnDisk()).toHaveLength(filesBefore + 1);
  });

  it("needs a session, and the CSRF header when the session is a cookie; a cross-site post is refused", async () => {
    const visitor = await upload(null, { name: "a.pdf", bytes: SAMPLE_FILES.pdf });
    expect(visitor.statusCode).toBe(401);
    const body = multipartBody({ name: "a.pdf", bytes: SAMPLE_FILES.pdf });
    const cookieOnly = await t.app.inject({
      method: "POST",
      url: UPLOAD,
      headers: body.headers,
      cookies: { "access-token": ani.token },
      payload: body.payload,
    });
    expect(cookieOnly.statusCode).toBe(403);
    expect((cookieOnly.json() as Body).message).toBe(MESSAGES.csrf);
    const sameOrigin = await t.app.inject({
      method: "POST",
      url: UPLOAD,
      headers: { ...body.headers, "x-requested-with": "XMLHttpRequest", "sec-fetch-site": "same-origin" },
      cookies: { "access-token": ani.token },
      payload: body.payload,
    });
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    const crossSite = await upload(
      ani,
      { name: "a.pdf", bytes: SAMPLE_FILES.pdf },
      { headers: { "sec-fetch-site": "cross-site" } },
    );
    expect(crossSite.statusCode).toBe(403);
  });
});

describe("GET program_activity/quiz/upload/{uploadId} (RELIABILITY S9)", () => {
  it("gives the owner the file as a download: stored type, attachment with the name, nosniff, private", async () => {
    const saved = await uploadOk(ani, "Tugas Akhir – Ani (revisi).pdf", SAMPLE_FILES.pdf);
    const res = await download(ani, saved.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(SAMPLE_FILES.pdf);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Tugas Akhir _ Ani (revisi).pdf"; filename*=UTF-8''Tugas%20Akhir%20%E2%80%93%20Ani%20%28revisi%29.pdf`,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(res.headers["cache-control"])).toContain("private");
    expect(String(res.headers["content-security-policy"])).toContain("sandbox");
  });

  it("never lets a name break out of Content-Disposition", () => {
    const header = attachmentDisposition('a";\r\nSet-Cookie: x=1.pdf');
    expect(header).toBe(
      `attachment; filename="a____Set-Cookie: x=1.pdf"; filename*=UTF-8''a%22%3B%0D%0ASet-Cookie%3A%20x%3D1.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it("gives the file to an assessor of the programme it was submitted to, and to no other assessor", async () => {
    const db = t.database.db;
    const creator = await makeInstitution(db, "Lembaga Unggah");
    const kelas = await makeProgram(db, {
      name: "Kelas Portofolio",
      creatorId: creator.id,
      topics: [
        {
          activities: [
            { title: "Tugas Berkas", type: "quiz" },
            { title: "Tugas Lain", type: "quiz" },
          ],
        },
      ],
    });
    const lain = await makeProgram(db, {
      name: "Kelas Lain",
      creatorId: creator.id,
      topics: [{ activities: [{ title: "Kuis Lain", type: "quiz" }] }],
    });
    const [asesor, asesorLain, citra] = await Promise.all([
      registerLearner(t.app, "Bambang Hartono"),
      registerLearner(t.app, "Sari Asesor"),
      registerLearner(t.app, "Citra Dewi"),
    ]);
    await makeAssessor(db, asesor.userId, [kelas.id]);
    await makeAssessor(db, asesorLain.userId, [lain.id]);
    const quiz = await makeQuiz(db, kelas.activity("Tugas Berkas").id, {}, [{ type: "file", points: 10 }]);
    const running = await makeQuiz(db, kelas.activity("Tugas Lain").id, {}, [{ type: "file", points: 10 }]);
    const enrolment = await enrol(db, citra.userId, kelas.id, new Date());
    const submitted = await uploadOk(citra, "portofolio.pdf", SAMPLE_FILES.pdf);
    const draft = await uploadOk(citra, "draf.pdf", SAMPLE_FILES.pdf);
    const notSubmitted = await uploadOk(citra, "pribadi.pdf", SAMPLE_FILES.pdf);
    await makeSubmission(db, {
      quizId: quiz.id,
      programUserId: enrolment,
      userId: citra.userId,
      questionIds: quiz.questionIds,
      answers: [{ questionId: quiz.questionIds[0] ?? 0, fileIds: [submitted.id] }],
      finishedAt: new Date(),
    });
    await makeSubmission(db, {
      quizId: running.id,
      programUserId: enrolment,
      userId: citra.userId,
      questionIds: running.questionIds,
      answers: [{ questionId: running.questionIds[0] ?? 0, fileIds: [draft.id] }],
      finishedAt: new Date(),
      state: "started",
    });

    const ok = await download(asesor, submitted.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload).toEqual(SAMPLE_FILES.pdf);
    // a file of an attempt still running, and one in no answer at all, are the learner's alone
    expect((await download(asesor, draft.id)).statusCode).toBe(403);
    expect((await download(asesor, notSubmitted.id)).statusCode).toBe(403);
    expect((await download(asesorLain, submitted.id)).statusCode).toBe(403);
    // listed for the programme but no longer an assessor: refused
    await makeAssessor(db, asesor.userId, [], false);
    expect((await download(asesor, submitted.id)).statusCode).toBe(403);
  });
});

describe("upload rate limit", () => {
  it("sweeps uploads abandoned for a day, row and file, and keeps those in an answer or newer", async () => {
    const db = t.database.db;
    const creator = await makeInstitution(db, "Lembaga Sapu");
    const kelas = await makeProgram(db, {
      name: "Kelas Sapu",
      creatorId: creator.id,
      topics: [{ activities: [{ title: "Tugas Sapu", type: "quiz" }] }],
    });
    const quiz = await makeQuiz(db, kelas.activity("Tugas Sapu").id, {}, [{ type: "file", points: 10 }]);
    const enrolment = await enrol(db, budi.userId, kelas.id, new Date());
    const abandoned = await uploadOk(budi, "lupa.pdf", SAMPLE_FILES.pdf);
    const attached = await uploadOk(budi, "terkirim.pdf", SAMPLE_FILES.pdf);
    const recent = await uploadOk(budi, "baru.pdf", SAMPLE_FILES.pdf);
    await makeSubmission(db, {
      quizId: quiz.id,
      programUserId: enrolment,
      userId: budi.userId,
      questionIds: quiz.questionIds,
      answers: [{ questionId: quiz.questionIds[0] ?? 0, fileIds: [attached.id] }],
      finishedAt: new Date(),
    });
    const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
    await db
      .update(uploads)
      .set({ createdAt: twoDaysAgo })
      .where(inArray(uploads.id, [abandoned.id, attached.id]));
    const before = (await filesOnDisk()).length;

    expect(await pruneOrphanUploads(db, createLocalStorage(dir), new Date())).toBe(1);
    const left = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(inArray(uploads.id, [abandoned.id, attached.id, recent.id]));
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([attached.id, recent.id]);
    expect((await filesOnDisk()).length).toBe(before - 1);
    expect((await download(budi, attached.id)).statusCode).toBe(200);
    expect(await pruneOrphanUploads(db, createLocalStorage(dir), new Date())).toBe(0);
  });

  it("refuses a learner's uploads past the limit with 429", async () => {
    const eko = await registerLearner(t.app, "Eko Prasetyo");
    let refused = null;
    for (let k = 0; k < 45 && !refused; k++) {
      const res = await upload(eko, { name: `b${k}.pdf`, bytes: SAMPLE_FILES.pdf });
      if (res.statusCode === 429) refused = k;
      else expect(res.statusCode).toBe(200);
    }
    expect(refused).toBe(40);
    // another learner is not affected
    expect((await upload(budi, { name: "c.pdf", bytes: SAMPLE_FILES.pdf })).statusCode).toBe(200);
  });
});
