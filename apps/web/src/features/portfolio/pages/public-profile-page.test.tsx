import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { itemAnswerFixture, itemFixture, viewFixture } from "../test-data";
import { PublicItemPage } from "./portfolio-item-page";
import { PublicProfilePage } from "./public-profile-page";

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  return renderWithRouter(
    <Routes>
      <Route path="/u/:username/:type" element={<PublicProfilePage />} />
      <Route path="/u/:username/aktivitas/:id/:itemId" element={<PublicItemPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { initialEntry: path },
  );
}

function answers(view = viewFixture()) {
  return mockFetch({
    "/api/user/public/get/siti": () => ({ body: envelope({ user: view.user }) }),
    "/api/portofolio/view/5": () => ({ body: envelope(view) }),
    "/api/portofolio/detail/11": () => ({ body: envelope(itemAnswerFixture()) }),
  });
}

describe("PublicProfilePage (/u/{username}/{type})", () => {
  it("a visitor sees the profile card, the header and the published items, in public mode", async () => {
    const mock = answers();
    vi.stubGlobal("fetch", mock.fn);
    renderAt("/u/siti/portofolio");
    expect(await screen.findByRole("heading", { name: "Siti Rahma", level: 1 })).toBeTruthy();
    expect(screen.getByText("1 Karya · 1 Sertifikat")).toBeTruthy();
    expect(screen.getByText("Pelajar yang suka menulis.")).toBeTruthy();
    const link = screen.getByRole("link", { name: "https://contoh.com/karya" });
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
    expect(screen.getByRole("link", { name: "Rencana Belajar Mingguan" }).getAttribute("href")).toBe(
      "/u/siti/aktivitas/3/11",
    );
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.getByRole("link", { name: "Portofolio" }).getAttribute("aria-current")).toBe("page");
    expect(mock.calls.find((c) => c.url.pathname === "/api/portofolio/view/5")?.url.searchParams.get("public")).toBe(
      "1",
    );
    await waitFor(() => expect(document.title).toBe("Portofolio Siti Rahma - Karirmu"));
  });

  it("the sertifikat tab lists certificates with their public verification", async () => {
    vi.stubGlobal("fetch", answers().fn);
    renderAt("/u/siti/sertifikat");
    const verify = await screen.findByRole("link", { name: "Verifikasi sertifikat KARIR-2026-000042-7QXM" });
    expect(verify.getAttribute("href")).toBe("/verifikasi-sertifikat/KARIR-2026-000042-7QXM");
  });

  it("an unpublished portfolio: the card and an empty state", async () => {
    vi.stubGlobal("fetch", answers(viewFixture({ header: null, items: [], certificates: [] })).fn);
    renderAt("/u/siti/portofolio");
    expect(await screen.findByRole("heading", { name: "Belum ada karya yang ditampilkan" })).toBeTruthy();
  });

  it("an unknown username: 'Profil tidak ditemukan'", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({
        "/api/user/public/get/siapa": () => ({
          status: 404,
          body: { status: 404, message: "Profil tidak ditemukan", data: null },
        }),
      }).fn,
    );
    renderAt("/u/siapa/portofolio");
    expect(await screen.findByRole("heading", { name: "Profil tidak ditemukan", level: 1 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
    await waitFor(() => expect(document.title).toBe("Profil tidak ditemukan - Karirmu"));
  });

  it("an unknown type goes to /404", async () => {
    vi.stubGlobal("fetch", answers().fn);
    const { router } = renderAt("/u/siti/lainnya");
    await waitFor(() => expect(router.state.location.pathname).toBe("/404"));
  });
});

describe("PublicItemPage (/u/{username}/aktivitas/{id}/{itemId})", () => {
  it("shows what the learner made: the essay, the file to download, the score", async () => {
    vi.stubGlobal("fetch", answers().fn);
    renderAt("/u/siti/aktivitas/3/11");
    expect(await screen.findByRole("heading", { name: "Rencana Belajar Mingguan", level: 1 })).toBeTruthy();
    expect(screen.getByText("Belajar pagi hari.")).toBeTruthy();
    expect(screen.getByText("Nilai 85")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Unduh rencana.pdf" }).getAttribute("href")).toBe(
      "/api/portofolio/file/11/7",
    );
    expect(screen.getByText("Selesai 20 November 2026, 10.00 WIB")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Semua karya dari Cara Belajar Efektif" }).getAttribute("href")).toBe(
      "/u/siti/aktivitas/3",
    );
  });

  it("a scored quiz without essays shows its score as the work", async () => {
    const quiz = itemAnswerFixture({ kind: "quiz" });
    quiz.item.work = { ...quiz.item.work, answers: [] };
    vi.stubGlobal("fetch", mockFetch({ "/api/portofolio/detail/11": () => ({ body: envelope(quiz) }) }).fn);
    renderAt("/u/siti/aktivitas/3/11");
    expect(await screen.findByText("Kuis ini dinilai otomatis. Nilai yang diperoleh: 85.")).toBeTruthy();
    expect(screen.queryByText("Hasil karya tidak tersedia.")).toBeNull();
  });

  it("an item under another programme's address, or of another user, is not found", async () => {
    vi.stubGlobal("fetch", answers().fn);
    renderAt("/u/siti/aktivitas/4/11");
    expect(await screen.findByRole("heading", { name: "Item portofolio tidak ditemukan" })).toBeTruthy();
  });

  it("an unpublished item (404 from the API) is not found", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({
        "/api/portofolio/detail/11": () => ({
          status: 404,
          body: { status: 404, message: "Item portofolio tidak ditemukan", data: null },
        }),
      }).fn,
    );
    renderAt("/u/siti/aktivitas/3/11");
    expect(await screen.findByRole("heading", { name: "Item portofolio tidak ditemukan" })).toBeTruthy();
    expect(itemFixture().id).toBe(11);
  });
});
