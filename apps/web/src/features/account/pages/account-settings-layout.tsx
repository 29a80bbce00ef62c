import { Outlet, useLocation } from "react-router";
import { useSite } from "../../../shared/lib/site";
import { AppLink, AppNavLink } from "../../../shared/ui/app-link";
import { accountSettings } from "./account-page";

/**
 * /account and its settings pages (spec 002: personal, password, pin; issue 21): on a wide screen the settings
 * sit in a side menu beside the page, on a phone the page comes alone with the way back to /account, whose list
 * of sections is the menu there. /account itself is its own page.
 */
export function AccountSettingsLayout() {
  const { pathname } = useLocation();
  // the pin child is absent on the job-training (Prakerja) host (spec 002 route table)
  const items = accountSettings({ pinPage: useSite().kind !== "prakerja" });
  if (pathname.replace(/\/+$/, "") === "/account") return <Outlet />;
  return (
    <div className="mx-auto flex max-w-6xl lg:gap-2 lg:px-6">
      {/* sticky below the navbar's two rows: the menu stays in view (and uncovered) down a long form */}
      <nav aria-label="Pengaturan Akun" className="sticky top-32 mt-10 hidden w-56 shrink-0 self-start lg:block">
        <AppLink
          to="/account"
          className="mb-3 block rounded-lg px-3 py-2 text-lg font-bold text-slate-900 hover:text-brand-700"
        >
          Profil
        </AppLink>
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <AppNavLink
                to={item.to}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 font-medium ${
                    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-50 hover:text-brand-700"
                  }`
                }
              >
                {item.label}
              </AppNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col">
        <AppLink
          to="/account"
          className="mx-4 mt-4 self-start rounded-lg text-sm font-semibold text-brand-700 hover:underline sm:mx-6 lg:hidden"
        >
          <span aria-hidden="true">‹</span> Pengaturan Akun
        </AppLink>
        <Outlet />
      </div>
    </div>
  );
}
