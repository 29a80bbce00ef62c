import { slugify } from "../db/reference-data";
import { DEMO_EXTRA_PROGRAMS, DEMO_INSTITUTIONS, DEMO_PROGRAMS, type DemoProgram } from "./demo-content";

/**
 * Covers and logos of the demo catalogue, drawn in code (issue 23): a programme's cover is an illustration of its
 * subject (a spreadsheet for Excel, a chart for marketing, code brackets for programming, a flask for science …)
 * on its category's palette; an institution's logo is an emblem of its own shape, colour and initials. The SVG
 * files are generated from the demo content by `npm run demo-art -w @app/api` into the web app's static files
 * (apps/web/public/media/demo), served from the site root like the other demo media; demo-art.test.ts fails
 * when a committed file is not what this code draws. No picture is downloaded from anywhere.
 */

/** Where the files are served from (the web app's public folder). */
export const DEMO_COVER_BASE = "/media/demo/covers";
export const DEMO_LOGO_BASE = "/media/demo/logos";

export type CoverGroup = keyof typeof DEMO_PROGRAMS;

/** Two gradient stops and an accent per category; three variants so neighbouring cards differ. */
const PALETTES: Record<CoverGroup, { stops: readonly (readonly [string, string])[]; accent: string }> = {
  KELASMU: {
    stops: [
      ["#1d4ed8", "#0e7490"],
      ["#0f766e", "#1e3a8a"],
      ["#1e40af", "#5b21b6"],
    ],
    accent: "#fcd34d",
  },
  UJIANMU: {
    stops: [
      ["#c2410c", "#9f1239"],
      ["#b45309", "#9a3412"],
      ["#be123c", "#7c2d12"],
    ],
    accent: "#fef08a",
  },
  CAREER: {
    stops: [
      ["#6d28d9", "#312e81"],
      ["#7e22ce", "#9d174d"],
      ["#4338ca", "#0f172a"],
    ],
    accent: "#f9a8d4",
  },
  PRAKERJA: {
    stops: [
      ["#15803d", "#115e59"],
      ["#166534", "#1e3a8a"],
      ["#047857", "#365314"],
    ],
    accent: "#bef264",
  },
};

export type Motif =
  | "health"
  | "code"
  | "sheet"
  | "food"
  | "chart"
  | "creative"
  | "tools"
  | "fish"
  | "transport"
  | "speaking"
  | "project"
  | "language"
  | "exam"
  | "timer"
  | "science"
  | "math"
  | "culture"
  | "book";

/** First match wins: the more specific subjects come before the general ones (a maths tryout is maths). */
const MOTIF_RULES: readonly (readonly [Motif, RegExp])[] = [
  ["health", /lansia|apotek|farmasi|caregiver|kesehatan/],
  ["code", /coding|pemrograman|scratch|informatika|javascript|jaringan komputer|tkj/],
  ["sheet", /excel|analisis data|akuntansi|pembukuan|keuangan/],
  ["food", /kopi|kue|kuliner|barista|masak/],
  ["chart", /marketing|pemasaran|penjualan|marketplace|sales|jualan|media sosial|konten|ekonomi|pasar/],
  ["creative", /desain|figma|canva|fotografi|video|rias|menjahit|busana/],
  ["tools", /teknisi|listrik|\bac\b|ponsel|alat berat|excavator/],
  ["fish", /lele|ikan|budidaya/],
  ["transport", /ojek|transportasi|pengemudi/],
  ["speaking", /public speaking|wawancara|customer service|pelanggan|presentasi|berbicara|pemandu/],
  ["project", /manajemen proyek|agile/],
  ["language", /bahasa inggris|toefl|ielts|jlpt|jepang|percakapan/],
  ["exam", /tryout|cpns|pppk|psikotes|kedinasan|utbk|snbt/],
  ["science", /fisika|kimia|biologi|sains|olimpiade/],
  ["math", /matematika|numerasi|aljabar|berhitung|penalaran|potensi/],
  ["culture", /sejarah|budaya|maritim|wisata|museum|kebangsaan/],
  ["exam", /\btes\b|ujian|simulasi|latihan soal/],
];

export function motifOf(program: Pick<DemoProgram, "name" | "topic" | "tags" | "subject">): Motif {
  const text = [program.name, program.topic, ...program.tags, program.subject ?? ""].join(" ").toLowerCase();
  return MOTIF_RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? "book";
}

