import { ACCOUNT_SERVER_MESSAGES } from "@app/domain/account/constants";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VERIFICATION_STORAGE_KEYS } from "../api";
import { callsTo, envelopeOf, meUser, renderVerification } from "../verification/verification-test-harness";
import { UndoEmailChangePage } from "./undo-email-change-page";

const UNDO = "/api/user/undo_email_change/";
const TOKEN = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "user-id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

const undone = () => ({
  body: envelopeOf({ email: "sa***@demo.test" }, 200, ACCOUNT_SERVER_MESSAGES.emailChangeUndone),
});

describe("UndoEmailChangePage (/undo-email-change?token=)", () => {
  it("sends nothing on opening: it explains first and undoes only when the button is pressed", async () => {
    window.localStorage.setItem(VERIFICATION_STORAGE_KEYS.resendOtpAt, new Date(Date.now() + 60_000).toISOString());
    const view = renderVerification(<UndoEmailChangePage />, {
      user: meUser(),
      initialEntry: `/undo-email-change?token=${TOKEN}`,
      answers: { [UNDO]: undone },
    });
    // a link scanner that runs the page's script stops here: nothing was sent
    expect(screen.getByRole("heading", { name: "Batalkan Perubahan Email" })).toBeTruthy();
    expect(screen.getByText(/semua sesi masuk akan diakhiri/)).toBeTruthy();
    expect(screen.getByText("Jika Anda sendiri yang mengubah email, abaikan halaman ini.")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(view.calls, UNDO)).toHaveLength(0);
    expect(document.cookie).toContain("user-id=1");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Batalkan Perubahan Email" }));
    expect(await screen.findByRole("heading", { name: "Email Berhasil Dikembalikan" })).toBeTruthy();
    expect(
      screen
        .getByText("Email akun Anda telah dikembalikan. Semua sesi telah diakhiri, silakan masuk kembali.")
        .getAttribute("role"),
    ).toBe("status");
    expect(screen.getByText("sa***@demo.test")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Atur Ulang Kata Sandi" }).getAttribute("href")).toBe("/forgot-password");
    expect(callsTo(view.calls, UNDO)).toEqual([expect.objectContaining({ body: { token: TOKEN } })]);
    // what the browser kept of the dead session is gone
    expect(document.cookie).not.toContain("user-id=1");
    expect(window.localStorage.getItem(VERIFICATION_STORAGE_KEYS.resendOtpAt)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Masuk" }));
    await waitFor(() => expect(screen.getByTestId("dialog").textContent).toBe("login"));
    expect(callsTo(view.calls, UNDO)).toHaveLength(1);
  });

  it("sends the undo once however quickly the button is pressed again", async () => {
    const view = renderVerification(<UndoEmailChangePage />, {
      user: null,
      initialEntry: `/undo-email-change?token=${TOKEN}`,
      answers: { [UNDO]: undone },
    });
    // the server takes its time: the answer waits until released
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      await answered;
      return fake(input, init);
    });
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Batalkan Perubahan Email" }) as HTMLButtonElement;
    await user.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    await user.click(button);
    release();
    expect(await screen.findByRole("heading", { name: "Email Berhasil Dikembalikan" })).toBeTruthy();
    expect(callsTo(view.calls, UNDO)).toHaveLength(1);
  });

  it("says a used or expired link no longer works", async () => {
    renderVerification(<UndoEmailChangePage />, {
      user: null,
      initialEntry: `/undo-email-change?token=${TOKEN}`,
      answers: {
        [UNDO]: () => ({ status: 400, body: envelopeOf(null, 400, ACCOUNT_SERVER_MESSAGES.undoLinkInvalid) }),
      },
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Batalkan Perubahan Email" }));
    expect(await screen.findByRole("heading", { name: "Tautan Tidak Berlaku" })).toBeTruthy();
    expect(
      screen.getByText(
        "Tautan pembatalan perubahan email tidak valid atau sudah kedaluwarsa. Tautan ini hanya dapat digunakan sekali dan berlaku 7 hari sejak email Anda diubah.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke Beranda" }).getAttribute("href")).toBe("/");
  });

  it("does not call with a missing or malformed token", async () => {
    for (const entry of ["/undo-email-change", "/undo-email-change?token=pendek"]) {
      const view = renderVerification(<UndoEmailChangePage />, { user: null, initialEntry: entry });
      expect(await screen.findByRole("heading", { name: "Tautan Tidak Berlaku" })).toBeTruthy();
      expect(callsTo(view.calls, UNDO)).toHaveLength(0);
      view.unmount();
    }
  });

  it("offers another try when the server could not answer", async () => {
    let calls = 0;
    renderVerification(<UndoEmailChangePage />, {
      user: null,
      initialEntry: `/undo-email-change?token=${TOKEN}`,
      answers: {
        [UNDO]: () => {
          calls += 1;
          return calls === 1
            ? { status: 503, body: envelopeOf(null, 503, "Layanan sedang tidak tersedia, coba beberapa saat lagi") }
            : undone();
        },
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Batalkan Perubahan Email" }));
    expect(await screen.findByRole("heading", { name: "Perubahan email belum dapat dibatalkan" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Layanan sedang tidak tersedia, coba beberapa saat lagi");
    await user.click(screen.getByRole("button", { name: "Coba Lagi" }));
    expect(await screen.findByRole("heading", { name: "Email Berhasil Dikembalikan" })).toBeTruthy();
  });
});
