import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute("inert"));
}

/** While any modal is open the app behind it is inert, so neither Tab nor a screen reader reaches it. */
let openModals = 0;
function setBackgroundInert(inert: boolean): void {
  const root = document.getElementById("root");
  if (root) root.inert = inert;
  document.body.style.overflow = inert ? "hidden" : "";
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hide the visible title (it still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /**
   * dialog: centred on desktop, a bottom sheet under 1024 px (spec 000 section 2.2).
   * drawer: a side sheet from the left at every width (the mobile menu).
   */
  variant?: "dialog" | "drawer";
  /** Receives focus on open; by default the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const SIZES = { sm: "lg:max-w-sm", md: "lg:max-w-md", lg: "lg:max-w-2xl" } as const;

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  size = "md",
  variant = "dialog",
  initialFocusRef,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals += 1;
    setBackgroundInert(true);
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? (panel ? focusableIn(panel)[0] : undefined) ?? panel;
    target?.focus();
    return () => {
      openModals -= 1;
      if (openModals === 0) setBackgroundInert(false);
      // Give focus back to whatever opened the dialog (WAI-ARIA dialog pattern).
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const isDrawer = variant === "drawer";
  const layout = isDrawer ? "items-stretch justify-start" : "items-end justify-center lg:items-center lg:p-6";
  const panelShape = isDrawer
    ? "h-full w-[86%] max-w-sm animate-drawer-in"
    : `max-h-[90dvh] w-full rounded-t-2xl animate-sheet-in lg:rounded-2xl lg:animate-fade-in ${SIZES[size]}`;

  return (
    <div className={`fixed inset-0 z-50 flex ${layout}`}>
      {/* The backdrop is a pointer convenience; Esc and the close button are the keyboard equivalents. */}
      <div className="absolute inset-0 animate-fade-in bg-slate-950/50" aria-hidden="true" onClick={() => onClose()} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative flex flex-col overflow-hidden bg-white shadow-2xl outline-none ${panelShape}`}
      >
        <div className={`flex items-center gap-3 px-5 pt-4 ${hideTitle ? "justify-end" : "justify-between pb-2"}`}>
          <h2 id={titleId} className={hideTitle ? "sr-only" : "text-lg font-bold text-slate-900"}>
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onClose()}
            aria-label="Tutup"
            className="-mr-2 inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <svg className="size-5" viewBox="0 0 20 20" fill="none" aria-hidden="true">
              <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 pb-5">{children}</div>
        {footer ? <div className="border-t border-slate-200 px-5 py-4">{footer}</div> : null}
      </div>
    </div>
  );
}
