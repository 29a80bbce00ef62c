import type { CheckoutAnswer } from "@app/domain/checkout/contracts";
import { paymentFee } from "@app/domain/checkout/fee";
import type { PaymentCategoryOption, PaymentMethodOption } from "./api";

/**
 * The free flag (spec 002 section 4): set when the checkout says no payment is needed. The spec adds that after
 * a voucher is removed the checkout is free only below Rp10.000 (isFreeAfterVoucherRemoved); our API answers
 * every voucher change with the whole invoice and its `is_pay`, and free enrolment refuses anything left to
 * pay, so the invoice's own flag decides — a total of Rp1–9.999 offered as free would only be refused.
 */
export function isFreeCheckout(invoice: Pick<CheckoutAnswer, "is_pay">): boolean {
  return !invoice.is_pay;
}

/** The categories to offer: only those shown, and only with their shown methods. */
export function visibleCategories(categories: readonly PaymentCategoryOption[]): PaymentCategoryOption[] {
  return categories
    .filter((category) => category.visible)
    .map((category) => ({ ...category, methods: category.methods.filter((method) => method.visible) }))
    .filter((category) => category.methods.length > 0);
}

/**
 * Exactly one method is chosen (spec 002 section 4): the learner's pick while it is offered, else the server's
 * `is_choice`, else the first offered one — among the methods that can pay.
 */
export function chosenMethod(
  categories: readonly PaymentCategoryOption[],
  picked: string | null,
  /** A method that cannot pay this invoice (points the balance does not cover) is never the chosen one. */
  unavailable: (method: PaymentMethodOption) => boolean = () => false,
): PaymentMethodOption | null {
  const methods = categories.flatMap((category) => category.methods).filter((method) => !unavailable(method));
  return (
    methods.find((method) => method.full_id === picked) ??
    methods.find((method) => method.is_choice) ??
    methods[0] ??
    null
  );
}

export type CheckoutTotals = { subtotal: number; discount: number; fee: number; total: number };

/**
 * What is paid: the invoice's real total (after the voucher) plus the chosen method's fee. The fee is the
 * domain's rule on the current real total, so it follows a voucher at once without asking for the methods again.
 */
export function checkoutTotals(
  invoice: Pick<CheckoutAnswer, "subtotal" | "discount" | "real_total" | "is_pay">,
  method: Pick<PaymentMethodOption, "fee_percentage" | "fee_fixed"> | null,
): CheckoutTotals {
  const fee = method && !isFreeCheckout(invoice) ? paymentFee(invoice.real_total, method) : 0;
  return { subtotal: invoice.subtotal, discount: invoice.discount, fee, total: invoice.real_total + fee };
}
