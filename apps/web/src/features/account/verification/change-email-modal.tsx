import { ACCOUNT_SERVER_MESSAGES, ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { emailChangeProblem, emailChangeServerMessage } from "@app/domain/account/email-change";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type AccountDialog, useAccountDialogs } from "../../../shared/lib/account-dialogs";
import { formFieldErrors } from "../../../shared/lib/field-errors";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { manageAccount, useSessionUser, useSetMe } from "../api";
import { PasswordField } from "../components/account-form-fields";
import { errorMessage } from "./verification-errors";
import { writeStoredTime } from "./verification-storage";

export interface ChangeEmailModalProps {
  dialog: Extract<AccountDialog, { name: "change-email" }>;
  onClose: () => void;
}

const FIELDS = ["email", "password"] as const;

/** The server's refusals that are about the password field rather than the email (issue 17). */
const PASSWORD_REFUSALS: readonly string[] = [
  ACCOUNT_SERVER_MESSAGES.currentPasswordRequired,
  ACCOUNT_SERVER_MESSAGES.currentPasswordWrong,
];

/**
 * Ubah Email (spec 000 sections 4.4 and 5). The change asks for the current password (issue 17: a session
 * alone must not move the account), and the old address is mailed a link that undoes it. A saved email makes
 * the account unverified again, so the verification flow starts over with the invitation, without the old
 * address's resend wait.
 */
export function ChangeEmailModal({ onClose }: ChangeEmailModalProps) {
  const { user } = useSessionUser();
  const { open } = useAccountDialogs();
  const setMe = useSetMe();
  const inputId = useId();
  const errorId = useId();
  const passwordErrorId = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // Rules speak once the person has left the field or tried to save, not at the first keystroke.
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (change: { email: string; password: string }) => manageAccount(change),
    onSuccess: (updated) => {
      setMe(updated);
      writeStoredTime("resendOtpAt", null);
      open({ name: "verification-invitation" });
    },
    onError: (failure) => {
      const fields = formFieldErrors(failure, FIELDS);
      if (fields.email || fields.password) {
        setServerError(fields.email ?? null);
        setPasswordError(fields.password ?? null);
        return;
      }
      const message = errorMessage(failure, "Email gagal disimpan");
      if (PASSWORD_REFUSALS.includes(message)) setPasswordError(message);
      else setServerError(emailChangeServerMessage(message));
    },
  });

  const trimmed = email.trim();
  const problem = emailChangeProblem(user?.email ?? "", email);
  const shownError = (checked ? problem : null) ?? serverError;

  function onSubmit() {
    setChecked(true);
    if (trimmed === "" || password === "" || problem || save.isPending) return;
    setServerError(null);
    setPasswordError(null);
    save.mutate({ email: trimmed, password });
  }

  return (
    <Modal open onClose={onClose} title={ACCOUNT_TEXTS.changeEmailTitle} size="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <p className="text-sm leading-6 text-slate-700">
          Masukkan email baru dan kata sandi Anda saat ini. Kode verifikasi akan dikirim ke email baru tersebut.
        </p>
        {user ? (
          <p className="mt-2 text-sm text-slate-700">
            Email saat ini: <span className="break-all font-semibold text-slate-900">{user.email}</span>
          </p>
        ) : null}
        <label htmlFor={inputId} className="mt-4 block text-sm font-semibold text-slate-900">
          Email baru
        </label>
        <input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setServerError(null);
          }}
          onBlur={() => setChecked(trimmed !== "")}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          placeholder="nama@email.com"
          className={`mt-1 h-11 w-full rounded-lg border px-3 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-200 ${
            shownError ? "border-red-600" : "border-slate-400"
          }`}
        />
        {shownError ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {shownError}
          </p>
        ) : null}
        <PasswordField
          className="mt-4"
          label="Kata Sandi Saat Ini"
          name="current-password"
          autoComplete="current-password"
          placeholder="Masukkan kata sandi Anda"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setPasswordError(null);
          }}
          error={passwordError ? true : null}
          errorMessageId={passwordErrorId}
          hint="Email lama Anda akan menerima tautan untuk membatalkan perubahan ini."
        />
        {passwordError ? (
          <p id={passwordErrorId} role="alert" className="mt-1 text-sm text-red-700">
            {passwordError}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="mt-5 w-full"
          disabled={trimmed === "" || password === ""}
          loading={save.isPending}
        >
          Simpan
        </Button>
      </form>
    </Modal>
  );
}
