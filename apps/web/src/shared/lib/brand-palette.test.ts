import { describe, expect, it } from "vitest";
import { BRAND_SHADES, brandCssVariables, brandPalette, contrastRatio, parseHexColor } from "./brand-palette";

const WHITE = [255, 255, 255] as const;

function contrastWithWhite(hex: string): number {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`not a colour: ${hex}`);
  return contrastRatio(rgb, WHITE);
}

describe("brand palette of a partner colour", () => {
  it("keeps a dark enough brand colour as the primary shade", () => {
    const palette = brandPalette("#0f5132");
    expect(palette?.[700]).toBe("#0f5132");
  });

  it("darkens a light brand colour until white text on the primary shades passes WCAG AA", () => {
    for (const color of ["#ffd400", "#7dd3fc", "#ff8800", "#00ff00", "#ffffff", "#e11d48"]) {
      const palette = brandPalette(color);
      if (!palette) throw new Error("no palette");
      expect(contrastWithWhite(palette[600])).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(palette[700])).toBeGreaterThanOrEqual(5.5);
      expect(contrastWithWhite(palette[800])).toBeGreaterThanOrEqual(7.5);
      // the text shades stay readable on the pale backgrounds (active nav item, chips)
      const pale = parseHexColor(palette[50]);
      const text = parseHexColor(palette[800]);
      if (!pale || !text) throw new Error("bad shade");
      expect(contrastRatio(text, pale)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("orders the shades from light to dark", () => {
    const palette = brandPalette("#3b82f6");
    if (!palette) throw new Error("no palette");
    const ratios = BRAND_SHADES.map((shade) => contrastWithWhite(palette[shade]));
    for (let i = 1; i < ratios.length; i += 1) expect(ratios[i]).toBeGreaterThanOrEqual(ratios[i - 1] ?? 0);
  });

  it("refuses what is not a hex colour, and accepts the short form", () => {
    expect(brandPalette("red")).toBeNull();
    expect(brandPalette("#12345")).toBeNull();
    expect(brandCssVariables("url(javascript:x)")).toBeNull();
    expect(brandCssVariables("#abc")?.["--partner-brand"]).toBe("#aabbcc");
    expect(Object.keys(brandCssVariables("#1d4ed8") ?? {})).toContain("--color-brand-700");
  });
});
