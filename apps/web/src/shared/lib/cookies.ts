import { SESSION_COOKIES } from "@app/domain/account/session-cookies";
import { pageCookies } from "./page-env";

export function readCookie(name: string): string | null {
  for (const part of pageCookies().split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** A visitor has no session: the app then calls the API with the public application key. */
export function hasSessionCookie(): boolean {
  return readCookie("user-id") !== null || readCookie("access-token") !== null;
}

/**
 * Removes every cookie the page can see, on this host and on the parent domain (cookies are set on the
 * parent domain, spec 000 section 4.1).
 */
export function clearCookies(): void {
  const host = window.location.hostname;
  const parts = host.split(".");
  const domains = [""];
  if (parts.length > 1) {
    domains.push(`; domain=${host}`, `; domain=.${parts.slice(-2).join(".")}`);
  }
  const names = document.cookie
    .split(";")
    .map((c) => c.trim().split("=")[0])
    .filter((n): n is string => Boolean(n));
  for (const name of new Set([...names, ...SESSION_COOKIES])) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}
