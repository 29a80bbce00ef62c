import type { CheckoutAnswer } from "@app/domain/checkout/contracts";
import {
  PAYMENT_MESSAGES,
  type PaymentAnswer,
  type PrakerjaReceipt,
  prakerjaReceiptSchema,
  type Receipt,
} from "@app/domain/payment/contracts";
import { PRAKERJA_REDEEM_STATUS } from "@app/domain/prakerja/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Learner, registerLearner } from "../../testing/learner";
import { oneRow, openPayment } from "../../testing/payment-kit";
import { type PrakerjaTestPartner, startPrakerjaTestPartner } from "../../testing/prakerja-kit";
import { createTestApp, type TestApp, testClock } from "../../testing/test-app";

/**
 * The Prakerja receipt, GET /payment/invoice_preview/{programme id} (spec 002 section 7; decisions/030): a
 * job-training programme bought with the work card (against the partner simulator) answers the receipt with its
 * job-training block; a regular programme, another learner's purchase and an unpaid one answer 404; bad ids 400.
 */

type Body<T> = { status: number; message: string; data: T };

let partner: PrakerjaTestPartner;
let t: TestApp;
const clock = testClock(new Date());
let prakerjaProgram: number;
let regularProgram: number;

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
  // the sandbox gateway notifies the address the app listens on (the regular purchase below)
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const rows = await t.database.db.execute<{ id: number }>(sql`
    select p.id from programs p
    where p.is_published and p.deleted_at is null and p.price > 0 and p.category_name <> 'PRAKERJA'
    order by p.id limit 2`);
  const ids = ((rows as { rows?: { id: number }[] }).rows ?? []).map((r) => Number(r.id));
  [prakerjaProgram, regularProgram] = ids as [number, number];
  // a self-paced job-training programme with a redemption programme at the partner
  await t.database.db.execute(sql`
    update programs set category_name = 'PRAKERJA', program_type = 3, schedule_start = null
    where id = ${prakerjaProgram}`);
  await t.database.db.execute(sql`
    insert into prakerja_redemption_programs (program_id, partner_course_id)
    values (${prakerjaProgram}, ${`RCPT-${prakerjaProgram}-${Date.now()}`}) on conflict do nothing`);
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
const preview = (learner: Learner, id: unknown = prakerjaProgram) =>
  call(learner, `/api/payment/invoice_preview/${id}`);

async function expectNotFound(learner: Learner, id: unknown = prakerjaProgram) {
  const res = await preview(learner, id);
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json()).toMatchObject({ status: 404, message: PAYMENT_MESSAGES.prakerjaReceiptNotFound });
}

/** The learner buys the job-training programme with the work card: send_otp, the simulator's OTP, authorize. */
async function payWithWorkCard(learner: Learner): Promise<PaymentAnswer> {
  const checkout = await call(learner, "/api/payment/v3/checkout/", { program_ids: [prakerjaProgram], addon_ids: [] });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const invoice = checkout.json<Body<CheckoutAnswer>>().data;
  const sent = await call(learner, "/api/payment/pay/prakerja/send_otp/", { invoice_temp_id: invoice.invoice_temp_id });
  expect(sent.statusCode, sent.body).toBe(200);
  const otp = await fetch(`${partner.simulator.url}/_dev/otp?email=${encodeURIComponent(learner.email)}`);
  const code = ((await otp.json()) as { data: { otp: string } }).data.otp;
  const paid = await call(
    learner,
    "/api/payment/pay/prakerja/authorize/",
    { invoice_temp_id: invoice.invoice_temp_id, otp: code },
    { "idempotency-key": `receipt-${learner.userId}-${Date.now()}` },
  );
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json<Body<PaymentAnswer>>().data;
}

