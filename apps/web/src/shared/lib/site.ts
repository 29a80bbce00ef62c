import { isSlug } from "@app/domain/catalogue/slug";
import type { InstitutionDetail } from "@app/domain/institution/contracts";
import { type SiteVariant, sessionSource, siteVariant } from "@app/domain/site/site-variant";
import { createContext, useContext } from "react";
import { getAppConfig } from "./app-config";
import { readCookie } from "./cookies";
import { isDesktopViewport } from "./media";
import { onServer, pageLocation } from "./page-env";

/** Session data (spec 000 section 3): the partner institution's slug of this browser session. */
export const SUBDOMAIN_SLUG_COOKIE = "subdomain-slug";
/** A partner chosen by link on the main host (webviews, previews): `?subdomain_slug=<institution slug>`. */
export const SUBDOMAIN_SLUG_QUERY = "subdomain_slug";

/** The site this page load serves, once the partner (if any) is known. */
export type Site =
  | { kind: "main" }
  | { kind: "prakerja" }
  | {
      kind: "partner";
      institution: InstitutionDetail;
      /** The host's subdomain, or null for a partner chosen by `subdomain_slug` on the main host. */
      subdomain: string | null;
    };

/**
 * What the page must look up before it knows its site: nothing (main, Prakerja), the partner of the host's
 * subdomain, or — on the main host only — the institution named by the query or the cookie.
 */
export type SiteRequest =
  | { kind: "main" }
  | { kind: "prakerja" }
  | { kind: "partner-domain"; subdomain: string }
  | { kind: "partner-slug"; slug: string; fromQuery: boolean }
  | { kind: "main-clear-slug" };

/** The variant the host name selects (spec 000 section 1), against the configured base domain. */
export function hostSiteVariant(hostname: string = pageLocation().hostname): SiteVariant {
  return siteVariant(hostname, getAppConfig().baseDomain);
}

/**
 * Decides what to look up. The host always wins: a Prakerja or partner host ignores the query and the cookie.
 * On the main host `?subdomain_slug=<slug>` selects that institution (an empty value drops the choice), and
 * the `subdomain-slug` cookie keeps the choice for the rest of the browser session.
 */
export function siteRequest(variant: SiteVariant, search: string, cookie: string | null): SiteRequest {
  if (variant.kind === "prakerja") return { kind: "prakerja" };
  if (variant.kind === "partner") return { kind: "partner-domain", subdomain: variant.subdomain };
  const params = new URLSearchParams(search);
  if (params.has(SUBDOMAIN_SLUG_QUERY)) {
    const slug = params.get(SUBDOMAIN_SLUG_QUERY)?.trim().toLowerCase() ?? "";
    if (slug && isSlug(slug)) return { kind: "partner-slug", slug, fromQuery: true };
    return { kind: "main-clear-slug" };
  }
  if (cookie && isSlug(cookie)) return { kind: "partner-slug", slug: cookie, fromQuery: false };
  return { kind: "main" };
}

let cachedRequest: SiteRequest | undefined;

/** The request of this page load, decided once: the host cannot change without a new page load. */
export function currentSiteRequest(): SiteRequest {
  // the server renders many requests: it decides for each one
  if (onServer) return siteRequest(hostSiteVariant(), pageLocation().search, readCookie(SUBDOMAIN_SLUG_COOKIE));
  cachedRequest ??= siteRequest(hostSiteVariant(), window.location.search, readCookie(SUBDOMAIN_SLUG_COOKIE));
  return cachedRequest;
}

/** Tests that change the host, query or cookie call this to decide again. */
export function resetSiteRequestCache(): void {
  cachedRequest = undefined;
}

/** The main site's address: the page's scheme and port on the base domain (where a failed partner goes). */
export function mainSiteUrl(location: Pick<Location, "protocol" | "port"> = pageLocation()): string {
  const port = location.port ? `:${location.port}` : "";
  return `${location.protocol}//${getAppConfig().baseDomain}${port}`;
}

/** Leaving for another origin; an object so tests can watch it (jsdom cannot leave the page). */
export const siteNavigation = {
  replace(url: string): void {
    window.location.replace(url);
  },
};

function cookieAttributes(): string {
  // host-only on purpose: on the parent domain the main site would take every visitor of a partner for one
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  return `; path=/; SameSite=Lax${secure}`;
}

export function writeSubdomainSlugCookie(slug: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${SUBDOMAIN_SLUG_COOKIE}=${encodeURIComponent(slug)}${cookieAttributes()}`;
}

export function clearSubdomainSlugCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${SUBDOMAIN_SLUG_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT${cookieAttributes()}`;
}

/** The site before (or without) a partner lookup: a partner host counts as the main site until it is known. */
export function siteWithoutPartner(request: SiteRequest = currentSiteRequest()): Site {
  return request.kind === "prakerja" ? { kind: "prakerja" } : { kind: "main" };
}

export const SiteContext = createContext<Site | null>(null);

/** The site of this page: main, Prakerja, or a partner with its institution (provided by the root layout). */
export function useSite(): Site {
  return useContext(SiteContext) ?? siteWithoutPartner();
}

/**
 * The institution a partner site keeps every programme list to (its slug, the list call's `institution`
 * filter), or null on the main and Prakerja sites.
 */
export function partnerInstitutionSlug(site: Site): string | null {
  return site.kind === "partner" ? site.institution.slug : null;
}

/** The programme lists' institution scope of this page (see partnerInstitutionSlug). */
export function usePartnerInstitutionSlug(): string | null {
  return partnerInstitutionSlug(useSite());
}

/**
 * The session source (spec 000 section 1): web or mweb, with {product}mu or prakerja — web-prakerja on the
 * Prakerja host. For the API client's `source` parameter.
 */
export function currentSiteSource(request: SiteRequest = currentSiteRequest()): string {
  const variant: SiteVariant = request.kind === "prakerja" ? { kind: "prakerja" } : { kind: "main" };
  return sessionSource(!isDesktopViewport(), variant, getAppConfig().productSlug);
}
