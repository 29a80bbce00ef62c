import type { HistoryItem, Receipt } from "@app/domain/payment/contracts";
import { PAYMENT_MESSAGES } from "@app/domain/payment/contracts";
import { PAYMENT_STATUS } from "@app/domain/payment/status";
import { paymentMethodNames } from "@app/domain/payment/work-card";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { addons, programs } from "../../db/schema/catalogue";
import { invoiceItems, invoices } from "../../db/schema/checkout";
import { payments } from "../../db/schema/payment";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";

const itemName = sql<string>`coalesce(${addons.title}, ${programs.name})`;

/** The items of several invoices in one query (never one per row). */
async function itemsOf(db: Db, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      invoiceId: invoiceItems.invoiceId,
      program_id: invoiceItems.programId,
      addon_id: invoiceItems.addonId,
      name: itemName,
      slug: programs.slug,
      price: invoiceItems.price,
    })
    .from(invoiceItems)
    .innerJoin(programs, eq(programs.id, invoiceItems.programId))
    .leftJoin(addons, eq(addons.id, invoiceItems.addonId))
    .where(inArray(invoiceItems.invoiceId, invoiceIds))
    .orderBy(asc(invoiceItems.id));
}

/** POST /payment/v4/list/{page}/{limit}: the learner's payments, newest first, with the number of pages. */
export async function paymentHistory(
  db: Db,
  userId: number,
  page: number,
  limit: number,
  status?: number,
): Promise<{ list: HistoryItem[]; totalPages: number }> {
  const where = and(eq(payments.userId, userId), status === undefined ? undefined : eq(payments.status, status)) as SQL;
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const items = await itemsOf(
    db,
    rows.map((r) => r.invoiceId),
  );
  const list = rows.map((p) => {
    const method = paymentMethodNames(p.methodFullId);
    return {
      id: p.id,
      order_id: p.orderId,
      status: p.status,
      payment_name: method.payment_name,
      category_name: method.category_name,
      gross_amount: p.grossAmount,
      created_at: p.createdAt.toISOString(),
      paid_at: p.paidAt?.toISOString() ?? null,
      expires_at: p.expiresAt.toISOString(),
      items: items
        .filter((i) => i.invoiceId === p.invoiceId)
        .map(({ program_id, addon_id, name, slug }) => ({ program_id, addon_id, name, slug })),
    };
  });
  return { list, totalPages: Math.ceil((total?.n ?? 0) / limit) };
}

/** The receipt (paid) or invoice (not yet) of one of the learner's payments. */
export async function receiptOf(db: Db, userId: number, paymentId: number): Promise<Receipt> {
  const [row] = await db
    .select({
      payment: payments,
      subtotal: invoices.subtotal,
      discount: invoices.discount,
      name: users.name,
      email: users.email,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!row) throw errors.notFound(PAYMENT_MESSAGES.paymentNotFound);
  const { payment } = row;
  const paid = payment.status === PAYMENT_STATUS.SUCCESS;
  const issued = payment.paidAt ?? payment.createdAt;
  const items = await itemsOf(db, [payment.invoiceId]);
  return {
    kind: paid ? "receipt" : "invoice",
    payment_id: payment.id,
    number: `${paid ? "KWT" : "INV"}/${issued.getUTCFullYear()}/${String(issued.getUTCMonth() + 1).padStart(2, "0")}/${String(payment.id).padStart(6, "0")}`,
    order_id: payment.orderId,
    status: payment.status,
    issued_at: issued.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    buyer: { name: row.name, email: row.email },
    method: paymentMethodNames(payment.methodFullId).payment_name,
    items: items.map((i) => ({ name: i.name, price: i.price })),
    subtotal: row.subtotal,
    discount: row.discount,
    fee: payment.fee,
    total: payment.grossAmount,
  };
}

/**
 * GET /payment/program_receipt/{id} ('Resi Program'): the receipt of the learner's latest successful payment that
 * bought the programme `programId` (alone or with others, or an add-on of it). Anyone else's purchase is not found.
 * The job-training receipt of a programme is prakerja-receipt.ts (GET /payment/invoice_preview/{id}).
 */
export async function programReceiptOf(db: Db, userId: number, programId: number): Promise<Receipt> {
  const [latest] = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(invoiceItems, and(eq(invoiceItems.invoiceId, payments.invoiceId), eq(invoiceItems.programId, programId)))
    .where(and(eq(payments.userId, userId), eq(payments.status, PAYMENT_STATUS.SUCCESS)))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  if (!latest) throw errors.notFound(PAYMENT_MESSAGES.programReceiptNotFound);
  return receiptOf(db, userId, latest.id);
}
