import { CHECKOUT_MESSAGES, type CheckoutAnswer } from "@app/domain/checkout/contracts";
import { PAYMENT_MESSAGES, type PaymentAnswer, type PaymentInstructions } from "@app/domain/payment/contracts";
import { PAYMENT_STATUS } from "@app/domain/payment/status";
import { type SQL, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { notify, oneRow, rowsOf, signedNotification } from "../../testing/payment-kit";
import { createTestApp, onPostgres, type TestApp } from "../../testing/test-app";
import type { PaymentGateway } from "./gateway";
import { ATTEMPT_LOST_AFTER_MS, OWED_CANCEL_RETRY, pay, reconcileOverduePayments, retryOwedCancels } from "./service";

/**
 * Issue 17, items 2, 3 and 9: an invoice's price is frozen while a payment of it is live (P3, S12); one payment
 * attempt of an invoice at a time, every payment row readable whatever happened (R3); a gateway failure keeps its
 * cause and a failed cancel is retried, never dropped.
 */
let t: TestApp;
const one = (query: SQL) => oneRow(t.database.db, query);
const silentLog = pino({ level: "silent" });
const context = { mail: { brand: "Karirmu", publicUrl: "http://localhost" }, log: silentLog };
let program: number;

beforeAll(async () => {
  t = await createTestApp();
  // a programme of Rp49.000, as in the report (KUOTA5 then HEMAT10 on a 49,000 invoice)
  const r = await one(sql`
    select id from programs where is_published and deleted_at is null and price > 0 order by id limit 1`);
  program = r.id ?? 0;
  await t.database.db.execute(sql`update programs set price = 49000 where id = ${program}`);
  await t.database.db.execute(sql`update vouchers set quota_total = null where code = 'HEMAT10'`);
});
afterAll(async () => {
  await t.close();
});

type Body<T> = { status: number; message: string; data: T };

async function checkout(learner: Learner, programId = program): Promise<CheckoutAnswer> {
  const res = await asLearner(t.app, learner)("POST", "/api/payment/v3/checkout/", { program_ids: [programId] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Body<CheckoutAnswer>>().data;
}
const applyVoucher = (learner: Learner, invoiceId: number, code: string) =>
  asLearner(t.app, learner)("POST", "/api/payment/v3/voucher/", { invoice_temp_id: invoiceId, code });
const removeVoucher = (learner: Learner, invoiceId: number) =>
  asLearner(t.app, learner)("DELETE", "/api/payment/v3/voucher/", { invoice_temp_id: invoiceId });
const payWith = (learner: Learner, invoiceId: number, fullId: string) =>
  asLearner(t.app, learner)("POST", "/api/payment/v3/pay/", { invoice_temp_id: invoiceId, full_id: fullId });
const settle = (payment: { order_id: string; gross_amount: number }) =>
  notify(t.app, signedNotification(t.config.payment.serverKey, payment, "settlement"));
const receipt = async (learner: Learner, paymentId: number) =>
  (await asLearner(t.app, learner)("GET", `/api/payment/v5/detail/${paymentId}`)).json<
    Body<{ data: { subtotal: number; discount: number; fee: number; total: number } }>
  >().data.data;
const voucherUse = async (code: string) =>
  one(sql`
    select v.used_total,
      (select count(*)::int from voucher_reservations r where r.voucher_id = v.id and r.status <> 'released') as held,
      (select count(*)::int from voucher_reservations r where r.voucher_id = v.id and r.status = 'used') as used,
      (select count(*)::int from payments p join invoices i on i.id = p.invoice_id
        where i.voucher_id = v.id and p.status = 2) as paid
    from vouchers v where v.code = ${code}`);

describe("P3/S12: the price is frozen while a payment is live", () => {
  it("P3 a quota voucher cannot be removed or swapped while its VA is pending; the receipt is what the gateway settled", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await checkout(learner);
    expect((await applyVoucher(learner, invoice.invoice_temp_id, "KUOTA5")).statusCode).toBe(200);
    const before = await voucherUse("KUOTA5");
    const payment = (await payWith(learner, invoice.invoice_temp_id, "bca_va")).json<Body<PaymentAnswer>>().data;
    expect(payment.gross_amount).toBe(49_000 - 9_800 + 4_000);

    const removed = await removeVoucher(learner, invoice.invoice_temp_id);
    expect([removed.statusCode, removed.json().message]).toEqual([400, CHECKOUT_MESSAGES.voucherLockedWhilePaying]);
    const swapped = await applyVoucher(learner, invoice.invoice_temp_id, "HEMAT10");
    expect([swapped.statusCode, swapped.json().message]).toEqual([400, CHECKOUT_MESSAGES.voucherLockedWhilePaying]);
    // the quota seat stays with this invoice
    expect(await voucherUse("KUOTA5")).toEqual(before);

    expect((await settle(payment)).json().data.outcome).toBe("applied");
    const paid = await receipt(learner, payment.id);
    expect(paid).toMatchObject({ subtotal: 49_000, discount: 9_800, fee: 4_000, total: 43_200 });
    expect(paid.subtotal - paid.discount + paid.fee).toBe(paid.total);
    const after = await voucherUse("KUOTA5");
    expect(after.used).toBe(after.paid);
    expect(after.used_total).toBe(after.held);
  });

  it("P3 a voucher cannot be added to a pending payment; cancelling the payment unfreezes the price", async () => {
    const learner = await registerLearner(t.app);
    const expensive = await one(sql`
      select id from programs where is_published and deleted_at is null and price >= 150000 order by id limit 1`);
    const invoice = await checkout(learner, expensive.id);
    const first = (await payWith(learner, invoice.invoice_temp_id, "bni_va")).json<Body<PaymentAnswer>>().data;
    const added = await applyVoucher(learner, invoice.invoice_temp_id, "POTONG50K");
    expect([added.statusCode, added.json().message]).toEqual([400, CHECKOUT_MESSAGES.voucherLockedWhilePaying]);
    expect(await receipt(learner, first.id)).toMatchObject({ discount: 0 });

    const cancel = await asLearner(t.app, learner)("POST", "/api/payment/invoice/cancel/", {
      invoice_temp_id: invoice.invoice_temp_id,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await applyVoucher(learner, invoice.invoice_temp_id, "POTONG50K")).statusCode).toBe(200);
    const second = (await payWith(learner, invoice.invoice_temp_id, "bni_va")).json<Body<PaymentAnswer>>().data;
    expect(second.gross_amount).toBe(invoice.subtotal - 50_000 + second.fee);
    // the old VA, paid late, is not honoured: nothing is enrolled on it, and the discount was never on it
    expect((await settle(first)).json().data.outcome).toBe("paid_after_close");
    expect((await settle(second)).json().data.outcome).toBe("applied");
    const paid = await receipt(learner, second.id);
    expect(paid.discount).toBe(50_000);
    expect(paid.subtotal - paid.discount + paid.fee).toBe(second.gross_amount);
    const use = await voucherUse("POTONG50K");
    expect(use.used).toBe(use.paid);
  });
});

describe("R3: one payment attempt of an invoice at a time", () => {
  const methods = ["bca_va", "bni_va", "bri_va", "mandiri_va", "permata_va", "gopay", "shopeepay", "alfamart"];

  it.runIf(onPostgres)(
    "R3 eight pay calls at once with different methods: no 500, one live payment, every payment's detail readable",
    async () => {
      const learner = await registerLearner(t.app);
      const invoice = await checkout(learner);
      const answers = await Promise.all(methods.map((m) => payWith(learner, invoice.invoice_temp_id, m)));
      for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
      const refused = answers.filter((a) => a.statusCode === 409);
      for (const a of refused) expect(a.json().message).toBe(PAYMENT_MESSAGES.attemptInProgress);
      expect(answers.some((a) => a.statusCode === 200)).toBe(true);
      const rows = await rowsOf(
        t.database.db,
        sql`select id, status from payments where invoice_id = ${invoice.invoice_temp_id} order by id`,
      );
      expect(rows.filter((r) => r.status === PAYMENT_STATUS.PENDING)).toHaveLength(1);
      expect(rows.filter((r) => r.status === PAYMENT_STATUS.PENDING_INTERNAL)).toHaveLength(0);
      for (const row of rows) {
        for (const path of ["v3", "v4"]) {
          const detail = await asLearner(t.app, learner)("GET", `/api/payment/${path}/detail/${row.id}`);
          expect(detail.statusCode, detail.body).toBe(200);
        }
      }
    },
  );

  it("R3 a second attempt while the gateway is still answering the first is refused with 409; a stuck one is swept", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await checkout(learner);
    const { gateway: slow, answer } = slowGateway();
    const now = new Date();
    const input = { invoice_temp_id: invoice.invoice_temp_id, full_id: "bca_va" };
    const first = pay(t.database.db, slow, context, learner.userId, input, now);
    await waitFor(async () => (await attempts(invoice.invoice_temp_id)).length === 1);
    const second = await payWith(learner, invoice.invoice_temp_id, "gopay");
    expect([second.statusCode, second.json().message]).toEqual([409, PAYMENT_MESSAGES.attemptInProgress]);
    // the attempt while the gateway answers: readable, with no instructions yet
    const [waiting] = await attempts(invoice.invoice_temp_id);
    const detail = await asLearner(t.app, learner)("GET", `/api/payment/v3/detail/${waiting?.id}`);
    expect(detail.json().data).toMatchObject({ status: PAYMENT_STATUS.PENDING_INTERNAL, instructions: null });
    answer({ kind: "virtual_account", bank: "BCA", va_number: "3935800000000001" });
    const paymentId = await first;
    expect((await one(sql`select status from payments where id = ${paymentId}`)).status).toBe(PAYMENT_STATUS.PENDING);

    // an attempt whose gateway never came back (the process died mid-charge) is closed by the sweep, cancel owed
    const other = await registerLearner(t.app);
    const lost = await checkout(other);
    void pay(
      t.database.db,
      { ...slow, charge: () => new Promise(() => undefined) },
      context,
      other.userId,
      {
        invoice_temp_id: lost.invoice_temp_id,
        full_id: "bca_va",
      },
      now,
    ).catch(() => undefined);
    await waitFor(async () => (await attempts(lost.invoice_temp_id)).length === 1);
    const later = new Date(now.getTime() + ATTEMPT_LOST_AFTER_MS + 1_000);
    expect(await reconcileOverduePayments(t.database.db, later)).toBeGreaterThanOrEqual(1);
    const [closed] = await attempts(lost.invoice_temp_id);
    expect(closed).toMatchObject({ status: PAYMENT_STATUS.FAILED, cancel_owed: true });
  });

  it("R3 cancelling waits for the attempt; an attempt closed while the gateway answers has its fresh charge cancelled", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await checkout(learner);
    const { gateway: slow, answer, cancelled } = slowGateway();
    const input = { invoice_temp_id: invoice.invoice_temp_id, full_id: "bca_va" };
    const now = new Date();
    const first = pay(t.database.db, slow, context, learner.userId, input, now);
    await waitFor(async () => (await attempts(invoice.invoice_temp_id)).length === 1);
    const early = await asLearner(t.app, learner)("POST", "/api/payment/invoice/cancel/", input);
    expect([early.statusCode, early.json().message]).toEqual([409, PAYMENT_MESSAGES.attemptInProgress]);
    // the sweep takes the attempt for lost (its gateway call outlived every limit) just before the gateway answers
    await reconcileOverduePayments(t.database.db, new Date(now.getTime() + ATTEMPT_LOST_AFTER_MS + 1_000));
    answer({ kind: "virtual_account", bank: "BCA", va_number: "3935800000000002" });
    await expect(first).rejects.toMatchObject({ message: PAYMENT_MESSAGES.paymentCancelled });
    const [row] = await attempts(invoice.invoice_temp_id);
    expect(row).toMatchObject({ status: PAYMENT_STATUS.FAILED, cancel_owed: false });
    expect(cancelled).toContain(row?.order_id);
    const detail = await asLearner(t.app, learner)("GET", `/api/payment/v4/detail/${row?.id}`);
    expect(detail.json().data).toMatchObject({ status: PAYMENT_STATUS.FAILED, instructions: null });
  });
});

