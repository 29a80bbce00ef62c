import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch } from "../../../test/render";
import { receiptFixture } from "../test-fixtures";
import { renderPage } from "../test-render";
import { PaymentReceiptPage, ProgramReceiptPage } from "./receipt-page";

const V5 = "/api/payment/v5/detail/77";
const PREVIEW = "/api/payment/invoice_preview/35";

afterEach(() => vi.unstubAllGlobals());

describe("receipt pages (blank layout)", () => {
  it("shows a paid receipt with its stamp, buyer, items and totals, to print or download", async () => {
    vi.stubGlobal("fetch", mockFetch({ [V5]: () => ({ body: envelope({ data: receiptFixture() }) }) }).fn);
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const user = userEvent.setup();
    renderPage(<PaymentReceiptPage />, "/receipt/:id", "/receipt/77");
    expect(await screen.findByRole("heading", { level: 1, name: "Kuitansi" })).toBeTruthy();
    expect(screen.getByTestId("receipt-stamp").textContent).toBe("LUNAS");
    expect(screen.getByText("KWT/2026/11/000077")).toBeTruthy();
    expect(screen.getByText("dewi@contoh.id")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Rincian kuitansi" });
    expect(within(table).getAllByRole("row")).toHaveLength(1 + 3 + 4);
    expect(within(table).getByText("-Rp14.800")).toBeTruthy();
    expect(screen.getByTestId("receipt-total").textContent).toBe("Rp137.200");
    expect(screen.getByRole("link", { name: "Unduh PDF" }).getAttribute("href")).toMatch(
      /^\/api\/payment\/v5\/detail\/77\?download=1&/,
    );
    expect(screen.getByRole("link", { name: /Kembali/ }).getAttribute("href")).toBe("/detail-pembelian/77");
    await user.click(screen.getByRole("button", { name: "Cetak" }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.title).toBe("Kuitansi KWT/2026/11/000077 - Karirmu");
  });

  it("calls an unpaid one a Tagihan, without the discount and fee lines it does not have", async () => {
    const invoice = receiptFixture({
      kind: "invoice",
      number: "INV/2026/11/000077",
      status: 1,
      paid_at: null,
      discount: 0,
      fee: 0,
      total: 148000,
    });
    vi.stubGlobal("fetch", mockFetch({ [V5]: () => ({ body: envelope({ data: invoice }) }) }).fn);
    renderPage(<PaymentReceiptPage />, "/invoice/:id", "/invoice/77");
    expect(await screen.findByRole("heading", { level: 1, name: "Tagihan" })).toBeTruthy();
    expect(screen.getByTestId("receipt-stamp").textContent).toBe("BELUM DIBAYAR");
    expect(screen.queryByText("Diskon voucher")).toBeNull();
    expect(screen.queryByText("Biaya layanan")).toBeNull();
  });

  it("finds the receipt of a programme's purchase, and links the PDF of that payment", async () => {
    vi.stubGlobal("fetch", mockFetch({ [PREVIEW]: () => ({ body: envelope({ data: receiptFixture() }) }) }).fn);
    renderPage(<ProgramReceiptPage />, "/receipt/program/:id", "/receipt/program/35");
    expect(await screen.findByRole("heading", { level: 1, name: "Kuitansi" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Unduh PDF" }).getAttribute("href")).toMatch(
      /^\/api\/payment\/v5\/detail\/77\?download=1/,
    );
  });

  it("says so when there is no receipt (the server's 404), with the way to the history", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({
        [PREVIEW]: () => ({ status: 404, body: { status: 404, message: "Kuitansi program ini tidak ditemukan." } }),
      }).fn,
    );
    renderPage(<ProgramReceiptPage />, "/receipt/program/:id", "/receipt/program/35");
    expect((await screen.findByRole("alert")).textContent).toBe("Kuitansi program ini tidak ditemukan.");
    expect(screen.getByRole("link", { name: "Daftar Transaksi" }).getAttribute("href")).toBe("/daftar-transaksi");
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
  });
});
