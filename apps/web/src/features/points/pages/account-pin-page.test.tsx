import { POINTS_MESSAGES } from "@app/domain/points/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import type { PinState } from "../api";
import { PIN_RESET_KEY_STORAGE } from "../pin-reset-key";
import { AccountPinPage } from "./account-pin-page";

const PIN = "/api/user/pin/";
const FORGOT = "/api/user/pin/forgot";
const RESET = "/api/user/pin/reset";
const PKEY = "k3y-dari-email-yang-cukup-panjang-123";
const PASSWORD = "Demo12345";

type Answer = { status?: number; body: unknown };
const ok = (data: unknown, message = "OK") => ({ body: { status: 200, message, data } });
const refused = (message: string, data: unknown = null, status = 400): Answer => ({
  status,
  body: { status, message, data },
});

/** The PIN calls: GET answers `state`; POST and reset answer `save` (by default: saved, PIN set). */
function serve(state: PinState, { save, reset }: { save?: Answer; reset?: Answer } = {}) {
  let current = state;
  const savedAnswer = () => {
    current = { has_pin: true, frozen_until: null };
    return ok(current, POINTS_MESSAGES.pinSaved);
  };
  const fake = mockFetch({
    [PIN]: () => (fake.calls.at(-1)?.init?.method === "POST" ? (save ?? savedAnswer()) : ok(current)),
    [RESET]: () => reset ?? savedAnswer(),
    [FORGOT]: () => ok({ expires_at: "2026-11-22T07:35:00.000Z" }, POINTS_MESSAGES.resetSent),
  });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

function renderPage(entry = "/account/pin") {
  setSessionCookie();
  return renderWithRouter(<AccountPinPage />, { initialEntry: entry });
}

function bodiesOf(fake: ReturnType<typeof mockFetch>, path: string, method = "POST") {
  return fake.calls
    .filter((c) => c.url.pathname === path && (c.init?.method ?? "GET") === method)
    .map((c) => JSON.parse(String(c.init?.body)) as unknown);
}

function group(name: string) {
  return screen.getByRole("group", { name });
}

/** Types a PIN into a group of boxes, as a person would: focus the first box, then the digits. */
async function typePin(user: ReturnType<typeof userEvent.setup>, name: string, pin: string) {
  await user.click(within(group(name)).getByRole("textbox", { name: "Digit PIN 1 dari 6" }));
  await user.keyboard(pin);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe("AccountPinPage (/account/pin)", () => {
  it("says when no PIN is set and offers the form to set one", async () => {
    serve({ has_pin: false, frozen_until: null });
    renderPage();
    expect(await screen.findByText("PIN belum diatur")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "PIN Pembayaran" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Atur PIN" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Lupa PIN?" })).toBeNull();
    expect(screen.getByRole("link", { name: "Lihat Saldo Poin" }).getAttribute("href")).toBe("/katalog-poin");
    await waitFor(() => expect(document.title).toBe("PIN Pembayaran - Karirmu"));
  });

  it("checks the PIN, the repeat and the password before any call", async () => {
    const fake = serve({ has_pin: false, frozen_until: null });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("PIN belum diatur");
    await user.click(screen.getByRole("button", { name: "Simpan PIN" }));
    expect(screen.getByText("PIN harus 6 digit angka")).toBeTruthy();
    expect(screen.getByText("Masukkan kata sandi akun Anda")).toBeTruthy();
    // focus goes to the first field to fix
    expect(document.activeElement).toBe(within(group("PIN Baru")).getByRole("textbox", { name: "Digit PIN 1 dari 6" }));

    await typePin(user, "PIN Baru", "123456");
    // the repeat takes over once the PIN is complete; a different repeat is said at once
    expect(document.activeElement).toBe(
      within(group("Konfirmasi PIN Baru")).getByRole("textbox", { name: "Digit PIN 1 dari 6" }),
    );
    await user.keyboard("123457");
    expect(screen.getByText("PIN tidak sama")).toBeTruthy();
    await user.type(screen.getByLabelText("Kata Sandi Akun"), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Simpan PIN" }));
    expect(screen.getByText("PIN tidak sama")).toBeTruthy();
    expect(bodiesOf(fake, PIN)).toHaveLength(0);
  });

  it("keeps focus on a different repeat for a fix, and moves to the password once it matches", async () => {
    serve({ has_pin: false, frozen_until: null });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("PIN belum diatur");
    await typePin(user, "PIN Baru", "123456");
    await user.keyboard("123457");
    const repeat = within(group("Konfirmasi PIN Baru"));
    expect(screen.getByText("PIN tidak sama")).toBeTruthy();
    expect(document.activeElement).toBe(repeat.getByRole("textbox", { name: "Digit PIN 6 dari 6" }));
    await user.keyboard("{Backspace}6");
    expect(screen.queryByText("PIN tidak sama")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Kata Sandi Akun"));
  });

  it("saves the PIN with the password, says so in a toast and shows it set", async () => {
    const fake = serve({ has_pin: false, frozen_until: null });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("PIN belum diatur");
    await typePin(user, "PIN Baru", "123456");
    await user.keyboard("123456");
    await user.type(screen.getByLabelText("Kata Sandi Akun"), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Simpan PIN" }));

    expect(await screen.findByText("PIN pembayaran berhasil disimpan")).toBeTruthy();
    expect(bodiesOf(fake, PIN)).toEqual([{ pin: "123456", password: PASSWORD }]);
    expect(screen.getByText("PIN sudah diatur")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Ubah PIN" })).toBeTruthy();
    // the form starts again, empty
    expect((screen.getByLabelText("Kata Sandi Akun") as HTMLInputElement).value).toBe("");
    const boxes = within(group("PIN Baru")).getAllByRole<HTMLInputElement>("textbox");
    expect(boxes.map((b) => b.value).join("")).toBe("");
  });

  it("sent by checkout, says so and goes back to that same checkout once the PIN is saved", async () => {
    serve({ has_pin: false, frozen_until: null });
    const user = userEvent.setup();
    const back = "/checkout?program_ids=35,37&addon_ids=17";
    renderPage(`/account/pin?redirect-path=${encodeURIComponent(back)}`);
    expect(await screen.findByText(/Anda kembali ke checkout/)).toBeTruthy();
    await typePin(user, "PIN Baru", "123456");
    await user.keyboard("123456");
    await user.type(screen.getByLabelText("Kata Sandi Akun"), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Simpan PIN" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe(back));
  });

  it("puts a wrong password on the password field", async () => {
    serve({ has_pin: true, frozen_until: null }, { save: refused(POINTS_MESSAGES.wrongPassword) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("PIN sudah diatur");
    await typePin(user, "PIN Baru", "654321");
    await user.keyboard("654321");
    await user.type(screen.getByLabelText("Kata Sandi Akun"), "salah");
    await user.click(screen.getByRole("button", { name: "Simpan PIN" }));
    const error = await screen.findByText(POINTS_MESSAGES.wrongPassword);
    const password = screen.getByLabelText("Kata Sandi Akun");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-describedby")).toContain(error.closest("p")?.id);
    // editing forgets the refusal
    await user.type(password, "x");
    expect(screen.queryByText(POINTS_MESSAGES.wrongPassword)).toBeNull();
  });

  it("shows other refusals (too many tries) above the button", async () => {
    serve(
      { has_pin: true, frozen_until: null },
      { save: refused("Terlalu banyak percobaan. Coba lagi nanti.", null, 429) },
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("PIN sudah diatur");
    await typePin(user, "PIN Baru", "654321");
    await user.keyboard("654321");
    await user.type(screen.getByLabelText("Kata Sandi Akun"), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Simpan PIN" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Terlalu banyak percobaan. Coba lagi nanti.");
  });

  it("shows until when a frozen PIN stays frozen, in WIB", async () => {
    serve({ has_pin: true, frozen_until: "2026-11-22T07:05:00.000Z" });
    renderPage();
    expect(await screen.findByText("PIN dibekukan sementara hingga 22 November 2026, 14.05 WIB.")).toBeTruthy();
  });

  it("'Lupa PIN?' mails the reset link and shows the server's message", async () => {
    const fake = serve({ has_pin: true, frozen_until: null });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Lupa PIN?" }));
    expect(await screen.findByText(POINTS_MESSAGES.resetSent)).toBeTruthy();
    expect(bodiesOf(fake, FORGOT)).toHaveLength(1);
  });
});

describe("AccountPinPage as 'Atur PIN Baru' (after /forgot-pin-payment)", () => {
  const NEW_PIN = "/account/pin?type=new&field=pin";

  it("sets the new PIN with the stored key and no password, then drops the key", async () => {
    window.sessionStorage.setItem(PIN_RESET_KEY_STORAGE, PKEY);
    const fake = serve({ has_pin: true, frozen_until: "2026-11-22T07:05:00.000Z" });
    const user = userEvent.setup();
    renderPage(NEW_PIN);
    expect(screen.getByRole("heading", { level: 1, name: "Atur PIN Baru" })).toBeTruthy();
    expect(screen.queryByLabelText("Kata Sandi Akun")).toBeNull();
    await waitFor(() => expect(document.title).toBe("Atur PIN Baru - Karirmu"));

    await typePin(user, "PIN Baru", "246810");
    await user.keyboard("246810");
    await user.click(screen.getByRole("button", { name: "Simpan PIN" }));

    expect(await screen.findByText("PIN pembayaran berhasil disimpan")).toBeTruthy();
    expect(bodiesOf(fake, RESET)).toEqual([{ pkey: PKEY, pin: "246810" }]);
    expect(bodiesOf(fake, PIN)).toHaveLength(0);
    expect(window.sessionStorage.getItem(PIN_RESET_KEY_STORAGE)).toBeNull();
    // the router's navigation is a transition: it may land just after the toast
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/account/pin"));
    expect(await screen.findByText("PIN sudah diatur")).toBeTruthy();
  });

  it("a used or expired link: drops the key and says so on the normal page", async () => {
    window.sessionStorage.setItem(PIN_RESET_KEY_STORAGE, PKEY);
    serve({ has_pin: true, frozen_until: null }, { reset: refused(POINTS_MESSAGES.resetInvalid) });
    const user = userEvent.setup();
    renderPage(NEW_PIN);
    await typePin(user, "PIN Baru", "246810");
    await user.keyboard("246810");
    await user.click(screen.getByRole("button", { name: "Simpan PIN" }));

    expect((await screen.findByRole("alert")).textContent).toContain(POINTS_MESSAGES.resetInvalid);
    expect(screen.getByRole("heading", { level: 1, name: "PIN Pembayaran" })).toBeTruthy();
    expect(screen.getByLabelText("Kata Sandi Akun")).toBeTruthy();
    expect(window.sessionStorage.getItem(PIN_RESET_KEY_STORAGE)).toBeNull();
    // the address drops the new-PIN query once the refusal is shown
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/account/pin"));
  });

  it("without a stored key, the new-PIN address shows the normal page with a notice", async () => {
    serve({ has_pin: true, frozen_until: null });
    renderPage(NEW_PIN);
    expect((await screen.findByRole("alert")).textContent).toContain(POINTS_MESSAGES.resetInvalid);
    expect(screen.getByRole("heading", { level: 1, name: "PIN Pembayaran" })).toBeTruthy();
  });

  it("keeps the same rules: a different repeat is refused before any call", async () => {
    window.sessionStorage.setItem(PIN_RESET_KEY_STORAGE, PKEY);
    const fake = serve({ has_pin: true, frozen_until: null });
    renderPage(NEW_PIN);
    const first = within(group("PIN Baru")).getByRole("textbox", { name: "Digit PIN 1 dari 6" });
    fireEvent.paste(first, { clipboardData: { getData: () => "111111" } });
    const repeat = within(group("Konfirmasi PIN Baru")).getByRole("textbox", { name: "Digit PIN 1 dari 6" });
    fireEvent.paste(repeat, { clipboardData: { getData: () => "111112" } });
    fireEvent.click(screen.getByRole("button", { name: "Simpan PIN" }));
    expect(screen.getByText("PIN tidak sama")).toBeTruthy();
    expect(bodiesOf(fake, RESET)).toHaveLength(0);
  });
});
