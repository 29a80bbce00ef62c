import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResets, users } from "../../db/schema/account";
import { caller, mailbox, newEmail, resetTokenIn, STRONG_PASSWORD } from "../../testing/account-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";

const clock = testClock();
let t: TestApp;
let post: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock });
  post = caller(t.app);
});
afterAll(() => t.close());

const NEW_PASSWORD = "Ganti2026Baru";

async function account() {
  const email = newEmail();
  const res = await post("/api/user/register/", {
    body: { name: "Wulan Sari", email, password: STRONG_PASSWORD, terms_accepted: true, profession_name: "guru" },
  });
  return { email, token: (res.json() as { token: { token: string } }).token.token };
}

async function requestLink(email: string) {
  const res = await post("/api/user/send_forget_password/", { body: { email } });
  expect(res.statusCode, res.body).toBe(200);
  return resetTokenIn((await mailbox(t.app, email))[0]);
}

describe("S5: forgot password", () => {
  it("answers an unknown email with the spec's message, and mails a link to a known one", async () => {
    const unknown = await post("/api/user/send_forget_password/", { body: { email: "siapa.ini@contoh.id" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, message: "Email belum terdaftar", data: null });
    const { email } = await account();
    const res = await post("/api/user/send_forget_password/", { body: { email: email.toUpperCase() } });
    expect(res.json()).toEqual({
      status: 200,
      message: "Tautan atur ulang kata sandi telah dikirim ke email Anda",
      data: null,
    });
    const mail = (await mailbox(t.app, email))[0];
    expect(mail?.subject).toMatch(/^Atur Ulang Kata Sandi/);
    expect(mail?.html).toContain("/setup-password?token=");
    const stored = await t.database.db.select().from(passwordResets);
    expect(JSON.stringify(stored)).not.toContain(resetTokenIn(mail));
  });

  it("refuses a resend within 60 s; a new link makes the old one invalid", async () => {
    const { email } = await account();
    const first = await requestLink(email);
    clock.advance(59_000);
    const early = await post("/api/user/recover_password/", { body: { email } });
    expect(early.statusCode).toBe(429);
    expect(early.json().data.retry_after_seconds).toBe(1);
    clock.advance(1_000);
    const resend = await post("/api/user/recover_password/", { body: { email } });
    expect(resend.statusCode).toBe(200);
    const second = resetTokenIn((await mailbox(t.app, email))[0]);
    expect(second).not.toBe(first);
    const old = await post("/api/user/reset_password/check", { body: { token: first } });
    expect(old.json()).toMatchObject({
      status: 400,
      message: "Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa",
    });
    const good = await post("/api/user/reset_password/check", { body: { token: second } });
    expect(good.json().data.email).toMatch(/^pe\*\*\*@contoh\.id$/);
  });

  it("a reset sets the password, ends every session, and the link works once", async () => {
    const { email, token: sessionA } = await account();
    const sessionB = (
      await post("/api/user/login/", { body: { email, password: STRONG_PASSWORD, remember: true } })
    ).json().token.token;
    const link = await requestLink(email);
    const res = await post("/api/user/reset_password/", { body: { token: link, password: NEW_PASSWORD } });
    expect(res.json()).toEqual({
      status: 200,
      message: "Kata sandi berhasil diubah. Silakan masuk kembali.",
      // no address: whoever holds a leaked link must not learn the login too (the check shows it masked)
      data: null,
    });
    for (const token of [sessionA, sessionB]) {
      expect((await post("/api/auth/me-v2", { token })).statusCode).toBe(401);
    }
    expect((await post("/api/user/login/", { body: { email, password: STRONG_PASSWORD } })).statusCode).toBe(400);
    expect((await post("/api/user/login/", { body: { email, password: NEW_PASSWORD } })).statusCode).toBe(200);
    const reused = await post("/api/user/reset_password/", { body: { token: link, password: "Lagi2026Baru" } });
    expect(reused.statusCode).toBe(400);
    expect((await post("/api/user/login/", { body: { email, password: NEW_PASSWORD } })).statusCode).toBe(200);
    expect((await mailbox(t.app, email))[0]?.subject).toMatch(/telah diubah$/);
  });

  it("nothing changes before a valid token: bad, expired or weak-password attempts leave the hash alone", async () => {
    const { email } = await account();
    const [before] = await t.database.db.select().from(users).where(eq(users.email, email));
    const link = await requestLink(email);
    const weak = await post("/api/user/reset_password/", { body: { token: link, password: "lemah" } });
    expect(weak.statusCode).toBe(400);
    const common = await post("/api/user/reset_password/", { body: { token: link, password: "Password1" } });
    expect(common.json().message).toBe("Kata sandi ini terlalu umum. Gunakan kata sandi lain.");
    const forged = await post("/api/user/reset_password/", {
      body: { token: "A".repeat(43), password: NEW_PASSWORD },
    });
    expect(forged.statusCode).toBe(400);
    for (const token of ["", "pendek", "a b c d e f g h i j k l m n", "x".repeat(300)]) {
      expect((await post("/api/user/reset_password/", { body: { token, password: NEW_PASSWORD } })).statusCode).toBe(
        400,
      );
    }
    clock.advance(60 * 60_000 + 1000);
    const expired = await post("/api/user/reset_password/", { body: { token: link, password: NEW_PASSWORD } });
    expect(expired.statusCode).toBe(400);
    const [after] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect((await post("/api/user/login/", { body: { email, password: STRONG_PASSWORD } })).statusCode).toBe(200);
  });

  it("an email change kills reset links mailed to the old address", async () => {
    const { email, token } = await account();
    const link = await requestLink(email);
    const changed = await post("/api/user/manage/", {
      token,
      body: { email: newEmail("pindah"), password: STRONG_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const res = await post("/api/user/reset_password/", { body: { token: link, password: NEW_PASSWORD } });
    expect(res.statusCode).toBe(400);
  });

  it("limits reset requests per email and per IP", async () => {
    const { email } = await account();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post("/api/user/send_forget_password/", { body: { email } })).statusCode);
      clock.advance(61_000);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
