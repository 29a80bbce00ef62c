import { paymentFee } from "@app/domain/checkout/fee";
import { formatRupiah } from "@app/domain/shared/currency";
import { useId } from "react";
import { formatCount } from "../../../shared/lib/format";
import type { PaymentCategoryOption, PaymentMethodOption } from "../api";
import { MethodMark } from "./method-mark";

/**
 * What the learner reads for each of the spec's category names (spec 002 section 4 names them in English, as the
 * data carries them; issue 23): the Indonesian words. 'Virtual Account' is what Indonesian banks call it.
 */
export const CATEGORY_LABELS: Record<string, string> = {
  poin: "Poin",
  "Credit Card": "Kartu Kredit",
  "Credit Cardless": "Kredit Tanpa Kartu",
  eWallet: "Dompet Digital",
  "Retail Outlet": "Gerai Ritel",
  "Virtual Account": "Virtual Account",
};

export const METHOD_TEXTS = {
  title: "Metode Pembayaran",
  category: (name: string) => CATEGORY_LABELS[name] ?? name,
  fee: (fee: number) => (fee > 0 ? `Biaya layanan ${formatRupiah(fee)}` : "Tanpa biaya layanan"),
  balance: (points: string) => `Saldo Anda: ${points} poin`,
  balanceLoading: "Memuat saldo poin…",
  notEnough: (needed: string) => `Poin Anda tidak cukup untuk pembayaran ini (perlu ${needed} poin).`,
  noPin: "Anda belum punya PIN pembayaran: Anda akan diminta membuatnya dahulu, lalu kembali ke sini.",
} as const;

/** The learner's points as the points method shows them; null values while they load (or could not). */
export type PointsState = { balance: number | null; hasPin: boolean | null };

/** The points method cannot pay this total: the balance is known and smaller. */
export function pointsShort(points: PointsState | undefined, needed: number): boolean {
  return points?.balance !== null && points?.balance !== undefined && points.balance < needed;
}

export interface PaymentMethodListProps {
  categories: PaymentCategoryOption[];
  chosen: string | null;
  /** The invoice's real total: each method's fee is worked out on it. */
  realTotal: number;
  onChoose: (fullId: string) => void;
  disabled?: boolean;
  /** The learner's balance and PIN, shown on the points method (which the balance may rule out). */
  points?: PointsState;
}

/**
 * The shown payment categories (spec 002 section 4), each a group of radio buttons; one name for all, so exactly
 * one method is chosen and the arrow keys move between them.
 */
export function PaymentMethodList({
  categories,
  chosen,
  realTotal,
  onChoose,
  disabled,
  points,
}: PaymentMethodListProps) {
  const groupName = useId();
  return (
    <div className="flex flex-col gap-5">
      {categories.map((category) => (
        <fieldset key={category.category_id} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold tracking-wide text-slate-700">
            {METHOD_TEXTS.category(category.category_name)}
          </legend>
          {category.methods.map((method) => (
            <MethodOption
              key={method.full_id}
              method={method}
              name={groupName}
              checked={method.full_id === chosen}
              fee={paymentFee(realTotal, method)}
              onChoose={onChoose}
              disabled={disabled}
              points={method.category_name === "poin" ? { state: points, needed: realTotal } : undefined}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}

function MethodOption({
  method,
  name,
  checked,
  fee,
  onChoose,
  disabled,
  points,
}: {
  method: PaymentMethodOption;
  name: string;
  checked: boolean;
  fee: number;
  onChoose: (fullId: string) => void;
  disabled: boolean | undefined;
  /** Only for the points method: the learner's points and what this invoice needs. */
  points: { state: PointsState | undefined; needed: number } | undefined;
}) {
  const id = useId();
  const short = points !== undefined && pointsShort(points.state, points.needed);
  const off = disabled || short;
  return (
    // the whole row picks the method; the radio is named by the method alone, the rest describes it
    <label
      htmlFor={`${id}-input`}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-brand-600 ${
        short
          ? "cursor-not-allowed border-slate-200 bg-slate-50"
          : checked
            ? "cursor-pointer border-brand-700 bg-brand-50"
            : "cursor-pointer border-slate-200 bg-white hover:border-slate-400"
      }`}
    >
      <input
        id={`${id}-input`}
        type="radio"
        name={name}
        value={method.full_id}
        checked={checked && !short}
        disabled={off}
        onChange={() => onChoose(method.full_id)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-label ${points ? `${id}-points ` : ""}${id}-fee`}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-none disabled:cursor-not-allowed"
      />
      <MethodMark fullId={method.full_id} name={method.payment_name} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-start sm:gap-4">
        <span className="flex min-w-0 flex-1 flex-col">
          <span id={`${id}-name`} className="font-semibold text-slate-900">
            {method.payment_name}
          </span>
          <span id={`${id}-label`} className="text-sm text-slate-600">
            {method.label}
          </span>
          {points ? <PointsNote id={`${id}-points`} state={points.state} needed={points.needed} /> : null}
        </span>
        <span id={`${id}-fee`} className="shrink-0 text-sm text-slate-700 sm:text-right">
          {METHOD_TEXTS.fee(fee)}
        </span>
      </span>
    </label>
  );
}

/** The balance on the points method, and why it cannot be chosen or what choosing it will ask first. */
function PointsNote({ id, state, needed }: { id: string; state: PointsState | undefined; needed: number }) {
  const balance = state?.balance ?? null;
  const short = pointsShort(state, needed);
  return (
    <span id={id} className="mt-1 flex flex-col gap-0.5 text-sm" data-testid="points-note">
      <span className="font-medium text-slate-800">
        {balance === null ? METHOD_TEXTS.balanceLoading : METHOD_TEXTS.balance(formatCount(balance))}
      </span>
      {short ? <span className="text-red-700">{METHOD_TEXTS.notEnough(formatCount(needed))}</span> : null}
      {!short && state?.hasPin === false ? <span className="text-amber-900">{METHOD_TEXTS.noPin}</span> : null}
    </span>
  );
}