describe("R7/R4: failures keep their cause; a failed cancel is retried", () => {
  it("R7 a gateway failure answers 503 with the gateway's error as its cause", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await checkout(learner);
    const cause = new Error("socket hang up");
    const broken: PaymentGateway = { charge: () => Promise.reject(cause), cancel: async () => undefined };
    const attempt = pay(
      t.database.db,
      broken,
      context,
      learner.userId,
      {
        invoice_temp_id: invoice.invoice_temp_id,
        full_id: "bca_va",
      },
      new Date(),
    );
    await expect(attempt).rejects.toMatchObject({ httpStatus: 503, message: PAYMENT_MESSAGES.gatewayDown, cause });
  });

  it("R7 a cancel the gateway refused stays owed, is logged, and the sweep cancels it later", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await checkout(learner);
    const logged: { msg: string; err?: { message?: string } }[] = [];
    const log = pino({ level: "warn" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const refusing: PaymentGateway = {
      charge: async () => ({ kind: "virtual_account", bank: "BCA", va_number: "3935800000000003" }),
      cancel: () => Promise.reject(new Error("gateway 502")),
    };
    const input = { invoice_temp_id: invoice.invoice_temp_id, full_id: "bca_va" };
    await pay(t.database.db, refusing, { ...context, log }, learner.userId, input, new Date());
    // another method replaces the first payment: its cancel fails
    await pay(t.database.db, refusing, { ...context, log }, learner.userId, { ...input, full_id: "gopay" }, new Date());
    const [replaced] = await attempts(invoice.invoice_temp_id);
    expect(replaced).toMatchObject({ status: PAYMENT_STATUS.FAILED, cancel_owed: true });
    expect(logged.filter((l) => l.msg.includes("gateway cancel failed"))).toHaveLength(1);
    expect(logged[0]?.err?.message).toBe("gateway 502");

    const cancelled: string[] = [];
    const working: PaymentGateway = { ...refusing, cancel: async (orderId) => void cancelled.push(orderId) };
    expect(await retryOwedCancels(t.database.db, working, silentLog, new Date())).toBeGreaterThanOrEqual(1);
    expect(cancelled).toContain(replaced?.order_id);
    const [after] = await attempts(invoice.invoice_temp_id);
    expect(after?.cancel_owed).toBe(false);
  });
});

