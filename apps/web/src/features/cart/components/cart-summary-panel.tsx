import { formatRupiah } from "@app/domain/shared/currency";
import { Button } from "../../../shared/ui/button";

export const CHECKOUT_BUTTON_TEXT = "Lanjut ke Pembayaran";

/**
 * What the ticks add up to, and the way on. Under 1024 px a bar that stays at the bottom of the screen (it
 * settles above the footer); from 1024 px a card beside the list that stays in view while it scrolls.
 */
export function CartSummaryPanel({
  count,
  total,
  onCheckout,
}: {
  count: number;
  total: number;
  onCheckout: () => void;
}) {
  return (
    <section
      aria-labelledby="cart-summary-title"
      data-testid="cart-summary"
      className="sticky bottom-0 z-30 -mx-4 mt-auto border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] sm:-mx-6 sm:px-6 lg:top-32 lg:bottom-auto lg:mx-0 lg:mt-0 lg:rounded-2xl lg:border lg:p-5 lg:shadow-sm"
    >
      <h2 id="cart-summary-title" className="sr-only lg:not-sr-only lg:mb-4 lg:text-lg lg:font-bold lg:text-slate-900">
        Ringkasan Pilihan
      </h2>
      <div className="mx-auto flex max-w-3xl items-center gap-4 lg:max-w-none lg:flex-col lg:items-stretch">
        {/* read out as the ticks change, so a screen-reader user hears the new total */}
        <dl aria-live="polite" aria-atomic="true" className="flex min-w-0 flex-1 flex-col lg:gap-3">
          <div className="order-2 flex gap-1 text-xs text-slate-600 lg:order-1 lg:justify-between lg:text-sm lg:text-slate-700">
            <dt>Item dipilih</dt>
            <dd className="font-semibold text-slate-900" data-testid="cart-count">
              {count}
            </dd>
          </div>
          <div className="order-1 flex flex-col lg:order-2 lg:flex-row lg:items-baseline lg:justify-between lg:border-t lg:border-slate-200 lg:pt-3">
            <dt className="text-xs text-slate-600 lg:text-sm lg:font-semibold lg:text-slate-900">Total Harga</dt>
            <dd className="text-lg font-extrabold break-all text-slate-900 lg:text-xl" data-testid="cart-total">
              {formatRupiah(total)}
            </dd>
          </div>
        </dl>
        <Button
          size="md"
          className="shrink-0 lg:h-12 lg:w-full lg:text-base"
          disabled={count === 0}
          onClick={onCheckout}
        >
          {CHECKOUT_BUTTON_TEXT}
        </Button>
      </div>
    </section>
  );
}
