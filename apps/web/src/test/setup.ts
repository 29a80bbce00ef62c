import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// The suite runs beside another on two cores (scripts/test.mjs): a lazy route's first transform can outlast the
// default second. Waiting longer only costs time when a test is failing anyway.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: the app reads the viewport through matchMedia and scrolls with scrollTo.
let viewportWidth = 1280;

export function setViewportWidth(width: number): void {
  viewportWidth = width;
}

function matches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  return min?.[1] ? viewportWidth >= Number(min[1]) : false;
}

Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Most files share one jsdom per worker (vitest.config.ts): each test leaves the page as it found it.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  viewportWidth = 1280;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  document.cookie.split(";").forEach((c) => {
    const name = c.trim().split("=")[0];
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
