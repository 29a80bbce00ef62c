import { createPublicKey, type JsonWebKey, verify } from "node:crypto";
import { CERTIFICATE_NUMBER_PATTERN, type Certificate, REPORT_MESSAGES } from "@app/domain/report/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/account";
import { programFacilitators } from "../../db/schema/chat";
import { programUsers } from "../../db/schema/learning";
import { notifications } from "../../db/schema/notification";
import { certificates } from "../../db/schema/report";
import { makeAssessor } from "../../testing/assessor-kit";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { type BuiltProgram, enrol, makeInstitution, makeProgram } from "../../testing/learning-kit";
import { createTestApp, onPostgres, type TestApp, testClock } from "../../testing/test-app";

const NOW = new Date("2026-12-31T18:30:00Z"); // 1 January 2027, 01.30 WIB
const clock = testClock(NOW);
let t: TestApp;

let ani: Learner; // the holder
let budi: Learner; // a classmate, not finished
let citra: Learner; // a learner of another programme
let bambang: Learner; // the programme's assessor
let nurul: Learner; // the programme's facilitator
let dewi: Learner; // admin of the programme's institution
let eko: Learner; // admin of another institution
let kelas: BuiltProgram;
let aniEnrolment: number;
let budiEnrolment: number;

type Body<T = unknown> = { status: number; message: string; data: T };
const call = (who: Learner | null) => asLearner(t.app, who);
const body = <T>(res: { json(): unknown }) => res.json() as Body<T>;
const certificateOf = (who: Learner | null, id: number | string) =>
  call(who)("GET", `/api/program_activity/certificate/regular/${id}`);

async function finish(enrolmentId: number) {
  await t.database.db
    .update(programUsers)
    .set({ completedResources: sql`${programUsers.programTotalResources}` })
    .where(eq(programUsers.id, enrolmentId));
}

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock, env: { LOG_LEVEL: "error" } });
  const db = t.database.db;
  [ani, budi, citra, bambang, nurul, dewi, eko] = (await Promise.all(
    ["Ani Lestari", "Budi Santoso", "Citra Dewi", "Bambang Hartono", "Nurul Hidayah", "Dewi Admin", "Eko Admin"].map(
      (n) => registerLearner(t.app, n),
    ),
  )) as [Learner, Learner, Learner, Learner, Learner, Learner, Learner];
  const creator = await makeInstitution(db, "Lembaga Sertifikasi Data");
  const other = await makeInstitution(db, "Lembaga Lain");
  const topics = [{ activities: [{ title: "Bacaan", type: "html" as const }] }];
  kelas = await makeProgram(db, { name: "Kelas Analisis Data", creatorId: creator.id, topics });
  const lain = await makeProgram(db, { name: "Kelas Lain", creatorId: other.id, topics });
  aniEnrolment = await enrol(db, ani.userId, kelas.id, NOW);
  budiEnrolment = await enrol(db, budi.userId, kelas.id, NOW);
  await finish(await enrol(db, citra.userId, lain.id, NOW));
  await makeAssessor(db, bambang.userId, [kelas.id]);
  await db.insert(programFacilitators).values({ programId: kelas.id, userId: nurul.userId });
  await db.update(users).set({ isAdmin: true, institutionId: creator.id }).where(eq(users.id, dewi.userId));
  await db.update(users).set({ isAdmin: true, institutionId: other.id }).where(eq(users.id, eko.userId));
});

afterAll(async () => {
  await t.close();
});

