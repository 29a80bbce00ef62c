import { hydrate as hydrateQueries } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, type RouteObject, RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { appRoutes, createAppRouter } from "./app/router";
import { preloadSiteFrame } from "./app/shell/site-provider";
import { preloadSiteHome } from "./app/site-home";
import { RENDERED_STATE_ID, type RenderedPageState, setRenderedViewport } from "./shared/lib/page-env";
import { registerAppServiceWorker } from "./shared/lib/service-worker";
import { makeZodJitless } from "./shared/lib/zod-jitless";

/** The state a server-rendered page carries (entry-server.tsx), or null for a page the browser renders alone. */
function renderedState(): RenderedPageState | null {
  const text = document.getElementById(RENDERED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RenderedPageState;
  } catch {
    return null;
  }
}

/** Hydration must find the page's route modules loaded, as the server had them, or it would render a fallback. */
async function loadMatchedRouteModules(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Marks the document once the app has taken over the page (rendered, or hydrated from the server's HTML): a
 * server-rendered page shows its content before its buttons work, and the browser journeys wait for this.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
    performance.mark("karirmu:ready");
    replayEarlyClick();
  }, []);
  return null;
}

type EarlyClickWindow = Window & { __karirmuHydrating?: boolean; __karirmuEarlyClick?: HTMLElement };

/**
 * The button a person tapped on the server's HTML before hydration began (kept by the page's inline script,
 * EARLY_CLICK_SCRIPT in apps/api/src/platform/page-renderer.ts) is tapped again now that it works; once React is
 * hydrating, it replays taps itself.
 */
function replayEarlyClick(): void {
  const page = window as EarlyClickWindow;
  const button = page.__karirmuEarlyClick;
  page.__karirmuEarlyClick = undefined;
  if (button?.isConnected) button.click();
}

async function start(root: HTMLElement) {
  performance.mark("karirmu:start");
  const state = renderedState();
  const queryClient = createQueryClient();
  const routes = appRoutes();
  const app = (router: ReturnType<typeof createAppRouter>) => (
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
  if (!state) {
    createRoot(root).render(app(createAppRouter(routes)));
    return;
  }
  setRenderedViewport(state.desktop);
  hydrateQueries(queryClient, state.queries);
  // and what the page shows inside its route: the site's frame and, on the home page, the site's home
  await Promise.all([
    loadMatchedRouteModules(routes),
    preloadSiteFrame(),
    window.location.pathname === "/" ? preloadSiteHome() : undefined,
  ]);
  // as a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: the visitor's first tap is answered sooner (Lighthouse's total blocking time)
  const router = createAppRouter(routes, state.router);
  performance.mark("karirmu:hydrate");
  (window as EarlyClickWindow).__karirmuHydrating = true;
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
}

/** Renders the app, or hydrates the page the server rendered; then registers the service worker. */
export function startApp(): void {
  // zod compiles object schemas with `new Function` when eval is allowed, and probes for it once: under the CSP
  // (script-src 'self') the probe is a violation in the console. The interpreted path is as correct. Set without
  // importing zod, which the first page of a visitor does not load (zod-jitless.ts).
  makeZodJitless();
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  void start(container);
  registerAppServiceWorker();
}
