import { voucherRedeemBody } from "@app/domain/checkout/contracts";
import { type FormEvent, useId, useRef, useState } from "react";
import { ApiError } from "../../../shared/lib/api-client";
import { formFieldErrors } from "../../../shared/lib/field-errors";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { useRedeemVoucher, type VoucherRedeemed } from "../api";

export const REDEEM_TEXTS = {
  title: "Tukar Voucher",
  intro: "Punya kode voucher program? Tukarkan di sini, programnya langsung masuk ke daftar program Anda.",
  label: "Kode voucher",
  hint: "Kode terdiri dari huruf dan angka, tanpa spasi.",
  submit: "Tukar",
  empty: "Masukkan kode voucher.",
  tooLong: "Kode voucher paling banyak 32 karakter.",
  failed: "Terjadi gangguan, coba beberapa saat lagi",
  study: "Mulai Belajar",
  program: "Lihat Program",
  again: "Tukar kode lain",
} as const;

/** Room for a few stray characters past the 32 the contract takes, so an over-long paste is refused with words. */
const VOUCHER_CODE_INPUT_MAX = 40;

/** The code checked by the server's own contract; its two refusals in the page's words. */
function codeProblem(code: string): string | null {
  const parsed = voucherRedeemBody.safeParse({ code });
  if (parsed.success) return null;
  return parsed.error.issues[0]?.code === "too_big" ? REDEEM_TEXTS.tooLong : REDEEM_TEXTS.empty;
}

const CODE_FIELD = ["code"] as const;

/** /tukar-voucher (a login route; spec 002 sections 2, 4 and 7): a programme code exchanged for an enrolment. */
export function RedeemVoucherPage() {
  usePageTitle(REDEEM_TEXTS.title);
  const redeem = useRedeemVoucher();
  const [code, setCode] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState<VoucherRedeemed | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    const local = codeProblem(trimmed);
    setFieldError(local);
    if (local) {
      inputRef.current?.focus();
      return;
    }
    redeem.mutate(
      { code: trimmed },
      {
        onSuccess: (result) => {
          setRedeemed(result);
          setCode("");
          // the result replaces the form: focus follows, so it is read out
          requestAnimationFrame(() => resultRef.current?.focus());
        },
        onError: (error) => {
          setFieldError(
            error instanceof ApiError
              ? (formFieldErrors(error, CODE_FIELD).code ?? error.message)
              : REDEEM_TEXTS.failed,
          );
          inputRef.current?.focus();
        },
      },
    );
  }

  function again() {
    setRedeemed(null);
    redeem.reset();
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-8 sm:px-6 lg:py-14">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{REDEEM_TEXTS.title}</h1>
        <p className="text-slate-700">{REDEEM_TEXTS.intro}</p>
      </div>
      {redeemed ? (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          className="flex flex-col gap-4 rounded-2xl border border-green-200 bg-green-50 p-5 outline-none"
        >
          <p className="font-semibold text-green-900">{redeemed.message}</p>
          <p className="text-lg font-bold text-slate-900" data-testid="redeemed-program">
            {redeemed.program.name}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <AppLink to="/programmu" className={buttonClasses("primary", "md")}>
              {REDEEM_TEXTS.study}
            </AppLink>
            <AppLink
              to={`/program/${encodeURIComponent(redeemed.program.slug)}`}
              className={buttonClasses("secondary", "md")}
            >
              {REDEEM_TEXTS.program}
            </AppLink>
            <Button variant="ghost" onClick={again}>
              {REDEEM_TEXTS.again}
            </Button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5"
        >
          <label htmlFor={inputId} className="font-semibold text-slate-900">
            {REDEEM_TEXTS.label}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={VOUCHER_CODE_INPUT_MAX}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
            className={`h-12 rounded-lg border px-4 font-mono text-lg tracking-wider text-slate-900 uppercase focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${
              fieldError ? "border-red-600" : "border-slate-300"
            }`}
          />
          <p id={hintId} className="text-sm text-slate-600">
            {REDEEM_TEXTS.hint}
          </p>
          {fieldError ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
              {fieldError}
            </p>
          ) : null}
          <Button type="submit" size="lg" loading={redeem.isPending} className="sm:self-start">
            {REDEEM_TEXTS.submit}
          </Button>
        </form>
      )}
    </div>
  );
}
