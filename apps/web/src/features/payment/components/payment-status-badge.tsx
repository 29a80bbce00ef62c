import { type PaymentTone, paymentStatusLabel } from "../payment-format";

const TONES: Record<PaymentTone, string> = {
  pending: "bg-amber-50 text-amber-800 ring-amber-200",
  success: "bg-green-50 text-green-800 ring-green-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
};

/** 'Menunggu Pembayaran', 'Berhasil' or 'Gagal', in the colour of its state (the text says it too). */
export function PaymentStatusBadge({ status }: { status: number }) {
  const { label, tone } = paymentStatusLabel(status);
  return (
    <span
      data-testid="payment-status"
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[tone]}`}
    >
      {label}
    </span>
  );
}
