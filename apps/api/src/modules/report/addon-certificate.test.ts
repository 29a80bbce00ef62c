import { type Certificate, type MyAddon, REPORT_MESSAGES } from "@app/domain/report/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resources } from "../../db/schema/catalogue";
import { certificates } from "../../db/schema/report";
import { makeAssessor } from "../../testing/assessor-kit";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram, ownAddon } from "../../testing/learning-kit";
import { createTestApp, onPostgres, type TestApp, testClock } from "../../testing/test-app";
import { completeActivity } from "../learning/public";

const NOW = new Date("2026-11-20T03:00:00Z");
let t: TestApp;
let ani: Learner; // owns the add-on
let budi: Learner; // enrolled, does not own it
let bambang: Learner; // the programme's assessor
let kelas: BuiltProgram;
let aniEnrolment: number;
let addonUserId: number;

type Body<T = unknown> = { status: number; message: string; data: T };
const call = (who: Learner | null) => asLearner(t.app, who);
const body = <T>(res: { json(): unknown }) => res.json() as Body<T>;
const addonCertificate = (who: Learner | null, id: number | string) =>
  call(who)("GET", `/api/program_activity/certificate/addon/${id}`);
const myAddons = async (who: Learner) =>
  body<{ addons: MyAddon[] }>(await call(who)("GET", "/api/addon/my")).data.addons;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock: testClock(NOW), env: { LOG_LEVEL: "error" } });
  const db = t.database.db;
  [ani, budi, bambang] = (await Promise.all(
    ["Ani Lestari", "Budi Santoso", "Bambang Hartono"].map((n) => registerLearner(t.app, n)),
  )) as [Learner, Learner, Learner];
  const creator = await makeInstitution(db, "Lembaga Kursus Maju");
  kelas = await makeProgram(db, {
    name: "Kelas Desain",
    creatorId: creator.id,
    topics: [
      { activities: [{ title: "Pengantar", type: "html" }] },
      {
        addon: true,
        activities: [
          { title: "Latihan Figma", type: "html" },
          { title: "Proyek Akhir", type: "html" },
        ],
      },
    ],
  });
  await db
    .update(resources)
    .set({ duration: 45 })
    .where(eq(resources.id, kelas.activity("Latihan Figma").id));
  await db
    .update(resources)
    .set({ duration: 45 })
    .where(eq(resources.id, kelas.activity("Proyek Akhir").id));
  aniEnrolment = await enrol(db, ani.userId, kelas.id, NOW);
  await enrol(db, budi.userId, kelas.id, NOW);
  await ownAddon(db, ani.userId, kelas.addonOf("Latihan Figma"));
  await makeAssessor(db, bambang.userId, [kelas.id]);
  const [mine] = await myAddons(ani);
  addonUserId = mine?.addon_user_id ?? 0;
});

afterAll(async () => {
  await t.close();
});

describe("the learner's add-ons (GET addon/my)", () => {
  it("lists what each add-on unlocks, in study order, with what is done; nothing for a learner without one", async () => {
    await completeActivity(t.database.db, aniEnrolment, kelas.activity("Latihan Figma").id, NOW);
    const [addon] = await myAddons(ani);
    expect(addon).toMatchObject({
      title: "Topik 2",
      program: { id: kelas.id, name: "Kelas Desain" },
      enrolled: true,
      completed: 1,
      total: 2,
      certificate_number: null,
      can_get_certificate: false,
    });
    expect(addon?.unlocks.map((a) => [a.title, a.completed])).toEqual([
      ["Latihan Figma", true],
      ["Proyek Akhir", false],
    ]);
    expect(await myAddons(budi)).toEqual([]);
    expect((await call(null)("GET", "/api/addon/my")).statusCode).toBe(401);
  });
});

describe("an add-on's certificate", () => {
  it("is refused until every activity of the add-on is done", async () => {
    const res = await addonCertificate(ani, addonUserId);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(REPORT_MESSAGES.addonNotFinished);
  });

  it("is issued once finished: the add-on's title, its hours, the holder; the same on every call", async () => {
    await completeActivity(t.database.db, aniEnrolment, kelas.activity("Proyek Akhir").id, NOW);
    const res = await addonCertificate(ani, addonUserId);
    expect(res.statusCode).toBe(200);
    const cert = body<{ certificate: Certificate }>(res).data.certificate;
    expect(cert).toMatchObject({
      holder_name: "Ani Lestari",
      program: { id: kelas.id, name: "Kelas Desain" },
      addon: { addon_user_id: addonUserId, title: "Topik 2" },
      hours: 1.5,
      final_score: null,
      is_holder: true,
    });
    expect(body<{ certificate: Certificate }>(await addonCertificate(ani, addonUserId)).data.certificate).toEqual(cert);
    const [addon] = await myAddons(ani);
    expect(addon).toMatchObject({ certificate_number: cert.number, can_get_certificate: true });
    // the programme's own certificate is another one (the programme is not finished yet)
    expect((await call(ani)("GET", `/api/program_activity/certificate/regular/${aniEnrolment}`)).statusCode).toBe(400);
    const pdf = await call(ani)("GET", `/api/certificates/${cert.number}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
  });

  it("is read by the programme's assessor, refused like an unknown id to another learner; bad ids get 400", async () => {
    expect((await addonCertificate(bambang, addonUserId)).statusCode).toBe(200);
    const refused = await addonCertificate(budi, addonUserId);
    expect(refused.statusCode).toBe(403);
    expect(body(await addonCertificate(budi, 2_000_000_000))).toEqual(body(refused));
    expect((await addonCertificate(null, addonUserId)).statusCode).toBe(401);
    for (const id of ["abc", "0", "-4"]) expect((await addonCertificate(ani, id)).statusCode).toBe(400);
  });
});

describe.skipIf(!onPostgres)("R2 on PostgreSQL: an add-on's certificate under concurrency", () => {
  it("20 concurrent first views of a finished add-on give one certificate", async () => {
    const db = t.database.db;
    const other = await registerLearner(t.app, "Citra Dewi");
    const enrolment = await enrol(db, other.userId, kelas.id, NOW);
    await ownAddon(db, other.userId, kelas.addonOf("Latihan Figma"));
    for (const title of ["Latihan Figma", "Proyek Akhir"])
      await completeActivity(db, enrolment, kelas.activity(title).id, NOW);
    const [owned] = await myAddons(other);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => addonCertificate(other, owned?.addon_user_id ?? 0)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = new Set(answers.map((a) => body<{ certificate: Certificate }>(a).data.certificate.number));
    expect(numbers.size).toBe(1);
    expect(
      await db
        .select()
        .from(certificates)
        .where(eq(certificates.addonUserId, owned?.addon_user_id ?? 0)),
    ).toHaveLength(1);
  });
});
