import { LEARNING_REPORT_MESSAGES, type Transcript, type TranscriptSummary } from "@app/domain/report/learning-report";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../../db/schema/catalogue";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";
import { completeActivity } from "../learning/public";

const NOW = new Date("2026-11-20T03:00:00Z");
const clock = testClock(NOW);
let t: TestApp;
let ani: Learner;
let citra: Learner;
let data: BuiltProgram;
let desain: BuiltProgram;
let aniData: number;
let aniDesain: number;

type Body<T = unknown> = { status: number; message: string; data: T };
const call = (who: Learner | null) => asLearner(t.app, who);
const body = <T>(res: { json(): unknown }) => res.json() as Body<T>;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock, env: { LOG_LEVEL: "error" } });
  const db = t.database.db;
  [ani, citra] = (await Promise.all(["Ani Lestari", "Citra Dewi"].map((n) => registerLearner(t.app, n)))) as [
    Learner,
    Learner,
  ];
  const creator = await makeInstitution(db, "Lembaga Sertifikasi Data");
  const topics = [{ activities: [{ title: "Bacaan", type: "html" as const }] }];
  data = await makeProgram(db, { name: "Kelas Analisis Data", creatorId: creator.id, topics });
  desain = await makeProgram(db, { name: "Kelas Desain", creatorId: creator.id, topics });
  const ongoing = await makeProgram(db, {
    name: "Kelas Berjalan",
    creatorId: creator.id,
    topics: [
      {
        activities: [
          { title: "Bacaan", type: "html" },
          { title: "Latihan", type: "html" },
        ],
      },
    ],
  });
  await db.update(programs).set({ totalDuration: 90 }).where(eq(programs.id, data.id));
  await db.update(programs).set({ totalDuration: 240 }).where(eq(programs.id, desain.id));
  aniData = await enrol(db, ani.userId, data.id, new Date("2025-05-01T00:00:00Z"));
  aniDesain = await enrol(db, ani.userId, desain.id, new Date("2025-12-01T00:00:00Z"));
  const aniOngoing = await enrol(db, ani.userId, ongoing.id, NOW);
  // finished on 15 June 2025, and at 00.30 WIB on 1 January 2026 (still 2025 in UTC)
  await completeActivity(db, aniData, data.activity("Bacaan").id, new Date("2025-06-15T03:00:00Z"));
  await completeActivity(db, aniDesain, desain.activity("Bacaan").id, new Date("2025-12-31T17:30:00Z"));
  await completeActivity(db, aniOngoing, ongoing.activity("Bacaan").id, NOW);
  // the certificate of the design programme is issued (its frozen hours and number are printed)
  const issued = await call(ani)("GET", `/api/program_activity/certificate/regular/${aniDesain}`);
  expect(issued.statusCode).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe("transcripts", () => {
  it("lists 'Semua' and each year of finishing in WIB, newest first", async () => {
    const res = await call(ani)("GET", "/api/transcript/list");
    expect(res.statusCode).toBe(200);
    const list = body<{ transcripts: TranscriptSummary[] }>(res).data.transcripts;
    expect(list.map((x) => [x.id, x.label, x.program_count, x.hours])).toEqual([
      ["semua", "Semua", 2, 5.5],
      ["2026", "Tahun 2026", 1, 4],
      ["2025", "Tahun 2025", 1, 1.5],
    ]);
  });

  it("shows one period's finished programmes with hours, finish date and certificate number", async () => {
    const res = await call(ani)("GET", "/api/transcript/2026");
    const transcript = body<{ transcript: Transcript }>(res).data.transcript;
    const certificate = body<{ certificate: { number: string } }>(
      await call(ani)("GET", `/api/program_activity/certificate/regular/${aniDesain}`),
    ).data.certificate;
    expect(transcript).toMatchObject({
      id: "2026",
      label: "Tahun 2026",
      learner: { name: "Ani Lestari" },
      programs: [
        {
          program_user_id: aniDesain,
          program: { id: desain.id, name: "Kelas Desain" },
          institution_name: "Lembaga Sertifikasi Data",
          hours: 4,
          final_score: null,
          finish_at: "2025-12-31T17:30:00.000Z",
          certificate_number: certificate.number,
        },
      ],
      totals: { program_count: 1, hours: 4, average_score: null },
    });
    const all = body<{ transcript: Transcript }>(await call(ani)("GET", "/api/transcript/SEMUA")).data.transcript;
    expect(all.programs.map((p) => [p.program.name, p.certificate_number === null])).toEqual([
      ["Kelas Desain", false],
      ["Kelas Analisis Data", true],
    ]);
  });

  it("answers only the caller's own: another learner's are empty, bad ids are 400", async () => {
    expect(body(await call(citra)("GET", "/api/transcript/list")).data).toEqual({ transcripts: [] });
    const none = await call(citra)("GET", "/api/transcript/2026");
    expect(none.statusCode).toBe(200);
    expect(body<{ transcript: Transcript }>(none).data.transcript).toMatchObject({
      learner: { name: "Citra Dewi" },
      programs: [],
      totals: { program_count: 0, hours: 0, average_score: null },
    });
    expect(
      body<{ transcript: Transcript }>(await call(ani)("GET", "/api/transcript/2024")).data.transcript.programs,
    ).toEqual([]);
    for (const id of ["abc", "20261", "semua-2026"]) {
      const bad = await call(ani)("GET", `/api/transcript/${id}`);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(body(bad).data)).toContain(LEARNING_REPORT_MESSAGES.badTranscript);
    }
    expect((await call(null)("GET", "/api/transcript/list")).statusCode).toBe(401);
  });

  it("downloads a transcript as a PDF titled with the learner's name", async () => {
    const res = await call(ani)("GET", "/api/transcript/semua/pdf");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("transkrip-semua-ani-lestari.pdf");
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe("Transkrip Semua - Ani Lestari");
    const empty = await call(citra)("GET", "/api/transcript/semua/pdf");
    expect((await PDFDocument.load(empty.rawPayload)).getTitle()).toBe("Transkrip Semua - Citra Dewi");
  });
});
