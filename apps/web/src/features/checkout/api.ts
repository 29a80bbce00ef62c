import {
  type CheckoutAnswer,
  type CheckoutBody,
  checkoutAnswer,
  checkoutBody,
  methodAnswer,
  type VoucherRedeemAnswer,
  voucherRedeemAnswer,
} from "@app/domain/checkout/contracts";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiGet, apiSend } from "../../shared/lib/api-client";

export { CHECKOUT_PAGE_PATH, checkoutPath } from "./checkout-path";

/** The chosen items as the checkout address carries them. */
export type CheckoutItems = CheckoutBody;

/** Query keys of checkout; the invoice is keyed on the chosen items, the methods on the invoice. */
export const checkoutKeys = {
  all: ["checkout"] as const,
  invoice: (items: CheckoutItems) =>
    ["checkout", "invoice", items.program_ids.join(","), items.addon_ids.join(",")] as const,
  methods: (invoiceId: number) => ["checkout", "methods", invoiceId] as const,
};

// ---- the checkout address: /checkout?program_ids=1,2&addon_ids=3 --------------------------------------

const IDS = /^\d+(,\d+)*$/;

function idList(value: string | null): number[] | null {
  if (value === null || value === "") return [];
  if (!IDS.test(value)) return null;
  return [...new Set(value.split(",").map(Number))];
}

/**
 * The chosen ids of the checkout address (comma-separated, as the selection list writes them), or null when
 * there are none or they are not ids: the page then offers the way back to the list instead of a checkout.
 */
export function parseCheckoutSearch(search: string): CheckoutItems | null {
  const params = new URLSearchParams(search);
  const programIds = idList(params.get("program_ids"));
  const addonIds = idList(params.get("addon_ids"));
  if (programIds === null || addonIds === null) return null;
  const parsed = checkoutBody.safeParse({ program_ids: programIds, addon_ids: addonIds });
  return parsed.success ? parsed.data : null;
}

// ---- POST /payment/v3/checkout/ -----------------------------------------------------------------------

const invoiceEnvelope = envelope(checkoutAnswer);

export async function createCheckout(items: CheckoutItems): Promise<CheckoutAnswer> {
  return (await apiSend("/payment/v3/checkout/", invoiceEnvelope, { body: items })).data;
}

/**
 * The invoice of one checkout address. Opening the checkout creates the invoice (a POST), so it runs as a query
 * keyed on the chosen items: a re-render, a second mount (StrictMode) or a second observer reuses the one call
 * instead of opening another invoice. It never refetches by itself and is not retried; it does not take the
 * abort signal, so an unmount while it runs cannot drop an invoice the server already made. Once the page is
 * left the invoice is forgotten (gcTime 0): coming back, e.g. to choose another method, opens a fresh one.
 */
export function checkoutInvoiceQueryOptions(items: CheckoutItems) {
  return queryOptions({
    queryKey: checkoutKeys.invoice(items),
    queryFn: () => createCheckout(items),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useCheckoutInvoice(items: CheckoutItems) {
  return useQuery(checkoutInvoiceQueryOptions(items));
}

// ---- GET /payment/method?val=1&invoice_temp_id= ---------------------------------------------------------

export type PaymentCategoryOption = z.infer<typeof methodAnswer>[number];
export type PaymentMethodOption = PaymentCategoryOption["methods"][number];

export async function fetchPaymentMethods(invoiceId: number, signal?: AbortSignal): Promise<PaymentCategoryOption[]> {
  const options = { query: { val: 1, invoice_temp_id: invoiceId }, ...(signal ? { signal } : {}) };
  return (await apiGet("/payment/method", envelope(methodAnswer), options)).data;
}

export function paymentMethodsQueryOptions(invoiceId: number) {
  return queryOptions({
    queryKey: checkoutKeys.methods(invoiceId),
    queryFn: ({ signal }) => fetchPaymentMethods(invoiceId, signal),
  });
}

export function usePaymentMethods(invoiceId: number, enabled: boolean) {
  return useQuery({ ...paymentMethodsQueryOptions(invoiceId), enabled });
}

// ---- POST and DELETE /payment/v3/voucher/ -----------------------------------------------------------------

export type InvoiceChange = { message: string; invoice: CheckoutAnswer };

export async function applyVoucher(body: { invoice_temp_id: number; code: string }): Promise<InvoiceChange> {
  const answer = await apiSend("/payment/v3/voucher/", invoiceEnvelope, { body });
  return { message: answer.message, invoice: answer.data };
}

export async function removeVoucher(body: { invoice_temp_id: number }): Promise<InvoiceChange> {
  const answer = await apiSend("/payment/v3/voucher/", invoiceEnvelope, { method: "DELETE", body });
  return { message: answer.message, invoice: answer.data };
}

/** A voucher change answers the whole invoice, which replaces the cached one (no second call). */
function useInvoiceMutation<V>(items: CheckoutItems, mutationFn: (variables: V) => Promise<InvoiceChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (change) => queryClient.setQueryData(checkoutKeys.invoice(items), change.invoice),
  });
}

export function useApplyVoucher(items: CheckoutItems) {
  return useInvoiceMutation(items, applyVoucher);
}

export function useRemoveVoucher(items: CheckoutItems) {
  return useInvoiceMutation(items, removeVoucher);
}

// ---- POST /payment/free_enrollment/ ----------------------------------------------------------------------

export async function freeEnrollment(body: { invoice_temp_id: number }): Promise<CheckoutAnswer> {
  return (await apiSend("/payment/free_enrollment/", invoiceEnvelope, { body })).data;
}

export function useFreeEnrollment() {
  return useMutation({ mutationFn: freeEnrollment });
}

// ---- POST /payment/voucher_redeem/ (/tukar-voucher) ------------------------------------------------------

export const REDEEM_PAGE_PATH = "/tukar-voucher";

export type VoucherRedeemed = { message: string; program: VoucherRedeemAnswer["program"] };

/** Exchanges a programme code for an enrolment; a refusal is the server's message (spec 002 section 4). */
export async function redeemVoucher(body: { code: string }): Promise<VoucherRedeemed> {
  const answer = await apiSend("/payment/voucher_redeem/", envelope(voucherRedeemAnswer), { body });
  return { message: answer.message, program: answer.data.program };
}

export function useRedeemVoucher() {
  return useMutation({ mutationFn: redeemVoucher });
}
