import { ACCOUNT_LIMITS, ACCOUNT_SERVER_MESSAGES, ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { type AccountDialog, useAccountDialogs } from "../../../shared/lib/account-dialogs";
import { ApiError } from "../../../shared/lib/api-client";
import { formatCountdown, useSecondsUntil } from "../../../shared/lib/use-countdown";
import { DigitBoxInput } from "../../../shared/ui/digit-box-input";
import { Modal } from "../../../shared/ui/modal";
import { Spinner } from "../../../shared/ui/spinner";
import { useToast } from "../../../shared/ui/toast";
import { useSessionUser, useSetMe, verifyOtpEmail } from "../api";
import { requestVerificationCode } from "./request-code";
import { errorMessage, frozenUntilOf, isFrozenError, remainingAttemptsOf } from "./verification-errors";
import { parseTime, storeFreeze, useStoredTime, writeStoredTime } from "./verification-storage";

export interface OtpModalProps {
  dialog: Extract<AccountDialog, { name: "otp" }>;
  onClose: () => void;
}

interface CodeError {
  message: string;
  remainingAttempts: number | null;
}

/**
 * Masukkan Kode Verifikasi (spec 000 section 4.2 steps 2, 3, 5, 6): six digits submitted on the sixth, the
 * resend link locked for 90 seconds after each send, 124 opens the frozen modal.
 */
export function OtpModal({ onClose }: OtpModalProps) {
  const { user } = useSessionUser();
  const { open } = useAccountDialogs();
  const setMe = useSetMe();
  const toast = useToast();
  const errorId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<CodeError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const firstBoxRef = useRef<HTMLInputElement>(null);

  // The later of this browser's record and the server's, so a reload or a second device shows the same wait.
  const storedResendAt = useStoredTime("resendOtpAt");
  const serverResendAt = parseTime(user?.email_verification.resend_available_at);
  const resendAt = latest(storedResendAt, serverResendAt);
  const secondsLeft = useSecondsUntil(resendAt);

  const verify = useMutation({
    mutationFn: verifyOtpEmail,
    onSuccess: (verifiedUser) => {
      setMe(verifiedUser);
      writeStoredTime("resendOtpAt", null);
      writeStoredTime("frozenUntil", null);
      onClose();
      toast.show(ACCOUNT_TEXTS.verified, { durationMs: ACCOUNT_LIMITS.verifiedAlertMs, tone: "success" });
    },
    onError: (failure) => {
      if (isFrozenError(failure)) {
        const frozenUntil = frozenUntilOf(failure);
        storeFreeze(frozenUntil);
        open({ name: "verification-frozen", frozenUntil });
        return;
      }
      const wrongCode = failure instanceof ApiError && failure.message === ACCOUNT_TEXTS.otpWrong;
      setError({
        message: wrongCode ? ACCOUNT_TEXTS.otpWrong : errorMessage(failure, ACCOUNT_TEXTS.otpWrong),
        remainingAttempts: remainingAttemptsOf(failure),
      });
    },
  });

  function onCodeChange(next: string) {
    setCode(next);
    // Spec 000 section 5: fewer than six digits clear the error.
    if (next.length < ACCOUNT_LIMITS.otpLength) setError(null);
    setNotice(null);
  }

  function submit(full: string) {
    if (verify.isPending) return;
    setError(null);
    verify.mutate(full);
  }

  async function resend() {
    if (secondsLeft > 0 || resending) return;
    setResending(true);
    setError(null);
    setNotice(null);
    const result = await requestVerificationCode();
    setResending(false);
    switch (result.kind) {
      case "sent":
        setCode("");
        setNotice(ACCOUNT_SERVER_MESSAGES.otpSent);
        return;
      case "too-early":
        return;
      case "frozen":
        open({ name: "verification-frozen", frozenUntil: result.frozenUntil });
        return;
      case "already-verified":
        setError({ message: ACCOUNT_SERVER_MESSAGES.alreadyVerified, remainingAttempts: null });
        return;
      case "failed":
        setError({ message: result.message, remainingAttempts: null });
        return;
    }
  }

  const locked = secondsLeft > 0;

  return (
    <Modal open onClose={onClose} title={ACCOUNT_TEXTS.otpTitle} size="sm" initialFocusRef={firstBoxRef}>
      <p className="text-center text-sm leading-6 text-slate-700">
        Masukkan {ACCOUNT_LIMITS.otpLength} digit kode verifikasi yang telah dikirim ke email
      </p>
      <p className="mt-1 break-all text-center text-sm font-bold text-slate-900">{user?.email ?? ""}</p>

      <form
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === ACCOUNT_LIMITS.otpLength) submit(code);
        }}
      >
        <DigitBoxInput
          kind="code"
          value={code}
          onChange={onCodeChange}
          onComplete={submit}
          length={ACCOUNT_LIMITS.otpLength}
          label="Kode verifikasi"
          hideLabel
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
          firstBoxRef={firstBoxRef}
        />
      </form>

      <div className="mt-3 min-h-6 text-center text-sm" aria-live="polite">
        {verify.isPending ? (
          <span className="inline-flex items-center gap-2 text-slate-700">
            <Spinner size="sm" label="Memeriksa kode" />
            Memeriksa kode…
          </span>
        ) : error ? (
          <p id={errorId} className="font-semibold text-red-700">
            {error.message}
            {error.remainingAttempts !== null && error.remainingAttempts > 0 ? (
              <span className="block font-normal text-slate-700">Sisa kesempatan: {error.remainingAttempts} kali</span>
            ) : null}
          </p>
        ) : notice ? (
          <p className="text-emerald-800">{notice}</p>
        ) : null}
      </div>

      <div className="mt-4 flex flex-col items-center gap-1 text-sm text-slate-700">
        <p>Belum menerima kode?</p>
        {locked ? (
          <p>
            Kirim ulang kode dalam{" "}
            <span className="font-bold tabular-nums text-slate-900" data-testid="resend-countdown">
              {formatCountdown(secondsLeft)}
            </span>
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => void resend()}
          disabled={locked || resending}
          className="inline-flex h-10 items-center gap-2 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
        >
          {resending ? <Spinner size="sm" label="Mengirim kode" /> : null}
          Kirim Ulang Kode
        </button>
      </div>

      <p className="mt-4 border-t border-slate-200 pt-4 text-center text-sm text-slate-700">
        Email salah?{" "}
        <button
          type="button"
          onClick={() => open({ name: "change-email" })}
          className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          Ubah Email
        </button>
      </p>
    </Modal>
  );
}

function latest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}
