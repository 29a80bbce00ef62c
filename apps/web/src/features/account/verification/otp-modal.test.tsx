import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import type { MeUser } from "@app/domain/account/contracts";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountKeys, VERIFICATION_STORAGE_KEYS } from "../api";
import { callsTo, envelopeOf, meUser, renderVerification } from "./verification-test-harness";

const SEND = "/api/user/send-otp-email/";
const VERIFY = "/api/user/verify-otp-email/";

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function typeCode(code: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Digit 1 dari 6" }), { target: { value: code } });
}

describe("OTP modal (Masukkan Kode Verifikasi)", () => {
  it("verifies on the sixth digit, stores the verified user, closes and greets for 3 seconds", async () => {
    const verified = meUser({ is_email_verified: true });
    const view = renderVerification(null, {
      dialog: { name: "otp" },
      answers: { [VERIFY]: () => ({ body: envelopeOf(verified) }) },
    });
    const user = userEvent.setup();
    expect(screen.getByRole("dialog", { name: ACCOUNT_TEXTS.otpTitle })).toBeTruthy();
    expect(screen.getByText("sari@demo.test")).toBeTruthy();
    await user.keyboard("12345");
    expect(callsTo(view.calls, VERIFY)).toHaveLength(0);
    await user.keyboard("6");

    expect(await screen.findByText(ACCOUNT_TEXTS.verified)).toBeTruthy();
    expect(callsTo(view.calls, VERIFY)[0]?.body).toEqual({ otp: "123456" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(view.queryClient.getQueryData<MeUser>(accountKeys.me)?.is_email_verified).toBe(true);
  });

  it("hides the success alert after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderVerification(null, {
      dialog: { name: "otp" },
      answers: { [VERIFY]: () => ({ body: envelopeOf(meUser({ is_email_verified: true })) }) },
    });
    typeCode("123456");
    expect(await screen.findByText(ACCOUNT_TEXTS.verified)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.queryByText(ACCOUNT_TEXTS.verified)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText(ACCOUNT_TEXTS.verified)).toBeNull();
  });

  it("says a wrong code is wrong, with the tries left, and clears that when a digit is removed", async () => {
    renderVerification(null, {
      dialog: { name: "otp" },
      answers: {
        [VERIFY]: () => ({
          status: 400,
          body: envelopeOf({ remaining_attempts: 3 }, 400, ACCOUNT_TEXTS.otpWrong),
        }),
      },
    });
    const user = userEvent.setup();
    await user.keyboard("111111");
    expect(await screen.findByText(ACCOUNT_TEXTS.otpWrong)).toBeTruthy();
    expect(screen.getByText("Sisa kesempatan: 3 kali")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Digit 1 dari 6" }).getAttribute("aria-invalid")).toBe("true");
    await user.keyboard("{Backspace}");
    expect(screen.queryByText(ACCOUNT_TEXTS.otpWrong)).toBeNull();
    expect(screen.getByRole("dialog", { name: ACCOUNT_TEXTS.otpTitle })).toBeTruthy();
  });

  it("opens the frozen modal on status 124 and stores the freeze end", async () => {
    const frozenUntil = new Date(Date.now() + 600_000).toISOString();
    renderVerification(null, {
      dialog: { name: "otp" },
      answers: {
        [VERIFY]: () => ({ status: 400, body: envelopeOf({ frozen_until: frozenUntil }, 124, "Dibekukan") }),
      },
    });
    typeCode("999999");
    expect(await screen.findByRole("dialog", { name: ACCOUNT_TEXTS.frozenTitle })).toBeTruthy();
    expect(window.localStorage.getItem(VERIFICATION_STORAGE_KEYS.frozenUntil)).toBe(frozenUntil);
  });

  it("keeps the resend countdown across a remount (reload) from the stored timestamp", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    window.localStorage.setItem(VERIFICATION_STORAGE_KEYS.resendOtpAt, new Date(Date.now() + 75_000).toISOString());

    const first = renderVerification(null, { dialog: { name: "otp" } });
    const resend = () => screen.getByRole("button", { name: "Kirim Ulang Kode" }) as HTMLButtonElement;
    expect(screen.getByTestId("resend-countdown").textContent).toBe("01:15");
    expect(resend().disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByTestId("resend-countdown").textContent).toBe("01:10");
    first.unmount();
    vi.unstubAllGlobals();

    // A reload 20 seconds later: a fresh tree, only the stored timestamp survives.
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    renderVerification(null, { dialog: { name: "otp" } });
    expect(screen.getByTestId("resend-countdown").textContent).toBe("00:50");
    expect(resend().disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(50_000);
    });
    expect(screen.queryByTestId("resend-countdown")).toBeNull();
    expect(resend().disabled).toBe(false);
  });

  it("honours the server's resend time when this browser stored none", () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const resendAt = new Date(Date.now() + 30_000).toISOString();
    renderVerification(null, {
      dialog: { name: "otp" },
      user: meUser({ email_verification: { frozen_until: null, resend_available_at: resendAt, skipped: false } }),
    });
    expect(screen.getByTestId("resend-countdown").textContent).toBe("00:30");
  });

  it("resends once the wait is over and locks the link for 90 seconds again", async () => {
    const view = renderVerification(null, {
      dialog: { name: "otp" },
      answers: {
        [SEND]: () => ({
          body: envelopeOf({
            expires_at: new Date(Date.now() + 600_000).toISOString(),
            resend_available_at: new Date(Date.now() + 90_000).toISOString(),
          }),
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Kirim Ulang Kode" }));
    await waitFor(() => expect(screen.getByTestId("resend-countdown").textContent).toMatch(/^01:(30|29)$/));
    expect(callsTo(view.calls, SEND)).toHaveLength(1);
    expect((screen.getByRole("button", { name: "Kirim Ulang Kode" }) as HTMLButtonElement).disabled).toBe(true);
    expect(window.localStorage.getItem(VERIFICATION_STORAGE_KEYS.resendOtpAt)).not.toBeNull();
  });

  it("opens Ubah Email from its link", async () => {
    renderVerification(null, { dialog: { name: "otp" } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Ubah Email" }));
    expect(screen.getByRole("dialog", { name: ACCOUNT_TEXTS.changeEmailTitle })).toBeTruthy();
  });
});
