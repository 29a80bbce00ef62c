import { siteVariant, subdomainOf } from "../site/site-variant";

/**
 * The origin a page's absolute addresses (canonical, sitemap, robots.txt) are built on, from the request's host
 * name and the configured public address (PUBLIC_URL). The Host header is the client's choice, so it is never
 * echoed: only the base domain and a well-formed subdomain of it are used, rebuilt from PUBLIC_URL's scheme,
 * base domain and port. A partner subdomain still has to be looked up (unknown: 404); any other host (an IP, a
 * foreign name, www.) gets the configured public address.
 */
export type SiteOrigin =
  | { kind: "main"; origin: string }
  | { kind: "prakerja"; origin: string }
  | { kind: "partner"; subdomain: string; origin: string };

/** A DNS label as institutions.subdomain stores it. */
const SUBDOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The host name without a port or brackets, lower-cased. */
function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  return trimmed.replace(/:\d*$/, "");
}

export function siteOrigin(host: string | undefined, publicUrl: string): SiteOrigin {
  const base = new URL(publicUrl);
  const main = { kind: "main", origin: base.origin } as const;
  if (!host) return main;
  const hostname = hostnameOf(host);
  const variant = siteVariant(hostname, base.hostname);
  const subdomain = subdomainOf(hostname, base.hostname);
  if (variant.kind === "main" || !subdomain || !SUBDOMAIN_LABEL.test(subdomain)) return main;
  // on one machine `<sub>.localhost` stands for `<sub>.<base domain>` (site-variant.ts): that host is the site's own,
  // and only there: a public site never names a .localhost host in its canonical addresses
  const local = base.hostname === "localhost" || base.hostname === "127.0.0.1";
  if (hostname.endsWith(".localhost") && !local) return main;
  const siteHost = hostname.endsWith(".localhost") ? `${subdomain}.localhost` : `${subdomain}.${base.hostname}`;
  const origin = `${base.protocol}//${siteHost}${base.port ? `:${base.port}` : ""}`;
  return variant.kind === "partner" ? { kind: "partner", subdomain, origin } : { kind: "prakerja", origin };
}
