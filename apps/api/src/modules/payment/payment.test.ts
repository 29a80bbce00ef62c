import { createServer } from "node:net";
import type { CheckoutAnswer } from "@app/domain/checkout/contracts";
import { PAYMENT_MESSAGES, type PaymentAnswer } from "@app/domain/payment/contracts";
import { PAYMENT_STATUS } from "@app/domain/payment/status";
import { formatRupiah } from "@app/domain/shared/currency";
import { type SQL, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { type Database, openDatabase } from "../../platform/db";
import { MESSAGES } from "../../platform/errors";
import { IDEMPOTENCY_MESSAGES } from "../../platform/idempotency";
import { mailbox } from "../../testing/account-kit";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { notify as notifyGateway, oneRow, openPayment, signedNotification } from "../../testing/payment-kit";
import { createTestApp, type TestApp, testDatabaseUrl } from "../../testing/test-app";
import { boundedGateway, gatewayAmount, type PaymentGateway } from "./gateway";
import { paymentSuccessMailKey } from "./mails";
import { pay, reconcileOverduePayments } from "./service";

let t: TestApp;
const silentLog = pino({ level: "silent" });
const one = (query: SQL) => oneRow(t.database.db, query);

let program: number;
let addon: number;

beforeAll(async () => {
  t = await createTestApp();
  // the sandbox gateway notifies the address the server listens on, over HTTP
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const r = await one(sql`
    select p.id as program, a.id as addon from programs p join addons a on a.program_id = p.id
    where p.is_published and p.deleted_at is null and p.price > 0 order by p.id limit 1`);
  program = r.program ?? 0;
  addon = r.addon ?? 0;
  // plenty of seats for the tests that are not about seats
  await t.database.db.execute(sql`update addons set quota = null where id = ${addon}`);
});
afterAll(async () => {
  await t.close();
});

async function invoiceFor(learner: Learner, withAddon = true): Promise<CheckoutAnswer> {
  const res = await asLearner(t.app, learner)("POST", "/api/payment/v3/checkout/", {
    program_ids: [program],
    addon_ids: withAddon ? [addon] : [],
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: CheckoutAnswer }>().data;
}

async function payWith(learner: Learner, invoiceId: number, fullId: string) {
  return asLearner(t.app, learner)("POST", "/api/payment/v3/pay/", { invoice_temp_id: invoiceId, full_id: fullId });
}

const paid = (learner: Learner, fullId = "bca_va"): Promise<PaymentAnswer> =>
  openPayment(t.app, learner, { program_ids: [program], addon_ids: [addon] }, fullId);

const signed = (orderId: string, grossAmount: number, transactionStatus: string, statusCode = "200") =>
  signedNotification(
    t.config.payment.serverKey,
    { order_id: orderId, gross_amount: grossAmount },
    transactionStatus,
    statusCode,
  );
const notify = (body: unknown) => notifyGateway(t.app, body as object);

/** The simulator page's buttons, as the learner's browser calls them (the simulator acts on own payments only). */
const simulate = (learner: Learner, paymentId: number, action: "pay" | "fail" | "expire") =>
  asLearner(t.app, learner)("POST", `/api/dev/payment-simulator/${paymentId}/${action}`);

const statusOf = async (paymentId: number) =>
  (await one(sql`select status from payments where id = ${paymentId}`)).status;
const enrolments = async (learner: Learner) =>
  (await one(sql`select count(*)::int as n from program_users where user_id = ${learner.userId}`)).n;
const owedMails = async (paymentId: number) =>
  (await one(sql`select count(*)::int as n from mail_outbox where dedupe_key = ${paymentSuccessMailKey(paymentId)}`)).n;

describe("POST /payment/v3/pay/ with the sandbox gateway", () => {
  it("answers a virtual account with the fee added; the same method again answers the same payment (P9)", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await invoiceFor(learner);
    const first = (await payWith(learner, invoice.invoice_temp_id, "bca_va")).json<{ data: PaymentAnswer }>().data;
    expect(first).toMatchObject({
      status: PAYMENT_STATUS.PENDING,
      gross_amount: invoice.real_total + 4000,
      fee: 4000,
      instructions: { kind: "virtual_account", bank: "BCA" },
    });
    expect(first.instructions?.va_number).toMatch(/^39358\d{11}$/);
    const again = (await payWith(learner, invoice.invoice_temp_id, "bca_va")).json<{ data: PaymentAnswer }>().data;
    expect(again.id).toBe(first.id);
    expect(again.instructions?.va_number).toBe(first.instructions?.va_number);
    const other = (await payWith(learner, invoice.invoice_temp_id, "gopay")).json<{ data: PaymentAnswer }>().data;
    expect(other.id).not.toBe(first.id);
    expect(other.instructions).toMatchObject({ kind: "ewallet" });
    expect(await statusOf(first.id)).toBe(PAYMENT_STATUS.FAILED);
  });

  it("refuses an unknown method, an invoice with nothing to pay, and others' invoices", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await invoiceFor(learner);
    const unknown = await payWith(learner, invoice.invoice_temp_id, "bitcoin");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PAYMENT_MESSAGES.methodUnavailable);
    const stranger = await registerLearner(t.app);
    expect((await payWith(stranger, invoice.invoice_temp_id, "bca_va")).statusCode).toBe(404);
    const payment = await paid(learner);
    const peek = await asLearner(t.app, stranger)("GET", `/api/payment/v3/detail/${payment.id}`);
    expect(peek.statusCode).toBe(404);
    const free = await one(sql`select id from programs where price = 0 and is_published order by id limit 1`);
    const freeInvoice = await asLearner(t.app, learner)("POST", "/api/payment/v3/checkout/", {
      program_ids: [free.id],
    });
    const res = await payWith(learner, freeInvoice.json().data.invoice_temp_id, "bca_va");
    expect(res.json().message).toBe(PAYMENT_MESSAGES.nothingToPay);
  });
});

