import type { DehydratedState } from "@tanstack/react-query";

/**
 * Where the web app runs: in a browser, or on the server rendering a public page for a visitor (issue 24,
 * docs/decisions/034-server-rendered-public-pages.md). The few things a page reads from the browser while it
 * renders (the address, the cookies, the viewport, the runtime config, fetch) come from here, so the same
 * components render on both sides. The server installs a getter for the request being rendered; nothing in the
 * browser bundle imports anything of the server.
 */

/** What the server knows of the visitor's page. */
export interface ServerPageEnv {
  /** The page's absolute address, on the host the visitor asked for. */
  url: URL;
  /** The request's Cookie header (a visitor's: no session). */
  cookie: string;
  /** The server's guess of the viewport class from the User-Agent; the browser corrects it after hydration. */
  desktop: boolean;
  /** The runtime config, as index.html carries it to the browser. */
  appConfig: unknown;
  /** Calls the API in the same process. */
  fetch: typeof fetch;
  /** The page's title as it asked for it (usePageTitle), for the head tags. */
  title?: string;
  /** Rich text as the browser's DOMPurify would keep it (sanitize.ts): the API's sanitize-html, same lists. */
  sanitizeHtml: (html: string) => string;
}

export const onServer = typeof window === "undefined";

let currentServerEnv: (() => ServerPageEnv | undefined) | undefined;

/** The server renderer tells where the request being rendered is (an AsyncLocalStorage, so requests never mix). */
export function setServerPageEnv(get: () => ServerPageEnv | undefined): void {
  currentServerEnv = get;
}

export function serverPageEnv(): ServerPageEnv {
  const env = currentServerEnv?.();
  if (!env) throw new Error("rendering on the server outside a page request");
  return env;
}

/** The page's address: the browser's, or the one the server renders. */
export function pageLocation(): Pick<Location, "hostname" | "origin" | "pathname" | "search" | "protocol" | "port"> {
  return onServer ? serverPageEnv().url : window.location;
}

/** The page's cookies as one string (document.cookie), the request's on the server. */
export function pageCookies(): string {
  return onServer ? serverPageEnv().cookie : document.cookie;
}

/** The state the server rendered a page with, read by the browser before it hydrates. */
export interface RenderedPageState {
  /** The viewport class the server rendered for, the first snapshot of the browser's media queries. */
  desktop: boolean;
  /** TanStack Query's dehydrated cache: the answers the page was rendered with. */
  queries: DehydratedState;
  /** React Router's hydration data: what the page's loaders answered on the server. */
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
}

export const RENDERED_STATE_ID = "ssr-state";

let renderedDesktop: boolean | undefined;

/** main.tsx records the viewport the HTML was rendered for, so hydration starts from the same snapshot. */
export function setRenderedViewport(desktop: boolean): void {
  renderedDesktop = desktop;
}

/**
 * The viewport the first render assumes: the server's guess while rendering and hydrating a server-rendered page;
 * desktop for a page rendered only in the browser (where it is never read before the real one).
 */
export function assumedDesktopViewport(): boolean {
  if (onServer) return serverPageEnv().desktop;
  return renderedDesktop ?? true;
}
