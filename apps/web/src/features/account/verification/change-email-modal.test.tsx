import { ACCOUNT_SERVER_MESSAGES, ACCOUNT_TEXTS } from "@app/domain/account/constants";
import type { MeUser } from "@app/domain/account/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountKeys, VERIFICATION_STORAGE_KEYS } from "../api";
import { callsTo, envelopeOf, meUser, renderVerification } from "./verification-test-harness";

const MANAGE = "/api/user/manage/";

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function field() {
  return screen.getByRole("textbox", { name: "Email baru" }) as HTMLInputElement;
}
function passwordField() {
  return screen.getByLabelText("Kata Sandi Saat Ini") as HTMLInputElement;
}
function saveButton() {
  return screen.getByRole("button", { name: "Simpan" }) as HTMLButtonElement;
}

describe("Change email modal (Ubah Email)", () => {
  it("starts empty with the save button disabled until both the email and the current password are given", async () => {
    renderVerification(null, { dialog: { name: "change-email" } });
    expect(screen.getByRole("dialog", { name: ACCOUNT_TEXTS.changeEmailTitle })).toBeTruthy();
    expect(field().value).toBe("");
    expect(passwordField().value).toBe("");
    expect(passwordField().type).toBe("password");
    expect(passwordField().autocomplete).toBe("current-password");
    expect(saveButton().disabled).toBe(true);
    const user = userEvent.setup();
    await user.type(field(), "x");
    expect(saveButton().disabled).toBe(true);
    await user.type(passwordField(), "Rahasia123");
    expect(saveButton().disabled).toBe(false);
  });

  it("refuses the current email and a malformed one without calling the server", async () => {
    const view = renderVerification(null, { dialog: { name: "change-email" } });
    const user = userEvent.setup();
    await user.type(field(), " SARI@demo.test ");
    await user.type(passwordField(), "Rahasia123");
    await user.click(saveButton());
    expect(screen.getByRole("alert").textContent).toBe(ACCOUNT_TEXTS.sameEmail);
    await user.clear(field());
    await user.type(field(), "sari@demo");
    expect(screen.getByRole("alert").textContent).toBe(ACCOUNT_TEXTS.badEmailFormat);
    await user.click(saveButton());
    expect(callsTo(view.calls, MANAGE)).toHaveLength(0);
  });

  it("shows a server 'Email telah terdaftar' as 'Email ini sudah terdaftar.'", async () => {
    renderVerification(null, {
      dialog: { name: "change-email" },
      answers: { [MANAGE]: () => ({ status: 400, body: envelopeOf(null, 400, "Email telah terdaftar") }) },
    });
    const user = userEvent.setup();
    await user.type(field(), "budi@demo.test");
    await user.type(passwordField(), "Rahasia123");
    await user.click(saveButton());
    expect((await screen.findByRole("alert")).textContent).toBe(ACCOUNT_TEXTS.emailTaken);
  });

  it("shows a wrong current password at the password field, and clears it when the password is typed again", async () => {
    renderVerification(null, {
      dialog: { name: "change-email" },
      answers: {
        [MANAGE]: () => ({ status: 400, body: envelopeOf(null, 400, ACCOUNT_SERVER_MESSAGES.currentPasswordWrong) }),
      },
    });
    const user = userEvent.setup();
    await user.type(field(), "baru@demo.test");
    await user.type(passwordField(), "Salah1234");
    await user.click(saveButton());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Kata sandi saat ini tidak sesuai");
    expect(passwordField().getAttribute("aria-invalid")).toBe("true");
    expect(passwordField().getAttribute("aria-describedby")).toContain(alert.id);
    expect(field().getAttribute("aria-invalid")).toBeNull();
    await user.type(passwordField(), "x");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows any other server message as given", async () => {
    renderVerification(null, {
      dialog: { name: "change-email" },
      answers: { [MANAGE]: () => ({ status: 400, body: envelopeOf(null, 400, "Batas perubahan email tercapai") }) },
    });
    const user = userEvent.setup();
    await user.type(field(), "baru@demo.test");
    await user.type(passwordField(), "Rahasia123");
    await user.click(saveButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Batas perubahan email tercapai");
  });

  it("saves, stores the unverified user, resets the resend wait and restarts verification", async () => {
    window.localStorage.setItem(VERIFICATION_STORAGE_KEYS.resendOtpAt, new Date(Date.now() + 60_000).toISOString());
    const updated = meUser({ email: "baru@demo.test", is_email_verified: false });
    const view = renderVerification(null, {
      dialog: { name: "change-email" },
      user: meUser({ is_email_verified: true }),
      answers: { [MANAGE]: () => ({ body: envelopeOf(updated) }) },
    });
    const user = userEvent.setup();
    await user.type(field(), "baru@demo.test");
    await user.type(passwordField(), "Rahasia 123!");
    await user.click(saveButton());
    expect(await screen.findByRole("dialog", { name: ACCOUNT_TEXTS.invitationTitle })).toBeTruthy();
    expect(screen.getByText("baru@demo.test")).toBeTruthy();
    // the password goes as typed, never trimmed
    expect(callsTo(view.calls, MANAGE)[0]?.body).toEqual({ email: "baru@demo.test", password: "Rahasia 123!" });
    expect(view.queryClient.getQueryData<MeUser>(accountKeys.me)?.is_email_verified).toBe(false);
    expect(window.localStorage.getItem(VERIFICATION_STORAGE_KEYS.resendOtpAt)).toBeNull();
  });
});
