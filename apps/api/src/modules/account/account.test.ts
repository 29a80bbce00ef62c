import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users, yearLevels } from "../../db/schema/account";
import { caller, freshIp, mailbox, newEmail, STRONG_PASSWORD } from "../../testing/account-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";

const clock = testClock();
let t: TestApp;
let post: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  post = caller(t.app);
});
afterAll(() => t.close());

async function register(overrides: Record<string, unknown> = {}) {
  const email = newEmail();
  const res = await post("/api/user/register/", {
    body: {
      name: "Siti Aminah",
      email,
      password: STRONG_PASSWORD,
      terms_accepted: true,
      profession_name: "mahasiswa",
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { token: { token: string }; data: { id: number } };
  return { email, token: body.token.token, id: body.data.id, res };
}

function cookieOf(res: { cookies: Array<{ name: string; [k: string]: unknown }> }, name: string) {
  return res.cookies.find((c) => c.name === name);
}

describe("login (S1, S6, S7)", () => {
  it("logs a demo user in: token, the user's summary and the session cookies", async () => {
    const res = await post("/api/user/login/", { body: { email: "murid@demo.test", password: "Demo12345" } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 200,
      message: "Login berhasil",
      data: { name: "Rafi Pratama", profession_name: "murid", avatar: null },
    });
    expect(body.token.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    const access = cookieOf(res, "access-token");
    expect(access).toMatchObject({ value: body.token.token, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(access?.maxAge).toBeUndefined(); // a browser-session cookie without 'Ingat Saya'
    expect(cookieOf(res, "user-id")).toMatchObject({ value: String(body.data.id), path: "/" });
    expect(cookieOf(res, "user-id")?.httpOnly).toBeUndefined();
    expect(cookieOf(res, "profession")?.value).toBe("murid");
    // only the hash is stored
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, body.token.token));
    expect(stored).toEqual([]);
  });

  it("S7: 'Ingat Saya' keeps the cookies 30 days; Secure follows PUBLIC_URL, never the Host header", async () => {
    const res = await post("/api/user/login/", {
      body: { email: "guru@demo.test", password: "Demo12345", remember: true },
      headers: { host: "belajar.karirmu.id" },
    });
    expect(res.statusCode).toBe(200);
    for (const name of ["access-token", "name", "avatar", "profession", "user-id"]) {
      expect(cookieOf(res, name), name).toMatchObject({ maxAge: 2_592_000, sameSite: "Lax" });
      // this app's PUBLIC_URL is the default http://localhost: a public Host header does not make it Secure
      expect(cookieOf(res, name)?.secure, name).toBeUndefined();
    }
  });

  it("gives a new session id at every login", async () => {
    const a = await post("/api/user/login/", { body: { email: "guru@demo.test", password: "Demo12345" } });
    const b = await post("/api/user/login/", { body: { email: "guru@demo.test", password: "Demo12345" } });
    expect(a.json().token.token).not.toBe(b.json().token.token);
  });

  it("answers a wrong password and an unknown email alike, in about the same time", async () => {
    const login = async (email: string) => {
      const started = performance.now();
      const res = await post("/api/user/login/", { body: { email, password: "Salah12345" } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 400, message: ACCOUNT_TEXTS.loginWrong, data: null });
      return performance.now() - started;
    };
    // the first of each warms up (the dummy hash is made once); then the fastest of five of each: a busy
    // machine only ever adds time, so the minimums compare the work each refusal does
    await login("orangtua@demo.test");
    await login("tidak.ada@demo.test");
    const timings = { wrong: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 5; i++) {
      timings.wrong.push(await login("orangtua@demo.test"));
      timings.unknown.push(await login(`tidak.ada.${i}@demo.test`));
    }
    const ratio = Math.min(...timings.unknown) / Math.min(...timings.wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("matches the email case-insensitively and never trims or truncates the password", async () => {
    const ok = await post("/api/user/login/", { body: { email: " MURID@Demo.Test ", password: "Demo12345" } });
    expect(ok.statusCode).toBe(200);
    const padded = await post("/api/user/login/", { body: { email: "murid@demo.test", password: "Demo12345 " } });
    expect(padded.statusCode).toBe(400);
  });

  it("refuses bad input with field messages, never a 500", async () => {
    const cases = [
      {},
      { email: "murid@demo.test" },
      { email: "bukan-email", password: "x" },
      { email: "murid@demo.test", password: "" },
      { email: "murid@demo.test", password: "x".repeat(257) },
      { email: ["murid@demo.test"], password: "Demo12345" },
      { email: "murid@demo.test", password: 12345678 },
    ];
    for (const body of cases) {
      const res = await post("/api/user/login/", { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe("Data yang dikirim tidak valid");
    }
  });

  it("S1: refuses a disabled account like a wrong password, and ends its sessions", async () => {
    const { email, token, id } = await register();
    await t.database.db.update(users).set({ disabledAt: clock() }).where(eq(users.id, id));
    expect((await post("/api/auth/me-v2", { token })).statusCode).toBe(401);
    const res = await post("/api/user/login/", { body: { email, password: STRONG_PASSWORD } });
    expect(res.json()).toMatchObject({ status: 400, message: ACCOUNT_TEXTS.loginWrong });
  });
});

describe("register (S3, S4)", () => {
  it("gives the new learner a unique username from the name, never from the email address (public profiles show it)", async () => {
    const first = await register({ name: "Nguyễn Ánh", email: "rahasia.pribadi@contoh.test" });
    const second = await register({ name: "Nguyễn Ánh" });
    const names = await t.database.db
      .select({ username: users.username })
      .from(users)
      .where(sql`${users.id} in (${first.id}, ${second.id})`);
    for (const { username } of names) {
      expect(username).toMatch(/^nguyenanh[0-9a-f]{6}$/);
      expect(username).not.toContain("rahasia");
    }
    expect(new Set(names.map((n) => n.username)).size).toBe(2);
  });

  it("creates an unverified account, logged in, with an argon2id hash", async () => {
    const { token, id, res } = await register({ phone: "+6281234567890", profession_name: "profesional" });
    expect(res.json()).toMatchObject({ status: 200, data: { name: "Siti Aminah", profession_name: "profesional" } });
    expect(cookieOf(res, "access-token")?.value).toBe(token);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.isEmailVerified).toBe(false);
    expect(row?.isPhoneRefilled).toBe(1);
    const me = await post("/api/auth/me-v2", { token });
    expect(me.json().data).toMatchObject({ id, is_email_verified: false, phone: "+6281234567890" });
  });

  it("refuses an account without consent to the terms, and stores when a new account agreed (issue 23)", async () => {
    const base = { name: "Tanpa Setuju", password: STRONG_PASSWORD, profession_name: "guru" };
    for (const consent of [{}, { terms_accepted: false }, { terms_accepted: "true" }]) {
      const email = newEmail("setuju");
      const res = await post("/api/user/register/", { body: { ...base, email, ...consent } });
      expect(res.statusCode, JSON.stringify(consent)).toBe(400);
      expect(res.json().data.fields).toContainEqual({
        field: "body.terms_accepted",
        message: "Anda perlu menyetujui Syarat & Ketentuan dan Kebijakan Privasi",
      });
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    const { id } = await register();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.termsAcceptedAt?.toISOString()).toBe(clock().toISOString());
  });

  it("S3: applies the password rule, refuses common passwords, accepts long ones untruncated", async () => {
    for (const password of ["Abc1234", "abcdefg1", "ABCDEFG1", "Abcdefgh"]) {
      const res = await post("/api/user/register/", {
        body: { name: "A", email: newEmail(), password, terms_accepted: true, profession_name: "guru" },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().data.fields[0]).toEqual({
        field: "body.password",
        message: "Minimal 8 karakter, mengandung huruf kecil, huruf besar, dan angka",
      });
    }
    const common = await post("/api/user/register/", {
      body: { name: "A", email: newEmail(), password: "Password1", terms_accepted: true, profession_name: "guru" },
    });
    expect(common.json()).toMatchObject({
      status: 400,
      message: "Kata sandi ini terlalu umum. Gunakan kata sandi lain.",
    });

    const long = `Aa1${"x".repeat(97)}`; // 100 characters, past bcrypt's 72-byte cut
    const { email } = await register({ password: long });
    expect((await post("/api/user/login/", { body: { email, password: long } })).statusCode).toBe(200);
    const cut = await post("/api/user/login/", { body: { email, password: long.slice(0, 72) } });
    expect(cut.statusCode).toBe(400);
  });

  it("refuses a used email, in any case, with a clear 400", async () => {
    const res = await post("/api/user/register/", {
      body: {
        name: "Rafi",
        email: "MURID@demo.test",
        password: STRONG_PASSWORD,
        terms_accepted: true,
        profession_name: "mahasiswa",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: "Email telah terdaftar", data: null });
  });

  it("checks the profession, the phone pattern and the year level", async () => {
    const base = { name: "Budi", password: STRONG_PASSWORD, terms_accepted: true, profession_name: "profesional" };
    const bad = [
      { ...base, email: newEmail(), profession_name: "astronot" },
      { ...base, email: newEmail(), phone: "08123" },
      { ...base, email: newEmail(), phone: "+62 812 3456 7890" },
      { ...base, email: newEmail(), phone: "1234567890123456" },
      { ...base, email: newEmail(), name: "   " },
      { ...base, email: newEmail(), name: "<script>" },
    ];
    for (const body of bad) {
      const res = await post("/api/user/register/", { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const pupil = { ...base, terms_accepted: true, profession_name: "murid" };
    const level = await post("/api/user/register/", { body: { ...pupil, email: newEmail(), year_level_id: 99999 } });
    expect(level.json()).toMatchObject({ status: 400, message: "Jenjang tidak dikenal" });
    // a pupil's profile is complete from the start (spec 000 section 4.7): the year level is asked at once
    const noLevel = await post("/api/user/register/", { body: { ...pupil, email: newEmail() } });
    expect(noLevel.statusCode).toBe(400);
    expect(noLevel.json()).toMatchObject({
      status: 400,
      data: { fields: [{ field: "body.year_level_id", message: "Jenjang wajib dipilih untuk murid" }] },
    });
    const { yearLevelId } = await t.database.db
      .select({ yearLevelId: yearLevels.id })
      .from(yearLevels)
      .limit(1)
      .then((rows) => rows[0] ?? { yearLevelId: 0 });
    const pupilSaved = await register({ phone: "081234567", profession_name: "murid", year_level_id: yearLevelId }); // 9 digits is fine
    const me = (await post("/api/auth/me-v2", { token: pupilSaved.token })).json().data;
    expect(me).toMatchObject({ profession_name: "murid", year_level_id: yearLevelId });
  });
});

describe("me-v2 and logout (S6)", () => {
  it("answers every user field of the spec, and 401 to a visitor", async () => {
    expect((await post("/api/auth/me-v2")).statusCode).toBe(401);
    expect((await post("/api/auth/me-v2", { headers: { authorization: t.config.appKey } })).statusCode).toBe(401);
    const login = await post("/api/user/login/", { body: { email: "admin@demo.test", password: "Demo12345" } });
    const me = (await post("/api/auth/me-v2?refresh=1", { token: login.json().token.token })).json().data;
    expect(Object.keys(me).sort()).toEqual(
      [
        "id",
        "name",
        "email",
        "phone",
        "gender",
        "age",
        "birth_date",
        "profession_name",
        "year_level_id",
        "year_level_name",
        "city",
        "occupation",
        "username",
        "desired_company",
        "source",
        "bidang_studi_interests",
        "prakerja_id",
        "prakerja_first_transaction",
        "prakerja_last_transaction",
        "is_phone_refilled",
        "is_phone_dismissed_payment",
        "is_phone_dismissed_profile",
        "is_phone_dismissed_programmu",
        "is_admin",
        "is_asesor",
        "is_email_verified",
        "is_have_fun_report",
        "role",
        "child",
        "institution_id",
        "is_platinum_user",
        "user_group",
        "avatar",
        "province_id",
        "regency_id",
        "district_id",
        "learning_objective_ids",
        "preference_content_ids",
        "email_verification",
      ].sort(),
    );
    expect(me).toMatchObject({ email: "admin@demo.test", is_admin: true, role: [{ label: "Super Admin" }] });
  });

  it("a dead session cookie is cleared and the browser can log in again", async () => {
    const { email, token } = await register();
    await post("/api/user/logout/", { token });
    const stale = { "access-token": token };
    const me = await t.app.inject({
      method: "POST",
      url: "/api/auth/me-v2",
      cookies: stale,
      headers: { "x-requested-with": "x" },
    });
    expect(me.statusCode).toBe(401);
    expect(me.cookies.find((c) => c.name === "access-token")?.value).toBe("");
    const again = await post("/api/user/login/", { cookies: stale, body: { email, password: STRONG_PASSWORD } });
    expect(again.statusCode).toBe(200);
  });

  it("logout revokes the session server-side: the token then answers 401", async () => {
    const { token } = await register();
    const res = await post("/api/user/logout/", { token });
    expect(res.json()).toEqual({ status: 200, message: "Berhasil keluar", data: null });
    expect(cookieOf(res, "access-token")?.value).toBe("");
    expect((await post("/api/auth/me-v2", { token })).statusCode).toBe(401);
    expect((await post("/api/user/logout/", { token })).statusCode).toBe(401);
    // the cookie alone is dead too
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/me-v2",
          cookies: { "access-token": token },
          headers: { "x-requested-with": "x" },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("S6: ends an idle browser session after 12 hours and any browser session after 24", async () => {
    const { token } = await register();
    clock.advance(11 * 3600_000);
    expect((await post("/api/auth/me-v2", { token })).statusCode).toBe(200);
    clock.advance(11 * 3600_000); // active 11 h ago: still within the idle limit
    expect((await post("/api/auth/me-v2", { token })).statusCode).toBe(200);
    clock.advance(3 * 3600_000); // 25 h after login: past the absolute end
    expect((await post("/api/auth/me-v2", { token })).statusCode).toBe(401);

    const idle = await register();
    clock.advance(12 * 3600_000 + 1000);
    expect((await post("/api/auth/me-v2", { token: idle.token })).statusCode).toBe(401);

    const remembered = await post("/api/user/login/", {
      body: { email: idle.email, password: STRONG_PASSWORD, remember: true },
    });
    clock.advance(13 * 24 * 3600_000);
    expect((await post("/api/auth/me-v2", { token: remembered.json().token.token })).statusCode).toBe(200);
  });
});

describe("change email (spec 000 4.4 and section 5)", () => {
  it("refuses the current email, a bad format and a used email with the spec's texts", async () => {
    const { email, token } = await register();
    const same = await post("/api/user/manage/", { token, body: { email: email.toUpperCase() } });
    expect(same.json()).toMatchObject({ status: 400, message: ACCOUNT_TEXTS.sameEmail });
    const format = await post("/api/user/manage/", { token, body: { email: "siti@", password: STRONG_PASSWORD } });
    expect(format.json().data.fields).toEqual([{ field: "body.email", message: ACCOUNT_TEXTS.badEmailFormat }]);
    const taken = await post("/api/user/manage/", {
      token,
      body: { email: "guru@demo.test", password: STRONG_PASSWORD },
    });
    expect(taken.json()).toMatchObject({ status: 400, message: "Email telah terdaftar" });
  });

  it("S9: refuses another user's id and ignores fields it does not own", async () => {
    const a = await register();
    const b = await register();
    const other = await post("/api/user/manage/", { token: a.token, body: { id: b.id, name: "Diganti" } });
    expect(other.statusCode).toBe(403);
    const mass = await post("/api/user/manage/", {
      token: a.token,
      body: { name: "Siti A.", is_admin: true, is_email_verified: true, role: [{ label: "Super Admin" }] },
    });
    expect(mass.statusCode).toBe(200);
    expect(mass.json().data).toMatchObject({ name: "Siti A.", is_admin: false, is_email_verified: false, role: [] });
  });

  it("a new email starts unverified, restarts verification and tells the old address", async () => {
    const { email, token } = await register();
    const ip = freshIp();
    expect((await post("/api/user/send-otp-email/", { token, ip })).statusCode).toBe(200);
    const next = newEmail("baru");
    const res = await post("/api/user/manage/", { token, body: { email: next, password: STRONG_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: next,
      is_email_verified: false,
      email_verification: { resend_available_at: null },
    });
    expect((await mailbox(t.app, email))[0]?.subject).toMatch(/Email akun .* telah diubah/);
    // the code sent to the old address no longer verifies; a new one may be sent at once
    const old = (await mailbox(t.app, email)).find((m) => m.subject.startsWith("Kode Verifikasi"));
    const oldCode = /Anda: (\d{6})/.exec(old?.text ?? "")?.[1] ?? "000000";
    const wrong = await post("/api/user/verify-otp-email/", { token, body: { otp: oldCode } });
    expect(wrong.json().message).toBe(ACCOUNT_TEXTS.otpWrong);
    expect((await post("/api/user/send-otp-email/", { token, ip })).statusCode).toBe(200);
    expect((await mailbox(t.app, next))[0]?.subject).toMatch(/^Kode Verifikasi/);
    expect((await post("/api/user/login/", { body: { email: next, password: STRONG_PASSWORD } })).statusCode).toBe(200);
  });
});

describe("WhatsApp number (spec 000 4.6)", () => {
  it("saves the number and remembers a dismissal per page", async () => {
    const { token } = await register();
    const dismissed = await post("/api/user/phone-dialog/dismiss", { token, body: { page: "programmu" } });
    expect(dismissed.json().data).toMatchObject({ is_phone_dismissed_programmu: 1, is_phone_dismissed_profile: 0 });
    expect((await post("/api/user/phone-dialog/dismiss", { token, body: { page: "beranda" } })).statusCode).toBe(400);
    const saved = await post("/api/v2/user/update-phone-number", { token, body: { phone: "+628111222333" } });
    expect(saved.json().data).toMatchObject({ phone: "+628111222333", is_phone_refilled: 1 });
    expect((await post("/api/v2/user/update-phone-number", { token, body: { phone: "12ab" } })).statusCode).toBe(400);
    expect((await post("/api/v2/user/update-phone-number", { body: { phone: "081234567" } })).statusCode).toBe(401);
  });
});

describe("S8 CSRF", () => {
  const body = { email: "murid@demo.test", password: "Demo12345" };
  it("refuses a cross-site fetch, a foreign Origin and a form post without the custom header", async () => {
    const crossSite = await post("/api/user/login/", { body, headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ status: 403, message: "Permintaan ditolak", data: null });
    const foreign = await post("/api/user/login/", { body, headers: { origin: "https://jahat.example" } });
    expect(foreign.statusCode).toBe(403);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/user/login/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=murid%40demo.test&password=Demo12345",
    });
    expect(form.statusCode).toBe(403);
  });

  it("refuses a cookie-authenticated change without the header, and lets a Bearer call through", async () => {
    const { token } = await register();
    const cookieOnly = await t.app.inject({
      method: "POST",
      url: "/api/user/logout/",
      cookies: { "access-token": token },
    });
    expect(cookieOnly.statusCode).toBe(403);
    expect((await post("/api/auth/me-v2", { token })).statusCode).toBe(200); // the session lives on
    const bearer = await t.app.inject({
      method: "POST",
      url: "/api/auth/me-v2",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it("lets same-origin calls through, and GET never changes anything", async () => {
    const same = await post("/api/user/login/", {
      body,
      headers: { origin: "http://localhost:80", host: "localhost:80", "sec-fetch-site": "same-origin" },
    });
    expect(same.statusCode).toBe(200);
    const { token } = await register();
    expect(
      (await t.app.inject({ url: "/api/user/logout/", headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(404);
    expect((await post("/api/auth/me-v2", { token })).statusCode).toBe(200);
  });
});

describe("rate limits (S1)", () => {
  it("answers 429 with Retry-After past 30 logins an IP in 10 minutes", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await post("/api/user/login/", { ip, body: { email: `x${i}@demo.test`, password: "Salah12345" } });
      expect(res.statusCode).toBe(400);
    }
    const limited = await post("/api/user/login/", { ip, body: { email: "murid@demo.test", password: "Demo12345" } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: 429,
      message: "Terlalu banyak permintaan, coba beberapa saat lagi",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    clock.advance(10 * 60_000 + 1000);
    expect(
      (await post("/api/user/login/", { ip, body: { email: "murid@demo.test", password: "Demo12345" } })).statusCode,
    ).toBe(200);
  });

  it("limits one account to 20 attempts an hour from any number of IPs, and the reset stays open", async () => {
    const { email } = await register();
    for (let i = 0; i < 20; i++) {
      await post("/api/user/login/", { body: { email, password: "Salah12345" } });
    }
    const limited = await post("/api/user/login/", { body: { email, password: STRONG_PASSWORD } });
    expect(limited.statusCode).toBe(429);
    expect((await post("/api/user/send_forget_password/", { body: { email } })).statusCode).toBe(200);
  });

  it("limits registrations from one IP", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post("/api/user/register/", {
        ip,
        body: {
          name: "Spam",
          email: newEmail("spam"),
          password: "Pendek1",
          terms_accepted: true,
          profession_name: "guru",
        },
      });
      statuses.push(res.statusCode);
    }
    // the schema runs first: refused bodies are not counted
    expect(statuses.every((s) => s === 400)).toBe(true);
    const counted: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post("/api/user/register/", {
        ip,
        body: {
          name: "Spam",
          email: "murid@demo.test",
          password: STRONG_PASSWORD,
          terms_accepted: true,
          profession_name: "guru",
        },
      });
      counted.push(res.statusCode);
    }
    expect(counted.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(counted[10]).toBe(429);
  });

  it("keeps the counters in the database, hashed", async () => {
    const rows = await t.database.db.execute(sql`select key from rate_limit_counters`);
    const keys = (rows as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.includes("@") || k.includes("10."))).toBe(false);
  });
});
