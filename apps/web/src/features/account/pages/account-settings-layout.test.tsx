import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render";
import { AccountSettingsLayout } from "./account-settings-layout";

const routes = [
  {
    path: "/account",
    Component: AccountSettingsLayout,
    children: [
      { index: true, element: <h1>Profil</h1> },
      { path: "password", element: <h1>Kata Sandi</h1> },
    ],
  },
];

describe("AccountSettingsLayout", () => {
  it("puts a settings page beside the side menu, its own entry marked, with the way back on a phone", async () => {
    renderRoutes(routes, "/account/password");
    expect(await screen.findByRole("heading", { name: "Kata Sandi" })).toBeTruthy();
    const menu = screen.getByRole("navigation", { name: "Pengaturan Akun" });
    const current = within(menu).getByRole("link", { name: "Kata Sandi" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(within(menu).getByRole("link", { name: "Data Diri" }).getAttribute("href")).toBe("/account/personal");
    expect(screen.getByRole("link", { name: /Pengaturan Akun/ }).getAttribute("href")).toBe("/account");
  });

  it("leaves /account itself alone: its list of sections is the menu there", async () => {
    renderRoutes(routes, "/account");
    expect(await screen.findByRole("heading", { name: "Profil" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pengaturan Akun" })).toBeNull();
  });
});
