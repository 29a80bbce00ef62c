import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import type { MyAddon } from "../api";
import { AddonPage } from "./addon-page";

function addon(overrides: Partial<MyAddon> = {}): MyAddon {
  return {
    addon_user_id: 5,
    title: "Topik Lanjutan: Proyek Figma",
    description: "Latihan desain antarmuka dengan umpan balik fasilitator.",
    bought_at: "2026-11-01T03:00:00.000Z",
    program: { id: 4, name: "Desain Grafis dengan Figma", slug: "desain-figma" },
    enrolled: true,
    unlocks: [
      { id: 41, title: "Latihan Komponen", slug: "desain-figma-4-1-latihan", type: "html", completed: true },
      { id: 42, title: "Proyek Akhir", slug: "desain-figma-4-2-proyek", type: "html", completed: false },
    ],
    completed: 1,
    total: 2,
    certificate_number: null,
    can_get_certificate: false,
    ...overrides,
  };
}

function renderPage(addons: MyAddon[]) {
  vi.stubGlobal("fetch", mockFetch({ "/api/addon/my": () => ({ body: envelope({ addons }) }) }).fn);
  return renderWithRouter(
    <Routes>
      <Route path="/addon" element={<AddonPage />} />
    </Routes>,
    { initialEntry: "/addon" },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("AddonPage", () => {
  it("shows each add-on's programme, progress and the activities it unlocks, linked to the study page", async () => {
    renderPage([addon()]);
    const card = await screen.findByRole("article", { name: "Topik Lanjutan: Proyek Figma" });
    expect(within(card).getByRole("link", { name: "Desain Grafis dengan Figma" }).getAttribute("href")).toBe(
      "/program/desain-figma",
    );
    expect(
      within(card).getByRole("progressbar", { name: "1 dari 2 aktivitas selesai" }).getAttribute("aria-valuenow"),
    ).toBe("50");
    expect(within(card).getByRole("link", { name: "Proyek Akhir" }).getAttribute("href")).toBe(
      "/aktivitas/desain-figma-4-2-proyek",
    );
    expect(
      within(card).getByText("Selesaikan semua aktivitas add-on ini untuk mendapatkan sertifikatnya."),
    ).toBeTruthy();
    expect(within(card).queryByRole("link", { name: /Sertifikat/ })).toBeNull();
  });

  it("links the certificate of a finished add-on; a programme not enrolled in shows its activities unlinked", async () => {
    renderPage([
      addon({ completed: 2, can_get_certificate: true, certificate_number: "KARIR-2026-000044-7QXM" }),
      addon({ addon_user_id: 6, title: "Sesi Mentoring", enrolled: false, can_get_certificate: false }),
    ]);
    const finished = await screen.findByRole("article", { name: "Topik Lanjutan: Proyek Figma" });
    const certificate = within(finished).getByRole("link", { name: /Lihat Sertifikat Add-on/ });
    expect(certificate.getAttribute("href")).toBe("/sertifikat/addon/5");
    expect(certificate.getAttribute("target")).toBe("_blank");
    const other = screen.getByRole("article", { name: "Sesi Mentoring" });
    expect(within(other).queryByRole("link", { name: "Proyek Akhir" })).toBeNull();
    expect(within(other).getByText(/belum terdaftar di program ini/)).toBeTruthy();
  });

  it("says so when the learner has no add-on, with the way to their programmes", async () => {
    renderPage([]);
    expect(await screen.findByRole("heading", { name: "Anda belum memiliki add-on" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lihat Programmu" }).getAttribute("href")).toBe("/programmu");
  });
});
