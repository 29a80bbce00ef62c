// Makes the installable app's icons in public/icons/ from public/favicon.svg (issue 24):
//   icon-192.png, icon-512.png       the logo as it is (rounded square, transparent corners): manifest "any"
//   icon-maskable-512.png            the logo on a full-bleed square, inside the maskable safe zone (the middle 80 %)
//   apple-touch-icon.png (180)       full-bleed too: iOS rounds the corners itself and fills transparency with black
//
//   node apps/web/scripts/make-app-icons.mjs
//
// The PNGs are committed; apps/api/src/platform/web-manifest.test.ts fails when they no longer match what this
// script makes from favicon.svg. sharp comes with apps/api, which resizes avatars with it.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), "../public");
/** The logo's own background (favicon.svg's rect): the full-bleed icons fill the square with it. */
const BACKGROUND = "#1d4ed8";

/** favicon.svg's drawing, scaled about its centre onto a square of the logo's colour. */
function fullBleed(svg, scale) {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? "0 0 32 32";
  const [x = 0, y = 0, width = 32, height = 32] = viewBox.split(/\s+/).map(Number);
  const inner = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<title>[\s\S]*?<\/title>/, "");
  const cx = x + width / 2;
  const cy = y + height / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${BACKGROUND}"/>` +
    `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy})">${inner}</g></svg>`
  );
}

/** The icons: file name (under public/icons/) -> its size and the SVG drawn at that size. */
export function appIconSources(svg = readFileSync(join(PUBLIC_DIR, "favicon.svg"), "utf8")) {
  return {
    "icon-192.png": { size: 192, svg },
    "icon-512.png": { size: 512, svg },
    // the safe zone is a circle of 40 % radius: the logo's strokes stay inside it at 0.7
    "icon-maskable-512.png": { size: 512, svg: fullBleed(svg, 0.7) },
    "apple-touch-icon.png": { size: 180, svg: fullBleed(svg, 0.85) },
  };
}

/** Renders one icon as PNG bytes. */
export async function renderAppIcon({ size, svg }) {
  return sharp(Buffer.from(svg), { density: 72 * Math.ceil(size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, source] of Object.entries(appIconSources())) {
    writeFileSync(join(PUBLIC_DIR, "icons", name), await renderAppIcon(source));
    console.log(`wrote public/icons/${name}`);
  }
}
