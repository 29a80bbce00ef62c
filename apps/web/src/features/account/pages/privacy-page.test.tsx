import { DEFAULT_PRIVACY_SETTINGS, PRIVACY_MESSAGES } from "@app/domain/account/privacy";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logout } from "../api";
import { ACCOUNT_DELETED_PATH, fileNameOf } from "../privacy-api";
import { callsTo, envelopeOf, meUser, renderVerification } from "../verification/verification-test-harness";
import { PrivacyPage } from "./privacy-page";

vi.mock("../api", async (original) => ({ ...(await original<typeof import("../api")>()), logout: vi.fn() }));

const PRIVACY = "/api/user/privacy/";
const EXPORT = "/api/user/export";
const DELETE = "/api/user/delete_account/";

beforeEach(() => vi.mocked(logout).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "user-id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

type Canned = { status?: number; body: unknown; headers?: Record<string, string> };

/** Answers given here before the harness's fake API (with headers: the download's file name). */
let canned: Record<string, Canned> = {};

function renderPage(answers: NonNullable<Parameters<typeof renderVerification>[1]>["answers"] = {}) {
  canned = {};
  const view = renderVerification(<PrivacyPage />, {
    user: meUser({ username: "siti-rahma" }),
    initialEntry: "/account/privacy",
    answers: { [PRIVACY]: () => ({ body: envelopeOf(DEFAULT_PRIVACY_SETTINGS) }), ...answers },
  });
  const base = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const answer = canned[url.pathname];
    if (!answer) return base(input, init);
    view.calls.push({ url, init });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json", ...answer.headers },
    });
  });
  return view;
}

describe("PrivacyPage (/account/privacy)", () => {
  it("shows the switches and saves one, with the server's answer and message", async () => {
    renderPage();
    const publicSwitch = await screen.findByRole("switch", { name: "Profil publik" });
    expect(publicSwitch.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("switch", { name: "Profesi" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("link", { name: "Lihat profil publik saya" }).getAttribute("href")).toBe(
      "/u/siti-rahma/portofolio",
    );

    // the POST answers the whole set: profile private
    const saved = { ...DEFAULT_PRIVACY_SETTINGS, is_public: false };
    canned[PRIVACY] = { body: envelopeOf(saved, 200, PRIVACY_MESSAGES.saved) };
    const user = userEvent.setup();
    await user.click(publicSwitch);
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Profil publik" }).getAttribute("aria-checked")).toBe("false"),
    );
    expect(await screen.findByText(PRIVACY_MESSAGES.saved)).toBeTruthy();
    // while private, the field switches wait
    expect(screen.getByRole("switch", { name: "Foto profil" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Aktifkan Profil publik untuk memilih data yang ditampilkan.")).toBeTruthy();
  });

  it("says when the settings cannot be loaded, with a retry", async () => {
    renderPage({ [PRIVACY]: () => ({ status: 500, body: envelopeOf(null, 500, "Terjadi kesalahan pada server") }) });
    expect(await screen.findByText(/Pengaturan privasi belum dapat dimuat/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Coba Lagi" })).toBeTruthy();
  });

  it("downloads the data as the server's file, and says when it cannot", async () => {
    renderPage();
    await screen.findByRole("switch", { name: "Profil publik" });
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return "blob:x";
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    canned[EXPORT] = {
      body: { format: "karirmu-data-export", tables: { users: [{ email: "siti@contoh.id" }] } },
      headers: { "content-disposition": 'attachment; filename="karirmu-data-siti-rahma-2026-12-01.json"' },
    };
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Unduh Data Saya" }));
    expect(await screen.findByText("Berkas karirmu-data-siti-rahma-2026-12-01.json sedang diunduh")).toBeTruthy();
    expect(click).toHaveBeenCalledTimes(1);
    expect(await created[0]?.text()).toContain("siti@contoh.id");

    canned[EXPORT] = { status: 429, body: envelopeOf(null, 429, "Terlalu banyak permintaan, coba beberapa saat lagi") };
    await user.click(screen.getByRole("button", { name: "Unduh Data Saya" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Data belum dapat diunduh");
    click.mockRestore();
  });

  it("asks the password in a dialog; a wrong one stays there; the right one logs out to the notice", async () => {
    let answer = { status: 400, body: envelopeOf({ field: "password" }, 400, PRIVACY_MESSAGES.passwordWrong) };
    const view = renderPage({ [DELETE]: () => answer });
    await screen.findByRole("switch", { name: "Profil publik" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Hapus Akun" }));
    const dialog = screen.getByRole("dialog", { name: "Hapus akun secara permanen?" });
    expect(within(dialog).getByText(/tetap disimpan untuk pembukuan/)).toBeTruthy();
    expect(within(dialog).getByText(/dalam 14 hari/)).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Ya, Hapus Akun Saya" }));
    expect(within(dialog).getByText("Masukkan kata sandi untuk menghapus akun")).toBeTruthy();
    expect(callsTo(view.calls, DELETE)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Kata Sandi"), "Salah2026xx");
    await user.keyboard("{Enter}");
    expect(await within(dialog).findByText(PRIVACY_MESSAGES.passwordWrong)).toBeTruthy();
    expect(within(dialog).getByLabelText("Kata Sandi").getAttribute("aria-invalid")).toBe("true");
    expect(logout).not.toHaveBeenCalled();

    answer = { status: 200, body: envelopeOf({ erase_after: "2026-12-15T03:00:00.000Z" }, 200, "ok") };
    await user.clear(within(dialog).getByLabelText("Kata Sandi"));
    await user.type(within(dialog).getByLabelText("Kata Sandi"), "Belajar2026ok");
    await user.click(within(dialog).getByRole("button", { name: "Ya, Hapus Akun Saya" }));
    await waitFor(() => expect(logout).toHaveBeenCalledWith(ACCOUNT_DELETED_PATH));
    expect(callsTo(view.calls, DELETE).at(-1)?.body).toEqual({ password: "Belajar2026ok" });
  });

  it("closes the dialog with Esc and Batal without sending anything", async () => {
    const view = renderPage();
    await screen.findByRole("switch", { name: "Profil publik" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Hapus Akun" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Hapus Akun" }));
    await user.click(screen.getByRole("button", { name: "Batal" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo(view.calls, DELETE)).toHaveLength(0);
  });
});

describe("fileNameOf", () => {
  it("reads the UTF-8 name, then the plain one, else a default", () => {
    expect(fileNameOf("attachment; filename=\"a.json\"; filename*=UTF-8''b%20c.json")).toBe("b c.json");
    expect(fileNameOf('attachment; filename="a.json"')).toBe("a.json");
    expect(fileNameOf(null)).toBe("data-saya.json");
  });
});
