import { carryRefQuery } from "@app/domain/routing/ref-query";
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { getAppConfig, productMu } from "../shared/lib/app-config";
import { hasSessionCookie } from "../shared/lib/cookies";
import { PageSpinner } from "../shared/ui/spinner";
import type { RouteHandle } from "./layouts/layouts";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import { forgotPinPaymentTarget, loginRouteRedirect, PIN_KEY_STORAGE_KEY } from "./route-guards";

/** Routes that only redirect render nothing themselves. */
function RedirectOnly() {
  return null;
}

/** A redirect that keeps the ref query where the rule allows it. */
function redirectCarryingRef(request: Request, to: string): Response {
  const from = new URL(request.url);
  const target = new URL(to, from.origin);
  const search = carryRefQuery(from.search, target.pathname, target.search);
  return redirect(`${target.pathname}${search === "?" ? "" : search}`);
}

/**
 * A login route (spec 002 route table) without a session goes to / with redirect-path and redirect-name; the
 * shell then opens the login modal and, after login, comes back here.
 */
function requireSession(routeName: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const to = loginRouteRedirect(new URL(request.url), routeName, hasSessionCookie());
    if (to) throw redirect(to);
    return null;
  };
}

/** A login route whose page is not built yet: guarded, then not found like any other missing page. */
function guardedWithoutPage(path: string, routeName: string): RouteObject {
  return {
    path,
    Component: RedirectOnly,
    loader: (args) => {
      requireSession(routeName)(args);
      return redirect("/404");
    },
  };
}

const RESET_LAYOUT: RouteHandle = { layout: "reset-password" };

/** /{product}mu, /kelasmu, /ujianmu and /prakerja go to /ikutprogram?id=<name> (spec 002 route table). */
function categoryLandingNames(): string[] {
  return [productMu(getAppConfig()), "kelasmu", "ujianmu", "prakerja"];
}

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        // Page errors render inside the shell, so the navigation stays usable.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () => import("../features/catalogue/pages/home-page").then((m) => ({ Component: m.HomePage })),
          },
          {
            path: "program",
            lazy: () => import("../features/catalogue/pages/search-page").then((m) => ({ Component: m.SearchPage })),
          },
          {
            path: "program/:slug",
            lazy: () => import("../features/catalogue/pages/program-page").then((m) => ({ Component: m.ProgramPage })),
          },
          {
            path: "pencarian",
            Component: RedirectOnly,
            loader: ({ request }) => redirectCarryingRef(request, `/program${new URL(request.url).search}`),
          },
          {
            // /ikutprogram redirects to /program; a category name in `id` becomes the category filter.
            path: "ikutprogram",
            Component: RedirectOnly,
            loader: ({ request }) => {
              const id = new URL(request.url).searchParams.get("id")?.toUpperCase();
              const category = id && categoryLandingNames().some((n) => n.toUpperCase() === id) ? id : null;
              return redirectCarryingRef(request, category ? `/program?category=${category}` : "/program");
            },
          },
          {
            // /bantuan opens the external help site.
            path: "bantuan",
            Component: RedirectOnly,
            loader: () => {
              const { helpUrl } = getAppConfig();
              return redirect(helpUrl ?? "/404");
            },
          },
          {
            path: "forgot-password",
            handle: RESET_LAYOUT,
            lazy: () =>
              import("../features/account/pages/forgot-password-page").then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: "setup-password",
            handle: RESET_LAYOUT,
            lazy: () =>
              import("../features/account/pages/setup-password-page").then((m) => ({ Component: m.SetupPasswordPage })),
          },
          {
            path: "forgot-pin-payment",
            Component: RedirectOnly,
            loader: ({ request }) => {
              const { pkey, to } = forgotPinPaymentTarget(new URL(request.url).search);
              if (pkey) window.sessionStorage.setItem(PIN_KEY_STORAGE_KEY, pkey);
              return redirect(to);
            },
          },
          {
            path: "verification",
            lazy: () =>
              import("../features/account/pages/verification-page").then((m) => ({ Component: m.VerificationPage })),
          },
          {
            path: "account",
            loader: requireSession("Profile"),
            lazy: () => import("../features/account/pages/account-page").then((m) => ({ Component: m.AccountPage })),
          },
          // The children (personal, institution, privacy, password, pin) have no pages yet.
          guardedWithoutPage("account/*", "Profile"),
          guardedWithoutPage("programmu", "Programmu"),
          guardedWithoutPage("notifikasi", "Notifikasi"),
          guardedWithoutPage("daftar-pilihan", "Daftar Pilihan"),
          guardedWithoutPage("checkout", "Checkout"),
          guardedWithoutPage("aktivitas/:slug", "activity-program"),
          {
            path: "404",
            lazy: () => import("./pages/not-found-page").then((m) => ({ Component: m.NotFoundPage })),
          },
          {
            path: ":title",
            Component: RedirectOnly,
            loader: ({ request, params }) => {
              const title = params.title ?? "";
              if (categoryLandingNames().includes(title))
                return redirectCarryingRef(request, `/ikutprogram?id=${title}`);
              // The remote landing-page list is not available yet: any other slug is not found.
              return redirect("/404");
            },
          },
          // Unknown paths go to /404 (spec 002).
          { path: "*", Component: RedirectOnly, loader: () => redirect("/404") },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
