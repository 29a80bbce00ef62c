import type { PaymentAnswer } from "@app/domain/payment/contracts";

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
