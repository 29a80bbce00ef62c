import { existsSync } from "node:fs";
import { open, realpath, stat } from "node:fs/promises";
import { posix, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The length of a recorded video, read from its container's header (issue 17, defect 10: a video's end is believed
 * only once most of its length has passed since the start, so the server must know the length). WebM/Matroska
 * (the Segment Info's Duration) and MP4/QuickTime (the movie header, mvhd) are read; anything else is not measured.
 * Only the few bytes of the headers are read, wherever in the file they are (an MP4 written without "fast start"
 * keeps its moov box after the media data), so a long video costs a handful of small reads.
 */

/** Random access to a file's bytes: `read` answers fewer bytes than asked at the end of the file. */
export type ByteSource = {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
};

/** The whole file in memory (tests, and headers already read). */
export function bufferSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: async (offset, length) => bytes.subarray(offset, Math.min(bytes.length, offset + length)),
  };
}

/** Headers are walked element by element: a broken or hostile file stops the walk instead of looping. */
const MAX_ELEMENTS = 4096;
/** A Segment Info or a moov box holding the length is small; a larger one is not read into memory. */
const MAX_HEADER_BYTES = 4 * 1024 * 1024;
/** No recorded lesson is longer than a day: a larger value is a broken header, not a length. */
const MAX_SECONDS = 24 * 3600;

