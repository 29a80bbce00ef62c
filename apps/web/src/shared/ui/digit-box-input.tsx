import { type ClipboardEvent, type KeyboardEvent, type RefObject, useId, useRef } from "react";

/**
 * What the boxes hold. "code": a one-time code from an email, offered by the browser's autofill and shown as typed.
 * "pin": a secret such as the payment PIN, masked like a password; the boxes stay text fields, because password
 * fields would bring the browser's password manager to a PIN.
 */
export type DigitBoxKind = "code" | "pin";

export interface DigitBoxInputProps {
  kind: DigitBoxKind;
  /** The digits typed so far, at most `length` of them ("" when empty). */
  value: string;
  onChange: (value: string) => void;
  /** Called when the last box is filled, with all the digits. */
  onComplete?: (digits: string) => void;
  length: number;
  /** Names the group of boxes ('Kode verifikasi', 'PIN Baru'); shown above them unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  invalid?: boolean;
  /** While the digits are being checked: the boxes keep focus but take no input. */
  readOnly?: boolean;
  disabled?: boolean;
  /** ids of the texts that explain the boxes (an error under them), read with each box. */
  describedBy?: string | undefined;
  autoFocus?: boolean;
  /** Receives the first box, e.g. for a dialog's initial focus. */
  firstBoxRef?: RefObject<HTMLInputElement | null>;
  /** Where the boxes sit in their row. */
  align?: "center" | "start";
}

const KIND = {
  code: {
    boxLabel: "Digit",
    // the mailed code is offered by the browser's autofill in the first box
    autoComplete: (index: number) => (index === 0 ? "one-time-code" : "off"),
    fieldset: "m-0 border-0 p-0",
    box: "",
  },
  pin: {
    boxLabel: "Digit PIN",
    autoComplete: () => "off",
    fieldset: "m-0 min-w-0 border-0 p-0",
    box: "min-w-0 [-webkit-text-security:disc] selection:bg-transparent read-only:bg-slate-50",
  },
} as const satisfies Record<DigitBoxKind, unknown>;

function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/**
 * A short run of digits as one box per digit (the email code of spec 000 section 4.2, the payment PIN of spec 002
 * section 5): numeric keyboard, one digit per box, the next box after each digit, Backspace back to the previous
 * box, arrow keys between boxes, space blocked, and a paste (or autofill) keeps only its digits and fills the boxes.
 */
export function DigitBoxInput({
  kind,
  value,
  onChange,
  onComplete,
  length,
  label,
  hideLabel = false,
  invalid = false,
  readOnly = false,
  disabled = false,
  describedBy,
  autoFocus = false,
  firstBoxRef,
  align = "center",
}: DigitBoxInputProps) {
  const legendId = useId();
  const look = KIND[kind];
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // Focus moves before React re-renders, so handlers read the newest value from here.
  const latest = useRef(value);
  latest.current = value;
  const digits = Array.from({ length }, (_, i) => value[i] ?? "");
  const locked = readOnly || disabled;

  function commit(next: string) {
    latest.current = next;
    onChange(next);
  }

  function focusBox(index: number) {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  }

  /** Writes the digits of `typed` from box `index` on: one digit, or several from a paste or autofill. */
  function fillFrom(index: number, typed: string) {
    const incoming = digitsOf(typed);
    if (!incoming || locked) return;
    // A whole run always starts at the first box, wherever it was pasted; boxes fill left to right.
    const start = incoming.length >= length ? 0 : Math.min(index, latest.current.length);
    const next = Array.from({ length }, (_, i) => latest.current[i] ?? "");
    for (let i = 0; i < incoming.length && start + i < length; i += 1) next[start + i] = incoming.charAt(i);
    const filled = next.join("").slice(0, length);
    const changed = filled !== latest.current;
    commit(filled);
    focusBox(Math.min(start + incoming.length, length - 1));
    if (filled.length === length && changed) onComplete?.(filled);
  }

  function clearAt(index: number) {
    if (locked) return;
    commit(
      Array.from({ length }, (_, i) => latest.current[i] ?? "")
        .filter((_, i) => i !== index)
        .join(""),
    );
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === " " || event.key === "Spacebar") {
      event.preventDefault();
    } else if (event.key === "Backspace") {
      event.preventDefault();
      if (digits[index]) {
        // A filled box is emptied first; the next Backspace steps back.
        clearAt(index);
      } else if (index > 0) {
        clearAt(index - 1);
        focusBox(index - 1);
      }
    } else if (event.key === "Delete") {
      event.preventDefault();
      if (digits[index]) clearAt(index);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(Math.min(index + 1, latest.current.length));
    } else if (/^\d$/.test(event.key) && digits[index]) {
      // Typing over a filled box replaces its digit (even with the same digit, which fires no change).
      event.preventDefault();
      fillFrom(index, event.key);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData("text"));
  }

  return (
    <fieldset className={look.fieldset} aria-describedby={describedBy}>
      <legend id={legendId} className={hideLabel ? "sr-only" : "mb-2 block text-sm font-semibold text-slate-800"}>
        {label}
      </legend>
      <div className={`flex gap-2 sm:gap-3 ${align === "center" ? "justify-center" : "justify-start"}`}>
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(el) => {
              refs.current[index] = el;
              if (index === 0 && firstBoxRef) firstBoxRef.current = el;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={look.autoComplete(index)}
            autoCorrect={kind === "pin" ? "off" : undefined}
            spellCheck={kind === "pin" ? false : undefined}
            // biome-ignore lint/a11y/noAutofocus: a code or PIN dialog exists only to type the digits
            autoFocus={autoFocus && index === 0}
            aria-label={`${look.boxLabel} ${index + 1} dari ${length}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            readOnly={readOnly}
            disabled={disabled}
            value={digit}
            onFocus={(event) => {
              // Boxes fill left to right: focusing past the first empty box moves there.
              if (index > latest.current.length) focusBox(latest.current.length);
              else event.currentTarget.select();
            }}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              if (typed === "") clearAt(index);
              // a digit typed next to the one already in the box (the caret was not over it) replaces it
              else fillFrom(index, digit && typed.length === 2 ? typed.replace(digit, "") || digit : typed);
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            className={`size-11 rounded-lg border bg-white text-center text-xl font-bold text-slate-900 outline-none transition-colors focus:border-brand-600 focus:ring-3 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-500 sm:size-12 ${look.box} ${
              invalid ? "border-red-600" : "border-slate-400"
            }`}
          />
        ))}
      </div>
    </fieldset>
  );
}
