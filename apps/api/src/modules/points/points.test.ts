import { CHECKOUT_MESSAGES, type CheckoutAnswer } from "@app/domain/checkout/contracts";
import { PAYMENT_MESSAGES } from "@app/domain/payment/contracts";
import { PAYMENT_STATUS } from "@app/domain/payment/status";
import { PIN_MAX_ATTEMPTS, POINTS_MESSAGES } from "@app/domain/points/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailbox } from "../../testing/account-kit";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { paymentSuccessMailKey } from "../payment/public";
import { grantPoints, spendPoints } from "./service";

let t: TestApp;
type Row = Record<string, number>;
async function one(query: ReturnType<typeof sql>): Promise<Row> {
  const result = await t.database.db.execute(query);
  const [row] = (result as { rows?: Row[] }).rows ?? (result as unknown as Row[]);
  if (!row) throw new Error("no row");
  return row;
}

let program: { id: number; price: number };

beforeAll(async () => {
  t = await createTestApp();
  const r = await one(sql`
    select id, price from programs where is_published and deleted_at is null and price between 50000 and 300000
    order by id limit 1`);
  program = { id: r.id ?? 0, price: r.price ?? 0 };
});
afterAll(async () => {
  await t.close();
});

/** A learner with points and the PIN 246810. */
async function learnerWithPoints(points: number): Promise<Learner> {
  const learner = await registerLearner(t.app);
  await t.database.db.transaction((tx) => grantPoints(tx, learner.userId, points, "Hadiah uji"));
  const res = await asLearner(t.app, learner)("POST", "/api/user/pin/", { pin: "246810", password: "Belajar2026ok" });
  expect(res.statusCode).toBe(200);
  return learner;
}

async function invoiceFor(learner: Learner): Promise<CheckoutAnswer> {
  const res = await asLearner(t.app, learner)("POST", "/api/payment/v3/checkout/", { program_ids: [program.id] });
  return res.json<{ data: CheckoutAnswer }>().data;
}

const payWithPoints = (learner: Learner, invoiceId: number, pin?: string) =>
  asLearner(t.app, learner)("POST", "/api/payment/v3/pay/", {
    invoice_temp_id: invoiceId,
    full_id: "poin",
    ...(pin === undefined ? {} : { pin }),
  });

const balanceOf = async (learner: Learner) =>
  (await asLearner(t.app, learner)("GET", "/api/payment/poin/balance")).json<{
    data: { balance: number; history: { amount: number }[] };
  }>().data;

describe("payment PIN (GET and POST /user/pin/)", () => {
  it("is set only with the account password, and never stored as typed", async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    expect((await call("GET", "/api/user/pin/")).json().data).toEqual({ has_pin: false, frozen_until: null });
    const wrong = await call("POST", "/api/user/pin/", { pin: "111222", password: "SalahSekali1" });
    expect(wrong.json().message).toBe(POINTS_MESSAGES.wrongPassword);
    const bad = await call("POST", "/api/user/pin/", { pin: "12ab56", password: "Belajar2026ok" });
    expect(bad.statusCode).toBe(400);
    const set = await call("POST", "/api/user/pin/", { pin: "111222", password: "Belajar2026ok" });
    expect(set.json()).toMatchObject({ message: POINTS_MESSAGES.pinSaved, data: { has_pin: true } });
    const stored = await t.database.db.execute(
      sql`select pin_hash from payment_pins where user_id = ${learner.userId}`,
    );
    expect(JSON.stringify(stored)).not.toContain("111222");
    expect(JSON.stringify(stored)).toContain("$argon2id$");
  });
});

