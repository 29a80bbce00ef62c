import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  bufferSource,
  isSiteUrl,
  measureSiteVideo,
  measureVideoFile,
  siteFilePath,
  videoSeconds,
  webAppFileRoots,
} from "./media-duration";

/** The web app's static files, where the demo recording lives (served from the site root as /media/demo/…). */
const WEB_PUBLIC = fileURLToPath(new URL("../../../web/public", import.meta.url));
const DEMO_URL = "/media/demo/belajar-singkat.webm";
/** What a browser shows for the demo recording (its WebM header's Duration: 6007 ticks of 1 ms). */
const DEMO_SECONDS = 6.007;

function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const size = 8 + parts.reduce((sum, p) => sum + p.length, 0);
  const out = new Uint8Array(size);
  new DataView(out.buffer).setUint32(0, size);
  out.set(new TextEncoder().encode(type), 4);
  let at = 8;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function words(...values: number[]): Uint8Array {
  const out = new Uint8Array(values.length * 4);
  const data = new DataView(out.buffer);
  values.forEach((v, i) => {
    data.setUint32(i * 4, v);
  });
  return out;
}

/** A movie header: version 0 (32-bit times) or 1 (64-bit), then the rest of the box as a player writes it. */
function mvhd(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const times =
    version === 0
      ? words(0, 0, 0, timescale, duration)
      : words(0x01000000, 0, 0, 0, 0, timescale, Math.floor(duration / 2 ** 32), duration % 2 ** 32);
  // rate, volume, reserved, matrix, pre_defined, next_track_ID: present in a real header, not read
  return box("mvhd", times, new Uint8Array(80));
}

const ftyp = box("ftyp", new TextEncoder().encode("isom"), words(0x200), new TextEncoder().encode("isomiso2mp41"));
const mdat = (bytes: number) => box("mdat", new Uint8Array(bytes));

describe("videoSeconds: the length in a video's header", () => {
  it("reads the demo recording's WebM Duration", async () => {
    const seconds = await measureVideoFile(join(WEB_PUBLIC, DEMO_URL));
    expect(seconds).not.toBeNull();
    expect(Math.abs((seconds ?? 0) - DEMO_SECONDS)).toBeLessThan(0.001);
  });

  it("reads an MP4's movie header, written before or after the media data (fast start or not)", async () => {
    const faststart = Uint8Array.from([...ftyp, ...box("moov", mvhd(0, 1000, 125_500)), ...mdat(64)]);
    expect(await videoSeconds(bufferSource(faststart))).toBe(125.5);
    const atTheEnd = Uint8Array.from([...ftyp, ...box("free"), ...mdat(4096), ...box("moov", mvhd(0, 600, 1800))]);
    expect(await videoSeconds(bufferSource(atTheEnd))).toBe(3);
  });

  it("reads a version 1 (64-bit) movie header, and a fragmented MP4's length from mehd", async () => {
    const v1 = Uint8Array.from([...ftyp, ...box("moov", mvhd(1, 90_000, 90_000 * 754))]);
    expect(await videoSeconds(bufferSource(v1))).toBe(754);
    const mehd = box("mehd", words(0, 48_000 * 42));
    const fragmented = Uint8Array.from([...ftyp, ...box("moov", mvhd(0, 48_000, 0), box("mvex", mehd))]);
    expect(await videoSeconds(bufferSource(fragmented))).toBe(42);
  });

  it("knows no length for other files, broken or truncated headers, and absurd values", async () => {
    const demo = readFileSync(join(WEB_PUBLIC, DEMO_URL));
    const cases: Uint8Array[] = [
      new Uint8Array(0),
      new TextEncoder().encode("%PDF-1.7 not a video at all"),
      readFileSync(join(WEB_PUBLIC, "media/demo/infografis-belajar.png")),
      demo.subarray(0, 40), // the WebM header cut before its Segment Info
      Uint8Array.from([...ftyp, ...mdat(32)]), // no moov
      Uint8Array.from([...ftyp, ...box("moov", mvhd(0, 0, 1000))]), // timescale 0
      Uint8Array.from([...ftyp, ...box("moov", mvhd(0, 1000, 0xffffffff))]), // "unknown"
      Uint8Array.from([...ftyp, ...box("moov", mvhd(0, 1, 7 * 24 * 3600))]), // a week: not a lesson's length
      Uint8Array.from([...ftyp.subarray(0, 8), 0xff, 0xff]), // a box that claims more than the file
    ];
    for (const bytes of cases) expect(await videoSeconds(bufferSource(bytes))).toBeNull();
    expect(await measureVideoFile(join(WEB_PUBLIC, "media/demo/tidak-ada.webm"))).toBeNull();
  });

  it("reads only the headers of a long file, not the media data", async () => {
    const file = Uint8Array.from([...ftyp, ...mdat(2_000_000), ...box("moov", mvhd(0, 1000, 60_000))]);
    const source = bufferSource(file);
    let read = 0;
    const counted = {
      size: source.size,
      read: async (offset: number, length: number) => {
        read += length;
        return source.read(offset, length);
      },
    };
    expect(await videoSeconds(counted)).toBe(60);
    expect(read).toBeLessThan(1000);
  });
});

describe("the site's own files", () => {
  const outside = mkdtempSync(join(tmpdir(), "media-outside-"));
  const root = mkdtempSync(join(tmpdir(), "media-root-"));
  writeFileSync(join(outside, "rahasia.mp4"), Uint8Array.from([...ftyp, ...box("moov", mvhd(0, 1, 10))]));
  symlinkSync(outside, join(root, "keluar"));
  afterAll(() => {
    rmSync(outside, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  });

  it("finds the web app's static files beside the code", () => {
    expect(webAppFileRoots()).toContain(WEB_PUBLIC);
  });

  it("tells a path of the site from a URL of another server", () => {
    expect(isSiteUrl(DEMO_URL)).toBe(true);
    for (const url of ["https://cdn.example.com/v.mp4", "//cdn.example.com/v.mp4", "/\\evil.example/v.mp4", "v.mp4"]) {
      expect(isSiteUrl(url)).toBe(false);
    }
  });

  it("measures the demo recording by its URL, with or without a query string", async () => {
    for (const url of [DEMO_URL, `${DEMO_URL}?v=2#t=3`]) {
      const seconds = await measureSiteVideo(url, webAppFileRoots());
      expect(Math.abs((seconds ?? 0) - DEMO_SECONDS)).toBeLessThan(0.001);
    }
  });

  it("never leaves the roots: '..', encoded separators, a link out, another server", async () => {
    const roots = [root, WEB_PUBLIC];
    for (const url of [
      "/media/../../../../etc/passwd",
      "/media/%2e%2e/%2e%2e/package.json",
      "/media%2f..%2f..%2fpackage.json",
      "/media/..%5c..%5cpackage.json",
      "/keluar/rahasia.mp4",
      "/media/demo/belajar-singkat.webm%00.mp4",
      "https://example.com/media/demo/belajar-singkat.webm",
      "/media/demo/tidak-ada.webm",
      "/media/demo",
      "/",
    ]) {
      expect(await siteFilePath(url, roots), url).toBeNull();
    }
    expect(await siteFilePath(DEMO_URL, roots)).toBe(join(WEB_PUBLIC, DEMO_URL));
  });
});
