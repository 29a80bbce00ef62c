import { ApiError } from "../../../shared/lib/api-client";
import { Button } from "../../../shared/ui/button";
import { type SimulatorAction, useSimulatePayment } from "../api";

export const SIMULATOR_TEXTS = {
  title: "Simulator pembayaran",
  text: "Hanya ada di lingkungan uji coba: meniru gateway pembayaran yang mengabarkan hasil pembayaran ini.",
  pay: "Bayar",
  fail: "Gagalkan",
  expire: "Kedaluwarsakan",
} as const;

const ACTIONS: { action: SimulatorAction; label: string; variant: "primary" | "secondary" }[] = [
  { action: "pay", label: SIMULATOR_TEXTS.pay, variant: "primary" },
  { action: "fail", label: SIMULATOR_TEXTS.fail, variant: "secondary" },
  { action: "expire", label: SIMULATOR_TEXTS.expire, variant: "secondary" },
];

/** The sandbox gateway's simulator (outside production only): settles, denies or expires this payment. */
export function PaymentSimulator({ paymentId }: { paymentId: number }) {
  const simulate = useSimulatePayment(paymentId);
  return (
    <section
      aria-labelledby="payment-simulator-title"
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-amber-500 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="payment-simulator-title" className="font-bold text-amber-950">
        {SIMULATOR_TEXTS.title}
      </h2>
      <p className="text-sm text-amber-950">{SIMULATOR_TEXTS.text}</p>
      <div className="flex flex-wrap gap-2">
        {ACTIONS.map(({ action, label, variant }) => (
          <Button
            key={action}
            size="sm"
            variant={variant}
            loading={simulate.isPending && simulate.variables === action}
            disabled={simulate.isPending}
            onClick={() => simulate.mutate(action)}
          >
            {label}
          </Button>
        ))}
      </div>
      {simulate.error ? (
        <p role="alert" className="text-sm text-red-800">
          {simulate.error instanceof ApiError ? simulate.error.message : "Simulator tidak dapat dihubungi"}
        </p>
      ) : null}
    </section>
  );
}
