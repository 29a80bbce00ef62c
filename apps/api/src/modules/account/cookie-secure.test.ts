import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, newEmail, STRONG_PASSWORD } from "../../testing/account-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";

/**
 * Issue 17, item 8: the cookies' Secure flag is the configuration's (PUBLIC_URL https), never the request's:
 * a proxy that forwards `Host: 127.0.0.1` must not strip it.
 */

const SESSION_COOKIES = ["access-token", "name", "avatar", "profession", "user-id"];

let https: TestApp;
let http: TestApp;

beforeAll(async () => {
  https = await createTestApp({ seedDemo: false, env: { PUBLIC_URL: "https://belajar.karirmu.id" } });
  http = await createTestApp({ seedDemo: false, env: { PUBLIC_URL: "http://127.0.0.1:3000" } });
});
afterAll(async () => {
  await https.close();
  await http.close();
});

async function registerWithHost(t: TestApp, host: string) {
  const res = await caller(t.app)("/api/user/register/", {
    body: {
      name: "Bayu Aji",
      email: newEmail("kuki"),
      password: STRONG_PASSWORD,
      terms_accepted: true,
      profession_name: "guru",
    },
    headers: { host },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe("S7: the session cookies' Secure flag follows PUBLIC_URL, never the Host header", () => {
  it("PUBLIC_URL https: Secure even when the request says Host: 127.0.0.1 or localhost", async () => {
    for (const host of ["127.0.0.1", "localhost:3000", "[::1]", "belajar.karirmu.id"]) {
      const res = await registerWithHost(https, host);
      for (const name of SESSION_COOKIES) {
        expect(res.cookies.find((c) => c.name === name)?.secure, `${name} on ${host}`).toBe(true);
      }
      // clearing them (logout) sets the same attributes, or the browser would keep the Secure ones
      const token = res.json<{ token: { token: string } }>().token.token;
      const out = await caller(https.app)("/api/user/logout/", { token, headers: { host } });
      expect(out.statusCode).toBe(200);
      for (const name of SESSION_COOKIES) {
        expect(out.cookies.find((c) => c.name === name)?.secure, `cleared ${name} on ${host}`).toBe(true);
      }
    }
  });

  it("PUBLIC_URL http: never Secure, whatever the Host", async () => {
    for (const host of ["127.0.0.1", "belajar.karirmu.id"]) {
      const res = await registerWithHost(http, host);
      for (const name of SESSION_COOKIES) {
        expect(res.cookies.find((c) => c.name === name)?.secure, `${name} on ${host}`).toBeUndefined();
      }
    }
  });
});
