import type { PaymentAnswer } from "@app/domain/payment/contracts";
import type { WorkCardInvoiceAnswer, WorkCardOtpAnswer } from "@app/domain/payment/work-card";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { WORK_CARD_TEXTS, WorkCardPaymentPage } from "./work-card-payment-page";

const INVOICE = "/api/payment/pay/prakerja/invoice/41";
const BALANCE = "/api/payment/pay/prakerja/balance/";
const SEND = "/api/payment/pay/prakerja/send_otp/";
const AUTHORIZE = "/api/payment/pay/prakerja/authorize/";

type Answer = { status?: number; body: unknown };
const refusal = (message: string, status = 400): Answer => ({ status, body: { status, message, data: null } });

function invoice(overrides: Partial<WorkCardInvoiceAnswer> = {}): WorkCardInvoiceAnswer {
  return {
    invoice: {
      invoice_temp_id: 41,
      subtotal: 750000,
      discount: 0,
      real_total: 750000,
      is_pay: true,
      voucher: null,
      items: [{ program_id: 35, addon_id: null, name: "Pemasaran Digital untuk UMKM", price: 750000 }],
      expires_at: "2026-11-23T07:05:00.000Z",
    },
    eligible: true,
    reason: null,
    ...overrides,
  };
}

const challenge: WorkCardOtpAnswer = {
  payment_id: 77,
  order_id: "KRM-41-A1B2C3D4E5",
  amount: 750000,
  balance: 3500000,
  destination: "p***@contoh.id",
  expires_at: "2026-11-23T07:10:00.000Z",
};

const paid = { id: 77, status: 2 } as Partial<PaymentAnswer>;

