import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";

export type ToastTone = "success" | "error" | "info";

export interface ToastOptions {
  /** How long the toast stays; 3 seconds unless told (spec 000 section 9). */
  durationMs?: number;
  tone?: ToastTone;
}

export interface ToastApi {
  show: (text: string, options?: ToastOptions) => void;
}

interface ToastItem {
  id: number;
  text: string;
  tone: ToastTone;
  durationMs: number;
}

const DEFAULT_DURATION_MS = 3000;
/** More than this and the oldest leaves: a stack of notices that covers the page helps nobody. */
const MAX_TOASTS = 3;

const ToastContext = createContext<ToastApi | null>(null);

/** Shows a short notice at the top centre of the screen (toast 'Login berhasil', ...). */
export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used inside ToastProvider (mounted by the app shell)");
  return value;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const show = useCallback((text: string, options: ToastOptions = {}) => {
    const toast: ToastItem = {
      id: nextId.current++,
      text,
      tone: options.tone ?? "success",
      durationMs: options.durationMs ?? DEFAULT_DURATION_MS,
    };
    setToasts((list) => [...list, toast].slice(-MAX_TOASTS));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastViewport({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  // A portal on body keeps the live region outside #root, which an open modal makes inert.
  return createPortal(
    <section
      aria-label="Pemberitahuan"
      className="pointer-events-none fixed inset-x-0 top-3 z-[70] flex flex-col items-center gap-2 px-3 lg:top-5"
    >
      {/* One live region that is always present, so screen readers announce what is added to it. */}
      <div role="status" aria-live="polite" aria-atomic="false" className="flex w-full flex-col items-center gap-2">
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </section>,
    document.body,
  );
}

const TONES: Record<ToastTone, { box: string; icon: ReactNode }> = {
  success: {
    box: "bg-emerald-700 text-white",
    icon: <path d="m5 10.5 3.2 3.2L15 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  },
  error: {
    box: "bg-red-700 text-white",
    icon: <path d="M10 5.5v5.5M10 14v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  },
  info: {
    box: "bg-slate-800 text-white",
    icon: <path d="M10 9v5.5M10 5.5V6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  },
};

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    const timer = window.setTimeout(() => onDismissRef.current(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs]);

  const tone = TONES[toast.tone];
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-md animate-fade-in items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ${tone.box}`}
    >
      <svg className="mt-0.5 size-5 shrink-0" viewBox="0 0 20 20" fill="none" aria-hidden="true">
        <circle cx="10" cy="10" r="8.25" stroke="currentColor" strokeWidth="1.5" />
        {tone.icon}
      </svg>
      <p className="flex-1 leading-5 break-words">{toast.text}</p>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Tutup notifikasi"
        className="-my-1 -mr-2 inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
      >
        <svg className="size-4" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
