import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { setViewportWidth } from "../../test/setup";
import { Navbar } from "./navbar";

describe("Navbar (visitor, desktop)", () => {
  it("shows the logo, Home, Learn and Profile links, search, help and Masuk", () => {
    renderWithRouter(<Navbar />);
    const nav = screen.getByRole("navigation", { name: "Navigasi utama" });
    expect(within(nav).getByRole("link", { name: "Beranda" }).getAttribute("href")).toBe("/");
    expect(within(nav).getByRole("link", { name: "Belajar" }).getAttribute("href")).toBe("/programmu");
    expect(within(nav).getByRole("link", { name: "Profil" }).getAttribute("href")).toBe("/account");
    expect(screen.getByRole("link", { name: /Karirmu, ke Beranda/ }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("searchbox", { name: "Cari program" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Bantuan/ }).getAttribute("href")).toBe("/bantuan");
    expect(screen.getByRole("button", { name: "Masuk" })).toBeTruthy();
  });

  it("opens the login modal titled Masuk from the Masuk button", async () => {
    renderWithRouter(<Navbar />);
    await userEvent.click(screen.getByRole("button", { name: "Masuk" }));
    expect(screen.getByRole("dialog", { name: "Masuk" })).toBeTruthy();
  });

  it("About Us: opens with the keyboard, moves with arrows, closes on Esc back to its button", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    const button = screen.getByRole("button", { name: "Tentang Kami" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Profil Karirmu" })).toBeNull();

    button.focus();
    await user.keyboard("{ArrowDown}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const profile = screen.getByRole("link", { name: "Profil Karirmu" });
    expect(profile.getAttribute("href")).toBe("/profil-karirmu");
    expect(document.activeElement).toBe(profile);

    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Kontak" }));
    expect(screen.getByRole("link", { name: "Kontak" }).getAttribute("href")).toBe("/kontak-karirmu");
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Syarat & Ketentuan" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(profile);

    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Profil Karirmu" })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("About Us: Enter toggles it and following a link closes it", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    const button = screen.getByRole("button", { name: "Tentang Kami" });
    button.focus();
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("link", { name: "Kebijakan Privasi" }));
    expect(screen.getByTestId("location").textContent).toBe("/kebijakan-privasi");
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("Navbar (visitor, under 1024 px)", () => {
  it("is the compact bar: the burger opens a menu with the same links", async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    expect(screen.queryByRole("navigation", { name: "Navigasi utama" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Buka menu" }));
    const menu = screen.getByRole("dialog", { name: "Menu" });
    expect(within(menu).getByRole("link", { name: "Belajar" }).getAttribute("href")).toBe("/programmu");
    expect(within(menu).getByRole("link", { name: "Profil Karirmu" }).getAttribute("href")).toBe("/profil-karirmu");
    expect(within(menu).getByRole("link", { name: "Karirmu" }).getAttribute("href")).toBe("/program?category=KARIRMU");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });

  it("the search toggle reveals a search box that submits", async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderWithRouter(<Navbar />);
    expect(screen.queryByRole("searchbox")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cari program" }));
    await user.type(screen.getByRole("searchbox", { name: "Cari program" }), "desain{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("/program?search=desain");
    expect(screen.queryByRole("searchbox")).toBeNull();
  });
});
