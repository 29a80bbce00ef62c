import { type ReactNode, Suspense, useEffect, useState } from "react";
import { preloadableLazy } from "../../shared/lib/preloadable-lazy";
import { clearSubdomainSlugCookie, currentSiteRequest, type Site, SiteContext } from "../../shared/lib/site";
import { SiteSpinner } from "./site-spinner";

// Only a partner site needs the institution calls and the colour maths: the main and Prakerja sites never load them.
const partnerSite = preloadableLazy(() => import("./partner-site").then((m) => m.PartnerSite));
const PartnerSite = partnerSite.Component;

/** Loads the partner site's frame when this page load is a partner's (start-app.tsx, before hydrating). */
export function preloadSiteFrame(): Promise<void> {
  const kind = currentSiteRequest().kind;
  return kind === "partner-domain" || kind === "partner-slug" ? partnerSite.preload() : Promise.resolve();
}

const MAIN: Site = { kind: "main" };
const PRAKERJA: Site = { kind: "prakerja" };

/**
 * Decides the site once per page load (spec 000 section 1) and provides it through useSite():
 * - the Prakerja host (prakerja.*, prakerjavue3.*) is the Prakerja variant;
 * - a partner subdomain is the institution's white-label site (see PartnerSite), and so is the main host
 *   opened with `?subdomain_slug=<slug>` or carrying the `subdomain-slug` cookie that leaves;
 * - everything else is the main site. `?subdomain_slug=` with no value drops the cookie.
 */
export function SiteProvider({ children }: { children: ReactNode }) {
  const [request] = useState(currentSiteRequest);

  useEffect(() => {
    if (request.kind === "main-clear-slug") clearSubdomainSlugCookie();
  }, [request.kind]);

  if (request.kind === "partner-domain" || request.kind === "partner-slug") {
    return (
      <Suspense fallback={<SiteSpinner label="Memuat situs" />}>
        <PartnerSite request={request}>{children}</PartnerSite>
      </Suspense>
    );
  }
  return <SiteContext.Provider value={request.kind === "prakerja" ? PRAKERJA : MAIN}>{children}</SiteContext.Provider>;
}
