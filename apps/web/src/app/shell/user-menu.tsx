import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { logout, UserAvatar } from "../../features/account/public";
import { ASSESSOR_PATH } from "../../features/quiz/public";
import { FUN_REPORT_PATH } from "../../features/reflection/public";
import { AppLink } from "../../shared/ui/app-link";
import { ChevronIcon } from "../../shared/ui/chevron-icon";
import { Spinner } from "../../shared/ui/spinner";
import { useDisclosureMenu } from "../../shared/ui/use-disclosure-menu";
import { ADDON_PATH, PROFILE_PATH } from "./nav-items";

export interface MenuUser {
  name: string;
  avatar: string | null;
  email?: string | null;
  /** An assessor (is_asesor) gets 'Penilaian Asesor'. */
  isAsesor?: boolean;
  /** is_have_fun_report with the environment switch on (spec 000 section 6) gets 'Kilas Balik'. */
  hasFunReport?: boolean;
}

/**
 * 'Keluar' (spec 000 section 4.1): one click, then /?logout=1 inside the app, without a page load: the session is
 * revoked on the server, the router leaves the page and the query cache is emptied (issue 23).
 */
export function useLogout(): { loggingOut: boolean; logOut: () => void } {
  const [loggingOut, setLoggingOut] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return {
    loggingOut,
    logOut: () => {
      if (loggingOut) return;
      setLoggingOut(true);
      void logout(undefined, { navigate: (to) => navigate(to, { replace: true }), queryClient }).finally(() =>
        setLoggingOut(false),
      );
    },
  };
}

/**
 * The avatar menu of a logged-in user (spec 000 section 2.3): Lihat Profil, 'Penilaian Asesor' for an assessor,
 * and Keluar. A disclosure button
 * with a list; arrow keys move between the items, Esc closes it and gives focus back to the button, and a
 * click outside or tabbing away closes it.
 */
export function UserMenu({ user }: { user: MenuUser }) {
  const menu = useDisclosureMenu<HTMLDivElement>();
  const { loggingOut, logOut } = useLogout();

  const itemClass =
    "flex min-h-10 w-full items-center gap-2 rounded-lg px-3 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling of the disclosure lives on its wrapper
    <div ref={menu.rootRef} className="relative" onKeyDown={menu.onRootKeyDown} onBlur={menu.onRootBlur}>
      <button
        ref={menu.buttonRef}
        type="button"
        aria-label={`Menu akun ${user.name}`}
        aria-expanded={menu.open}
        aria-controls={menu.listId}
        onClick={() => menu.setOpen((v) => !v)}
        onKeyDown={menu.onButtonKeyDown}
        className="inline-flex h-11 items-center gap-1 rounded-full pr-1.5 pl-0.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        <UserAvatar name={user.name} avatar={user.avatar} />
        <ChevronIcon open={menu.open} className="size-4" />
      </button>
      <div
        ref={menu.listRef}
        id={menu.listId}
        hidden={!menu.open}
        className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <div className="flex items-center gap-3 border-b border-slate-100 px-3 pt-1 pb-3">
          <UserAvatar name={user.name} avatar={user.avatar} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-bold text-slate-900">{user.name}</p>
            {user.email ? <p className="truncate text-xs text-slate-600">{user.email}</p> : null}
          </div>
        </div>
        <ul className="pt-2" onKeyDown={menu.onListKeyDown}>
          <li>
            <AppLink to={PROFILE_PATH} className={itemClass}>
              Lihat Profil
            </AppLink>
          </li>
          <li>
            <AppLink to={ADDON_PATH} className={itemClass}>
              Add-on Saya
            </AppLink>
          </li>
          {user.isAsesor ? (
            <li>
              <AppLink to={ASSESSOR_PATH} className={itemClass}>
                Penilaian Asesor
              </AppLink>
            </li>
          ) : null}
          {user.hasFunReport ? (
            <li>
              <AppLink to={FUN_REPORT_PATH} className={itemClass}>
                Kilas Balik
              </AppLink>
            </li>
          ) : null}
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
