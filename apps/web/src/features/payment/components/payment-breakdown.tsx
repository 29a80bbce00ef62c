import type { PaymentAnswer } from "@app/domain/payment/contracts";
import { formatRupiah } from "@app/domain/shared/currency";

/** What the voucher took off: the items' prices less the real total. */
export function discountOf(payment: Pick<PaymentAnswer, "items" | "real_total">): number {
  return Math.max(0, payment.items.reduce((sum, item) => sum + item.price, 0) - payment.real_total);
}

/** Each item with its price, then the voucher's discount and the service fee when there are any. */
export function PaymentBreakdown({ payment, className = "" }: { payment: PaymentAnswer; className?: string }) {
  const discount = discountOf(payment);
  return (
    <ul className={`flex flex-col gap-1 text-sm text-slate-700 ${className}`.trim()}>
      {payment.items.map((item) => (
        <li key={`${item.program_id}-${item.addon_id ?? "p"}`} className="flex justify-between gap-4">
          <span className="min-w-0">
            {item.name}
            {item.addon_id !== null ? <span className="text-slate-500"> (add-on)</span> : null}
          </span>
          <span className="shrink-0">{formatRupiah(item.price)}</span>
        </li>
      ))}
      {discount > 0 ? (
        <li className="flex justify-between gap-4">
          <span>Diskon voucher</span>
          <span className="shrink-0">-{formatRupiah(discount)}</span>
        </li>
      ) : null}
      {payment.fee > 0 ? (
        <li className="flex justify-between gap-4">
          <span>Biaya layanan</span>
          <span className="shrink-0">{formatRupiah(payment.fee)}</span>
        </li>
      ) : null}
    </ul>
  );
}
