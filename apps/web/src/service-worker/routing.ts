/**
 * Which requests the service worker answers (issue 24, docs/decisions/033-installable-app.md). It answers only
 * the build's precached files (cache first: they are hashed or revisioned) and page navigations (network only,
 * with the offline page when the network is down). Everything else, above all `/api/*` (answers for a logged-in
 * person) and `/share/*`, goes to the network as if there were no worker, and nothing is ever cached at run time.
 */

/** The page shown for a navigation while the network is down; precached, served by the API with the brand. */
export const OFFLINE_PAGE_URL = "/offline.html";

/** Paths the worker never answers, not even for a navigation: the API, the realtime socket, shared links. */
export const NEVER_ANSWERED: readonly RegExp[] = [/^\/api(\/|$)/, /^\/share(\/|$)/];

/** The message a page sends the waiting worker when the person chooses 'Muat Ulang'. */
export const SKIP_WAITING_MESSAGE = "SKIP_WAITING";

export function isNeverAnswered(pathname: string): boolean {
  return NEVER_ANSWERED.some((pattern) => pattern.test(pathname));
}

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE;
}
