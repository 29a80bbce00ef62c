import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { emailSchema } from "@app/domain/account/validation";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type AccountDialog, useAccountDialogs } from "../../../shared/lib/account-dialogs";
import { ApiError } from "../../../shared/lib/api-client";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { rememberResetEmail, sendForgotPassword } from "../api";
import { TextButton, TextField } from "./account-form-fields";
import { refusalText } from "./login-modal";

export interface ForgotPasswordModalProps {
  dialog: Extract<AccountDialog, { name: "forgot-password" }>;
  onClose: () => void;
}

/**
 * Enter an email, continue (spec 000 section 4.5): 200 opens the confirmation with its resend; any other status
 * shows the server message, and an unknown email also 'Email belum terdaftar. Silakan klik Daftar!'.
 * Used by the modal and by the /forgot-password page.
 */
export function ForgotPasswordForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { open } = useAccountDialogs();
  const [email, setEmail] = useState("");
  const [formatError, setFormatError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (address: string) => sendForgotPassword(address),
    onSuccess: (_message, address) => {
      rememberResetEmail(address);
      open({ name: "forgot-password-sent", email: address });
    },
  });

  const notRegistered = mutation.error instanceof ApiError && mutation.error.status === 404;
  const error = formatError ?? (mutation.isError ? refusalText(mutation.error) : null);
  const canSubmit = email.trim().length > 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit || mutation.isPending) return;
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFormatError(parsed.error.issues[0]?.message ?? ACCOUNT_TEXTS.badEmailFormat);
      return;
    }
    mutation.mutate(parsed.data);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="Masukkan email"
        // The page has nothing else to do; the modal focuses its first control itself.
        autoFocus={autoFocus}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setFormatError(null);
          if (mutation.isError) mutation.reset();
        }}
        error={error}
      />
      {notRegistered ? (
        <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <p>{ACCOUNT_TEXTS.emailNotRegistered}</p>
          <TextButton className="mt-1" onClick={() => open({ name: "register" })}>
            Daftar
          </TextButton>
        </div>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} loading={mutation.isPending}>
        Lanjut
      </Button>
    </form>
  );
}

/** Lupa Kata Sandi: the forgot-password modal. */
export function ForgotPasswordModal({ onClose }: ForgotPasswordModalProps) {
  const { open } = useAccountDialogs();
  return (
    <Modal open onClose={onClose} title="Lupa Kata Sandi" size="sm">
      <p className="mb-4 text-sm leading-6 text-slate-700">
        Masukkan email akun Anda. Kami akan mengirimkan tautan untuk membuat kata sandi baru.
      </p>
      <ForgotPasswordForm />
      <p className="mt-5 text-center text-sm text-slate-700">
        Ingat kata sandi Anda? <TextButton onClick={() => open({ name: "login" })}>Masuk</TextButton>
      </p>
    </Modal>
  );
}
