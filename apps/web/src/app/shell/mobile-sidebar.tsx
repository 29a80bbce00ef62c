import { UserAvatar } from "../../features/account/public";
import { PROGRAMMU_PATH } from "../../features/learning/public";
import { ASSESSOR_PATH } from "../../features/quiz/public";
import { FUN_REPORT_PATH } from "../../features/reflection/public";
import { AppLink, AppNavLink } from "../../shared/ui/app-link";
import { Button } from "../../shared/ui/button";
import { Skeleton } from "../../shared/ui/skeleton";
import { Spinner } from "../../shared/ui/spinner";
import { HelpLink } from "./help-link";
import { ADDON_PATH, aboutNav, categoryNav, levelNav, MAIN_NAV, PROFILE_PATH } from "./nav-items";
import { type MenuUser, useLogout } from "./user-menu";

const linkClass =
  "flex min-h-11 items-center rounded-lg px-3 text-[15px] font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600";
const heading = "mt-5 mb-1 px-3 text-xs font-bold tracking-wide text-slate-600 uppercase";

/** Who is looking at the sidebar: a visitor, a logged-in user whose profile is loading, or a user. */
export type SidebarAccount =
  | { kind: "visitor"; onLogin: () => void; onRegister: () => void }
  | { kind: "loading" }
  | { kind: "user"; user: MenuUser };

/**
 * The burger menu under 1024 px (spec 000 section 2.3). A visitor gets Masuk on top; a logged-in user their
 * name and avatar with Lihat Profil, Programmu among the links, and Keluar at the end.
 */
export function MobileSidebar({ account }: { account: SidebarAccount }) {
  return (
    <nav aria-label="Menu utama" className="flex flex-col pb-4">
      {account.kind === "visitor" ? (
        <div className="mb-3 flex flex-col gap-2">
          <Button onClick={account.onLogin} className="w-full">
            Masuk
          </Button>
          <Button variant="secondary" onClick={account.onRegister} className="w-full">
            Daftar
          </Button>
        </div>
      ) : null}
      {account.kind === "loading" ? (
        <div className="mb-3 flex items-center gap-3 px-3 py-2">
          <Skeleton className="size-12 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </div>
      ) : null}
      {account.kind === "user" ? <SidebarUser user={account.user} /> : null}
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
        {account.kind === "visitor" ? null : (
          <li>
            <AppNavLink
              to={PROGRAMMU_PATH}
              className={({ isActive }) => `${linkClass} ${isActive ? "bg-brand-50 text-brand-800" : ""}`}
            >
              Programmu
            </AppNavLink>
          </li>
        )}
        {account.kind === "user" ? (
          <li>
            <AppNavLink
              to={ADDON_PATH}
              className={({ isActive }) => `${linkClass} ${isActive ? "bg-brand-50 text-brand-800" : ""}`}
            >
              Add-on Saya
            </AppNavLink>
          </li>
        ) : null}
        {account.kind === "user" && account.user.isAsesor ? (
          <li>
            <AppNavLink
              to={ASSESSOR_PATH}
              className={({ isActive }) => `${linkClass} ${isActive ? "bg-brand-50 text-brand-800" : ""}`}
            >
              Penilaian Asesor
            </AppNavLink>
          </li>
        ) : null}
        {account.kind === "user" && account.user.hasFunReport ? (
          <li>
            <AppLink to={FUN_REPORT_PATH} className={linkClass}>
              Kilas Balik
            </AppLink>
          </li>
        ) : null}
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
      {account.kind === "user" ? <LogoutButton /> : null}
    </nav>
  );
}

function SidebarUser({ user }: { user: MenuUser }) {
  return (
    <div className="mb-3 flex items-center gap-3 rounded-xl bg-slate-50 px-3 py-3">
      <UserAvatar name={user.name} avatar={user.avatar} size="md" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold text-slate-900">{user.name}</p>
        <AppLink
          to={PROFILE_PATH}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          Lihat Profil
        </AppLink>
      </div>
    </div>
  );
}

function LogoutButton() {
  const { loggingOut, logOut } = useLogout();
  return (
    <div className="mt-5 border-t border-slate-200 pt-3">
      <button
        type="button"
        onClick={logOut}
        disabled={loggingOut}
        aria-busy={loggingOut || undefined}
        className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-[15px] font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        {loggingOut ? <Spinner size="sm" label="Sedang keluar" /> : null}
        Keluar
      </button>
    </div>
  );
}
