import { useEffect, useId, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { SearchBar } from "../../features/catalogue/components/search-bar";
import { useLoginPrompt } from "../../shared/lib/account-dialogs";
import { useIsDesktop } from "../../shared/lib/media";
import { AppLink, AppNavLink } from "../../shared/ui/app-link";
import { Button } from "../../shared/ui/button";
import { Modal } from "../../shared/ui/modal";
import { AboutMenu } from "./about-menu";
import { HelpLink } from "./help-link";
import { Logo } from "./logo";
import { aboutNav, categoryNav, levelNav, MAIN_NAV } from "./nav-items";

/** The search text of the results page, so the box shows what is being searched. */
function useCurrentSearch(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  return location.pathname === "/program" ? (params.get("search") ?? "") : "";
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-brand-600 ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"
  }`;

/** The navigation bar of a visitor (spec 000 section 2.3); the compact bar under 1024 px. */
export function Navbar() {
  const isDesktop = useIsDesktop();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      {isDesktop ? <DesktopBar /> : <MobileBar />}
    </header>
  );
}

function DesktopBar() {
  const { openLogin } = useLoginPrompt();
  const currentSearch = useCurrentSearch();
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
          <SearchBar key={currentSearch} defaultValue={currentSearch} />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <AboutMenu />
          <HelpLink className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600" />
          <Button onClick={openLogin} className="ml-2 min-w-24">
            Masuk
          </Button>
        </div>
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

function MobileBar() {
  const { openLogin } = useLoginPrompt();
  const currentSearch = useCurrentSearch();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRowId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the menu and search row on navigation only
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [location.key]);

  const iconButton =
    "inline-flex size-10 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600";

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
        <div className="ml-auto flex items-center gap-1">
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
          <Button size="sm" onClick={openLogin}>
            Masuk
          </Button>
        </div>
      </div>
      {searchOpen ? (
        <div id={searchRowId} className="border-t border-slate-100 px-3 py-2">
          <SearchBar
            key={currentSearch}
            defaultValue={currentSearch}
            autoFocus
            onSearched={() => setSearchOpen(false)}
          />
        </div>
      ) : null}
      <Modal open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu" variant="drawer">
        <MobileMenu
          onLogin={() => {
            setMenuOpen(false);
            openLogin();
          }}
        />
      </Modal>
    </>
  );
}

function MobileMenu({ onLogin }: { onLogin: () => void }) {
  const linkClass =
    "flex min-h-11 items-center rounded-lg px-3 text-[15px] font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600";
  const heading = "mt-5 mb-1 px-3 text-xs font-bold tracking-wide text-slate-600 uppercase";
  return (
    <nav aria-label="Menu utama" className="flex flex-col pb-4">
      <Button onClick={onLogin} className="mb-3 w-full">
        Masuk
      </Button>
      <ul>
        {MAIN_NAV.map((item) => (
          <li key={item.to}>
            <AppNavLink
              to={item.to}
              end={item.to === "/"}
              className={({ isActive }) => `${linkClass} ${isActive ? "bg-brand-50 text-brand-800" : ""}`}
            >
              {item.label}
            </AppNavLink>
          </li>
        ))}
      </ul>
      <h3 className={heading}>Kategori</h3>
      <ul>
        {categoryNav().map((item) => (
          <li key={item.to}>
            <AppLink to={item.to} className={linkClass}>
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
      <h3 className={heading}>Jenjang</h3>
      <ul className="flex flex-wrap gap-2 px-3 pt-1">
        {levelNav().map((item) => (
          <li key={item.to}>
            <AppLink
              to={item.to}
              className="inline-flex h-9 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
      <h3 className={heading}>Tentang Kami</h3>
      <ul>
        {aboutNav().map((item) => (
          <li key={item.to}>
            <AppLink to={item.to} className={linkClass}>
              {item.label}
            </AppLink>
          </li>
        ))}
        <li>
          <HelpLink className={linkClass} />
        </li>
      </ul>
    </nav>
  );
}
