import { ACCOUNT_SERVER_MESSAGES } from "@app/domain/account/constants";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, envelopeOf, renderVerification } from "../verification/verification-test-harness";
import { AccountPasswordPage } from "./account-password-page";

const CHANGE = "/api/user/change_password/";
const SESSIONS = "/api/user/sessions/";
const OTHER_ID = "7d3c2f7e-4a55-4d1e-9a51-111111111111";
const THIS_ID = "7d3c2f7e-4a55-4d1e-9a51-222222222222";
const REVOKE = `/api/user/sessions/${OTHER_ID}/revoke`;
const OTHERS = "/api/user/sessions/revoke-others";

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = "user-id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

const session = (id: string, isCurrent: boolean, lastSeen: string) => ({
  id,
  created_at: "2026-11-20T01:00:00.000Z",
  last_seen_at: lastSeen,
  device: isCurrent ? "Chrome di Windows" : "Safari di iPhone",
  is_current: isCurrent,
});
const bothSessions = [
  session(OTHER_ID, false, "2026-11-22T17:05:00.000Z"),
  session(THIS_ID, true, "2026-11-22T07:05:00.000Z"),
];

function renderPage(answers: Parameters<typeof renderVerification>[1] extends infer O ? O : never = {}) {
  return renderVerification(<AccountPasswordPage />, { initialEntry: "/account/password", ...answers });
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, repeat = next) {
  if (current) await user.type(screen.getByLabelText("Kata Sandi Saat Ini"), current);
  if (next) await user.type(screen.getByLabelText("Kata Sandi Baru"), next);
  if (repeat) await user.type(screen.getByLabelText("Ulangi Kata Sandi Baru"), repeat);
}

