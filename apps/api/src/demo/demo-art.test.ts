import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { coverSvg, DEMO_COVER_BASE, DEMO_LOGO_BASE, demoArtFiles, logoSvg, monogramOf, motifOf } from "./demo-art";
import { DEMO_INSTITUTIONS } from "./demo-content";

const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../../web/public");

describe("demo covers and logos (issue 23)", () => {
  it("are committed exactly as the generator draws them (npm run demo-art -w @app/api), and nothing else", () => {
    const files = demoArtFiles();
    for (const file of files) {
      expect(readFileSync(join(PUBLIC_DIR, file.path), "utf8"), file.path).toBe(`${file.svg}\n`);
    }
    const committed = [
      ...readdirSync(join(PUBLIC_DIR, DEMO_COVER_BASE)).map((f) => `${DEMO_COVER_BASE}/${f}`),
      ...readdirSync(join(PUBLIC_DIR, DEMO_LOGO_BASE)).map((f) => `${DEMO_LOGO_BASE}/${f}`),
    ];
    expect(committed.sort()).toEqual(files.map((f) => f.path).sort());
  });

  it("are small SVGs with a size of their own (no layout shift) and load nothing from elsewhere", () => {
    for (const { path, svg } of demoArtFiles()) {
      expect(svg.length, path).toBeLessThan(3000);
      expect(svg, path).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[^"]+" width="\d+" height="\d+">/,
      );
      expect(svg, path).not.toMatch(/href|<script|<image|url\((?!#)/);
    }
  });

  it("draws the subject: a spreadsheet for Excel, a chart for marketing, code for programming, a book by default", () => {
    const program = (name: string, topic = "", tags: string[] = []) => ({ name, topic, tags });
    expect(motifOf(program("Dasar Analisis Data dengan Excel", "analisis data"))).toBe("sheet");
    expect(motifOf(program("Digital Marketing untuk UMKM", "pemasaran digital"))).toBe("chart");
    expect(motifOf(program("Dasar Pemrograman Web dengan JavaScript", "pemrograman web"))).toBe("code");
    expect(motifOf(program("Perawatan Lansia untuk Caregiver", "perawatan lansia"))).toBe("health");
    expect(motifOf(program("Biologi Sel dan Jaringan SMA", "sel dan jaringan makhluk hidup"))).toBe("science");
    expect(motifOf(program("Kurikulum Merdeka untuk Guru SD", "perencanaan pembelajaran"))).toBe("book");
    const a = coverSvg(program("Excel"), "KELASMU", "a");
    expect(coverSvg(program("Excel"), "KELASMU", "a")).toBe(a);
    expect(coverSvg(program("Excel"), "PRAKERJA", "a")).not.toBe(a);
  });

  it("gives every institution an emblem of its own: no two alike, initials that tell the schools apart", () => {
    const logos = DEMO_INSTITUTIONS.map((i, index) => logoSvg(i.name, index, i.brandColor));
    expect(new Set(logos).size).toBe(logos.length);
    expect(monogramOf("SMA Cendekia Nusantara")).toBe("SMA");
    expect(monogramOf("SD Cendekia Nusantara")).toBe("SD");
    expect(monogramOf("PT Solusi Data Indonesia")).toBe("SDI");
    expect(monogramOf("Lembaga Pelatihan Digital Maju")).toBe("LPD");
  });

  it("puts no markup of a name or colour into an emblem", () => {
    expect(monogramOf('<script> & "Co" Akademi')).toBe("SC");
    const svg = logoSvg("<b>Akademi</b> & Mitra", 0, 'red"/><script>alert(1)</script>');
    expect(svg).not.toMatch(/<script|<b>|&(?!#)/);
    expect(svg.match(/<svg/g)).toHaveLength(1);
  });
});
