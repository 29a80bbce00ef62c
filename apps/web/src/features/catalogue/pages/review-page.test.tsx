import type { ReviewDetail } from "@app/domain/catalogue/contracts";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { ReviewPage } from "./review-page";

const review: ReviewDetail = {
  id: 7,
  name: "Rafi Pratama",
  avatar: null,
  rating: 5,
  comment: "Worth it banget!",
  created_at: "2026-01-15T20:00:00.000Z",
  program: {
    id: 3,
    name: "Matematika Asyik Kelas 4 SD",
    slug: "matematika-asyik-kelas-4-sd",
    category_name: "KELASMU",
    avatar: null,
    rating: 4.8,
    reviewers: 370,
  },
  institution: { name: "SD Cendekia Nusantara", slug: "sd-cendekia", logo: null },
};

function renderPage(id: string) {
  return renderWithRouter(
    <Routes>
      <Route path="/review/:id" element={<ReviewPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { initialEntry: `/review/${id}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("ReviewPage", () => {
  it("shows the review with its date in WIB and the programme's card linking to the programme", async () => {
    vi.stubGlobal("fetch", mockFetch({ "/api/program/review/7": () => ({ body: envelope(review) }) }).fn);
    renderPage("7");
    expect(await screen.findByRole("heading", { level: 1, name: "Ulasan dari Rafi Pratama" })).toBeTruthy();
    expect(screen.getByText("Worth it banget!")).toBeTruthy();
    // 20.00 UTC on the 15th is the 16th in WIB
    expect(screen.getByText("16 Januari 2026")).toBeTruthy();
    expect(screen.getByText("Rating 5 dari 5")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lihat Program" }).getAttribute("href")).toBe(
      "/program/matematika-asyik-kelas-4-sd",
    );
    await waitFor(() => expect(document.title).toBe("Ulasan Rafi Pratama untuk Matematika Asyik Kelas 4 SD - Karirmu"));
  });

  it("an unknown review, or an id that is no number, is not found without a retry", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({
        "/api/program/review/9": () => ({
          status: 404,
          body: { status: 404, message: "Ulasan tidak ditemukan", data: null },
        }),
      }).fn,
    );
    renderPage("9");
    expect(await screen.findByRole("heading", { level: 1, name: "Ulasan tidak ditemukan" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
    expect(screen.getByRole("link", { name: "Jelajahi Program" })).toBeTruthy();
  });

  it("a failure offers to try again", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({ "/api/program/review/8": () => ({ status: 500, body: { status: 500, message: "", data: null } }) })
        .fn,
    );
    renderPage("8");
    expect(await screen.findByRole("button", { name: "Coba Lagi" })).toBeTruthy();
    expect(screen.getByText("Ulasan gagal dimuat. Silakan coba lagi.")).toBeTruthy();
  });
});
