import { carryRefQuery } from "@app/domain/routing/ref-query";
import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { getAppConfig, productMu } from "../shared/lib/app-config";
import { PageSpinner } from "../shared/ui/spinner";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

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