describe("issuing a certificate", () => {
  it("refuses before the programme is finished, and the preview says so without issuing", async () => {
    const res = await certificateOf(ani, aniEnrolment);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ status: 400, message: REPORT_MESSAGES.notAvailable });
    const preview = await call(ani)("GET", `/api/program_activity/certificate_preview/${aniEnrolment}`);
    expect(preview.statusCode).toBe(200);
    expect(body(preview).data).toMatchObject({
      can_view_certificate: false,
      issued_number: null,
      certificate: { holder_name: "Ani Lestari", program: { name: "Kelas Analisis Data" } },
    });
    expect(await t.database.db.select().from(certificates)).toHaveLength(0);
  });

  it("issues one certificate once can_view_certificate holds, the same on every call, with the name frozen", async () => {
    await finish(aniEnrolment);
    const first = await certificateOf(ani, aniEnrolment);
    expect(first.statusCode).toBe(200);
    const cert = body<{ certificate: Certificate }>(first).data.certificate;
    expect(cert.number).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(cert.number.startsWith("KARIR-2027-")).toBe(true); // the year in WIB
    expect(cert).toMatchObject({
      program_user_id: aniEnrolment,
      holder_name: "Ani Lestari",
      program: { id: kelas.id, name: "Kelas Analisis Data" },
      institution: { name: "Lembaga Sertifikasi Data" },
      final_score: null,
      issued_at: NOW.toISOString(),
      revocation: null,
      is_holder: true,
    });
    expect(cert.verification_url).toBe(`${t.config.publicUrl}/verifikasi-sertifikat/${cert.number}`);
    await t.database.db.update(users).set({ name: "Ani Berganti Nama" }).where(eq(users.id, ani.userId));
    const again = body<{ certificate: Certificate }>(await certificateOf(ani, aniEnrolment)).data.certificate;
    expect(again).toEqual(cert);
    const preview = await call(ani)("GET", `/api/program_activity/certificate_preview/${aniEnrolment}`);
    expect(body(preview).data).toMatchObject({
      issued_number: cert.number,
      certificate: { holder_name: "Ani Lestari" },
    });
    expect(await t.database.db.select().from(certificates)).toHaveLength(1);
  });

  it("is read by the programme's assessor and facilitator and the institution's admin, refused to everyone else", async () => {
    for (const who of [bambang, nurul, dewi]) {
      const res = await certificateOf(who, aniEnrolment);
      expect(res.statusCode).toBe(200);
      expect(body<{ certificate: Certificate }>(res).data.certificate.is_holder).toBe(false);
    }
    const refused = await certificateOf(budi, aniEnrolment);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe(REPORT_MESSAGES.notFound);
    for (const who of [citra, eko]) expect(body(await certificateOf(who, aniEnrolment))).toEqual(body(refused));
    // an unknown enrolment answers like another's: ids cannot be probed
    expect(body(await certificateOf(budi, 2_000_000_000))).toEqual(body(refused));
    expect((await certificateOf(null, aniEnrolment)).statusCode).toBe(401);
    expect((await call(citra)("GET", `/api/program_activity/certificate_preview/${aniEnrolment}`)).statusCode).toBe(
      403,
    );
  });

  it("answers bad ids with the 400 envelope, never a 500", async () => {
    for (const id of ["abc", "0", "-1", "99999999999"]) {
      const res = await certificateOf(ani, id);
      expect(res.statusCode).toBe(400);
      expect(body(res).status).toBe(400);
    }
  });
});

describe("the certificate PDF", () => {
  let number: string;
  beforeAll(async () => {
    number = body<{ certificate: Certificate }>(await certificateOf(ani, aniEnrolment)).data.certificate.number;
  });

  it("generate_file answers where the PDF is; the PDF is A4 landscape with the number and verification link", async () => {
    const res = await call(ani)("POST", "/api/program_activity/certificate/generate_file/", {
      program_user_id: aniEnrolment,
    });
    expect(res.statusCode).toBe(200);
    const file = body<{ number: string; file_url: string; file_name: string }>(res).data;
    expect(file).toEqual({
      number,
      file_url: `/api/certificates/${number}/pdf`,
      file_name: `sertifikat-${number.toLowerCase()}.pdf`,
    });
    const pdfRes = await call(ani)("GET", `${file.file_url}?download=1`);
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers["content-type"]).toBe("application/pdf");
    expect(pdfRes.headers["content-disposition"]).toBe(`attachment; filename="${file.file_name}"`);
    const pdf = await PDFDocument.load(pdfRes.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(pdf.getTitle()).toBe("Sertifikat Kelas Analisis Data - Ani Lestari");
    expect(pdf.getKeywords()).toContain(`${t.config.publicUrl}/verifikasi-sertifikat/${number}`);
    // the brand's typeface is embedded (subset), not a standard font
    const fontNames = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => (object instanceof PDFDict ? object.get(PDFName.of("BaseFont"))?.toString() : undefined))
      .filter((name) => name !== undefined);
    expect(fontNames.length).toBeGreaterThan(0);
    for (const name of fontNames) expect(name).toMatch(/PlusJakartaSans/);
  });

  it("is served to the programme's staff and admins, refused like an unknown number to anyone else", async () => {
    for (const who of [bambang, nurul, dewi]) {
      expect((await call(who)("GET", `/api/certificates/${number}/pdf`)).statusCode).toBe(200);
    }
    const refused = await call(budi)("GET", `/api/certificates/${number}/pdf`);
    expect(refused.statusCode).toBe(404);
    for (const who of [citra, eko]) {
      expect(body(await call(who)("GET", `/api/certificates/${number}/pdf`))).toEqual(body(refused));
    }
    expect(body(await call(budi)("GET", "/api/certificates/KARIR-2027-999999-ABCD/pdf"))).toEqual(body(refused));
    expect((await call(null)("GET", `/api/certificates/${number}/pdf`)).statusCode).toBe(401);
    const qr = await call(nurul)("GET", `/api/certificates/${number}/qr.svg`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toMatch(/^<svg /);
    expect(body(await call(budi)("GET", `/api/certificates/${number}/qr.svg`))).toEqual(body(refused));
    expect((await call(ani)("GET", "/api/certificates/not-a-number/pdf")).statusCode).toBe(400);
    const other = await call(budi)("POST", "/api/program_activity/certificate/generate_file/", {
      program_user_id: aniEnrolment,
    });
    expect(other.statusCode).toBe(403);
    for (const bad of [{}, { program_user_id: "x" }, { program_user_id: -3 }]) {
      expect((await call(ani)("POST", "/api/program_activity/certificate/generate_file/", bad)).statusCode).toBe(400);
    }
  });
});

