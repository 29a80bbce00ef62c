import { ACCOUNT_SERVER_MESSAGES } from "@app/domain/account/constants";
import { resetTokenBody } from "@app/domain/account/contracts";
import { isStrongEnoughPassword, newPasswordSchema, PASSWORD_RULE_TEXT } from "@app/domain/account/validation";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useAccountDialogs } from "../../../shared/lib/account-dialogs";
import { ApiError } from "../../../shared/lib/api-client";
import { hasSessionCookie } from "../../../shared/lib/cookies";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { Spinner } from "../../../shared/ui/spinner";
import { resetPassword, resetTokenQueryOptions, takeResetEmail, useSessionUser } from "../api";
import { FormAlert, PasswordField, PasswordRule } from "../components/account-form-fields";
import { LoggedInRedirectNotice } from "../components/logged-in-redirect-notice";
import { refusalText } from "../components/login-modal";
import { SuccessIcon, WarningIcon } from "../components/outcome-icons";

const MISMATCH = "Konfirmasi kata sandi tidak sama";
const INVALID_LINK = ACCOUNT_SERVER_MESSAGES.resetLinkInvalid;

/** /setup-password?token=… (reset layout): checks the link, then takes the new password. */
export function SetupPasswordPage() {
  usePageTitle("Atur Kata Sandi Baru");
  const [params] = useSearchParams();
  const [loggedIn] = useState(() => hasSessionCookie());
  if (loggedIn) return <LoggedInRedirectNotice />;
  return <SetupPassword token={params.get("token") ?? ""} />;
}

function SetupPassword({ token }: { token: string }) {
  const wellFormed = resetTokenBody.safeParse({ token }).success;
  const check = useQuery({ ...resetTokenQueryOptions(token), enabled: wellFormed });
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const [dead, setDead] = useState<string | null>(null);

  if (done) return <ResetDone message={done.message} email={done.email} />;
  if (dead) return <InvalidLink message={dead} />;
  if (!wellFormed) return <InvalidLink message={INVALID_LINK} />;
  if (check.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-brand-700">
        <Spinner size="lg" label="Memeriksa tautan" />
        <p className="text-sm text-slate-700">Memeriksa tautan…</p>
      </div>
    );
  }
  if (check.isError) {
    const error = check.error;
    // 400 is the answer for a bad, used or expired link; anything else is a fault worth retrying.
    if (error instanceof ApiError && error.status === 400)
      return <InvalidLink message={error.message || INVALID_LINK} />;
    return (
      <div className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-xl font-bold text-slate-900">Tautan belum dapat diperiksa</h1>
        <p className="text-sm text-slate-700">{refusalText(error)}</p>
        <Button variant="secondary" onClick={() => void check.refetch()} loading={check.isFetching}>
          Coba Lagi
        </Button>
      </div>
    );
  }
  return (
    <NewPasswordForm
      token={token}
      email={check.data.email}
      // The card stays until the person chooses Masuk (issue 23): no login dialog opens over it by itself.
      onDone={setDone}
      onLinkDead={setDead}
    />
  );
}

interface NewPasswordFormProps {
  token: string;
  email: string;
  onDone: (done: { message: string; email: string }) => void;
  onLinkDead: (message: string) => void;
}

function NewPasswordForm({ token, email, onDone, onLinkDead }: NewPasswordFormProps) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [submitted, setSubmitted] = useState(false);

  const mutation = useMutation({
    mutationFn: () => resetPassword({ token, password }),
    onSuccess: (answer) =>
      onDone({
        message: answer.message || "Kata sandi berhasil diubah. Silakan masuk kembali.",
        // the masked address of the check ("mu***@…") is no login: the one this browser asked the link for is
        email: takeResetEmail(),
      }),
    onError: (error) => {
      // The link died meanwhile (used in another tab, expired): show the invalid state.
      if (error instanceof ApiError && error.status === 400 && error.message === INVALID_LINK)
        onLinkDead(error.message);
    },
  });

  const passwordError = submitted ? (newPasswordSchema.safeParse(password).error?.issues[0]?.message ?? null) : null;
  const confirmError = submitted && confirm !== password ? MISMATCH : null;
  const serverError = mutation.isError ? refusalText(mutation.error) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    setSubmitted(true);
    if (!newPasswordSchema.safeParse(password).success || confirm !== password) return;
    mutation.mutate();
  }

  return (
    <>
      <h1 className="text-xl font-bold text-slate-900">Atur Kata Sandi Baru</h1>
      <p className="mt-2 mb-5 text-sm leading-6 text-slate-700">
        Buat kata sandi baru untuk akun <strong className="font-semibold break-all text-slate-900">{email}</strong>.
      </p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordField
          label="Kata Sandi Baru"
          name="password"
          autoComplete="new-password"
          placeholder="Buat kata sandi baru"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (mutation.isError) mutation.reset();
          }}
          error={passwordError && passwordError !== PASSWORD_RULE_TEXT ? passwordError : Boolean(passwordError)}
          hint={
            <PasswordRule
              met={isStrongEnoughPassword(password)}
              touched={password.length > 0}
              text={PASSWORD_RULE_TEXT}
              errored={Boolean(passwordError)}
            />
          }
        />
        <PasswordField
          label="Konfirmasi Kata Sandi"
          name="confirm-password"
          autoComplete="new-password"
          placeholder="Ulangi kata sandi baru"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={confirmError}
        />
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          Simpan Kata Sandi
        </Button>
      </form>
    </>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <WarningIcon />
      <h1 className="text-xl font-bold text-slate-900">Tautan Tidak Berlaku</h1>
      <p className="text-sm leading-6 text-slate-700">{message}. Minta tautan baru untuk membuat kata sandi baru.</p>
      <AppLink to="/forgot-password" className={buttonClasses("primary", "lg", "mt-1 w-full")}>
        Minta Tautan Baru
      </AppLink>
    </div>
  );
}

function ResetDone({ message, email }: { message: string; email: string }) {
  const { open } = useAccountDialogs();
  const { user } = useSessionUser();
  const navigate = useNavigate();
  // Logged in again from here: the page has done its job. The login from the card goes home itself (`goTo`), in
  // the same step as its 'Login berhasil' toast, so the toast comes along; this catches a login made elsewhere.
  useEffect(() => {
    if (user) navigate("/", { replace: true });
  }, [user, navigate]);

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <SuccessIcon />
      <h1 className="text-xl font-bold text-slate-900">Kata Sandi Diperbarui</h1>
      <p role="status" className="text-sm leading-6 text-slate-700">
        {message}
      </p>
      <Button
        size="lg"
        className="mt-1 w-full"
        onClick={() => open(email ? { name: "login", email, goTo: "/" } : { name: "login", goTo: "/" })}
      >
        Masuk
      </Button>
    </div>
  );
}
