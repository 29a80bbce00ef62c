import type { PaymentAnswer } from "@app/domain/payment/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fixtures";
import { mockFetch } from "../../../test/render";
import { invoiceAnswer } from "../../checkout/test-fixtures";
import { PAYMENT_POLL_MS } from "../api";
import { paymentFixture } from "../test-fixtures";
import { renderPage } from "../test-render";
import { PaymentStatusPage, SUCCESS_REDIRECT_MS } from "./payment-status-page";

const DETAIL = "/api/payment/v3/detail/77";
const CANCEL = "/api/payment/invoice/cancel/";
const SIMULATOR = (action: string) => `/api/dev/payment-simulator/77/${action}`;

type Answer = { status?: number; body: unknown };

/** The detail answers `payment` (changeable by the test); it says the simulator exists unless told otherwise. */
function serve(
  first: PaymentAnswer = paymentFixture(),
  { simulator = true, cancel }: { simulator?: boolean; cancel?: Answer } = {},
) {
  const state = { payment: simulator ? { ...first, simulator: true } : first };
  const fake = mockFetch({
    [DETAIL]: () => ({ body: envelope(state.payment) }),
    [SIMULATOR("pay")]: () => {
      state.payment = { ...state.payment, status: 2, paid_at: "2026-11-22T08:00:00.000Z" };
      return { body: envelope({ order_id: state.payment.order_id }) };
    },
    [SIMULATOR("expire")]: () => {
      state.payment = { ...state.payment, status: 3 };
      return { body: envelope({ order_id: state.payment.order_id }) };
    },
    [CANCEL]: () => cancel ?? { body: { status: 200, message: "Pembayaran dibatalkan", data: invoiceAnswer() } },
  });
  vi.stubGlobal("fetch", fake.fn);
  return { fake, state };
}

function renderStatus(id = "77") {
  return renderPage(<PaymentStatusPage />, "/payment/status/:id", `/payment/status/${id}`);
}

