import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import QRCode from "qrcode";

/**
 * What the product's PDFs (certificates, learning reports, transcripts) share: the brand's typeface, embedded and
 * subset (Plus Jakarta Sans, OFL, from the npm package: read from disk, nothing downloaded), so that every name
 * prints as written (ā, ñ, Vietnamese, Turkish…), with text measuring and wrapping, WIB dates, and a QR code drawn
 * as vector squares (sharp at any zoom, and readable back from the PDF by the journeys).
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "@expo-google-fonts/plus-jakarta-sans/400Regular/PlusJakartaSans_400Regular.ttf",
  medium: "@expo-google-fonts/plus-jakarta-sans/500Medium/PlusJakartaSans_500Medium.ttf",
  bold: "@expo-google-fonts/plus-jakarta-sans/700Bold/PlusJakartaSans_700Bold.ttf",
  extraBold: "@expo-google-fonts/plus-jakarta-sans/800ExtraBold/PlusJakartaSans_800ExtraBold.ttf",
} as const;
export type FontWeight = keyof typeof FONT_FILES;
export type BrandFonts = Record<FontWeight, PDFFont>;

let fontBytes: Record<FontWeight, Uint8Array> | undefined;
/** Read once per process (about 100 KB each); embedding subsets them per document. */
function brandFontBytes(): Record<FontWeight, Uint8Array> {
  if (!fontBytes) {
    const read = (weight: FontWeight) => readFileSync(require.resolve(FONT_FILES[weight]));
    fontBytes = { regular: read("regular"), medium: read("medium"), bold: read("bold"), extraBold: read("extraBold") };
  }
  return fontBytes;
}

export const A4_PORTRAIT: [number, number] = [595.28, 841.89];
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

/** The colours of the brand (the web app's slate and brand scales). */
export const INK = {
  text: rgb(0.06, 0.09, 0.16),
  muted: rgb(0.28, 0.33, 0.41),
  line: rgb(0.8, 0.84, 0.89),
  brand: rgb(0.11, 0.31, 0.85),
  brandDark: rgb(0.12, 0.23, 0.54),
  brandSoft: rgb(0.94, 0.96, 1),
  danger: rgb(0.73, 0.11, 0.11),
  white: rgb(1, 1, 1),
};

/** A new document with its metadata and the brand's fonts embedded. */
export async function brandDocument(meta: {
  title: string;
  author: string;
  subject?: string;
}): Promise<{ pdf: PDFDocument; fonts: BrandFonts }> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(meta.title, { showInWindowTitleBar: true });
  pdf.setAuthor(meta.author);
  pdf.setCreator(meta.author);
  pdf.setProducer(meta.author);
  pdf.setLanguage("id-ID");
  if (meta.subject) pdf.setSubject(meta.subject);
  const bytes = brandFontBytes();
  const fonts = {} as BrandFonts;
  for (const weight of Object.keys(FONT_FILES) as FontWeight[]) {
    fonts[weight] = await pdf.embedFont(bytes[weight], { subset: true });
  }
  return { pdf, fonts };
}

/**
 * Text the font can draw: characters it has no glyph for (emoji, scripts outside the typeface) become '?' rather
 * than an exception halfway through a document; control characters are dropped.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();
export function drawable(font: PDFFont, text: string): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // control characters (tabs, newlines) become spaces
    out += code < 0x20 || code === 0x7f ? " " : supported.has(code) ? char : "?";
  }
  return out;
}

/** Splits text into lines no wider than maxWidth (words longer than a line are cut). */
export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const words = drawable(font, text).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= maxWidth;
  for (let word of words) {
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
      if (current) {
        lines.push(current);
        current = "";
      }
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The largest size (down to min) at which the text fits on one line of maxWidth. */
export function fitSize(font: PDFFont, text: string, size: number, maxWidth: number, min = 8): number {
  let s = size;
  while (s > min && font.widthOfTextAtSize(drawable(font, text), s) > maxWidth) s -= 0.5;
  return s;
}

export type Align = "left" | "center" | "right";

/** Draws one line of text anchored at x by align; returns its width. */
export function drawLine(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; size: number; font: PDFFont; align?: Align; color?: ReturnType<typeof rgb> },
): number {
  const safe = drawable(at.font, text);
  const width = at.font.widthOfTextAtSize(safe, at.size);
  const x = at.align === "center" ? at.x - width / 2 : at.align === "right" ? at.x - width : at.x;
  page.drawText(safe, { x, y: at.y, size: at.size, font: at.font, color: at.color ?? INK.text });
  return width;
}

/**
 * A QR code of `text` (error correction M) as filled squares, its lower-left corner at (x, y), `size` points wide
 * including a quiet zone of 2 modules. Returns the side actually used.
 */
export function drawQrCode(page: PDFPage, text: string, at: { x: number; y: number; size: number }): number {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = at.size / (count + quiet * 2);
  page.drawRectangle({ x: at.x, y: at.y, width: at.size, height: at.size, color: INK.white });
  for (let row = 0; row < count; row++) {
    // runs of dark modules in a row become one rectangle: fewer operators, the same picture
    let col = 0;
    while (col < count) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.modules.get(row, col)) col++;
      page.drawRectangle({
        x: at.x + (quiet + start) * cell,
        y: at.y + at.size - (quiet + row + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
  return at.size;
}

const WIB_DATE = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Jakarta",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** A date as printed documents show it: '27 November 2026' in Jakarta time. */
export function wibDate(value: string | Date): string {
  return WIB_DATE.format(typeof value === "string" ? new Date(value) : value);
}