function plausible(seconds: number): number | null {
  return Number.isFinite(seconds) && seconds > 0 && seconds <= MAX_SECONDS ? seconds : null;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

// ---- WebM / Matroska (EBML) ------------------------------------------------------------------------------------

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const SEGMENT_INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

type EbmlElement = { id: number; dataStart: number; size: number | null };

/** An EBML variable-length number at `at`: the id keeps its length marker, a size does not. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { length: number; value: number; allOnes: boolean } {
  const first = bytes[at];
  if (first === undefined) throw new Error("EBML number past the end");
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8 || at + length > bytes.length) throw new Error(`bad EBML number at ${at}`);
  const mask = 0xff >> length;
  let value = keepMarker ? first : first & mask;
  let allOnes = (first & mask) === mask;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, allOnes };
}

/** The element whose header starts at `offset` of `bytes` (which sit at `base` in the file). */
function ebmlElementIn(bytes: Uint8Array, offset: number, base: number): EbmlElement {
  const id = vint(bytes, offset, true);
  const size = vint(bytes, offset + id.length, false);
  return {
    id: id.value,
    dataStart: base + offset + id.length + size.length,
    // all ones is "unknown size" (a live recording writes it for the Segment and its Clusters)
    size: size.allOnes ? null : size.value,
  };
}

async function ebmlElementAt(source: ByteSource, pos: number): Promise<EbmlElement> {
  // an id is at most 4 bytes and a size at most 8
  return ebmlElementIn(await source.read(pos, 12), 0, pos);
}

/** The Duration in a WebM's Segment Info, in seconds: the length a browser shows for the file. */
export async function webmSeconds(source: ByteSource): Promise<number | null> {
  const header = await ebmlElementAt(source, 0);
  if (header.id !== EBML_HEADER || header.size === null) return null;
  const segment = await ebmlElementAt(source, header.dataStart + header.size);
  if (segment.id !== SEGMENT) return null;
  const end = segment.size === null ? source.size : Math.min(source.size, segment.dataStart + segment.size);
  let pos = segment.dataStart;
  for (let walked = 0; pos < end && walked < MAX_ELEMENTS; walked++) {
    const el = await ebmlElementAt(source, pos);
    // the Info comes before the media; media of unknown size cannot be stepped over
    if (el.id === CLUSTER || el.size === null) return null;
    if (el.id === SEGMENT_INFO) return segmentInfoSeconds(source, el.dataStart, el.size);
    pos = el.dataStart + el.size;
  }
  return null;
}

async function segmentInfoSeconds(source: ByteSource, start: number, size: number): Promise<number | null> {
  if (size > MAX_HEADER_BYTES) return null;
  const info = await source.read(start, size);
  let scale = 1_000_000;
  let duration: number | null = null;
  for (let at = 0; at < info.length; ) {
    const child = ebmlElementIn(info, at, 0);
    const dataAt = child.dataStart;
    const childSize = child.size ?? 0;
    if (dataAt + childSize > info.length) return null;
    const data = view(info.subarray(dataAt, dataAt + childSize));
    if (child.id === TIMECODE_SCALE && childSize >= 1 && childSize <= 6) {
      scale = 0;
      for (let i = 0; i < childSize; i++) scale = scale * 256 + data.getUint8(i);
    }
    if (child.id === DURATION) {
      if (childSize === 4) duration = data.getFloat32(0);
      else if (childSize === 8) duration = data.getFloat64(0);
    }
    at = dataAt + childSize;
  }
  // Duration counts ticks of TimecodeScale nanoseconds
  return duration === null ? null : plausible((duration * scale) / 1e9);
}

// ---- MP4 / QuickTime (ISO BMFF) --------------------------------------------------------------------------------

type Mp4Box = { type: string; dataStart: number; end: number };

async function mp4BoxAt(source: ByteSource, pos: number, limit: number): Promise<Mp4Box | null> {
  const head = await source.read(pos, 16);
  if (head.length < 8) return null;
  const data = view(head);
  const type = String.fromCharCode(head[4] ?? 0, head[5] ?? 0, head[6] ?? 0, head[7] ?? 0);
  let size = data.getUint32(0);
  let headerSize = 8;
  if (size === 1) {
    // a 64-bit size follows the type (media data of more than 4 GiB)
    if (head.length < 16) return null;
    size = data.getUint32(8) * 2 ** 32 + data.getUint32(12);
    headerSize = 16;
  } else if (size === 0) {
    size = limit - pos; // the box runs to the end of its parent (the file)
  }
  if (size < headerSize || pos + size > limit) return null;
  return { type, dataStart: pos + headerSize, end: pos + size };
}

/** The box of `type` among the children in [start, end), or null. */
async function childBox(source: ByteSource, start: number, end: number, type: string): Promise<Mp4Box | null> {
  let pos = start;
  for (let walked = 0; pos < end && walked < MAX_ELEMENTS; walked++) {
    const box = await mp4BoxAt(source, pos, end);
    if (!box) return null;
    if (box.type === type) return box;
    pos = box.end;
  }
  return null;
}

/** A FullBox's version and the time fields after it: [timescale, duration] of an mvhd. */
function movieHeader(bytes: Uint8Array): { timescale: number; duration: number | null } | null {
  const data = view(bytes);
  const version = bytes[0];
  if (version === 0 && bytes.length >= 20) {
    const duration = data.getUint32(16);
    return { timescale: data.getUint32(12), duration: duration === 0xffffffff ? null : duration };
  }
  if (version === 1 && bytes.length >= 32) {
    const high = data.getUint32(24);
    const low = data.getUint32(28);
    const unknown = high === 0xffffffff && low === 0xffffffff;
    return { timescale: data.getUint32(20), duration: unknown ? null : high * 2 ** 32 + low };
  }
  return null;
}

/**
 * The length in an MP4's movie header (moov/mvhd: duration ÷ timescale), in seconds. A fragmented MP4 whose mvhd
 * says 0 gives its length in moov/mvex/mehd (the fragment duration, in the same timescale).
 */
export async function mp4Seconds(source: ByteSource): Promise<number | null> {
  const first = await mp4BoxAt(source, 0, source.size);
  if (first?.type !== "ftyp") return null;
  const moov = await childBox(source, first.end, source.size, "moov");
  if (!moov) return null;
  const mvhdBox = await childBox(source, moov.dataStart, moov.end, "mvhd");
  if (!mvhdBox || mvhdBox.end - mvhdBox.dataStart > 4096) return null;
  const mvhd = movieHeader(await source.read(mvhdBox.dataStart, mvhdBox.end - mvhdBox.dataStart));
  if (!mvhd || mvhd.timescale === 0) return null;
  if (mvhd.duration !== null && mvhd.duration > 0) return plausible(mvhd.duration / mvhd.timescale);
  const mvex = await childBox(source, moov.dataStart, moov.end, "mvex");
  const mehd = mvex ? await childBox(source, mvex.dataStart, mvex.end, "mehd") : null;
  if (!mehd) return null;
  const bytes = await source.read(mehd.dataStart, mehd.end - mehd.dataStart);
  const data = view(bytes);
  const fragment =
    bytes[0] === 1 && bytes.length >= 12
      ? data.getUint32(4) * 2 ** 32 + data.getUint32(8)
      : bytes.length >= 8
        ? data.getUint32(4)
        : 0;
  return plausible(fragment / mvhd.timescale);
}

/** A video's length in seconds from its header, whichever of the two containers it is; null when not readable. */
export async function videoSeconds(source: ByteSource): Promise<number | null> {
  const magic = await source.read(0, 8);
  try {
    if (magic.length >= 4 && view(magic).getUint32(0) === EBML_HEADER) return await webmSeconds(source);
    if (magic.length >= 8 && String.fromCharCode(...magic.subarray(4, 8)) === "ftyp") return await mp4Seconds(source);
  } catch {
    // a truncated or broken header: the length is not known
  }
  return null;
}

/** The length of the video file at `path`, or null when it cannot be read or has no readable length. */
export async function measureVideoFile(path: string): Promise<number | null> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, "r");
  } catch {
    return null;
  }
  try {
    const { size } = await handle.stat();
    return await videoSeconds({
      size,
      async read(offset, length) {
        const want = Math.max(0, Math.min(length, size - offset));
        const buffer = new Uint8Array(want);
        if (want === 0) return buffer;
        const { bytesRead } = await handle.read(buffer, 0, want, offset);
        return buffer.subarray(0, bytesRead);
      },
    });
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}

