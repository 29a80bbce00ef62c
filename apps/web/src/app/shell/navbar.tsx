import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useSessionUser } from "../../features/account/public";
import { SearchBar } from "../../features/discovery/public";
import { PROGRAMMU_PATH } from "../../features/learning/public";
import { useLoginPrompt } from "../../shared/lib/account-dialogs";
import { getAppConfig } from "../../shared/lib/app-config";
import { readCookie } from "../../shared/lib/cookies";
import { useIsDesktop } from "../../shared/lib/media";
import { AppLink, AppNavLink } from "../../shared/ui/app-link";
import { Button } from "../../shared/ui/button";
import { Skeleton } from "../../shared/ui/skeleton";
import { AboutMenu } from "./about-menu";
import { HelpLink } from "./help-link";
import { Logo } from "./logo";
import { categoryNav, MAIN_NAV, NAV_ICON_BUTTON, searchTypes } from "./nav-items";
import type { MenuUser } from "./user-menu";

/** The search of the results page, so the box (and the type selector) shows what is being searched. */
function useCurrentSearch(): { text: string; category: string } {
  const location = useLocation();
  const [params] = useSearchParams();
  const onResults = location.pathname === "/program";
  return {
    text: onResults ? (params.get("search") ?? "") : "",
    category: onResults ? (params.get("category") ?? "") : "",
  };
}

/**
 * Who the bar is for. `loggedIn` comes from the readable session cookie, so a logged-in user never sees the
 * Masuk button while me-v2 loads: a skeleton avatar stands in. If me-v2 fails (not a 401, which logs out),
 * the name and avatar cookies of the login still let the menu, and Keluar, work.
 */
type NavAccount = { kind: "visitor" } | { kind: "loading" } | { kind: "user"; user: MenuUser };

function useNavAccount(): NavAccount {
  const { loggedIn, user, query } = useSessionUser();
  if (!loggedIn) return { kind: "visitor" };
  if (user) {
    return {
      kind: "user",
      user: {
        name: user.name,
        avatar: user.avatar,
        email: user.email,
        isAsesor: user.is_asesor,
        hasFunReport: user.is_have_fun_report && getAppConfig().funReport,
      },
    };
  }
  if (query.isError) {
    const avatar = readCookie("avatar");
    return {
      kind: "user",
      user: { name: readCookie("name") ?? "Akun", avatar: avatar && avatar !== "null" ? avatar : null },
    };
  }
  return { kind: "loading" };
}

/** A logged-in user's cart, bell and avatar menu, loaded for a logged-in user only (session-nav.tsx). */
const SessionNavItems = lazy(() => import("./session-nav").then((m) => ({ default: m.SessionNavItems })));

/** Asks an unverified user to verify (verification-banner.tsx): loaded for a logged-in user only, and shown once
 * me-v2 has answered, as before. */
const VerificationBanner = lazy(() => import("./verification-banner").then((m) => ({ default: m.VerificationBanner })));