/** A small stable hash (FNV-1a) so the same slug always gets the same variant. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

/** The motifs, drawn in a 120 x 120 box; `a` is the accent, `d` a dark ink for details. */
function motifSvg(motif: Motif, a: string, d: string): string {
  const W = "#ffffff";
  switch (motif) {
    case "sheet":
      return `<rect x="4" y="12" width="112" height="96" rx="8" fill="${W}"/><rect x="4" y="12" width="112" height="20" rx="8" fill="${a}"/><path d="M4 52h112M4 72h112M4 92h112M36 32v76M76 32v76" stroke="${d}" stroke-opacity=".35" stroke-width="2"/><rect x="40" y="56" width="32" height="12" rx="2" fill="${a}"/><rect x="80" y="76" width="32" height="12" rx="2" fill="${d}" fill-opacity=".6"/><path d="M12 22h14M44 22h24M84 22h20" stroke="${d}" stroke-width="4" stroke-linecap="round"/>`;
    case "chart":
      return `<path d="M10 8v100h104" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round"/><rect x="24" y="70" width="16" height="32" rx="3" fill="${W}"/><rect x="48" y="54" width="16" height="48" rx="3" fill="${W}"/><rect x="72" y="62" width="16" height="40" rx="3" fill="${W}"/><rect x="96" y="34" width="16" height="68" rx="3" fill="${W}"/><path d="M22 52l26-22 22 12 38-30" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M96 10h14v14" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
    case "code":
      return `<rect x="2" y="14" width="116" height="92" rx="10" fill="${d}" fill-opacity=".45"/><rect x="2" y="14" width="116" height="16" rx="8" fill="${W}" fill-opacity=".9"/><circle cx="12" cy="22" r="3" fill="${a}"/><circle cx="22" cy="22" r="3" fill="${d}"/><path d="M38 50L20 68l18 18M82 50l18 18-18 18" fill="none" stroke="${W}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><path d="M68 46L52 90" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`;
    case "book":
      return `<path d="M60 26C46 16 24 14 6 18v80c18-4 40-2 54 8z" fill="${W}"/><path d="M60 26c14-10 36-12 54-8v80c-18-4-40-2-54 8z" fill="${W}" fill-opacity=".85"/><path d="M60 26v80" stroke="${d}" stroke-width="3"/><path d="M16 36c10-2 22-1 34 4M16 50c10-2 22-1 34 4M16 64c10-2 22-1 34 4M70 40c12-5 24-6 34-4M70 54c12-5 24-6 34-4" stroke="${d}" stroke-opacity=".4" stroke-width="3" stroke-linecap="round"/><path d="M88 14v30l8-6 8 6V14z" fill="${a}"/>`;
    case "health":
      return `<circle cx="78" cy="70" r="34" fill="${W}"/><path d="M70 48h16v14h14v16H86v14H70V78H56V62h14z" fill="${a}"/><path d="M12 8v22a20 20 0 0 0 40 0V8" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round"/><path d="M32 50v30c0 16 10 26 24 26" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round"/><circle cx="12" cy="8" r="5" fill="${a}"/><circle cx="52" cy="8" r="5" fill="${a}"/>`;
    case "food":
      return `<path d="M14 46h76v30a30 30 0 0 1-30 30H44a30 30 0 0 1-30-30z" fill="${W}"/><path d="M90 54h8a14 14 0 0 1 0 28h-10" fill="none" stroke="${W}" stroke-width="7"/><rect x="6" y="106" width="100" height="8" rx="4" fill="${a}"/><path d="M36 10c-8 8 8 14 0 24M56 8c-8 8 8 14 0 26M76 10c-8 8 8 14 0 24" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round"/><ellipse cx="52" cy="50" rx="34" ry="5" fill="${d}" fill-opacity=".5"/>`;
    case "creative":
      return `<rect x="4" y="30" width="112" height="76" rx="12" fill="${W}"/><path d="M36 30l8-14h32l8 14z" fill="${W}"/><circle cx="60" cy="68" r="26" fill="${d}" fill-opacity=".8"/><circle cx="60" cy="68" r="16" fill="${a}"/><circle cx="54" cy="62" r="5" fill="${W}" fill-opacity=".8"/><rect x="92" y="40" width="14" height="8" rx="2" fill="${a}"/>`;
    case "tools":
      return `<circle cx="48" cy="56" r="30" fill="none" stroke="${W}" stroke-width="16" stroke-dasharray="11 8.55"/><circle cx="48" cy="56" r="26" fill="${W}"/><circle cx="48" cy="56" r="10" fill="${a}"/><path d="M78 112l30-30" stroke="${W}" stroke-width="12" stroke-linecap="round"/><path d="M102 60a16 16 0 1 0 14 18l-10-2-4-8z" fill="${a}"/>`;
    case "fish":
      return `<path d="M10 66c20-30 62-36 84-6-22 30-64 26-84 6z" fill="${W}"/><path d="M92 60l22-20v40z" fill="${a}"/><circle cx="30" cy="60" r="5" fill="${d}"/><path d="M52 44c6 10 6 22 0 32" fill="none" stroke="${d}" stroke-opacity=".4" stroke-width="3"/><path d="M6 100c12-8 24 8 36 0s24 8 36 0 24 8 36 0" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round"/><circle cx="88" cy="22" r="5" fill="${W}" fill-opacity=".7"/><circle cx="100" cy="12" r="3" fill="${W}" fill-opacity=".7"/>`;
    case "transport":
      return `<path d="M6 110L42 30h36l36 80z" fill="${d}" fill-opacity=".5"/><path d="M60 40v14M60 66v14M60 92v14" stroke="${W}" stroke-width="5" stroke-linecap="round"/><path d="M88 6a20 20 0 0 1 20 20c0 16-20 36-20 36S68 42 68 26A20 20 0 0 1 88 6z" fill="${a}"/><circle cx="88" cy="26" r="8" fill="${W}"/>`;
    case "speaking":
      return `<rect x="42" y="6" width="36" height="64" rx="18" fill="${W}"/><path d="M52 24h16M52 36h16M52 48h16" stroke="${d}" stroke-opacity=".4" stroke-width="3" stroke-linecap="round"/><path d="M30 52a30 30 0 0 0 60 0" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round"/><path d="M60 82v22M40 108h40" stroke="${W}" stroke-width="6" stroke-linecap="round"/><path d="M98 20c8 8 8 24 0 32M108 12c12 12 12 36 0 48" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round"/>`;
    case "project":
      return `<rect x="2" y="10" width="34" height="100" rx="6" fill="${W}" fill-opacity=".25"/><rect x="43" y="10" width="34" height="100" rx="6" fill="${W}" fill-opacity=".25"/><rect x="84" y="10" width="34" height="100" rx="6" fill="${W}" fill-opacity=".25"/><rect x="6" y="18" width="26" height="18" rx="3" fill="${W}"/><rect x="6" y="42" width="26" height="18" rx="3" fill="${W}"/><rect x="6" y="66" width="26" height="18" rx="3" fill="${W}"/><rect x="47" y="18" width="26" height="18" rx="3" fill="${a}"/><rect x="47" y="42" width="26" height="18" rx="3" fill="${W}"/><rect x="88" y="18" width="26" height="18" rx="3" fill="${W}"/><path d="M94 27l4 4 8-8" fill="none" stroke="${d}" stroke-width="3" stroke-linecap="round"/>`;
    case "language":
      return `<path d="M6 14h70a8 8 0 0 1 8 8v40a8 8 0 0 1-8 8H34l-16 14V70H6a8 8 0 0 1-8-8V22a8 8 0 0 1 8-8z" fill="${W}"/><path d="M12 32h56M12 44h44M12 56h50" stroke="${d}" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/><path d="M46 60h62a8 8 0 0 1 8 8v28a8 8 0 0 1-8 8h-6v12l-14-12H46a8 8 0 0 1-8-8V68a8 8 0 0 1 8-8z" fill="${a}"/><path d="M54 78h46M54 90h30" stroke="${d}" stroke-opacity=".55" stroke-width="4" stroke-linecap="round"/>`;
    case "exam":
      return `<rect x="16" y="12" width="88" height="104" rx="8" fill="${W}"/><rect x="40" y="4" width="40" height="16" rx="5" fill="${a}"/><g fill="none" stroke-linecap="round" stroke-width="4"><rect x="28" y="34" width="14" height="14" rx="3" stroke="${d}" stroke-opacity=".5"/><rect x="28" y="60" width="14" height="14" rx="3" stroke="${d}" stroke-opacity=".5"/><rect x="28" y="86" width="14" height="14" rx="3" stroke="${d}" stroke-opacity=".5"/><path d="M50 41h42M50 67h36M50 93h40" stroke="${d}" stroke-opacity=".3"/><path d="M30 40l5 5 10-12M30 66l5 5 10-12" stroke="${d}" stroke-width="5"/></g>`;
    case "timer":
      return `<circle cx="60" cy="68" r="46" fill="${W}"/><rect x="50" y="4" width="20" height="12" rx="3" fill="${a}"/><path d="M60 16v6M98 28l-8 8" stroke="${W}" stroke-width="7" stroke-linecap="round"/><circle cx="60" cy="68" r="36" fill="none" stroke="${d}" stroke-opacity=".25" stroke-width="3"/><path d="M60 68V42" stroke="${d}" stroke-width="6" stroke-linecap="round"/><path d="M60 68l18 12" stroke="${a}" stroke-width="6" stroke-linecap="round"/><path d="M60 32a36 36 0 0 1 36 36H60z" fill="${a}" fill-opacity=".35"/><circle cx="60" cy="68" r="5" fill="${d}"/>`;
    case "science":
      return `<path d="M44 8h32M50 8v34L18 100a10 10 0 0 0 9 16h66a10 10 0 0 0 9-16L70 42V8" fill="${W}" stroke="${W}" stroke-width="6" stroke-linejoin="round"/><path d="M34 76h52l14 26a6 6 0 0 1-5 8H25a6 6 0 0 1-5-8z" fill="${a}"/><circle cx="52" cy="92" r="5" fill="${W}"/><circle cx="68" cy="86" r="3" fill="${W}"/><circle cx="100" cy="26" r="6" fill="${a}"/><circle cx="110" cy="44" r="4" fill="${W}" fill-opacity=".7"/>`;
    case "math":
      return `<rect x="4" y="4" width="52" height="52" rx="10" fill="${W}"/><rect x="64" y="4" width="52" height="52" rx="10" fill="${a}"/><rect x="4" y="64" width="52" height="52" rx="10" fill="${a}"/><rect x="64" y="64" width="52" height="52" rx="10" fill="${W}"/><g stroke="${d}" stroke-width="6" stroke-linecap="round"><path d="M30 18v24M18 30h24M78 30h24M20 80l20 20M40 80l-20 20M78 90h24"/></g><circle cx="90" cy="78" r="4" fill="${d}"/><circle cx="90" cy="102" r="4" fill="${d}"/>`;
    case "culture":
      return `<path d="M58 6v76" stroke="${W}" stroke-width="4"/><path d="M62 12c20 14 32 36 34 62H62z" fill="${W}"/><path d="M54 22c-12 12-20 30-22 52h22z" fill="${a}"/><path d="M14 84h92l-12 18H26z" fill="${d}" fill-opacity=".7"/><path d="M2 110c10-6 20 6 30 0s20 6 30 0 20 6 30 0 20 6 28 0" fill="none" stroke="${W}" stroke-width="5" stroke-linecap="round"/>`;
  }
}