function serve(answers: { invoice?: Answer; send?: () => Answer; authorize?: () => Answer } = {}) {
  const fake = mockFetch({
    [INVOICE]: () => answers.invoice ?? { body: envelope(invoice()) },
    [BALANCE]: () => ({ body: envelope({ balance: 3500000 }) }),
    [SEND]: () => answers.send?.() ?? { body: { status: 200, message: "Kode OTP sudah dikirim", data: challenge } },
    [AUTHORIZE]: () =>
      answers.authorize?.() ?? {
        body: envelope({
          id: 77,
          invoice_temp_id: 41,
          order_id: challenge.order_id,
          status: 2,
          full_id: "kartu_prakerja",
          payment_name: "Kartu Prakerja",
          category_name: "Kartu Prakerja",
          gross_amount: 750000,
          fee: 0,
          real_total: 750000,
          instructions: null,
          expires_at: "2026-11-23T07:35:00.000Z",
          paid_at: "2026-11-23T07:06:00.000Z",
          created_at: "2026-11-23T07:05:00.000Z",
          items: [],
          ...paid,
        }),
      },
  });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

function renderPage(entry = "/kartuprakerja/pembayaran/41") {
  setSessionCookie();
  return renderWithRouter(
    <Routes>
      <Route path="/kartuprakerja/pembayaran/:id" element={<WorkCardPaymentPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { initialEntry: entry },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("WorkCardPaymentPage (/kartuprakerja/pembayaran/{id})", () => {
  it("shows the order and the balance, sends the OTP, pays with it and opens the receipt", async () => {
    const user = userEvent.setup();
    const fake = serve();
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: WORK_CARD_TEXTS.title })).toBeTruthy();
    expect(await screen.findByText("Pemasaran Digital untuk UMKM")).toBeTruthy();
    expect(screen.getByTestId("work-card-total").textContent).toBe("Rp750.000");
    expect((await screen.findByTestId("work-card-balance")).textContent).toBe("Rp3.500.000");
    await user.click(screen.getByRole("button", { name: WORK_CARD_TEXTS.sendOtp }));
    expect(await screen.findByText(WORK_CARD_TEXTS.otpSentTo("p***@contoh.id"))).toBeTruthy();
    await user.click(screen.getByRole("textbox", { name: "Digit 1 dari 6" }));
    await user.keyboard("123456");
    await user.click(screen.getByRole("button", { name: WORK_CARD_TEXTS.pay }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/receipt/77"));
    const call = fake.calls.find((c) => c.url.pathname === AUTHORIZE);
    expect(JSON.parse(String(call?.init?.body))).toEqual({ invoice_temp_id: 41, otp: "123456" });
    expect(new Headers(call?.init?.headers).get("Idempotency-Key")).toBeTruthy();
  });

  it("opens the Prakerja receipt of the one programme it bought", async () => {
    const user = userEvent.setup();
    const bought = {
      program_id: 35,
      addon_id: null,
      name: "Pemasaran Digital untuk UMKM",
      slug: "pemasaran",
      price: 750000,
    };
    serve({
      authorize: () => ({
        body: envelope({
          id: 77,
          invoice_temp_id: 41,
          order_id: challenge.order_id,
          status: 2,
          full_id: "kartu_prakerja",
          payment_name: "Kartu Prakerja",
          category_name: "Kartu Prakerja",
          gross_amount: 750000,
          fee: 0,
          real_total: 750000,
          instructions: null,
          expires_at: "2026-11-23T07:35:00.000Z",
          paid_at: "2026-11-23T07:06:00.000Z",
          created_at: "2026-11-23T07:05:00.000Z",
          items: [bought],
        }),
      }),
    });
    renderPage();
    await user.click(await screen.findByRole("button", { name: WORK_CARD_TEXTS.sendOtp }));
    await user.click(await screen.findByRole("textbox", { name: "Digit 1 dari 6" }));
    await user.keyboard("123456");
    await user.click(screen.getByRole("button", { name: WORK_CARD_TEXTS.pay }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/invoice/program/35"));
  });

  it("tells a wrong OTP in Indonesian and lets the learner try again", async () => {
    const user = userEvent.setup();
    serve({ authorize: () => refusal("Kode OTP yang Anda masukkan salah.") });
    renderPage();
    await user.click(await screen.findByRole("button", { name: WORK_CARD_TEXTS.sendOtp }));
    await user.click(await screen.findByRole("textbox", { name: "Digit 1 dari 6" }));
    await user.keyboard("000000");
    await user.click(screen.getByRole("button", { name: WORK_CARD_TEXTS.pay }));
    expect((await screen.findByRole("alert")).textContent).toBe("Kode OTP yang Anda masukkan salah.");
    expect(screen.getByTestId("location").textContent).toBe("/kartuprakerja/pembayaran/41");
    expect(screen.getByRole("button", { name: WORK_CARD_TEXTS.resendOtp })).toBeTruthy();
  });

  it("shows the partner's outage when the OTP cannot be sent", async () => {
    const user = userEvent.setup();
    const down = "Layanan Kartu Prakerja sedang tidak dapat dihubungi. Silakan coba beberapa saat lagi.";
    serve({ send: () => refusal(down, 503) });
    renderPage();
    await user.click(await screen.findByRole("button", { name: WORK_CARD_TEXTS.sendOtp }));
    expect((await screen.findByRole("alert")).textContent).toBe(down);
    expect(screen.getByRole("button", { name: WORK_CARD_TEXTS.sendOtp })).toBeTruthy();
  });

  it("an invoice the work card may not pay shows why, with no OTP button", async () => {
    const reason = "Batas waktu pembelian program ini dengan Kartu Prakerja sudah lewat.";
    serve({ invoice: { body: envelope(invoice({ eligible: false, reason })) } });
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toBe(reason);
    expect(screen.queryByRole("button", { name: WORK_CARD_TEXTS.sendOtp })).toBeNull();
  });

  it("another learner's or an unknown invoice, and a malformed id, go to 404", async () => {
    serve({ invoice: refusal("Tagihan tidak ditemukan", 404) });
    renderPage();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/404"));
    renderPage("/kartuprakerja/pembayaran/abc");
    await waitFor(() => expect(screen.getAllByTestId("location").at(-1)?.textContent).toBe("/404"));
  });
});
