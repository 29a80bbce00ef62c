import type { PaymentAnswer } from "@app/domain/payment/contracts";

/**
 * Times are shown in Asia/Jakarta with "WIB" (ARCHITECTURE.md, API conventions), written as the programme
 * schedule writes them. The shared formatting has no date-time yet; this belongs there once a third page needs it.
 */
const dayFormat = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 2026-11-22T07:05:00Z -> 'Minggu, 22 November 2026, 14.05 WIB'; empty for an unreadable time. */
export function formatWibDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${dayFormat.format(date)}, ${timeFormat.format(date)} WIB`;
}

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
