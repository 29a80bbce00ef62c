import { checkoutAnswer, invoiceBody } from "@app/domain/checkout/contracts";
import {
  historyAnswer,
  historyBody,
  historyParams,
  notificationBody,
  PAYMENT_MESSAGES,
  payBody,
  paymentAnswer,
  paymentIdParams,
  pointsCancelationBody,
  programIdParams,
  programReceiptAnswer,
  receiptAnswer,
  receiptQuery,
  simulatorParams,
} from "@app/domain/payment/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { isLocalClient } from "../../platform/dev-tools";
import { ok } from "../../platform/envelope";
import { errors } from "../../platform/errors";
import { idempotent } from "../../platform/idempotency";
import type { MailContext } from "../../platform/mail-layout";
import { invoiceSummary } from "../checkout/public";
import { boundedGateway } from "./gateway";
import { paymentHistory, programReceiptOf, receiptOf } from "./history";
import { receiptPdf } from "./receipt-pdf";
import type { SandboxGateway } from "./sandbox-gateway";
import {
  applyNotification,
  cancelPendingPayment,
  cancelPointsPayment,
  ownOrderId,
  pay,
  paymentDetail,
} from "./service";

const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
  503: errorEnvelope,
};

/** Paying (spec 002 sections 4 and 7): the learner's own payments; the gateway's signed notifications. */
export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  gateway: SandboxGateway;
  serverKey: string;
  simulator: boolean;
  /** The brand and web origin of mails and receipts. */
  mail: MailContext;
}> = async (app, { db, clock, gateway, serverKey, simulator, mail }) => {
  // the status page learns from the payment itself whether the simulator exists (no probing call, issue 23)
  // (the dev routes answer only local clients: a remote learner on a staging server is not offered it)
  const withSimulator = <T extends object>(request: FastifyRequest, payment: T): T & { simulator?: true } =>
    simulator && isLocalClient(request) ? { ...payment, simulator: true } : payment;
  // R7: the product's own calls to the gateway are bounded in time
  const bounded = boundedGateway(gateway);
  app.post(
    "/payment/v3/pay/",
    {
      schema: {
        tags: ["payment"],
        summary: "Pay the invoice with a method: answers how to pay (VA number, code, deeplink, redirect)",
        querystring: callContextQuery,
        body: payBody,
        response: { 200: envelope(paymentAnswer), ...refusals },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      return idempotent(db, request, reply, "pay", userId, async () => {
        const paymentId = await pay(db, bounded, { mail, log: request.log }, userId, request.body, clock());
        return ok(withSimulator(request, await paymentDetail(db, userId, paymentId)));
      });
    },
  );

  app.post(
    "/payment/v4/list/:page/:limit",
    {
      schema: {
        tags: ["payment"],
        summary: "The learner's payments, newest first (10 a page on the history page)",
        params: historyParams,
        querystring: callContextQuery,
        body: historyBody,
        response: { 200: historyAnswer, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { page, limit } = request.params;
      const { list, totalPages } = await paymentHistory(db, userId, page, limit, request.body.status);
      return { status: 200, message: "OK", data: list, total_page: totalPages };
    },
  );

  app.get(
    "/payment/v4/detail/:id",
    {
      schema: {
        tags: ["payment"],
        summary: "One of the learner's payments (the purchase detail page)",
        params: paymentIdParams,
        querystring: callContextQuery,
        response: { 200: envelope(paymentAnswer), ...refusals },
      },
    },
    async (request) => ok(await paymentDetail(db, requireUser(request).userId, request.params.id)),
  );

  app.get(
    "/payment/v5/detail/:id",
    {
      schema: {
        tags: ["payment"],
        summary: "The receipt (paid) or invoice of a payment; ?download=1 answers it as a PDF",
        params: paymentIdParams,
        querystring: receiptQuery.extend(callContextQuery.shape),
        // no response schema: 200 is JSON (`envelope(receiptAnswer)`, checked below) or, with ?download=1, a PDF
      },
    },
    async (request, reply) => {
      const receipt = await receiptOf(db, requireUser(request).userId, request.params.id);
      if (request.query.download !== "1") return ok(receiptAnswer.parse({ data: receipt }));
      const name = `${receipt.kind === "receipt" ? "kuitansi" : "tagihan"}-${receipt.order_id}.pdf`;
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(await receiptPdf(receipt, mail.brand)));
    },
  );

  // 'Resi Program': a call the spec does not name (decisions/030); the spec's invoice_preview is the Prakerja receipt
  app.get(
    "/payment/program_receipt/:id",
    {
      schema: {
        tags: ["payment"],
        summary: "The receipt of the learner's latest successful purchase of a programme ({id} is the programme's)",
        params: programIdParams,
        querystring: callContextQuery,
        response: { 200: envelope(programReceiptAnswer), ...refusals },
      },
    },
    async (request) => ok({ data: await programReceiptOf(db, requireUser(request).userId, request.params.id) }),
  );

  app.get(
    "/payment/v3/detail/:id",
    {
      schema: {
        tags: ["payment"],
        summary: "One of the learner's payments, with its status and instructions",
        params: paymentIdParams,
        querystring: callContextQuery,
        response: { 200: envelope(paymentAnswer), ...refusals },
      },
    },
    async (request) =>
      ok(withSimulator(request, await paymentDetail(db, requireUser(request).userId, request.params.id))),
  );

  app.post(
    "/payment/invoice/cancel/",
    {
      schema: {
        tags: ["payment"],
        summary: "Stop the invoice's pending payment (to choose another method)",
        querystring: callContextQuery,
        body: invoiceBody,
        response: { 200: envelope(checkoutAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { invoice_temp_id } = request.body;
      await cancelPendingPayment(db, bounded, request.log, userId, invoice_temp_id, clock());
      const data = await invoiceSummary(db, userId, invoice_temp_id);
      return { status: 200, message: PAYMENT_MESSAGES.paymentCancelled, data };
    },
  );

  app.post(
    "/payment/poin/cancelation",
    {
      schema: {
        tags: ["payment"],
        summary: "Leave points for another method: nothing is ever pending with points, so nothing changes",
        querystring: callContextQuery,
        body: pointsCancelationBody,
        response: { 200: envelope(checkoutAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { invoice_temp_id, full_id } = request.body;
      await cancelPointsPayment(db, userId, invoice_temp_id, full_id);
      const data = await invoiceSummary(db, userId, invoice_temp_id);
      return { status: 200, message: PAYMENT_MESSAGES.pointsPaymentCancelled, data };
    },
  );

  app.post(
    "/payment/notification",
    {
      // called by the gateway's server, not a browser; trusted only for its signature
      config: { csrfExempt: true },
      schema: {
        tags: ["payment"],
        summary: "A gateway's signed notification about a payment",
        body: notificationBody,
        response: { 200: envelope(z.object({ outcome: z.string() })), ...refusals },
      },
    },
    async (request) => {
      const outcome = await applyNotification(db, { serverKey, mail }, request.body, clock());
      if (outcome !== "applied" && outcome !== "unchanged") {
        request.log.warn({ orderId: request.body.order_id, outcome }, "payment notification not applied");
      }
      return { status: 200, message: PAYMENT_MESSAGES.acknowledged, data: { outcome } };
    },
  );

  if (simulator) {
    app.post(
      "/dev/payment-simulator/:id/:action",
      {
        schema: {
          tags: ["dev"],
          summary:
            "Sandbox gateway simulator: pay, fail or expire the caller's own pending payment (DEV_TOOLS, local clients only)",
          params: simulatorParams,
          response: { 200: envelope(z.object({ order_id: z.string() })), ...refusals },
        },
      },
      async (request) => {
        // the caller's own payments only (issue 17): another learner's answers the 404 of an unknown payment
        const orderId = await ownOrderId(db, requireUser(request).userId, request.params.id);
        if (!(await gateway.simulate(orderId, request.params.action))) {
          throw errors.refused(PAYMENT_MESSAGES.noPendingPayment);
        }
        await gateway.tick(); // deliver now rather than at the next tick
        return ok({ order_id: orderId });
      },
    );
  }
};
