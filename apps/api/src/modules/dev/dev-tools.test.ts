import { PAYMENT_STATUS } from "@app/domain/payment/status";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLoopbackAddress } from "../../platform/dev-tools";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { openPayment, paidProgramId } from "../../testing/payment-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";

/**
 * Issue 17, item 7: the development calls read every mailed code and reset link, move the clock and settle
 * payments. They answer only clients on this machine, only with DEV_TOOLS on, and the simulator only acts on
 * the caller's own payments.
 */

let t: TestApp;
let off: TestApp;
let program: number;

beforeAll(async () => {
  t = await createTestApp({ env: { DEV_CLOCK: "true" } });
  off = await createTestApp({ seedDemo: false, env: { DEV_TOOLS: "false" } });
  program = await paidProgramId(t.database.db);
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const XHR = { "x-requested-with": "XMLHttpRequest" };

/** Each dev call, as a client at `remoteAddress` makes it (the simulator as the payment's owner). */
function devCalls(app: FastifyInstance, learner: Learner, paymentId: number) {
  return {
    mailbox: (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: "GET", url: `/api/dev/mailbox?to=${learner.email}`, remoteAddress, headers }),
    clock: (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url: "/api/dev/clock",
        payload: { offset_seconds: 0 },
        remoteAddress,
        headers: { ...XHR, ...headers },
      }),
    legacyAccount: (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url: "/api/dev/legacy-account",
        payload: {
          name: "Murid Lama",
          email: `lama.${remoteAddress.replace(/[^0-9a-f]/g, "")}.${Date.now()}.${Math.random().toString(36).slice(2)}@contoh.id`,
          password: "Belajar2026ok",
          profession_name: "murid",
        },
        remoteAddress,
        headers: { ...XHR, ...headers },
      }),
    simulator: (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url: `/api/dev/payment-simulator/${paymentId}/fail`,
        remoteAddress,
        headers: { ...XHR, authorization: `Bearer ${learner.token}`, ...headers },
      }),
  };
}

async function pendingPayment(learner: Learner) {
  return openPayment(t.app, learner, { program_ids: [program] });
}

const statusOf = async (learner: Learner, paymentId: number) =>
  (await asLearner(t.app, learner)("GET", `/api/payment/v3/detail/${paymentId}`)).json().data.status;

