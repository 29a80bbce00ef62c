import { CHECKOUT_MESSAGES, type CheckoutAnswer } from "@app/domain/checkout/contracts";
import { VOUCHER_REFUSAL_MESSAGES } from "@app/domain/checkout/voucher";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { expireOverdueInvoices } from "./service";

let t: TestApp;
type Row = Record<string, number>;

async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await t.database.db.execute(query);
  return (result as { rows?: Row[] }).rows ?? (result as unknown as Row[]);
}
async function one(query: ReturnType<typeof sql>): Promise<Row> {
  const [row] = await rows(query);
  if (!row) throw new Error("no demo row for the test");
  return row;
}

let paid: { program: number; price: number; addon: number; addonPrice: number };
let cheap: { program: number; price: number };
let free: number;

beforeAll(async () => {
  t = await createTestApp();
  const withAddon = await one(sql`
    select p.id as program, p.price, a.id as addon, a.price as addon_price from programs p
    join addons a on a.program_id = p.id
    where p.is_published and p.deleted_at is null and p.price >= 100000 and (a.quota is null or a.seats_taken < a.quota)
    order by p.id limit 1`);
  paid = {
    program: withAddon.program ?? 0,
    price: withAddon.price ?? 0,
    addon: withAddon.addon ?? 0,
    addonPrice: withAddon.addon_price ?? 0,
  };
  const small = await one(sql`
    select id, price from programs where is_published and deleted_at is null and price > 0 and price < 100000
    order by id limit 1`);
  cheap = { program: small.id ?? 0, price: small.price ?? 0 };
  free =
    (
      await one(
        sql`select id from programs where is_published and deleted_at is null and price = 0 order by id limit 1`,
      )
    ).id ?? 0;
});
afterAll(async () => {
  await t.close();
});

async function checkout(learner: Learner, body: unknown) {
  const res = await asLearner(t.app, learner)("POST", "/api/payment/v3/checkout/", body);
  return { res, invoice: res.json<{ data: CheckoutAnswer }>().data };
}

