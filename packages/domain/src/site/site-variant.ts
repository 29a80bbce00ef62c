/**
 * Which site a host name selects (spec 000 section 1, spec 002 section 1): a Prakerja host selects the Prakerja
 * variant; a subdomain outside the reserved list is a partner (platinum) site; everything else is the main site.
 * The subdomain is what precedes the configured base domain, or, on one machine, what precedes `.localhost`
 * (browsers resolve `*.localhost` to the loopback address), so `prakerja.localhost` and `<slug>.localhost` work.
 */
export const RESERVED_SUBDOMAINS = [
  "www",
  "belajar",
  "prakerja",
  "app",
  "vue3",
  "localhost",
  "rewrite",
  "prakerjavue3",
] as const;

const PRAKERJA_SUBDOMAINS: readonly string[] = ["prakerja", "prakerjavue3"];

export type SiteVariant = { kind: "main" } | { kind: "prakerja" } | { kind: "partner"; subdomain: string };

/** The label before the base domain, or null when the host is the base domain itself (or unrelated). */
export function subdomainOf(hostname: string, baseDomain: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  const base = baseDomain.toLowerCase();
  for (const suffix of [base, "localhost"]) {
    if (host.endsWith(`.${suffix}`)) {
      const rest = host.slice(0, -(suffix.length + 1));
      // the label nearest the base decides: a.b.example.com → b
      const labels = rest.split(".");
      return labels[labels.length - 1] || null;
    }
  }
  return null;
}

export function siteVariant(hostname: string, baseDomain: string): SiteVariant {
  const subdomain = subdomainOf(hostname, baseDomain);
  if (!subdomain) return { kind: "main" };
  if (PRAKERJA_SUBDOMAINS.includes(subdomain)) return { kind: "prakerja" };
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(subdomain)) return { kind: "main" };
  return { kind: "partner", subdomain };
}

/** The session source (spec 000 section 1): web or mweb, combined with {product}mu or prakerja. */
export function sessionSource(mobile: boolean, variant: SiteVariant, productSlug: string): string {
  return `${mobile ? "mweb" : "web"}-${variant.kind === "prakerja" ? "prakerja" : `${productSlug}mu`}`;
}