describe("POST /payment/notification (Midtrans-style signed notifications)", () => {
  it("the simulator's payment arrives over HTTP and enrols the learner in the programme and add-on, once", async () => {
    const learner = await registerLearner(t.app);
    await asLearner(t.app, learner)("POST", "/api/payment/add_to_cart/", { program_id: program, addon_ids: [addon] });
    const payment = await paid(learner);
    const sim = await simulate(learner, payment.id, "pay");
    expect(sim.statusCode).toBe(200);
    const detail = await asLearner(t.app, learner)("GET", `/api/payment/v3/detail/${payment.id}`);
    expect(detail.json().data).toMatchObject({ status: PAYMENT_STATUS.SUCCESS });
    expect(detail.json().data.paid_at).not.toBeNull();
    expect(await enrolments(learner)).toBe(1);
    const owned = await one(sql`select count(*)::int as n from addon_users where user_id = ${learner.userId}`);
    expect(owned.n).toBe(1);
    expect((await asLearner(t.app, learner)("GET", "/api/payment/v3/get_cart/")).json().data).toEqual([]);
    const delivered = await one(sql`
      select count(*)::int as n from sandbox_notifications where order_id = ${payment.order_id} and delivered_at is not null`);
    expect(delivered.n).toBe(1);
  });

  it("P2, P3: the same notification five times, then a late 'pending', change nothing more", async () => {
    const learner = await registerLearner(t.app);
    const payment = await paid(learner);
    const before = (await one(sql`select enrolled_count from programs where id = ${program}`)).enrolled_count ?? 0;
    const settlement = signed(payment.order_id, payment.gross_amount, "settlement");
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) outcomes.push((await notify(settlement)).json().data.outcome);
    expect(outcomes).toEqual(["applied", "unchanged", "unchanged", "unchanged", "unchanged"]);
    expect((await notify(signed(payment.order_id, payment.gross_amount, "pending", "201"))).json().data.outcome).toBe(
      "unchanged",
    );
    expect(await statusOf(payment.id)).toBe(PAYMENT_STATUS.SUCCESS);
    expect(await enrolments(learner)).toBe(1);
    const after = (await one(sql`select enrolled_count from programs where id = ${program}`)).enrolled_count ?? 0;
    expect(after - before).toBe(1);
  });

  it("P2: the same notification five times owes one confirmation mail, and the outbox worker sends exactly one", async () => {
    const learner = await registerLearner(t.app, "Rina Konfirmasi");
    const payment = await paid(learner);
    const settlement = signed(payment.order_id, payment.gross_amount, "settlement");
    for (let i = 0; i < 5; i++) expect((await notify(settlement)).statusCode).toBe(200);
    expect(await owedMails(payment.id)).toBe(1);
    await t.app.mailOutbox.runOnce();
    await t.app.mailOutbox.runOnce();
    const mails = (await mailbox(t.app, learner.email)).filter((m) => m.subject.startsWith("Pembayaran berhasil"));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Pembayaran berhasil - ${payment.order_id}`);
    expect(mail?.text).toContain("Halo Rina Konfirmasi,");
    expect(mail?.text).toContain(`ID Pesanan: ${payment.order_id}`);
    for (const item of payment.items) expect(mail?.text).toContain(`${item.name}: ${formatRupiah(item.price)}`);
    expect(formatRupiah(payment.gross_amount)).toMatch(/^Rp\d{1,3}(\.\d{3})+$/);
    expect(mail?.text).toContain(`Total: ${formatRupiah(payment.gross_amount)}`);
    expect(mail?.text).toContain(`Detail pembelian: ${t.config.publicUrl}/detail-pembelian/${payment.id}`);
    expect(mail?.text).toContain(`Kuitansi: ${t.config.publicUrl}/receipt/${payment.id}`);
    expect(mail?.html).toContain(`href="${t.config.publicUrl}/detail-pembelian/${payment.id}"`);
    expect(mail?.html).toContain(`href="${t.config.publicUrl}/receipt/${payment.id}"`);
    expect(mail?.html).toContain("Pembayaran berhasil</h1>");
  });

  it("P1: a forged or altered notification is refused and changes nothing", async () => {
    const learner = await registerLearner(t.app);
    const payment = await paid(learner);
    const forged = { ...signed(payment.order_id, payment.gross_amount, "settlement"), signature_key: "0".repeat(128) };
    const altered = {
      ...signed(payment.order_id, 1000, "settlement"),
      gross_amount: gatewayAmount(payment.gross_amount),
    };
    for (const body of [forged, altered]) {
      const res = await notify(body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.badSignature);
    }
    expect(await statusOf(payment.id)).toBe(PAYMENT_STATUS.PENDING);
    expect(await enrolments(learner)).toBe(0);
    expect((await notify({ order_id: "x" })).statusCode).toBe(400);
  });

  it("P4: a signed notification with another amount is recorded and enrols nothing", async () => {
    const learner = await registerLearner(t.app);
    const payment = await paid(learner);
    const res = await notify(signed(payment.order_id, payment.gross_amount - 1, "settlement"));
    expect(res.json().data.outcome).toBe("amount_mismatch");
    expect(await statusOf(payment.id)).toBe(PAYMENT_STATUS.PENDING);
    expect(await enrolments(learner)).toBe(0);
    expect(await owedMails(payment.id)).toBe(0);
    const recorded = await one(sql`
      select count(*)::int as n from payment_notifications where order_id = ${payment.order_id} and outcome = 'amount_mismatch'`);
    expect(recorded.n).toBe(1);
  });

  it("P5: two identical notifications at once change the payment once", async () => {
    const learner = await registerLearner(t.app);
    const payment = await paid(learner);
    const body = signed(payment.order_id, payment.gross_amount, "settlement");
    const outcomes = (await Promise.all([notify(body), notify(body)])).map((r) => r.json().data.outcome).sort();
    expect(outcomes).toEqual(["applied", "unchanged"]);
    expect(await enrolments(learner)).toBe(1);
  });

  it("an expired payment enrols nothing and gives its add-on seat back; so does reconciliation (P7)", async () => {
    await t.database.db.execute(sql`update addons set quota = seats_taken + 10 where id = ${addon}`);
    const seats = async () => (await one(sql`select seats_taken from addons where id = ${addon}`)).seats_taken;
    const learner = await registerLearner(t.app);
    const start = await seats();
    const payment = await paid(learner);
    expect(await seats()).toBe((start ?? 0) + 1);
    expect((await simulate(learner, payment.id, "expire")).statusCode).toBe(200);
    expect(await statusOf(payment.id)).toBe(PAYMENT_STATUS.FAILED);
    expect(await seats()).toBe(start);
    expect(await enrolments(learner)).toBe(0);

    const silent = await paid(await registerLearner(t.app), "alfamart");
    await t.database.db.execute(
      sql`update payments set expires_at = now() - interval '10 minutes' where id = ${silent.id}`,
    );
    expect(await reconcileOverduePayments(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await statusOf(silent.id)).toBe(PAYMENT_STATUS.FAILED);
    expect(await seats()).toBe(start);
    await t.database.db.execute(sql`update addons set quota = null where id = ${addon}`);
  });
});

describe("P8: money arriving after the local expiry", () => {
  it("P8 a payment still pending after its expiry (before reconciliation) is honoured: the learner is enrolled", async () => {
    const learner = await registerLearner(t.app);
    const payment = await paid(learner);
    await t.database.db.execute(
      sql`update payments set expires_at = now() - interval '1 minute' where id = ${payment.id}`,
    );
    const res = await notify(signed(payment.order_id, payment.gross_amount, "settlement"));
    expect(res.json().data.outcome).toBe("applied");
    expect(await statusOf(payment.id)).toBe(PAYMENT_STATUS.SUCCESS);
    expect(await enrolments(learner)).toBe(1);
  });

  it("P8 a payment already closed here stays closed: nothing enrolled, the notification kept as paid_after_close", async () => {
    const learner = await registerLearner(t.app);
    const payment = await paid(learner);
    await t.database.db.execute(
      sql`update payments set expires_at = now() - interval '10 minutes' where id = ${payment.id}`,
    );
    await reconcileOverduePayments(t.database.db, new Date());
    expect(await statusOf(payment.id)).toBe(PAYMENT_STATUS.FAILED);
    const res = await notify(signed(payment.order_id, payment.gross_amount, "settlement"));
    // the gateway is answered, so it stops retrying; operations refund from the stored outcome
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe("paid_after_close");
    expect(await statusOf(payment.id)).toBe(PAYMENT_STATUS.FAILED);
    expect(await enrolments(learner)).toBe(0);
    expect(await owedMails(payment.id)).toBe(0);
    const kept = await one(
      sql`select count(*)::int as n from payment_notifications where order_id = ${payment.order_id} and outcome = 'paid_after_close'`,
    );
    expect(kept.n).toBe(1);
  });
});

describe("R7: a gateway that does not answer", () => {
  it("R7 pay is bounded: a charge that never answers fails the payment in time, answers 503, and gives the seat back", async () => {
    await t.database.db.execute(sql`update addons set quota = seats_taken + 10 where id = ${addon}`);
    const seats = async () => (await one(sql`select seats_taken from addons where id = ${addon}`)).seats_taken;
    const start = await seats();
    const learner = await registerLearner(t.app);
    const invoice = await invoiceFor(learner);
    const silent: PaymentGateway = { charge: () => new Promise(() => undefined), cancel: async () => undefined };
    const began = Date.now();
    const attempt = pay(
      t.database.db,
      boundedGateway(silent, 200),
      { mail: { brand: "Karirmu", publicUrl: "http://localhost" }, log: silentLog },
      learner.userId,
      { invoice_temp_id: invoice.invoice_temp_id, full_id: "bca_va" },
      new Date(),
    );
    await expect(attempt).rejects.toMatchObject({ httpStatus: 503, message: PAYMENT_MESSAGES.gatewayDown });
    expect(Date.now() - began).toBeLessThan(5_000);
    const last = await one(
      sql`select status from payments where invoice_id = ${invoice.invoice_temp_id} order by id desc limit 1`,
    );
    expect(last.status).toBe(PAYMENT_STATUS.FAILED);
    expect(await seats()).toBe(start);
    await t.database.db.execute(sql`update addons set quota = null where id = ${addon}`);
  });
});

/** A database the server cannot reach, of the kind the tests run on. */
async function unreachableDatabase(): Promise<Database> {
  if (!testDatabaseUrl) {
    // PGlite runs inside the process: a closed instance is the one way it becomes unreachable
    const closed = openDatabase({ kind: "pglite", dataDir: null });
    await closed.close();
    return closed;
  }
  // the PostgreSQL server's address, on a port where nothing listens (connection refused)
  const url = new URL(testDatabaseUrl);
  url.port = String(await closedPort());
  return openDatabase({ kind: "postgres", url: url.toString(), poolMax: 2, logger: pino({ level: "silent" }) });
}

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

describe("P6: the database is down when the gateway notifies", () => {
  it("P6 DB down at notification → 503 envelope, nothing changed; the gateway's retry to a healthy server applies once", async () => {
    const learner = await registerLearner(t.app);
    const payment = await paid(learner);
    const settlement = signed(payment.order_id, payment.gross_amount, "settlement");
    const down = await unreachableDatabase();
    const broken = await buildApp(t.config, { database: down });
    try {
      await broken.ready();
      const refused = await notifyGateway(broken, settlement);
      // a non-2xx answer is what makes the gateway retry
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        status: 503,
        message: MESSAGES.unavailable,
        data: { request_id: expect.any(String) },
      });
      expect(refused.body).not.toMatch(/ECONNREFUSED|PGlite|Error|stack|\.ts:\d+|\s+at\s+\S+\s+\(/);
    } finally {
      await broken.close();
      await down.close();
    }
    expect(await statusOf(payment.id)).toBe(PAYMENT_STATUS.PENDING);
    expect(await enrolments(learner)).toBe(0);
    expect(await owedMails(payment.id)).toBe(0);
    const recorded = async () =>
      (await one(sql`select count(*)::int as n from payment_notifications where order_id = ${payment.order_id}`)).n;
    expect(await recorded()).toBe(0);

    // the gateway retries (and may deliver once more): applied once
    const outcomes = [(await notify(settlement)).json().data.outcome, (await notify(settlement)).json().data.outcome];
    expect(outcomes).toEqual(["applied", "unchanged"]);
    expect(await statusOf(payment.id)).toBe(PAYMENT_STATUS.SUCCESS);
    expect(await enrolments(learner)).toBe(1);
    expect(await owedMails(payment.id)).toBe(1);
    expect(await recorded()).toBe(2);
  });
});

describe("add-on seats", () => {
  it("R2: an add-on with quota 3 is never sold 4 times, whatever pays at once", async () => {
    await t.database.db.execute(sql`update addons set quota = seats_taken + 3 where id = ${addon}`);
    const learners = await Promise.all(Array.from({ length: 6 }, () => registerLearner(t.app)));
    const invoices = await Promise.all(learners.map((l) => invoiceFor(l)));
    const results = await Promise.all(learners.map((l, i) => payWith(l, invoices[i]?.invoice_temp_id ?? 0, "bri_va")));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(
      results.filter((r) => r.statusCode !== 200).every((r) => r.json().message === PAYMENT_MESSAGES.addonSoldOut),
    ).toBe(true);
    const row = await one(sql`select seats_taken, quota from addons where id = ${addon}`);
    expect(row.seats_taken).toBe(row.quota);
    await t.database.db.execute(sql`update addons set quota = null where id = ${addon}`);
  });
});

describe("POST /payment/invoice/cancel/", () => {
  it("stops the pending payment so another method can be chosen; with none pending it says so", async () => {
    const learner = await registerLearner(t.app);
    const payment = await paid(learner);
    const call = asLearner(t.app, learner);
    const res = await call("POST", "/api/payment/invoice/cancel/", { invoice_temp_id: payment.invoice_temp_id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.paymentCancelled);
    expect(await statusOf(payment.id)).toBe(PAYMENT_STATUS.FAILED);
    const again = await call("POST", "/api/payment/invoice/cancel/", { invoice_temp_id: payment.invoice_temp_id });
    expect(again.json().message).toBe(PAYMENT_MESSAGES.noPendingPayment);
    // the sandbox was told too, and its 'cancel' notification changes nothing more
    const charge = await one(
      sql`select count(*)::int as n from sandbox_charges where order_id = ${payment.order_id} and status = 'cancel'`,
    );
    expect(charge.n).toBe(1);
  });
});

describe("idempotency keys on checkout and pay", () => {
  const withKey = (learner: Learner, key: string, url: string, body: unknown) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { authorization: `Bearer ${learner.token}`, "idempotency-key": key },
      payload: body as object,
    });

  it("R1: a replay answers the first answer; the same key with another request is 422; a bad key 400", async () => {
    const learner = await registerLearner(t.app);
    const body = { program_ids: [program], addon_ids: [] };
    const first = await withKey(learner, "co-1", "/api/payment/v3/checkout/", body);
    const replay = await withKey(learner, "co-1", "/api/payment/v3/checkout/", body);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json().data.invoice_temp_id).toBe(first.json().data.invoice_temp_id);
    const open = await one(sql`select count(*)::int as n from invoices where user_id = ${learner.userId}`);
    expect(open.n).toBe(1);
    const invoiceId = first.json().data.invoice_temp_id;
    const payFirst = await withKey(learner, "pay-1", "/api/payment/v3/pay/", {
      invoice_temp_id: invoiceId,
      full_id: "bni_va",
    });
    const payAgain = await withKey(learner, "pay-1", "/api/payment/v3/pay/", {
      invoice_temp_id: invoiceId,
      full_id: "bni_va",
    });
    expect(payAgain.json().data.instructions.va_number).toBe(payFirst.json().data.instructions.va_number);
    const other = await withKey(learner, "pay-1", "/api/payment/v3/pay/", {
      invoice_temp_id: invoiceId,
      full_id: "gopay",
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_MESSAGES.mismatch);
    const charges = await one(sql`select count(*)::int as n from payments where invoice_id = ${invoiceId}`);
    expect(charges.n).toBe(1);
    const bad = await withKey(learner, "bad key!", "/api/payment/v3/checkout/", body);
    expect(bad.statusCode).toBe(400);
    // a refusal is an answer too: replayed, not run again
    const refused = await withKey(learner, "co-2", "/api/payment/v3/checkout/", { program_ids: [99_999_999] });
    const refusedAgain = await withKey(learner, "co-2", "/api/payment/v3/checkout/", { program_ids: [99_999_999] });
    expect([refused.statusCode, refusedAgain.statusCode]).toEqual([400, 400]);
    expect(refusedAgain.headers["idempotent-replayed"]).toBe("true");
  });

  it("R1: the same pay sent twice at once makes one charge (the second waits its turn or is told 409)", async () => {
    const learner = await registerLearner(t.app);
    const invoice = await invoiceFor(learner, false);
    const body = { invoice_temp_id: invoice.invoice_temp_id, full_id: "mandiri_va" };
    const results = await Promise.all([
      withKey(learner, "twin", "/api/payment/v3/pay/", body),
      withKey(learner, "twin", "/api/payment/v3/pay/", body),
    ]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const conflict = results.find((r) => r.statusCode === 409);
    if (conflict) expect(conflict.json().message).toBe(IDEMPOTENCY_MESSAGES.inFlight);
    const charges = await one(
      sql`select count(*)::int as n from payments where invoice_id = ${invoice.invoice_temp_id}`,
    );
    expect(charges.n).toBe(1);
  });
});
