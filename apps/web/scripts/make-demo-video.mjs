// Makes public/media/demo/belajar-singkat.webm, the recorded session of the demo 'live_streaming' activities:
// headless Chromium draws a 6-second title card on a canvas and records it with MediaRecorder, then the
// duration is written into the file (see patchDuration).
//
//   node apps/web/scripts/make-demo-video.mjs
//
// Needs Debian's Chromium (CHROME_PATH or /usr/bin/chromium) and playwright-core (installed with e2e's
// @playwright/test). The recording runs in real time, so the frames differ slightly from run to run.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "../public/media/demo/belajar-singkat.webm");
const DURATION_MS = 6000;

/** Runs in the page: draws the title card for `durationMs` and answers the recorded WebM as base64. */
async function recordTitleCard(durationMs) {
  const width = 640;
  const height = 360;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2d context");
  const steps = ["1. Tetapkan tujuan belajar", "2. Atur jadwal yang konsisten", "3. Praktikkan dan ulangi"];
  const clock = (ms) => `00:0${Math.min(Math.floor(ms / 1000), durationMs / 1000)}`;

  const draw = (t) => {
    const sky = ctx.createLinearGradient(0, 0, width, height);
    sky.addColorStop(0, "#172554");
    sky.addColorStop(1, "#1d4ed8");
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, height);
    // a slow circle in the corner, so even a still moment of the card shows that the video plays
    ctx.fillStyle = "rgba(147, 187, 253, 0.25)";
    ctx.beginPath();
    ctx.arc(560 - (t / durationMs) * 80, 70, 60, 0, Math.PI * 2);
    ctx.fill();

    ctx.textAlign = "center";
    ctx.fillStyle = "#ffffff";
    ctx.font = "bold 34px 'DejaVu Sans', sans-serif";
    ctx.fillText("Karirmu — Video Pembelajaran", width / 2, 130);
    ctx.fillStyle = "#dbe8fe";
    ctx.font = "22px 'DejaVu Sans', sans-serif";
    ctx.fillText("Kebiasaan Belajar Efektif", width / 2, 172);
    ctx.fillStyle = "#ffffff";
    ctx.font = "bold 24px 'DejaVu Sans', sans-serif";
    ctx.fillText(steps[Math.min(Math.floor(t / 2000), steps.length - 1)], width / 2, 236);

    const barX = 60;
    const barW = width - 120;
    ctx.fillStyle = "rgba(255, 255, 255, 0.25)";
    ctx.fillRect(barX, 290, barW, 12);
    ctx.fillStyle = "#facc15";
    ctx.fillRect(barX, 290, barW * Math.min(t / durationMs, 1), 12);
    ctx.textAlign = "right";
    ctx.fillStyle = "#ffffff";
    ctx.font = "18px 'DejaVu Sans Mono', monospace";
    ctx.fillText(`${clock(t)} / ${clock(durationMs)}`, barX + barW, 330);
  };

  draw(0);
  const stream = canvas.captureStream(30);
  const mimeType = ["video/webm;codecs=vp9", "video/webm;codecs=vp8"].find((m) => MediaRecorder.isTypeSupported(m));
  if (!mimeType) throw new Error("this Chromium records no WebM");
  // a key frame every second keeps a seek cheap: without one the decoder starts from the first frame
  const recorder = new MediaRecorder(stream, {
    mimeType,
    videoBitsPerSecond: 150_000,
    videoKeyFrameIntervalDuration: 1000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start(1000);
  const start = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const t = performance.now() - start;
      draw(t);
      if (t >= durationMs) {
        recorder.stop();
        resolve();
      } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: mimeType }).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Runs in the page: loads the video, seeks close to its end and plays; answers what the element reported. */