// ---- the site's own files --------------------------------------------------------------------------------------

/**
 * The folders the site's own static files are served from: the built web app (apps/web/dist, where Vite copies
 * apps/web/public, /media/ included) and, from the source tree, apps/web/public itself (tests, `npm run dev`).
 * Found beside the code, from src/platform (tsx, tests) and from the bundled dist/server.js.
 */
export function webAppFileRoots(): string[] {
  const candidates = ["../../../web/dist", "../../web/dist", "../../../web/public", "../../web/public"];
  const found = candidates
    .map((candidate) => fileURLToPath(new URL(candidate, import.meta.url)))
    .filter((path) => existsSync(path));
  return [...new Set(found)];
}

/**
 * Whether a URL names a file of the site itself: a path from the root ("/media/demo/x.webm"), never a URL with a
 * host ("https://…", "//cdn…") — a video on another server is not fetched (that would let a catalogue entry make
 * the server call any address) and keeps the length the catalogue states.
 */
export function isSiteUrl(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\");
}

/**
 * The file a site URL is served from, under one of `roots`; null for another site's URL, a path that would leave
 * the root ('..', an encoded slash or backslash, a link out of it), or a file that is not there.
 */
export async function siteFilePath(url: string, roots: readonly string[]): Promise<string | null> {
  if (!isSiteUrl(url)) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/, 1)[0] ?? "");
  } catch {
    return null;
  }
  if (path.includes("\0") || path.includes("\\") || path.split("/").includes("..")) return null;
  const relative = posix.normalize(path).replace(/^\/+/, "");
  if (relative === "" || relative.startsWith("..")) return null;
  for (const root of roots) {
    try {
      const base = await realpath(root);
      const file = await realpath(resolve(base, relative));
      if (!file.startsWith(base + sep)) continue;
      if ((await stat(file)).isFile()) return file;
    } catch {
      // not under this root
    }
  }
  return null;
}

/** The length of a video the site serves itself (see siteFilePath), or null when it is not one or not readable. */
export async function measureSiteVideo(url: string, roots: readonly string[]): Promise<number | null> {
  const path = await siteFilePath(url, roots);
  return path ? measureVideoFile(path) : null;
}
