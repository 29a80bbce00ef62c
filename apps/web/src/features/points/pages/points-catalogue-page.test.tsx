import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meAnswer, meUserFixture, setSessionCookie } from "../../../test/account-fixtures";
import { mockFetch, renderWithRouter } from "../../../test/render";
import type { Points } from "../api";
import { PointsCataloguePage } from "./points-catalogue-page";

const BALANCE = "/api/payment/poin/balance";

function serve(answer: { status?: number; body: unknown }) {
  const fake = mockFetch({ "/api/auth/me-v2": meAnswer(meUserFixture()), [BALANCE]: () => answer });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

const POINTS: Points = {
  balance: 451_000,
  history: [
    { id: 2, amount: -49_000, reason: "Pembayaran ORD-20261122-0001", created_at: "2026-11-22T07:05:00.000Z" },
    { id: 1, amount: 500_000, reason: "Saldo awal akun demo", created_at: "2026-11-01T01:00:00.000Z" },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PointsCataloguePage (/katalog-poin)", () => {
  it("shows a learner's balance and the latest movements with their sign and WIB date", async () => {
    serve({ body: { status: 200, message: "OK", data: POINTS } });
    setSessionCookie();
    renderWithRouter(<PointsCataloguePage />, { initialEntry: "/katalog-poin" });

    const balance = await screen.findByRole("region", { name: "Saldo Poin" });
    expect(within(balance).getByTestId("points-balance").textContent).toBe("451.000");
    expect(within(balance).getByText("Setara Rp451.000")).toBeTruthy();

    const history = screen.getByRole("region", { name: "Riwayat Poin" });
    const rows = within(history).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("Pembayaran ORD-20261122-0001");
    expect(rows[0]?.textContent).toContain("22 November 2026, 14.05 WIB");
    expect(rows[0]?.textContent).toContain("\u221249.000");
    expect(rows[1]?.textContent).toContain("+500.000");
    expect(rows[1]?.textContent).toContain("1 November 2026, 08.00 WIB");

    // how points pay, the PIN page and the way to the catalogue
    expect(screen.getByText("1 poin = Rp1")).toBeTruthy();
    expect(screen.getByText(/pilih kategori Poin/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Atur PIN Pembayaran" }).getAttribute("href")).toBe("/account/pin");
    expect(screen.getByRole("link", { name: "Cari Program" }).getAttribute("href")).toBe("/program");
    expect(screen.queryByRole("button", { name: "Masuk" })).toBeNull();
  });

  it("a new learner has 0 poin and no movements", async () => {
    serve({ body: { status: 200, message: "OK", data: { balance: 0, history: [] } } });
    setSessionCookie();
    renderWithRouter(<PointsCataloguePage />, { initialEntry: "/katalog-poin" });
    expect((await screen.findByTestId("points-balance")).textContent).toBe("0");
    expect(screen.getByText("Belum ada pergerakan poin.")).toBeTruthy();
  });

  it("a failed balance keeps the explanation and offers a retry", async () => {
    serve({ status: 500, body: { status: 500, message: "Terjadi kesalahan pada server", data: null } });
    setSessionCookie();
    renderWithRouter(<PointsCataloguePage />, { initialEntry: "/katalog-poin" });
    expect((await screen.findByRole("alert")).textContent).toContain("Saldo poin belum dapat dimuat.");
    expect(screen.getByRole("button", { name: "Coba Lagi" })).toBeTruthy();
    expect(screen.getByText("1 poin = Rp1")).toBeTruthy();
  });

  it("a visitor sees the explanation and the login button, and no balance is asked for", () => {
    const fake = serve({ body: { status: 200, message: "OK", data: POINTS } });
    renderWithRouter(<PointsCataloguePage />, { initialEntry: "/katalog-poin" });
    expect(screen.getByRole("heading", { level: 1, name: "Katalog Poin" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Masuk" })).toBeTruthy();
    expect(screen.getByText("1 poin = Rp1")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Cari Program" }).getAttribute("href")).toBe("/program");
    // the PIN page is a learner's
    expect(screen.queryByRole("link", { name: "Atur PIN Pembayaran" })).toBeNull();
    expect(screen.queryByTestId("points-balance")).toBeNull();
    expect(fake.calls.some((c) => c.url.pathname === BALANCE)).toBe(false);
  });
});