async function playToEnd(base64) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const video = document.createElement("video");
  video.muted = true;
  video.src = URL.createObjectURL(new Blob([bytes], { type: "video/webm" }));
  document.body.append(video);
  await new Promise((resolve, reject) => {
    video.onloadedmetadata = resolve;
    video.onerror = () => reject(new Error(`video error ${video.error?.code}`));
  });
  const duration = video.duration;
  const size = `${video.videoWidth}x${video.videoHeight}`;
  if (!Number.isFinite(duration)) return { duration, size, ended: false };
  video.currentTime = duration - 0.5;
  await new Promise((resolve) => {
    video.onseeked = resolve;
  });
  const ended = new Promise((resolve) => {
    video.onended = () => resolve(true);
    setTimeout(() => resolve(false), 5000);
  });
  await video.play();
  return { duration, size, ended: await ended, endedAt: video.currentTime };
}

// --- EBML (Matroska/WebM) ---------------------------------------------------------------------------------
// MediaRecorder writes a live stream: no Duration in the Segment's Info, so a browser reports Infinity, cannot
// seek by time and never fires 'ended' after a seek. The fix inserts a Duration element into Info; MediaRecorder
// writes no SeekHead and no Cues, so no offset points past Info and nothing else needs moving.

const ID = {
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  cues: 0x1c53bb6b,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
};

/** A variable-size integer at `pos`: its length, its value (marker bit removed) and whether it means "unknown". */
function readVint(buf, pos) {
  const first = buf[pos];
  if (first === undefined || first === 0) throw new Error(`bad EBML number at ${pos}`);
  const length = Math.clz32(first) - 23;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[pos + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, unknown: allOnes };
}

function readId(buf, pos) {
  const { length } = readVint(buf, pos);
  return { length, id: buf.readUIntBE(pos, length) };
}

/** The element at `pos`: id, where its data starts, and its data size (null for an unknown size). */
function readElement(buf, pos) {
  const id = readId(buf, pos);
  const size = readVint(buf, pos + id.length);
  return { id: id.id, dataStart: pos + id.length + size.length, size: size.unknown ? null : size.value };
}

/** An 8-byte EBML size: the form a muxer leaves room for, so a Segment size can be rewritten in place. */
function encodeSize(size) {
  const out = Buffer.alloc(8);
  out.writeUIntBE(size, 2, 6);
  out[0] = 0x01;
  return out;
}

function uintOf(buf, el) {
  return el.size === 0 ? 0 : buf.readUIntBE(el.dataStart, el.size);
}

/** The Segment's top-level children; a Cluster of unknown size runs until the next Cluster or the end. */
function segmentChildren(buf) {
  const header = readElement(buf, 0);
  const segment = readElement(buf, header.dataStart + (header.size ?? 0));
  if (segment.id !== ID.segment) throw new Error("no Segment after the EBML header");
  const end = segment.size === null ? buf.length : segment.dataStart + segment.size;
  const children = [];
  let pos = segment.dataStart;
  while (pos < end) {
    const el = readElement(buf, pos);
    let next = el.size === null ? nextCluster(buf, el.dataStart, end) : el.dataStart + el.size;
    next = Math.min(next, end);
    children.push({ ...el, start: pos, end: next });
    pos = next;
  }
  return { segment, children };
}

function nextCluster(buf, from, end) {
  let pos = from;
  while (pos < end) {
    const el = readElement(buf, pos);
    if (el.id === ID.cluster || el.size === null) return pos;
    pos = el.dataStart + el.size;
  }
  return end;
}

/** The last frame's time and the mean frame interval, in TimecodeScale units. */
function frameTimes(buf, clusters) {
  const times = [];
  for (const cluster of clusters) {
    let clusterTime = 0;
    let pos = cluster.dataStart;
    while (pos < cluster.end) {
      const el = readElement(buf, pos);
      if (el.size === null) throw new Error("unknown-size element inside a Cluster");
      if (el.id === ID.timecode) clusterTime = uintOf(buf, el);
      const blocks = el.id === ID.simpleBlock ? [el] : el.id === ID.blockGroup ? childrenOf(buf, el, ID.block) : [];
      for (const block of blocks) {
        const track = readVint(buf, block.dataStart);
        times.push(clusterTime + buf.readInt16BE(block.dataStart + track.length));
      }
      pos = el.dataStart + el.size;
    }
  }
  if (times.length < 2) throw new Error("too few frames recorded");
  times.sort((a, b) => a - b);
  const last = times[times.length - 1];
  return { last, interval: (last - times[0]) / (times.length - 1) };
}

