import { Writable } from "node:stream";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../db/schema/quiz";
import { MESSAGES } from "../../platform/errors";
import { loggerOptions } from "../../platform/logging";
import { multipartBody, SAMPLE_FILES } from "../../testing/assessor-kit";
import { type Learner, registerLearner } from "../../testing/learner";
import { startS3Server, type TestS3Server } from "../../testing/s3-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";

const UPLOAD = "/api/program_activity/quiz/upload";
// s3rver checks the access key id but not SigV4 signatures: any secret is accepted, so this one can be looked for
const SECRET = "rahasia-s3-tidak-boleh-tercatat-2026";

type Logged = { level: number; msg: string; err?: { type?: string; message?: string; stack?: string } };

let s3: TestS3Server;
let t: TestApp;
let ani: Learner;
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Logged);

function upload(learner: Learner, file: Parameters<typeof multipartBody>[0]) {
  const body = multipartBody(file);
  return t.app.inject({
    method: "POST",
    url: UPLOAD,
    headers: { ...body.headers, "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${learner.token}` },
    payload: body.payload,
  });
}

function download(learner: Learner, id: number) {
  return t.app.inject({ method: "GET", url: `${UPLOAD}/${id}`, headers: { authorization: `Bearer ${learner.token}` } });
}

const rowCount = async () => Number((await t.database.db.select({ n: count() }).from(uploads))[0]?.n ?? 0);

beforeAll(async () => {
  s3 = await startS3Server("unggahan-kuis");
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const logger = pino(loggerOptions("info") as pino.LoggerOptions, sink);
  t = await createTestApp({
    seedDemo: false,
    logger,
    env: s3.env({ S3_SECRET_ACCESS_KEY: SECRET, S3_KEY_PREFIX: "karirmu", LOG_LEVEL: "info" }),
  });
  ani = await registerLearner(t.app, "Ani Lestari");
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe("quiz file answers with FILE_STORAGE=s3", () => {
  let savedId = 0;

  it("stores the upload in the bucket and serves it back byte for byte", async () => {
    const res = await upload(ani, { name: "Laporan Akhir.pdf", bytes: SAMPLE_FILES.pdf });
    expect(res.statusCode, res.body).toBe(200);
    savedId = (res.json() as { data: { id: number } }).data.id;
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, savedId));
    // the object is in the bucket under the prefix, where any other process would find it
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `karirmu/${row?.storageKey}` }));
    expect(Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array())).equals(SAMPLE_FILES.pdf)).toBe(
      true,
    );
    client.destroy();
    const served = await download(ani, savedId);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-length"]).toBe(String(SAMPLE_FILES.pdf.length));
    expect(served.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it("answers 503 with the envelope when the store is down: no row for a file that was not stored", async () => {
    await s3.close();
    const rowsBefore = await rowCount();
    lines.length = 0;

    const started = performance.now();
    const failedUpload = await upload(ani, { name: "Tugas Kedua.pdf", bytes: SAMPLE_FILES.pdf });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(failedUpload.statusCode).toBe(503);
    expect(failedUpload.json()).toEqual({ status: 503, message: MESSAGES.unavailable, data: null });
    expect(await rowCount()).toBe(rowsBefore);

    const failedDownload = await download(ani, savedId);
    expect(failedDownload.statusCode).toBe(503);
    expect(failedDownload.json()).toMatchObject({ status: 503, message: MESSAGES.unavailable });

    // each failure logged once, as an error with the store's cause; never the secret
    const faults = logged().filter((l) => l.msg === "request failed");
    expect(faults).toHaveLength(2);
    for (const fault of faults) {
      expect(fault.level).toBe(50);
      expect(fault.err?.type).toBe("StorageUnavailableError");
      expect(fault.err?.stack).toMatch(/caused by: .*ECONNREFUSED/);
    }
    expect(lines.join("\n")).not.toContain(SECRET);
  });
});
