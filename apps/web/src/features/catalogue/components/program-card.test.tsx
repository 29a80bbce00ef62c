import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { programCard } from "../../../test/fixtures";
import { renderWithRouter } from "../../../test/render";
import { ProgramCard } from "./program-card";

describe("ProgramCard", () => {
  it("is one link to the programme page with its name, creator, rating and Rupiah price", () => {
    renderWithRouter(<ProgramCard program={programCard({ price: 150000, price_normal: 150000 })} />);
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("/program/belajar-excel-dasar");
    expect(link.textContent).toContain("Belajar Excel Dasar untuk Pemula");
    expect(link.textContent).toContain("Lembaga Kursus Maju");
    expect(screen.getByText("Rp150.000")).toBeTruthy();
    expect(screen.getByText("Rating 4,8 dari 5, 120 ulasan")).toBeTruthy();
    expect(screen.getByText("Karirmu")).toBeTruthy();
    expect(screen.queryByText("Gratis")).toBeNull();
  });

  it("shows 'Gratis' for price 0", () => {
    renderWithRouter(<ProgramCard program={programCard({ price: 0, price_normal: 0 })} />);
    expect(screen.getByText("Gratis")).toBeTruthy();
    expect(screen.queryByText(/Rp/)).toBeNull();
  });

  it("strikes through a higher normal price", () => {
    renderWithRouter(<ProgramCard program={programCard({ price: 99000, price_normal: 250000 })} />);
    const struck = document.querySelector("s");
    expect(struck?.textContent).toContain("Rp250.000");
    expect(screen.getByText("Rp99.000")).toBeTruthy();
  });

  it("draws a cover with the category initial when there is no image, and uses the image when there is", () => {
    const { unmount } = renderWithRouter(<ProgramCard program={programCard({ avatar: null })} />);
    expect(screen.getByTestId("generated-cover").textContent).toBe("K");
    expect(document.querySelector("img")).toBeNull();
    unmount();
    renderWithRouter(<ProgramCard program={programCard({ avatar: "/uploads/excel.png" })} variant="row" />);
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/uploads/excel.png");
  });

  it("says when nobody has rated yet", () => {
    renderWithRouter(<ProgramCard program={programCard({ rating: 0, reviewers: 0 })} />);
    expect(screen.getByText("Belum ada ulasan")).toBeTruthy();
  });
});
