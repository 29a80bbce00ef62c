import { LEARNING_LEVELS } from "@app/domain/catalogue/learning-levels";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { ExploreMenu } from "./explore-menu";
import { LearningLevelMenu } from "./learning-level-menu";
import { WorkCardMenu } from "./work-card-menu";

function hrefs(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole("link")
    .map((a) => a.getAttribute("href") ?? "");
}

describe("home menus", () => {
  it("the learning-level menu links every level and year under /jenjang", () => {
    renderWithRouter(<LearningLevelMenu />);
    const menu = screen.getByRole("navigation", { name: "Menu jenjang belajar" });
    const expected = LEARNING_LEVELS.flatMap((level) => [
      `/jenjang/${level.slug}`,
      ...level.years.map((y) => `/jenjang/${level.slug}/${y.slug}`),
    ]);
    expect(new Set(hrefs(menu))).toEqual(new Set(expected));

    const paud = within(menu).getByRole("list", { name: "Usia dan kelas PAUD" });
    expect(
      within(paud)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Usia 2-3 Tahun", "Usia 4-6 Tahun", "TK A", "TK B"]);
    const sma = within(menu).getByRole("list", { name: "Kelas SMA/SMK" });
    expect(
      within(sma)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Kelas 10", "Kelas 11", "Kelas 12"]);
    for (const name of ["Mahasiswa", "Orangtua", "Guru", "Profesional"]) {
      expect(within(menu).getByRole("link", { name }).getAttribute("href")).toBe(`/jenjang/${name.toLowerCase()}`);
    }
    const types = within(menu).getByRole("list", { name: "Daftar jenis lembaga" });
    expect(within(types).getByRole("link", { name: "Perguruan Tinggi" }).getAttribute("href")).toBe(
      "/jenjang/lembaga/perguruan-tinggi",
    );
  });

  it("the work-card menu has Kartu Prakerja, Mitra Kolaborasi, Panduan Prakerja and Kelas Prakerja", () => {
    renderWithRouter(<WorkCardMenu />);
    const menu = screen.getByRole("navigation", { name: "Menu Kartu Prakerja" });
    expect(within(menu).getAllByRole("link")).toHaveLength(4);
    for (const [name, href] of [
      ["Kartu Prakerja", "/kartuprakerja"],
      ["Mitra Kolaborasi", "/mitra-kolaborasi"],
      ["Panduan Prakerja", "/panduan-prakerja"],
      ["Kelas Prakerja", "/program?category=PRAKERJA"],
    ] as const) {
      const link = within(menu).getByRole("link", { name });
      expect(link.getAttribute("href")).toBe(href);
      // the name is the label alone; the description is read as the link's description
      expect(link.getAttribute("aria-describedby")).toBeTruthy();
    }
  });

  it("the explore menu leads to the class, career and curated pages", () => {
    renderWithRouter(<ExploreMenu />);
    expect(hrefs(screen.getByRole("navigation", { name: "Kelasmu untuk" }))).toEqual([
      "/kelasmu/pelajar",
      "/kelasmu/mahasiswa",
      "/kelasmu/guru",
      "/kelasmu/orangtua",
      "/program?category=KELASMU",
    ]);
    expect(hrefs(screen.getByRole("navigation", { name: "Bidang Karirmu" }))).toContain("/karirmu/layanan-perawatan");
    expect(hrefs(screen.getByRole("navigation", { name: "Program Pilihan" }))).toContain("/program-pilihan");
  });
});
