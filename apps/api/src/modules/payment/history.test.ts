import type { CheckoutAnswer } from "@app/domain/checkout/contracts";
import { type HistoryItem, PAYMENT_MESSAGES, type PaymentAnswer, type Receipt } from "@app/domain/payment/contracts";
import { PAYMENT_STATUS } from "@app/domain/payment/status";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { oneRow, openPayment } from "../../testing/payment-kit";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let programs: number[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const result = await t.database.db.execute(
    sql`select id from programs where is_published and deleted_at is null and price > 0 order by id limit 2`,
  );
  const rows = (result as { rows?: { id: number }[] }).rows ?? (result as unknown as { id: number }[]);
  programs = rows.map((r) => r.id);
});
afterAll(async () => {
  await t.close();
});

async function payment(learner: Learner, programId: number, method = "bca_va"): Promise<PaymentAnswer> {
  const call = asLearner(t.app, learner);
  const invoice = (await call("POST", "/api/payment/v3/checkout/", { program_ids: [programId] })).json<{
    data: CheckoutAnswer;
  }>().data;
  await call("POST", "/api/payment/v3/voucher/", { invoice_temp_id: invoice.invoice_temp_id, code: "HEMAT10" });
  const res = await call("POST", "/api/payment/v3/pay/", { invoice_temp_id: invoice.invoice_temp_id, full_id: method });
  return res.json<{ data: PaymentAnswer }>().data;
}

describe("payment history (POST /payment/v4/list/{page}/{limit})", () => {
  it("pages the history of a learner with 300 payments: a later page, each payment with its items (issue 23)", async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    const first = await payment(learner, programs[0] ?? 0);
    await call("POST", `/api/dev/payment-simulator/${first.id}/fail`);
    // 300 earlier failed attempts of that invoice, each with its items (failed ones hold no live-payment slot)
    await t.database.db.execute(sql`
      insert into payments (invoice_id, user_id, order_id, method_full_id, status, gross_amount, fee, expires_at,
        created_at)
      select p.invoice_id, p.user_id, p.order_id || '-' || g, p.method_full_id, 3, p.gross_amount, p.fee,
        p.expires_at, p.created_at - make_interval(mins => g)
      from payments p, generate_series(1, 300) g where p.id = ${first.id}`);
    const res = await call("POST", "/api/payment/v4/list/3/10", {});
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: HistoryItem[]; total_page: number }>();
    expect(body.total_page).toBe(31);
    expect(body.data).toHaveLength(10);
    expect(body.data.every((p) => p.items.length === 1)).toBe(true);
  });

  it("lists the learner's payments newest first with their items and the number of pages; filters by status", async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    const first = await payment(learner, programs[0] ?? 0);
    await call("POST", `/api/dev/payment-simulator/${first.id}/pay`);
    const second = await payment(learner, programs[1] ?? 0, "alfamart");
    const res = await call("POST", "/api/payment/v4/list/1/10", {});
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: HistoryItem[]; total_page: number }>();
    expect(body.total_page).toBe(1);
    expect(body.data.map((p) => [p.id, p.status])).toEqual([
      [second.id, PAYMENT_STATUS.PENDING],
      [first.id, PAYMENT_STATUS.SUCCESS],
    ]);
    expect(body.data[1]?.items.map((i) => i.program_id)).toEqual([programs[0]]);
    const paidOnly = (await call("POST", "/api/payment/v4/list/1/10", { status: 2 })).json<{ data: HistoryItem[] }>();
    expect(paidOnly.data.map((p) => p.id)).toEqual([first.id]);
    const paged = (await call("POST", "/api/payment/v4/list/2/1", {})).json<{
      data: HistoryItem[];
      total_page: number;
    }>();
    expect(paged).toMatchObject({ total_page: 2 });
    expect(paged.data.map((p) => p.id)).toEqual([first.id]);
    expect((await call("POST", "/api/payment/v4/list/0/10", {})).statusCode).toBe(400);
    const stranger = asLearner(t.app, await registerLearner(t.app));
    expect((await stranger("POST", "/api/payment/v4/list/1/10", {})).json().data).toEqual([]);
  });
});