describe("the Prakerja receipt (GET /payment/invoice_preview/{programme id})", () => {
  it("answers the work-card purchase's receipt with the participant, the transaction and the redeem record", async () => {
    const learner = await registerLearner(t.app, "Peserta Kuitansi");
    await t.database.db.execute(sql`update users set prakerja_id = 'PK-2026-00451234' where id = ${learner.userId}`);
    await expectNotFound(learner); // not bought yet
    const payment = await payWithWorkCard(learner);

    const res = await preview(learner);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json<Body<{ data: PrakerjaReceipt }>>().data.data;
    expect(prakerjaReceiptSchema.safeParse(receipt).success).toBe(true);
    // the receipt is the payment's own receipt (one place for the receipt), plus the job-training block
    const regular = (await call(learner, `/api/payment/v5/detail/${payment.id}`)).json<Body<{ data: Receipt }>>().data
      .data;
    const { prakerja, ...rest } = receipt;
    expect(rest).toEqual(regular);
    expect(rest).toMatchObject({ kind: "receipt", payment_id: payment.id, method: "Kartu Prakerja" });
    const stored = await oneRow(
      t.database.db,
      sql`select instructions->>'transaction_id' as trx, pu.created_at as enrolled from payments p
        join program_users pu on pu.user_id = p.user_id and pu.program_id = ${prakerjaProgram}
        where p.id = ${payment.id}`,
    );
    const enrolledAt = new Date(stored.enrolled as unknown as string);
    const offsets = t.config.prakerjaDateOffsets;
    expect(typeof stored.trx).toBe("string");
    expect(prakerja).toEqual({
      participant_id_masked: "************1234",
      method: "Kartu Prakerja",
      transaction_id: stored.trx,
      redeem: {
        status: PRAKERJA_REDEEM_STATUS.UNREDEEMED,
        redemption_code_masked: null,
        redeemed_at: null,
        partner_invoice_code: null,
        redemption_deadline: new Date(
          enrolledAt.getTime() + offsets.specialRedemptionEnd + offsets.specialRedemptionToleranceEnd,
        ).toISOString(),
      },
    });
    // nothing of the code, the participant id or the partner's secrets in clear
    expect(res.body).not.toContain("PK-2026-00451234");

    // once redeemed: the masked code, when, and the partner's invoice code; no deadline any more
    const redeemedAt = new Date("2026-11-20T03:04:05.000Z");
    await t.database.db.execute(sql`
      insert into prakerja_redeems (program_user_id, user_id, program_id, status, redemption_code, redeemed_at,
        partner_invoice_code)
      select id, user_id, program_id, 1, 'ABCD1234WXYZ', ${redeemedAt}, 'INV-PRK-778899'
      from program_users where user_id = ${learner.userId} and program_id = ${prakerjaProgram}`);
    const redeemed = await preview(learner);
    expect(redeemed.body).not.toContain("ABCD1234WXYZ");
    expect(redeemed.json<Body<{ data: PrakerjaReceipt }>>().data.data.prakerja.redeem).toEqual({
      status: PRAKERJA_REDEEM_STATUS.SUCCESS,
      redemption_code_masked: "********WXYZ",
      redeemed_at: redeemedAt.toISOString(),
      partner_invoice_code: "INV-PRK-778899",
      redemption_deadline: null,
    });

    // another learner: the same 404 as a programme nobody bought; bad ids: 400
    await expectNotFound(await registerLearner(t.app));
    for (const bad of ["abc", "0", "-1", "99999999999"]) {
      const answer = await preview(learner, bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().status).toBe(400);
    }
  });

  it("answers 404 for a regular programme, even paid, and for an unpaid job-training purchase", async () => {
    const learner = await registerLearner(t.app);
    const regular = await openPayment(t.app, learner, { program_ids: [regularProgram] });
    await call(learner, `/api/dev/payment-simulator/${regular.id}/pay`, {});
    const paid = await call(learner, `/api/payment/program_receipt/${regularProgram}`);
    expect(paid.statusCode, paid.body).toBe(200); // the regular 'Resi Program' has it …
    await expectNotFound(learner, regularProgram); // … the Prakerja receipt does not
    await expectNotFound(learner, 2_000_000_000);

    // a job-training invoice whose work-card payment waits for its OTP is not bought
    const checkout = await call(learner, "/api/payment/v3/checkout/", {
      program_ids: [prakerjaProgram],
      addon_ids: [],
    });
    const invoice = checkout.json<Body<CheckoutAnswer>>().data;
    const sent = await call(learner, "/api/payment/pay/prakerja/send_otp/", {
      invoice_temp_id: invoice.invoice_temp_id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await expectNotFound(learner);
  });
});
