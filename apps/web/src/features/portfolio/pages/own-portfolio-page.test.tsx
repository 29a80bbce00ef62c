import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meAnswer, meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import type { PortfolioSource, PortfolioView } from "../api";
import { itemFixture, viewFixture } from "../test-data";
import { OwnPortfolioPage } from "./own-portfolio-page";

afterEach(() => vi.unstubAllGlobals());

function setUp(view: PortfolioView, sources: PortfolioSource[] = []) {
  setSessionCookie(5);
  const mock = mockFetch({
    "/api/auth/me-v2": meAnswer(meUserFixture()),
    "/api/portofolio/view/5": () => ({ body: envelope(view) }),
    "/api/portofolio/manage/sources": () => ({ body: envelope({ sources }) }),
    "/api/portofolio/manage/item": () => ({ body: envelope({ item: itemFixture() }) }),
    "/api/portofolio/manage/item/11": () => ({ body: envelope({ id: 11 }) }),
    "/api/portofolio/manage/header": () => ({ body: envelope({ header: view.header }) }),
  });
  vi.stubGlobal("fetch", mock.fn);
  renderWithRouter(<OwnPortfolioPage />, { initialEntry: "/profile" });
  return mock;
}

const bodyOf = (mock: ReturnType<typeof mockFetch>, path: string) =>
  mock.calls
    .filter((c) => c.url.pathname === path)
    .map((c) => ({ method: c.init?.method, body: JSON.parse(String(c.init?.body ?? "null")) }));

describe("OwnPortfolioPage (/profile)", () => {
  it("the profile card, the header form and every item with its publish switch", async () => {
    const mock = setUp(
      viewFixture({ items: [itemFixture(), itemFixture({ id: 12, caption: "Draf Esai", is_publish: false })] }),
    );
    expect(await screen.findByRole("heading", { name: "Siti Rahma", level: 1 })).toBeTruthy();
    expect(screen.getByText("@siti")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lihat Profil Publik" }).getAttribute("href")).toBe("/u/siti/portofolio");
    expect((screen.getByLabelText("Deskripsi") as HTMLTextAreaElement).value).toBe("Pelajar yang suka menulis.");
    expect(screen.getByRole("link", { name: "Rencana Belajar Mingguan" }).getAttribute("href")).toBe(
      "/portofolio/aktivitas/3/11",
    );
    const draft = screen.getByRole("switch", { name: "Publikasikan Draf Esai" }) as HTMLInputElement;
    expect(draft.checked).toBe(false);
    await userEvent.setup().click(draft);
    await waitFor(() =>
      expect(bodyOf(mock, "/api/portofolio/manage/item").at(-1)?.body).toMatchObject({ id: 12, is_publish: true }),
    );
  });

  it("refuses a link that is not http(s) in Indonesian, without calling the API", async () => {
    const mock = setUp(viewFixture());
    const user = userEvent.setup();
    const url = await screen.findByLabelText("Tautan karya (opsional)");
    await user.clear(url);
    await user.type(url, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(
      await screen.findByText("Tautan harus berupa alamat lengkap yang diawali http:// atau https://"),
    ).toBeTruthy();
    expect(document.activeElement).toBe(url);
    expect(bodyOf(mock, "/api/portofolio/manage/header")).toEqual([]);
    await user.clear(url);
    await user.type(url, "https://contoh.com/baru");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await waitFor(() =>
      expect(bodyOf(mock, "/api/portofolio/manage/header")[0]?.body).toMatchObject({
        id: 2,
        content_url: "https://contoh.com/baru",
        is_publish: true,
      }),
    );
    expect(await screen.findByText("Perubahan data profil berhasil disimpan")).toBeTruthy();
  });

  it("empty: adds an item from a finished activity", async () => {
    const source: PortfolioSource = {
      attempt_id: 31,
      user_activity_id: null,
      kind: "file",
      program: { id: 3, name: "Cara Belajar Efektif", slug: "cara-belajar-efektif" },
      activity: { id: 22, title: "Unggah Poster" },
      finished_at: "2026-11-20T03:00:00.000Z",
      score: null,
    };
    const mock = setUp(viewFixture({ items: [], header: null }), [source]);
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Belum ada karya di portofolio Anda" })).toBeTruthy();
    expect(screen.getByText("Portofolio Anda belum ditampilkan di profil publik.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Tambah Item" }));
    const dialog = await screen.findByRole("dialog", { name: "Tambah Item Portofolio" });
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(within(dialog).getByText("Pilih satu aktivitas terlebih dahulu")).toBeTruthy();
    await user.click(await within(dialog).findByRole("radio", { name: /Unggah Poster/ }));
    expect((within(dialog).getByLabelText("Judul") as HTMLInputElement).value).toBe("Unggah Poster");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await waitFor(() =>
      expect(bodyOf(mock, "/api/portofolio/manage/item")[0]?.body).toEqual({
        caption: "Unggah Poster",
        description: "",
        is_publish: true,
        attempt_id: 31,
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("edits an item (an empty caption is refused) and removes one after confirming", async () => {
    const mock = setUp(viewFixture());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Ubah Rencana Belajar Mingguan" }));
    const dialog = await screen.findByRole("dialog", { name: "Ubah Item Portofolio" });
    const caption = within(dialog).getByLabelText("Judul");
    await user.clear(caption);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(within(dialog).getByText("Judul item wajib diisi")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Batal" }));

    await user.click(screen.getByRole("button", { name: "Hapus Rencana Belajar Mingguan" }));
    const confirm = await screen.findByRole("dialog", { name: "Hapus item ini?" });
    await user.click(within(confirm).getByRole("button", { name: "Hapus" }));
    await waitFor(() => expect(bodyOf(mock, "/api/portofolio/manage/item/11")[0]?.method).toBe("DELETE"));
  });

  it("a failed load says so in Indonesian and can be retried", async () => {
    setSessionCookie(5);
    vi.stubGlobal(
      "fetch",
      mockFetch({
        "/api/auth/me-v2": meAnswer(meUserFixture()),
        "/api/portofolio/view/5": () => ({ status: 500, body: { status: 500, message: "Galat", data: null } }),
      }).fn,
    );
    renderWithRouter(<OwnPortfolioPage />, { initialEntry: "/profile" });
    expect(await screen.findByText("Portofolio tidak dapat dimuat saat ini. Silakan coba lagi.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Coba Lagi" })).toBeTruthy();
  });
});
