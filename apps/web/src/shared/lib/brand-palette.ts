/**
 * A partner's brand colour (#rrggbb) turned into the shades the design system uses (--color-brand-50 … 950).
 * An institution may pick a light colour; white text on the primary button must still pass WCAG AA, so each
 * dark shade is the brand colour darkened just enough to reach its contrast with white, and each light shade
 * is the colour mixed with white.
 */
export const BRAND_SHADES = [50, 100, 200, 300, 500, 600, 700, 800, 900, 950] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** How much white is mixed into the light shades. */
const LIGHT_MIX: Record<50 | 100 | 200 | 300, number> = { 50: 0.92, 100: 0.84, 200: 0.7, 300: 0.5 };

/** The least contrast with white of each dark shade: 600 draws focus rings (3:1 would do), 700 carries text. */
const DARK_CONTRAST: Record<500 | 600 | 700 | 800 | 900 | 950, number> = {
  500: 3,
  600: 4.5,
  700: 5.5,
  800: 7.5,
  900: 10,
  950: 13,
};

export function parseHexColor(value: string): Rgb | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(value.trim());
  const hex = match?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  const byte = (at: number) => Number.parseInt(full.slice(at, at + 2), 16);
  return [byte(0), byte(2), byte(4)];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function mix(a: Rgb, b: Rgb, amountOfB: number): Rgb {
  const blend = (x: number, y: number) => Math.round(x * (1 - amountOfB) + y * amountOfB);
  return [blend(a[0], b[0]), blend(a[1], b[1]), blend(a[2], b[2])];
}

/** The colour itself when it already reaches `target` against white, else the least darkened one that does. */
function darkenTo(color: Rgb, target: number): Rgb {
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mix(color, BLACK, step / 50);
    if (contrastRatio(candidate, WHITE) >= target) return candidate;
  }
  return BLACK;
}

/** The shades of a brand colour, or null when the value is not a hex colour. */
export function brandPalette(color: string): Record<BrandShade, string> | null {
  const rgb = parseHexColor(color);
  if (!rgb) return null;
  const palette = {} as Record<BrandShade, string>;
  for (const [shade, amount] of Object.entries(LIGHT_MIX)) {
    palette[Number(shade) as BrandShade] = toHex(mix(rgb, WHITE, amount));
  }
  for (const [shade, target] of Object.entries(DARK_CONTRAST)) {
    palette[Number(shade) as BrandShade] = toHex(darkenTo(rgb, target));
  }
  return palette;
}

/**
 * The CSS custom properties that re-colour the design system (Tailwind's brand utilities read them), plus
 * --partner-brand, the colour exactly as the institution chose it, for accents that carry no text.
 */
export function brandCssVariables(color: string): Record<string, string> | null {
  const palette = brandPalette(color);
  const rgb = parseHexColor(color);
  if (!palette || !rgb) return null;
  const vars: Record<string, string> = { "--partner-brand": toHex(rgb) };
  for (const shade of BRAND_SHADES) vars[`--color-brand-${shade}`] = palette[shade];
  return vars;
}
