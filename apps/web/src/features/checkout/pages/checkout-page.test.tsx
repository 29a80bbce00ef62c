import type { CheckoutAnswer } from "@app/domain/checkout/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meAnswer, meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { envelope } from "../../../test/fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import { paymentFixture } from "../../payment/test-fixtures";
import { pointsKeys } from "../../points/public";
import { freeInvoiceAnswer, invoiceAnswer, methodsAnswer } from "../test-fixtures";
import { CheckoutPage } from "./checkout-page";

const CHECKOUT = "/api/payment/v3/checkout/";
const METHODS = "/api/payment/method";
const VOUCHER = "/api/payment/v3/voucher/";
const PAY = "/api/payment/v3/pay/";
const FREE = "/api/payment/free_enrollment/";
const BALANCE = "/api/payment/poin/balance";
const PIN = "/api/user/pin/";
const ADDRESS = "/checkout?program_ids=35,37&addon_ids=17";

type Answer = { status?: number; body: unknown };
const refusal = (message: string, status = 400): Answer => ({ status, body: { status, message, data: null } });

/** HEMAT10 on Rp148.000: Rp14.800 off. */
const withHemat10 = () =>
  invoiceAnswer({ discount: 14800, real_total: 133200, voucher: { code: "HEMAT10", discount: 14800 } });

