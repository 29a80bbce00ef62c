/// <reference lib="webworker" />
/**
 * The app's one service worker (scope "/", served at /sw.js): web push (issue 19) and the installable app
 * (issue 24). Built by vite-plugin-pwa (injectManifest): the build writes the list of files to precache into
 * `self.__WB_MANIFEST` (vite.config.ts says which). docs/decisions/033-installable-app.md says why it does what.
 *
 * - precached: the build's hashed assets, the icons and the offline page, served cache-first (they never change
 *   under one name); index.html is not among them, so a page is never answered from the cache;
 * - navigations: network only, with navigation preload; the offline page only when the network fails;
 * - `/api/*`, `/share/*` and every other request: not answered here at all, nothing cached at run time;
 * - a new version waits until the page asks it to take over (the 'Versi baru tersedia' prompt), so an open tab
 *   keeps the assets it was built with.
 */
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { pushNotificationOf } from "./push-notification";
import { isSkipWaitingMessage, NEVER_ANSWERED, OFFLINE_PAGE_URL } from "./routing";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

cleanupOutdatedCaches();
// no directory index or clean URLs: '/' or '/offline' must never be answered with a cached file
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error();
      }
    },
    { denylist: [...NEVER_ANSWERED] },
  ),
);

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // the page request starts while the worker boots, so a navigation is no slower than without a worker
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

self.addEventListener("push", (event) => {
  const notification = pushNotificationOf(event.data, self.location.origin);
  // userVisibleOnly: every push must show a notification, or the browser may end the subscription
  event.waitUntil(
    self.registration.showNotification(notification.title, {
      body: notification.body,
      lang: "id",
      icon: "/icons/icon-192.png",
      data: { link: notification.link },
    }),
  );
});

async function openLink(href: string): Promise<unknown> {
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const appTabs = tabs.filter((tab) => new URL(tab.url).origin === self.location.origin);
  const already = appTabs.find((tab) => tab.url === href);
  if (already) return already.focus();
  // an open tab of the app goes to the link, so the person does not collect tabs
  const tab = appTabs.find((candidate) => candidate.focused) ?? appTabs[0];
  if (tab) {
    try {
      const moved = await tab.navigate(href);
      if (moved) return moved.focus();
    } catch {
      // navigate() needs a tab this worker controls; one opened before the worker was installed is not
    }
  }
  return self.clients.openWindow(href);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link: unknown = event.notification.data?.link;
  event.waitUntil(openLink(typeof link === "string" ? link : `${self.location.origin}/`));
});
