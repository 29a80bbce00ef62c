/**
 * Registers the app's service worker (src/service-worker/sw.ts, served at /sw.js, issue 24) and offers a new
 * version when one is waiting: `AppUpdatePrompt` shows 'Versi baru tersedia' with 'Muat Ulang', which asks the
 * waiting worker to take over and reloads once it has. The worker is the same one web push registers
 * (web-push.ts): one worker per scope, "/".
 */
import { SKIP_WAITING_MESSAGE } from "../../service-worker/routing";

/** The one service worker (push and the installable app); web-push.ts registers the same. */
export const SERVICE_WORKER_URL = "/sw.js";

/** How often an open tab asks the server for a newer worker (when it becomes visible again, at most). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface AppUpdates {
  /** For useSyncExternalStore: called when a new version starts or stops waiting. */
  subscribe: (listener: () => void) => () => void;
  /** The new version's worker, installed and waiting for this page's word; null when there is none. */
  waitingWorker: () => ServiceWorker | null;
  /** Follows a registration: a worker that finishes installing while an older one controls the page waits. */
  watch: (registration: ServiceWorkerRegistration) => void;
  /** 'Muat Ulang': the waiting worker takes over, then the page reloads, once. */
  apply: () => void;
}

export function createAppUpdates(options: {
  container: () => ServiceWorkerContainer | undefined;
  reload: () => void;
}): AppUpdates {
  let waiting: ServiceWorker | null = null;
  let reloading = false;
  const listeners = new Set<() => void>();

  function setWaiting(worker: ServiceWorker | null): void {
    if (worker === waiting) return;
    waiting = worker;
    for (const listener of listeners) listener();
  }

  function offer(worker: ServiceWorker): void {
    // with no controller this is the first install: it takes the page over by itself, there is nothing to reload
    if (options.container()?.controller) setWaiting(worker);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    waitingWorker: () => waiting,
    watch(registration) {
      if (registration.waiting) offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        if (!worker) return;
        worker.addEventListener("statechange", () => {
          if (worker.state === "installed") offer(worker);
          else if (worker.state === "redundant" && waiting === worker) setWaiting(null);
        });
      });
    },
    apply() {
      const worker = waiting;
      const container = options.container();
      if (!worker || !container) return;
      container.addEventListener("controllerchange", () => {
        // another tab's 'Muat Ulang' changes this tab's controller too: each tab reloads once
        if (reloading) return;
        reloading = true;
        options.reload();
      });
      worker.postMessage({ type: SKIP_WAITING_MESSAGE });
    },
  };
}

/** The app's one instance, read by AppUpdatePrompt. */
export const appUpdates = createAppUpdates({
  container: () =>
    typeof navigator !== "undefined" && "serviceWorker" in navigator ? navigator.serviceWorker : undefined,
  reload: () => window.location.reload(),
});

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(task, { timeout: 5000 });
  else window.setTimeout(task, 1000);
}

async function register(updates: AppUpdates): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
    updates.watch(registration);
    let checkedAt = Date.now();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState !== "visible" || Date.now() - checkedAt < UPDATE_CHECK_INTERVAL_MS) return;
      checkedAt = Date.now();
      registration.update().catch(() => undefined);
    });
  } catch (error) {
    // no worker is no loss but the offline page and the install prompt: the app works as before
    console.warn("Service worker registration failed", error);
  }
}

/**
 * Registers the worker after the page has loaded, when the browser is idle, in production builds only (the dev
 * server has no /sw.js). Safe to call during server rendering or in a browser without service workers: it then
 * does nothing.
 */
export function registerAppServiceWorker(options: { updates?: AppUpdates; enabled?: boolean } = {}): void {
  const enabled = options.enabled ?? import.meta.env.PROD;
  if (!enabled || typeof window === "undefined" || typeof navigator === "undefined") return;
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const updates = options.updates ?? appUpdates;
  const start = () => whenIdle(() => void register(updates));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
