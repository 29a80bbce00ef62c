import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";

/**
 * The behaviour every dropdown menu of the app shares (the About Us menu, the avatar menu, Bagikan): a
 * disclosure button and a list of links and buttons. ArrowDown/ArrowUp on the button open it on the first or
 * last item; inside, arrows, Home and End move between items; Esc closes it and gives focus back to the
 * button; a click outside, tabbing away or following a link closes it.
 */
export function useDisclosureMenu<List extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<List>(null);
  const listId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a followed link closes the menu
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function items(): HTMLElement[] {
    return Array.from(listRef.current?.querySelectorAll<HTMLElement>("a, button") ?? []);
  }

  function focusItem(index: number) {
    const all = items();
    if (all.length > 0) all[(index + all.length) % all.length]?.focus();
  }

  function close(returnFocus = true) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  return {
    open,
    setOpen,
    close,
    rootRef,
    buttonRef,
    listRef,
    listId,
    onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        // render the list now so that its first (or last) item can take focus
        flushSync(() => setOpen(true));
        focusItem(event.key === "ArrowDown" ? 0 : -1);
      }
    },
    onListKeyDown(event: KeyboardEvent<HTMLElement>) {
      const all = items();
      const index = all.indexOf(document.activeElement as HTMLElement);
      const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      focusItem(target);
    },
    onRootKeyDown(event: KeyboardEvent<HTMLDivElement>) {
      if (event.key === "Escape" && open) {
        event.stopPropagation();
        close();
      }
    },
    onRootBlur(event: FocusEvent<HTMLDivElement>) {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
  };
}