const location = () => screen.getByTestId("location").textContent;
const detailCalls = (fake: ReturnType<typeof mockFetch>) => fake.calls.filter((c) => c.url.pathname === DETAIL);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("PaymentStatusPage", () => {
  it("shows how to pay a virtual account: method, amount, deadline in WIB, the number with Salin", async () => {
    serve();
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderStatus();
    expect(await screen.findByRole("heading", { level: 1, name: "Menunggu Pembayaran" })).toBeTruthy();
    expect(screen.getByTestId("payment-method").textContent).toBe("BCA Virtual Account");
    expect(screen.getByTestId("payment-amount").textContent).toBe("Rp137.200");
    expect(screen.getByTestId("payment-deadline").textContent).toBe("Senin, 23 November 2026, 14.05 WIB");
    const how = screen.getByRole("region", { name: "Cara Membayar" });
    expect(within(how).getByText("BCA")).toBeTruthy();
    expect(within(how).getByText("3935800012345678")).toBeTruthy();
    // the voucher's discount is part of the bill
    expect(screen.getByText("-Rp14.800")).toBeTruthy();

    await user.click(within(how).getByRole("button", { name: "Salin Nomor Virtual Account" }));
    expect(writeText).toHaveBeenCalledWith("3935800012345678");
    expect(await screen.findByText("Nomor Virtual Account berhasil disalin")).toBeTruthy();
    expect(document.title).toBe("Status Pembayaran - Karirmu");
  });

  it("asks every 3 s while pending; on success says so and moves on to the thank-you page by itself", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fake, state } = serve();
    renderStatus();
    const pending = await screen.findByRole("heading", { name: "Menunggu Pembayaran" });
    const live = pending.closest("[role=status]");
    if (!live) throw new Error("the headline is not in a live region");
    expect(live.getAttribute("aria-live")).toBe("polite");
    expect(detailCalls(fake)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    await waitFor(() => expect(detailCalls(fake)).toHaveLength(2));
    expect(screen.getByRole("heading", { name: "Menunggu Pembayaran" })).toBeTruthy();

    state.payment = { ...state.payment, status: 2 };
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    const success = await screen.findByRole("heading", { name: "Pembayaran berhasil" });
    // announced from the same live region
    expect(live.contains(success)).toBe(true);
    expect(screen.queryByRole("region", { name: "Cara Membayar" })).toBeNull();
    expect(location()).toBe("/payment/status/77");

    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_REDIRECT_MS));
    await waitFor(() => expect(location()).toBe("/payment/thankyou/77"));
    // no more asking once it succeeded
    const calls = detailCalls(fake).length;
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 2));
    expect(detailCalls(fake).length).toBe(calls);
  });

  it("shows a failed or expired payment with the way back to the selection list, and stops asking", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fake } = serve(paymentFixture({ status: 3 }));
    renderStatus();
    expect(await screen.findByRole("heading", { name: "Pembayaran gagal atau kedaluwarsa" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke Daftar Pilihan" }).getAttribute("href")).toBe(
      "/daftar-pilihan",
    );
    expect(screen.queryByRole("button", { name: "Ganti Metode Pembayaran" })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 2));
    expect(detailCalls(fake)).toHaveLength(1);
  });

  it("the simulator's Bayar settles the payment and the page turns to success", async () => {
    const { fake } = serve();
    const user = userEvent.setup();
    renderStatus();
    const box = await screen.findByRole("region", { name: "Simulator pembayaran" });
    await user.click(within(box).getByRole("button", { name: "Bayar" }));
    expect(await screen.findByRole("heading", { name: "Pembayaran berhasil" })).toBeTruthy();
    const call = fake.calls.find((c) => c.url.pathname === SIMULATOR("pay"));
    expect(call?.init?.method).toBe("POST");
  });

  it("the simulator's Kedaluwarsakan turns the page to the failure", async () => {
    serve();
    const user = userEvent.setup();
    renderStatus();
    const box = await screen.findByRole("region", { name: "Simulator pembayaran" });
    await user.click(within(box).getByRole("button", { name: "Kedaluwarsakan" }));
    expect(await screen.findByRole("heading", { name: "Pembayaran gagal atau kedaluwarsa" })).toBeTruthy();
  });

  it("has no simulator where the server has none (production)", async () => {
    const { fake } = serve(paymentFixture(), { simulator: false });
    renderStatus();
    await screen.findByRole("heading", { name: "Menunggu Pembayaran" });
    expect(screen.queryByRole("region", { name: "Simulator pembayaran" })).toBeNull();
    // the page never asks for the simulator on its own (issue 23: that probe was a 400 in the console)
    expect(fake.calls.every((c) => !c.url.pathname.startsWith("/api/dev/"))).toBe(true);
  });

  it("Ganti Metode Pembayaran stops the pending payment and goes back to checkout with its items", async () => {
    const { fake } = serve();
    const user = userEvent.setup();
    renderStatus();
    await user.click(await screen.findByRole("button", { name: "Ganti Metode Pembayaran" }));
    await waitFor(() => expect(location()).toBe("/checkout?program_ids=35,37&addon_ids=17"));
    const cancel = fake.calls.find((c) => c.url.pathname === CANCEL);
    expect(JSON.parse(String(cancel?.init?.body))).toEqual({ invoice_temp_id: 41 });
  });

  it("stays when the payment can no longer be stopped, and says why", async () => {
    serve(paymentFixture(), {
      cancel: { status: 400, body: { status: 400, message: "Tidak ada pembayaran yang menunggu", data: null } },
    });
    const user = userEvent.setup();
    renderStatus();
    await user.click(await screen.findByRole("button", { name: "Ganti Metode Pembayaran" }));
    expect(await screen.findByText("Tidak ada pembayaran yang menunggu")).toBeTruthy();
    expect(location()).toBe("/payment/status/77");
  });

  it("links an e-wallet's Buka Aplikasi to the hosted page with the payment id, and shows the QR string", async () => {
    serve(
      paymentFixture({
        full_id: "gopay",
        payment_name: "GoPay",
        instructions: {
          kind: "ewallet",
          deeplink_url: `${window.location.origin}/payment/hosted/ewallet?order_id=KRM-41-A1B2C3D4E5`,
          qr_string: "SANDBOX-QRIS-KRM-41-A1B2C3D4E5",
        },
      }),
    );
    renderStatus();
    const open = await screen.findByRole("link", { name: "Buka Aplikasi" });
    expect(open.getAttribute("href")).toBe("/payment/hosted/ewallet?order_id=KRM-41-A1B2C3D4E5&payment_id=77");
    expect(screen.getByText("SANDBOX-QRIS-KRM-41-A1B2C3D4E5")).toBeTruthy();
  });

  it("shows a retail payment code with Salin", async () => {
    serve(
      paymentFixture({
        payment_name: "Alfamart",
        instructions: { kind: "retail", store: "Alfamart", payment_code: "SBX123456789" },
      }),
    );
    renderStatus();
    expect(await screen.findByText("SBX123456789")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Salin Kode Pembayaran" })).toBeTruthy();
  });

  it("sends a card to 3-D Secure on the hosted page, with the payment id", async () => {
    serve(
      paymentFixture({
        full_id: "credit_card",
        payment_name: "Kartu Kredit/Debit",
        instructions: {
          kind: "card",
          redirect_url: `${window.location.origin}/payment/hosted/card?order_id=KRM-41-A1B2C3D4E5`,
        },
      }),
    );
    renderStatus();
    const link = await screen.findByRole("link", { name: "Lanjutkan ke Verifikasi 3-D Secure" });
    expect(link.getAttribute("href")).toBe("/payment/hosted/card?order_id=KRM-41-A1B2C3D4E5&payment_id=77");
  });

  it("says a payment that is not the learner's is not found", async () => {
    const fake = mockFetch({
      [DETAIL]: () => ({ status: 404, body: { status: 404, message: "Pembayaran tidak ditemukan", data: null } }),
    });
    vi.stubGlobal("fetch", fake.fn);
    renderStatus();
    expect(await screen.findByText("Pembayaran tidak ditemukan")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke Daftar Pilihan" })).toBeTruthy();
    expect(fake.calls.map((c) => c.url.pathname)).toContain(DETAIL);
    // nothing to try again: it will not be found on a second ask either
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
  });

  it("does not ask for an address that is not a payment id", () => {
    const fake = mockFetch({});
    vi.stubGlobal("fetch", fake.fn);
    renderStatus("abc");
    expect(screen.getByText("Pembayaran tidak ditemukan")).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });
});
