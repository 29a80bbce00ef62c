import type { HistoryItem, PaymentAnswer } from "@app/domain/payment/contracts";
import { PAYMENT_STATUS } from "@app/domain/payment/status";

/** The items of a payment as a checkout address takes them: programmes bought themselves, and add-ons. */
export function paymentCheckoutItems(items: PaymentAnswer["items"]): { program_ids: number[]; addon_ids: number[] } {
  return {
    program_ids: items.filter((item) => item.addon_id === null).map((item) => item.program_id),
    addon_ids: items.flatMap((item) => (item.addon_id === null ? [] : [item.addon_id])),
  };
}

/**
 * The sandbox gateway's hosted page (card 3-D Secure, cardless approval, e-wallet deeplink) learns only the
 * order id from the gateway; the status page adds the payment id so that page can find its way back. The
 * address stays absolute when it is another origin (the Vite dev server), else it becomes a path in this app.
 */
export function hostedPaymentHref(url: string, paymentId: number): { href: string; internal: boolean } {
  let target: URL;
  try {
    target = new URL(url, window.location.origin);
  } catch {
    return { href: url, internal: false };
  }
  target.searchParams.set("payment_id", String(paymentId));
  const internal = target.origin === window.location.origin;
  return { href: internal ? `${target.pathname}${target.search}` : target.toString(), internal };
}

export type PaymentTone = "pending" | "success" | "failed";

/** A payment's status as the history and detail pages name it (spec 002 section 4 statuses). */
export function paymentStatusLabel(status: number): { label: string; tone: PaymentTone } {
  if (status === PAYMENT_STATUS.SUCCESS) return { label: "Berhasil", tone: "success" };
  if (status === PAYMENT_STATUS.FAILED) return { label: "Gagal", tone: "failed" };
  return { label: "Menunggu Pembayaran", tone: "pending" };
}

/**
 * The history page's failure rule (spec 002 section 4): on a successful answer the list and its number of
 * pages are shown; on a failure the list is emptied, 0 pages, and the page is back to 1.
 */
export function historyView(
  answer: { list: HistoryItem[]; totalPages: number } | undefined,
  failed: boolean,
  page: number,
): { list: HistoryItem[]; totalPages: number; page: number } {
  if (failed || !answer) return { list: [], totalPages: 0, page: failed ? 1 : page };
  return { list: answer.list, totalPages: answer.totalPages, page };
}
