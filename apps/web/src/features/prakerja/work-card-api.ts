import { type PaymentAnswer, paymentAnswer } from "@app/domain/payment/contracts";
import {
  type WorkCardInvoiceAnswer,
  type WorkCardOtpAnswer,
  workCardBalanceAnswer,
  workCardInvoiceAnswer,
  workCardOtpAnswer,
} from "@app/domain/payment/work-card";
import { envelope } from "@app/domain/shared/envelope";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../shared/lib/api-client";

/** The work-card payment page of an invoice (spec 002 section 2, route PaymentPrakerjaV2). */
export const WORK_CARD_PAYMENT_PATH = (invoiceId: number) => `/kartuprakerja/pembayaran/${invoiceId}`;

export const workCardKeys = {
  invoice: (id: number) => ["prakerja", "work-card", "invoice", id] as const,
  balance: ["prakerja", "work-card", "balance"] as const,
};

// ---- GET /payment/pay/prakerja/invoice/{id} and /payment/pay/prakerja/balance/ --------------------------------

export async function fetchWorkCardInvoice(id: number, signal?: AbortSignal): Promise<WorkCardInvoiceAnswer> {
  return (
    await apiGet(`/payment/pay/prakerja/invoice/${id}`, envelope(workCardInvoiceAnswer), signal ? { signal } : {})
  ).data;
}

export function useWorkCardInvoice(id: number) {
  return useQuery({ queryKey: workCardKeys.invoice(id), queryFn: ({ signal }) => fetchWorkCardInvoice(id, signal) });
}

export async function fetchWorkCardBalance(signal?: AbortSignal): Promise<number> {
  return (await apiGet("/payment/pay/prakerja/balance/", envelope(workCardBalanceAnswer), signal ? { signal } : {}))
    .data.balance;
}

export function useWorkCardBalance(enabled: boolean) {
  return useQuery({ queryKey: workCardKeys.balance, queryFn: ({ signal }) => fetchWorkCardBalance(signal), enabled });
}

// ---- POST /payment/pay/prakerja/send_otp/ and /authorize/ ------------------------------------------------------

export async function sendWorkCardOtp(invoiceId: number): Promise<WorkCardOtpAnswer> {
  return (
    await apiSend("/payment/pay/prakerja/send_otp/", envelope(workCardOtpAnswer), {
      body: { invoice_temp_id: invoiceId },
    })
  ).data;
}

export function useSendWorkCardOtp() {
  return useMutation({ mutationFn: sendWorkCardOtp });
}

export async function authorizeWorkCard(input: {
  invoiceId: number;
  otp: string;
  idempotencyKey: string;
}): Promise<PaymentAnswer> {
  return (
    await apiSend("/payment/pay/prakerja/authorize/", envelope(paymentAnswer), {
      body: { invoice_temp_id: input.invoiceId, otp: input.otp },
      headers: { "Idempotency-Key": input.idempotencyKey },
    })
  ).data;
}

export function useAuthorizeWorkCard() {
  return useMutation({ mutationFn: authorizeWorkCard });
}
