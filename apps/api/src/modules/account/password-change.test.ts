import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, mailbox, newEmail, STRONG_PASSWORD } from "../../testing/account-kit";
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
const GHOST_SESSION = "00000000-0000-4000-8000-000000000000";

const PHONE_AGENT =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

async function login(email: string, password = STRONG_PASSWORD): Promise<string> {
  const res = await post("/api/user/login/", { body: { email, password }, headers: { "user-agent": PHONE_AGENT } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: { token: string } }).token.token;
}

/** An account with two sessions: `token` (this browser) and `other` (another device). */
async function account() {
  const email = newEmail();
  const res = await post("/api/user/register/", {
    body: { name: "Wulan Sari", email, password: STRONG_PASSWORD, terms_accepted: true, profession_name: "guru" },
  });
  const token = (res.json() as { token: { token: string } }).token.token;
  return { email, token, other: await login(email) };
}

const me = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/me-v2", headers: { authorization: `Bearer ${token}` } });
const sessionsOf = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/user/sessions/", headers: { authorization: `Bearer ${token}` } });
type Listed = { id: string; created_at: string; last_seen_at: string; device: string; is_current: boolean };
const listed = async (token: string) => (await sessionsOf(token)).json<{ data: Listed[] }>().data;

describe("POST /user/change_password/", () => {
  it("refuses a wrong current password in Indonesian and changes nothing", async () => {
    const { email, token, other } = await account();
    const res = await post("/api/user/change_password/", {
      token,
      body: { current_password: "SalahSekali1", new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      message: "Kata sandi saat ini tidak sesuai",
      data: { field: "current_password" },
    });
    expect((await me(other)).statusCode).toBe(200);
    await login(email);
  });

  it("refuses a new password that breaks the shared rule, a common one, and the current one again", async () => {
    const { token } = await account();
    const weak = await post("/api/user/change_password/", {
      token,
      body: { current_password: STRONG_PASSWORD, new_password: "pendek" },
    });
    expect(weak.statusCode).toBe(400);
    expect(JSON.stringify(weak.json())).toContain("Minimal 8 karakter, mengandung huruf kecil, huruf besar, dan angka");
    const common = await post("/api/user/change_password/", {
      token,
      body: { current_password: STRONG_PASSWORD, new_password: "Password1" },
    });
    expect(common.json()).toMatchObject({
      status: 400,
      message: "Kata sandi ini terlalu umum. Gunakan kata sandi lain.",
    });
    const same = await post("/api/user/change_password/", {
      token,
      body: { current_password: STRONG_PASSWORD, new_password: STRONG_PASSWORD },
    });
    expect(same.json()).toEqual({
      status: 400,
      message: "Kata sandi baru harus berbeda dari kata sandi saat ini",
      data: { field: "new_password" },
    });
  });

  it("refuses a visitor and a call without the CSRF header", async () => {
    const visitor = await post("/api/user/change_password/", {
      body: { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(visitor.statusCode).toBe(401);
    const { token } = await account();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/change_password/",
      cookies: { "access-token": token },
      payload: { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });

  it("stores the new password, ends the other session but not the caller's, and mails the owner", async () => {
    const { email, token, other } = await account();
    const res = await post("/api/user/change_password/", {
      token,
      body: { current_password: STRONG_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.json()).toEqual({
      status: 200,
      message: "Kata sandi berhasil diubah. Sesi di perangkat lain telah diakhiri.",
      data: null,
    });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const old = await post("/api/user/login/", { body: { email, password: STRONG_PASSWORD } });
    expect(old.statusCode).toBe(400);
    await login(email, NEW_PASSWORD);
    const mails = await mailbox(t.app, email);
    expect(mails.some((m) => m.text.includes("sesi masuk di perangkat lain telah diakhiri"))).toBe(true);
  });

  it("counts guesses on login's per-account budget", async () => {
    const { token } = await account();
    const answers: number[] = [];
    // account() logged in once: 19 guesses are left of the 20 an hour
    for (let i = 0; i < 20; i += 1) {
      const res = await post("/api/user/change_password/", {
        token,
        body: { current_password: `Tebakan${i}Salah`, new_password: NEW_PASSWORD },
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 19)).toEqual(Array(19).fill(400));
    expect(answers[19]).toBe(429);
  });
});

describe("sessions", () => {
  it("lists the live sessions, this one marked; an ended one is gone", async () => {
    const { email, token, other } = await account();
    const list = await listed(token);
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.is_current)).toHaveLength(1);
    for (const s of list) {
      expect(Date.parse(s.created_at)).not.toBeNaN();
      expect(Date.parse(s.last_seen_at)).not.toBeNaN();
    }
    // the device each was opened on, from its User-Agent at login (register sent none)
    expect(list.find((s) => s.is_current)?.device).toBe("Perangkat tidak dikenal");
    expect(list.find((s) => !s.is_current)?.device).toBe("Chrome di Android");
    const logout = await post("/api/user/logout/", { token: other });
    expect(logout.statusCode).toBe(200);
    expect(await listed(token)).toEqual([expect.objectContaining({ is_current: true })]);
    await login(email);
    expect(await listed(token)).toHaveLength(2);
    expect((await sessionsOf("x".repeat(43))).statusCode).toBe(401);
  });

  it("ends one other session; its token then gets 401", async () => {
    const { token, other } = await account();
    const target = (await listed(token)).find((s) => !s.is_current);
    if (!target) throw new Error("no other session");
    const res = await post(`/api/user/sessions/${target.id}/revoke`, { token });
    expect(res.json()).toEqual({ status: 200, message: "Sesi telah diakhiri", data: { ended: 1 } });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    const again = await post(`/api/user/sessions/${target.id}/revoke`, { token });
    expect(again.statusCode).toBe(404);
  });

  it("refuses to end the calling session by id (logout does that)", async () => {
    const { token } = await account();
    const current = (await listed(token)).find((s) => s.is_current);
    const res = await post(`/api/user/sessions/${current?.id}/revoke`, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Sesi ini sedang Anda gunakan. Gunakan menu Keluar untuk mengakhirinya.");
    expect((await me(token)).statusCode).toBe(200);
  });

  it("answers another account's session exactly like one that does not exist, and leaves it alone", async () => {
    const a = await account();
    const b = await account();
    const ofA = (await listed(a.token)).find((s) => !s.is_current);
    const foreign = await post(`/api/user/sessions/${ofA?.id}/revoke`, { token: b.token });
    const ghost = await post(`/api/user/sessions/${GHOST_SESSION}/revoke`, { token: b.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(ghost.json());
    expect(ghost.json()).toEqual({ status: 404, message: "Sesi tidak ditemukan", data: null });
    expect((await me(a.other)).statusCode).toBe(200);
  });

  it("refuses a malformed session id with a 400 in Indonesian", async () => {
    const { token } = await account();
    for (const bad of ["123", "bukan-uuid", "00000000-0000-4000-8000-00000000000z"]) {
      const res = await post(`/api/user/sessions/${bad}/revoke`, { token });
      expect(res.statusCode, bad).toBe(400);
      expect(JSON.stringify(res.json())).toContain("Sesi tidak valid");
    }
  });

  it("ends every other session at once, and only the caller's account's", async () => {
    const a = await account();
    const third = await login(a.email);
    const b = await account();
    const res = await post("/api/user/sessions/revoke-others", { token: a.token });
    expect(res.json()).toEqual({
      status: 200,
      message: "Semua sesi di perangkat lain telah diakhiri",
      data: { ended: 2 },
    });
    expect((await me(a.other)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(a.token)).statusCode).toBe(200);
    expect((await me(b.other)).statusCode).toBe(200);
    expect(await listed(a.token)).toHaveLength(1);
  });
});
