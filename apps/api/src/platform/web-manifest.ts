/**
 * The web app manifest (issue 24), answered by the API at /manifest.webmanifest rather than built into dist/:
 * its name is the brand, which is runtime configuration (BRAND_NAME), like index.html's title
 * (docs/decisions/033-installable-app.md). The icons are the build's files in /icons/ (apps/web/public/icons,
 * made by apps/web/scripts/make-app-icons.mjs).
 */

export const MANIFEST_PATH = "/manifest.webmanifest";
export const MANIFEST_CONTENT_TYPE = "application/manifest+json; charset=utf-8";

/** index.html's theme-color and the logo's blue (brand-700). */
const THEME_COLOR = "#1d4ed8";
/** The page background of the app (slate-50): the splash screen while the app starts. */
const BACKGROUND_COLOR = "#f8fafc";
/** Longer names get cut on a phone's home screen (about 12 characters show). */
const SHORT_NAME_MAX = 12;

export type ManifestIcon = { src: string; sizes: string; type: "image/png"; purpose: "any" | "maskable" };

export type WebAppManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: "ltr";
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: ManifestIcon[];
};

/** The icons every manifest names; the files are in the build (public/icons). */
export const MANIFEST_ICONS: readonly ManifestIcon[] = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

function shortNameOf(brandName: string): string {
  const name = brandName.trim();
  if (name.length <= SHORT_NAME_MAX) return name;
  // the first word when it fits, else the name cut (a home screen would cut it anyway, with an ellipsis)
  const first = name.split(/\s+/, 1)[0] ?? name;
  return (first.length <= SHORT_NAME_MAX ? first : name.slice(0, SHORT_NAME_MAX)).trim();
}

export function webAppManifest(brandName: string): WebAppManifest {
  return {
    id: "/",
    name: brandName,
    short_name: shortNameOf(brandName),
    description: `Temukan kelas, ujian, dan program karier untuk mengembangkan diri Anda di ${brandName}.`,
    lang: "id",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["education"],
    icons: [...MANIFEST_ICONS],
  };
}