describe("AccountPasswordPage (/account/password)", () => {
  it("checks the fields in the browser before sending anything", async () => {
    const view = renderPage({ answers: { [SESSIONS]: () => ({ body: envelopeOf(bothSessions) }) } });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Simpan Kata Sandi" }));
    expect(screen.getByText("Masukkan kata sandi saat ini")).toBeTruthy();
    await fill(user, "Lama2026ok", "lemah", "lain");
    await user.click(screen.getByRole("button", { name: "Simpan Kata Sandi" }));
    expect(screen.getByText("Konfirmasi kata sandi tidak sama")).toBeTruthy();
    expect(screen.getByText(/Minimal 8 karakter, mengandung huruf kecil, huruf besar, dan angka/)).toBeTruthy();
    expect(screen.getByLabelText("Kata Sandi Baru").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(view.calls, CHANGE)).toHaveLength(0);
  });

  it("shows and hides a password", async () => {
    renderPage({ answers: { [SESSIONS]: () => ({ body: envelopeOf(bothSessions) }) } });
    const user = userEvent.setup();
    const field = screen.getByLabelText("Kata Sandi Saat Ini");
    expect(field.getAttribute("type")).toBe("password");
    await user.click(screen.getByRole("button", { name: "Tampilkan kata sandi saat ini" }));
    expect(field.getAttribute("type")).toBe("text");
  });

  it("puts the server's refusal of the current password next to that field", async () => {
    renderPage({
      answers: {
        [SESSIONS]: () => ({ body: envelopeOf(bothSessions) }),
        [CHANGE]: () => ({
          status: 400,
          body: envelopeOf({ field: "current_password" }, 400, ACCOUNT_SERVER_MESSAGES.currentPasswordWrong),
        }),
      },
    });
    const user = userEvent.setup();
    await fill(user, "SalahSekali1", "Ganti2026Baru");
    await user.click(screen.getByRole("button", { name: "Simpan Kata Sandi" }));
    expect(await screen.findByText("Kata sandi saat ini tidak sesuai")).toBeTruthy();
    expect(screen.getByLabelText("Kata Sandi Saat Ini").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert", { name: /tidak sesuai/ })).toBeNull();
  });

  it("puts a common new password's refusal next to the new password", async () => {
    renderPage({
      answers: {
        [SESSIONS]: () => ({ body: envelopeOf(bothSessions) }),
        [CHANGE]: () => ({ status: 400, body: envelopeOf(null, 400, ACCOUNT_SERVER_MESSAGES.passwordCommon) }),
      },
    });
    const user = userEvent.setup();
    await fill(user, "Lama2026ok", "Password1");
    await user.click(screen.getByRole("button", { name: "Simpan Kata Sandi" }));
    expect(await screen.findByText(ACCOUNT_SERVER_MESSAGES.passwordCommon)).toBeTruthy();
    expect(screen.getByLabelText("Kata Sandi Baru").getAttribute("aria-invalid")).toBe("true");
  });

  it("saves, says so in a toast, empties the form and reloads the sessions", async () => {
    let list = bothSessions;
    const view = renderPage({
      answers: {
        [SESSIONS]: () => ({ body: envelopeOf(list) }),
        [CHANGE]: () => {
          list = [bothSessions[1] ?? bothSessions[0]].filter((s) => s !== undefined);
          return { body: envelopeOf(null, 200, ACCOUNT_SERVER_MESSAGES.passwordUpdated) };
        },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText("Perangkat lain")).toBeTruthy();
    await fill(user, "Lama2026ok", "Ganti2026Baru");
    await user.click(screen.getByRole("button", { name: "Simpan Kata Sandi" }));
    expect(await screen.findByText(ACCOUNT_SERVER_MESSAGES.passwordUpdated)).toBeTruthy();
    expect(callsTo(view.calls, CHANGE)).toEqual([
      expect.objectContaining({ body: { current_password: "Lama2026ok", new_password: "Ganti2026Baru" } }),
    ]);
    expect((screen.getByLabelText("Kata Sandi Saat Ini") as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(screen.queryByText("Perangkat lain")).toBeNull());
    expect(screen.getByText("Tidak ada perangkat lain yang sedang masuk ke akun Anda.")).toBeTruthy();
  });

  it("lists the sessions with this device first and the last use in WIB, and ends one", async () => {
    let list = bothSessions;
    const view = renderPage({
      answers: {
        [SESSIONS]: () => ({ body: envelopeOf(list) }),
        [REVOKE]: () => {
          list = list.filter((s) => s.is_current);
          return { body: envelopeOf({ ended: 1 }, 200, ACCOUNT_SERVER_MESSAGES.sessionEnded) };
        },
      },
    });
    const region = screen.getByRole("region", { name: "Sesi Aktif" });
    const rows = await within(region).findAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("Perangkat ini");
    expect(rows[0]?.textContent).toContain("Terakhir digunakan 22 November 2026, 14.05 WIB");
    expect(within(rows[0] as HTMLElement).queryByRole("button")).toBeNull();
    expect(rows[1]?.textContent).toContain("23 November 2026, 00.05 WIB");
    // each row names its device, so a person can tell their phone from a computer they do not know
    expect(rows[0]?.textContent).toContain("Chrome di Windows");
    expect(rows[1]?.textContent).toContain("Safari di iPhone");
    const user = userEvent.setup();
    await user.click(
      within(rows[1] as HTMLElement).getByRole("button", { name: /^Keluar dari perangkat lain \(Safari di iPhone\)/ }),
    );
    expect(await screen.findByText(ACCOUNT_SERVER_MESSAGES.sessionEnded)).toBeTruthy();
    expect(callsTo(view.calls, REVOKE)).toHaveLength(1);
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(1));
  });

  it("ends every other session with one button", async () => {
    const view = renderPage({
      answers: {
        [SESSIONS]: () => ({ body: envelopeOf(bothSessions) }),
        [OTHERS]: () => ({ body: envelopeOf({ ended: 1 }, 200, ACCOUNT_SERVER_MESSAGES.otherSessionsEnded) }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Keluar dari Semua Perangkat Lain" }));
    expect(await screen.findByText(ACCOUNT_SERVER_MESSAGES.otherSessionsEnded)).toBeTruthy();
    expect(callsTo(view.calls, OTHERS)).toHaveLength(1);
  });

  it("says when the sessions cannot be loaded, and tries again", async () => {
    let fail = true;
    renderPage({
      answers: {
        [SESSIONS]: () =>
          fail ? { status: 500, body: envelopeOf(null, 500, "Gangguan server") } : { body: envelopeOf(bothSessions) },
      },
    });
    expect(await screen.findByText(/Daftar sesi belum dapat dimuat/)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Coba Lagi" }));
    expect(await screen.findByText("Perangkat ini")).toBeTruthy();
  });
});
