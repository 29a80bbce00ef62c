import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "../../platform/logging";
import { caller, codeIn, mailbox, newEmail, resetTokenIn, STRONG_PASSWORD } from "../../testing/account-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino(loggerOptions("trace") as pino.LoggerOptions, sink);
  t = await createTestApp({ seedDemo: false, logger, env: { LOG_LEVEL: "trace" } });
});
afterAll(() => t.close());

describe("logs", () => {
  it("hold no password, code or token through register, verify, reset and login", async () => {
    const post = caller(t.app);
    const email = newEmail("rahasia");
    const registered = await post("/api/user/register/", {
      body: { name: "Rahasia", email, password: STRONG_PASSWORD, terms_accepted: true, profession_name: "guru" },
    });
    const token = registered.json().token.token as string;
    await post("/api/user/send-otp-email/", { token });
    const code = codeIn((await mailbox(t.app, email))[0]);
    await post("/api/user/verify-otp-email/", { token, body: { otp: "000000" === code ? "111111" : "000000" } });
    await post("/api/user/email_verification/", { body: { email, code } });
    await post("/api/user/send_forget_password/", { body: { email } });
    const resetToken = resetTokenIn((await mailbox(t.app, email))[0]);
    await t.app.inject(`/setup-password?token=${resetToken}`);
    await t.app.inject(`/verification?email=${encodeURIComponent(email)}&code=${code}`);
    await post("/api/user/reset_password/", { body: { token: resetToken, password: "Rahasia2026Baru" } });
    const login = await post("/api/user/login/", { body: { email, password: "Rahasia2026Baru" } });
    const newToken = login.json().token.token as string;
    await t.app.inject({ method: "POST", url: "/api/auth/me-v2", cookies: { "access-token": newToken } });
    await post("/api/user/logout/", { token: newToken });

    const log = lines.join("");
    expect(lines.length).toBeGreaterThan(20); // requests really were logged
    expect(log).toContain("/api/user/login/");
    for (const secret of [STRONG_PASSWORD, "Rahasia2026Baru", token, resetToken, newToken]) {
      expect(log.includes(secret), `a secret leaked into the logs: ${secret.slice(0, 3)}…`).toBe(false);
    }
    // six digits may occur by chance inside timestamps or request ids: look for the code standing alone
    expect(new RegExp(`(?<![0-9a-f.])${code}(?![0-9a-f.])`).test(log), "the code leaked into the logs").toBe(false);
  });
});
