import { formatRupiah } from "@app/domain/shared/currency";
import type { ReactNode } from "react";
import { Button } from "../../../shared/ui/button";
import type { CheckoutTotals } from "../checkout-totals";

export const SUMMARY_TEXTS = {
  title: "Rincian Pembayaran",
  subtotal: "Subtotal",
  discount: "Diskon voucher",
  fee: "Biaya layanan",
  total: "Total Pembayaran",
  pay: "Bayar Sekarang",
  free: "Dapatkan Sekarang",
} as const;

export interface CheckoutSummaryProps {
  totals: CheckoutTotals;
  free: boolean;
  onSubmit: () => void;
  busy: boolean;
  /** No method to pay with yet (still loading, or none offered). */
  disabled: boolean;
  /** A refusal of the last pay or enrol call, with what can be done about it. */
  error: ReactNode;
}

function Row({ term, children, testId }: { term: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-medium text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The totals and the button. Under 1024 px a bar at the bottom of the screen (it settles at the end of the page);
 * from 1024 px a card beside the checkout that stays in view.
 */
export function CheckoutSummary({ totals, free, onSubmit, busy, disabled, error }: CheckoutSummaryProps) {
  return (
    <section
      aria-labelledby="checkout-summary-title"
      data-testid="checkout-summary"
      className="sticky bottom-0 z-30 -mx-4 mt-auto border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.08)] sm:-mx-6 sm:px-6 lg:top-32 lg:bottom-auto lg:mx-0 lg:mt-0 lg:rounded-2xl lg:border lg:p-5 lg:shadow-sm"
    >
      <h2
        id="checkout-summary-title"
        className="sr-only lg:not-sr-only lg:mb-4 lg:text-lg lg:font-bold lg:text-slate-900"
      >
        {SUMMARY_TEXTS.title}
      </h2>
      <div className="mx-auto flex max-w-3xl flex-col gap-3 lg:max-w-none">
        {/* read out as a voucher or another method changes what is paid */}
        <dl aria-live="polite" aria-atomic="true" className="flex flex-col gap-1 text-sm lg:gap-2">
          <Row term={SUMMARY_TEXTS.subtotal} testId="checkout-subtotal">
            {formatRupiah(totals.subtotal)}
          </Row>
          <Row term={SUMMARY_TEXTS.discount} testId="checkout-discount">
            {totals.discount > 0 ? `-${formatRupiah(totals.discount)}` : formatRupiah(0)}
          </Row>
          {free ? null : (
            <Row term={SUMMARY_TEXTS.fee} testId="checkout-fee">
              {formatRupiah(totals.fee)}
            </Row>
          )}
          <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-slate-200 pt-2 lg:mt-2 lg:pt-3">
            <dt className="font-semibold text-slate-900">{SUMMARY_TEXTS.total}</dt>
            <dd className="text-right text-lg font-extrabold break-all text-slate-900" data-testid="checkout-total">
              {formatRupiah(totals.total)}
            </dd>
          </div>
        </dl>
        {error}
        <Button size="lg" className="w-full" onClick={onSubmit} loading={busy} disabled={disabled}>
          {free ? SUMMARY_TEXTS.free : SUMMARY_TEXTS.pay}
        </Button>
      </div>
    </section>
  );
}