function serve({
  invoice = invoiceAnswer(),
  checkout,
  voucher,
  pay,
  free,
  hidden = [],
  balance = 500_000,
  hasPin = true,
}: {
  invoice?: CheckoutAnswer;
  checkout?: Answer;
  voucher?: () => Answer;
  pay?: () => Answer;
  free?: Answer;
  hidden?: string[];
  balance?: number;
  hasPin?: boolean;
} = {}) {
  let current = invoice;
  const fake = mockFetch({
    [CHECKOUT]: () => checkout ?? { body: envelope(current) },
    [METHODS]: () => ({ body: envelope(methodsAnswer(current.real_total, hidden)) }),
    [VOUCHER]: () => {
      const call = fake.calls.at(-1);
      if (call?.init?.method === "DELETE") {
        current = invoiceAnswer();
        return { body: { status: 200, message: "Voucher dibatalkan", data: current } };
      }
      const answer = voucher?.();
      if (answer) return answer;
      current = withHemat10();
      return { body: { status: 200, message: "Voucher berhasil digunakan", data: current } };
    },
    [PAY]: () => pay?.() ?? { body: envelope(paymentFixture()) },
    [FREE]: () => free ?? { body: { status: 200, message: "Program berhasil didapatkan", data: current } },
    [BALANCE]: () => ({ body: envelope({ balance, history: [] }) }),
    [PIN]: () => ({ body: envelope({ has_pin: hasPin, frozen_until: null }) }),
  });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

function renderCheckout(address = ADDRESS) {
  setSessionCookie();
  return renderWithRouter(
    <StrictMode>
      <CheckoutPage />
    </StrictMode>,
    { initialEntry: address },
  );
}

const callsTo = (fake: ReturnType<typeof serve>, path: string) => fake.calls.filter((c) => c.url.pathname === path);
const bodyOf = (call: { init?: RequestInit | undefined } | undefined) => JSON.parse(String(call?.init?.body));
const headerOf = (call: { init?: RequestInit | undefined } | undefined, name: string) =>
  (call?.init?.headers as Record<string, string> | undefined)?.[name];
const summary = () => screen.getByRole("region", { name: "Rincian Pembayaran" });
const amount = (testId: string) => within(summary()).getByTestId(testId).textContent;
const location = () => screen.getByTestId("location").textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CheckoutPage", () => {
  it("asks a pupil without a year level to complete the profile first, with the way back, and opens no invoice", async () => {
    const fake = mockFetch({
      "/api/auth/me-v2": meAnswer(
        meUserFixture({ profession_name: "murid", year_level_id: null, year_level_name: null }),
      ),
      [CHECKOUT]: () => ({ body: envelope(invoiceAnswer()) }),
    });
    vi.stubGlobal("fetch", fake.fn);
    renderCheckout();
    const state = await screen.findByRole("region", { name: "Lengkapi Profil Anda" });
    expect(within(state).getByRole("list", { name: "Data yang belum diisi" }).textContent).toBe("Jenjang kelas");
    const link = within(state).getByRole("link", { name: "Lengkapi Profil" });
    const target = new URL(link.getAttribute("href") ?? "", "https://x.invalid");
    expect(target.pathname).toBe("/account/personal");
    expect(target.searchParams.get("redirect-path")).toBe(ADDRESS);
    expect(callsTo(fake, CHECKOUT)).toHaveLength(0);
  });

  it("shows a skeleton while the invoice is opened", () => {
    setSessionCookie();
    vi.stubGlobal("fetch", () => new Promise<Response>(() => undefined));
    renderWithRouter(<CheckoutPage />, { initialEntry: ADDRESS });
    expect(screen.getByText("Memuat checkout")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Bayar Sekarang" })).toBeNull();
  });

  it("opens one invoice for the address, even mounted twice, and shows items, methods and totals", async () => {
    const fake = serve({ hidden: ["poin"] });
    renderCheckout();
    const items = await screen.findByRole("region", { name: "Ringkasan Pesanan" });
    expect(within(items).getByText("Manajemen Proyek dengan Metode Agile")).toBeTruthy();
    expect(within(items).getByText("Sesi Konsultasi Privat")).toBeTruthy();
    expect(within(items).getAllByText("Rp49.000")).toHaveLength(2);
    expect(within(items).getByText("Rp50.000")).toBeTruthy();

    expect(callsTo(fake, CHECKOUT)).toHaveLength(1);
    expect(bodyOf(callsTo(fake, CHECKOUT)[0])).toEqual({ program_ids: [35, 37], addon_ids: [17] });

    // only the shown categories, each a group of radio buttons; the server's choice starts chosen
    const bca = await screen.findByRole("radio", { name: "BCA Virtual Account" });
    expect((bca as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole("radio").filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    expect(screen.queryByRole("group", { name: "poin" })).toBeNull();
    expect(screen.queryByRole("radio", { name: "Poin" })).toBeNull();
    expect(screen.getAllByRole("group").map((g) => g.querySelector("legend")?.textContent)).toEqual([
      "Kartu Kredit",
      "Kredit Tanpa Kartu",
      "Dompet Digital",
      "Gerai Ritel",
      "Virtual Account",
    ]);
    const va = screen.getByRole("group", { name: "Virtual Account" });
    expect(
      within(va)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["bca_va", "bni_va", "bri_va", "mandiri_va", "permata_va"]);
    expect(callsTo(fake, METHODS)[0]?.url.searchParams.get("invoice_temp_id")).toBe("41");
    expect(callsTo(fake, METHODS)[0]?.url.searchParams.get("val")).toBe("1");
    // every method shows its fee: the card 2.9 % of Rp148.000 rounded plus Rp2.000
    expect(screen.getByText("Biaya layanan Rp6.292")).toBeTruthy();
    expect(within(va).getAllByText("Biaya layanan Rp4.000")).toHaveLength(5);

    expect(amount("checkout-subtotal")).toBe("Rp148.000");
    expect(amount("checkout-discount")).toBe("Rp0");
    expect(amount("checkout-fee")).toBe("Rp4.000");
    expect(amount("checkout-total")).toBe("Rp152.000");
    expect(document.title).toBe("Checkout - Karirmu");
  });

  it("changes the service fee and the total with the chosen method", async () => {
    serve();
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole("radio", { name: "Kartu Kredit/Debit" }));
    expect((screen.getByRole("radio", { name: "Kartu Kredit/Debit" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "BCA Virtual Account" }) as HTMLInputElement).checked).toBe(false);
    expect(amount("checkout-fee")).toBe("Rp6.292");
    expect(amount("checkout-total")).toBe("Rp154.292");
    await user.click(screen.getByRole("radio", { name: "GoPay" }));
    expect(amount("checkout-fee")).toBe("Rp2.960");
    expect(amount("checkout-total")).toBe("Rp150.960");
  });

  it("applies a voucher, shows its discount in the totals and the fee follows; Hapus takes it off", async () => {
    const fake = serve();
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole("radio", { name: "Kartu Kredit/Debit" }));
    await user.type(screen.getByLabelText("Kode voucher"), "hemat10");
    await user.click(screen.getByRole("button", { name: "Pakai" }));

    expect(await screen.findByTestId("applied-voucher")).toHaveProperty("textContent", "HEMAT10");
    expect(screen.getByText("Hemat Rp14.800")).toBeTruthy();
    expect(bodyOf(callsTo(fake, VOUCHER)[0])).toEqual({ invoice_temp_id: 41, code: "hemat10" });
    expect(await screen.findByText("Voucher berhasil digunakan")).toBeTruthy();
    expect(amount("checkout-discount")).toBe("-Rp14.800");
    // the card fee is worked out on the new real total: 2.9 % of Rp133.200 rounded plus Rp2.000
    expect(amount("checkout-fee")).toBe("Rp5.863");
    expect(amount("checkout-total")).toBe("Rp139.063");
    await user.click(screen.getByRole("radio", { name: "BCA Virtual Account" }));
    expect(amount("checkout-total")).toBe("Rp137.200");

    await user.click(screen.getByRole("button", { name: "Hapus voucher HEMAT10" }));
    expect(await screen.findByLabelText("Kode voucher")).toBeTruthy();
    const removal = callsTo(fake, VOUCHER)[1];
    expect(removal?.init?.method).toBe("DELETE");
    expect(bodyOf(removal)).toEqual({ invoice_temp_id: 41 });
    expect(amount("checkout-discount")).toBe("Rp0");
    expect(amount("checkout-total")).toBe("Rp152.000");
    // still one invoice
    expect(callsTo(fake, CHECKOUT)).toHaveLength(1);
  });

  it("shows the server's refusal under the field, and asks for a code before calling", async () => {
    const fake = serve({ voucher: () => refusal("Kode voucher tidak ditemukan.") });
    const user = userEvent.setup();
    renderCheckout();
    const input = await screen.findByLabelText("Kode voucher");
    await user.click(screen.getByRole("button", { name: "Pakai" }));
    expect(screen.getByText("Masukkan kode voucher.")).toBeTruthy();
    expect(callsTo(fake, VOUCHER)).toHaveLength(0);

    await user.type(input, "SALAH1");
    await user.click(screen.getByRole("button", { name: "Pakai" }));
    const message = await screen.findByText("Kode voucher tidak ditemukan.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(message.id);
    expect((input as HTMLInputElement).value).toBe("SALAH1");
    expect(amount("checkout-discount")).toBe("Rp0");
  });

  it("pays with the chosen method and an idempotency key, then shows the payment's status", async () => {
    let refusals = 1;
    const fake = serve({
      pay: () => (refusals-- > 0 ? refusal("Kuota add-on sudah habis") : { body: envelope(paymentFixture()) }),
    });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole("radio", { name: "BCA Virtual Account" }));
    await user.click(screen.getByRole("button", { name: "Bayar Sekarang" }));
    expect(await within(summary()).findByText("Kuota add-on sudah habis")).toBeTruthy();

    // the same action again sends the same key; the server answers it once
    await user.click(screen.getByRole("button", { name: "Bayar Sekarang" }));
    await waitFor(() => expect(location()).toBe("/payment/status/77"));
    const [first, second] = callsTo(fake, PAY);
    expect(bodyOf(second)).toEqual({ invoice_temp_id: 41, full_id: "bca_va" });
    expect(second?.init?.method).toBe("POST");
    expect(headerOf(second, "X-Requested-With")).toBe("XMLHttpRequest");
    const key = headerOf(second, "Idempotency-Key");
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(headerOf(first, "Idempotency-Key")).toBe(key);
  });

  it("sends another key for another method", async () => {
    const fake = serve({
      pay: () => refusal("Layanan pembayaran sedang tidak tersedia, coba beberapa saat lagi", 503),
    });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole("button", { name: "Bayar Sekarang" }));
    await within(summary()).findByText("Layanan pembayaran sedang tidak tersedia, coba beberapa saat lagi");
    await user.click(screen.getByRole("radio", { name: "Alfamart" }));
    await user.click(screen.getByRole("button", { name: "Bayar Sekarang" }));
    await waitFor(() => expect(callsTo(fake, PAY)).toHaveLength(2));
    const [bca, alfamart] = callsTo(fake, PAY);
    expect(bodyOf(bca).full_id).toBe("bca_va");
    expect(bodyOf(alfamart).full_id).toBe("alfamart");
    expect(headerOf(bca, "Idempotency-Key")).not.toBe(headerOf(alfamart, "Idempotency-Key"));
  });

  it("pays with points after the payment PIN; a wrong PIN is told in the dialog and a new one is a new request", async () => {
    let wrong = true;
    const fake = serve({
      pay: () => {
        if (!wrong) return { body: envelope(paymentFixture({ full_id: "poin", status: 2, fee: 0 })) };
        wrong = false;
        return {
          status: 400,
          body: { status: 400, message: "PIN yang Anda masukkan tidak sesuai.", data: { attempts_left: 2 } },
        };
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderCheckout();
    await screen.findByText("Saldo Anda: 500.000 poin");
    await user.click(await screen.findByRole("radio", { name: "Poin" }));
    expect(amount("checkout-fee")).toBe("Rp0");
    expect(amount("checkout-total")).toBe("Rp148.000");
    await user.click(screen.getByRole("button", { name: "Bayar Sekarang" }));
    // the points feature's dialog
    const dialog = await screen.findByRole("dialog", { name: "Masukkan PIN Pembayaran" });
    expect(callsTo(fake, PAY)).toHaveLength(0);
    for (const name of [/Syarat dan Ketentuan/, /Kebijakan Privasi/]) {
      expect(within(dialog).getByRole("link", { name }).getAttribute("target")).toBe("_blank");
    }

    // the sixth digit sends it; the refusal's tries left are told with it
    await user.keyboard("111111");
    expect(
      await within(dialog).findByText("PIN yang Anda masukkan tidak sesuai. Sisa kesempatan: 2 kali."),
    ).toBeTruthy();
    expect(location()).toBe(ADDRESS);
    // the boxes are empty again and the first has the focus
    const boxes = within(dialog).getAllByRole("textbox") as HTMLInputElement[];
    expect(boxes.map((box) => box.value).join("")).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]));
    await user.keyboard("123456");
    await waitFor(() => expect(location()).toBe("/payment/status/77"));
    const [first, second] = callsTo(fake, PAY);
    expect(bodyOf(first)).toEqual({ invoice_temp_id: 41, full_id: "poin", pin: "111111" });
    expect(bodyOf(second)).toEqual({ invoice_temp_id: 41, full_id: "poin", pin: "123456" });
    expect(headerOf(first, "Idempotency-Key")).not.toBe(headerOf(second, "Idempotency-Key"));
    // the points were spent: the balance is stale (marked so, or already asked again)
    const state = queryClient.getQueryState(pointsKeys.balance);
    expect(state?.isInvalidated || callsTo(fake, BALANCE).length > 1).toBe(true);
  }, 15_000);

  it("shows the balance on the points method and rules it out, with the reason, when it does not cover the total", async () => {
    const fake = serve({ balance: 0, hasPin: false });
    renderCheckout();
    const poin = await screen.findByRole("radio", { name: "Poin" });
    await screen.findByText("Saldo Anda: 0 poin");
    expect((poin as HTMLInputElement).disabled).toBe(true);
    const reason = screen.getByText("Poin Anda tidak cukup untuk pembayaran ini (perlu 148.000 poin).");
    // the reason is part of the radio's description, so it is heard on the option itself
    expect(poin.getAttribute("aria-describedby")?.split(" ")).toContain(reason.parentElement?.id);
    // another method stays chosen, and nothing asks for a PIN
    expect((screen.getByRole("radio", { name: "BCA Virtual Account" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/belum punya PIN/)).toBeNull();
    expect(callsTo(fake, PAY)).toHaveLength(0);
  });

  it("sends a learner without a PIN to set one, coming back to this checkout with its voucher", async () => {
    const fake = serve({ invoice: withHemat10(), hasPin: false });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole("radio", { name: "Poin" }));
    expect(screen.getByText(/Anda belum punya PIN pembayaran/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Bayar Sekarang" }));
    await waitFor(() => expect(location()?.startsWith("/account/pin?")).toBe(true));
    const target = new URL(location() ?? "", "https://x.invalid");
    expect(target.searchParams.get("redirect-path")).toBe(ADDRESS);
    expect(screen.queryByRole("dialog", { name: "Masukkan PIN Pembayaran" })).toBeNull();
    expect(callsTo(fake, PAY)).toHaveLength(0);
    expect(JSON.parse(window.sessionStorage.getItem("checkout-voucher-carry") ?? "null")).toEqual({
      search: "?program_ids=35,37&addon_ids=17",
      code: "HEMAT10",
    });
  });

  it("applies the voucher kept for this checkout again when the learner comes back to it", async () => {
    window.sessionStorage.setItem(
      "checkout-voucher-carry",
      JSON.stringify({ search: "?program_ids=35,37&addon_ids=17", code: "HEMAT10" }),
    );
    const fake = serve();
    renderCheckout();
    expect(await screen.findByTestId("applied-voucher")).toHaveProperty("textContent", "HEMAT10");
    expect(callsTo(fake, VOUCHER)).toHaveLength(1);
    expect(bodyOf(callsTo(fake, VOUCHER)[0])).toEqual({ invoice_temp_id: 41, code: "HEMAT10" });
    expect(window.sessionStorage.getItem("checkout-voucher-carry")).toBeNull();
  });

  it("keeps focus on the applied voucher after 'Pakai' and on the code field after 'Hapus'", async () => {
    serve();
    const user = userEvent.setup();
    renderCheckout();
    const input = await screen.findByLabelText("Kode voucher");
    expect(input.getAttribute("placeholder")).toBe("Masukkan kode voucher");
    await user.type(input, "HEMAT10");
    await user.click(screen.getByRole("button", { name: "Pakai" }));
    const applied = await screen.findByRole("group", { name: "Voucher HEMAT10 dipakai, hemat Rp14.800" });
    await waitFor(() => expect(document.activeElement).toBe(applied));
    await user.click(screen.getByRole("button", { name: "Hapus voucher HEMAT10" }));
    const again = await screen.findByLabelText("Kode voucher");
    await waitFor(() => expect(document.activeElement).toBe(again));
  });

  it("offers 'Dapatkan Sekarang' without methods when nothing is to be paid, and enrols at once", async () => {
    const fake = serve({ invoice: freeInvoiceAnswer() });
    const user = userEvent.setup();
    renderCheckout("/checkout?program_ids=31");
    expect(await screen.findByText("Digital Marketing untuk UMKM")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Metode Pembayaran" })).toBeNull();
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.queryByRole("button", { name: "Bayar Sekarang" })).toBeNull();
    expect(within(summary()).queryByTestId("checkout-fee")).toBeNull();
    expect(amount("checkout-total")).toBe("Rp0");

    await user.click(screen.getByRole("button", { name: "Dapatkan Sekarang" }));
    await waitFor(() => expect(location()).toBe("/payment/thankyou/free-41"));
    expect(bodyOf(callsTo(fake, FREE)[0])).toEqual({ invoice_temp_id: 41 });
    expect(callsTo(fake, METHODS)).toHaveLength(0);
    expect(callsTo(fake, PAY)).toHaveLength(0);
  });

  it("shows a free enrolment refusal above the button", async () => {
    serve({ invoice: freeInvoiceAnswer(), free: refusal("Tagihan ini perlu dibayar") });
    const user = userEvent.setup();
    renderCheckout("/checkout?program_ids=31");
    await user.click(await screen.findByRole("button", { name: "Dapatkan Sekarang" }));
    expect(await within(summary()).findByRole("alert")).toHaveProperty("textContent", "Tagihan ini perlu dibayar");
    expect(location()).toBe("/checkout?program_ids=31");
  });

  it.each([
    ["no ids", "/checkout"],
    ["not ids", "/checkout?program_ids=abc"],
    ["empty lists", "/checkout?program_ids=&addon_ids="],
  ])("with %s offers the way back to the selection list and calls nothing", (_, address) => {
    const fake = serve();
    renderCheckout(address);
    expect(screen.getByRole("heading", { name: "Belum ada yang dipilih untuk dibayar" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke Daftar Pilihan" }).getAttribute("href")).toBe(
      "/daftar-pilihan",
    );
    expect(fake.calls).toHaveLength(0);
  });

  it("shows the server's refusal of the checkout with the way back", async () => {
    serve({ checkout: refusal("Anda sudah terdaftar di program ini") });
    renderCheckout();
    expect(await screen.findByText("Anda sudah terdaftar di program ini")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Checkout belum dapat dilanjutkan" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke Daftar Pilihan" })).toBeTruthy();
    // a refusal is not retried: it would only be refused again
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
  });

  it("opens a fresh invoice when the old one is no longer valid", async () => {
    const fake = serve({
      pay: () => refusal("Tagihan sudah tidak berlaku, silakan checkout ulang"),
    });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole("button", { name: "Bayar Sekarang" }));
    await user.click(await screen.findByRole("button", { name: "Checkout Ulang" }));
    await waitFor(() => expect(callsTo(fake, CHECKOUT)).toHaveLength(2));
    expect(await screen.findByRole("button", { name: "Bayar Sekarang" })).toHaveProperty("disabled", false);
  });
});
