import type { ReactNode } from "react";
import { institutionDetail } from "../features/institution/test-fixtures";
import { type Site, SiteContext } from "../shared/lib/site";

export type PartnerSite = Extract<Site, { kind: "partner" }>;

/** The white-label site of the fixture institution (slug lembaga-pelatihan-digital-maju). */
export function partnerSite(): PartnerSite {
  return { kind: "partner", institution: institutionDetail(), subdomain: "digitalmaju" };
}

/** Renders `children` as the partner site's pages see them (useSite() is the partner). */
export function OnPartnerSite({ site = partnerSite(), children }: { site?: PartnerSite; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}
