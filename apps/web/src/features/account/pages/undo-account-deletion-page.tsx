import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { ACCOUNT_DELETION_GRACE_DAYS, PRIVACY_MESSAGES, undoAccountDeletionBody } from "@app/domain/account/privacy";
import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useLoginPrompt } from "../../../shared/lib/account-dialogs";
import { ApiError } from "../../../shared/lib/api-client";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { refusalText } from "../components/login-modal";
import { SuccessIcon, WarningIcon } from "../components/outcome-icons";
import { undoAccountDeletion } from "../privacy-api";

const UNDO_LABEL = "Batalkan Penghapusan Akun";

/**
 * /undo-account-deletion?token=… (reset layout): the link mailed after a deletion request (decisions/026). Within
 * 14 days it gives the account back; the person then logs in as before.
 */
export function UndoAccountDeletionPage() {
  usePageTitle(UNDO_LABEL);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  if (!undoAccountDeletionBody.safeParse({ token }).success)
    return <InvalidLink message={PRIVACY_MESSAGES.undoLinkInvalid} />;
  return <UndoLink token={token} />;
}

/** Nothing is sent until the person presses the button: mail scanners open links (as on /undo-email-change). */
function UndoLink({ token }: { token: string }) {
  const undo = useMutation({ mutationFn: () => undoAccountDeletion(token), retry: false });

  if (undo.isSuccess) return <Undone message={undo.data.message} email={undo.data.email} />;
  const error = undo.error;
  // 400 is the answer for a bad, used or expired link; anything else is worth another try.
  if (error instanceof ApiError && error.httpStatus === 400)
    return <InvalidLink message={error.message || PRIVACY_MESSAGES.undoLinkInvalid} />;
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <svg className="size-16 text-brand-700" viewBox="0 0 64 64" fill="none" aria-hidden="true">
        <circle cx="32" cy="32" r="26" fill="#eff6ff" stroke="currentColor" strokeWidth="3" />
        <path d="M22 30h17a7 7 0 0 1 0 14h-6" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <path d="m28 23-7 7 7 7" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {error ? (
        <>
          <h1 className="text-xl font-bold text-slate-900">Penghapusan akun belum dapat dibatalkan</h1>
          <p role="alert" className="text-sm text-slate-700">
            {refusalText(error)}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-xl font-bold text-slate-900">{UNDO_LABEL}</h1>
          <p className="text-sm leading-6 text-slate-700">
            Akun Anda sedang menunggu penghapusan. Batalkan sekarang untuk memakai akun Anda lagi: semua data, program
            dan riwayat Anda tetap seperti sebelumnya.
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
      <h1 className="text-xl font-bold text-slate-900">Akun Berhasil Dipulihkan</h1>
      <p role="status" className="text-sm leading-6 text-slate-700">
        {message}
      </p>
      <p className="text-sm leading-6 text-slate-700">
        Email akun: <strong className="font-semibold break-all text-slate-900">{email}</strong>
      </p>
      <Button size="lg" className="mt-1 w-full" onClick={openLogin}>
        Masuk
      </Button>
    </div>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <WarningIcon />
      <h1 className="text-xl font-bold text-slate-900">Tautan Tidak Berlaku</h1>
      <p className="text-sm leading-6 text-slate-700">
        {message}. Tautan ini hanya dapat digunakan sekali dan berlaku {ACCOUNT_DELETION_GRACE_DAYS} hari sejak
        penghapusan akun diminta.
      </p>
      <AppLink to="/" className={buttonClasses("primary", "lg", "mt-1 w-full")}>
        {ACCOUNT_TEXTS.backHome}
      </AppLink>
    </div>
  );
}
