import { type ClipboardEvent, type KeyboardEvent, type RefObject, useId, useRef } from "react";

export interface OtpInputProps {
  /** The digits typed so far, at most `length` of them ("" when empty). */
  value: string;
  onChange: (value: string) => void;
  /** Called once the last box is filled, with the whole code. */
  onComplete?: (code: string) => void;
  length?: number;
  /** Names the group of boxes for screen readers. */
  label?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** id of the text that explains an error, read with each box. */
  describedBy?: string;
  autoFocus?: boolean;
  /** Receives the first box, e.g. for a dialog's initial focus. */
  firstBoxRef?: RefObject<HTMLInputElement | null>;
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/**
 * A one-time code as one box per digit: numeric keyboard, autofill of the mailed code, paste of the whole
 * code into any box, Backspace back to the previous box, arrow keys between boxes.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  label = "Kode verifikasi",
  invalid = false,
  disabled = false,
  describedBy,
  autoFocus = false,
  firstBoxRef,
}: OtpInputProps) {
  const groupId = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // Focus moves before React re-renders, so focus handlers read the newest value from here.
  const latest = useRef(value);
  latest.current = value;
  const digits = Array.from({ length }, (_, i) => value[i] ?? "");

  function commit(code: string) {
    latest.current = code;
    onChange(code);
  }

  function focusBox(index: number) {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  }

  /** Writes `typed` from box `index` on, e.g. one digit, or a whole code from autofill or paste. */
  function fillFrom(index: number, typed: string) {
    const incoming = digitsOf(typed);
    if (!incoming) return;
    // A whole code always starts at the first box, wherever it was pasted.
    const start = incoming.length >= length ? 0 : Math.min(index, latest.current.length);
    const next = [...digits];
    for (let i = 0; i < incoming.length && start + i < length; i += 1) next[start + i] = incoming.charAt(i);
    const code = next.join("").slice(0, length);
    commit(code);
    focusBox(Math.min(start + incoming.length, length - 1));
    if (code.length === length && code !== value) onComplete?.(code);
  }

  function clearAt(index: number) {
    commit(digits.filter((_, i) => i !== index).join(""));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace") {
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
      focusBox(Math.min(index + 1, value.length));
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
    <fieldset className="m-0 border-0 p-0" aria-describedby={describedBy}>
      <legend id={groupId} className="sr-only">
        {label}
      </legend>
      <div className="flex justify-center gap-2 sm:gap-3">
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
            autoComplete={index === 0 ? "one-time-code" : "off"}
            // biome-ignore lint/a11y/noAutofocus: the code dialog exists only to type the code
            autoFocus={autoFocus && index === 0}
            aria-label={`Digit ${index + 1} dari ${length}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
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
              else fillFrom(index, digit && typed.length === 2 ? typed.replace(digit, "") || digit : typed);
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            className={`size-11 rounded-lg border bg-white text-center text-xl font-bold text-slate-900 outline-none transition-colors focus:border-brand-600 focus:ring-3 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-500 sm:size-12 ${
              invalid ? "border-red-600" : "border-slate-400"
            }`}
          />
        ))}
      </div>
    </fieldset>
  );
}
