import { ACCOUNT_LIMITS, ACCOUNT_SERVER_MESSAGES } from "@app/domain/account/constants";
import { retryAfterSchema } from "@app/domain/account/contracts";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { type AccountDialog, useAccountDialogs } from "../../../shared/lib/account-dialogs";
import { ApiError } from "../../../shared/lib/api-client";
import { formatCountdown, useSecondsUntil } from "../../../shared/lib/use-countdown";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { useToast } from "../../../shared/ui/toast";
import { recoverPassword } from "../api";
import { FormAlert, TextButton } from "./account-form-fields";
import { refusalText } from "./login-modal";

export interface ForgotPasswordSentModalProps {
  dialog: Extract<AccountDialog, { name: "forgot-password-sent" }>;
  onClose: () => void;
}

/** confirmation-of-password-email: the link went out; resend is disabled for 60 seconds after each send. */
export function ForgotPasswordSentModal({ dialog, onClose }: ForgotPasswordSentModalProps) {
  const { open } = useAccountDialogs();
  const toast = useToast();
  const [resendAt, setResendAt] = useState(() => Date.now() + ACCOUNT_LIMITS.forgotPasswordResendSeconds * 1000);
  const secondsLeft = useSecondsUntil(resendAt);

  const resend = useMutation({
    mutationFn: () => recoverPassword(dialog.email),
    onSuccess: (message) => {
      setResendAt(Date.now() + ACCOUNT_LIMITS.forgotPasswordResendSeconds * 1000);
      toast.show(message || ACCOUNT_SERVER_MESSAGES.resetSent, { tone: "success" });
    },
    onError: (error) => {
      // Too early (another tab sent one): wait as long as the server says.
      const wait = error instanceof ApiError ? retryAfterSchema.safeParse(error.data) : null;
      if (wait?.success) setResendAt(Date.now() + wait.data.retry_after_seconds * 1000);
    },
  });

  const waiting = secondsLeft > 0;
  return (
    <Modal open onClose={onClose} title="Cek Email Anda" size="sm">
      <div className="flex flex-col items-center text-center">
        <svg className="mb-3 size-16 text-brand-700" viewBox="0 0 64 64" fill="none" aria-hidden="true">
          <rect x="8" y="14" width="48" height="36" rx="6" fill="#eff5ff" stroke="currentColor" strokeWidth="3" />
          <path d="m10 18 22 17 22-17" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        </svg>
        <p className="text-sm leading-6 text-slate-700">
          Tautan untuk membuat kata sandi baru telah dikirim ke{" "}
          <strong className="font-semibold break-all text-slate-900">{dialog.email}</strong>. Tautan berlaku{" "}
          {ACCOUNT_LIMITS.resetTokenTtlMinutes} menit. Periksa juga folder spam jika email belum masuk.
        </p>
      </div>
      {resend.isError ? (
        <div className="mt-4">
          <FormAlert>{refusalText(resend.error)}</FormAlert>
        </div>
      ) : null}
      <div className="mt-5 flex flex-col gap-2">
        <p className="text-center text-sm text-slate-600" aria-live="off">
          {waiting ? `Kirim ulang dalam ${formatCountdown(secondsLeft)}` : "Belum menerima email?"}
        </p>
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          disabled={waiting}
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Kirim Ulang
        </Button>
      </div>
      <p className="mt-5 text-center text-sm text-slate-700">
        <TextButton onClick={() => open({ name: "login" })}>Kembali ke Masuk</TextButton>
      </p>
    </Modal>
  );
}
