import {
  CHECKOUT_MESSAGES,
  checkoutAnswer,
  checkoutBody,
  invoiceBody,
  methodAnswer,
  methodQuery,
  REDEEM_MESSAGES,
  voucherBody,
  voucherRedeemAnswer,
  voucherRedeemBody,
} from "@app/domain/checkout/contracts";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { idempotent } from "../../platform/idempotency";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import { redeemCode } from "./redeem";
import { applyVoucher, createCheckout, freeEnrollment, invoiceSummary, paymentMethods, removeVoucher } from "./service";

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };
const invoiceEnvelope = envelope(checkoutAnswer);

/** Checkout (spec 002 sections 2, 4 and 7): the learner's own invoices only; every change in one transaction. */
/** Codes can be guessed: tries are limited per account and per address. */
export const REDEEM_RULES = {
  account: { name: "redeem-account", limit: 10, windowSeconds: 600 },
  ip: { name: "redeem-ip", limit: 30, windowSeconds: 3600 },
} satisfies Record<string, RateRule>;

export const checkoutRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; limiter: RateLimiter }> = async (
  app,
  { db, clock, limiter },
) => {
  app.post(
    "/payment/voucher_redeem/",
    {
      schema: {
        tags: ["checkout"],
        summary: "Exchange a programme code for an enrolment (/tukar-voucher)",
        querystring: callContextQuery,
        body: voucherRedeemBody,
        response: { 200: envelope(voucherRedeemAnswer), ...refusals, 429: errorEnvelope },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(REDEEM_RULES.account, String(userId));
      await limiter.hit(REDEEM_RULES.ip, request.ip);
      const data = await redeemCode(db, userId, request.body.code, clock());
      return { status: 200, message: REDEEM_MESSAGES.redeemed, data };
    },
  );

  app.post(
    "/payment/v3/checkout/",
    {
      schema: {
        tags: ["checkout"],
        summary: "Make the temporary invoice for the chosen programmes and add-ons",
        querystring: callContextQuery,
        body: checkoutBody,
        response: { 200: invoiceEnvelope, ...refusals },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      return idempotent(db, request, reply, "checkout", userId, async () => {
        const invoiceId = await createCheckout(db, userId, request.body, clock());
        return ok(await invoiceSummary(db, userId, invoiceId));
      });
    },
  );

  app.post(
    "/payment/v3/voucher/",
    {
      schema: {
        tags: ["checkout"],
        summary: "Use a voucher code on the invoice",
        querystring: callContextQuery,
        body: voucherBody,
        response: { 200: invoiceEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { invoice_temp_id, code } = request.body;
      await applyVoucher(db, userId, invoice_temp_id, code, clock());
      const data = await invoiceSummary(db, userId, invoice_temp_id);
      return { status: 200, message: CHECKOUT_MESSAGES.voucherApplied, data };
    },
  );

  app.delete(
    "/payment/v3/voucher/",
    {
      schema: {
        tags: ["checkout"],
        summary: "Stop using the invoice's voucher",
        querystring: callContextQuery,
        body: invoiceBody,
        response: { 200: invoiceEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { invoice_temp_id } = request.body;
      await removeVoucher(db, userId, invoice_temp_id, clock());
      const data = await invoiceSummary(db, userId, invoice_temp_id);
      return { status: 200, message: CHECKOUT_MESSAGES.voucherRemoved, data };
    },
  );

  app.get(
    "/payment/method",
    {
      schema: {
        tags: ["checkout"],
        summary: "The payment categories and methods for an invoice, with fees",
        querystring: methodQuery.extend(callContextQuery.shape),
        response: { 200: envelope(methodAnswer), ...refusals },
      },
    },
    async (request) => ok(await paymentMethods(db, requireUser(request).userId, request.query.invoice_temp_id)),
  );

  app.post(
    "/payment/free_enrollment/",
    {
      schema: {
        tags: ["checkout"],
        summary: "Enrol at once when the invoice leaves nothing to pay",
        querystring: callContextQuery,
        body: invoiceBody,
        response: { 200: invoiceEnvelope, ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { invoice_temp_id } = request.body;
      await freeEnrollment(db, userId, invoice_temp_id, clock());
      const data = await invoiceSummary(db, userId, invoice_temp_id);
      return { status: 200, message: CHECKOUT_MESSAGES.enrolled, data };
    },
  );
};
