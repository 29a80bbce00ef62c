import { useSyncExternalStore } from "react";

/** Spec breakpoint: 1024 px switches desktop and mobile navigation and turns modals into bottom sheets. */
export const DESKTOP_MIN_WIDTH = 1024;
const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

export function isDesktopViewport(): boolean {
  if (typeof window.matchMedia === "function") return window.matchMedia(DESKTOP_QUERY).matches;
  return window.innerWidth >= DESKTOP_MIN_WIDTH;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia === "function") {
    const list = window.matchMedia(DESKTOP_QUERY);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopViewport, () => true);
}
