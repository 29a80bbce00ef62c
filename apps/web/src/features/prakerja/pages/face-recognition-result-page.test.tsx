import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setSessionCookie } from "../../../test/account-fixtures";
import { renderWithRouter } from "../../../test/render";
import { PRAKERJA_API_PATHS as PATHS } from "../api";
import { type FakeRoute, fakeApi, okAnswer, record, refusedAnswer } from "../test-api";
import { FaceRecognitionResultPage } from "./face-recognition-result-page";

function renderPageWithClient(query: string, route?: FakeRoute) {
  setSessionCookie();
  const api = fakeApi(route ? { [PATHS.checkUpdate]: route } : {});
  vi.stubGlobal("fetch", api.fn);
  const { queryClient } = renderWithRouter(<FaceRecognitionResultPage />, {
    initialEntry: `/face-recognition-result?${query}`,
  });
  queryClient.setQueryData(["study", "validate"], { status: 200 });
  return { api, queryClient };
}

const renderPage = (query: string, route?: FakeRoute) => renderPageWithClient(query, route).api;

afterEach(() => vi.unstubAllGlobals());

const failed = {
  ...record,
  redeem_status: 3,
  success: false,
  error: "face_mismatch",
  error_code: "FR4001",
  error_description: "Wajah tidak cocok dengan data peserta",
};

describe("FaceRecognitionResultPage", () => {
  it("sends the query to check-update and shows the failure from error_description and error_code", async () => {
    const api = renderPage(
      "state=s-1&url-program=%2Faktivitas%2Fbelajar-excel&error=face_mismatch&error_code=FR4001&error_description=Wajah+tidak+cocok",
      () => okAnswer(failed),
    );
    expect(await screen.findByRole("heading", { name: "Verifikasi Wajah Gagal" })).toBeTruthy();
    expect(screen.getByText("Wajah tidak cocok dengan data peserta")).toBeTruthy();
    expect(screen.getByText("FR4001").parentElement?.textContent).toBe("Kode Error: FR4001");
    expect(api.to(PATHS.checkUpdate)).toEqual([
      {
        path: PATHS.checkUpdate,
        body: {
          state_redemption_code: "s-1",
          error: "face_mismatch",
          error_code: "FR4001",
          error_description: "Wajah tidak cocok",
        },
      },
    ]);
    expect(screen.getByRole("link", { name: "Kembali ke Program" }).getAttribute("href")).toBe(
      "/aktivitas/belajar-excel",
    );
  });

  it("shows a verification the partner has not decided yet as pending, and checks again", async () => {
    let calls = 0;
    const api = renderPage("state=s-3", () => {
      calls += 1;
      return calls === 1
        ? okAnswer({
            ...record,
            sequence_status: "pending",
            success: false,
            error: null,
            error_code: null,
            error_description: null,
          })
        : okAnswer({
            ...record,
            redeem_status: 1,
            success: true,
            error: null,
            error_code: null,
            error_description: null,
          });
    });
    expect(await screen.findByRole("heading", { name: "Verifikasi Wajah Sedang Diproses" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Verifikasi Wajah Gagal" })).toBeNull();
    screen.getByRole("button", { name: "Periksa Lagi" }).click();
    expect(await screen.findByRole("heading", { name: "Verifikasi Wajah Berhasil" })).toBeTruthy();
    expect(api.to(PATHS.checkUpdate)).toHaveLength(2);
  });

  it("falls back to error when there is no description", async () => {
    renderPage("state=s-1", () => okAnswer({ ...failed, error_description: null, error: "Waktu verifikasi habis" }));
    expect(await screen.findByText("Waktu verifikasi habis")).toBeTruthy();
  });

  it("shows success, reloads the programme's data and goes back to the programme the answer names", async () => {
    const { api, queryClient } = renderPageWithClient("state=s-2", () =>
      okAnswer({ ...record, redeem_status: 1, success: true, error: null, error_code: null, error_description: null }),
    );
    expect(await screen.findByRole("heading", { name: "Verifikasi Wajah Berhasil" })).toBeTruthy();
    // what the app held of the programme is read again (validate's redeem_status)
    expect(queryClient.getQueryState(["study", "validate"])?.isInvalidated).toBe(true);
    expect(api.to(PATHS.checkUpdate)[0]?.body).toEqual({
      state_redemption_code: "s-2",
      error: null,
      error_code: null,
      error_description: null,
    });
    expect(screen.getByRole("link", { name: "Kembali ke Program" }).getAttribute("href")).toBe(
      "/program/belajar-excel",
    );
  });

  it("never links back to another site from url-program", async () => {
    renderPage("state=s-2&url-program=%2F%2Fevil.example%2Fx", () =>
      okAnswer({ ...record, redeem_status: 1, success: true, error: null, error_code: null, error_description: null }),
    );
    await screen.findByRole("heading", { name: "Verifikasi Wajah Berhasil" });
    expect(screen.getByRole("link", { name: "Kembali ke Program" }).getAttribute("href")).toBe(
      "/program/belajar-excel",
    );
  });

  it("shows the spec's text on a partner outage and tries again", async () => {
    let calls = 0;
    renderPage("state=s-3", () => {
      calls += 1;
      return calls === 1
        ? refusedAnswer("Gagal memvalidasi kode redeem", null, 503)
        : okAnswer({
            ...record,
            redeem_status: 1,
            success: true,
            error: null,
            error_code: null,
            error_description: null,
          });
    });
    expect(await screen.findByText("Gagal memvalidasi kode redeem")).toBeTruthy();
    screen.getByRole("button", { name: "Coba Lagi" }).click();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Verifikasi Wajah Berhasil" })).toBeTruthy());
  });

  it("shows an unknown state's refusal without a retry", async () => {
    renderPage("state=s-4", () => refusedAnswer("Sesi verifikasi wajah tidak ditemukan", null, 404));
    expect(await screen.findByText("Sesi verifikasi wajah tidak ditemukan")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
  });

  it("without a state calls nothing and points to the programme list", async () => {
    const api = renderPage("error_code=FR1");
    expect(screen.getByText(/Tautan hasil verifikasi tidak lengkap/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali ke Program" }).getAttribute("href")).toBe("/programmu");
    expect(api.calls).toHaveLength(0);
  });
});
