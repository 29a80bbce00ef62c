import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { renderWithRouter } from "../../../test/render";
import { PRAKERJA_API_PATHS as PATHS } from "../api";
import { type FakeRoute, fakeApi, okAnswer, record, refusedAnswer } from "../test-api";
import { RedeemCodeModal } from "./redeem-code-modal";

const HELP = "https://bantuan.example.id/pop-up";
const FR_URL = "http://127.0.0.1:4010/face-verification?state=s-1";

function renderModal(routes: Record<string, FakeRoute>, helpUrl: string | null = HELP) {
  setSessionCookie();
  const api = fakeApi(routes);
  vi.stubGlobal("fetch", api.fn);
  const props = {
    onRedeemed: vi.fn(),
    onVerificationMessage: vi.fn(),
    onWindowClosed: vi.fn(),
    onDismiss: vi.fn(),
  };
  renderWithRouter(
    <RedeemCodeModal programId={10} partnerOrigin="http://127.0.0.1:4010" helpUrl={helpUrl} {...props} />,
  );
  return { api, ...props };
}

const verifyRoutes: Record<string, FakeRoute> = {
  [PATHS.redeemCode]: () => okAnswer(record),
  [PATHS.submitVerify]: () =>
    okAnswer({
      face_recognition_url: FR_URL,
      state: "s-1",
      pmo_response: { success: true, message: "Tautan verifikasi wajah berhasil dibuat" },
      record,
    }),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("RedeemCodeModal", () => {
  it("checks the code's pattern before calling, in Indonesian", async () => {
    const user = userEvent.setup();
    const { api } = renderModal(verifyRoutes);
    expect(screen.getByRole("dialog", { name: "Masukkan Kode Redeem" })).toBeTruthy();
    const field = screen.getByRole("textbox", { name: "Kode Redeem" });
    expect(document.activeElement).toBe(field);

    await user.click(screen.getByRole("button", { name: "Tukarkan Kode" }));
    expect(await screen.findByText("Kode redeem wajib diisi")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");

    await user.type(field, "abc-123");
    await user.click(screen.getByRole("button", { name: "Tukarkan Kode" }));
    expect(await screen.findByText("Kode redeem terdiri dari 12 huruf atau angka")).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("sends the code upper-cased, then opens the partner's window from the learner's click", async () => {
    const user = userEvent.setup();
    const popup = { closed: false, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const { api } = renderModal(verifyRoutes);
    await user.type(screen.getByRole("textbox", { name: "Kode Redeem" }), "abcd1234efgh{Enter}");

    const start = await screen.findByRole("button", { name: "Mulai Verifikasi Wajah" });
    expect(api.to(PATHS.redeemCode)[0]?.body).toEqual({ program_id: 10, redemption_code: "ABCD1234EFGH" });
    expect(api.to(PATHS.submitVerify)[0]?.body).toEqual({ program_id: 10, redemption_code: "ABCD1234EFGH" });
    expect(open).not.toHaveBeenCalled();

    await user.click(start);
    expect(open).toHaveBeenCalledWith(FR_URL, "prakerja_face_recognition", expect.any(String));
    expect(screen.getAllByText("Menunggu verifikasi wajah di jendela Prakerja…").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Mulai Verifikasi Wajah" })).toBeNull();
  });

  it("shows the server's refusal text", async () => {
    const user = userEvent.setup();
    renderModal({
      [PATHS.redeemCode]: () =>
        refusedAnswer("Kode redeem tidak ditemukan", { error: "x", error_code: "E1", error_description: null }),
    });
    await user.type(screen.getByRole("textbox", { name: "Kode Redeem" }), "ABCD1234EFGH{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Kode redeem tidak ditemukan");
    expect(screen.getByRole("button", { name: "Tukarkan Kode" })).toBeTruthy();
  });

  it("shows the spec's text on a partner outage (503)", async () => {
    const user = userEvent.setup();
    renderModal({ [PATHS.redeemCode]: () => refusedAnswer("Gagal memvalidasi kode redeem", null, 503) });
    await user.type(screen.getByRole("textbox", { name: "Kode Redeem" }), "ABCD1234EFGH{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Gagal memvalidasi kode redeem");
  });

  it("shows pmo_response.message when the link cannot be made", async () => {
    const user = userEvent.setup();
    renderModal({
      ...verifyRoutes,
      [PATHS.submitVerify]: () =>
        refusedAnswer("Gagal", {
          face_recognition_url: null,
          state: null,
          pmo_response: { success: false, message: "Peserta sudah melakukan verifikasi hari ini" },
          record,
        }),
    });
    await user.type(screen.getByRole("textbox", { name: "Kode Redeem" }), "ABCD1234EFGH{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Peserta sudah melakukan verifikasi hari ini");
  });

  it("needs nothing more for a code already redeemed", async () => {
    const user = userEvent.setup();
    const { api, onRedeemed } = renderModal({ [PATHS.redeemCode]: () => okAnswer({ ...record, redeem_status: 1 }) });
    await user.type(screen.getByRole("textbox", { name: "Kode Redeem" }), "ABCD1234EFGH{Enter}");
    await waitFor(() => expect(onRedeemed).toHaveBeenCalled());
    expect(api.to(PATHS.submitVerify)).toHaveLength(0);
  });

  it("explains a blocked pop-up: Mengerti ends the wait, Lihat Panduan opens the help article in a new tab", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, "open").mockReturnValue(null);
    renderModal(verifyRoutes);
    await user.type(screen.getByRole("textbox", { name: "Kode Redeem" }), "ABCD1234EFGH{Enter}");
    await user.click(await screen.findByRole("button", { name: "Mulai Verifikasi Wajah" }));

    const blocked = screen.getByRole("dialog", { name: "Tidak Dapat Melanjutkan Proses Redeem" });
    expect(blocked).toBeTruthy();
    const guide = screen.getByRole("link", { name: "Lihat Panduan" });
    expect(guide.getAttribute("href")).toBe(HELP);
    expect(guide.getAttribute("target")).toBe("_blank");
    expect(guide.getAttribute("rel")).toContain("noopener");

    await user.click(screen.getByRole("button", { name: "Mengerti" }));
    expect(screen.queryByRole("dialog", { name: "Tidak Dapat Melanjutkan Proses Redeem" })).toBeNull();
    expect(screen.getByRole("button", { name: "Mulai Verifikasi Wajah" })).toBeTruthy();
  });

  it("leaves Lihat Panduan out without a help URL", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, "open").mockReturnValue(null);
    renderModal(verifyRoutes, null);
    await user.type(screen.getByRole("textbox", { name: "Kode Redeem" }), "ABCD1234EFGH{Enter}");
    await user.click(await screen.findByRole("button", { name: "Mulai Verifikasi Wajah" }));
    expect(screen.getByRole("dialog", { name: "Tidak Dapat Melanjutkan Proses Redeem" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Lihat Panduan" })).toBeNull();
  });

  it("closes on Esc", async () => {
    const user = userEvent.setup();
    const { onDismiss } = renderModal(verifyRoutes);
    await user.keyboard("{Escape}");
    expect(onDismiss).toHaveBeenCalled();
  });
});