describe("public verification", () => {
  const verifyAs = (number: string, ip = "10.9.9.9") =>
    t.app.inject({ method: "GET", url: `/api/certificates/verify/${number}`, remoteAddress: ip });

  it("states valid with holder, programme and institution to a visitor, and nothing private", async () => {
    const [row] = await t.database.db.select().from(certificates);
    const number = row?.number ?? "";
    const res = await verifyAs(number.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({
      number,
      valid: true,
      status: "valid",
      holder_name: "Ani Lestari",
      program_name: "Kelas Analisis Data",
      institution_name: "Lembaga Sertifikasi Data",
      issued_at: NOW.toISOString(),
      revocation: null,
    });
    expect(res.body).not.toContain(ani.email);
  });

  it("answers an unknown number 404 and a malformed one 400 in Indonesian", async () => {
    const unknown = await verifyAs("KARIR-2027-999999-ABCD");
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe(REPORT_MESSAGES.notFound);
    const bad = await verifyAs("bukan-nomor");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(body(bad).data)).toContain(REPORT_MESSAGES.badNumber);
  });

  it("is rate-limited per client", async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await verifyAs("KARIR-2027-999999-ABCD", "10.8.8.8")).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

describe("the Open Badges 3.0 credential", () => {
  let number: string;
  beforeAll(async () => {
    number = body<{ certificate: Certificate }>(await certificateOf(ani, aniEnrolment)).data.certificate.number;
  });

  it("verifies with the published key and fails when any byte of the payload or signature changes", async () => {
    const res = await call(ani)("GET", `/api/certificates/${number}/credential`);
    expect(res.statusCode).toBe(200);
    const { jwt, kid } = body<{ jwt: string; kid: string }>(res).data;
    const jwks = (await t.app.inject({ method: "GET", url: "/api/certificates/issuer" })).json<{
      keys: (JsonWebKey & { kid: string })[];
    }>();
    const jwk = jwks.keys.find((k) => k.kid === kid);
    expect(jwk).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA" });
    const key = createPublicKey({ key: jwk as JsonWebKey, format: "jwk" });
    const [h = "", p = "", s = ""] = jwt.split(".");
    const valid = (header: string, payload: Buffer, signature: Buffer) =>
      verify(null, Buffer.from(`${header}.${payload.toString("base64url")}`), key, signature);
    const payload = Buffer.from(p, "base64url");
    const signature = Buffer.from(s, "base64url");
    expect(JSON.parse(Buffer.from(h, "base64url").toString())).toMatchObject({ alg: "EdDSA", kid });
    expect(valid(h, payload, signature)).toBe(true);
    const claims = JSON.parse(payload.toString());
    expect(claims.vc.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(claims.vc.credentialSubject.achievement.name).toBe("Kelas Analisis Data");
    expect(claims.jti).toBe(`${t.config.publicUrl}/verifikasi-sertifikat/${number}`);
    for (let i = 0; i < payload.length; i++) {
      const changed = Buffer.from(payload);
      changed[i] = (changed[i] ?? 0) ^ 0x01;
      expect(valid(h, changed, signature)).toBe(false);
    }
    for (let i = 0; i < signature.length; i++) {
      const changed = Buffer.from(signature);
      changed[i] = (changed[i] ?? 0) ^ 0x01;
      expect(valid(h, payload, changed)).toBe(false);
    }
  });

  it("is the holder's only", async () => {
    for (const who of [budi, bambang, dewi]) {
      const res = await call(who)("GET", `/api/certificates/${number}/credential`);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(REPORT_MESSAGES.notFound);
    }
    expect((await call(null)("GET", `/api/certificates/${number}/credential`)).statusCode).toBe(401);
  });
});

describe("revocation", () => {
  let number: string;
  const revoke = (who: Learner | null, reason: unknown) =>
    call(who)("POST", `/api/certificates/${number}/revoke`, { reason });
  beforeAll(async () => {
    number = body<{ certificate: Certificate }>(await certificateOf(ani, aniEnrolment)).data.certificate.number;
  });

  it("is refused to the holder, the programme's staff and another institution's admin, like an unknown number", async () => {
    for (const who of [ani, bambang, nurul, eko]) {
      const res = await revoke(who, "Plagiarisme");
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(REPORT_MESSAGES.notFound);
    }
    expect((await revoke(null, "Plagiarisme")).statusCode).toBe(401);
    const empty = await revoke(dewi, "   ");
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(body(empty).data)).toContain(REPORT_MESSAGES.emptyReason);
    expect((await revoke(dewi, "x".repeat(501))).statusCode).toBe(400);
    expect((await revoke(dewi, 42)).statusCode).toBe(400);
  });

  it("by the institution's admin: verification says revoked with date and reason, the holder is notified", async () => {
    const res = await revoke(dewi, "Ditemukan plagiarisme pada tugas akhir");
    expect(res.statusCode).toBe(200);
    const verified = await t.app.inject({ method: "GET", url: `/api/certificates/verify/${number}` });
    expect(body(verified).data).toMatchObject({
      valid: false,
      status: "revoked",
      revocation: { revoked_at: NOW.toISOString(), reason: "Ditemukan plagiarisme pada tugas akhir" },
    });
    const inbox = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ani.userId), eq(notifications.type, "certificate_revoked")));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      objectType: "certificate",
      link: `/verifikasi-sertifikat/${encodeURIComponent(number)}`,
    });
    const twice = await revoke(dewi, "Lagi");
    expect(twice.statusCode).toBe(400);
    expect(body(twice).message).toBe(REPORT_MESSAGES.alreadyRevoked);
    const credential = await call(ani)("GET", `/api/certificates/${number}/credential`);
    expect(credential.statusCode).toBe(400);
    expect(body(credential).message).toBe(REPORT_MESSAGES.revoked);
    // the holder still sees it, revoked
    const cert = body<{ certificate: Certificate }>(await certificateOf(ani, aniEnrolment)).data.certificate;
    expect(cert.revocation?.reason).toBe("Ditemukan plagiarisme pada tugas akhir");
  });
});

