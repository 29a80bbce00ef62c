import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/render";
import { historyView } from "../payment-format";
import { historyAnswerFixture, historyItemFixture } from "../test-fixtures";
import { renderPage } from "../test-render";
import { PaymentHistoryPage } from "./payment-history-page";

const LIST = (page: number) => `/api/payment/v4/list/${page}/10`;

function renderHistory(entry = "/daftar-transaksi") {
  return renderPage(<PaymentHistoryPage />, "/daftar-transaksi", entry);
}

const location = () => screen.getByTestId("location").textContent;

afterEach(() => vi.unstubAllGlobals());

describe("historyView (the failure rule of spec 002 section 4)", () => {
  it("shows a successful answer as it is", () => {
    const list = [historyItemFixture()];
    expect(historyView({ list, totalPages: 3 }, false, 2)).toEqual({ list, totalPages: 3, page: 2 });
  });
  it("empties the list, 0 pages and page 1 on a failure, whatever was shown before", () => {
    expect(historyView({ list: [historyItemFixture()], totalPages: 3 }, true, 2)).toEqual({
      list: [],
      totalPages: 0,
      page: 1,
    });
  });
});

describe("PaymentHistoryPage", () => {
  it("lists payments with status, items, total and the actions of each state, 10 a page", async () => {
    const fake = mockFetch({
      [LIST(1)]: () => ({
        body: historyAnswerFixture(
          [
            historyItemFixture(),
            historyItemFixture({ id: 78, order_id: "KRM-42-PAID", status: 2, paid_at: "2026-11-21T03:00:00.000Z" }),
            historyItemFixture({ id: 79, order_id: "KRM-43-FAIL", status: 3, items: [] }),
          ],
          2,
        ),
      }),
    });
    vi.stubGlobal("fetch", fake.fn);
    renderHistory();
    const cards = await screen.findAllByTestId("history-item");
    expect(cards).toHaveLength(3);
    const [pending, paid, failed] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByTestId("payment-status").textContent).toBe("Menunggu Pembayaran");
    expect(
      within(pending).getByRole("heading", {
        name: "Manajemen Proyek dengan Metode Agile, Teknik Menjahit Busana Muslim dan 1 lainnya",
      }),
    ).toBeTruthy();
    expect(within(pending).getByText("Rp137.200")).toBeTruthy();
    expect(within(pending).getByText("22 November 2026, 14.05 WIB")).toBeTruthy();
    expect(within(pending).getByRole("link", { name: "Bayar Sekarang KRM-41-A1B2C3D4E5" }).getAttribute("href")).toBe(
      "/payment/status/77",
    );
    expect(within(pending).queryByRole("link", { name: /Kuitansi/ })).toBeNull();
    expect(within(paid).getByTestId("payment-status").textContent).toBe("Berhasil");
    expect(within(paid).getByRole("link", { name: "Kuitansi KRM-42-PAID" }).getAttribute("href")).toBe("/receipt/78");
    expect(within(failed).getByTestId("payment-status").textContent).toBe("Gagal");
    expect(within(failed).getByRole("link", { name: "Lihat Detail KRM-43-FAIL" }).getAttribute("href")).toBe(
      "/detail-pembelian/79",
    );
    expect(within(failed).queryByRole("link", { name: /Bayar Sekarang/ })).toBeNull();
    // page 2 of 2 is offered; the body of the first call asks every status
    expect(screen.getByRole("navigation", { name: "Halaman daftar transaksi" })).toBeTruthy();
    expect(JSON.parse(String(fake.calls[0]?.init?.body))).toEqual({});
    expect(fake.calls[0]?.init?.method).toBe("POST");
    expect(document.title).toBe("Daftar Transaksi - Karirmu");
  });

  it("filters by status through the address and asks the server for that status from page 1", async () => {
    const fake = mockFetch({
      [LIST(1)]: () => ({ body: historyAnswerFixture([historyItemFixture({ status: 2 })], 1) }),
      [LIST(3)]: () => ({ body: historyAnswerFixture([historyItemFixture()], 4) }),
    });
    vi.stubGlobal("fetch", fake.fn);
    const user = userEvent.setup();
    renderHistory("/daftar-transaksi?page=3");
    await screen.findAllByTestId("history-item");
    await user.click(screen.getByRole("button", { name: "Berhasil" }));
    await waitFor(() => expect(location()).toBe("/daftar-transaksi?status=2"));
    await waitFor(() => expect(fake.calls.at(-1)?.url.pathname).toBe(LIST(1)));
    expect(JSON.parse(String(fake.calls.at(-1)?.init?.body))).toEqual({ status: 2 });
    expect(screen.getByRole("button", { name: "Berhasil" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("leads an empty history to the catalogue, and an empty filter to another status", async () => {
    vi.stubGlobal("fetch", mockFetch({ [LIST(1)]: () => ({ body: historyAnswerFixture([], 0) }) }).fn);
    renderHistory();
    expect(await screen.findByRole("heading", { name: "Belum ada transaksi" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Cari Program" }).getAttribute("href")).toBe("/program");
  });

  it("says so when a filter has nothing", async () => {
    vi.stubGlobal("fetch", mockFetch({ [LIST(1)]: () => ({ body: historyAnswerFixture([], 0) }) }).fn);
    renderHistory("/daftar-transaksi?status=3");
    expect(await screen.findByRole("heading", { name: "Tidak ada transaksi dengan status ini" })).toBeTruthy();
  });

  it("on a failure empties the list and 'Coba Lagi' goes back to page 1", async () => {
    const fake = mockFetch({
      [LIST(2)]: () => ({ status: 503, body: { status: 503, message: "Layanan sedang sibuk" } }),
      [LIST(1)]: () => ({ body: historyAnswerFixture([historyItemFixture()], 2) }),
    });
    vi.stubGlobal("fetch", fake.fn);
    const user = userEvent.setup();
    renderHistory("/daftar-transaksi?page=2");
    expect((await screen.findByRole("alert")).textContent).toBe("Layanan sedang sibuk");
    expect(screen.queryAllByTestId("history-item")).toHaveLength(0);
    expect(screen.queryByRole("navigation", { name: "Halaman daftar transaksi" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Coba Lagi" }));
    await waitFor(() => expect(location()).toBe("/daftar-transaksi"));
    expect(await screen.findAllByTestId("history-item")).toHaveLength(1);
  });

  it("offers the first page when the address asks for a page past the end", async () => {
    vi.stubGlobal("fetch", mockFetch({ [LIST(9)]: () => ({ body: historyAnswerFixture([], 2) }) }).fn);
    renderHistory("/daftar-transaksi?page=9");
    expect(await screen.findByRole("heading", { name: "Halaman ini kosong" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ke halaman pertama" })).toBeTruthy();
  });
});
