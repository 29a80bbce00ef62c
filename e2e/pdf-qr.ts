import jsQR from "jsqr";
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from "pdf-lib";

/**
 * Reads the QR code printed on the first page of one of our PDFs, as a verifier's phone would, but from the file:
 * the certificate draws its QR code as filled black squares (apps/api/src/platform/pdf-kit.ts drawQrCode), so the
 * page's content stream holds every dark module. They are painted back onto a bitmap, which jsQR decodes.
 */
export async function readQrCodeFromPdf(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0);
  const contents = page.node.Contents();
  if (!contents) throw new Error("the page has no content");
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  const text = streams
    .map((stream) => new TextDecoder().decode(decodePDFRawStream(stream as PDFRawStream).decode()))
    .join("\n");
  // pdf-lib's drawRectangle: a black fill, a translation to the corner, then the path of the rectangle
  const square =
    /q\n0 0 0 rg\n0 w\n\[\] 0 d\n1 0 0 1 ([\d.]+) ([\d.]+) cm\n(?:1 0 0 1 0 0 cm\n)*0 0 m\n0 ([\d.]+) l\n([\d.]+) [\d.]+ l/g;
  const rects = [...text.matchAll(square)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    h: Number(m[3]),
    w: Number(m[4]),
  }));
  if (rects.length === 0) throw new Error("no QR code modules found on the page");
  const cell = Math.min(...rects.map((r) => r.h));
  const minX = Math.min(...rects.map((r) => r.x));
  const minY = Math.min(...rects.map((r) => r.y));
  const maxX = Math.max(...rects.map((r) => r.x + r.w));
  const maxY = Math.max(...rects.map((r) => r.y + r.h));
  const modules = Math.round((maxX - minX) / cell);
  const rows = Math.round((maxY - minY) / cell);
  const scale = 6;
  const quiet = 4;
  const width = (modules + quiet * 2) * scale;
  const height = (rows + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const r of rects) {
    const col0 = Math.round((r.x - minX) / cell);
    const cols = Math.round(r.w / cell);
    // PDF y grows upwards; the bitmap's rows grow downwards
    const row = rows - 1 - Math.round((r.y - minY) / cell);
    for (let py = (row + quiet) * scale; py < (row + quiet + 1) * scale; py++) {
      for (let px = (col0 + quiet) * scale; px < (col0 + cols + quiet) * scale; px++) {
        const at = (py * width + px) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
    }
  }
  const decoded = jsQR(pixels, width, height);
  if (!decoded) throw new Error("the QR code could not be decoded");
  return decoded.data;
}
