import { formatRupiah } from "@app/domain/shared/currency";

/**
 * The share cards' layouts (issue 24): pure functions from what a card shows to the element tree satori turns into
 * SVG. No I/O here: images come in as data URIs (or null), texts already cleaned (cleanText) by the caller.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The card typeface: the brand's (the PDFs' too), read from its npm package (render.ts). */
export const CARD_FONT = "Plus Jakarta Sans";
/** The product's default blue (the web app's brand-700) for an institution without a colour of its own. */
export const DEFAULT_BRAND_COLOR = "#1d4ed8";

/** The longest texts drawn (in characters, before the layout's own line clamp): a name can be 200 long. */
export const TEXT_LIMITS = { programName: 120, institutionName: 90, brandName: 40, category: 30 } as const;

/** A node of satori's tree: the shape of a React element, written as plain objects. */
export type CardStyle = Record<string, string | number>;
export type CardChild = CardNode | string;
export type CardNode = {
  type: string;
  key: null;
  props: { style?: CardStyle; children?: CardChild | CardChild[]; src?: string; width?: number; height?: number };
};

function el(type: string, style: CardStyle, children?: CardChild | CardChild[]): CardNode {
  return { type, key: null, props: children === undefined ? { style } : { style, children } };
}

function img(src: string, width: number, height: number, style: CardStyle = {}): CardNode {
  return { type: "img", key: null, props: { src, width, height, style: { width, height, ...style } } };
}

// ---- text ------------------------------------------------------------------------------------------------------

/**
 * A text as the card draws it: normalised, control and format characters (bidi overrides, zero-width joiners)
 * dropped, whitespace collapsed, characters the typeface cannot draw left out (no tofu boxes), at most `max`
 * characters (an ellipsis ends a shortened one). Markup stays text: satori draws '<b>' as the four characters.
 */
