import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { AppLink } from "./app-link";

function Links() {
  return (
    <>
      <AppLink to="/program/belajar-excel">Program</AppLink>
      <AppLink to="/program?search=excel">Cari</AppLink>
      <AppLink to="/checkout">Bayar</AppLink>
      <AppLink to="/mitra/lembaga-maju">Mitra</AppLink>
    </>
  );
}

describe("AppLink ref carry-over", () => {
  it("keeps the ref of the current page on links to ordinary pages", () => {
    renderWithRouter(<Links />, { initialEntry: "/?ref=promo-juni" });
    expect(screen.getByRole("link", { name: "Program" }).getAttribute("href")).toBe(
      "/program/belajar-excel?ref=promo-juni",
    );
    expect(screen.getByRole("link", { name: "Cari" }).getAttribute("href")).toBe(
      "/program?search=excel&ref=promo-juni",
    );
  });

  it("drops it on links into /checkout and the excluded areas", () => {
    renderWithRouter(<Links />, { initialEntry: "/?ref=promo-juni" });
    expect(screen.getByRole("link", { name: "Bayar" }).getAttribute("href")).toBe("/checkout");
    expect(screen.getByRole("link", { name: "Mitra" }).getAttribute("href")).toBe("/mitra/lembaga-maju");
  });

  it("adds nothing when the current page has no ref", () => {
    renderWithRouter(<Links />, { initialEntry: "/" });
    expect(screen.getByRole("link", { name: "Program" }).getAttribute("href")).toBe("/program/belajar-excel");
  });

  it("navigates with the ref on", async () => {
    renderWithRouter(<Links />, { initialEntry: "/?ref=promo-juni" });
    await userEvent.click(screen.getByRole("link", { name: "Program" }));
    expect(screen.getByTestId("location").textContent).toBe("/program/belajar-excel?ref=promo-juni");
  });
});
