import { checkoutAnswer } from "@app/domain/checkout/contracts";
import {
  HISTORY_PAGE_SIZE,
  type HistoryItem,
  historyAnswer,
  type PaymentAnswer,
  type PrakerjaReceipt,
  paymentAnswer,
  prakerjaReceiptAnswer,
  programReceiptAnswer,
  type Receipt,
  receiptAnswer,
} from "@app/domain/payment/contracts";
import { isLivePaymentStatus } from "@app/domain/payment/status";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { z } from "zod";
import { apiGet, apiSend, buildApiUrl } from "../../shared/lib/api-client";

export const PAYMENT_STATUS_PATH = (id: number) => `/payment/status/${id}`;
export const PAYMENT_THANK_YOU_PATH = (id: number | string) => `/payment/thankyou/${id}`;
export const HISTORY_PAGE_PATH = "/daftar-transaksi";
export const PURCHASE_DETAIL_PATH = (id: number) => `/detail-pembelian/${id}`;
export const RECEIPT_PATH = (id: number) => `/receipt/${id}`;
export const INVOICE_PATH = (id: number) => `/invoice/${id}`;
/** 'Resi Program': the receipt of the learner's latest purchase of a programme. */
export const PROGRAM_RECEIPT_PATH = (programId: number) => `/receipt/program/${programId}`;
/** 'Prakerja Receipt': the job-training receipt of the learner's purchase of a Prakerja programme. */
export const PRAKERJA_RECEIPT_PATH = (programId: number) => `/invoice/program/${programId}`;

/**
 * Where a paid work-card payment shows its receipt: the Prakerja receipt when it bought exactly one programme
 * (with or without add-ons of it), otherwise the payment's own receipt.
 */
export function workCardReceiptPath(payment: Pick<PaymentAnswer, "id" | "items">): string {
  const programmes = payment.items.filter((item) => item.addon_id === null);
  const only = programmes.length === 1 ? programmes[0]?.program_id : undefined;
  if (only !== undefined && payment.items.every((item) => item.program_id === only)) {
    return PRAKERJA_RECEIPT_PATH(only);
  }
  return RECEIPT_PATH(payment.id);
}

/** How often the status page asks while a payment waits. */
export const PAYMENT_POLL_MS = 3000;

export const paymentKeys = {
  all: ["payment"] as const,
  detail: (id: number) => ["payment", "detail", id] as const,
  history: (page: number, status: HistoryStatus | undefined) => ["payment", "history", page, status ?? "all"] as const,
  receipt: (source: ReceiptSource) => ["payment", "receipt", source.kind, source.id] as const,
  prakerjaReceipt: (programId: number) => ["payment", "receipt", "prakerja", programId] as const,
};

const paymentEnvelope = envelope(paymentAnswer);

/** Pending (1) and pending internal (99, the gateway is being asked) will still change; 2 and 3 will not. */
export function isPaymentWaiting(status: number | undefined): boolean {
  return isLivePaymentStatus(status);
}

// ---- GET /payment/v3/detail/{id} ------------------------------------------------------------------------

export async function fetchPayment(id: number, signal?: AbortSignal): Promise<PaymentAnswer> {
  return (await apiGet(`/payment/v3/detail/${id}`, paymentEnvelope, signal ? { signal } : {})).data;
}

/** One payment; asked again every 3 s while it waits, and no more once it succeeded or failed. */
export function paymentQueryOptions(id: number) {
  return queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => fetchPayment(id, signal),
    refetchInterval: (query) => (isPaymentWaiting(query.state.data?.status) ? PAYMENT_POLL_MS : false),
  });
}

export function usePayment(id: number) {
  return useQuery(paymentQueryOptions(id));
}

// ---- POST /payment/v4/list/{page}/10 (the history page) ---------------------------------------------

/** The statuses the history page filters by: pending, success, failed (99 is a moment inside a pay call). */
export type HistoryStatus = 1 | 2 | 3;

export type HistoryPage = { list: HistoryItem[]; totalPages: number };

export async function fetchPaymentHistory(
  page: number,
  status: HistoryStatus | undefined,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  const body = status === undefined ? {} : { status };
  const answer = await apiSend(`/payment/v4/list/${page}/${HISTORY_PAGE_SIZE}`, historyAnswer, {
    body,
    ...(signal ? { signal } : {}),
  });
  return { list: answer.data, totalPages: answer.total_page };
}

export function paymentHistoryQueryOptions(page: number, status: HistoryStatus | undefined) {
  return queryOptions({
    queryKey: paymentKeys.history(page, status),
    queryFn: ({ signal }) => fetchPaymentHistory(page, status, signal),
    placeholderData: (previous) => previous,
  });
}

