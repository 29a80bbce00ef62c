import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../test/render";
import { Footer } from "./footer";

afterEach(() => {
  vi.useRealTimers();
});

describe("Footer", () => {
  it("has the six sections with links into the route table", () => {
    renderWithRouter(<Footer />);
    for (const heading of ["Tentang Kami", "Tentang Prakerja", "Produk Kami", "Bantuan", "Lainnya", "Keamanan"]) {
      expect(screen.getByRole("heading", { name: heading })).toBeTruthy();
    }
    expect(screen.getByRole("link", { name: "Profil Karirmu" }).getAttribute("href")).toBe("/profil-karirmu");
    expect(screen.getByRole("link", { name: "Kontak" }).getAttribute("href")).toBe("/kontak-karirmu");
    expect(screen.getByRole("link", { name: "Karirmu" }).getAttribute("href")).toBe("/program?category=KARIRMU");
  });

  it("shows the current year in the copyright line, the company and the badges", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-03-01T10:00:00+07:00"));
    renderWithRouter(<Footer />);
    expect(screen.getByText("© 2031 Karirmu")).toBeTruthy();
    expect(screen.getByText("PT Karir Edukasi Nusantara")).toBeTruthy();
    expect(screen.getByText("ISO/IEC 27001")).toBeTruthy();
  });

  it("links the social accounts in a new tab with a name and rel=noopener", () => {
    renderWithRouter(<Footer />);
    for (const name of ["Instagram", "YouTube", "TikTok", "LinkedIn", "Facebook"]) {
      const link = screen.getByRole("link", { name: new RegExp(`^${name} Karirmu`) });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
  });
});