const COVER_W = 320;
const COVER_H = 200;

/** A programme cover: gradient, two soft circles placed by the slug, a dotted band and the subject's motif. */
export function coverSvg(
  program: Pick<DemoProgram, "name" | "topic" | "tags" | "subject">,
  group: CoverGroup,
  slug: string,
): string {
  const hash = hashOf(slug);
  const palette = PALETTES[group];
  const [from, to] = palette.stops[hash % palette.stops.length] ?? ["#1e40af", "#0f172a"];
  const subject = motifOf(program);
  // exams alternate between a checklist and a stopwatch, so a page of tryouts does not repeat one picture
  const motif = subject === "exam" && (hash >>> 5) % 2 === 1 ? "timer" : subject;
  const cx = 40 + (hash % 5) * 60;
  const cy = (hash >>> 3) % 2 === 0 ? 10 : 190;
  const id = `g${hash.toString(36)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_W} ${COVER_H}" width="${COVER_W}" height="${COVER_H}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<pattern id="${id}d" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#fff" fill-opacity=".18"/></pattern></defs>`,
    `<rect width="${COVER_W}" height="${COVER_H}" fill="url(#${id})"/>`,
    `<circle cx="${cx}" cy="${cy}" r="70" fill="#fff" fill-opacity=".08"/>`,
    `<circle cx="${COVER_W - cx / 2}" cy="${COVER_H - cy}" r="46" fill="${palette.accent}" fill-opacity=".14"/>`,
    `<rect x="0" y="${COVER_H - 44}" width="${COVER_W}" height="44" fill="url(#${id}d)"/>`,
    `<g transform="translate(100 36)">${motifSvg(motif, palette.accent, to)}</g>`,
    "</svg>",
  ].join("");
}

