import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import { logout } from "../../features/account/api";
import { UserAvatar } from "../../features/account/components/user-avatar";
import { AppLink } from "../../shared/ui/app-link";
import { ChevronIcon } from "../../shared/ui/chevron-icon";
import { Spinner } from "../../shared/ui/spinner";

export interface MenuUser {
  name: string;
  avatar: string | null;
  email?: string | null;
}

/** 'Keluar' (spec 000 section 4.1): one click, then the page reloads at /?logout=1. */
export function useLogout(): { loggingOut: boolean; logOut: () => void } {
  const [loggingOut, setLoggingOut] = useState(false);
  return {
    loggingOut,
    logOut: () => {
      if (loggingOut) return;
      setLoggingOut(true);
      void logout().finally(() => setLoggingOut(false));
    },
  };
}

/**
 * The avatar menu of a logged-in user (spec 000 section 2.3): Lihat Profil and Keluar. A disclosure button
 * with a list; arrow keys move between the items, Esc closes it and gives focus back to the button, and a
 * click outside or tabbing away closes it.
 */
export function UserMenu({ user }: { user: MenuUser }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const location = useLocation();
  const { loggingOut, logOut } = useLogout();

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
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      flushSync(() => setOpen(true));
      focusItem(event.key === "ArrowDown" ? 0 : -1);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusItem(target);
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

  const itemClass =
    "flex min-h-10 w-full items-center gap-2 rounded-lg px-3 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling of the disclosure lives on its wrapper
    <div ref={rootRef} className="relative" onKeyDown={onRootKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Menu akun ${user.name}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-11 items-center gap-1 rounded-full pr-1.5 pl-0.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        <UserAvatar name={user.name} avatar={user.avatar} />
        <ChevronIcon open={open} className="size-4" />
      </button>
      <div
        ref={listRef}
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <div className="flex items-center gap-3 border-b border-slate-100 px-3 pt-1 pb-3">
          <UserAvatar name={user.name} avatar={user.avatar} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-bold text-slate-900">{user.name}</p>
            {user.email ? <p className="truncate text-xs text-slate-600">{user.email}</p> : null}
          </div>
        </div>
        <ul className="pt-2" onKeyDown={onListKeyDown}>
          <li>
            <AppLink to="/account" className={itemClass}>
              Lihat Profil
            </AppLink>
          </li>
          <li>
            <button
              type="button"
              onClick={logOut}
              disabled={loggingOut}
              aria-busy={loggingOut || undefined}
              className={itemClass}
            >
              {loggingOut ? <Spinner size="sm" label="Sedang keluar" /> : null}
              Keluar
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