describe("receipts (GET /payment/v5/detail/{id}[?download=1])", () => {
  it("answers the receipt of a paid payment and its PDF; an unpaid one is an invoice; others' are 404", async () => {
    const learner = await registerLearner(t.app, "Sari Receipt");
    const call = asLearner(t.app, learner);
    const paid = await payment(learner, programs[0] ?? 0);
    await call("POST", `/api/dev/payment-simulator/${paid.id}/pay`);
    const receipt = (await call("GET", `/api/payment/v5/detail/${paid.id}`)).json<{ data: { data: Receipt } }>().data
      .data;
    expect(receipt).toMatchObject({ kind: "receipt", order_id: paid.order_id, buyer: { name: "Sari Receipt" } });
    expect(receipt.number).toMatch(/^KWT\/\d{4}\/\d{2}\/\d{6}$/);
    expect(receipt.discount).toBeGreaterThan(0);
    expect(receipt.subtotal - receipt.discount + receipt.fee).toBe(receipt.total);
    const pdf = await call("GET", `/api/payment/v5/detail/${paid.id}?download=1`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="kuitansi-${paid.order_id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const pending = await payment(learner, programs[1] ?? 0);
    const invoice = (await call("GET", `/api/payment/v5/detail/${pending.id}`)).json().data.data;
    expect(invoice.kind).toBe("invoice");
    const stranger = asLearner(t.app, await registerLearner(t.app));
    expect((await stranger("GET", `/api/payment/v5/detail/${paid.id}`)).statusCode).toBe(404);
    expect((await stranger("GET", `/api/payment/v5/detail/${paid.id}?download=1`)).statusCode).toBe(404);
    expect((await stranger("GET", `/api/payment/v4/detail/${paid.id}`)).statusCode).toBe(404);
  });
});

describe("a programme's receipt, 'Resi Program' (GET /payment/program_receipt/{programme id})", () => {
  const simulatePay = (learner: Learner, paymentId: number) =>
    asLearner(t.app, learner)("POST", `/api/dev/payment-simulator/${paymentId}/pay`);

  it("answers the receipt of the learner's latest paid purchase of the programme; unpaid, others' and bad ids are refused", async () => {
    const { program, addon } = await oneRow(
      t.database.db,
      sql`select p.id as program, a.id as addon from programs p join addons a on a.program_id = p.id
        where p.is_published and p.deleted_at is null and p.price > 0 order by p.id limit 1`,
    );
    await t.database.db.execute(sql`update addons set quota = null where id = ${addon}`);
    const learner = await registerLearner(t.app, "Dewi Program");
    const call = asLearner(t.app, learner);
    const preview = (who = call, id: unknown = program) => who("GET", `/api/payment/program_receipt/${id}`);
    const notFound = async (who = call) => {
      const res = await preview(who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.programReceiptNotFound);
    };

    await notFound();
    const first = await openPayment(t.app, learner, { program_ids: [program ?? 0] });
    await notFound(); // pending is not paid
    await simulatePay(learner, first.id);
    const receipt = (await preview()).json<{ data: { data: Receipt } }>().data.data;
    expect(receipt).toEqual((await call("GET", `/api/payment/v5/detail/${first.id}`)).json().data.data);
    expect(receipt).toMatchObject({ kind: "receipt", payment_id: first.id, order_id: first.order_id });

    // a later purchase for the programme (its add-on) is the one shown
    const second = await openPayment(t.app, learner, { program_ids: [], addon_ids: [addon ?? 0] });
    await simulatePay(learner, second.id);
    expect((await preview()).json().data.data).toMatchObject({ payment_id: second.id, order_id: second.order_id });

    await notFound(asLearner(t.app, await registerLearner(t.app)));
    for (const bad of ["abc", "0", "-1"]) expect((await preview(call, bad)).statusCode).toBe(400);

    // the Prakerja receipt of the same call's programme id is no receipt of a regular programme
    const prakerja = await call("GET", `/api/payment/invoice_preview/${program}`);
    expect(prakerja.statusCode).toBe(404);
    expect(prakerja.json().message).toBe(PAYMENT_MESSAGES.prakerjaReceiptNotFound);
  });
});