describe("paying with points (POST /payment/v3/pay/ with full_id poin)", () => {
  it("takes the points, records the payment as paid and enrols — after a wrong PIN is refused", async () => {
    const learner = await learnerWithPoints(500_000);
    const invoice = await invoiceFor(learner);
    const missing = await payWithPoints(learner, invoice.invoice_temp_id);
    expect(missing.json().message).toBe(POINTS_MESSAGES.pinRequired);
    const wrong = await payWithPoints(learner, invoice.invoice_temp_id, "000000");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: POINTS_MESSAGES.wrongPin,
      data: { attempts_left: PIN_MAX_ATTEMPTS - 1 },
    });
    const right = await payWithPoints(learner, invoice.invoice_temp_id, "246810");
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ status: PAYMENT_STATUS.SUCCESS, gross_amount: program.price, fee: 0 });
    const points = await balanceOf(learner);
    expect(points.balance).toBe(500_000 - program.price);
    expect(points.history.reduce((sum, h) => sum + h.amount, 0)).toBe(points.balance);
    const enrolled = await one(
      sql`select count(*)::int as n from program_users where user_id = ${learner.userId} and program_id = ${program.id}`,
    );
    expect(enrolled.n).toBe(1);
  });

  it("refuses when the points do not reach, and changes nothing", async () => {
    const learner = await learnerWithPoints(1_000);
    const invoice = await invoiceFor(learner);
    const res = await payWithPoints(learner, invoice.invoice_temp_id, "246810");
    expect(res.json().message).toBe(POINTS_MESSAGES.notEnough);
    expect((await balanceOf(learner)).balance).toBe(1_000);
    const payments = await one(sql`select count(*)::int as n from payments where user_id = ${learner.userId}`);
    expect(payments.n).toBe(0);
    const mails = await one(sql`select count(*)::int as n from mail_outbox where "to" = ${learner.email}`);
    expect(mails.n).toBe(0);
  });

  it("says the points do not reach before it asks for the PIN or counts a wrong one (issue 23)", async () => {
    const learner = await learnerWithPoints(1_000);
    const invoice = await invoiceFor(learner);
    const noPin = await payWithPoints(learner, invoice.invoice_temp_id);
    expect(noPin.json().message).toBe(POINTS_MESSAGES.notEnough);
    const wrong = await payWithPoints(learner, invoice.invoice_temp_id, "000000");
    expect(wrong.json().message).toBe(POINTS_MESSAGES.notEnough);
    const attempts = await one(
      sql`select failed_attempts::int as n from payment_pins where user_id = ${learner.userId}`,
    );
    expect(attempts.n).toBe(0);

    // a new account without points or PIN hears the same, not 'Atur PIN' after six digits
    const fresh = await registerLearner(t.app);
    const freshInvoice = await invoiceFor(fresh);
    const res = await payWithPoints(fresh, freshInvoice.invoice_temp_id, "123456");
    expect(res.json().message).toBe(POINTS_MESSAGES.notEnough);
  });

  it("P11 owes the 'Pembayaran berhasil' mail in the payment's transaction; the outbox worker sends it once", async () => {
    const learner = await learnerWithPoints(500_000);
    const invoice = await invoiceFor(learner);
    const paid = await payWithPoints(learner, invoice.invoice_temp_id, "246810");
    const paymentId: number = paid.json().data.id;
    const owed = await one(
      sql`select count(*)::int as n from mail_outbox where dedupe_key = ${paymentSuccessMailKey(paymentId)}`,
    );
    expect(owed.n).toBe(1);
    await t.app.mailOutbox.runOnce();
    await t.app.mailOutbox.runOnce();
    const mails = (await mailbox(t.app, learner.email)).filter((m) => m.subject.startsWith("Pembayaran berhasil"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Metode pembayaran: Poin");
    expect(mails[0]?.text).toContain(`/receipt/${paymentId}`);
  });

  it("P10: five wrong PINs in a row freeze it — then even the right PIN is refused", async () => {
    const learner = await learnerWithPoints(500_000);
    const invoice = await invoiceFor(learner);
    for (let i = 1; i < PIN_MAX_ATTEMPTS; i++) {
      expect((await payWithPoints(learner, invoice.invoice_temp_id, "999999")).json().message).toBe(
        POINTS_MESSAGES.wrongPin,
      );
    }
    const fifth = await payWithPoints(learner, invoice.invoice_temp_id, "999999");
    expect(fifth.json().message).toBe(POINTS_MESSAGES.pinFrozen);
    const right = await payWithPoints(learner, invoice.invoice_temp_id, "246810");
    expect(right.json().message).toBe(POINTS_MESSAGES.pinFrozen);
    expect((await asLearner(t.app, learner)("GET", "/api/user/pin/")).json().data.frozen_until).not.toBeNull();
    expect((await balanceOf(learner)).balance).toBe(500_000);
  });

  it("R2: parallel spends never take the balance below zero", async () => {
    const learner = await registerLearner(t.app);
    await t.database.db.transaction((tx) => grantPoints(tx, learner.userId, 100_000, "Hadiah uji"));
    // the spends hang on a payment row, as a points payment's would
    const invoice = await invoiceFor(learner);
    const payment = await one(sql`
      insert into payments (invoice_id, user_id, order_id, method_full_id, status, gross_amount, fee, instructions, expires_at)
      values (${invoice.invoice_temp_id}, ${learner.userId}, ${`UJI-${invoice.invoice_temp_id}`}, 'poin', 2, 1, 0, '{}'::jsonb, now())
      returning id`);
    const spends = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        t.database.db.transaction((tx) => spendPoints(tx, learner.userId, 30_000, "Uji paralel", payment.id ?? 0)),
      ),
    );
    expect(spends.filter((s) => s.status === "fulfilled")).toHaveLength(3);
    const points = await balanceOf(learner);
    expect(points.balance).toBe(10_000);
    const ledger = await one(sql`select sum(amount)::int as n from points_ledger where user_id = ${learner.userId}`);
    expect(ledger.n).toBe(10_000);
  });
});

