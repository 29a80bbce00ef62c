import type { PaymentAnswer } from "@app/domain/payment/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asLearner, registerLearner } from "../../testing/learner";
import { openPayment, paidProgramId } from "../../testing/payment-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";

/**
 * Issue 23: the browser tests give a new account points through POST /api/dev/points (DEV_TOOLS, this machine
 * only), and the payment status page learns from the payment whether the simulator exists instead of probing.
 */

let t: TestApp;
let off: TestApp;
let program: number;

beforeAll(async () => {
  t = await createTestApp();
  off = await createTestApp({ env: { DEV_TOOLS: "false" } });
  program = await paidProgramId(t.database.db);
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const XHR = { "x-requested-with": "XMLHttpRequest" };

describe("POST /api/dev/points", () => {
  it("gives the caller's own account points, for local clients only", async () => {
    const learner = await registerLearner(t.app);
    const grant = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/dev/points",
        payload: { amount: 200_000 },
        remoteAddress,
        headers: { ...XHR, authorization: `Bearer ${learner.token}` },
      });
    expect((await grant("10.1.2.3")).statusCode).toBe(404);
    const res = await grant("127.0.0.1");
    expect(res.statusCode).toBe(200);
    const balance = await asLearner(t.app, learner)("GET", "/api/payment/poin/balance");
    expect(balance.json().data.balance).toBe(200_000);
    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/dev/points",
      payload: { amount: 1 },
      remoteAddress: "127.0.0.1",
      headers: XHR,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("does not exist without DEV_TOOLS", async () => {
    const res = await off.app.inject({
      method: "POST",
      url: "/api/dev/points",
      payload: { amount: 1 },
      remoteAddress: "127.0.0.1",
      headers: XHR,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("the payment says whether the simulator exists", () => {
  it("is true with the simulator, left out without it", async () => {
    const learner = await registerLearner(t.app);
    const payment = await openPayment(t.app, learner, { program_ids: [program] });
    expect(payment.simulator).toBe(true);
    const detail = await asLearner(t.app, learner)("GET", `/api/payment/v3/detail/${payment.id}`);
    expect(detail.json<{ data: PaymentAnswer }>().data.simulator).toBe(true);

    const offProgram = await paidProgramId(off.database.db);
    const other = await registerLearner(off.app);
    const plain = await openPayment(off.app, other, { program_ids: [offProgram] });
    expect(plain.simulator).toBeUndefined();
    const plainDetail = await asLearner(off.app, other)("GET", `/api/payment/v3/detail/${plain.id}`);
    expect(plainDetail.json<{ data: PaymentAnswer }>().data).not.toHaveProperty("simulator");
  });
});
