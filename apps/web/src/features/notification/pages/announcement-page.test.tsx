import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { announcementFixture, NOTIFICATION_PATHS } from "../test-fixtures";
import { AnnouncementPage } from "./announcement-page";

function renderPage(slug = "jadwal-sesi-langsung") {
  setSessionCookie();
  return renderWithRouter(
    <Routes>
      <Route path="/pengumuman/:slug" element={<AnnouncementPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { initialEntry: `/pengumuman/${slug}` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("AnnouncementPage", () => {
  it("shows the title, the programme linking to it, the author, the date in WIB and the body", async () => {
    const fake = mockFetch({
      [NOTIFICATION_PATHS.announcement("jadwal-sesi-langsung")]: () => ({
        body: envelope({
          announcement: announcementFixture({
            body: '<p>Sesi langsung pindah ke <strong>hari Kamis</strong>.</p><img src="x" onerror="alert(1)">',
          }),
        }),
      }),
    });
    vi.stubGlobal("fetch", fake.fn);
    renderPage();
    const heading = await screen.findByRole("heading", { name: "Jadwal sesi langsung minggu depan", level: 1 });
    expect(heading).toBeTruthy();
    expect(screen.getByRole("link", { name: "Belajar Excel Dasar untuk Pemula" }).getAttribute("href")).toBe(
      "/program/belajar-excel-dasar",
    );
    expect(screen.getByText("Jumat, 20 November 2026, 10.00 WIB")).toBeTruthy();
    expect(screen.getByText(/oleh Rina Fasilitator/)).toBeTruthy();
    expect(screen.getByText("hari Kamis").tagName).toBe("STRONG");
    // sanitised: the handler is gone
    expect(document.querySelector("[onerror]")).toBeNull();
    await waitFor(() => expect(document.title).toBe("Jadwal sesi langsung minggu depan - Karirmu"));
  });

  it("an unknown announcement reads 'Pengumuman tidak ditemukan'", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({
        [NOTIFICATION_PATHS.announcement("hilang")]: () => ({
          status: 404,
          body: { status: 404, message: "Pengumuman tidak ditemukan", data: null },
        }),
      }).fn,
    );
    renderPage("hilang");
    expect(await screen.findByRole("heading", { name: "Pengumuman tidak ditemukan", level: 1 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lihat semua notifikasi" }).getAttribute("href")).toBe("/notifikasi");
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
  });

  it("a refusal shows the server's words with 'Coba Lagi'", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({
        [NOTIFICATION_PATHS.announcement("jadwal-sesi-langsung")]: () => ({
          status: 403,
          body: { status: 403, message: "Anda bukan peserta program ini", data: null },
        }),
      }).fn,
    );
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toBe("Anda bukan peserta program ini");
    expect(screen.getByRole("button", { name: "Coba Lagi" })).toBeTruthy();
  });
});