describe("R3/R1: the gateway's own notification, retries and stored rows", () => {
  it("R3 a 'pending' notification that overtakes the charge's answer leaves a live payment with its instructions", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await checkout(learner);
    const { gateway: slow, answer } = slowGateway();
    const input = { invoice_temp_id: invoice.invoice_temp_id, full_id: "bca_va" };
    const first = pay(t.database.db, slow, context, learner.userId, input, new Date());
    await waitFor(async () => (await attempts(invoice.invoice_temp_id)).length === 1);
    const [attempt] = await attempts(invoice.invoice_temp_id);
    const gross = (await one(sql`select gross_amount from payments where id = ${attempt?.id}`)).gross_amount ?? 0;
    const early = await notify(
      t.app,
      signedNotification(
        t.config.payment.serverKey,
        { order_id: attempt?.order_id ?? "", gross_amount: gross },
        "pending",
      ),
    );
    expect(early.statusCode).toBe(200);
    answer({ kind: "virtual_account", bank: "BCA", va_number: "3935800000000004" });
    expect(await first).toBe(attempt?.id);
    const detail = await asLearner(t.app, learner)("GET", `/api/payment/v3/detail/${attempt?.id}`);
    expect(detail.json().data).toMatchObject({
      status: PAYMENT_STATUS.PENDING,
      instructions: { kind: "virtual_account", va_number: "3935800000000004" },
    });
    expect((await attempts(invoice.invoice_temp_id))[0]?.cancel_owed).toBe(false);
  });

  it("R1 a 409 'still being processed' is not kept as the key's answer: the same request with the same key goes through later", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await checkout(learner);
    const { gateway: slow, answer } = slowGateway();
    const first = pay(
      t.database.db,
      slow,
      context,
      learner.userId,
      {
        invoice_temp_id: invoice.invoice_temp_id,
        full_id: "bni_va",
      },
      new Date(),
    );
    await waitFor(async () => (await attempts(invoice.invoice_temp_id)).length === 1);
    const withKey = () =>
      t.app.inject({
        method: "POST",
        url: "/api/payment/v3/pay/",
        headers: { authorization: `Bearer ${learner.token}`, "idempotency-key": "bayar-bni-1" },
        payload: { invoice_temp_id: invoice.invoice_temp_id, full_id: "bni_va" },
      });
    const busy = await withKey();
    expect([busy.statusCode, busy.json().message]).toEqual([409, PAYMENT_MESSAGES.attemptInProgress]);
    answer({ kind: "virtual_account", bank: "BNI", va_number: "9880000000000005" });
    const paymentId = await first;
    const again = await withKey();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    expect(again.json().data.id).toBe(paymentId);
  });

  it("R3 a stored row whose instructions no schema accepts is still answered (instructions null), never 500", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await checkout(learner);
    const payment = (await payWith(learner, invoice.invoice_temp_id, "bca_va")).json<Body<PaymentAnswer>>().data;
    for (const stored of [sql`'{}'::jsonb`, sql`'{"kind":"bitcoin"}'::jsonb`, sql`'[1,2]'::jsonb`]) {
      await t.database.db.execute(sql`update payments set instructions = ${stored} where id = ${payment.id}`);
      for (const path of ["v3", "v4"]) {
        const detail = await asLearner(t.app, learner)("GET", `/api/payment/${path}/detail/${payment.id}`);
        expect(detail.statusCode, detail.body).toBe(200);
        expect(detail.json().data.instructions).toBeNull();
      }
    }
  });

  it("R7 an owed cancel that keeps failing waits longer each time, never blocks the others, and is given up in the end", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await checkout(learner);
    const refusing: PaymentGateway = {
      charge: async () => ({ kind: "virtual_account", bank: "BCA", va_number: "3935800000000006" }),
      cancel: () => Promise.reject(new Error("gateway 502")),
    };
    const input = { invoice_temp_id: invoice.invoice_temp_id, full_id: "bca_va" };
    await pay(t.database.db, refusing, context, learner.userId, input, new Date());
    await pay(t.database.db, refusing, context, learner.userId, { ...input, full_id: "gopay" }, new Date());
    const [stuck] = await attempts(invoice.invoice_temp_id);
    expect(stuck?.cancel_owed).toBe(true);
    // only this learner's owed cancels are looked at: others of this file are settled first
    await t.database.db.execute(sql`update payments set cancel_owed = false where id <> ${stuck?.id}`);
    const logged: { msg: string; level: number }[] = [];
    const log = pino({ level: "warn" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    let now = new Date();
    const retryAt = async () =>
      (
        await rowsOf(t.database.db, sql`select cancel_retry_at, cancel_attempts from payments where id = ${stuck?.id}`)
      )[0];
    expect(await retryOwedCancels(t.database.db, refusing, log, now)).toBe(0);
    const firstTry = await retryAt();
    expect(firstTry?.cancel_attempts).toBe(1);
    // not due again at once
    await retryOwedCancels(t.database.db, refusing, log, now);
    expect((await retryAt())?.cancel_attempts).toBe(1);
    for (let i = 1; i < OWED_CANCEL_RETRY.maxAttempts; i++) {
      now = new Date(now.getTime() + OWED_CANCEL_RETRY.maxWaitMs + 1_000);
      await retryOwedCancels(t.database.db, refusing, log, now);
    }
    expect((await retryAt())?.cancel_attempts).toBe(OWED_CANCEL_RETRY.maxAttempts);
    expect((await attempts(invoice.invoice_temp_id))[0]?.cancel_owed).toBe(false);
    expect(logged.filter((l) => l.level === 50 && l.msg.includes("given up"))).toHaveLength(1);
  });
});

/**
 * A gateway whose charge answers only when the test says so (`answer`), recording the cancels it is asked for:
 * the moment between an attempt's start and the gateway's answer, held open.
 */
function slowGateway() {
  let resolveCharge: (instructions: PaymentInstructions) => void = () => undefined;
  const cancelled: string[] = [];
  const gateway: PaymentGateway = {
    charge: () =>
      new Promise((resolve) => {
        resolveCharge = resolve;
      }),
    cancel: async (orderId) => {
      cancelled.push(orderId);
    },
  };
  return { gateway, cancelled, answer: (instructions: PaymentInstructions) => resolveCharge(instructions) };
}

type AttemptRow = { id: number; status: number; order_id: string; cancel_owed: boolean };
async function attempts(invoiceId: number): Promise<AttemptRow[]> {
  return (await rowsOf(
    t.database.db,
    sql`select id, status, order_id, cancel_owed from payments where invoice_id = ${invoiceId} order by id`,
  )) as unknown as AttemptRow[];
}

async function waitFor(condition: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}