describe("the development tools answer only this machine", () => {
  it("tells loopback addresses from the rest", () => {
    for (const local of ["127.0.0.1", "127.45.6.7", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"]) {
      expect(isLoopbackAddress(local), local).toBe(true);
    }
    for (const remote of ["10.0.0.1", "192.168.1.7", "::ffff:10.0.0.1", "2001:db8::1", "::", "128.0.0.1", ""]) {
      expect(isLoopbackAddress(remote), remote).toBe(false);
    }
    expect(isLoopbackAddress(undefined)).toBe(false);
  });

  it("every dev call answers 404 to a client elsewhere, whatever X-Forwarded-For says", async () => {
    const learner = await registerLearner(t.app);
    const payment = await pendingPayment(learner);
    const calls = devCalls(t.app, learner, payment.id);
    for (const [name, call] of Object.entries(calls)) {
      for (const remote of ["10.1.2.3", "203.0.113.9", "::ffff:192.168.1.20", "2001:db8::7"]) {
        const res = await call(remote);
        expect(res.statusCode, `${name} from ${remote}`).toBe(404);
        expect(res.json(), `${name} from ${remote}`).toEqual({
          status: 404,
          message: "Alamat tidak ditemukan",
          data: null,
        });
        const spoofed = await call(remote, { "x-forwarded-for": "127.0.0.1" });
        expect(spoofed.statusCode, `${name} from ${remote} claiming loopback`).toBe(404);
      }
      // a proxy on this machine connects from 127.0.0.1 on behalf of anyone: what it forwards is refused
      expect((await call("127.0.0.1", { "x-forwarded-for": "203.0.113.9" })).statusCode, name).toBe(404);
      expect((await call("::1", { forwarded: "for=203.0.113.9" })).statusCode, name).toBe(404);
    }
    expect(await statusOf(learner, payment.id)).toBe(PAYMENT_STATUS.PENDING);
  });

  it("and work for a client on this machine", async () => {
    const learner = await registerLearner(t.app);
    const payment = await pendingPayment(learner);
    const calls = devCalls(t.app, learner, payment.id);
    for (const local of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect((await calls.mailbox(local)).statusCode, `mailbox from ${local}`).toBe(200);
      expect((await calls.clock(local)).statusCode, `clock from ${local}`).toBe(200);
    }
    expect((await calls.simulator("::ffff:127.0.0.1")).statusCode).toBe(200);
    expect((await calls.legacyAccount("127.0.0.1")).statusCode).toBe(200);
  });

  it("make a verified pupil without a year level, as an older register did, whom checkout sends to the profile", async () => {
    const email = `lama.${Date.now()}@contoh.id`;
    const made = await t.app.inject({
      method: "POST",
      url: "/api/dev/legacy-account",
      payload: { name: "Murid Lama", email, password: "Belajar2026ok", profession_name: "murid" },
      remoteAddress: "127.0.0.1",
      headers: XHR,
    });
    expect(made.statusCode, made.body).toBe(200);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login/",
      payload: { email, password: "Belajar2026ok" },
      headers: XHR,
    });
    const learner = { token: login.json().token.token as string, userId: made.json().data.id as number, email };
    const me = (await asLearner(t.app, learner)("POST", "/api/auth/me-v2")).json().data;
    expect(me).toMatchObject({ profession_name: "murid", year_level_id: null, is_email_verified: true });
    const checkout = await asLearner(t.app, learner)("POST", "/api/payment/v3/checkout/", {
      program_ids: [program],
      addon_ids: [],
    });
    expect(checkout.json()).toMatchObject({ status: 400, data: { missing_fields: ["year_level"] } });
  });

  it("exist only with DEV_TOOLS on", async () => {
    expect(t.config.devTools).toBe(true);
    expect(off.config.devTools).toBe(false);
    const mailbox = await off.app.inject({ method: "GET", url: "/api/dev/mailbox?to=siapa@contoh.id" });
    expect(mailbox.statusCode).toBe(404);
    const simulator = await off.app.inject({ method: "POST", url: "/api/dev/payment-simulator/1/pay", headers: XHR });
    expect(simulator.statusCode).toBe(404);
    const legacy = await off.app.inject({
      method: "POST",
      url: "/api/dev/legacy-account",
      payload: { name: "Murid Lama", email: "lama@contoh.id", password: "Belajar2026ok", profession_name: "murid" },
      headers: XHR,
    });
    expect(legacy.statusCode).toBe(404);
    const probe = await off.app.inject({ method: "POST", url: "/api/dev/payment-simulator/1/status", headers: XHR });
    expect(probe.statusCode).toBe(404); // the web app's availability probe hides the simulator
  });
});

describe("S9: the payment simulator acts only on the caller's own payments", () => {
  it("refuses a visitor and another learner, and leaves the payment pending", async () => {
    const owner = await registerLearner(t.app, "Pemilik Bayar");
    const other = await registerLearner(t.app, "Pelajar Lain");
    const payment = await pendingPayment(owner);
    for (const action of ["pay", "fail", "expire"]) {
      const url = `/api/dev/payment-simulator/${payment.id}/${action}`;
      const visitor = await t.app.inject({ method: "POST", url, headers: XHR });
      expect(visitor.statusCode, `visitor ${action}`).toBe(401);
      const stranger = await asLearner(t.app, other)("POST", url);
      expect(stranger.statusCode, `another learner ${action}`).toBe(404);
      expect(stranger.json().status).toBe(404);
    }
    expect(await statusOf(owner, payment.id)).toBe(PAYMENT_STATUS.PENDING);
    const own = await asLearner(t.app, owner)("POST", `/api/dev/payment-simulator/${payment.id}/fail`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual({ order_id: payment.order_id });
  });

  it("still answers the web app's availability probe with a 400", async () => {
    const learner = await registerLearner(t.app);
    const probe = await asLearner(t.app, learner)("POST", "/api/dev/payment-simulator/1/status", {});
    expect(probe.statusCode).toBe(400);
  });
});
