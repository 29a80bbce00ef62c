import type { ActivityFocus, ValidateObject } from "@app/domain/study/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { renderWithRouter } from "../../../test/render";
import { PRAKERJA_API_PATHS as PATHS } from "../api";
import { type FakeRoute, fakeApi, okAnswer, record, refusedAnswer } from "../test-api";
import { needsSessionAttendanceCheck, SessionAttendanceCheck } from "./session-attendance-check";

const FR_URL = "http://127.0.0.1:4010/face-recognition?state=s-3";
/** Only what the box reads of the focus and of validate (the study feature owns the full fixtures). */
const focus = (session: number, presence: boolean, sequenceStatus: string | null) =>
  ({
    resource_detail: { session, is_presence_participation: presence },
    sequence_status: sequenceStatus,
  }) as unknown as ActivityFocus;
const presence = (session: number, sequenceStatus: string | null) => focus(session, true, sequenceStatus);
const validateOf = (overrides: Partial<ValidateObject>) => overrides as ValidateObject;

function renderCheck(sequenceStatus: string | null, routes: Record<string, FakeRoute> = {}) {
  setSessionCookie();
  const api = fakeApi(routes);
  vi.stubGlobal("fetch", api.fn);
  renderWithRouter(<SessionAttendanceCheck programId={10} activity={presence(3, sequenceStatus)} />);
  return api;
}

/** The box's own status line (the page has other live regions, the toasts'). */
const statusOf = () => within(screen.getByRole("region", { name: "Verifikasi Kehadiran sesi 3" })).getByRole("status");

const linkRoute: Record<string, FakeRoute> = {
  [PATHS.attemptFrSequence]: () =>
    okAnswer({
      face_recognition_url: FR_URL,
      state: "s-3",
      pmo_response: { success: true, message: "Tautan verifikasi wajah berhasil dibuat" },
      record: { ...record, redeem_status: 1 },
    }),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("needsSessionAttendanceCheck", () => {
  const redeemed = validateOf({ purchase_type: "prakerja", has_redeem_program: true, redeem_status: 1 });
  it("holds for a redeemed job-training enrolment's presence activity after session 1", () => {
    expect(needsSessionAttendanceCheck(redeemed, presence(2, null))).toBe(true);
    // session 1's attendance is the redeem's own verification
    expect(needsSessionAttendanceCheck(redeemed, presence(1, null))).toBe(false);
    expect(needsSessionAttendanceCheck(redeemed, focus(2, false, null))).toBe(false);
  });
  it("never shows before the redeem or for a programme without a redemption programme", () => {
    expect(needsSessionAttendanceCheck({ ...redeemed, redeem_status: 0 }, presence(2, null))).toBe(false);
    // the server's rule: a redeemed enrolment, whoever bought it (decisions/031), so also a buyer without a Prakerja id
    expect(needsSessionAttendanceCheck({ ...redeemed, purchase_type: "regular" }, presence(2, null))).toBe(true);
    expect(needsSessionAttendanceCheck({ ...redeemed, has_redeem_program: false }, presence(2, null))).toBe(false);
  });
});

describe("SessionAttendanceCheck", () => {
  it("asks for the session's link, then opens the partner's window from the learner's own click", async () => {
    const user = userEvent.setup();
    const popup = { closed: false, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const api = renderCheck(null, linkRoute);
    expect(statusOf().textContent).toContain("Kehadiran sesi 3 dicatat Prakerja");

    await user.click(screen.getByRole("button", { name: "Verifikasi Kehadiran" }));
    const start = await screen.findByRole("button", { name: "Mulai Verifikasi Wajah" });
    expect(api.to(PATHS.attemptFrSequence)[0]?.body).toEqual({ program_id: 10, sequence: 3 });
    expect(open).not.toHaveBeenCalled();

    // the pressed button is gone: focus moves to the next one, then to the status line
    expect(document.activeElement).toBe(start);
    await user.click(start);
    expect(open).toHaveBeenCalledWith(FR_URL, "prakerja_face_recognition", expect.any(String));
    expect(statusOf().textContent).toBe("Menunggu verifikasi wajah di jendela Prakerja…");
    expect(document.activeElement).toBe(statusOf());
  });

  it("a blocked pop-up shows the spec's modal", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, "open").mockReturnValue(null);
    renderCheck(null, linkRoute);
    await user.click(screen.getByRole("button", { name: "Verifikasi Kehadiran" }));
    await user.click(await screen.findByRole("button", { name: "Mulai Verifikasi Wajah" }));
    expect(await screen.findByRole("dialog", { name: "Tidak Dapat Melanjutkan Proses Redeem" })).toBeTruthy();
  });

  it("shows the partner's refusal and the outage text", async () => {
    const user = userEvent.setup();
    renderCheck(null, {
      [PATHS.attemptFrSequence]: () =>
        refusedAnswer("Sesi ini belum dapat diverifikasi", {
          face_recognition_url: null,
          state: null,
          pmo_response: { success: false, message: "Sesi ini belum dapat diverifikasi" },
          record: null,
        }),
    });
    await user.click(screen.getByRole("button", { name: "Verifikasi Kehadiran" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Sesi ini belum dapat diverifikasi");
  });

  it("an outage reads as the spec's 503 text", async () => {
    const user = userEvent.setup();
    renderCheck(null, {
      [PATHS.attemptFrSequence]: () => refusedAnswer("Gagal memvalidasi kode redeem", null, 503),
    });
    await user.click(screen.getByRole("button", { name: "Verifikasi Kehadiran" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Gagal memvalidasi kode redeem");
  });

  it("attended: says so with the spec's label, without a button", () => {
    renderCheck("hadir");
    expect(screen.getByText("Berhasil Verifikasi")).toBeTruthy();
    expect(statusOf().textContent).toBe("Kehadiran Anda di sesi 3 sudah tercatat di Prakerja.");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("a failed verification may be tried again", () => {
    renderCheck("gagal");
    expect(screen.getByText("Gagal Verifikasi")).toBeTruthy();
    expect(statusOf().textContent).toContain("Verifikasi kehadiran gagal");
    expect(screen.getByRole("button", { name: "Verifikasi Ulang" })).toBeTruthy();
  });

  it("while the partner checks, no new verification is offered", () => {
    renderCheck("diproses");
    expect(screen.getByText("Verifikasi Sedang Diproses")).toBeTruthy();
    expect(statusOf().textContent).toBe("Prakerja sedang memeriksa verifikasi kehadiran Anda.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