export function cleanText(text: string, max: number, canDraw: (codePoint: number) => boolean = () => true): string {
  const characters = [...text.normalize("NFC").replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")]
    .filter((c) => /\s/u.test(c) || canDraw(c.codePointAt(0) ?? 0))
    .join("")
    .replace(/\s+/gu, " ")
    .trim();
  const chars = [...characters];
  if (chars.length <= max) return characters;
  return `${chars
    .slice(0, Math.max(1, max - 1))
    .join("")
    .trimEnd()}…`;
}

const ratingFormat = new Intl.NumberFormat("id-ID", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat("id-ID");

/** '★ 4,7 · 123 ulasan' as the web app writes a rating (shared/lib/format.ts); 'Belum ada ulasan' without one. */
export function ratingText(rating: number, reviewers: number): string {
  if (reviewers <= 0) return "Belum ada ulasan";
  return `${ratingFormat.format(rating)} · ${countFormat.format(reviewers)} ulasan`;
}

/** The price as the app's price tag shows it: 'Gratis' at 0, the final price, the normal one struck when higher. */
export function priceTexts(price: number, priceNormal: number): { price: string; normal: string | null } {
  return {
    price: price === 0 ? "Gratis" : formatRupiah(price),
    normal: priceNormal > price ? formatRupiah(priceNormal) : null,
  };
}

/** The letters of a monogram: the first letters of the first two words ('SMA Cendekia' → 'SC'). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/u)
    .map((word) => [...word].find((c) => /[\p{L}\p{N}]/u.test(c)) ?? "")
    .filter(Boolean);
  return letters.slice(0, 2).join("").toUpperCase() || "?";
}

// ---- colour ----------------------------------------------------------------------------------------------------

type Rgb = [number, number, number];

function parseHex(value: string | null): Rgb | null {
  const hex = value ? /^#([0-9a-f]{6})$/i.exec(value.trim())?.[1] : undefined;
  if (!hex) return null;
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A colour mixed with black (0: itself, 1: black). */
export function shade(hex: string, amount: number): string {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  return `#${rgb
    .map((c) =>
      Math.round(c * (1 - amount))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Contrast of a colour with white (WCAG). */
export function contrastWithWhite(hex: string): number {
  const rgb = parseHex(hex);
  return rgb ? 1.05 / (luminance(rgb) + 0.05) : 1;
}

/**
 * The card's brand colour: the institution's, darkened just enough for white text on it and for it as text on
 * white to pass WCAG AA (4.5:1), as the web app's brand palette does for its 700 shade; the default blue without
 * one (or with a value that is not #rrggbb).
 */
export function cardBrandColor(brandColor: string | null): string {
  const rgb = parseHex(brandColor) ?? (parseHex(DEFAULT_BRAND_COLOR) as Rgb);
  for (let step = 0; step <= 50; step += 1) {
    const hex = shade(`#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`, step / 50);
    if (contrastWithWhite(hex) >= 4.5) return hex;
  }
  return "#000000";
}

// ---- the cards -------------------------------------------------------------------------------------------------

const INK = "#0f172a";
const MUTED = "#334155";
const SOFT = "#475569";
const STAR = "#b45309";
const FREE = "#15803d";

export type ProgramCardData = {
  name: string;
  institutionName: string;
  /** The institution's logo as a data URI, or null (a monogram is drawn). */
  logo: string | null;
  /** The programme's cover as a data URI, or null. */
  cover: string | null;
  category: string;
  rating: number;
  reviewers: number;
  price: number;
  priceNormal: number;
  brandColor: string | null;
  brandName: string;
};

export type InstitutionCardData = {
  name: string;
  logo: string | null;
  /** Sekolah, Perguruan Tinggi or Industri (INSTITUTION_GROUPS). */
  group: string;
  programCount: number;
  brandColor: string | null;
  brandName: string;
};

function monogram(name: string, size: number, color: string, background: string): CardNode {
  return el(
    "div",
    {
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      width: size,
      height: size,
      borderRadius: size / 2,
      backgroundColor: background,
      color,
      fontSize: Math.round(size * 0.38),
      fontWeight: 800,
    },
    initialsOf(name),
  );
}

/** A logo on a white tile (logos are drawn for white pages), else the initials. */
function logoTile(logo: string | null, name: string, size: number, color: string): CardNode {
  const inner = Math.round(size * 0.84);
  return el(
    "div",
    {
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      width: size,
      height: size,
      borderRadius: Math.round(size * 0.22),
      backgroundColor: "#ffffff",
      flexShrink: 0,
    },
    logo ? img(logo, inner, inner, { objectFit: "contain" }) : monogram(name, inner, "#ffffff", color),
  );
}

/** A text clamped to `lines` lines, an ellipsis at the cut. */
function clamped(text: string, lines: number, style: CardStyle): CardNode {
  return el("div", { display: "block", lineClamp: lines, overflow: "hidden", ...style }, text);
}

/** Long names get a smaller size, so that three lines hold most of them whole. */
function programNameSize(name: string): number {
  const length = [...name].length;
  if (length <= 40) return 60;
  if (length <= 70) return 52;
  return 44;
}

function brandMark(brandName: string, color: string): CardNode {
  return el("div", { display: "flex", alignItems: "center", gap: 14 }, [
    el("div", { width: 22, height: 22, borderRadius: 6, backgroundColor: color }),
    el("div", { fontSize: 30, fontWeight: 800, color }, brandName),
  ]);
}

/** A label in a white rounded box, in the brand colour. */
/** The whole 1200×630 card: its background, and the card's font for everything in it. */
function cardFrame(background: CardStyle, children: CardChild | CardChild[]): CardNode {
  return el(
    "div",
    { display: "flex", width: CARD_WIDTH, height: CARD_HEIGHT, ...background, fontFamily: CARD_FONT },
    children,
  );
}

function pill(label: string, color: string, fontSize: number): CardNode {
  return el(
    "div",
    {
      display: "flex",
      padding: "8px 22px",
      borderRadius: 999,
      backgroundColor: "#ffffff",
      color,
      fontSize,
      fontWeight: 700,
    },
    label,
  );
}

const PANEL_WIDTH = 400;

/** A programme's card: its name, institution, rating and price on white; its cover on the brand colour. */
export function programCardLayout(data: ProgramCardData): CardNode {
  const color = cardBrandColor(data.brandColor);
  const prices = priceTexts(data.price, data.priceNormal);
  const nameSize = programNameSize(data.name);
  const rating = el("div", { display: "flex", alignItems: "center", gap: 12, fontSize: 30, color: MUTED }, [
    ...(data.reviewers > 0 ? [el("div", { color: STAR, fontWeight: 700 }, "★")] : []),
    el("div", {}, ratingText(data.rating, data.reviewers)),
  ]);
  const price = el("div", { display: "flex", alignItems: "baseline", gap: 18 }, [
    el("div", { fontSize: 48, fontWeight: 800, color: data.price === 0 ? FREE : INK }, prices.price),
    ...(prices.normal ? [el("div", { fontSize: 28, color: SOFT, textDecoration: "line-through" }, prices.normal)] : []),
  ]);
  const content = el(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      flex: 1,
      padding: "52px 56px 48px 60px",
    },
    [
      el("div", { display: "flex", alignItems: "center", gap: 20 }, [
        logoTile(data.logo, data.institutionName, 68, color),
        clamped(data.institutionName, 2, { fontSize: 28, fontWeight: 700, color: MUTED, lineHeight: 1.25 }),
      ]),
      el("div", { display: "flex", flexDirection: "column", gap: 22 }, [
        clamped(data.name, 3, { fontSize: nameSize, fontWeight: 800, color: INK, lineHeight: 1.16 }),
        rating,
      ]),
      el("div", { display: "flex", alignItems: "flex-end", justifyContent: "space-between" }, [
        price,
        brandMark(data.brandName, color),
      ]),
    ],
  );
  const picture = data.cover
    ? el("div", { display: "flex", borderRadius: 24, overflow: "hidden", border: "6px solid #ffffff" }, [
        img(data.cover, 320, 200, { objectFit: "cover" }),
      ])
    : logoTile(data.logo, data.institutionName, 220, color);
  const panel = el(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      justifyContent: "center",
      gap: 28,
      width: PANEL_WIDTH,
      flexShrink: 0,
      backgroundColor: color,
      backgroundImage: `linear-gradient(160deg, ${color} 0%, ${shade(color, 0.45)} 100%)`,
    },
    // the career category is named like the product ('Karirmu'): the brand mark already says it
    [picture, ...(data.category && data.category !== data.brandName ? [pill(data.category, color, 24)] : [])],
  );
  return cardFrame({ backgroundColor: "#ffffff" }, [content, panel]);
}

