import { ACCOUNT_LIMITS, ACCOUNT_SERVER_MESSAGES, ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { undoEmailChangeBody } from "@app/domain/account/contracts";
import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useLoginPrompt } from "../../../shared/lib/account-dialogs";
import { ApiError } from "../../../shared/lib/api-client";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { undoEmailChange } from "../api";
import { refusalText } from "../components/login-modal";
import { SuccessIcon, WarningIcon } from "../components/outcome-icons";

const INVALID_LINK = ACCOUNT_SERVER_MESSAGES.undoLinkInvalid;
const UNDO_LABEL = "Batalkan Perubahan Email";

/**
 * /undo-email-change?token=… (reset layout): the link mailed to the old address after an email change
 * (issue 17). It puts that address back and ends every session of the account, so the person is told to log
 * in again, and to set a new password if the intruder may know it.
 */
export function UndoEmailChangePage() {
  usePageTitle(UNDO_LABEL);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  if (!undoEmailChangeBody.safeParse({ token }).success) return <InvalidLink message={INVALID_LINK} />;
  return <UndoLink token={token} />;
}

/**
 * Nothing is sent until the person presses the button: mail scanners open links, some of them run the page's
 * script, and an undo fired on load would revert a legitimate change and end the owner's sessions unasked.
 */
function UndoLink({ token }: { token: string }) {
  const undo = useMutation({ mutationFn: () => undoEmailChange(token), retry: false });

  if (undo.isSuccess) return <Undone message={undo.data.message} email={undo.data.email} />;
  const error = undo.error;
  // 400 is the answer for a bad, used or expired link; anything else is worth another try.
  if (error instanceof ApiError && error.httpStatus === 400)
    return <InvalidLink message={error.message || INVALID_LINK} />;
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <svg className="size-16 text-brand-700" viewBox="0 0 64 64" fill="none" aria-hidden="true">
        <circle cx="32" cy="32" r="26" fill="#eff6ff" stroke="currentColor" strokeWidth="3" />
        <path d="M22 30h17a7 7 0 0 1 0 14h-6" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <path d="m28 23-7 7 7 7" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {error ? (
        <>
          <h1 className="text-xl font-bold text-slate-900">Perubahan email belum dapat dibatalkan</h1>
          <p role="alert" className="text-sm text-slate-700">
            {refusalText(error)}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-xl font-bold text-slate-900">{UNDO_LABEL}</h1>
          <p className="text-sm leading-6 text-slate-700">
            Email akun Anda baru saja diubah. Jika bukan Anda yang mengubahnya, batalkan perubahan tersebut: email lama
            akan dikembalikan ke akun Anda dan semua sesi masuk akan diakhiri, termasuk sesi di perangkat ini.
          </p>
          <p className="text-sm leading-6 text-slate-700">
            Jika Anda sendiri yang mengubah email, abaikan halaman ini.
          </p>
        </>
      )}
      <Button size="lg" className="mt-1 w-full" loading={undo.isPending} onClick={() => undo.mutate()}>
        {error ? "Coba Lagi" : UNDO_LABEL}
      </Button>
      <AppLink to="/" className={buttonClasses("secondary", "lg", "w-full")}>
        {ACCOUNT_TEXTS.backHome}
      </AppLink>
    </div>
  );
}

function Undone({ message, email }: { message: string; email: string }) {
  const { openLogin } = useLoginPrompt();
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <SuccessIcon />
      <h1 className="text-xl font-bold text-slate-900">Email Berhasil Dikembalikan</h1>
      <p role="status" className="text-sm leading-6 text-slate-700">
        {message}
      </p>
      <p className="text-sm leading-6 text-slate-700">
        Email akun: <strong className="font-semibold break-all text-slate-900">{email}</strong>
      </p>
      <p className="text-sm leading-6 text-slate-700">
        Jika bukan Anda yang mengubah email tersebut, orang lain mungkin mengetahui kata sandi Anda. Segera atur ulang
        kata sandi Anda.
      </p>
      <Button size="lg" className="mt-1 w-full" onClick={openLogin}>
        Masuk
      </Button>
      <AppLink to="/forgot-password" className={buttonClasses("secondary", "lg", "w-full")}>
        Atur Ulang Kata Sandi
      </AppLink>
    </div>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <WarningIcon />
      <h1 className="text-xl font-bold text-slate-900">Tautan Tidak Berlaku</h1>
      <p className="text-sm leading-6 text-slate-700">
        {message}. Tautan ini hanya dapat digunakan sekali dan berlaku {ACCOUNT_LIMITS.emailChangeUndoDays} hari sejak
        email Anda diubah.
      </p>
      <AppLink to="/" className={buttonClasses("primary", "lg", "mt-1 w-full")}>
        {ACCOUNT_TEXTS.backHome}
      </AppLink>
    </div>
  );
}
