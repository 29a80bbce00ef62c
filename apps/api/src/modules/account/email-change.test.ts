import { createHash } from "node:crypto";
import { ACCOUNT_SERVER_MESSAGES } from "@app/domain/account/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailChangeUndos, users } from "../../db/schema/account";
import {
  caller,
  codeIn,
  type DevMail,
  mailbox,
  newEmail,
  resetTokenIn,
  STRONG_PASSWORD,
  undoTokenIn,
} from "../../testing/account-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";

/**
 * Issue 17, item 4: a stolen session alone must not take an account over by changing its email. The change
 * asks for the current password, and the old address can undo it for 7 days, ending every session.
 */

const clock = testClock();
let t: TestApp;
let post: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ clock, seedDemo: false });
  post = caller(t.app);
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600_000;
const NEW_PASSWORD = "Ganti2026Baru";

async function account() {
  const email = newEmail("pemilik");
  const res = await post("/api/user/register/", {
    body: {
      name: "Ratna Dewi",
      email,
      password: STRONG_PASSWORD,
      terms_accepted: true,
      profession_name: "profesional",
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { email, token: res.json<{ token: { token: string } }>().token.token };
}

async function me(token: string) {
  return post("/api/auth/me-v2", { token });
}

async function emailOf(token: string): Promise<string> {
  return (await me(token)).json<{ data: { email: string } }>().data.email;
}

const changedMail = (mails: DevMail[]) => mails.find((m) => /^Email akun .* telah diubah$/.test(m.subject));

/** Changes the email with the right password; answers the undo token mailed to the old address. */
async function changeEmail(token: string, oldEmail: string, next = newEmail("pencuri")) {
  const res = await post("/api/user/manage/", { token, body: { email: next, password: STRONG_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  return { next, undo: undoTokenIn(changedMail(await mailbox(t.app, oldEmail))) };
}

const undo = (token: string) => post("/api/user/undo_email_change/", { body: { token } });

describe("S6: changing the email needs the current password", () => {
  it("refuses an email change without the password, and changes nothing", async () => {
    const { email, token } = await account();
    const res = await post("/api/user/manage/", { token, body: { email: newEmail("pencuri") } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: ACCOUNT_SERVER_MESSAGES.currentPasswordRequired, data: null });
    expect(await emailOf(token)).toBe(email);
    expect(changedMail(await mailbox(t.app, email))).toBeUndefined();
    // the name alone still changes without it
    const name = await post("/api/user/manage/", { token, body: { name: "Ratna D." } });
    expect(name.statusCode).toBe(200);
    expect(name.json().data).toMatchObject({ name: "Ratna D.", email });
  });

  it("refuses a wrong password with an Indonesian message, and limits the guesses", async () => {
    const { email, token } = await account();
    const next = newEmail("pencuri");
    const wrong = await post("/api/user/manage/", { token, body: { email: next, password: "Tebakan2026" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ status: 400, message: ACCOUNT_SERVER_MESSAGES.currentPasswordWrong, data: null });
    expect(await emailOf(token)).toBe(email);
    // 10 calls an hour per account, from any number of addresses: then 429 even with the right password
    for (let i = 0; i < 9; i++) {
      const guess = await post("/api/user/manage/", { token, body: { email: next, password: `Tebakan${i}x` } });
      expect(guess.statusCode).toBe(400);
    }
    const limited = await post("/api/user/manage/", { token, body: { email: next, password: STRONG_PASSWORD } });
    expect(limited.statusCode).toBe(429);
    expect(await emailOf(token)).toBe(email);
  });

  it("limits email changes per address (30 in 10 minutes), across accounts", async () => {
    const ip = "203.0.113.41";
    const accounts = await Promise.all([account(), account(), account(), account()]);
    const answers: number[] = [];
    // 8 wrong guesses on each of 4 accounts: under each account's 10, over the address's 30
    for (const { token } of accounts) {
      for (let i = 0; i < 8; i++) {
        const guess = await post("/api/user/manage/", {
          token,
          ip,
          body: { email: newEmail("pencuri"), password: `Tebakan${i}x` },
        });
        answers.push(guess.statusCode);
      }
    }
    expect(answers.slice(0, 30).every((code) => code === 400)).toBe(true);
    expect(answers.slice(30)).toEqual([429, 429]);
    // another address is not held back
    const [first] = accounts;
    const elsewhere = await post("/api/user/manage/", {
      token: first?.token ?? "",
      ip: "203.0.113.42",
      body: { email: newEmail("baru"), password: STRONG_PASSWORD },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it("does not count name-only saves per address: a school lab behind one NAT address saves freely", async () => {
    const ip = "203.0.113.51";
    const accounts = await Promise.all([account(), account(), account(), account()]);
    // 36 saves from one address, 9 per account (each account's own limit is 10 an hour)
    for (const [n, { token }] of accounts.entries()) {
      for (let i = 0; i < 9; i++) {
        const save = await post("/api/user/manage/", { token, ip, body: { name: `Murid ${n}-${i}` } });
        expect(save.statusCode, save.body).toBe(200);
      }
    }
    // the address's budget for email changes is untouched by them
    const [first] = accounts;
    const change = await post("/api/user/manage/", {
      token: first?.token ?? "",
      ip,
      body: { email: newEmail("baru"), password: STRONG_PASSWORD },
    });
    expect(change.statusCode, change.body).toBe(200);
  });

  it("with the right password changes the email and mails the old address a 7-day undo link, kept hashed", async () => {
    const { email, token } = await account();
    const next = newEmail("baru");
    const res = await post("/api/user/manage/", { token, body: { email: next, password: STRONG_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email: next, is_email_verified: false });
    const mail = changedMail(await mailbox(t.app, email));
    expect(mail?.to).toBe(email);
    expect(mail?.text).toContain(next);
    expect(mail?.text).toContain("berlaku 7 hari");
    const link = undoTokenIn(mail);
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(mail?.html).toContain(`/undo-email-change?token=${link}`);
    expect(changedMail(await mailbox(t.app, next))).toBeUndefined();
    const [row] = await t.database.db.select().from(emailChangeUndos).where(eq(emailChangeUndos.oldEmail, email));
    expect(row?.tokenHash).toBe(createHash("sha256").update(link).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(link);
    expect(row?.expiresAt.getTime()).toBe(clock().getTime() + 7 * DAY_MS);
  });
});

describe("S6: the undo link mailed to the old address", () => {
  it("puts the old email back (verified as it was), ends every session and kills the links of the new address", async () => {
    const { email, token } = await account();
    // the owner verified the address
    expect((await post("/api/user/send-otp-email/", { token })).statusCode).toBe(200);
    const code = codeIn((await mailbox(t.app, email)).find((m) => m.subject.startsWith("Kode Verifikasi")));
    expect((await post("/api/user/verify-otp-email/", { token, body: { otp: code } })).statusCode).toBe(200);
    const second = await post("/api/user/login/", { body: { email, password: STRONG_PASSWORD } });
    const secondToken = second.json<{ token: { token: string } }>().token.token;

    // with the session and the password, the intruder moves the account and asks for a reset link there
    const { next, undo: link } = await changeEmail(token, email);
    expect((await post("/api/user/send_forget_password/", { body: { email: next } })).statusCode).toBe(200);
    const reset = resetTokenIn((await mailbox(t.app, next)).find((m) => m.subject.startsWith("Atur Ulang")));

    const res = await undo(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: ACCOUNT_SERVER_MESSAGES.emailChangeUndone,
      data: { email: `${email.slice(0, 2)}***@contoh.id` },
    });
    // this browser's cookies are cleared too
    expect(res.cookies.find((c) => c.name === "access-token")?.value).toBe("");

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ email, isEmailVerified: true });
    for (const old of [token, secondToken]) expect((await me(old)).statusCode).toBe(401);
    const resetRes = await post("/api/user/reset_password/", { body: { token: reset, password: NEW_PASSWORD } });
    expect(resetRes.json().message).toBe(ACCOUNT_SERVER_MESSAGES.resetLinkInvalid);
    expect((await post("/api/user/login/", { body: { email: next, password: STRONG_PASSWORD } })).statusCode).toBe(400);
    const back = await post("/api/user/login/", { body: { email, password: STRONG_PASSWORD } });
    expect(back.statusCode).toBe(200);
  });

  it("works once: the same link again is refused and changes nothing", async () => {
    const { email, token } = await account();
    const { undo: link } = await changeEmail(token, email);
    expect((await undo(link)).statusCode).toBe(200);
    const login = await post("/api/user/login/", { body: { email, password: STRONG_PASSWORD } });
    const fresh = login.json<{ token: { token: string } }>().token.token;
    const again = await undo(link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, message: ACCOUNT_SERVER_MESSAGES.undoLinkInvalid, data: null });
    expect((await me(fresh)).statusCode).toBe(200); // the session after the undo lives on
  });

  it("expires after 7 days", async () => {
    const early = await account();
    const late = await account();
    const first = await changeEmail(early.token, early.email);
    const second = await changeEmail(late.token, late.email);
    clock.advance(7 * DAY_MS - 60_000);
    expect((await undo(first.undo)).statusCode).toBe(200);
    clock.advance(60_000);
    const expired = await undo(second.undo);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ACCOUNT_SERVER_MESSAGES.undoLinkInvalid);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, second.next));
    expect(user).toBeDefined();
  });

  it("refuses a made-up or malformed link", async () => {
    expect((await undo("A".repeat(43))).json().message).toBe(ACCOUNT_SERVER_MESSAGES.undoLinkInvalid);
    for (const bad of ["", "pendek", "x".repeat(300), "a b c d e f g h i j k l m n"]) {
      expect((await undo(bad)).statusCode).toBe(400);
    }
  });

  it("keeps the old address for its owner while the link lives; a later change's link cannot flip it back", async () => {
    const { email, token } = await account();
    const first = await changeEmail(token, email);
    // nobody can take the old address to block the undo
    const squatter = await post("/api/user/register/", {
      body: {
        name: "Penyusup",
        email,
        password: STRONG_PASSWORD,
        terms_accepted: true,
        profession_name: "profesional",
      },
    });
    expect(squatter.json()).toMatchObject({ status: 400, message: ACCOUNT_SERVER_MESSAGES.emailTaken });
    const other = await account();
    const taken = await post("/api/user/manage/", {
      token: other.token,
      body: { email, password: STRONG_PASSWORD },
    });
    expect(taken.json()).toMatchObject({ status: 400, message: ACCOUNT_SERVER_MESSAGES.emailTaken });
    // the intruder moves it again; the owner's link still wins, and the intruder's dies with it
    const second = await changeEmail(token, first.next);
    expect((await undo(first.undo)).statusCode).toBe(200);
    expect((await undo(second.undo)).json().message).toBe(ACCOUNT_SERVER_MESSAGES.undoLinkInvalid);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toBeDefined();
  });
});
