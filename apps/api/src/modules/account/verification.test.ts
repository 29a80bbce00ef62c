import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailVerificationCodes, emailVerificationStates, users } from "../../db/schema/account";
import { caller, codeIn, freshIp, mailbox, newEmail, otherCode, STRONG_PASSWORD } from "../../testing/account-kit";
import { createTestApp, onPostgres, type TestApp, testClock } from "../../testing/test-app";

const clock = testClock();
let t: TestApp;
let post: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, clock });
  post = caller(t.app);
});
afterAll(() => t.close());

async function newAccount() {
  const email = newEmail();
  const res = await post("/api/user/register/", {
    body: {
      name: "Dimas Anggara",
      email,
      password: STRONG_PASSWORD,
      terms_accepted: true,
      profession_name: "mahasiswa",
    },
  });
  const body = res.json() as { token: { token: string }; data: { id: number } };
  return { email, token: body.token.token, id: body.data.id, ip: freshIp() };
}

async function sendCode(account: { email: string; token: string; ip: string }) {
  const res = await post("/api/user/send-otp-email/", { token: account.token, ip: account.ip });
  expect(res.statusCode, res.body).toBe(200);
  return { res, code: codeIn((await mailbox(t.app, account.email))[0]) };
}

describe("S2: email verification codes", () => {
  it("mails a 6-digit code and link; the right code verifies once", async () => {
    const account = await newAccount();
    const { res, code } = await sendCode(account);
    expect(code).toMatch(/^\d{6}$/);
    const data = res.json().data;
    expect(Date.parse(data.expires_at) - clock().getTime()).toBe(10 * 60_000);
    expect(Date.parse(data.resend_available_at) - clock().getTime()).toBe(90_000);
    const mail = (await mailbox(t.app, account.email))[0];
    expect(mail?.text).toContain(`/verification?email=${encodeURIComponent(account.email)}&code=${code}`);
    expect(mail?.html).toContain(code);

    const ok = await post("/api/user/verify-otp-email/", { token: account.token, body: { otp: code } });
    expect(ok.json()).toMatchObject({
      status: 200,
      message: ACCOUNT_TEXTS.verified,
      data: { is_email_verified: true },
    });
    // single use
    const again = await post("/api/user/verify-otp-email/", { token: account.token, body: { otp: code } });
    expect(again.json()).toMatchObject({ status: 400, message: ACCOUNT_TEXTS.otpWrong });
    // a verified account gets no more codes
    const more = await post("/api/user/send-otp-email/", { token: account.token, ip: account.ip });
    expect(more.json()).toMatchObject({ status: 400, message: "Email Anda sudah terverifikasi" });
  });

  it("keeps no code in clear in the database", async () => {
    const account = await newAccount();
    const { code } = await sendCode(account);
    const rows = await t.database.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.userId, account.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a wrong code with the spec's text and the tries left; refuses a malformed code as bad input", async () => {
    const account = await newAccount();
    const { code } = await sendCode(account);
    const wrong = await post("/api/user/verify-otp-email/", { token: account.token, body: { otp: otherCode(code) } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 400, message: ACCOUNT_TEXTS.otpWrong, data: { remaining_attempts: 4 } });
    for (const otp of ["12345", "1234567", "12a456", 123456, ""]) {
      const res = await post("/api/user/verify-otp-email/", { token: account.token, body: { otp } });
      expect(res.json().message, String(otp)).toBe("Data yang dikirim tidak valid");
    }
    expect((await post("/api/user/verify-otp-email/", { body: { otp: code } })).statusCode).toBe(401);
  });

  it("refuses a resend before 90 s, and the earlier code dies with a new one (other challenge)", async () => {
    const account = await newAccount();
    const first = await sendCode(account);
    clock.advance(89_000);
    const early = await post("/api/user/send-otp-email/", { token: account.token, ip: account.ip });
    expect(early.statusCode).toBe(429);
    expect(early.json().data.retry_after_seconds).toBe(1);
    clock.advance(1_000);
    const second = await sendCode(account);
    expect(second.code).toMatch(/^\d{6}$/);
    if (first.code !== second.code) {
      const old = await post("/api/user/verify-otp-email/", { token: account.token, body: { otp: first.code } });
      expect(old.json().message).toBe(ACCOUNT_TEXTS.otpWrong);
    }
    const ok = await post("/api/user/verify-otp-email/", { token: account.token, body: { otp: second.code } });
    expect(ok.statusCode).toBe(200);
  });

  it("a code expires after 10 minutes (10:01 refused)", async () => {
    const account = await newAccount();
    const { code } = await sendCode(account);
    clock.advance(10 * 60_000 + 1000);
    const late = await post("/api/user/verify-otp-email/", { token: account.token, body: { otp: code } });
    expect(late.json().message).toBe(ACCOUNT_TEXTS.otpWrong);
  });

  it("a code is bound to its account: another account's right code does not verify", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const { code } = await sendCode(a);
    await sendCode(b);
    const cross = await post("/api/user/verify-otp-email/", { token: b.token, body: { otp: code } });
    if (cross.statusCode === 200) {
      // b's own code happened to be the same 6 digits (1 in a million): nothing to prove
      return;
    }
    expect(cross.json().message).toBe(ACCOUNT_TEXTS.otpWrong);
  });

  it("the fifth wrong code freezes for 10 minutes with 124; the sixth attempt is refused even when right", async () => {
    const account = await newAccount();
    const { code } = await sendCode(account);
    for (let i = 1; i <= 4; i++) {
      const res = await post("/api/user/verify-otp-email/", {
        token: account.token,
        body: { otp: otherCode(code, i) },
      });
      expect(res.json().data).toEqual({ remaining_attempts: 5 - i });
    }
    const fifth = await post("/api/user/verify-otp-email/", {
      token: account.token,
      body: { otp: otherCode(code, 5) },
    });
    expect(fifth.statusCode).toBe(400);
    const frozenUntil = fifth.json().data.frozen_until;
    expect(fifth.json().status).toBe(124);
    expect(Date.parse(frozenUntil) - clock().getTime()).toBe(10 * 60_000);

    const sixth = await post("/api/user/verify-otp-email/", { token: account.token, body: { otp: code } });
    expect(sixth.json()).toMatchObject({ status: 124, data: { frozen_until: frozenUntil } });
    const send = await post("/api/user/send-otp-email/", { token: account.token, ip: account.ip });
    expect(send.json()).toMatchObject({ status: 124, data: { frozen_until: frozenUntil } });
    const me = await post("/api/auth/me-v2", { token: account.token });
    expect(me.json().data.email_verification.frozen_until).toBe(frozenUntil);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(user?.isEmailVerified).toBe(false);

    clock.advance(10 * 60_000);
    const fresh = await sendCode(account);
    const ok = await post("/api/user/verify-otp-email/", { token: account.token, body: { otp: fresh.code } });
    expect(ok.statusCode).toBe(200);
  });

  it(`50 concurrent wrong codes count at most 5 before the freeze${onPostgres ? " (PostgreSQL)" : " (PGlite)"}`, async () => {
    const account = await newAccount();
    const { code } = await sendCode(account);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post("/api/user/verify-otp-email/", { token: account.token, body: { otp: otherCode(code, i + 1) } }),
      ),
    );
    const statuses = answers.map((a) => a.json().status as number);
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 124)).toHaveLength(46);
    const [state] = await t.database.db
      .select()
      .from(emailVerificationStates)
      .where(eq(emailVerificationStates.userId, account.id));
    expect(state?.frozenUntil?.getTime()).toBe(clock().getTime() + 10 * 60_000);
    const right = await post("/api/user/verify-otp-email/", { token: account.token, body: { otp: code } });
    expect(right.json().status).toBe(124);
  });

  it("a send while frozen or a too-early resend from another device is refused by the server too", async () => {
    const account = await newAccount();
    await sendCode(account);
    const otherDevice = await post("/api/user/send-otp-email/", { token: account.token, ip: freshIp() });
    expect(otherDevice.statusCode).toBe(429);
  });
});