/** Institution initials for a monogram: an acronym first word (SMA, BLK) is kept whole; "PT" is left out. */
export function monogramOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && w !== "PT" && !/^(dan|untuk|di)$/i.test(w));
  const first = words[0] ?? "?";
  if (/^[A-Z]{2,3}$/.test(first)) return first;
  return words
    .slice(0, 3)
    .map((w) => (/[\p{L}\p{N}]/u.exec(w)?.[0] ?? "").toUpperCase())
    .join("");
}

/** Fifteen colours far enough apart that no two demo institutions look alike. */
const LOGO_COLOURS = [
  "#1d4ed8",
  "#0e7490",
  "#b91c1c",
  "#7c3aed",
  "#0f766e",
  "#c2410c",
  "#be185d",
  "#1e3a8a",
  "#15803d",
  "#a16207",
  "#4d7c0f",
  "#9333ea",
  "#0369a1",
  "#b45309",
  "#334155",
] as const;

/** Emblem outlines in a 96 x 96 box. */
const LOGO_SHAPES = [
  (c: string) => `<circle cx="48" cy="48" r="46" fill="${c}"/>`,
  (c: string) => `<path d="M48 2l40 14v30c0 26-18 42-40 48C26 88 8 72 8 46V16z" fill="${c}"/>`,
  (c: string) => `<path d="M48 2l40 23v46L48 94 8 71V25z" fill="${c}"/>`,
  (c: string) => `<rect x="4" y="4" width="88" height="88" rx="22" fill="${c}"/>`,
  (c: string) => `<rect x="16" y="16" width="64" height="64" rx="10" transform="rotate(45 48 48)" fill="${c}"/>`,
] as const;

