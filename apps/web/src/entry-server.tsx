/**
 * The server's side of the public pages (issue 24, docs/decisions/034-server-rendered-public-pages.md): the API
 * process renders the same route modules for a visitor with React's static renderer, and the browser hydrates
 * them with the answers they were rendered with. Built by Vite as a separate SSR bundle (dist-ssr) and imported
 * by apps/api/src/platform/page-renderer.ts; nothing here reaches the browser bundle.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { reflectionYears } from "@app/domain/reflection/rules";
import { renderHeadTags } from "@app/domain/seo/render-head-tags";
import { dehydrate, type Query, QueryCache, QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";
import { AppProviders } from "./app/providers";
import { appRoutes } from "./app/router";
import { serverPageHead } from "./app/server-page-head";
import { getAppConfig, productMu } from "./shared/lib/app-config";
import { type RenderedPageState, type ServerPageEnv, setServerPageEnv } from "./shared/lib/page-env";

const requests = new AsyncLocalStorage<ServerPageEnv>();
setServerPageEnv(() => requests.getStore());

let staticHandler: { years: string; handler: StaticHandler } | undefined;

/**
 * Made in a request, not at import: the route table reads the configured product slug. Made again when the
 * table's Kilas Balik years change (a new year), so its routes are the ones the browser makes.
 */
function handler(): StaticHandler {
  const years = reflectionYears(new Date()).join(",");
  if (staticHandler?.years !== years) staticHandler = { years, handler: createStaticHandler(appRoutes()) };
  return staticHandler.handler;
}

/**
 * The public pages, rendered on the server for visitors (by route path; the index route has none). Everything
 * else (the logged-in areas, mailed-link pages, the study page) is rendered in the browser as before.
 */
function serverRenderedPaths(): Set<string | undefined> {
  const mu = productMu();
  return new Set([
    undefined,
    "program",
    "program/:slug",
    "mitra/all",
    "mitra/sekolah",
    "mitra/perguruan-tinggi",
    "mitra/industri",
    "mitra/:slug",
    "mitra-group/:slug",
    "jenjang/:level",
    "jenjang/:level/:year",
    "program-pilihan",
    "program-pilihan/:slug",
    "kelasmu/:audience",
    `${mu}/:field`,
    "kartuprakerja",
    "kartuprakerja/usaha-rumahan",
    "kartuprakerja/guru",
    "kartuprakerja/ojol",
    "prakerja-gojek",
    "program-gojek",
    "panduan-prakerja",
    "mitra-kolaborasi",
    "kebijakan-privasi",
    "syarat-ketentuan",
    `profil-${mu}`,
    `dewan-${mu}`,
    `kontak-${mu}`,
    "404",
    ":title",
  ]);
}

/** What the renderer answers: a redirect, a page with its content, or nothing (the browser renders it). */
export type RenderedPage =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      /** The markup of #root. */
      html: string;
      /** The state the browser hydrates from (page-env RenderedPageState). */
      state: RenderedPageState;
      /** The head's tags: title, description, canonical, Open Graph, Twitter, JSON-LD. */
      head: string;
    }
  | { kind: "client"; status: number; reason: string; fault?: boolean };

export interface RenderInput {
  env: ServerPageEnv;
  /** At most this long, then the page is left to the browser. */
  timeoutMs: number;
}

/**
 * The queries a render asked for and that have no answer yet. The server runs no effects, so a useQuery does
 * not fetch there; but its observer puts the query, with the options it was asked with, in the cache. The
 * renderer fetches those (unless the page asked with `enabled` off) and renders again.
 */
function unanswered(cache: QueryCache): Query[] {
  return cache.getAll().filter((query) => {
    if (query.state.status !== "pending") return false;
    const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
    return (typeof enabled === "function" ? enabled(query) : enabled) !== false;
  });
}

