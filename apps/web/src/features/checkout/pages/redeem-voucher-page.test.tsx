import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { RedeemVoucherPage } from "./redeem-voucher-page";

const REDEEM = "/api/payment/voucher_redeem/";

function renderRedeem() {
  setSessionCookie();
  return renderWithRouter(<RedeemVoucherPage />, { initialEntry: "/tukar-voucher" });
}

afterEach(() => vi.unstubAllGlobals());

describe("RedeemVoucherPage", () => {
  it("exchanges a code (trimmed, upper case) and shows the programme with the way to study it", async () => {
    const fake = mockFetch({
      [REDEEM]: () => ({
        body: {
          ...envelope({ program: { id: 35, slug: "excel-untuk-pemula", name: "Excel untuk Pemula" } }),
          message: "Voucher berhasil ditukar. Program sudah bisa Anda ikuti.",
        },
      }),
    });
    vi.stubGlobal("fetch", fake.fn);
    const user = userEvent.setup();
    renderRedeem();
    await user.type(screen.getByLabelText("Kode voucher"), "  tukardemo1 ");
    await user.click(screen.getByRole("button", { name: "Tukar" }));
    expect(await screen.findByText("Voucher berhasil ditukar. Program sudah bisa Anda ikuti.")).toBeTruthy();
    expect(screen.getByTestId("redeemed-program").textContent).toBe("Excel untuk Pemula");
    expect(JSON.parse(String(fake.calls[0]?.init?.body))).toEqual({ code: "TUKARDEMO1" });
    expect(screen.getByRole("link", { name: "Mulai Belajar" }).getAttribute("href")).toBe("/programmu");
    expect(screen.getByRole("link", { name: "Lihat Program" }).getAttribute("href")).toBe(
      "/program/excel-untuk-pemula",
    );
    await user.click(screen.getByRole("button", { name: "Tukar kode lain" }));
    await waitFor(() => expect(screen.getByLabelText("Kode voucher")).toBe(document.activeElement));
  });

  it("shows the server's message when it refuses (500 with the message, spec 002 section 4)", async () => {
    vi.stubGlobal(
      "fetch",
      mockFetch({
        [REDEEM]: () => ({
          status: 500,
          body: { status: 500, message: "Kode voucher tidak ditemukan atau sudah dipakai" },
        }),
      }).fn,
    );
    const user = userEvent.setup();
    renderRedeem();
    const input = screen.getByLabelText("Kode voucher");
    await user.type(input, "SALAH");
    await user.click(screen.getByRole("button", { name: "Tukar" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Kode voucher tidak ditemukan atau sudah dipakai");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(input);
  });

  it("asks for a code before calling the server", async () => {
    const fake = mockFetch({});
    vi.stubGlobal("fetch", fake.fn);
    const user = userEvent.setup();
    renderRedeem();
    await user.click(screen.getByRole("button", { name: "Tukar" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Masukkan kode voucher.");
    expect(fake.calls).toHaveLength(0);
  });
});