describe("POST /payment/poin/cancelation (leaving points for another method)", () => {
  const cancel = (learner: Learner, invoiceId: unknown, fullId = "poin") =>
    asLearner(t.app, learner)("POST", "/api/payment/poin/cancelation", {
      invoice_temp_id: invoiceId,
      full_id: fullId,
    });

  it("answers the learner's open invoice as it is, as often as asked: nothing held, the balance untouched", async () => {
    const learner = await learnerWithPoints(500_000);
    const invoice = await invoiceFor(learner);
    const before = await balanceOf(learner);
    for (let i = 0; i < 2; i++) {
      const res = await cancel(learner, invoice.invoice_temp_id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 200, message: PAYMENT_MESSAGES.pointsPaymentCancelled, data: invoice });
    }
    expect(await balanceOf(learner)).toEqual(before);
    // the invoice is still open: points may still pay it after all
    expect((await payWithPoints(learner, invoice.invoice_temp_id, "246810")).statusCode).toBe(200);
  });

  it("leaves a pending payment by another method as it is", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await invoiceFor(learner);
    const va = await asLearner(t.app, learner)("POST", "/api/payment/v3/pay/", {
      invoice_temp_id: invoice.invoice_temp_id,
      full_id: "bca_va",
    });
    expect((await cancel(learner, invoice.invoice_temp_id)).statusCode).toBe(200);
    const payment = await one(sql`select status from payments where id = ${va.json().data.id}`);
    expect(payment.status).toBe(PAYMENT_STATUS.PENDING);
  });

  it("refuses another method (400), another learner's invoice (404) and a points payment already made (400)", async () => {
    const learner = await learnerWithPoints(500_000);
    const invoice = await invoiceFor(learner);
    const otherMethod = await cancel(learner, invoice.invoice_temp_id, "bca_va");
    expect(otherMethod.statusCode).toBe(400);
    expect(otherMethod.json().message).toBe(PAYMENT_MESSAGES.notPointsMethod);
    const stranger = await registerLearner(t.app);
    for (const res of [await cancel(stranger, invoice.invoice_temp_id), await cancel(learner, 99_999_999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CHECKOUT_MESSAGES.invoiceNotFound);
    }
    expect((await cancel(learner, "satu")).statusCode).toBe(400);

    expect((await payWithPoints(learner, invoice.invoice_temp_id, "246810")).statusCode).toBe(200);
    const paid = await balanceOf(learner);
    const done = await cancel(learner, invoice.invoice_temp_id);
    expect(done.statusCode).toBe(400);
    expect(done.json().message).toBe("Pembayaran dengan poin sudah selesai dan tidak dapat dibatalkan.");
    // nothing is given back: the balance and the ledger are as the payment left them
    expect(await balanceOf(learner)).toEqual(paid);
    expect(paid.balance).toBe(500_000 - program.price);
  });
});

describe("forgotten PIN (POST /user/pin/forgot, /user/pin/reset)", () => {
  const mailedKey = async (learner: Learner) => {
    const res = await t.app.inject({ method: "GET", url: `/api/dev/mailbox?to=${encodeURIComponent(learner.email)}` });
    const mails = res.json<{ data: { subject: string; text: string }[] }>().data;
    const mail = mails.find((m) => m.subject.startsWith("Atur Ulang PIN Pembayaran"));
    const key = /forgot-pin-payment\?pkey=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    if (!key) throw new Error("no PIN reset mail");
    return key;
  };

  it("mails a single-use link that sets a new PIN for its own learner only, and lifts a freeze", async () => {
    const learner = await learnerWithPoints(500_000);
    const call = asLearner(t.app, learner);
    const invoice = await invoiceFor(learner);
    for (let i = 0; i < PIN_MAX_ATTEMPTS; i++) await payWithPoints(learner, invoice.invoice_temp_id, "999999");
    expect((await call("GET", "/api/user/pin/")).json().data.frozen_until).not.toBeNull();
    const sent = await call("POST", "/api/user/pin/forgot");
    expect(sent.json().message).toBe(POINTS_MESSAGES.resetSent);
    const pkey = await mailedKey(learner);
    const stranger = asLearner(t.app, await registerLearner(t.app));
    const stolen = await stranger("POST", "/api/user/pin/reset", { pkey, pin: "135790" });
    expect(stolen.json().message).toBe(POINTS_MESSAGES.resetInvalid);
    const reset = await call("POST", "/api/user/pin/reset", { pkey, pin: "135790" });
    expect(reset.json()).toMatchObject({
      message: POINTS_MESSAGES.pinSaved,
      data: { has_pin: true, frozen_until: null },
    });
    expect((await call("POST", "/api/user/pin/reset", { pkey, pin: "975310" })).json().message).toBe(
      POINTS_MESSAGES.resetInvalid,
    );
    expect((await payWithPoints(learner, invoice.invoice_temp_id, "135790")).statusCode).toBe(200);
    const stored = await t.database.db.execute(
      sql`select token_hash from pin_resets where user_id = ${learner.userId}`,
    );
    expect(JSON.stringify(stored)).not.toContain(pkey);
  });
});
