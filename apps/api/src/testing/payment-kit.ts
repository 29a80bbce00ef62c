import type { CheckoutAnswer } from "@app/domain/checkout/contracts";
import type { PaymentAnswer } from "@app/domain/payment/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { gatewayAmount, notificationSignature } from "../modules/payment/public";
import type { Db } from "../platform/db";
import { asLearner, type Learner } from "./learner";

/** Small helpers of the payment tests: raw reads, a learner's payment, the gateway's signed notification. */

export type Row = Record<string, number>;

export async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as { rows?: Row[] }).rows ?? (result as unknown as Row[]);
}

export async function oneRow(db: Db, query: SQL): Promise<Row> {
  const [row] = await rowsOf(db, query);
  if (!row) throw new Error("no row");
  return row;
}

/** A published programme that costs something. */
export async function paidProgramId(db: Db): Promise<number> {
  const row = await oneRow(
    db,
    sql`select id from programs where is_published and deleted_at is null and price > 0 order by id limit 1`,
  );
  return row.id ?? 0;
}

/** The learner checks the programmes (and add-ons) out and pays with the method: the pending payment. */
export async function openPayment(
  app: FastifyInstance,
  learner: Learner,
  choice: { program_ids: number[]; addon_ids?: number[] },
  fullId = "bca_va",
): Promise<PaymentAnswer> {
  const call = asLearner(app, learner);
  const checkout = await call("POST", "/api/payment/v3/checkout/", { addon_ids: [], ...choice });
  expect(checkout.statusCode).toBe(200);
  const invoice = checkout.json<{ data: CheckoutAnswer }>().data;
  const res = await call("POST", "/api/payment/v3/pay/", { invoice_temp_id: invoice.invoice_temp_id, full_id: fullId });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: PaymentAnswer }>().data;
}

/** A notification as the gateway signs it. */
export function signedNotification(
  serverKey: string,
  payment: { order_id: string; gross_amount: number },
  transactionStatus: string,
  statusCode = "200",
) {
  const gross = gatewayAmount(payment.gross_amount);
  return {
    order_id: payment.order_id,
    status_code: statusCode,
    gross_amount: gross,
    transaction_status: transactionStatus,
    signature_key: notificationSignature(payment.order_id, statusCode, gross, serverKey),
  };
}

/** The gateway's POST of a notification (no session, no CSRF header: it is not a browser). */
export function notify(app: FastifyInstance, body: object) {
  return app.inject({ method: "POST", url: "/api/payment/notification", payload: body });
}
