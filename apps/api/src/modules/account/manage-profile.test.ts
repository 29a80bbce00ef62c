import { ACCOUNT_SERVER_MESSAGES, ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { wibToday } from "@app/domain/account/validation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, yearLevels } from "../../db/schema/account";
import { caller, newEmail, STRONG_PASSWORD } from "../../testing/account-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";

const clock = testClock();
let t: TestApp;
let post: ReturnType<typeof caller>;
let yearLevelId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  post = caller(t.app);
  const [level] = await t.database.db.select({ id: yearLevels.id }).from(yearLevels).limit(1);
  if (!level) throw new Error("no year level seeded");
  yearLevelId = level.id;
});
afterAll(() => t.close());

const URL = "/api/v2/user/manage-profile";

async function register(profession = "mahasiswa") {
  const res = await post("/api/user/register/", {
    body: {
      name: "Siti Aminah",
      email: newEmail("profil"),
      password: STRONG_PASSWORD,
      terms_accepted: true,
      profession_name: profession,
      ...(profession === "murid" ? { year_level_id: yearLevelId } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { token: { token: string }; data: { id: number } };
  return { token: body.token.token, id: body.data.id };
}

type Refusal = { status: number; message: string; data: { fields: { field: string; message: string }[] } };

async function refusedFields(token: string, body: Record<string, unknown>) {
  const res = await post(URL, { token, body });
  expect(res.statusCode, res.body).toBe(400);
  const json = res.json() as Refusal;
  // the first message of each field, as the web form shows it
  const fields: Record<string, string> = {};
  for (const f of json.data.fields) fields[f.field] ??= f.message;
  return fields;
}

let seq = 0;
const uniqueName = (prefix = "pelajar") => `${prefix}.${Date.now().toString(36)}${seq++}`;

describe("POST /v2/user/manage-profile", () => {
  it("saves every field, answers the updated user, and me-v2 shows it", async () => {
    const { token, id } = await register();
    const username = uniqueName();
    const res = await post(URL, {
      token,
      body: {
        name: "Siti Nurhaliza",
        username: `  ${username.toUpperCase()} `,
        gender: "P",
        birth_date: "2004-05-17",
        phone: "+628123456789",
        profession_name: "profesional",
        year_level_id: null,
        city: "Bandung",
        occupation: "Desainer",
        desired_company: "Karirmu",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      id,
      name: "Siti Nurhaliza",
      username,
      gender: "P",
      birth_date: "2004-05-17",
      phone: "+628123456789",
      is_phone_refilled: 1,
      profession_name: "profesional",
      year_level_id: null,
      city: "Bandung",
      occupation: "Desainer",
      desired_company: "Karirmu",
    };
    expect(res.json()).toMatchObject({ status: 200, message: ACCOUNT_TEXTS.profileSaved, data: expected });
    const me = await post("/api/auth/me-v2", { token });
    expect(me.json().data).toMatchObject(expected);
    // the readable cookies the shell falls back on follow the saved name and profession
    const cookie = (name: string) => res.cookies.find((c) => c.name === name);
    expect(cookie("name")).toMatchObject({ value: "Siti Nurhaliza", path: "/", sameSite: "Lax" });
    expect(cookie("name")?.httpOnly).toBeFalsy();
    expect(cookie("profession")?.value).toBe("profesional");
    expect(cookie("access-token")).toBeUndefined();
  });

  it("leaves absent fields alone and clears emptied ones", async () => {
    const { token } = await register();
    await post(URL, { token, body: { city: "Surabaya", occupation: "Guru les" } });
    const res = await post(URL, { token, body: { city: "", phone: "" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ city: null, occupation: "Guru les", phone: null, name: "Siti Aminah" });
  });

  it("refuses each field's bad values with an Indonesian message on that field", async () => {
    const { token } = await register();
    const tomorrow = new Date(`${wibToday()}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: "" }, "body.name", /Nama wajib diisi/],
      [{ name: "a".repeat(121) }, "body.name", /terlalu panjang/],
      [{ name: "<script>" }, "body.name", /tidak diizinkan/],
      [{ username: "ab" }, "body.username", /minimal 3/],
      [{ username: "a".repeat(51) }, "body.username", /paling banyak 50/],
      [{ username: ".siti" }, "body.username", /huruf kecil, angka/],
      [{ username: "siti aminah" }, "body.username", /huruf kecil, angka/],
      [{ username: "siti/../admin" }, "body.username", /huruf kecil, angka/],
      [{ gender: "X" }, "body.gender", /Jenis kelamin/],
      [{ birth_date: "2004-02-30" }, "body.birth_date", /tidak valid/],
      [{ birth_date: "17-05-2004" }, "body.birth_date", /tidak valid/],
      [{ birth_date: "1899-12-31" }, "body.birth_date", /1900/],
      [{ birth_date: tomorrow.toISOString().slice(0, 10) }, "body.birth_date", /masa depan/],
      [{ phone: "12345678" }, "body.phone", /9-15 angka/],
      [{ phone: "0812345678901234" }, "body.phone", /9-15 angka/],
      [{ phone: "08123abc45" }, "body.phone", /9-15 angka/],
      [{ profession_name: "astronot" }, "body.profession_name", /Profesi tidak dikenal/],
      [{ year_level_id: "satu" }, "body.year_level_id", /Jenjang/],
      [{ profession_name: "murid", year_level_id: null }, "body.year_level_id", /Jenjang wajib dipilih/],
      [{ city: "k".repeat(121) }, "body.city", /Kota paling banyak 120/],
      [{ occupation: "p".repeat(121) }, "body.occupation", /Pekerjaan paling banyak 120/],
      [{ desired_company: "c".repeat(201) }, "body.desired_company", /Perusahaan impian paling banyak 200/],
    ];
    for (const [body, field, message] of cases) {
      const fields = await refusedFields(token, body);
      expect(fields[field], JSON.stringify(body)).toMatch(message);
    }
    // nothing was saved by any of them
    const me = await post("/api/auth/me-v2", { token });
    expect(me.json().data).toMatchObject({ name: "Siti Aminah", gender: null, birth_date: null, city: null });
  });

  it("refuses a taken username on the field, also in another case", async () => {
    const first = await register();
    const second = await register();
    const username = uniqueName("ambil");
    expect((await post(URL, { token: first.token, body: { username } })).statusCode).toBe(200);
    for (const attempt of [username, username.toUpperCase()]) {
      const res = await post(URL, { token: second.token, body: { username: attempt, city: "Medan" } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        message: ACCOUNT_SERVER_MESSAGES.usernameTaken,
        data: { fields: [{ field: "body.username", message: ACCOUNT_SERVER_MESSAGES.usernameTaken }] },
      });
    }
    // the refused save changed nothing, not even the other fields
    const me = await post("/api/auth/me-v2", { token: second.token });
    expect(me.json().data.city).toBeNull();
    // keeping one's own username is no clash
    expect((await post(URL, { token: first.token, body: { username: username.toUpperCase() } })).statusCode).toBe(200);
  });

  it("needs a year level for a pupil, checked against what is stored, and a known one", async () => {
    const { token } = await register();
    expect(await refusedFields(token, { profession_name: "murid" })).toEqual({
      "body.year_level_id": ACCOUNT_SERVER_MESSAGES.yearLevelRequired,
    });
    expect(await refusedFields(token, { profession_name: "murid", year_level_id: 2_000_000 })).toEqual({
      "body.year_level_id": ACCOUNT_SERVER_MESSAGES.yearLevelUnknown,
    });
    const saved = await post(URL, { token, body: { profession_name: "murid", year_level_id: yearLevelId } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ profession_name: "murid", year_level_id: yearLevelId });
    // a pupil cannot drop the year level, and keeps it when saving other fields
    expect(await refusedFields(token, { year_level_id: null })).toEqual({
      "body.year_level_id": ACCOUNT_SERVER_MESSAGES.yearLevelRequired,
    });
    expect((await post(URL, { token, body: { name: "Budi" } })).statusCode).toBe(200);
  });

  it("changes only the caller's own profile: a user id in the body is not read", async () => {
    const victim = await register();
    const attacker = await register();
    const res = await post(URL, { token: attacker.token, body: { id: victim.id, user_id: victim.id, name: "Diubah" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(attacker.id);
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, victim.id));
    expect(row?.name).toBe("Siti Aminah");
  });

  it("refuses a visitor with 401", async () => {
    const res = await post(URL, { body: { name: "Tamu" } });
    expect(res.statusCode).toBe(401);
  });
});
