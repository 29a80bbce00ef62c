import { paymentFee } from "@app/domain/checkout/fee";
import { formatRupiah } from "@app/domain/shared/currency";
import { useId } from "react";
import type { PaymentCategoryOption, PaymentMethodOption } from "../api";

export const METHOD_TEXTS = {
  title: "Metode Pembayaran",
  /** The spec's category names; only points reads as a word of its own, so it starts with a capital. */
  category: (name: string) => (name === "poin" ? "Poin" : name),
  fee: (fee: number) => (fee > 0 ? `Biaya layanan ${formatRupiah(fee)}` : "Tanpa biaya layanan"),
} as const;

export interface PaymentMethodListProps {
  categories: PaymentCategoryOption[];
  chosen: string | null;
  /** The invoice's real total: each method's fee is worked out on it. */
  realTotal: number;
  onChoose: (fullId: string) => void;
  disabled?: boolean;
}

/**
 * The shown payment categories (spec 002 section 4), each a group of radio buttons; one name for all, so exactly
 * one method is chosen and the arrow keys move between them.
 */
export function PaymentMethodList({ categories, chosen, realTotal, onChoose, disabled }: PaymentMethodListProps) {
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
}: {
  method: PaymentMethodOption;
  name: string;
  checked: boolean;
  fee: number;
  onChoose: (fullId: string) => void;
  disabled: boolean | undefined;
}) {
  const id = useId();
  return (
    // the whole row picks the method; the radio is named by the method alone, the rest describes it
    <label
      htmlFor={`${id}-input`}
      className={`flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-brand-600 ${
        checked ? "border-brand-700 bg-brand-50" : "border-slate-200 bg-white hover:border-slate-400"
      }`}
    >
      <input
        id={`${id}-input`}
        type="radio"
        name={name}
        value={method.full_id}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(method.full_id)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-label ${id}-fee`}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-none"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-start sm:gap-4">
        <span className="flex min-w-0 flex-1 flex-col">
          <span id={`${id}-name`} className="font-semibold text-slate-900">
            {method.payment_name}
          </span>
          <span id={`${id}-label`} className="text-sm text-slate-600">
            {method.label}
          </span>
        </span>
        <span id={`${id}-fee`} className="shrink-0 text-sm text-slate-700 sm:text-right">
          {METHOD_TEXTS.fee(fee)}
        </span>
      </span>
    </label>
  );
}
