import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import { AppLink } from "../../shared/ui/app-link";
import { ChevronIcon } from "../../shared/ui/chevron-icon";
import { aboutNav } from "./nav-items";

/**
 * The About Us dropdown (Tentang Kami): a disclosure button and a list of links. Arrow keys move between
 * the links, Esc closes and returns focus to the button, leaving it by Tab or a click outside closes it.
 */
export function AboutMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const items = aboutNav();
  const location = useLocation();

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function links(): HTMLAnchorElement[] {
    return Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
  }

  function focusLink(index: number) {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      // Render the list now so that its first (or last) link can take focus.
      flushSync(() => setOpen(true));
      focusLink(event.key === "ArrowDown" ? 0 : -1);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      focusLink(index - 1);
    } else if (event.key === "Home") {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === "End") {
      event.preventDefault();
      focusLink(-1);
    }
  }

  function onRootKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling of the disclosure lives on its wrapper
    <div ref={rootRef} className="relative" onKeyDown={onRootKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        Tentang Kami
        <ChevronIcon open={open} className="size-4" />
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className="absolute right-0 z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        {items.map((item) => (
          <li key={item.to}>
            <AppLink
              to={item.to}
              className="block rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
