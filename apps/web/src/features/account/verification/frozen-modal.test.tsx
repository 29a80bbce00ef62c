import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VERIFICATION_STORAGE_KEYS } from "../api";
import { renderVerification } from "./verification-test-harness";

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("Frozen modal (Verifikasi Akun Diberhentikan Sementara)", () => {
  it("says five wrong codes, ten minutes, and when it ends in WIB", () => {
    const frozenUntil = new Date(Date.now() + 600_000);
    frozenUntil.setUTCHours(7, 5, 0, 0);
    if (frozenUntil.getTime() <= Date.now()) frozenUntil.setUTCDate(frozenUntil.getUTCDate() + 1);
    renderVerification(null, { dialog: { name: "verification-frozen", frozenUntil: frozenUntil.toISOString() } });
    const dialog = screen.getByRole("dialog", { name: ACCOUNT_TEXTS.frozenTitle });
    expect(dialog.textContent).toContain("salah sebanyak 5 kali");
    expect(dialog.textContent).toContain("setelah 10 menit");
    expect(dialog.textContent).toContain("14.05 WIB");
    expect(window.localStorage.getItem(VERIFICATION_STORAGE_KEYS.frozenUntil)).toBe(frozenUntil.toISOString());
  });

  it("stores ten minutes from now when the end is unknown", () => {
    renderVerification(null, { dialog: { name: "verification-frozen", frozenUntil: null } });
    const stored = Date.parse(window.localStorage.getItem(VERIFICATION_STORAGE_KEYS.frozenUntil) ?? "");
    expect(Math.abs(stored - (Date.now() + 600_000))).toBeLessThan(2_000);
  });

  it("when not mandatory: closes, says the account is registered and goes home", async () => {
    renderVerification(null, { dialog: { name: "verification-frozen", frozenUntil: null }, history: ["/program"] });
    await userEvent.setup().click(screen.getByRole("button", { name: "Mengerti" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText(ACCOUNT_TEXTS.registered)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    expect(screen.getByTestId("mandatory").textContent).toBe("false");
  });

  it("when mandatory: goes back one page, without the registered message", async () => {
    renderVerification(null, {
      dialog: { name: "verification-frozen", frozenUntil: null },
      mandatory: true,
      history: ["/program"],
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Tutup" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/program"));
    expect(screen.queryByText(ACCOUNT_TEXTS.registered)).toBeNull();
  });
});
