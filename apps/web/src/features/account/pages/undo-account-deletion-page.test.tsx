import { PRIVACY_MESSAGES } from "@app/domain/account/privacy";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_DELETED_MESSAGE, AccountDeletedNotice } from "../components/account-deleted-notice";
import { callsTo, envelopeOf, renderVerification } from "../verification/verification-test-harness";
import { UndoAccountDeletionPage } from "./undo-account-deletion-page";

const UNDO = "/api/user/undo_account_deletion/";
const TOKEN = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";

afterEach(() => vi.unstubAllGlobals());

describe("UndoAccountDeletionPage (/undo-account-deletion?token=)", () => {
  it("sends nothing on opening; the button gives the account back and offers to log in", async () => {
    const view = renderVerification(<UndoAccountDeletionPage />, {
      user: null,
      initialEntry: `/undo-account-deletion?token=${TOKEN}`,
      answers: {
        [UNDO]: () => ({ body: envelopeOf({ email: "di***@contoh.id" }, 200, PRIVACY_MESSAGES.deletionUndone) }),
      },
    });
    expect(screen.getByRole("heading", { name: "Batalkan Penghapusan Akun" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(callsTo(view.calls, UNDO)).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Batalkan Penghapusan Akun" }));
    expect(await screen.findByRole("heading", { name: "Akun Berhasil Dipulihkan" })).toBeTruthy();
    expect(screen.getByText(PRIVACY_MESSAGES.deletionUndone).getAttribute("role")).toBe("status");
    expect(screen.getByText("di***@contoh.id")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Masuk" }));
    expect(screen.getByTestId("dialog").textContent).toBe("login");
    expect(callsTo(view.calls, UNDO)).toEqual([expect.objectContaining({ body: { token: TOKEN } })]);
  });

  it("a used or expired link says so, without a retry", async () => {
    renderVerification(<UndoAccountDeletionPage />, {
      user: null,
      initialEntry: `/undo-account-deletion?token=${TOKEN}`,
      answers: { [UNDO]: () => ({ status: 400, body: envelopeOf(null, 400, PRIVACY_MESSAGES.undoLinkInvalid) }) },
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Batalkan Penghapusan Akun" }));
    expect(await screen.findByRole("heading", { name: "Tautan Tidak Berlaku" })).toBeTruthy();
    expect(screen.getByText(/berlaku 14 hari/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).toBeNull();
  });

  it("a malformed token is refused without a call", () => {
    const view = renderVerification(<UndoAccountDeletionPage />, {
      user: null,
      initialEntry: "/undo-account-deletion?token=pendek",
    });
    expect(screen.getByRole("heading", { name: "Tautan Tidak Berlaku" })).toBeTruthy();
    expect(callsTo(view.calls, UNDO)).toHaveLength(0);
  });
});

describe("AccountDeletedNotice", () => {
  it("speaks on /?akun=dihapus only", () => {
    renderVerification(<AccountDeletedNotice />, { user: null, initialEntry: "/?akun=dihapus" });
    expect(screen.getByText(ACCOUNT_DELETED_MESSAGE)).toBeTruthy();
    expect(ACCOUNT_DELETED_MESSAGE).toContain("akan dihapus dalam 14 hari");
  });

  it("stays silent elsewhere", () => {
    renderVerification(<AccountDeletedNotice />, { user: null, initialEntry: "/" });
    expect(screen.queryByText(ACCOUNT_DELETED_MESSAGE)).toBeNull();
  });
});
