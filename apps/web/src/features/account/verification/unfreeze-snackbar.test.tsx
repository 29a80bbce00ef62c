import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VERIFICATION_STORAGE_KEYS } from "../api";
import { UnfreezeSnackbar } from "./unfreeze-snackbar";
import { meUser, renderVerification } from "./verification-test-harness";

const MESSAGE = "Anda sudah dapat melakukan verifikasi akun kembali.";

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function storeFreezeEnd(msFromNow: number) {
  window.localStorage.setItem(VERIFICATION_STORAGE_KEYS.frozenUntil, new Date(Date.now() + msFromNow).toISOString());
}

describe("UnfreezeSnackbar", () => {
  it("appears when the stored freeze end passes, then hides itself after 10 seconds", () => {
    storeFreezeEnd(120_000);
    renderVerification(<UnfreezeSnackbar />);
    expect(screen.queryByText(MESSAGE)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expect(window.localStorage.getItem(VERIFICATION_STORAGE_KEYS.frozenUntil)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(9_900);
    });
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it("appears after a reload when the freeze ended while the page was closed", () => {
    storeFreezeEnd(-5_000);
    renderVerification(<UnfreezeSnackbar />);
    expect(screen.getByText(MESSAGE).closest("[role='status']")).not.toBeNull();
  });

  it("offers verification again: 'Verifikasi' opens the invitation", () => {
    storeFreezeEnd(-1);
    renderVerification(<UnfreezeSnackbar />);
    fireEvent.click(screen.getByRole("button", { name: "Verifikasi" }));
    expect(screen.getByRole("dialog", { name: ACCOUNT_TEXTS.invitationTitle })).toBeTruthy();
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it("renders nothing for a visitor", () => {
    storeFreezeEnd(-1);
    const view = renderVerification(<UnfreezeSnackbar />, { user: null });
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(view.container.querySelector("[aria-live]")).toBeNull();
  });

  it("forgets the freeze of a user who is verified meanwhile", () => {
    storeFreezeEnd(-1);
    renderVerification(<UnfreezeSnackbar />, { user: meUser({ is_email_verified: true }) });
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(window.localStorage.getItem(VERIFICATION_STORAGE_KEYS.frozenUntil)).toBeNull();
  });

  it("takes over a freeze the server reports (another device)", () => {
    const frozenUntil = new Date(Date.now() + 60_000).toISOString();
    renderVerification(<UnfreezeSnackbar />, {
      user: meUser({ email_verification: { frozen_until: frozenUntil, resend_available_at: null, skipped: false } }),
    });
    expect(window.localStorage.getItem(VERIFICATION_STORAGE_KEYS.frozenUntil)).toBe(frozenUntil);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText(MESSAGE)).toBeTruthy();
  });
});