/** An institution's card: its logo, name, group and number of programmes on its brand colour. */
export function institutionCardLayout(data: InstitutionCardData): CardNode {
  const color = cardBrandColor(data.brandColor);
  const count = `${countFormat.format(data.programCount)} program`;
  // satori sizes a box without its padding: the padding goes on a child that fills the fixed-size root
  const page = el(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      flex: 1,
      padding: "56px 72px",
      color: "#ffffff",
    },
    [
      el("div", { display: "flex", alignItems: "center", gap: 14 }, [
        el("div", { width: 22, height: 22, borderRadius: 6, backgroundColor: "#ffffff" }),
        el("div", { fontSize: 30, fontWeight: 800 }, data.brandName),
      ]),
      el("div", { display: "flex", alignItems: "center", gap: 48 }, [
        logoTile(data.logo, data.name, 220, color),
        el("div", { display: "flex", flexDirection: "column", gap: 24, flex: 1 }, [
          clamped(data.name, 3, {
            fontSize: [...data.name].length <= 40 ? 60 : 48,
            fontWeight: 800,
            lineHeight: 1.16,
          }),
          el("div", { display: "flex", alignItems: "center", gap: 20 }, [
            ...(data.group ? [pill(data.group, color, 26)] : []),
            el("div", { fontSize: 30, fontWeight: 700 }, count),
          ]),
        ]),
      ]),
      el("div", { fontSize: 26 }, `Lihat programnya di ${data.brandName}`),
    ],
  );
  return cardFrame(
    {
      backgroundColor: color,
      backgroundImage: `linear-gradient(135deg, ${color} 0%, ${color} 50%, ${shade(color, 0.35)} 100%)`,
    },
    page,
  );
}

