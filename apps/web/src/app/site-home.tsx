import { Suspense } from "react";
import { preloadableLazy } from "../shared/lib/preloadable-lazy";
import { currentSiteRequest, useSite } from "../shared/lib/site";
import { PageSpinner } from "../shared/ui/spinner";

const home = preloadableLazy(() => import("../features/catalogue/pages/home-page").then((m) => m.HomePage));
const prakerjaHome = preloadableLazy(() =>
  import("../features/institution/pages/prakerja-home-page").then((m) => m.PrakerjaHomePage),
);
const partnerHome = preloadableLazy(() =>
  import("../features/institution/pages/partner-home-page").then((m) => m.PartnerHomePage),
);
const HomePage = home.Component;
const PrakerjaHomePage = prakerjaHome.Component;
const PartnerHomePage = partnerHome.Component;

/** Loads the home page this page load's site shows (start-app.tsx, before hydrating a server-rendered home). */
export function preloadSiteHome(): Promise<void> {
  const kind = currentSiteRequest().kind;
  if (kind === "prakerja") return prakerjaHome.preload();
  if (kind === "partner-domain" || kind === "partner-slug") return partnerHome.preload();
  return home.preload();
}

/**
 * The index route by site (spec 000 section 1): the catalogue home on the main site, the Prakerja catalogue
 * on the Prakerja host, the partner's own landing page on a partner site. Only the chosen page is loaded.
 */
export function SiteHome() {
  const site = useSite();
  return (
    <Suspense fallback={<PageSpinner />}>
      {site.kind === "partner" ? (
        <PartnerHomePage institution={site.institution} />
      ) : site.kind === "prakerja" ? (
        <PrakerjaHomePage />
      ) : (
        <HomePage />
      )}
    </Suspense>
  );
}
