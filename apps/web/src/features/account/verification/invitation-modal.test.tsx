import { ACCOUNT_LIMITS, ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VERIFICATION_STORAGE_KEYS } from "../api";
import { callsTo, envelopeOf, renderVerification } from "./verification-test-harness";

const SEND = "/api/user/send-otp-email/";
const SKIP = "/api/user/send-skip-email-otp/";

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const sent = () => ({
  body: envelopeOf({
    expires_at: new Date(Date.now() + 600_000).toISOString(),
    resend_available_at: new Date(Date.now() + 90_000).toISOString(),
  }),
});

async function clickVerify() {
  await userEvent.setup().click(screen.getByRole("button", { name: "Verifikasi" }));
}

describe("Invitation modal (Verifikasi Akun)", () => {
  it("shows the email and, on Verifikasi, requests a code and opens the OTP modal", async () => {
    const view = renderVerification(null, { dialog: { name: "verification-invitation" }, answers: { [SEND]: sent } });
    expect(screen.getByRole("dialog", { name: ACCOUNT_TEXTS.invitationTitle })).toBeTruthy();
    expect(screen.getByText("sari@demo.test")).toBeTruthy();
    await clickVerify();
    expect(await screen.findByRole("dialog", { name: ACCOUNT_TEXTS.otpTitle })).toBeTruthy();
    expect(callsTo(view.calls, SEND)).toHaveLength(1);
    expect(screen.getByTestId("resend-countdown").textContent).toMatch(/^01:(30|29)$/);
  });

  it("opens the OTP modal with the countdown when the last code is too recent (429)", async () => {
    const availableAt = new Date(Date.now() + 40_000).toISOString();
    renderVerification(null, {
      dialog: { name: "verification-invitation" },
      answers: {
        [SEND]: () => ({
          status: 429,
          body: envelopeOf({ retry_after_seconds: 40, available_at: availableAt }, 429, "Terlalu cepat"),
        }),
      },
    });
    await clickVerify();
    expect(await screen.findByRole("dialog", { name: ACCOUNT_TEXTS.otpTitle })).toBeTruthy();
    expect(screen.getByTestId("resend-countdown").textContent).toMatch(/^00:(40|39)$/);
  });

  it("opens the frozen modal with the server's end when the account is frozen (124)", async () => {
    const frozenUntil = new Date(Date.now() + 300_000).toISOString();
    renderVerification(null, {
      dialog: { name: "verification-invitation" },
      answers: { [SEND]: () => ({ status: 400, body: envelopeOf({ frozen_until: frozenUntil }, 124, "Dibekukan") }) },
    });
    await clickVerify();
    expect(await screen.findByRole("dialog", { name: ACCOUNT_TEXTS.frozenTitle })).toBeTruthy();
    expect(window.localStorage.getItem(VERIFICATION_STORAGE_KEYS.frozenUntil)).toBe(frozenUntil);
  });

  it("marks verification frozen for 10 minutes when the code request fails otherwise", async () => {
    renderVerification(null, {
      dialog: { name: "verification-invitation" },
      answers: { [SEND]: () => ({ status: 500, body: envelopeOf(null, 500, "Terjadi kesalahan") }) },
    });
    const before = Date.now();
    await clickVerify();
    expect(await screen.findByRole("dialog", { name: ACCOUNT_TEXTS.frozenTitle })).toBeTruthy();
    const stored = Date.parse(window.localStorage.getItem(VERIFICATION_STORAGE_KEYS.frozenUntil) ?? "");
    const tenMinutes = ACCOUNT_LIMITS.otpFreezeMinutes * 60_000;
    expect(stored).toBeGreaterThanOrEqual(before + tenMinutes - 1000);
    expect(stored).toBeLessThanOrEqual(Date.now() + tenMinutes);
  });

  it("skips: records it, says the account is registered and goes home", async () => {
    const view = renderVerification(null, {
      dialog: { name: "verification-invitation" },
      answers: { [SKIP]: () => ({ body: envelopeOf(null) }) },
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Lewati" }));
    expect(await screen.findByText(ACCOUNT_TEXTS.registered)).toBeTruthy();
    expect(callsTo(view.calls, SKIP)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("only closes when verification is not mandatory", async () => {
    renderVerification(null, { dialog: { name: "verification-invitation" }, history: ["/program"] });
    await userEvent.setup().click(screen.getByRole("button", { name: "Tutup" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    // Give a navigation, if one were started, the time to land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId("location").textContent).toBe("/kelas");
  });

  it("goes back one page when closed while verification is mandatory", async () => {
    renderVerification(null, { dialog: { name: "verification-invitation" }, mandatory: true, history: ["/program"] });
    await userEvent.setup().keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/program"));
  });

  it("goes home when closed while mandatory on the first page of the visit", async () => {
    renderVerification(null, { dialog: { name: "verification-invitation" }, mandatory: true });
    await userEvent.setup().click(screen.getByRole("button", { name: "Tutup" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
  });
});
