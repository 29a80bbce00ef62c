// The service worker of web push (issue 19). It only shows what the server pushes and opens it when clicked: it has
// no fetch handler, so it never stands between the app and the network (no stale pages after a deploy). Vite copies
// public/ into dist/ as is, so this file keeps its name and is served at /sw.js (scope "/").

const FALLBACK_TITLE = "Notifikasi baru";

self.addEventListener("install", () => {
  // a new version takes over at once: it holds no cache that an old tab could still need
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

/** The payload is JSON {title, body, link}; anything else still shows, as its text, rather than nothing. */
function readPayload(data) {
  if (!data) return {};
  try {
    const value = data.json();
    return typeof value === "object" && value !== null ? value : {};
  } catch {
    return { body: data.text() };
  }
}

/** Only a path of this site is followed: a pushed link can never send the person elsewhere. */
function sameOriginLink(link) {
  if (typeof link !== "string" || !link.startsWith("/") || link.startsWith("//") || link.includes("\\")) return "/";
  const url = new URL(link, self.location.origin);
  return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === "string" && payload.title.trim() !== "" ? payload.title : FALLBACK_TITLE;
  const body = typeof payload.body === "string" ? payload.body : "";
  // userVisibleOnly: every push must show a notification, or the browser may end the subscription
  event.waitUntil(
    self.registration.showNotification(title, { body, lang: "id", data: { link: sameOriginLink(payload.link) } }),
  );
});

async function openLink(href) {
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
  const link = event.notification.data?.link;
  event.waitUntil(openLink(typeof link === "string" ? link : `${self.location.origin}/`));
});
