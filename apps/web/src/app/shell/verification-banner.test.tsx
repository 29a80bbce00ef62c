import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { meAnswer, meUserFixture, setSessionCookie } from "../../test/account-fixtures";
import { mockFetch, renderWithRouter } from "../../test/render";
import { resetVerificationBanner, VerificationBanner } from "./verification-banner";

beforeEach(() => resetVerificationBanner());
afterEach(() => vi.unstubAllGlobals());

function answerMe(overrides: Parameters<typeof meUserFixture>[0]) {
  const fake = mockFetch({ "/api/auth/me-v2": meAnswer(meUserFixture(overrides)) });
  vi.stubGlobal("fetch", fake.fn);
  return fake;
}

describe("VerificationBanner", () => {
  it("shows for an unverified user and closes for the rest of the page load", async () => {
    setSessionCookie();
    const fake = answerMe({ is_email_verified: false });
    const user = userEvent.setup();
    const first = renderWithRouter(<VerificationBanner />);
    await screen.findByRole("region", { name: "Verifikasi akun" });
    await user.click(screen.getByRole("button", { name: "Tutup pemberitahuan verifikasi" }));
    expect(screen.queryByRole("region", { name: "Verifikasi akun" })).toBeNull();
    first.unmount();

    // Another layout mounts the navbar again: still closed. A reload (module state reset) shows it again.
    renderWithRouter(<VerificationBanner />);
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("region", { name: "Verifikasi akun" })).toBeNull();
    act(() => resetVerificationBanner());
    expect(await screen.findByRole("region", { name: "Verifikasi akun" })).toBeTruthy();
  });

  it("is not shown to a verified user", async () => {
    setSessionCookie();
    const fake = answerMe({ is_email_verified: true });
    renderWithRouter(<VerificationBanner />);
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("region", { name: "Verifikasi akun" })).toBeNull();
  });

  it("is not shown to a visitor (and asks nothing of the server)", async () => {
    const fake = answerMe({ is_email_verified: false });
    renderWithRouter(<VerificationBanner />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("region", { name: "Verifikasi akun" })).toBeNull();
    expect(fake.calls.filter((c) => c.url.pathname === "/api/auth/me-v2")).toHaveLength(0);
  });
});
