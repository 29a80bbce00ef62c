import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true after: what only the browser can draw
 * (a portal on document.body, a value from storage) waits for it, so hydration finds the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
