import { onServer, serverPageEnv } from "./page-env";

/**
 * The runtime configuration the API server writes into index.html in place of `<!--app-config-->`
 * as `<script id="app-config" type="application/json">…</script>`. The defaults apply when the tag is
 * absent (Vite dev server without the API, tests) — they are the only place the default product lives.
 */
export const APP_CONFIG_DEFAULTS = {
  productSlug: "karir",
  brandName: "Karirmu",
  appKey: "karirmu-public-web-2026",
  helpUrl: null,
  funReport: true,
} as const satisfies Omit<AppConfig, "baseDomain">;

export interface AppConfig {
  /** `{product}` of the spec: `karir` gives the category KARIRMU and the route /karirmu. */
  productSlug: string;
  brandName: string;
  /** The public application key visitors send as `Authorization`. */
  appKey: string;
  /** The external help site /bantuan opens; null when not configured. */
  helpUrl: string | null;
  /** The environment switch of the user menu's Kilas Balik entry (spec 000 section 6; FUN_REPORT_ENABLED). */
  funReport: boolean;
  /**
   * The main site's host name (the server writes the host of its PUBLIC_URL): what precedes it is a
   * subdomain that selects the Prakerja variant or a partner site (spec 000 section 1). Defaults to the
   * page's own host name, which makes the page the main site.
   */
  baseDomain: string;
}

const HOST_NAME = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)$/i;

/** The host name of the page the document belongs to (a detached document has none: the window's then). */
function pageHostName(doc: Document): string {
  return (doc.location ?? window.location).hostname.toLowerCase() || "localhost";
}

/** The config the server renders a page with: the same value the page's #app-config carries. */
function serverAppConfig(): AppConfig {
  const env = serverPageEnv();
  const input = typeof env.appConfig === "object" && env.appConfig !== null ? env.appConfig : {};
  const baseDomain = env.url.hostname.toLowerCase() || "localhost";
  return parseAppConfig({ ...APP_CONFIG_DEFAULTS, baseDomain, ...input }, baseDomain);
}

/** A string of `min`–`max` characters (after `trim` when asked), else null. */
function boundedText(value: unknown, min: number, max: number, trim = false): string | null {
  if (typeof value !== "string") return null;
  const text = trim ? value.trim() : value;
  return text.length >= min && text.length <= max ? text : null;
}

/** An absolute http(s) address, else null. */
function webAddress(value: unknown): string | null {
  if (typeof value !== "string" || !URL.canParse(value)) return null;
  return /^https?:$/.test(new URL(value).protocol) ? value : null;
}

/**
 * Each field checked on its own; a missing or malformed one takes its default. Written without zod, so the first
 * page a visitor opens does not load a validation library to read six fields (issue 24, home page JavaScript).
 */
function parseAppConfig(input: Record<string, unknown>, defaultBaseDomain: string): AppConfig {
  const productSlug =
    typeof input.productSlug === "string" && /^[a-z][a-z0-9-]{0,39}$/.test(input.productSlug)
      ? input.productSlug
      : APP_CONFIG_DEFAULTS.productSlug;
  const baseDomain =
    typeof input.baseDomain === "string" && HOST_NAME.test(input.baseDomain)
      ? input.baseDomain.toLowerCase()
      : defaultBaseDomain;
  return {
    productSlug,
    brandName: boundedText(input.brandName, 1, 60, true) ?? APP_CONFIG_DEFAULTS.brandName,
    appKey: boundedText(input.appKey, 1, 200) ?? APP_CONFIG_DEFAULTS.appKey,
    helpUrl: input.helpUrl === null ? null : (webAddress(input.helpUrl) ?? APP_CONFIG_DEFAULTS.helpUrl),
    funReport: typeof input.funReport === "boolean" ? input.funReport : APP_CONFIG_DEFAULTS.funReport,
    baseDomain,
  };
}

/** Reads the JSON script tag; any missing or malformed field falls back to its default. */
export function readAppConfig(doc: Document): AppConfig {
  const raw = doc.getElementById("app-config")?.textContent;
  let parsed: unknown = {};
  if (raw) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = {};
    }
  }
  const input = typeof parsed === "object" && parsed !== null ? parsed : {};
  const baseDomain = pageHostName(doc);
  return parseAppConfig({ ...APP_CONFIG_DEFAULTS, baseDomain, ...input }, baseDomain);
}

let cached: AppConfig | undefined;

/** The configuration of this page load, read once. */
export function getAppConfig(): AppConfig {
  if (onServer) return serverAppConfig();
  cached ??= readAppConfig(document);
  return cached;
}

/** Tests that inject a different config tag call this to read it again. */
export function resetAppConfigCache(): void {
  cached = undefined;
}

/** `KARIRMU`-style names and `/karirmu`-style paths are built from the slug. */
export function productMu(config: AppConfig = getAppConfig()): string {
  return `${config.productSlug}mu`;
}