describe.skipIf(!onPostgres)("R2 on PostgreSQL: issuance under concurrency", () => {
  it("50 concurrent generations for one enrolment give one certificate", async () => {
    await finish(budiEnrolment);
    const answers = await Promise.all(Array.from({ length: 50 }, () => certificateOf(budi, budiEnrolment)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const numbers = new Set(answers.map((r) => body<{ certificate: Certificate }>(r).data.certificate.number));
    expect(numbers.size).toBe(1);
    const rows = await t.database.db.select().from(certificates).where(eq(certificates.programUserId, budiEnrolment));
    expect(rows).toHaveLength(1);
  });

  it("50 enrolments generating at once get 50 distinct numbers", async () => {
    const db = t.database.db;
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          name: `Peserta Serentak ${i}`,
          email: `serentak.${i}@contoh.id`,
          passwordHash: "x",
          username: `serentak${i}`,
        })),
      )
      .returning({ id: users.id });
    const enrolments = await Promise.all(made.map((u) => enrol(db, u.id, kelas.id, NOW)));
    await db
      .update(programUsers)
      .set({ completedResources: sql`${programUsers.programTotalResources}` })
      .where(inArray(programUsers.id, enrolments));
    // the institution's admin opens them all at once
    const answers = await Promise.all(enrolments.map((id) => certificateOf(dewi, id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const numbers = answers.map((r) => body<{ certificate: Certificate }>(r).data.certificate.number);
    expect(new Set(numbers).size).toBe(50);
    const rows = await db.select().from(certificates).where(inArray(certificates.programUserId, enrolments));
    expect(rows).toHaveLength(50);
  });
});
