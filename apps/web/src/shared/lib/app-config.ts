import { z } from "zod";

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

function appConfigSchema(defaultBaseDomain: string) {
  return z.object({
    productSlug: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,39}$/)
      .catch(APP_CONFIG_DEFAULTS.productSlug),
    brandName: z.string().trim().min(1).max(60).catch(APP_CONFIG_DEFAULTS.brandName),
    appKey: z.string().min(1).max(200).catch(APP_CONFIG_DEFAULTS.appKey),
    helpUrl: z
      .url({ protocol: /^https?$/ })
      .nullable()
      .catch(APP_CONFIG_DEFAULTS.helpUrl),
    funReport: z.boolean().catch(APP_CONFIG_DEFAULTS.funReport),
    baseDomain: z
      .string()
      .regex(HOST_NAME)
      .transform((host) => host.toLowerCase())
      .catch(defaultBaseDomain),
  });
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
  return appConfigSchema(baseDomain).parse({ ...APP_CONFIG_DEFAULTS, baseDomain, ...input });
}

let cached: AppConfig | undefined;

/** The configuration of this page load, read once. */
export function getAppConfig(): AppConfig {
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
