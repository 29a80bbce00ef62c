import type { CartCreatorGroup } from "@app/domain/cart/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { demoCart } from "../test-fixtures";
import { CartPage } from "./cart-page";

const GET = "/api/payment/v3/get_cart/";
const DELETE = "/api/payment/v3/delete_cart_item/";

type Answer = { status?: number; body: unknown };

/** The cart calls: get_cart answers `cart` (or the queued answers first), delete removes from it. */
function serve(
  cart: CartCreatorGroup[] = demoCart(),
  { getAnswers = [] as Answer[], deleteAnswer = null as Answer | null } = {},
) {
  let list = cart;
  const queued = [...getAnswers];
  const fake = mockFetch({
    [GET]: () => queued.shift() ?? { body: envelope(list) },
    [DELETE]: () => {
      if (deleteAnswer) return deleteAnswer;
      const body = JSON.parse(String(fake.calls.at(-1)?.init?.body)) as { program_id: number; addon_id?: number };
      list = list
        .map((group) => ({
          ...group,
          programs: group.programs
            .filter((p) => body.addon_id !== undefined || p.id !== body.program_id)
            .map((p) =>
              p.id === body.program_id ? { ...p, addons: p.addons.filter((a) => a.id !== body.addon_id) } : p,
            ),
        }))
        .filter((group) => group.programs.length > 0);
      return { body: { status: 200, message: "Program dihapus dari daftar pilihan", data: list } };
    },
  });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

function renderCart() {
  setSessionCookie();
  return renderWithRouter(<CartPage />, { initialEntry: "/daftar-pilihan" });
}

const checkbox = (name: string | RegExp) => screen.getByRole("checkbox", { name });
const summary = () => screen.getByRole("region", { name: "Ringkasan Pilihan" });
const total = () => within(summary()).getByTestId("cart-total").textContent;
const count = () => within(summary()).getByTestId("cart-count").textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CartPage", () => {
  it("shows a skeleton while the list loads", () => {
    setSessionCookie();
    vi.stubGlobal("fetch", () => new Promise<Response>(() => undefined));
    renderWithRouter(<CartPage />, { initialEntry: "/daftar-pilihan" });
    expect(screen.getByText("Memuat daftar pilihan")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Lanjut ke Pembayaran" })).toBeNull();
  });

  it("groups the programmes by creator, with prices, the enrolled badge and the add-ons", async () => {
    serve();
    renderCart();
    const maju = await screen.findByRole("region", { name: "Lembaga Kursus Maju" });
    const excel = within(maju).getByRole("link", { name: "Belajar Excel Dasar" });
    expect(excel.getAttribute("href")).toBe("/program/belajar-excel-dasar");
    expect(within(maju).getByText("Rp150.000", { exact: false }).closest("s")).toBeTruthy();
    expect(within(maju).getByText("Rp99.000")).toBeTruthy();
    expect(within(maju).getByText("Rp75.000").closest("s")).toBeNull();

    const addons = within(maju).getByRole("list", { name: "Add-on Belajar Excel Dasar" });
    expect(within(addons).getByText("+Rp50.000")).toBeTruthy();
    const soldOut = within(addons).getByRole("checkbox", { name: "Review CV oleh Praktisi" }) as HTMLInputElement;
    expect(soldOut.disabled).toBe(true);
    expect(soldOut.checked).toBe(false);
    expect(soldOut.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(addons).getByText("Kuota habis")).toBeTruthy();

    const unas = screen.getByRole("region", { name: "Universitas Teknologi Nusantara" });
    expect(within(unas).getByText("Sudah terdaftar")).toBeTruthy();
    // the enrolled programme is not bought again: no price of its own
    expect(within(unas).queryByText("Rp200.000")).toBeNull();
    expect(within(unas).getByText("+Rp99.000")).toBeTruthy();

    for (const name of ["Belajar Excel Dasar", "Sesi Konsultasi Privat", "Lembaga Kursus Maju", "Statistika Terapan"]) {
      expect((checkbox(name) as HTMLInputElement).checked).toBe(true);
    }
    for (const name of ["Belajar Excel Dasar", "Sesi Konsultasi Privat", "Review CV oleh Praktisi"]) {
      expect(screen.getByRole("button", { name: `Hapus ${name}` })).toBeTruthy();
    }
    expect(count()).toBe("4");
    expect(total()).toBe("Rp323.000");
  });

  it("changes the total and the creator's box as programmes and add-ons are unticked", async () => {
    serve();
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole("region", { name: "Lembaga Kursus Maju" });

    await user.click(checkbox("Sesi Konsultasi Privat"));
    expect(total()).toBe("Rp273.000");
    expect(count()).toBe("3");
    // an add-on is not a programme: the creator stays chosen
    expect((checkbox("Lembaga Kursus Maju") as HTMLInputElement).checked).toBe(true);

    await user.click(checkbox("Menulis Laporan Bisnis"));
    expect(total()).toBe("Rp198.000");
    expect((checkbox("Lembaga Kursus Maju") as HTMLInputElement).checked).toBe(false);

    // unticking a programme unticks its add-ons; ticking an add-on ticks its programme again
    await user.click(checkbox("Belajar Excel Dasar"));
    expect(total()).toBe("Rp99.000");
    await user.click(checkbox("Sesi Konsultasi Privat"));
    expect((checkbox("Belajar Excel Dasar") as HTMLInputElement).checked).toBe(true);
    expect(total()).toBe("Rp248.000");
  });

  it("chooses all that can be chosen of a creator with its box, never a sold-out add-on", async () => {
    serve();
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole("region", { name: "Lembaga Kursus Maju" });

    await user.click(checkbox("Lembaga Kursus Maju"));
    for (const name of ["Belajar Excel Dasar", "Sesi Konsultasi Privat", "Menulis Laporan Bisnis"]) {
      expect((checkbox(name) as HTMLInputElement).checked).toBe(false);
    }
    expect(total()).toBe("Rp99.000");

    await user.click(checkbox("Lembaga Kursus Maju"));
    for (const name of ["Belajar Excel Dasar", "Sesi Konsultasi Privat", "Menulis Laporan Bisnis"]) {
      expect((checkbox(name) as HTMLInputElement).checked).toBe(true);
    }
    expect((checkbox("Review CV oleh Praktisi") as HTMLInputElement).checked).toBe(false);
    expect(total()).toBe("Rp323.000");
  });

  it("unticks an enrolled programme with its add-on, and the keyboard ticks it again", async () => {
    serve();
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole("region", { name: "Universitas Teknologi Nusantara" });

    await user.click(checkbox("Topik Tambahan: Mentoring Proyek"));
    expect((checkbox("Statistika Terapan") as HTMLInputElement).checked).toBe(false);
    expect((checkbox("Universitas Teknologi Nusantara") as HTMLInputElement).checked).toBe(false);
    expect(total()).toBe("Rp224.000");

    checkbox("Statistika Terapan").focus();
    await user.keyboard(" ");
    expect((checkbox("Topik Tambahan: Mentoring Proyek") as HTMLInputElement).checked).toBe(true);
    expect(total()).toBe("Rp323.000");
  });

  it("goes to the checkout with the chosen ids, and cannot go on with nothing chosen", async () => {
    serve();
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole("region", { name: "Lembaga Kursus Maju" });
    const next = screen.getByRole("button", { name: "Lanjut ke Pembayaran" }) as HTMLButtonElement;

    await user.click(checkbox("Lembaga Kursus Maju"));
    await user.click(checkbox("Universitas Teknologi Nusantara"));
    expect(count()).toBe("0");
    expect(total()).toBe("Rp0");
    expect(next.disabled).toBe(true);

    await user.click(checkbox("Lembaga Kursus Maju"));
    await user.click(checkbox("Sesi Konsultasi Privat"));
    await user.click(checkbox("Topik Tambahan: Mentoring Proyek"));
    expect(next.disabled).toBe(false);
    await user.click(next);
    expect(screen.getByTestId("location").textContent).toBe("/checkout?program_ids=1,2&addon_ids=31");
  });

  it("removes a programme with its add-ons, keeping the other ticks", async () => {
    const fake = serve();
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole("region", { name: "Lembaga Kursus Maju" });
    await user.click(checkbox("Menulis Laporan Bisnis"));

    await user.click(screen.getByRole("button", { name: "Hapus Belajar Excel Dasar" }));
    expect(await screen.findByText("Program dihapus dari daftar pilihan")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("link", { name: "Belajar Excel Dasar" })).toBeNull());
    const call = fake.calls.find((c) => c.url.pathname === DELETE);
    expect(call?.init?.method).toBe("POST");
    expect(JSON.parse(String(call?.init?.body))).toEqual({ program_id: 1 });
    expect(screen.queryByRole("checkbox", { name: "Sesi Konsultasi Privat" })).toBeNull();
    // still unticked, as the learner left it
    expect((checkbox("Menulis Laporan Bisnis") as HTMLInputElement).checked).toBe(false);
    expect(total()).toBe("Rp99.000");
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Daftar Pilihan" }));
  });

  it("removes one add-on", async () => {
    const fake = serve();
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole("region", { name: "Lembaga Kursus Maju" });
    await user.click(screen.getByRole("button", { name: "Hapus Sesi Konsultasi Privat" }));
    await waitFor(() => expect(screen.queryByRole("checkbox", { name: "Sesi Konsultasi Privat" })).toBeNull());
    expect(screen.getByText("Add-on dihapus dari daftar pilihan")).toBeTruthy();
    const call = fake.calls.find((c) => c.url.pathname === DELETE);
    expect(JSON.parse(String(call?.init?.body))).toEqual({ program_id: 1, addon_id: 11 });
    expect(screen.getByRole("link", { name: "Belajar Excel Dasar" })).toBeTruthy();
    expect(total()).toBe("Rp273.000");
  });

  it("shows a refused removal's message and reloads the list", async () => {
    const fake = serve(demoCart(), {
      deleteAnswer: { status: 404, body: { status: 404, message: "Item tidak ada di daftar pilihan", data: null } },
    });
    const user = userEvent.setup();
    renderCart();
    await screen.findByRole("region", { name: "Lembaga Kursus Maju" });
    await user.click(screen.getByRole("button", { name: "Hapus Menulis Laporan Bisnis" }));
    expect(await screen.findByText("Item tidak ada di daftar pilihan")).toBeTruthy();
    await waitFor(() => expect(fake.calls.filter((c) => c.url.pathname === GET).length).toBe(2));
    expect(screen.getByRole("link", { name: "Menulis Laporan Bisnis" })).toBeTruthy();
  });

  it("shows the empty state once the last programme is removed", async () => {
    serve([demoCart()[0]].flatMap((group) => (group ? [{ ...group, programs: group.programs.slice(1) }] : [])));
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole("button", { name: "Hapus Menulis Laporan Bisnis" }));
    expect(await screen.findByRole("heading", { name: "Daftar pilihan masih kosong" })).toBeTruthy();
    expect(screen.getByText("Yuk, cari program yang ingin Anda ikuti.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Cari Program" }).getAttribute("href")).toBe("/program");
    expect(screen.queryByRole("region", { name: "Ringkasan Pilihan" })).toBeNull();
  });

  it("shows an error with a retry when the list cannot be loaded", async () => {
    const fake = serve(demoCart(), {
      getAnswers: [{ status: 500, body: { status: 500, message: "Terjadi kesalahan pada server", data: null } }],
    });
    const user = userEvent.setup();
    renderCart();
    expect(await screen.findByRole("heading", { name: "Tidak Berhasil Memuat Konten" })).toBeTruthy();
    expect(screen.getByText("Kode Error: 500")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Mengerti" }));
    expect(await screen.findByRole("region", { name: "Lembaga Kursus Maju" })).toBeTruthy();
    expect(fake.calls.filter((c) => c.url.pathname === GET).length).toBe(2);
  });
});