export function usePaymentHistory(page: number, status: HistoryStatus | undefined) {
  return useQuery(paymentHistoryQueryOptions(page, status));
}

// ---- GET /payment/v5/detail/{id}, /payment/program_receipt/{program id}, /payment/invoice_preview/{program id} --

/** A receipt of a payment (/receipt/{id}, /invoice/{id}) or of the purchase of a programme (/receipt/program/{id}). */
export type ReceiptSource = { kind: "payment" | "program"; id: number };

export async function fetchReceipt(source: ReceiptSource, signal?: AbortSignal): Promise<Receipt> {
  const options = signal ? { signal } : {};
  if (source.kind === "payment") {
    return (await apiGet(`/payment/v5/detail/${source.id}`, envelope(receiptAnswer), options)).data.data;
  }
  return (await apiGet(`/payment/program_receipt/${source.id}`, envelope(programReceiptAnswer), options)).data.data;
}

export function useReceipt(source: ReceiptSource) {
  return useQuery({
    queryKey: paymentKeys.receipt(source),
    queryFn: ({ signal }) => fetchReceipt(source, signal),
  });
}

/** GET /payment/invoice_preview/{program id}: the Prakerja receipt ('Prakerja Receipt', /invoice/program/{id}). */
export async function fetchPrakerjaReceipt(programId: number, signal?: AbortSignal): Promise<PrakerjaReceipt> {
  const answer = await apiGet(
    `/payment/invoice_preview/${programId}`,
    envelope(prakerjaReceiptAnswer),
    signal ? { signal } : {},
  );
  return answer.data.data;
}

export function usePrakerjaReceipt(programId: number) {
  return useQuery({
    queryKey: paymentKeys.prakerjaReceipt(programId),
    queryFn: ({ signal }) => fetchPrakerjaReceipt(programId, signal),
  });
}

/** The PDF of a payment's receipt: a plain link, the session cookie goes with it. */
export function receiptPdfHref(paymentId: number): string {
  const url = buildApiUrl(`/payment/v5/detail/${paymentId}`, { download: 1 });
  return `${url.pathname}${url.search}`;
}

// ---- POST /payment/v3/pay/ ------------------------------------------------------------------------------

/** `pin` only for points, which are taken at once. */
export type PayBody = { invoice_temp_id: number; full_id: string; pin?: string };

/** A random key; randomUUID needs a secure context, so elsewhere (a LAN address in development) 16 random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Idempotency keys kept for the life of the page, one per action (what is paid, with what): the same action
 * sends the same key however often it is clicked or retried; another method is another action with its own key
 * (a key sent again with another body would be refused).
 */
export function useIdempotencyKeys(): (action: string) => string {
  const keys = useRef(new Map<string, string>());
  return useCallback((action: string) => {
    const known = keys.current.get(action);
    if (known) return known;
    const key = newIdempotencyKey();
    keys.current.set(action, key);
    return key;
  }, []);
}

/**
 * Opens a payment of the invoice with the method. `idempotencyKey` is the caller's for this action: sent again
 * (a double click, a retry after a lost answer) the server answers the same payment instead of charging twice.
 */
export async function pay(body: PayBody, idempotencyKey: string): Promise<PaymentAnswer> {
  const headers = { "Idempotency-Key": idempotencyKey };
  return (await apiSend("/payment/v3/pay/", paymentEnvelope, { body, headers })).data;
}

/** The payment answer becomes the cached detail, so the status page shows it without asking again. */
export function usePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PayBody; idempotencyKey: string }) => pay(body, idempotencyKey),
    onSuccess: (payment) => queryClient.setQueryData(paymentKeys.detail(payment.id), payment),
  });
}

// ---- POST /payment/invoice/cancel/ ----------------------------------------------------------------------

/** Stops the invoice's pending payment, so another method can be chosen (spec 002 section 4). */
export async function cancelPendingPayment(body: { invoice_temp_id: number }): Promise<string> {
  return (await apiSend("/payment/invoice/cancel/", envelope(checkoutAnswer), { body })).message;
}

export function useCancelPendingPayment(paymentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPendingPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.detail(paymentId) }),
  });
}

// ---- POST /dev/payment-simulator/{id}/{pay|fail|expire} (sandbox gateway, not in production) ------------

export type SimulatorAction = "pay" | "fail" | "expire";

export async function simulatePayment(id: number, action: SimulatorAction): Promise<void> {
  await apiSend(`/dev/payment-simulator/${id}/${action}`, envelope(z.object({ order_id: z.string() })));
}

/** After the gateway's notification the payment has moved: it is asked again at once, not at the next poll. */
export function useSimulatePayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SimulatorAction) => simulatePayment(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.detail(id) }),
  });
}