describe("verification link /verification?email=&code= (spec 000 4.3)", () => {
  it("verifies and logs in with the mailed email and code", async () => {
    const account = await newAccount();
    const { code } = await sendCode(account);
    const res = await post("/api/user/email_verification/?source=Verifikasi%20Email", {
      body: { email: account.email, code, source: "web" },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().token.token;
    expect(res.cookies.find((c) => c.name === "access-token")?.value).toBe(token);
    const me = await post("/api/auth/me-v2", { token });
    expect(me.json().data).toMatchObject({ id: account.id, is_email_verified: true });
  });

  it("refuses a wrong code, an unknown email and bad input; strangers cannot freeze the owner", async () => {
    const account = await newAccount();
    const { code } = await sendCode(account);
    // anyone who knows the address can call the link: its failures are limited per address and not
    // counted toward the owner's freeze
    for (let i = 1; i <= 5; i++) {
      const wrong = await post("/api/user/email_verification/", {
        body: { email: account.email, code: otherCode(code, i) },
      });
      expect(wrong.json()).toMatchObject({ status: 400, message: ACCOUNT_TEXTS.otpWrong });
    }
    const limited = await post("/api/user/email_verification/", { body: { email: account.email, code } });
    expect(limited.statusCode).toBe(429);
    const me = await post("/api/auth/me-v2", { token: account.token });
    expect(me.json().data.email_verification.frozen_until).toBeNull();
    const owner = await post("/api/user/verify-otp-email/", { token: account.token, body: { otp: code } });
    expect(owner.statusCode).toBe(200);
    const unknown = await post("/api/user/email_verification/", { body: { email: "tidak.ada@contoh.id", code } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().token).toBeUndefined();
    const bad = await post("/api/user/email_verification/", { body: { email: account.email, code: "abc" } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("skipping verification", () => {
  it("records the skip and mails a welcome note once; the account stays unverified", async () => {
    const account = await newAccount();
    const res = await post("/api/user/send-skip-email-otp/", { token: account.token });
    expect(res.json()).toEqual({ status: 200, message: ACCOUNT_TEXTS.registered, data: null });
    expect((await mailbox(t.app, account.email))[0]?.subject).toMatch(/^Selamat datang/);
    for (let i = 0; i < 3; i++) await post("/api/user/send-skip-email-otp/", { token: account.token });
    expect(await mailbox(t.app, account.email)).toHaveLength(1); // no mail bombing through skip
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++)
      statuses.push((await post("/api/user/send-skip-email-otp/", { token: account.token })).statusCode);
    expect(statuses).toEqual([200, 429]);
    const me = await post("/api/auth/me-v2", { token: account.token });
    expect(me.json().data).toMatchObject({ is_email_verified: false, email_verification: { skipped: true } });
    expect((await post("/api/user/send-skip-email-otp/")).statusCode).toBe(401);
  });
});
