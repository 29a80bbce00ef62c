import { useEffect, useRef } from "react";

export interface SnackbarProps {
  open: boolean;
  message: string;
  /** The one action a snackbar may offer, e.g. 'Verifikasi'. */
  actionLabel?: string;
  onAction?: () => void;
  /** Called by the close button and when `durationMs` runs out. */
  onClose: () => void;
  /** Hides itself after this long; stays until closed when left out. */
  durationMs?: number;
}

/** A short message at the bottom of the screen with an optional action (spec 000 section 4.2 step 5). */
export function Snackbar({ open, message, actionLabel, onAction, onClose, durationMs }: SnackbarProps) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open || durationMs === undefined) return;
    const timer = window.setTimeout(() => onCloseRef.current(), durationMs);
    return () => window.clearTimeout(timer);
  }, [open, durationMs]);

  // The live region stays mounted, so screen readers announce the message when it appears.
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[65] flex justify-center px-3 lg:bottom-6"
    >
      {open ? (
        <div className="pointer-events-auto flex w-full max-w-lg animate-fade-in items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-xl">
          <p className="flex-1 leading-5">{message}</p>
          {actionLabel && onAction ? (
            <button
              type="button"
              onClick={onAction}
              className="shrink-0 rounded-lg px-3 py-2 font-bold text-brand-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              {actionLabel}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => onClose()}
            aria-label="Tutup"
            className="-mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <svg className="size-4" viewBox="0 0 20 20" fill="none" aria-hidden="true">
              <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
