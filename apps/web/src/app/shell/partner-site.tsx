import { type ReactNode, useEffect, useLayoutEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { isNotFound, useInstitution, useInstitutionByDomain } from "../../features/institution/public";
import { brandCssVariables, brandPalette } from "../../shared/lib/brand-palette";
import {
  clearSubdomainSlugCookie,
  mainSiteUrl,
  type Site,
  SiteContext,
  type SiteRequest,
  siteNavigation,
  writeSubdomainSlugCookie,
} from "../../shared/lib/site";
import { SiteSpinner } from "./site-spinner";

export type PartnerRequest = Extract<SiteRequest, { kind: "partner-domain" | "partner-slug" }>;

type Resolution = { state: "ready"; site: Site } | { state: "pending" } | { state: "leaving" };

/** Paints the whole design system in the partner's colours while its site is shown. */
function usePartnerColours(color: string | null): void {
  useLayoutEffect(() => {
    const vars = color ? brandCssVariables(color) : null;
    if (!vars) return;
    const root = document.documentElement;
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const previousTheme = meta?.content;
    const primary = color ? brandPalette(color)?.[700] : undefined;
    if (meta && primary) meta.content = primary;
    return () => {
      for (const name of Object.keys(vars)) root.style.removeProperty(name);
      if (meta && previousTheme !== undefined) meta.content = previousTheme;
    };
  }, [color]);
}

/**
 * On a partner site the catalogue shows only the partner's programmes: the search results page always
 * carries `institution=<slug>` (the navbar search, category links and 'see all' links all land there).
 */
function useCatalogueLimitedTo(slug: string | null): void {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (!slug || location.pathname !== "/program") return;
    const params = new URLSearchParams(location.search);
    if (params.get("institution") === slug) return;
    params.set("institution", slug);
    void navigate({ pathname: "/program", search: `?${params.toString()}`, hash: location.hash }, { replace: true });
  }, [slug, location.pathname, location.search, location.hash, navigate]);
}

/**
 * A partner site: the institution of the host's subdomain (GET /user/institution/get-by-domain/{subdomain})
 * or, on the main host, of `subdomain_slug` / the `subdomain-slug` cookie (GET /user/institution/get/{slug}).
 * Nothing of the shell is drawn until it is known. A failed domain lookup sends the browser to the main site
 * (spec 002 section 8); an unknown slug on the main host just shows the main site and drops the cookie.
 */
export function PartnerSite({ request, children }: { request: PartnerRequest; children: ReactNode }) {
  const subdomain = request.kind === "partner-domain" ? request.subdomain : null;
  const slug = request.kind === "partner-slug" ? request.slug : null;
  const byDomain = useInstitutionByDomain(subdomain ?? "", { enabled: subdomain !== null });
  const bySlug = useInstitution(slug ?? "", { enabled: slug !== null });

  const resolution = useMemo((): Resolution => {
    if (request.kind === "partner-domain") {
      if (byDomain.data)
        return { state: "ready", site: { kind: "partner", institution: byDomain.data, subdomain: request.subdomain } };
      return byDomain.isError ? { state: "leaving" } : { state: "pending" };
    }
    if (bySlug.data) return { state: "ready", site: { kind: "partner", institution: bySlug.data, subdomain: null } };
    return bySlug.isError ? { state: "ready", site: { kind: "main" } } : { state: "pending" };
  }, [request, byDomain.data, byDomain.isError, bySlug.data, bySlug.isError]);

  const partner = resolution.state === "ready" && resolution.site.kind === "partner" ? resolution.site : null;
  const partnerSlug = partner?.institution.slug ?? null;

  useEffect(() => {
    if (partnerSlug) writeSubdomainSlugCookie(partnerSlug);
  }, [partnerSlug]);

  useEffect(() => {
    if (bySlug.isError && isNotFound(bySlug.error)) clearSubdomainSlugCookie();
  }, [bySlug.isError, bySlug.error]);

  useEffect(() => {
    if (resolution.state === "leaving") siteNavigation.replace(`${mainSiteUrl()}/`);
  }, [resolution.state]);

  usePartnerColours(partner?.institution.brand_color ?? null);
  useCatalogueLimitedTo(partnerSlug);

  if (resolution.state === "pending") return <SiteSpinner label="Memuat situs" />;
  if (resolution.state === "leaving") return <SiteSpinner label="Mengalihkan ke situs utama" />;
  return (
    <SiteContext.Provider value={resolution.site}>
      {partner ? (
        <div aria-hidden="true" className="h-1 w-full" style={{ backgroundColor: "var(--partner-brand)" }} />
      ) : null}
      {children}
    </SiteContext.Provider>
  );
}