function childrenOf(buf, parent, id) {
  const found = [];
  for (let pos = parent.dataStart; pos < parent.dataStart + parent.size; ) {
    const el = readElement(buf, pos);
    if (el.id === id) found.push(el);
    pos = el.dataStart + (el.size ?? 0);
  }
  return found;
}

/** The WebM with Duration (last frame + one frame interval) written into the Segment's Info. */
function patchDuration(buf) {
  const { segment, children } = segmentChildren(buf);
  if (children.some((c) => c.id === ID.seekHead || c.id === ID.cues)) {
    throw new Error("SeekHead or Cues offsets would need moving: this muxer is not MediaRecorder's");
  }
  const info = children.find((c) => c.id === ID.info);
  if (!info || info.size === null) throw new Error("no Info in the Segment");
  const { last, interval } = frameTimes(
    buf,
    children.filter((c) => c.id === ID.cluster),
  );
  const durationEl = Buffer.alloc(2 + 1 + 8);
  durationEl.writeUInt16BE(ID.duration, 0);
  durationEl[2] = 0x88; // size 8: a 64-bit float
  durationEl.writeDoubleBE(Math.round(last + interval), 3);

  const infoChildren = [];
  for (let pos = info.dataStart; pos < info.dataStart + info.size; ) {
    const el = readElement(buf, pos);
    const next = el.dataStart + (el.size ?? 0);
    if (el.id !== ID.duration) infoChildren.push(buf.subarray(pos, next));
    pos = next;
  }
  const infoData = Buffer.concat([...infoChildren, durationEl]);
  const infoId = buf.subarray(info.start, info.start + readId(buf, info.start).length);
  const newInfo = Buffer.concat([infoId, encodeSize(infoData.length), infoData]);

  const segmentSizeAt = segment.dataStart - 8;
  const head = Buffer.from(buf.subarray(0, info.start));
  if (segment.size !== null) {
    // a known Segment size grows by what Info grew by; an unknown one ("live") stays as it is
    if (readVint(buf, segmentSizeAt).length !== 8) throw new Error("Segment size is not 8 bytes long");
    encodeSize(segment.size + newInfo.length - (info.end - info.start)).copy(head, segmentSizeAt);
  }
  return Buffer.concat([head, newInfo, buf.subarray(info.end)]);
}

/** Reads Duration back (ms), as a check that the patched file parses. */
function readDurationMs(buf) {
  const { children } = segmentChildren(buf);
  const info = children.find((c) => c.id === ID.info);
  if (!info) return null;
  const scale = childrenOf(buf, info, ID.timecodeScale)[0];
  const duration = childrenOf(buf, info, ID.duration)[0];
  if (!duration) return null;
  const value = duration.size === 4 ? buf.readFloatBE(duration.dataStart) : buf.readDoubleBE(duration.dataStart);
  return (value * (scale ? uintOf(buf, scale) : 1_000_000)) / 1_000_000;
}

// last: the helpers above are constants that must exist before this runs
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(recordTitleCard, DURATION_MS);
  const recorded = Buffer.from(base64, "base64");
  const video = patchDuration(recorded);
  const check = await page.evaluate(playToEnd, video.toString("base64"));
  if (!(Math.abs(check.duration - DURATION_MS / 1000) < 0.5) || !check.ended) {
    throw new Error(`the patched video does not play as it should: ${JSON.stringify(check)}`);
  }
  writeFileSync(OUT, video);
  console.log(`wrote ${OUT}: ${video.length} bytes, Duration ${readDurationMs(video)} ms, ${JSON.stringify(check)}`);
} finally {
  await browser.close();
}
