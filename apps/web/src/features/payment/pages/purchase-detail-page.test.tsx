import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch } from "../../../test/render";
import { paymentFixture } from "../test-fixtures";
import { renderPage } from "../test-render";
import { PurchaseDetailPage } from "./purchase-detail-page";

const DETAIL = "/api/payment/v3/detail/77";

function renderDetail(id = "77") {
  return renderPage(<PurchaseDetailPage />, "/detail-pembelian/:id", `/detail-pembelian/${id}`);
}

afterEach(() => vi.unstubAllGlobals());

describe("PurchaseDetailPage", () => {
  it("shows a paid purchase: order, method, dates in WIB, items, discount, fee, total, receipt and its PDF", async () => {
    const paid = paymentFixture({ status: 2, paid_at: "2026-11-22T08:10:00.000Z" });
    vi.stubGlobal("fetch", mockFetch({ [DETAIL]: () => ({ body: envelope(paid) }) }).fn);
    renderDetail();
    expect(await screen.findByRole("heading", { level: 1, name: "Detail Pembelian" })).toBeTruthy();
    expect(screen.getByTestId("payment-status").textContent).toBe("Berhasil");
    expect(screen.getByText("KRM-41-A1B2C3D4E5")).toBeTruthy();
    expect(screen.getByText("BCA Virtual Account")).toBeTruthy();
    expect(screen.getByText("22 November 2026, 15.10 WIB")).toBeTruthy();
    const bill = screen.getByRole("region", { name: "Rincian pembelian" });
    expect(within(bill).getByText("-Rp14.800")).toBeTruthy();
    expect(within(bill).getByText("Rp4.000")).toBeTruthy();
    expect(screen.getByTestId("payment-amount").textContent).toBe("Rp137.200");
    expect(screen.getByRole("link", { name: "Lihat Kuitansi" }).getAttribute("href")).toBe("/receipt/77");
    const pdf = screen.getByRole("link", { name: "Unduh PDF" });
    expect(pdf.getAttribute("href")).toMatch(/^\/api\/payment\/v5\/detail\/77\?download=1&platform=web&source=/);
    expect(pdf.hasAttribute("download")).toBe(true);
    expect(screen.getByRole("link", { name: "Mulai Belajar" }).getAttribute("href")).toBe("/programmu");
    expect(screen.getByRole("link", { name: "Daftar Transaksi" }).getAttribute("href")).toBe("/daftar-transaksi");
  });

  it("leads a pending purchase back to its payment, with the invoice and the deadline", async () => {
    vi.stubGlobal("fetch", mockFetch({ [DETAIL]: () => ({ body: envelope(paymentFixture()) }) }).fn);
    renderDetail();
    expect((await screen.findByTestId("payment-status")).textContent).toBe("Menunggu Pembayaran");
    expect(screen.getByText("Senin, 23 November 2026, 14.05 WIB")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lanjutkan Pembayaran" }).getAttribute("href")).toBe("/payment/status/77");
    expect(screen.getByRole("link", { name: "Lihat Tagihan" }).getAttribute("href")).toBe("/invoice/77");
    expect(screen.queryByRole("link", { name: "Unduh PDF" })).toBeNull();
  });

  it("says a purchase that is not the learner's is not found (the server's 404), without a retry", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({ [DETAIL]: () => ({ status: 404, body: { status: 404, message: "Pembayaran tidak ditemukan" } }) }).fn,
    );
    renderDetail();
    expect((await screen.findByRole("alert")).textContent).toBe("Pembayaran tidak ditemukan");
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
  });

  it("does not call the server for an id that is not one", async () => {
    const fake = mockFetch({});
    vi.stubGlobal("fetch", fake.fn);
    renderDetail("abc");
    expect((await screen.findByRole("alert")).textContent).toBe("Pembelian tidak ditemukan");
    expect(fake.calls).toHaveLength(0);
  });
});
