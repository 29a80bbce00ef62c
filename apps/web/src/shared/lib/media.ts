import { useSyncExternalStore } from "react";
import { assumedDesktopViewport, onServer } from "./page-env";

/** Spec breakpoint: 1024 px switches desktop and mobile navigation and turns modals into bottom sheets. */
export const DESKTOP_MIN_WIDTH = 1024;
const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/** Spec breakpoint (spec 001 section 2, Sidebar): wide screens, where the study page's sidebar sits beside the page. */
export const WIDE_MIN_WIDTH = 992;
const WIDE_QUERY = `(min-width: ${WIDE_MIN_WIDTH}px)`;

function matchesMinWidth(query: string, width: number): boolean {
  if (onServer) return assumedDesktopViewport();
  if (typeof window.matchMedia === "function") return window.matchMedia(query).matches;
  return window.innerWidth >= width;
}

export function isDesktopViewport(): boolean {
  return matchesMinWidth(DESKTOP_QUERY, DESKTOP_MIN_WIDTH);
}

export function isWideViewport(): boolean {
  return matchesMinWidth(WIDE_QUERY, WIDE_MIN_WIDTH);
}

function subscribeTo(query: string) {
  return (onChange: () => void): (() => void) => {
    if (typeof window.matchMedia === "function") {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    }
    window.addEventListener("resize", onChange);
    return () => window.removeEventListener("resize", onChange);
  };
}

const subscribeDesktop = subscribeTo(DESKTOP_QUERY);
const subscribeWide = subscribeTo(WIDE_QUERY);

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribeDesktop, isDesktopViewport, assumedDesktopViewport);
}

/** 992 px or more. */
export function useIsWide(): boolean {
  return useSyncExternalStore(subscribeWide, isWideViewport, assumedDesktopViewport);
}
