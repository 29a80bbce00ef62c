import type { CheckoutAnswer } from "@app/domain/checkout/contracts";
import type { PaymentAnswer, Receipt } from "@app/domain/payment/contracts";
import { PAYMENT_STATUS } from "@app/domain/payment/status";
import { WORK_CARD_FULL_ID, WORK_CARD_MESSAGES, type WorkCardOtpAnswer } from "@app/domain/payment/work-card";
import { type SQL, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Learner, registerLearner } from "../../testing/learner";
import { oneRow } from "../../testing/payment-kit";
import { type PrakerjaTestPartner, participantIdOf, startPrakerjaTestPartner } from "../../testing/prakerja-kit";
import { createTestApp, onPostgres, type TestApp, testClock } from "../../testing/test-app";
import { paymentSuccessMailKey } from "./mails";

/**
 * The work-card payment through app.inject against the real partner simulator (its signed protocol): the happy
 * path with the invariant amount charged = receipt total, wrong OTP, insufficient balance, the outage 503, the
 * purchase end, idempotent and parallel authorizes (charged once), and the caller's own invoice only.
 */

type Body<T> = { status: number; message: string; data: T };
const DAY = 24 * 3_600_000;

let partner: PrakerjaTestPartner;
let t: TestApp;
const clock = testClock(new Date());
let prakerjaProgram: number;
let regularProgram: number;
let closedProgram: number;
let keyNumber = 0;
const one = (query: SQL) => oneRow(t.database.db, query);

beforeAll(async () => {
  partner = await startPrakerjaTestPartner();
  t = await createTestApp({
    clock,
    env: {
      PRAKERJA_PARTNER_URL: partner.prakerja.partnerUrl,
      PRAKERJA_CLIENT_CODE: partner.prakerja.clientCode,
      PRAKERJA_SIGNING_KEY: partner.prakerja.signingKey,
    },
  });
  const rows = await t.database.db.execute<{ id: number }>(sql`
    select p.id from programs p
    where p.is_published and p.deleted_at is null and p.price > 0 order by p.id limit 3`);
  const ids = ((rows as { rows?: { id: number }[] }).rows ?? []).map((r) => Number(r.id));
  [prakerjaProgram, regularProgram, closedProgram] = ids as [number, number, number];
  await t.database.db.execute(sql`
    update programs set category_name = 'PRAKERJA', program_type = 3, schedule_start = null
    where id = ${prakerjaProgram}`);
  // a webinar starting in a day: its work-card purchase closed two days ago (purchase end 3 days before)
  await t.database.db.execute(sql`
    update programs set category_name = 'PRAKERJA', program_type = 2,
      schedule_start = ${new Date(clock().getTime() + DAY)}
    where id = ${closedProgram}`);
});

afterAll(async () => {
  await t?.close();
  await partner?.close();
});

