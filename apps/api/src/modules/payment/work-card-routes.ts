import { paymentAnswer, prakerjaReceiptAnswer, programIdParams } from "@app/domain/payment/contracts";
import {
  WORK_CARD_MESSAGES,
  workCardAuthorizeBody,
  workCardBalanceAnswer,
  workCardInvoiceAnswer,
  workCardInvoiceParams,
  workCardOtpAnswer,
  workCardSendOtpBody,
} from "@app/domain/payment/work-card";
import type { PrakerjaDateOffsets } from "@app/domain/prakerja/redemption-window";
import { callContextQuery, envelope, errorEnvelope } from "@app/domain/shared/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { ok } from "../../platform/envelope";
import { idempotent } from "../../platform/idempotency";
import type { MailContext } from "../../platform/mail-layout";
import type { RateLimiter, RateRule } from "../../platform/rate-limit";
import type { PrakerjaPartner } from "../prakerja/public";
import { boundedGateway, type PaymentGateway } from "./gateway";
import { prakerjaReceiptOf } from "./prakerja-receipt";
import { paymentDetail } from "./service";
import {
  authorizeWorkCard,
  sendWorkCardOtp,
  type WorkCardContext,
  workCardBalance,
  workCardInvoice,
} from "./work-card";

/** Each OTP reaches the participant's phone or mail, and OTPs can be guessed: both calls are limited per account. */
export const WORK_CARD_RULES = {
  sendOtp: { name: "prakerja-otp-send", limit: 5, windowSeconds: 900 },
  balance: { name: "prakerja-balance", limit: 30, windowSeconds: 600 },
  authorize: { name: "prakerja-otp-authorize", limit: 10, windowSeconds: 900 },
} satisfies Record<string, RateRule>;

const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
  503: errorEnvelope,
};

export type WorkCardRouteOptions = {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  /** the app's one Prakerja partner client (one circuit breaker); null when none is configured */
  partner: PrakerjaPartner | null;
  offsets: PrakerjaDateOffsets;
  gateway: PaymentGateway;
  mail: MailContext;
};

/** The work-card payment (spec 002 section 7, decisions/030). Login required; the caller's own invoice only. */
export const workCardPaymentRoutes: FastifyPluginAsyncZod<WorkCardRouteOptions> = async (app, options) => {
  const { db, clock, limiter, partner, offsets, mail } = options;
  const gateway = boundedGateway(options.gateway);
  const context = (log: WorkCardContext["log"]): WorkCardContext => ({
    db,
    partner,
    offsets,
    gateway,
    mail,
    log,
    now: clock(),
  });

  app.get(
    "/payment/pay/prakerja/invoice/:id",
    {
      schema: {
        tags: ["payment"],
        summary: "The caller's invoice, and whether the Prakerja work card may pay it (and why not)",
        params: workCardInvoiceParams,
        querystring: callContextQuery,
        response: { 200: envelope(workCardInvoiceAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const data = await workCardInvoice({ db, offsets, now: clock() }, userId, request.params.id);
      return { status: 200, message: "OK", data };
    },
  );

  app.get(
    "/payment/invoice_preview/:id",
    {
      schema: {
        tags: ["payment"],
        summary:
          "The Prakerja receipt of the learner's job-training purchase of a programme ({id} is the programme's): the " +
          "receipt with the participant, the work-card transaction and the enrolment's redeem record",
        params: programIdParams,
        querystring: callContextQuery,
        response: { 200: envelope(prakerjaReceiptAnswer), ...refusals },
      },
    },
    async (request) =>
      ok({ data: await prakerjaReceiptOf(db, requireUser(request).userId, request.params.id, offsets) }),
  );

  app.get(
    "/payment/pay/prakerja/balance/",
    {
      schema: {
        tags: ["payment"],
        summary: "The caller's Prakerja work-card balance (asked of the partner)",
        querystring: callContextQuery,
        response: { 200: envelope(workCardBalanceAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(WORK_CARD_RULES.balance, String(userId));
      return { status: 200, message: "OK", data: await workCardBalance({ db, partner }, userId) };
    },
  );

  app.post(
    "/payment/pay/prakerja/send_otp/",
    {
      schema: {
        tags: ["payment"],
        summary: "Pay the caller's invoice with the Prakerja work card: opens the payment and sends an OTP",
        querystring: callContextQuery,
        body: workCardSendOtpBody,
        response: { 200: envelope(workCardOtpAnswer), ...refusals },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await limiter.hit(WORK_CARD_RULES.sendOtp, String(userId));
      const data = await sendWorkCardOtp(context(request.log), userId, request.body.invoice_temp_id);
      return { status: 200, message: WORK_CARD_MESSAGES.otpSent, data };
    },
  );

  app.post(
    "/payment/pay/prakerja/authorize/",
    {
      schema: {
        tags: ["payment"],
        summary: "Authorize the work-card payment with its OTP (Idempotency-Key header); answers the paid payment",
        querystring: callContextQuery,
        body: workCardAuthorizeBody,
        response: { 200: envelope(paymentAnswer), ...refusals },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      await limiter.hit(WORK_CARD_RULES.authorize, String(userId));
      return idempotent(db, request, reply, "prakerja-authorize", userId, async () => {
        const paymentId = await authorizeWorkCard(context(request.log), userId, request.body);
        return { status: 200, message: WORK_CARD_MESSAGES.paid, data: await paymentDetail(db, userId, paymentId) };
      });
    },
  );
};
