import type { CheckoutAnswer } from "@app/domain/checkout/contracts";
import { formatRupiah } from "@app/domain/shared/currency";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../shared/ui/button";

export const VOUCHER_TEXTS = {
  title: "Voucher",
  label: "Kode voucher",
  apply: "Pakai",
  remove: "Hapus",
  empty: "Masukkan kode voucher.",
  /** Neutral: a real code here would give it away (issue 23). */
  placeholder: "Masukkan kode voucher",
  applied: (code: string, discount: string) => `Voucher ${code} dipakai, hemat ${discount}`,
} as const;

export interface VoucherFieldProps {
  voucher: CheckoutAnswer["voucher"];
  /** Resolves true when the voucher was taken, so the field can be emptied. */
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
  applying: boolean;
  removing: boolean;
  /** The server's refusal (Indonesian), shown under the field. */
  error: string | null;
  disabled?: boolean;
}

/** 'Kode voucher' with 'Pakai'; an applied voucher shows its discount and 'Hapus' instead. */
export function VoucherField({ voucher, onApply, onRemove, applying, removing, error, disabled }: VoucherFieldProps) {
  const [code, setCode] = useState("");
  const [emptyError, setEmptyError] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const shownError = emptyError ? VOUCHER_TEXTS.empty : error;
  // The form and the summary replace each other: the control that had focus leaves the page, so focus is put
  // where the learner continues (issue 23): the applied voucher's summary, or the code field after 'Hapus'.
  const summaryRef = useRef<HTMLFieldSetElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<"summary" | "input" | null>(null);
  const appliedCode = voucher?.code ?? null;

  useEffect(() => {
    if (appliedCode !== null && focusNext.current === "summary") summaryRef.current?.focus();
    else if (appliedCode === null && focusNext.current === "input") inputRef.current?.focus();
    else return;
    focusNext.current = null;
  }, [appliedCode]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === "") {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    focusNext.current = "summary";
    if (await onApply(code.trim())) setCode("");
    else {
      focusNext.current = null;
      inputRef.current?.focus();
    }
  }

  return (
    <section
      aria-labelledby="checkout-voucher-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="checkout-voucher-title" className="mb-3 text-lg font-bold text-slate-900">
        {VOUCHER_TEXTS.title}
      </h2>
      {voucher ? (
        <div className="flex items-center gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3">
          {/* focused after 'Pakai': a screen reader reads the code and the saving */}
          <fieldset
            ref={summaryRef}
            tabIndex={-1}
            aria-label={VOUCHER_TEXTS.applied(voucher.code, formatRupiah(voucher.discount))}
            data-testid="applied-voucher-summary"
            className="min-w-0 flex-1 rounded outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <p className="font-semibold break-all text-slate-900" data-testid="applied-voucher">
              {voucher.code}
            </p>
            <p className="text-sm text-green-800">Hemat {formatRupiah(voucher.discount)}</p>
          </fieldset>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700! hover:bg-red-50!"
            onClick={() => {
              focusNext.current = "input";
              onRemove();
            }}
            loading={removing}
            disabled={disabled}
            aria-label={`${VOUCHER_TEXTS.remove} voucher ${voucher.code}`}
          >
            {VOUCHER_TEXTS.remove}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {VOUCHER_TEXTS.label}
          </label>
          <div className="flex gap-2">
            <input
              ref={inputRef}
              id={inputId}
              name="voucher"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setEmptyError(false);
              }}
              maxLength={32}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? errorId : undefined}
              className={`h-11 min-w-0 flex-1 rounded-lg border px-3 text-sm text-slate-900 uppercase placeholder:normal-case placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-brand-600 ${
                shownError ? "border-red-600" : "border-slate-400"
              }`}
              placeholder={VOUCHER_TEXTS.placeholder}
            />
            <Button type="submit" variant="secondary" loading={applying} disabled={disabled}>
              {VOUCHER_TEXTS.apply}
            </Button>
          </div>
        </form>
      )}
      {/* always in the page, so a refusal that appears in it is read out */}
      <p id={errorId} role="alert" className={`text-sm text-red-700 ${shownError ? "mt-1.5" : ""}`}>
        {shownError ?? ""}
      </p>
    </section>
  );
}