const call = (learner: Learner, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: body === undefined ? "GET" : "POST",
    url,
    headers: { "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${learner.token}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function invoiceFor(learner: Learner, programId = prakerjaProgram): Promise<CheckoutAnswer> {
  const res = await call(learner, "/api/payment/v3/checkout/", { program_ids: [programId], addon_ids: [] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Body<CheckoutAnswer>>().data;
}

const sendOtp = (learner: Learner, invoiceId: number) =>
  call(learner, "/api/payment/pay/prakerja/send_otp/", { invoice_temp_id: invoiceId });
const authorize = (learner: Learner, invoiceId: number, otp: string, key = `wk-${++keyNumber}-${Date.now()}`) =>
  call(
    learner,
    "/api/payment/pay/prakerja/authorize/",
    { invoice_temp_id: invoiceId, otp },
    { "idempotency-key": key },
  );

async function simulatorGet<T>(path: string): Promise<T> {
  const res = await fetch(`${partner.simulator.url}${path}`);
  return ((await res.json()) as { data: T }).data;
}
const lastOtp = async (learner: Learner) =>
  (await simulatorGet<{ otp: string }>(`/_dev/otp?email=${encodeURIComponent(learner.email)}`)).otp;
async function setBalance(learner: Learner, balance: number) {
  await fetch(`${partner.simulator.url}/_dev/balance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: learner.email, balance }),
  });
}
const balanceOf = async (learner: Learner) => {
  const client = partner.client();
  return (await client.getWorkCardBalance({ email: learner.email })).balance;
};
const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, "0");

const enrolments = async (learner: Learner, programId: number) =>
  (
    await one(
      sql`select count(*)::int as n from program_users where user_id = ${learner.userId} and program_id = ${programId}`,
    )
  ).n;

async function opened(learner: Learner) {
  const invoice = await invoiceFor(learner);
  const res = await sendOtp(learner, invoice.invoice_temp_id);
  expect(res.statusCode, res.body).toBe(200);
  return { invoice, otp: res.json<Body<WorkCardOtpAnswer>>().data };
}

describe("the work-card payment (send_otp, authorize)", () => {
  it("pays the invoice: one charge of the receipt's total, enrolment, history, receipt and mail", async () => {
    const learner = await registerLearner(t.app, "Peserta Kartu");
    const before = await balanceOf(learner);
    const { invoice, otp } = await opened(learner);
    expect(otp).toMatchObject({ amount: invoice.real_total, balance: before });
    const res = await authorize(learner, invoice.invoice_temp_id, await lastOtp(learner));
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json<Body<PaymentAnswer>>().data;
    expect(payment).toMatchObject({
      status: PAYMENT_STATUS.SUCCESS,
      full_id: WORK_CARD_FULL_ID,
      payment_name: "Kartu Prakerja",
      gross_amount: invoice.real_total,
      fee: 0,
      instructions: null,
    });
    expect(await enrolments(learner, prakerjaProgram)).toBe(1);
    const receipt = (await call(learner, `/api/payment/v5/detail/${payment.id}`)).json<Body<{ data: Receipt }>>().data
      .data;
    expect(receipt).toMatchObject({ kind: "receipt", method: "Kartu Prakerja", total: invoice.real_total });
    expect(before - (await balanceOf(learner))).toBe(receipt.total);
    const history = (await call(learner, "/api/payment/v4/list/1/10", {})).json<{ data: { id: number }[] }>().data;
    expect(history.map((p) => p.id)).toContain(payment.id);
    const mails = await one(
      sql`select count(*)::int as n from mail_outbox where dedupe_key = ${paymentSuccessMailKey(payment.id)}`,
    );
    expect(mails.n).toBe(1);
    // the card holder is a job-training participant from now on: the partner's participant number is kept
    const holder = await one(sql`select prakerja_id from users where email = ${learner.email}`);
    expect(holder.prakerja_id).toBe(participantIdOf(learner.email));
  });

  it("refuses a wrong OTP with 400 in Indonesian, then takes the right one", async () => {
    const learner = await registerLearner(t.app);
    const { invoice } = await opened(learner);
    const otp = await lastOtp(learner);
    const wrong = await authorize(learner, invoice.invoice_temp_id, wrongOtp(otp));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WORK_CARD_MESSAGES.otpInvalid);
    const right = await authorize(learner, invoice.invoice_temp_id, otp);
    expect(right.statusCode, right.body).toBe(200);
  });

  it("refuses an insufficient balance with 400 before sending an OTP", async () => {
    const learner = await registerLearner(t.app);
    await setBalance(learner, 1000);
    const invoice = await invoiceFor(learner);
    const res = await sendOtp(learner, invoice.invoice_temp_id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WORK_CARD_MESSAGES.insufficientBalance);
  });

  it("answers a partner outage with the 503 envelope, never a 500, and nothing is paid", async () => {
    const learner = await registerLearner(t.app);
    const { invoice } = await opened(learner);
    const otp = await lastOtp(learner);
    partner.simulator.setMode("error");
    try {
      const res = await authorize(learner, invoice.invoice_temp_id, otp);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, message: WORK_CARD_MESSAGES.partnerDown });
    } finally {
      partner.simulator.setMode("normal");
    }
    expect(await enrolments(learner, prakerjaProgram)).toBe(0);
  });

  it("refuses a programme that is not Prakerja, and one past its work-card purchase end", async () => {
    const learner = await registerLearner(t.app);
    const regular = await invoiceFor(learner, regularProgram);
    const notPrakerja = await sendOtp(learner, regular.invoice_temp_id);
    expect(notPrakerja.statusCode).toBe(400);
    expect(notPrakerja.json().message).toBe(WORK_CARD_MESSAGES.notJobTraining);
    const other = await registerLearner(t.app);
    const late = await invoiceFor(other, closedProgram);
    const closed = await sendOtp(other, late.invoice_temp_id);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(WORK_CARD_MESSAGES.purchaseClosed);
  });

  it("the same idempotency key twice charges once and answers the same", async () => {
    const learner = await registerLearner(t.app);
    const before = await balanceOf(learner);
    const { invoice } = await opened(learner);
    const otp = await lastOtp(learner);
    const first = await authorize(learner, invoice.invoice_temp_id, otp, "same-key-1");
    const again = await authorize(learner, invoice.invoice_temp_id, otp, "same-key-1");
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(before - (await balanceOf(learner))).toBe(invoice.real_total);
    // without a key (or with another) the payment is charged once all the same: it is already paid
    const noKey = await call(learner, "/api/payment/pay/prakerja/authorize/", {
      invoice_temp_id: invoice.invoice_temp_id,
      otp,
    });
    expect(noKey.json<Body<PaymentAnswer>>().data.status).toBe(PAYMENT_STATUS.SUCCESS);
    expect(before - (await balanceOf(learner))).toBe(invoice.real_total);
  });

  it("two authorizes at once charge once; amount charged = receipt total", async () => {
    const learner = await registerLearner(t.app);
    const before = await balanceOf(learner);
    const { invoice } = await opened(learner);
    const otp = await lastOtp(learner);
    const answers: LightMyRequestResponse[] = await Promise.all([
      authorize(learner, invoice.invoice_temp_id, otp),
      authorize(learner, invoice.invoice_temp_id, otp),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const paymentId = answers[0]?.json<Body<PaymentAnswer>>().data.id;
    const row = await one(sql`select status, gross_amount from payments where id = ${paymentId}`);
    expect(row.status).toBe(PAYMENT_STATUS.SUCCESS);
    const receipt = (await call(learner, `/api/payment/v5/detail/${paymentId}`)).json<Body<{ data: Receipt }>>().data
      .data;
    expect(before - (await balanceOf(learner))).toBe(receipt.total);
    expect(Number(row.gross_amount)).toBe(receipt.total);
    expect(await enrolments(learner, prakerjaProgram)).toBe(1);
    const paid = await one(
      sql`select count(*)::int as n from payments where invoice_id = ${invoice.invoice_temp_id} and status = 2`,
    );
    expect(paid.n).toBe(1);
    if (onPostgres) expect(answers[1]?.json<Body<PaymentAnswer>>().data.id).toBe(paymentId);
  });

  it("the page's reads: whether the work card may pay the invoice (own invoice only), and the balance", async () => {
    const learner = await registerLearner(t.app);
    const prakerja = await invoiceFor(learner);
    const yes = await call(learner, `/api/payment/pay/prakerja/invoice/${prakerja.invoice_temp_id}`);
    expect(yes.json<Body<unknown>>().data).toMatchObject({ eligible: true, reason: null, invoice: prakerja });
    const other = await registerLearner(t.app);
    const regular = await invoiceFor(other, regularProgram);
    const no = await call(other, `/api/payment/pay/prakerja/invoice/${regular.invoice_temp_id}`);
    expect(no.json<Body<unknown>>().data).toMatchObject({ eligible: false, reason: WORK_CARD_MESSAGES.notJobTraining });
    expect((await call(other, `/api/payment/pay/prakerja/invoice/${prakerja.invoice_temp_id}`)).statusCode).toBe(404);
    await setBalance(learner, 1_250_000);
    const balance = await call(learner, "/api/payment/pay/prakerja/balance/");
    expect(balance.json<Body<{ balance: number }>>().data).toEqual({ balance: 1_250_000 });
    partner.simulator.setMode("error");
    try {
      expect((await call(learner, "/api/payment/pay/prakerja/balance/")).statusCode).toBe(503);
    } finally {
      partner.simulator.setMode("normal");
    }
  });

  it("another learner's invoice is not found (IDOR), and the gateway call refuses the work card", async () => {
    const owner = await registerLearner(t.app);
    const { invoice } = await opened(owner);
    const intruder = await registerLearner(t.app);
    expect((await sendOtp(intruder, invoice.invoice_temp_id)).statusCode).toBe(404);
    const stolen = await authorize(intruder, invoice.invoice_temp_id, await lastOtp(owner));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(WORK_CARD_MESSAGES.otpFirst);
    const viaGateway = await call(owner, "/api/payment/v3/pay/", {
      invoice_temp_id: invoice.invoice_temp_id,
      full_id: WORK_CARD_FULL_ID,
    });
    expect(viaGateway.statusCode).toBe(400);
    expect(viaGateway.json().message).toBe(WORK_CARD_MESSAGES.useOtp);
  });
});
