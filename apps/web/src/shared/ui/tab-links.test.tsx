import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { TabLinks } from "./tab-links";

const TABS = [
  { key: "all", label: "Semua", to: "/mitra/all" },
  { key: "sekolah", label: "Sekolah", to: "/mitra/sekolah" },
  { key: "menunggu", label: "Menunggu", to: { search: "?status=menunggu" } },
];

describe("TabLinks", () => {
  it("is a named navigation of links, the current tab marked as the page shown", () => {
    renderWithRouter(
      <TabLinks label="Kelompok mitra" tabs={TABS.map((tab) => ({ ...tab, current: tab.key === "sekolah" }))} />,
      { initialEntry: "/mitra/sekolah" },
    );
    const nav = screen.getByRole("navigation", { name: "Kelompok mitra" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Semua", "/mitra/all"],
      ["Sekolah", "/mitra/sekolah"],
      ["Menunggu", "/mitra/sekolah?status=menunggu"],
    ]);
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, "page", null]);
  });

  it("goes to a tab's address when it is followed", async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(
      <TabLinks label="Kelompok mitra" tabs={TABS.map((tab) => ({ ...tab, current: tab.key === "all" }))} />,
      { initialEntry: "/mitra/all" },
    );
    await user.click(screen.getByRole("link", { name: "Sekolah" }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/mitra/sekolah");
  });
});