describe("POST /payment/v3/checkout/", () => {
  it("makes an invoice priced from the catalogue, whatever the browser thinks", async () => {
    const learner = await registerLearner(t.app);
    const { res, invoice } = await checkout(learner, {
      program_ids: [paid.program],
      addon_ids: [paid.addon],
      price: 1,
      real_total: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(invoice).toMatchObject({
      subtotal: paid.price + paid.addonPrice,
      discount: 0,
      real_total: paid.price + paid.addonPrice,
      is_pay: true,
      voucher: null,
    });
    expect(invoice.items.map((i) => [i.program_id, i.addon_id, i.price])).toEqual([
      [paid.program, null, paid.price],
      [paid.program, paid.addon, paid.addonPrice],
    ]);
    expect(Number.isInteger(invoice.real_total)).toBe(true);
  });

  it("S12: refuses what cannot be bought — nothing chosen, unknown, enrolled, an add-on alone, a sold-out add-on", async () => {
    const learner = await registerLearner(t.app);
    const nothing = await checkout(learner, {});
    expect(nothing.res.statusCode).toBe(400);
    expect(nothing.res.json().data.fields[0].message).toBe(CHECKOUT_MESSAGES.nothingChosen);
    const unknown = await checkout(learner, { program_ids: [99_999_999] });
    expect(unknown.res.json().message).toBe(CHECKOUT_MESSAGES.programUnavailable);
    const alone = await checkout(learner, { addon_ids: [paid.addon] });
    expect(alone.res.json().message).toBe(CHECKOUT_MESSAGES.addonNeedsProgram);
    const soldOut = await one(sql`
      select a.id, a.program_id from addons a where a.quota is not null and a.seats_taken >= a.quota limit 1`);
    const full = await checkout(learner, { program_ids: [soldOut.program_id], addon_ids: [soldOut.id] });
    expect(full.res.json().message).toBe(CHECKOUT_MESSAGES.addonUnavailable);
    await t.database.db.execute(
      sql`insert into program_users (user_id, program_id) values (${learner.userId}, ${cheap.program})`,
    );
    const enrolled = await checkout(learner, { program_ids: [cheap.program] });
    expect(enrolled.res.statusCode).toBe(400);
    expect(enrolled.res.json().message).toBe(CHECKOUT_MESSAGES.alreadyEnrolled);
  });
});

describe("vouchers (POST and DELETE /payment/v3/voucher/)", () => {
  it("takes a percentage off, gives it back when removed, and explains every refusal in Indonesian", async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    const { invoice } = await checkout(learner, { program_ids: [paid.program] });
    const id = invoice.invoice_temp_id;
    const applied = await call("POST", "/api/payment/v3/voucher/", { invoice_temp_id: id, code: " hemat10 " });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({
      discount: Math.floor(paid.price / 10),
      real_total: paid.price - Math.floor(paid.price / 10),
      voucher: { code: "HEMAT10" },
    });
    const removed = await call("DELETE", "/api/payment/v3/voucher/", { invoice_temp_id: id });
    expect(removed.json().data).toMatchObject({ discount: 0, real_total: paid.price, voucher: null });
    const again = await call("DELETE", "/api/payment/v3/voucher/", { invoice_temp_id: id });
    expect(again.json().message).toBe(CHECKOUT_MESSAGES.noVoucher);
    const unknown = await call("POST", "/api/payment/v3/voucher/", { invoice_temp_id: id, code: "TIDAKADA" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(VOUCHER_REFUSAL_MESSAGES.unknown);
    const small = await checkout(learner, { program_ids: [cheap.program] });
    const minSpend = await call("POST", "/api/payment/v3/voucher/", {
      invoice_temp_id: small.invoice.invoice_temp_id,
      code: "POTONG50K",
    });
    expect(minSpend.json().message).toBe(VOUCHER_REFUSAL_MESSAGES.min_spend);
  });

  it("a new checkout cancels the open invoice and gives its voucher back; so does expiry", async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    await t.database.db.execute(
      sql`insert into vouchers (code, kind, value, quota_total) values ('SEKALI1', 'fixed', 1000, 1)`,
    );
    const first = await checkout(learner, { program_ids: [paid.program] });
    expect(
      (
        await call("POST", "/api/payment/v3/voucher/", {
          invoice_temp_id: first.invoice.invoice_temp_id,
          code: "SEKALI1",
        })
      ).statusCode,
    ).toBe(200);
    const second = await checkout(learner, { program_ids: [paid.program] });
    const closed = await call("POST", "/api/payment/v3/voucher/", {
      invoice_temp_id: first.invoice.invoice_temp_id,
      code: "SEKALI1",
    });
    expect(closed.json().message).toBe(CHECKOUT_MESSAGES.invoiceClosed);
    const reused = await call("POST", "/api/payment/v3/voucher/", {
      invoice_temp_id: second.invoice.invoice_temp_id,
      code: "SEKALI1",
    });
    expect(reused.statusCode).toBe(200);
    await t.database.db.execute(
      sql`update invoices set expires_at = now() - interval '1 minute' where id = ${second.invoice.invoice_temp_id}`,
    );
    expect(await expireOverdueInvoices(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await one(sql`select used_total from vouchers where code = 'SEKALI1'`)).used_total).toBe(0);
  });

  it("R2, R3: 20 learners racing for a voucher with quota 5 get it exactly 5 times (row locks and conditional updates)", async () => {
    await t.database.db.execute(
      sql`insert into vouchers (code, kind, value, quota_total) values ('RACE5', 'percentage', 10, 5)`,
    );
    const learners = await Promise.all(Array.from({ length: 20 }, () => registerLearner(t.app)));
    const invoices = await Promise.all(learners.map((l) => checkout(l, { program_ids: [paid.program] })));
    const results = await Promise.all(
      learners.map((l, i) =>
        asLearner(t.app, l)("POST", "/api/payment/v3/voucher/", {
          invoice_temp_id: invoices[i]?.invoice.invoice_temp_id,
          code: "RACE5",
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.json().message === VOUCHER_REFUSAL_MESSAGES.quota_used)).toBe(true);
    expect((await one(sql`select used_total from vouchers where code = 'RACE5'`)).used_total).toBe(5);
  });
});

describe("GET /payment/method", () => {
  it("answers the six categories, one method chosen, fees as percentage rounded plus fixed", async () => {
    const learner = await registerLearner(t.app);
    const { invoice } = await checkout(learner, { program_ids: [paid.program] });
    const res = await asLearner(t.app, learner)(
      "GET",
      `/api/payment/method?val=1&invoice_temp_id=${invoice.invoice_temp_id}`,
    );
    expect(res.statusCode).toBe(200);
    const categories = res.json<{
      data: {
        category_name: string;
        visible: boolean;
        methods: { full_id: string; is_choice: boolean; fee: number; total: number }[];
      }[];
    }>().data;
    expect(categories.map((c) => c.category_name)).toEqual([
      "poin",
      "Credit Card",
      "Credit Cardless",
      "eWallet",
      "Retail Outlet",
      "Virtual Account",
    ]);
    const methods = categories.flatMap((c) => c.methods);
    expect(methods.filter((m) => m.is_choice)).toHaveLength(1);
    const byId = new Map(methods.map((m) => [m.full_id, m]));
    expect(byId.get("bca_va")?.fee).toBe(4000);
    expect(byId.get("credit_card")?.fee).toBe(Math.round((invoice.real_total * 2.9) / 100) + 2000);
    expect(byId.get("bca_va")?.total).toBe(invoice.real_total + 4000);
    const bad = await asLearner(t.app, learner)("GET", "/api/payment/method?val=1&invoice_temp_id=abc");
    expect(bad.statusCode).toBe(400);
  });
});

describe("free enrolment (POST /payment/free_enrollment/)", () => {
  it("enrols at once in a free programme, once, and takes it off the selection list", async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    await call("POST", "/api/payment/add_to_cart/", { program_id: free });
    const { invoice } = await checkout(learner, { program_ids: [free] });
    expect(invoice.is_pay).toBe(false);
    const res = await call("POST", "/api/payment/free_enrollment/", { invoice_temp_id: invoice.invoice_temp_id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CHECKOUT_MESSAGES.enrolled);
    const twice = await call("POST", "/api/payment/free_enrollment/", { invoice_temp_id: invoice.invoice_temp_id });
    expect(twice.json().message).toBe(CHECKOUT_MESSAGES.invoiceClosed);
    const enrolments = await rows(
      sql`select id from program_users where user_id = ${learner.userId} and program_id = ${free}`,
    );
    expect(enrolments).toHaveLength(1);
    expect((await call("GET", "/api/payment/v3/get_cart/")).json().data).toEqual([]);
  });

  it("refuses free enrolment while something is left to pay, and a 100 % voucher makes it free", async () => {
    const learner = await registerLearner(t.app);
    const call = asLearner(t.app, learner);
    await t.database.db.execute(sql`insert into vouchers (code, kind, value) values ('GRATIS100', 'percentage', 100)`);
    const { invoice } = await checkout(learner, { program_ids: [cheap.program] });
    const refused = await call("POST", "/api/payment/free_enrollment/", { invoice_temp_id: invoice.invoice_temp_id });
    expect(refused.json().message).toBe(CHECKOUT_MESSAGES.notFree);
    const applied = await call("POST", "/api/payment/v3/voucher/", {
      invoice_temp_id: invoice.invoice_temp_id,
      code: "GRATIS100",
    });
    expect(applied.json().data).toMatchObject({ real_total: 0, is_pay: false });
    expect(
      (await call("POST", "/api/payment/free_enrollment/", { invoice_temp_id: invoice.invoice_temp_id })).statusCode,
    ).toBe(200);
    const reservation = await one(sql`
      select count(*)::int as n from voucher_reservations r join vouchers v on v.id = r.voucher_id
      where v.code = 'GRATIS100' and r.status = 'used'`);
    expect(reservation.n).toBe(1);
  });
});