function serverQueryClient(cache: QueryCache): QueryClient {
  return new QueryClient({
    queryCache: cache,
    // the same freshness as the browser's (app/query-client.ts), so hydrated answers are not fetched again
    defaultOptions: { queries: { staleTime: 60_000, retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
}

/**
 * A component that throws while rendering on the server would leave its Suspense boundary to the browser
 * (React's inline script, which the CSP blocks): any error fails the render, and the page is the browser's.
 */
async function renderToString(tree: ReactNode, signal: AbortSignal): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    signal,
    onError: (error) => void errors.push(error),
    // every boundary in place: an outlined one is revealed by an inline script, which the CSP blocks
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length > 0) throw errors[0];
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function pageTree(routes: StaticHandler, queryClient: QueryClient, context: StaticHandlerContext): ReactNode {
  const router = createStaticRouter(routes.dataRoutes, context);
  return (
    <AppProviders client={queryClient}>
      {/* the router's state travels in the page's state script: React Router's own is an inline script the CSP blocks */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
}

/** Renders until every query the page asks for has answered (at most a few rounds: a query can depend on another). */
async function renderWithData(
  routes: StaticHandler,
  context: StaticHandlerContext,
  signal: AbortSignal,
): Promise<{ html: string; client: QueryClient } | { failed: string; status: number }> {
  const cache = new QueryCache();
  const client = serverQueryClient(cache);
  const aborted = new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
  // the page's own answer names the page (a programme's slug, a landing page's title): when it is not found, the
  // page is not either
  const pageName = Object.values(context.matches.at(-1)?.params ?? {}).at(-1);
  for (let round = 0; round < 4; round += 1) {
    const html = await renderToString(pageTree(routes, client, context), signal);
    const missing = unanswered(cache);
    if (missing.length === 0) {
      const failed = cache.getAll().find((query) => query.state.status === "error");
      // the browser renders a failed page itself (an error does not survive serialisation); an unknown programme
      // still answers 404
      if (failed) {
        const ownAnswer = pageName !== undefined && failed.queryKey.includes(pageName);
        const status = ownAnswer && httpStatusOf(failed.state.error) === 404 ? 404 : 200;
        return { failed: `query ${failed.queryHash} failed: ${String(failed.state.error)}`, status };
      }
      return { html, client };
    }
    await Promise.race([Promise.all(missing.map((query) => query.fetch().catch(() => undefined))), aborted]);
    if (signal.aborted) {
      // the calls still out are cancelled (their fetch rejects on the signal), not left running for nobody
      await client.cancelQueries();
      return { failed: "timed out", status: 200 };
    }
  }
  return { failed: "queries kept changing", status: 200 };
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "httpStatus" in error) {
    const status = (error as { httpStatus: unknown }).httpStatus;
    return typeof status === "number" ? status : undefined;
  }
  return undefined;
}

/** Renders a page for a visitor; a page that cannot be rendered here is left to the browser, with the reason. */
export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  try {
    return await render(input);
  } catch (error) {
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return { kind: "client", status: 200, reason, fault: true };
  }
}

async function render({ env, timeoutMs }: RenderInput): Promise<RenderedPage> {
  return requests.run(env, async () => {
    const signal = AbortSignal.timeout(timeoutMs);
    const request = new Request(env.url, { signal, headers: { cookie: env.cookie } });
    const routes = handler();
    const context = await routes.query(request);
    if (context instanceof Response) {
      const location = context.headers.get("location");
      if (location && context.status >= 300 && context.status < 400) {
        return { kind: "redirect", status: context.status, location };
      }
      return { kind: "client", status: 200, reason: `a loader answered ${context.status}` };
    }
    if (context.errors) return { kind: "client", status: context.statusCode, reason: "a loader failed" };
    const deepest = context.matches.at(-1);
    if (!deepest) return { kind: "client", status: 404, reason: "no route" };
    if (!(deepest.route.index || serverRenderedPaths().has(deepest.route.path))) {
      return { kind: "client", status: context.statusCode, reason: "rendered in the browser" };
    }

    const rendered = await renderWithData(routes, context, signal);
    if ("failed" in rendered) return { kind: "client", status: rendered.status, reason: rendered.failed };
    const head = serverPageHead({
      client: rendered.client,
      route: { path: deepest.route.path, params: deepest.params },
      url: env.url,
      brandName: getAppConfig().brandName,
      title: env.title,
    });
    return {
      kind: "page",
      // the not-found page says so to crawlers too
      status: deepest.route.path === "404" ? 404 : context.statusCode,
      html: rendered.html,
      state: {
        desktop: env.desktop,
        queries: dehydrate(rendered.client),
        router: { loaderData: context.loaderData, actionData: context.actionData },
      },
      head: renderHeadTags(head),
    };
  });
}
