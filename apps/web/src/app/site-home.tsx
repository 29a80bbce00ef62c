import { lazy, Suspense } from "react";
import { useSite } from "../shared/lib/site";
import { PageSpinner } from "../shared/ui/spinner";

const HomePage = lazy(() => import("../features/catalogue/pages/home-page").then((m) => ({ default: m.HomePage })));
const PrakerjaHomePage = lazy(() =>
  import("../features/institution/pages/prakerja-home-page").then((m) => ({ default: m.PrakerjaHomePage })),
);
const PartnerHomePage = lazy(() =>
  import("../features/institution/pages/partner-home-page").then((m) => ({ default: m.PartnerHomePage })),
);

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
