import { useState } from "react";
import { useSearchParams } from "react-router";
import { useLoginPrompt } from "../../../shared/lib/account-dialogs";
import { hasSessionCookie } from "../../../shared/lib/cookies";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { TextButton } from "../components/account-form-fields";
import { ForgotPasswordForm } from "../components/forgot-password-modal";
import { LoggedInRedirectNotice } from "../components/logged-in-redirect-notice";

/** /forgot-password (reset layout, spec 000 section 4.5). */
export function ForgotPasswordPage() {
  usePageTitle("Lupa Kata Sandi");
  const [params] = useSearchParams();
  const { openLogin } = useLoginPrompt();
  // Decided once: a login started from this page must not swap the form for the notice mid-way.
  const [loggedIn] = useState(() => hasSessionCookie() && !params.has("verification"));

  if (loggedIn) return <LoggedInRedirectNotice />;

  return (
    <>
      <h1 className="text-xl font-bold text-slate-900">Lupa Kata Sandi</h1>
      <p className="mt-2 mb-5 text-sm leading-6 text-slate-700">
        Masukkan email akun Anda. Kami akan mengirimkan tautan untuk membuat kata sandi baru.
      </p>
      <ForgotPasswordForm autoFocus />
      <p className="mt-5 text-center text-sm text-slate-700">
        Ingat kata sandi Anda? <TextButton onClick={openLogin}>Masuk</TextButton>
      </p>
    </>
  );
}