/** An institution's emblem: its shape and colour by its place in the list (or its brand colour), its initials. */
export function logoSvg(name: string, index: number, brandColor?: string): string {
  // only a hex colour goes into the file's markup (a brand colour is an institution's own data)
  const brand = brandColor && /^#[0-9a-f]{3,8}$/i.test(brandColor) ? brandColor : undefined;
  const colour = brand ?? LOGO_COLOURS[index % LOGO_COLOURS.length] ?? "#334155";
  const shape = LOGO_SHAPES[index % LOGO_SHAPES.length] ?? LOGO_SHAPES[0];
  const initials = monogramOf(name);
  const size = initials.length >= 3 ? 26 : 34;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">`,
    shape(colour),
    `<circle cx="48" cy="48" r="33" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`,
    `<text x="48" y="${48 + size * 0.36}" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-weight="800" font-size="${size}" fill="#fff">${initials}</text>`,
    "</svg>",
  ].join("");
}

export function demoProgramSlug(program: { name: string; slug?: string }): string {
  return program.slug ?? slugify(program.name);
}

export function demoCoverPath(slug: string): string {
  return `${DEMO_COVER_BASE}/${slug}.svg`;
}

export function demoLogoPath(institutionName: string): string {
  return `${DEMO_LOGO_BASE}/${slugify(institutionName)}.svg`;
}

/** Demo programmes made outside the catalogue lists: the study-page demo (demo-study.ts). */
const OTHER_DEMO_PROGRAMS: readonly { program: DemoProgram & { slug: string }; group: CoverGroup }[] = [
  {
    program: {
      slug: "belajar-efektif-di-era-digital",
      name: "Belajar Efektif di Era Digital",
      level: "Umum",
      creator: 0,
      tags: [],
      topic: "kebiasaan belajar",
    },
    group: "KELASMU",
  },
];

/** Every generated file: its path under the web app's public folder and its SVG text. */
export function demoArtFiles(): { path: string; svg: string }[] {
  const programs = [
    ...Object.entries(DEMO_PROGRAMS).flatMap(([group, list]) =>
      list.map((program) => ({ program, group: group as CoverGroup, slug: demoProgramSlug(program) })),
    ),
    ...DEMO_EXTRA_PROGRAMS.map((program) => ({ program, group: program.group, slug: demoProgramSlug(program) })),
    ...OTHER_DEMO_PROGRAMS.map(({ program, group }) => ({ program, group, slug: program.slug })),
  ];
  return [
    ...programs.map(({ program, group, slug }) => ({
      path: demoCoverPath(slug),
      svg: coverSvg(program, group, slug),
    })),
    ...DEMO_INSTITUTIONS.map((institution, index) => ({
      path: demoLogoPath(institution.name),
      svg: logoSvg(institution.name, index, institution.brandColor),
    })),
  ];
}
