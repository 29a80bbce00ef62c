import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, newEmail, STRONG_PASSWORD } from "../../testing/account-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";

type Received = { to: string[]; raw: string };
const received: Received[] = [];
let server: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({ seedDemo: false, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting for the mail");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("mail by SMTP (SMTP_URL)", () => {
  it("sends the code mail in Indonesian, as HTML and text, and has no dev mailbox", async () => {
    const post = caller(t.app);
    const email = newEmail("smtp");
    const res = await post("/api/user/register/", {
      body: { name: "Yusuf", email, password: STRONG_PASSWORD, terms_accepted: true, profession_name: "profesional" },
    });
    const token = res.json().token.token as string;
    expect((await post("/api/user/send-otp-email/", { token })).statusCode).toBe(200);
    await until(() => received.some((m) => m.to.includes(email)));
    const mail = received.find((m) => m.to.includes(email));
    expect(mail?.raw).toMatch(/Subject: Kode Verifikasi Karirmu\r?\n/); // the code is in the body only
    expect(mail?.raw).toContain("text/plain");
    expect(mail?.raw).toContain("text/html");
    expect(mail?.raw).toMatch(/From: "?Karirmu"? <no-reply@karirmu\.id>/);
    expect((await t.app.inject(`/api/dev/mailbox?to=${email}`)).statusCode).toBe(404);
  });
});
