import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VERIFICATION_STORAGE_KEYS } from "../api";
import { callsTo, envelopeOf, meUser, renderVerification } from "../verification/verification-test-harness";
import { VerificationPage } from "./verification-page";

const VERIFY_LINK = "/api/user/email_verification/";
const ME = "/api/auth/me-v2";

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const routes = [
  { path: "/", element: <h1>Beranda</h1> },
  { path: "/404", element: <h1>Halaman Tidak Ditemukan</h1> },
];

describe("VerificationPage (/verification?email=&code=)", () => {
  it("verifies the link, reloads the user, greets and goes home", async () => {
    window.localStorage.setItem(VERIFICATION_STORAGE_KEYS.frozenUntil, new Date(Date.now() + 60_000).toISOString());
    const view = renderVerification(<VerificationPage />, {
      user: null,
      initialEntry: "/verification?email=sari%40demo.test&code=123456",
      routes,
      answers: {
        [VERIFY_LINK]: () => ({
          body: {
            status: 200,
            message: "Login berhasil",
            token: { token: "t" },
            data: { id: 1, name: "Sari", avatar: null, profession_name: "murid" },
          },
        }),
        [ME]: () => ({ body: envelopeOf(meUser({ is_email_verified: true })) }),
      },
    });
    expect(screen.getByText("Memverifikasi akun Anda…")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Beranda" })).toBeTruthy();
    expect(screen.getByText(ACCOUNT_TEXTS.verified)).toBeTruthy();
    expect(callsTo(view.calls, VERIFY_LINK)).toHaveLength(1);
    expect(callsTo(view.calls, VERIFY_LINK)[0]?.body).toEqual({
      email: "sari@demo.test",
      code: "123456",
      source: "web",
    });
    await waitFor(() => expect(callsTo(view.calls, ME).length).toBeGreaterThan(0));
    expect(window.localStorage.getItem(VERIFICATION_STORAGE_KEYS.frozenUntil)).toBeNull();
  });

  it("goes to /404 when the server refuses the link", async () => {
    const view = renderVerification(<VerificationPage />, {
      user: null,
      initialEntry: "/verification?email=sari%40demo.test&code=000000",
      routes,
      answers: {
        [VERIFY_LINK]: () => ({ status: 400, body: envelopeOf(null, 400, ACCOUNT_TEXTS.otpWrong) }),
      },
    });
    expect(await screen.findByRole("heading", { name: "Halaman Tidak Ditemukan" })).toBeTruthy();
    expect(callsTo(view.calls, VERIFY_LINK)).toHaveLength(1);
    expect(screen.queryByText(ACCOUNT_TEXTS.verified)).toBeNull();
  });

  it("goes to /404 without a call when the email or the code is missing", async () => {
    const view = renderVerification(<VerificationPage />, {
      user: null,
      initialEntry: "/verification?email=sari%40demo.test",
      routes,
    });
    expect(await screen.findByRole("heading", { name: "Halaman Tidak Ditemukan" })).toBeTruthy();
    expect(callsTo(view.calls, VERIFY_LINK)).toHaveLength(0);
  });
});
