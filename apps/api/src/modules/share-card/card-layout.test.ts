import { describe, expect, it } from "vitest";
import {
  cardBrandColor,
  cleanText,
  contrastWithWhite,
  DEFAULT_BRAND_COLOR,
  initialsOf,
  institutionCardLayout,
  type ProgramCardData,
  priceTexts,
  programCardLayout,
  ratingText,
  SITE_TAGLINE,
  siteCardLayout,
  textsOf,
} from "./card-layout";

const program: ProgramCardData = {
  name: "Dasar Analisis Data dengan Excel",
  institutionName: "PT Solusi Data Indonesia",
  logo: null,
  cover: null,
  category: "Karirmu",
  rating: 4.66,
  reviewers: 1234,
  price: 150_000,
  priceNormal: 250_000,
  brandColor: null,
  brandName: "Karirmu",
};

describe("programCardLayout", () => {
  it("draws the name, institution, rating in Indonesian numbers, the final price and the struck normal price", () => {
    const texts = textsOf(programCardLayout(program));
    expect(texts).toEqual(
      expect.arrayContaining([
        "Dasar Analisis Data dengan Excel",
        "PT Solusi Data Indonesia",
        "★",
        "4,7 · 1.234 ulasan",
        "Rp150.000",
        "Rp250.000",
        "Karirmu",
      ]),
    );
    expect(JSON.stringify(programCardLayout(program))).toContain('"textDecoration":"line-through"');
  });

  it("a free programme reads 'Gratis'; one without reviews 'Belum ada ulasan' and no star; no discount, no struck price", () => {
    const texts = textsOf(programCardLayout({ ...program, price: 0, priceNormal: 0, reviewers: 0, rating: 0 }));
    expect(texts).toContain("Gratis");
    expect(texts).toContain("Belum ada ulasan");
    expect(texts).not.toContain("★");
    expect(texts.filter((text) => text.startsWith("Rp"))).toEqual([]);
  });

  it("clamps the name to three lines and embeds the logo and cover only when given", () => {
    const tree = JSON.stringify(programCardLayout({ ...program, logo: "data:image/png;base64,AA==", cover: null }));
    expect(tree).toContain('"lineClamp":3');
    expect(tree.match(/data:image\/png;base64,AA==/g)).toHaveLength(2); // the small logo and the panel's large one
    const initials = textsOf(programCardLayout(program));
    expect(initials).toContain("PS");
  });

  it("uses the institution's colour, darkened to pass AA with white, else the product's blue", () => {
    expect(JSON.stringify(programCardLayout(program))).toContain(DEFAULT_BRAND_COLOR);
    const yellow = cardBrandColor("#ffff00");
    expect(contrastWithWhite(yellow)).toBeGreaterThanOrEqual(4.5);
    expect(JSON.stringify(programCardLayout({ ...program, brandColor: "#ffff00" }))).toContain(yellow);
    expect(cardBrandColor("#0f766e")).toBe("#0f766e");
    expect(cardBrandColor("not a colour")).toBe(DEFAULT_BRAND_COLOR);
  });
});

describe("institutionCardLayout", () => {
  it("draws the name, the group and the number of programmes on the brand colour", () => {
    const tree = institutionCardLayout({
      name: "Universitas Nusantara",
      logo: null,
      group: "Perguruan Tinggi",
      programCount: 1250,
      brandColor: "#7c3aed",
      brandName: "Karirmu",
    });
    const texts = textsOf(tree);
    expect(texts).toEqual(
      expect.arrayContaining(["Universitas Nusantara", "Perguruan Tinggi", "1.250 program", "Karirmu", "UN"]),
    );
    expect(JSON.stringify(tree)).toContain("#7c3aed");
  });
});

describe("siteCardLayout", () => {
  it("draws the brand name, the line and the kinds of partners, with the logo mark on the product's blue", () => {
    const tree = siteCardLayout({
      brandName: "Kelasku",
      tagline: SITE_TAGLINE,
      groups: ["Sekolah", "Perguruan Tinggi", "Industri"],
    });
    expect(textsOf(tree)).toEqual([
      "Kelasku",
      "Program belajar, kelas, ujian, dan pelatihan karier dari mitra terpercaya",
      "Sekolah",
      "Perguruan Tinggi",
      "Industri",
    ]);
    const json = JSON.stringify(tree);
    expect(json).toContain(DEFAULT_BRAND_COLOR);
    // the mark twice (beside the name, large on the panel): the favicon's K path on a blue rounded square
    const marks = json.match(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g) ?? [];
    expect(marks).toHaveLength(2);
    const svg = Buffer.from(marks[0]?.split(",")[1] ?? "", "base64").toString("utf8");
    expect(svg).toContain('d="M10 8v16M10 16l9-8M13 14l7 10"');
    expect(svg).toContain('rx="8" fill="#1d4ed8"');
  });
});

describe("texts", () => {
  it("cleanText drops control and format characters, collapses spaces, leaves out what the font lacks, shortens", () => {
    expect(cleanText("  Kelas\u0007  \u202Eevil\u202C\n\tA  ", 50)).toBe("Kelas evil A");
    expect(cleanText("Kopi 😀 enak", 50, (cp) => cp < 0x2000)).toBe("Kopi enak");
    expect(cleanText("<b>Tebal</b> &amp;", 50)).toBe("<b>Tebal</b> &amp;");
    expect(cleanText("abcdefghij", 5)).toBe("abcd…");
    expect(cleanText("Café", 10)).toBe("Café".normalize("NFC"));
  });

  it("ratingText, priceTexts and initialsOf write what the web app writes", () => {
    expect(ratingText(4.25, 7)).toBe("4,3 · 7 ulasan");
    expect(ratingText(5, 0)).toBe("Belum ada ulasan");
    expect(priceTexts(99_000, 150_000)).toEqual({ price: "Rp99.000", normal: "Rp150.000" });
    expect(priceTexts(150_000, 100_000)).toEqual({ price: "Rp150.000", normal: null });
    expect(priceTexts(0, 50_000)).toEqual({ price: "Gratis", normal: "Rp50.000" });
    expect(initialsOf("sma cendekia nusantara")).toBe("SC");
    expect(initialsOf("(Lembaga) 'Ālam'")).toBe("LĀ");
    expect(initialsOf("   ")).toBe("?");
  });
});
