import { PIN_LENGTH } from "@app/domain/points/contracts";
import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from "react";
import { Button } from "../../../shared/ui/button";
import { DigitBoxInput } from "../../../shared/ui/digit-box-input";
import { type PinFormErrors, type PinFormValues, pinFormErrors } from "../pin-form";

export const PIN_FORM_LABELS = {
  pin: "PIN Baru",
  confirm: "Konfirmasi PIN Baru",
  password: "Kata Sandi Akun",
  passwordHint: "Untuk keamanan, masukkan kata sandi yang Anda pakai untuk masuk.",
  save: "Simpan PIN",
} as const;

/** A refusal of the server: for the password field, or for the form as a whole. */
export type PinFormRefusal = { field: "password" | null; message: string };

export interface PinFormProps {
  /** With the account password (set or change), or without it (a new PIN from the mailed link). */
  withPassword: boolean;
  pending: boolean;
  refusal: PinFormRefusal | null;
  /** Called with valid values only; the parent saves them. */
  onSubmit: (values: { pin: string; password: string }) => void;
  /** Any edit after a refusal: the parent forgets it. */
  onEdit: () => void;
}

/**
 * The new PIN in digit boxes, repeated once to confirm ('PIN tidak sama' when different), and the account
 * password where the call needs it. Errors show after the first try, and a finished repeat is compared at once.
 */
export function PinForm({ withPassword, pending, refusal, onSubmit, onEdit }: PinFormProps) {
  const [values, setValues] = useState<PinFormValues>({ pin: "", confirm: "", password: withPassword ? "" : null });
  const [tried, setTried] = useState(false);
  const pinRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = { pin: useId(), confirm: useId(), password: useId(), passwordHint: useId(), alert: useId() };

  const all = pinFormErrors(values);
  const shown: PinFormErrors = tried
    ? all
    : // before the first try, only a finished repeat that differs is worth saying
      values.confirm.length === values.pin.length && values.confirm.length > 0 && all.confirm
      ? { confirm: all.confirm }
      : {};
  const passwordError = shown.password ?? (refusal?.field === "password" ? refusal.message : undefined);
  const formError = refusal && refusal.field === null ? refusal.message : null;

  function edit(change: Partial<PinFormValues>) {
    setValues((current) => ({ ...current, ...change }));
    if (refusal) onEdit();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    const errors = pinFormErrors(values);
    if (errors.pin) return pinRef.current?.focus();
    if (errors.confirm) return confirmRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    onSubmit({ pin: values.pin, password: values.password ?? "" });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field error={shown.pin} errorId={ids.pin}>
        <DigitBoxInput
          kind="pin"
          length={PIN_LENGTH}
          value={values.pin}
          onChange={(pin) => edit({ pin })}
          // the next group takes over once the PIN is complete
          onComplete={() => confirmRef.current?.focus()}
          label={PIN_FORM_LABELS.pin}
          align="start"
          invalid={Boolean(shown.pin)}
          describedBy={shown.pin ? ids.pin : undefined}
          firstBoxRef={pinRef}
          disabled={pending}
        />
      </Field>
      <Field error={shown.confirm} errorId={ids.confirm}>
        <DigitBoxInput
          kind="pin"
          length={PIN_LENGTH}
          value={values.confirm}
          onChange={(confirm) => edit({ confirm })}
          // a matching repeat moves on; a different one keeps focus here, to be corrected with Backspace
          onComplete={(confirm) => {
            if (confirm === values.pin) passwordRef.current?.focus();
          }}
          label={PIN_FORM_LABELS.confirm}
          align="start"
          invalid={Boolean(shown.confirm)}
          describedBy={shown.confirm ? ids.confirm : undefined}
          firstBoxRef={confirmRef}
          disabled={pending}
        />
      </Field>
      {values.password !== null ? (
        <PasswordInput
          inputRef={passwordRef}
          value={values.password}
          onChange={(password) => edit({ password })}
          error={passwordError}
          errorId={ids.password}
          hintId={ids.passwordHint}
          disabled={pending}
        />
      ) : null}
      {formError ? (
        <div
          id={ids.alert}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
        >
          {formError}
        </div>
      ) : null}
      <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto sm:min-w-44 sm:self-start">
        {PIN_FORM_LABELS.save}
      </Button>
    </form>
  );
}

function Field({ error, errorId, children }: { error: string | undefined; errorId: string; children: ReactNode }) {
  return (
    <div>
      {children}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </div>
  );
}

function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <svg className="mt-0.5 size-4 shrink-0" viewBox="0 0 20 20" fill="none" aria-hidden="true">
        <circle cx="10" cy="10" r="8.25" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10 5.5v5.5M10 14v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

interface PasswordInputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  errorId: string;
  hintId: string;
  disabled: boolean;
}

/** The account password, with a show/hide switch. */
function PasswordInput({ inputRef, value, onChange, error, errorId, hintId, disabled }: PasswordInputProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {PIN_FORM_LABELS.password}
      </label>
      <div className="relative max-w-md">
        <input
          ref={inputRef}
          id={id}
          name="password"
          type={visible ? "text" : "password"}
          autoComplete="current-password"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className={`block h-12 w-full rounded-lg border bg-white px-3 pr-12 text-base text-slate-900 focus:outline-none focus-visible:ring-3 disabled:bg-slate-100 ${
            error
              ? "border-red-600 focus-visible:border-red-600 focus-visible:ring-red-200"
              : "border-slate-400 focus-visible:border-brand-600 focus-visible:ring-brand-200"
          }`}
        />
        <div className="absolute inset-y-0 right-1 flex items-center">
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? "Sembunyikan kata sandi akun" : "Tampilkan kata sandi akun"}
            aria-pressed={visible}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <svg className="size-5" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <path
                d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
              <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
              {visible ? <path d="m4 20 16-16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
            </svg>
          </button>
        </div>
      </div>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        {PIN_FORM_LABELS.passwordHint}
      </p>
    </div>
  );
}