/** The menu drawer of the compact bar, loaded when it is first opened (mobile-menu.tsx). */
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-brand-600 ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"
  }`;

const iconButton = NAV_ICON_BUTTON;

/**
 * The navigation bar (spec 000 section 2.3) for visitors and logged-in users; the compact bar under 1024 px.
 * Under it: the verification banner of an unverified user. The WhatsApp number dialog (spec 000 section 2.2,
 * always mounted) lives here too, as every layout with a navigation bar shows it on its pages.
 */
export function Navbar() {
  const isDesktop = useIsDesktop();
  const account = useNavAccount();
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        {isDesktop ? <DesktopBar account={account} /> : <MobileBar account={account} />}
      </header>
      {account.kind === "visitor" ? null : (
        <Suspense fallback={null}>
          <VerificationBanner />
        </Suspense>
      )}
    </>
  );
}

function DesktopBar({ account }: { account: NavAccount }) {
  const { openLogin, openRegister } = useLoginPrompt();
  const current = useCurrentSearch();
  const visitor = account.kind === "visitor";
  return (
    <>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-6">
        <Logo />
        <nav aria-label="Navigasi utama">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <AppNavLink to={item.to} end={item.to === "/"} className={navLinkClass}>
                  {item.label}
                </AppNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-48 max-w-xl flex-1">
          {visitor ? (
            <SearchBar key={current.text} defaultValue={current.text} />
          ) : (
            <SearchBar
              key={`${current.text}|${current.category}`}
              defaultValue={current.text}
              types={searchTypes()}
              defaultType={current.category}
            />
          )}
        </div>
        {visitor ? (
          <div className="ml-auto flex items-center gap-1">
            <AboutMenu />
            <HelpLink className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600" />
            <Button onClick={openLogin} className="ml-2 min-w-24">
              Masuk
            </Button>
            {/* registration straight from the header, not only through Masuk → Daftar (issue 23) */}
            <Button variant="secondary" onClick={openRegister} className="min-w-24">
              Daftar
            </Button>
          </div>
        ) : (
          <div className="ml-auto flex items-center gap-1">
            <AppNavLink
              to={PROGRAMMU_PATH}
              className={({ isActive }) =>
                `mr-1 inline-flex h-10 items-center rounded-lg border px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-brand-600 ${
                  isActive
                    ? "border-brand-700 bg-brand-50 text-brand-800"
                    : "border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-800"
                }`
              }
            >
              Programmu
            </AppNavLink>
            <Suspense fallback={<SessionNavPlaceholder withAccount />}>
              <SessionNavItems account={account} withAccount />
            </Suspense>
          </div>
        )}
      </div>
      <nav aria-label="Kategori program" className="border-t border-slate-100">
        <ul className="mx-auto flex h-11 max-w-7xl items-center gap-1 px-6">
          {categoryNav().map((item) => (
            <li key={item.to}>
              <AppLink
                to={item.to}
                className="inline-flex h-8 items-center rounded-full px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                {item.label}
              </AppLink>
            </li>
          ))}
          <li>
            <AppLink
              to="/program"
              className="inline-flex h-8 items-center rounded-full px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              Semua Program
            </AppLink>
          </li>
        </ul>
      </nav>
    </>
  );
}

/**
 * Until the logged-in items' chunk is there (a logged-in page is rendered in the browser only), boxes of their
 * sizes hold their places: the bar does not move when they arrive.
 */
function SessionNavPlaceholder({ withAccount }: { withAccount: boolean }) {
  return (
    <>
      <span className="size-10 shrink-0" aria-hidden="true" />
      <span className="size-10 shrink-0" aria-hidden="true" />
      {withAccount ? (
        <span role="status" className="inline-flex h-11 items-center pl-0.5">
          <Skeleton className="size-9 rounded-full" />
          <span className="sr-only">Memuat akun</span>
        </span>
      ) : null}
    </>
  );
}

function MobileBar({ account }: { account: NavAccount }) {
  const { openLogin, openRegister } = useLoginPrompt();
  const current = useCurrentSearch();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRowId = useId();
  const location = useLocation();
  const visitor = account.kind === "visitor";

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the menu and search row on navigation only
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [location.key]);

  return (
    <>
      <div className="flex h-14 items-center gap-1 px-3">
        <button
          type="button"
          aria-label="Buka menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          className={iconButton}
        >
          <svg className="size-6" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Logo />
        <div className="ml-auto flex items-center gap-0.5">
          <button
            type="button"
            aria-label={searchOpen ? "Tutup pencarian" : "Cari program"}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? searchRowId : undefined}
            onClick={() => setSearchOpen((v) => !v)}
            className={iconButton}
          >
            <svg className="size-5" viewBox="0 0 20 20" fill="none" aria-hidden="true">
              <circle cx="9" cy="9" r="6" stroke="currentColor" strokeWidth="2" />
              <path d="m14 14 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          {visitor ? (
            <Button size="sm" onClick={openLogin}>
              Masuk
            </Button>
          ) : (
            <Suspense fallback={<SessionNavPlaceholder withAccount={false} />}>
              <SessionNavItems account={account} withAccount={false} />
            </Suspense>
          )}
        </div>
      </div>
      {searchOpen ? (
        <div id={searchRowId} className="border-t border-slate-100 px-3 py-2">
          {visitor ? (
            <SearchBar
              key={current.text}
              defaultValue={current.text}
              autoFocus
              onSearched={() => setSearchOpen(false)}
            />
          ) : (
            <SearchBar
              key={`${current.text}|${current.category}`}
              defaultValue={current.text}
              types={searchTypes()}
              defaultType={current.category}
              placeholder="Cari program"
              autoFocus
              onSearched={() => setSearchOpen(false)}
            />
          )}
        </div>
      ) : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu
            onClose={() => setMenuOpen(false)}
            account={
              account.kind === "visitor"
                ? {
                    kind: "visitor",
                    onLogin: () => {
                      setMenuOpen(false);
                      openLogin();
                    },
                    onRegister: () => {
                      setMenuOpen(false);
                      openRegister();
                    },
                  }
                : account
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
