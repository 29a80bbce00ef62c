import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderRoutes } from "../../test/render";
import { appRoutes } from "../router";

const routes = appRoutes();

// The routes load their pages lazily: load them once up front, so the first test does not wait on the transform.
beforeAll(async () => {
  await Promise.all([
    import("../../features/company/pages/privacy-policy-page"),
    import("../../features/company/pages/terms-page"),
    import("../../features/company/pages/contact-page"),
    import("../../features/company/pages/company-profile-page"),
    import("../../features/company/pages/board-page"),
  ]);
});

beforeEach(() => {
  vi.stubGlobal("fetch", mockFetch({}).fn);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("company and legal pages", () => {
  it("the privacy policy follows UU PDP and links each section from its table of contents", async () => {
    renderRoutes(routes, "/kebijakan-privasi");
    expect(await screen.findByRole("heading", { level: 1, name: "Kebijakan Privasi" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Kebijakan Privasi - Karirmu"));
    const toc = screen.getByRole("navigation", { name: "Daftar isi" });
    const links = within(toc).getAllByRole("link");
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const id = link.getAttribute("href")?.slice(1) ?? "";
      expect(document.getElementById(id)?.tagName).toBe("H2");
    }
    const main = screen.getByRole("main");
    expect(within(main).getAllByText(/Undang-Undang Nomor 27 Tahun 2022/).length).toBeGreaterThan(0);
    expect(within(main).getByRole("heading", { name: /Hak Anda sebagai Subjek Data Pribadi/ })).toBeTruthy();
    expect(within(main).getAllByText(/privasi@karirmu\.id/).length).toBeGreaterThan(0);
  });

  it("the terms name the operator and the consumer's way to settle a dispute", async () => {
    renderRoutes(routes, "/syarat-ketentuan");
    expect(await screen.findByRole("heading", { level: 1, name: "Syarat dan Ketentuan" })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getAllByText(/PT Karir Edukasi Nusantara/).length).toBeGreaterThan(0);
    expect(within(main).getByText(/Badan Penyelesaian Sengketa Konsumen/)).toBeTruthy();
  });

  it("the contact page gives address, email and phone, and opens the help site", async () => {
    renderRoutes(routes, "/kontak-karirmu");
    expect(await screen.findByRole("heading", { level: 1, name: "Kontak Karirmu" })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "halo@karirmu.id" }).getAttribute("href")).toBe(
      "mailto:halo@karirmu.id",
    );
    expect(within(main).getByRole("link", { name: "(021) 5010 2026" }).getAttribute("href")).toBe("tel:+622150102026");
    expect(within(main).getByText("Jakarta Selatan 12710")).toBeTruthy();
    const help = within(main).getByRole("link", { name: /Buka Pusat Bantuan/ });
    expect(help.getAttribute("href")).toBe("/bantuan");
    expect(help.getAttribute("target")).toBe("_blank");
  });

  it("the profile and board pages are titled after the brand", async () => {
    const profile = renderRoutes(routes, "/profil-karirmu");
    expect(await screen.findByRole("heading", { level: 1, name: "Profil Karirmu" })).toBeTruthy();
    const offer = screen.getByRole("region", { name: "Yang kami hadirkan" });
    expect(
      within(offer)
        .getByRole("link", { name: /^Karirmu/ })
        .getAttribute("href"),
    ).toBe("/program?category=KARIRMU");
    profile.unmount();
    renderRoutes(routes, "/dewan-karirmu");
    expect(await screen.findByRole("heading", { level: 1, name: "Dewan Karirmu" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Komite Etik dan Pelindungan Data" })).toBeTruthy();
  });

  it.each([
    ["/about", "/profil-karirmu"],
    ["/board-of-school", "/dewan-karirmu"],
    ["/contact?ref=lama", "/kontak-karirmu?ref=lama"],
  ])("the older address %s goes to %s", async (from, to) => {
    const { router } = renderRoutes(routes, from);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to);
  });
});
