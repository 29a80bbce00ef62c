import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { useHydrated } from "../lib/use-hydrated";

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
  /** The address path it was shown on, and when (see ToastProvider). */
  page: string;
  shownAt: number;
}

const DEFAULT_DURATION_MS = 3000;
/** A toast shown this long before a navigation started came with it (the same handler, toast then navigate). */
const WITH_NAVIGATION_MS = 500;
/** More than this and the oldest leaves: a stack of notices that covers the page helps nobody. */
const MAX_TOASTS = 3;

const ToastContext = createContext<ToastApi | null>(null);

/** Shows a short notice (toast 'Login berhasil', ...) under the navigation bar: centred on a phone, at the right on a desktop. */
export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used inside ToastProvider (mounted by the app shell)");
  return value;
}

/**
 * A toast belongs to the page (address path) it was shown for, and leaves when the learner leaves that page, so a
 * notice never follows the learner to the next page (issue 23). The shell passes the router's path as `pageKey`
 * and whether a navigation is under way (`navigating`). When the path changes, a toast shown on another path goes,
 * unless it came with that navigation: shown while it was under way, or just before it started (a handler that
 * shows a toast and then navigates: 'Login berhasil', a saved PIN). The navigation may wait for a lazy route's
 * code, so "with it" is measured from its start, not from when the address changed.
 */
export function ToastProvider({
  children,
  pageKey,
  navigating = false,
}: {
  children: ReactNode;
  pageKey?: string;
  navigating?: boolean;
}) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const navigationStartedAt = useRef<number | null>(null);

  useEffect(() => {
    if (navigating && navigationStartedAt.current === null) navigationStartedAt.current = Date.now();
  }, [navigating]);

  useEffect(() => {
    if (pageKey === undefined) return;
    const here = window.location.pathname;
    // a navigation without a loading step (nothing to wait for) changes the path at once: it started just now
    const cameWith = (navigationStartedAt.current ?? Date.now()) - WITH_NAVIGATION_MS;
    navigationStartedAt.current = null;
    setToasts((list) => {
      const kept = list.filter((toast) => toast.page === here || toast.shownAt >= cameWith);
      return kept.length === list.length ? list : kept;
    });
  }, [pageKey]);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const show = useCallback((text: string, options: ToastOptions = {}) => {
    const toast: ToastItem = {
      id: nextId.current++,
      text,
      tone: options.tone ?? "success",
      durationMs: options.durationMs ?? DEFAULT_DURATION_MS,
      page: window.location.pathname,
      shownAt: Date.now(),
    };
    // the same notice again replaces the one on screen: two identical toasts say nothing more than one
    setToasts((list) =>
      [...list.filter((item) => item.text !== toast.text || item.tone !== toast.tone), toast].slice(-MAX_TOASTS),
    );
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** Space between the navigation bar and the toasts. */
const BELOW_BAR_PX = 8;

/**
 * Where the toasts start: under the page's sticky navigation bar (the first `header` element), so they never
 * cover it or its search — on a phone the search row opens inside that bar and is measured with it (issue 23).
 * Pages without a bar get the top of the screen.
 */
function topBelowBar(): number {
  const bar = document.querySelector("header");
  const bottom = bar?.getBoundingClientRect().bottom ?? 0;
  return Math.max(12, Math.round(bottom) + BELOW_BAR_PX);
}

function ToastViewport({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  const [top, setTop] = useState(12);
  const count = toasts.length;
  // measured when a toast appears: the bar's height changes with the page (banner, open search row)
  useLayoutEffect(() => {
    if (count > 0) setTop(topBelowBar());
  }, [count]);
  const hydrated = useHydrated();
  if (!hydrated) return null;
  // A portal on body keeps the live region outside #root, which an open modal makes inert.
  return createPortal(
    // under the bar: centred on a phone, at the right on a desktop (clear of the search in the bar's middle)
    <section
      aria-label="Pemberitahuan"
      style={{ top }}
      className="pointer-events-none fixed inset-x-0 z-[70] flex flex-col items-center gap-2 px-3 lg:inset-x-auto lg:right-6 lg:w-[28rem] lg:items-end lg:px-0"
    >
      {/* One live region that is always present, so screen readers announce what is added to it. */}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="false"
        className="flex w-full flex-col items-center gap-2 lg:items-end"
      >
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
