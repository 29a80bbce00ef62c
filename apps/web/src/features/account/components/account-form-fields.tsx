import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId, useState } from "react";

/** The classes of a form control; red border when errored (spec 000 section 4.1: inputs marked as errored). */
export function controlClasses(errored: boolean, extra = ""): string {
  return [
    "block h-12 w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500",
    "focus:outline-none focus-visible:ring-3 disabled:bg-slate-100",
    errored
      ? "border-red-600 focus-visible:border-red-600 focus-visible:ring-red-200"
      : "border-slate-300 focus-visible:border-brand-600 focus-visible:ring-brand-200",
    extra,
  ].join(" ");
}

/** The ids a field's hint and error carry, joined for aria-describedby. */
function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === "string" && id.length > 0);
  return list.length > 0 ? list.join(" ") : undefined;
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
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

interface FieldShellProps {
  label: string;
  optional?: boolean;
}

export interface TextFieldProps extends FieldShellProps, Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  /** The message under the field; also marks the input errored. `true` marks it without a message of its own. */
  error?: string | boolean | null;
  /** The id of a message shown elsewhere that describes this field's error (one message for two fields). */
  errorMessageId?: string;
  hint?: ReactNode;
  trailing?: ReactNode;
  /** React 19 passes a ref as a prop: it reaches the <input> (a dialog focuses its first field with it). */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  optional = false,
  error,
  errorMessageId,
  hint,
  trailing,
  className = "",
  ...input
}: TextFieldProps) {
  const id = useId();
  const errored = Boolean(error);
  const errorText = typeof error === "string" ? error : null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (opsional)</span> : null}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={errored || undefined}
          aria-describedby={describedBy(errorId, errored ? errorMessageId : undefined, hintId)}
          className={controlClasses(errored, trailing ? "pr-12" : "")}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {errorText && errorId ? <FieldError id={errorId}>{errorText}</FieldError> : null}
      {hint && hintId ? (
        <div id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "trailing">;

/** A password field with a show/hide switch. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Sembunyikan ${props.label.toLowerCase()}` : `Tampilkan ${props.label.toLowerCase()}`}
          aria-pressed={visible}
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <path d="m4 20 16-16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
    </svg>
  );
}

export interface SelectFieldProps extends FieldShellProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  error?: string | null;
  children: ReactNode;
}

export function SelectField({ label, optional = false, error, children, className = "", ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (opsional)</span> : null}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={errorId}
          className={controlClasses(Boolean(error), "appearance-none pr-10")}
          {...select}
        >
          {children}
        </select>
        <svg
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-600"
          viewBox="0 0 20 20"
          fill="none"
          aria-hidden="true"
        >
          <path d="m5 7.5 5 5 5-5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </div>
      {error && errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A form-level message (refusals that belong to no single field). */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
      {children}
    </div>
  );
}

/** A link-looking button inside a dialog (Daftar, Lupa Kata Sandi?, Masuk). */
export function TextButton({
  children,
  onClick,
  className = "",
}: {
  children: ReactNode;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </button>
  );
}

/** The password rule, checked live as the person types (spec 000 section 5). */
export function PasswordRule({
  met,
  touched,
  text,
  errored = false,
}: {
  met: boolean;
  touched: boolean;
  text: string;
  errored?: boolean;
}) {
  const tone = met && touched ? "text-emerald-700" : errored ? "text-red-700" : "text-slate-600";
  return (
    <span className={`flex items-start gap-1.5 ${tone}`}>
      <svg className="mt-0.5 size-4 shrink-0" viewBox="0 0 20 20" fill="none" aria-hidden="true">
        <circle cx="10" cy="10" r="8.25" stroke="currentColor" strokeWidth="1.5" />
        {met ? <path d="m6 10.5 2.6 2.6L14 7.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
      </svg>
      <span>
        {text}
        {touched ? <span className="sr-only">{met ? " (terpenuhi)" : " (belum terpenuhi)"}</span> : null}
      </span>
    </span>
  );
}
