import { createContext, useContext } from "react";

/**
 * The account dialogs of spec 000 section 2.6. Exactly one is open at a time, which makes the login,
 * register, new-password and confirmation dialogs mutually exclusive as the spec asks. The host that
 * renders them is mounted once by the app shell (app/shell/account-dialogs-provider.tsx).
 */
export type AccountDialog =
  /**
   * email: filled in the field (after a password reset the person logs in with the account just reset);
   * goTo: where a successful login goes (an in-app path), like a redirect-path query
   */
  | { name: "login"; email?: string; goTo?: string }
  | { name: "register" }
  | { name: "forgot-password" }
  /** confirmation-of-password-email, with its 60-second resend */
  | { name: "forgot-password-sent"; email: string }
  /** confirmation-of-register-email */
  | { name: "register-sent"; email: string }
  /** Verifikasi Akun */
  | { name: "verification-invitation" }
  /** Masukkan Kode Verifikasi */
  | { name: "otp" }
  /** Verifikasi Akun Diberhentikan Sementara; frozenUntil is an ISO time (null when unknown) */
  | { name: "verification-frozen"; frozenUntil: string | null }
  /** Ubah Email */
  | { name: "change-email" }
  /** Program Terbatas */
  | { name: "limited-program" };

export type AccountDialogName = AccountDialog["name"];

export interface AccountDialogs {
  dialog: AccountDialog | null;
  open: (dialog: AccountDialog) => void;
  close: () => void;
  openLogin: () => void;
  /** The current page needs a verified email (spec 000 section 4.2, steps 8-10); navigation resets it. */
  verificationMandatory: boolean;
  setVerificationMandatory: (mandatory: boolean) => void;
}

export const AccountDialogsContext = createContext<AccountDialogs | null>(null);

export function useAccountDialogs(): AccountDialogs {
  const value = useContext(AccountDialogsContext);
  if (!value) throw new Error("useAccountDialogs must be used inside the app shell");
  return value;
}

/** Opens the login modal (Masuk) from anywhere: the navbar, or a feature that needs a session (buying). */
export function useLoginPrompt(): { openLogin: () => void; openRegister: () => void } {
  const { openLogin, open } = useAccountDialogs();
  return { openLogin, openRegister: () => open({ name: "register" }) };
}
