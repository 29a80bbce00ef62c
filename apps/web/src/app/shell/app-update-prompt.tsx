import { useState, useSyncExternalStore } from "react";
import { type AppUpdates, appUpdates } from "../../shared/lib/service-worker";
import { Snackbar } from "../../shared/ui/snackbar";

/** Texts of the update prompt (ours, issue 24). */
export const APP_UPDATE_TEXTS = { message: "Versi baru tersedia", action: "Muat Ulang" } as const;

const noWorker = () => null;

/**
 * 'Versi baru tersedia' with 'Muat Ulang' while a new version of the app (its service worker) waits: the click lets
 * it take over and reloads the page. Closed, it stays closed for that version; the next one asks again. Renders
 * nothing while there is no update, so it adds no live region to every page.
 */
export function AppUpdatePrompt({ updates = appUpdates }: { updates?: AppUpdates }) {
  const waiting = useSyncExternalStore(updates.subscribe, updates.waitingWorker, noWorker);
  const [closed, setClosed] = useState<ServiceWorker | null>(null);
  if (!waiting || closed === waiting) return null;
  return (
    <Snackbar
      open
      message={APP_UPDATE_TEXTS.message}
      actionLabel={APP_UPDATE_TEXTS.action}
      onAction={() => updates.apply()}
      onClose={() => setClosed(waiting)}
    />
  );
}
