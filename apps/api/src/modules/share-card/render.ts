import { readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { extname } from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import { siteFilePath } from "../../platform/media-duration";
import { CARD_FONT, CARD_HEIGHT, CARD_WIDTH, type CardNode } from "./card-layout";

/**
 * Card tree → SVG (satori, JavaScript) → PNG (resvg, native, on libuv's thread pool: the event loop only carries
 * satori's layout). The typeface is the brand's, from its npm package on disk (nothing is downloaded), read once
 * per process; satori draws the card's texts as outlines, and resvg gets the same files for the texts inside an
 * embedded logo (system fonts are not loaded: a CI machine may have none).
 */

const require = createRequire(import.meta.url);
const FONT_FILES = [
  { weight: 400, file: "@expo-google-fonts/plus-jakarta-sans/400Regular/PlusJakartaSans_400Regular.ttf" },
  { weight: 700, file: "@expo-google-fonts/plus-jakarta-sans/700Bold/PlusJakartaSans_700Bold.ttf" },
  { weight: 800, file: "@expo-google-fonts/plus-jakarta-sans/800ExtraBold/PlusJakartaSans_800ExtraBold.ttf" },
] as const;

type LoadedFonts = {
  satori: { name: string; data: Buffer; weight: 400 | 700 | 800; style: "normal" }[];
  paths: string[];
  codePoints: Set<number>;
};

let fonts: LoadedFonts | undefined;
function cardFonts(): LoadedFonts {
  if (!fonts) {
    const paths = FONT_FILES.map(({ file }) => require.resolve(file));
    const satoriFonts = FONT_FILES.map(({ weight }, i) => ({
      name: CARD_FONT,
      data: readFileSync(paths[i] as string),
      weight,
      style: "normal" as const,
    }));
    // the weights share one character set: the regular one's is the set the texts are cleaned against
    const regular = satoriFonts[0]?.data ?? Buffer.alloc(0);
    const codePoints = new Set<number>(fontkit.create(regular).characterSet);
    fonts = { satori: satoriFonts, paths, codePoints };
  }
  return fonts;
}

/** Whether the card typeface has a glyph for a character (cleanText leaves the others out). */
export function canDraw(codePoint: number): boolean {
  return cardFonts().codePoints.has(codePoint);
}

/** The SVG of a card tree (what the PNG is made from; the tests read its texts' outlines through this). */
export async function cardSvg(tree: CardNode): Promise<string> {
  // satori's element type is React's; a CardNode is that shape written as a plain object
  return satori(tree as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: cardFonts().satori,
  });
}

/** PNG bytes of an SVG, at its own size or `width` pixels wide. */
export async function svgToPng(svg: string | Buffer, width?: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: width ? { mode: "width", value: width } : { mode: "original" },
    font: {
      loadSystemFonts: false,
      fontFiles: cardFonts().paths,
      defaultFontFamily: CARD_FONT,
      sansSerifFamily: CARD_FONT,
      serifFamily: CARD_FONT,
      monospaceFamily: CARD_FONT,
    },
    logLevel: "off",
  });
  return image.asPng();
}

export type RenderTimes = { layoutMs: number; rasterMs: number };

/** The PNG of a card, with how long each step took (the bench line of bench/README.md reads these). */
export async function renderCard(tree: CardNode): Promise<{ png: Buffer; times: RenderTimes }> {
  const started = performance.now();
  const svg = await cardSvg(tree);
  const laidOut = performance.now();
  const png = await svgToPng(svg);
  return { png, times: { layoutMs: laidOut - started, rasterMs: performance.now() - laidOut } };
}

// ---- images ------------------------------------------------------------------------------------------------------

const IMAGE_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
};
/** Larger files are not embedded (a card is a thumbnail; the demo logos and covers are 1–5 KB). */
const MAX_IMAGE_BYTES = 512 * 1024;
/**
 * An SVG that refers to anything outside itself (another file, a URL), runs script or embeds HTML is not drawn:
 * resvg would try to read what it names.
 */
const UNSAFE_SVG = /<(script|foreignObject|image|iframe)\b|href\s*=\s*(?!["']?#)|@import|url\(\s*(?!["']?#)/i;

/**
 * A site image (a logo or cover path like '/media/demo/logos/x.svg') as a data URI to embed, or null: only a file
 * the site itself serves from one of `roots` (siteFilePath: no other host, no '..', no link out of the root), of a
 * known image type, small, and for an SVG one that refers to nothing outside itself. An SVG is embedded as a PNG
 * `width` pixels wide, drawn here with the card's fonts: the demo logos write their initials as SVG text, which an
 * SVG nested in the card would draw with whatever fonts the machine has (none on a bare CI machine).
 */
export async function siteImageDataUri(
  url: string | null,
  roots: readonly string[],
  width: number,
): Promise<string | null> {
  if (!url) return null;
  const path = await siteFilePath(url, roots);
  const type = path ? IMAGE_TYPES[extname(path).toLowerCase()] : undefined;
  if (!path || !type) return null;
  try {
    if ((await stat(path)).size > MAX_IMAGE_BYTES) return null;
    const bytes = await readFile(path);
    if (type === "image/svg+xml") {
      if (UNSAFE_SVG.test(bytes.toString("utf8"))) return null;
      return `data:image/png;base64,${(await svgToPng(bytes, width)).toString("base64")}`;
    }
    if (type === "image/png" && !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
    if (type === "image/jpeg" && !(bytes[0] === 0xff && bytes[1] === 0xd8)) return null;
    return `data:${type};base64,${bytes.toString("base64")}`;
  } catch {
    return null;
  }
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
