import { PIN_LENGTH } from "@app/domain/points/contracts";
import { type ClipboardEvent, type KeyboardEvent, type RefObject, useId, useRef } from "react";

export interface PinInputProps {
  /** The digits typed so far, at most `length` of them ("" when empty). */
  value: string;
  onChange: (value: string) => void;
  /** Called when the last box is filled, with the whole PIN. */
  onComplete?: (pin: string) => void;
  length?: number;
  /** Names the group of boxes ('PIN Baru'); shown above them unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  invalid?: boolean;
  /** While a PIN is being checked: the boxes keep focus but take no input. */
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

function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/**
 * A payment PIN as one box per digit (spec 002 section 5): numeric keyboard, one digit per box, the next box
 * after each digit, Backspace back to the previous box, space blocked, a paste keeps only its digits and fills
 * the boxes. The digits are masked like a password, but the boxes are text fields: password fields would
 * bring the browser's password manager to a PIN.
 */
export function PinInput({
  value,
  onChange,
  onComplete,
  length = PIN_LENGTH,
  label,
  hideLabel = false,
  invalid = false,
  readOnly = false,
  disabled = false,
  describedBy,
  autoFocus = false,
  firstBoxRef,
  align = "center",
}: PinInputProps) {
  const legendId = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // Focus moves before React re-renders, so handlers read the newest value from here.
  const latest = useRef(value);
  latest.current = value;
  const digits = Array.from({ length }, (_, i) => value[i] ?? "");
  const locked = readOnly || disabled;

  function commit(pin: string) {
    latest.current = pin;
    onChange(pin);
  }

  function focusBox(index: number) {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  }

  /** Writes the digits of `typed` from box `index` on: one digit, or several from a paste. */
  function fillFrom(index: number, typed: string) {
    const incoming = digitsOf(typed);
    if (!incoming || locked) return;
    // A whole PIN always starts at the first box, wherever it was pasted; boxes fill left to right.
    const start = incoming.length >= length ? 0 : Math.min(index, latest.current.length);
    const next = Array.from({ length }, (_, i) => latest.current[i] ?? "");
    for (let i = 0; i < incoming.length && start + i < length; i += 1) next[start + i] = incoming.charAt(i);
    const pin = next.join("").slice(0, length);
    const changed = pin !== latest.current;
    commit(pin);
    focusBox(Math.min(start + incoming.length, length - 1));
    if (pin.length === length && changed) onComplete?.(pin);
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
    <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby={describedBy}>
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
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: a PIN dialog exists only to type the PIN
            autoFocus={autoFocus && index === 0}
            aria-label={`Digit PIN ${index + 1} dari ${length}`}
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
            className={`size-11 min-w-0 rounded-lg border bg-white text-center text-xl font-bold text-slate-900 outline-none transition-colors [-webkit-text-security:disc] selection:bg-transparent focus:border-brand-600 focus:ring-3 focus:ring-brand-200 read-only:bg-slate-50 disabled:bg-slate-100 disabled:text-slate-500 sm:size-12 ${
              invalid ? "border-red-600" : "border-slate-400"
            }`}
          />
        ))}
      </div>
    </fieldset>
  );
}
