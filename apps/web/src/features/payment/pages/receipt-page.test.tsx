import type { PrakerjaReceipt } from "@app/domain/payment/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch } from "../../../test/render";
import { receiptFixture } from "../test-fixtures";
import { renderPage } from "../test-render";
import { PaymentReceiptPage, PRAKERJA_RECEIPT_TEXTS, PrakerjaReceiptPage, ProgramReceiptPage } from "./receipt-page";

const V5 = "/api/payment/v5/detail/77";
const PROGRAM_RECEIPT = "/api/payment/program_receipt/35";
const PREVIEW = "/api/payment/invoice_preview/35";

function prakerjaReceiptFixture(prakerja: Partial<PrakerjaReceipt["prakerja"]> = {}): PrakerjaReceipt {
  return {
    ...receiptFixture({
      method: "Kartu Prakerja",
      items: [{ name: "Pemasaran Digital untuk UMKM", price: 750000 }],
      subtotal: 750000,
      discount: 0,
      fee: 0,
      total: 750000,
    }),
    prakerja: {
      participant_id_masked: "************1234",
      method: "Kartu Prakerja",
      transaction_id: "TRX-PRK-000123",
      redeem: {
        status: 1,
        redemption_code_masked: "********WXYZ",
        redeemed_at: "2026-11-23T03:00:00.000Z",
        partner_invoice_code: "INV-PRK-778899",
        redemption_deadline: null,
      },
      ...prakerja,
    },
  };
}

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

  it("finds the receipt of a programme's purchase ('Resi Program'), and links the PDF of that payment", async () => {
    vi.stubGlobal("fetch", mockFetch({ [PROGRAM_RECEIPT]: () => ({ body: envelope({ data: receiptFixture() }) }) }).fn);
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
        [PROGRAM_RECEIPT]: () => ({
          status: 404,
          body: { status: 404, message: "Kuitansi program ini tidak ditemukan." },
        }),
      }).fn,
    );
    renderPage(<ProgramReceiptPage />, "/receipt/program/:id", "/receipt/program/35");
    expect((await screen.findByRole("alert")).textContent).toBe("Kuitansi program ini tidak ditemukan.");
    expect(screen.getByRole("link", { name: "Daftar Transaksi" }).getAttribute("href")).toBe("/daftar-transaksi");
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
  });
});

describe("the Prakerja receipt (/invoice/program/{programme id}, 'Prakerja Receipt')", () => {
  it("shows the same sheet with its 'Kartu Prakerja' block, masked, to print or download", async () => {
    const fake = mockFetch({ [PREVIEW]: () => ({ body: envelope({ data: prakerjaReceiptFixture() }) }) });
    vi.stubGlobal("fetch", fake.fn);
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const user = userEvent.setup();
    renderPage(<PrakerjaReceiptPage />, "/invoice/program/:id", "/invoice/program/35");
    expect(await screen.findByRole("heading", { level: 1, name: "Kuitansi" })).toBeTruthy();
    expect(screen.getByTestId("receipt-stamp").textContent).toBe("LUNAS");
    expect(screen.getByTestId("receipt-total").textContent).toBe("Rp750.000");
    const block = screen.getByRole("region", { name: PRAKERJA_RECEIPT_TEXTS.title });
    const fact = (label: string) => within(block).getByText(label).nextElementSibling?.textContent;
    expect(fact("Nomor Kartu Prakerja")).toBe("************1234");
    expect(fact("ID Transaksi")).toBe("TRX-PRK-000123");
    expect(fact("Kode Redeem")).toBe("********WXYZ");
    expect(fact("Status Redeem")).toBe("Berhasil Ditukar");
    expect(fact("Ditukar pada")).toBeTruthy();
    expect(fact("Nomor Invoice Prakerja")).toBe("INV-PRK-778899");
    expect(within(block).queryByText(PRAKERJA_RECEIPT_TEXTS.deadline)).toBeNull();
    expect(screen.getByRole("link", { name: "Unduh PDF" }).getAttribute("href")).toMatch(
      /^\/api\/payment\/v5\/detail\/77\?download=1/,
    );
    expect(screen.getByRole("link", { name: /Kembali/ }).getAttribute("href")).toBe("/detail-pembelian/77");
    await user.click(screen.getByRole("button", { name: "Cetak" }));
    expect(print).toHaveBeenCalledOnce();
    expect(fake.calls.some((c) => c.url.pathname === "/api/payment/program_receipt/35")).toBe(false);
  });

  it("names each redeem status in Indonesian; not yet redeemed shows the deadline and dashes", async () => {
    for (const [status, text] of [
      [0, "Belum Ditukar"],
      [2, "Gagal Ditukar (internal)"],
      [3, "Gagal Ditukar (Prakerja)"],
    ] as const) {
      const receipt = prakerjaReceiptFixture({
        participant_id_masked: null,
        transaction_id: null,
        method: "BCA Virtual Account",
        redeem: {
          status,
          redemption_code_masked: null,
          redeemed_at: null,
          partner_invoice_code: null,
          redemption_deadline: "2026-12-08T03:00:00.000Z",
        },
      });
      vi.stubGlobal("fetch", mockFetch({ [PREVIEW]: () => ({ body: envelope({ data: receipt }) }) }).fn);
      const { unmount } = renderPage(<PrakerjaReceiptPage />, "/invoice/program/:id", "/invoice/program/35");
      const block = await screen.findByRole("region", { name: PRAKERJA_RECEIPT_TEXTS.title });
      const fact = (label: string) => within(block).getByText(label).nextElementSibling?.textContent;
      expect(fact("Status Redeem")).toBe(text);
      expect(fact("Nomor Kartu Prakerja")).toBe("-");
      expect(fact("ID Transaksi")).toBe("-");
      expect(fact("Kode Redeem")).toBe("-");
      expect(fact("Metode Pembayaran")).toBe("BCA Virtual Account");
      expect(fact(PRAKERJA_RECEIPT_TEXTS.deadline)).toContain("2026");
      expect(within(block).queryByText("Ditukar pada")).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it("shows a loading state, then the server's 404 without a retry", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({
        [PREVIEW]: () => ({
          status: 404,
          body: { status: 404, message: "Kuitansi Prakerja program ini tidak ditemukan." },
        }),
      }).fn,
    );
    renderPage(<PrakerjaReceiptPage />, "/invoice/program/:id", "/invoice/program/35");
    expect(screen.getByText("Memuat kuitansi")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe("Kuitansi Prakerja program ini tidak ditemukan.");
    expect(screen.getByRole("link", { name: "Daftar Transaksi" }).getAttribute("href")).toBe("/daftar-transaksi");
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
  });

  it("offers a retry when the server fails, and refuses a bad id without asking", async () => {
    const fake = mockFetch({ [PREVIEW]: () => ({ status: 500, body: { status: 500, message: "Terjadi kesalahan" } }) });
    vi.stubGlobal("fetch", fake.fn);
    const { unmount } = renderPage(<PrakerjaReceiptPage />, "/invoice/program/:id", "/invoice/program/35");
    expect(await screen.findByRole("button", { name: "Coba Lagi" })).toBeTruthy();
    unmount();
    renderPage(<PrakerjaReceiptPage />, "/invoice/program/:id", "/invoice/program/abc");
    expect((await screen.findByRole("alert")).textContent).toBe("Kuitansi tidak ditemukan");
  });
});