export type SiteCardData = {
  brandName: string;
  /** The site's line (SITE_TAGLINE). */
  tagline: string;
  /** The kinds of partners, as pills (the INSTITUTION_GROUPS' labels). */
  groups: string[];
};

/** The site card's line: what the public pages' descriptions say the product is (seo/page-head.ts). */
export const SITE_TAGLINE = "Program belajar, kelas, ujian, dan pelatihan karier dari mitra terpercaya";

/** The product's logo mark (apps/web/public/favicon.svg, the navbar's LogoMark): a white K on a blue rounded square. */
export const LOGO_MARK_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${DEFAULT_BRAND_COLOR}"/>` +
  '<path d="M10 8v16M10 16l9-8M13 14l7 10" stroke="#fff" stroke-width="3.2" stroke-linecap="round" ' +
  'stroke-linejoin="round" fill="none"/></svg>';

function logoMark(size: number, style: CardStyle = {}): CardNode {
  return img(`data:image/svg+xml;base64,${Buffer.from(LOGO_MARK_SVG).toString("base64")}`, size, size, style);
}

/**
 * The site's own card (the og:image of every page without a card of its own): the logo mark and brand name, the
 * line and the partner kinds on white; the mark large on the brand blue, over a faint dot grid.
 */
export function siteCardLayout(data: SiteCardData): CardNode {
  const color = DEFAULT_BRAND_COLOR;
  const content = el(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      flex: 1,
      padding: "56px 56px 56px 64px",
    },
    [
      el("div", { display: "flex", alignItems: "center", gap: 20 }, [
        logoMark(64),
        el("div", { fontSize: 44, fontWeight: 800, color: shade(color, 0.45), letterSpacing: -0.5 }, data.brandName),
      ]),
      clamped(data.tagline, 3, { fontSize: 54, fontWeight: 800, color: INK, lineHeight: 1.16, letterSpacing: -0.5 }),
      el(
        "div",
        { display: "flex", flexWrap: "wrap", gap: 14 },
        data.groups.map((group) =>
          el(
            "div",
            {
              display: "flex",
              padding: "8px 22px",
              borderRadius: 999,
              backgroundColor: "#eff6ff",
              border: "2px solid #bfdbfe",
              color,
              fontSize: 26,
              fontWeight: 700,
            },
            group,
          ),
        ),
      ),
    ],
  );
  const panel = el(
    "div",
    {
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      width: PANEL_WIDTH,
      flexShrink: 0,
      position: "relative",
      backgroundColor: color,
      backgroundImage: `linear-gradient(160deg, ${color} 0%, ${shade(color, 0.45)} 100%)`,
    },
    [
      // the subtle pattern: a grid of faint white dots over the gradient
      el("div", {
        position: "absolute",
        top: 0,
        left: 0,
        width: PANEL_WIDTH,
        height: CARD_HEIGHT,
        backgroundImage: "radial-gradient(circle at 15px 15px, rgba(255,255,255,0.2) 9%, transparent 0%)",
        backgroundSize: "30px 30px",
      }),
      el("div", { display: "flex", borderRadius: 60, border: "8px solid #ffffff" }, [logoMark(220)]),
    ],
  );
  return cardFrame({ backgroundColor: "#ffffff" }, [content, panel]);
}

/** Every text of a tree, in order: what the tests read instead of the pixels. */
export function textsOf(node: CardChild | CardChild[] | undefined): string[] {
  if (node === undefined) return [];
  if (typeof node === "string") return [node];
  if (Array.isArray(node)) return node.flatMap((child) => textsOf(child));
  return textsOf(node.props.children);
}
