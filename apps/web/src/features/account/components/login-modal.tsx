import { ACCOUNT_LIMITS, ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { type AccountDialog, useAccountDialogs } from "../../../shared/lib/account-dialogs";
import { ApiError } from "../../../shared/lib/api-client";
import { getAppConfig } from "../../../shared/lib/app-config";
import { firstFieldError } from "../../../shared/lib/field-errors";
import { REDIRECT_PATH_QUERY, safeRedirectPath } from "../../../shared/lib/redirect-path";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { useToast } from "../../../shared/ui/toast";
import { login, useSessionStarted } from "../api";
import { FieldError, FormAlert, PasswordField, TextButton, TextField } from "./account-form-fields";

export interface LoginModalProps {
  dialog: Extract<AccountDialog, { name: "login" }>;
  onClose: () => void;
}

/** The message of a refused call as the person should read it (a validation refusal: its first field's). */
export function refusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return "Terjadi gangguan, coba beberapa saat lagi";
  return firstFieldError(error) ?? (error.message || "Terjadi gangguan, coba beberapa saat lagi");
}

/** The login modal, Masuk (spec 000 sections 4.1, 8). */
export function LoginModal({ dialog, onClose }: LoginModalProps) {
  const { brandName } = getAppConfig();
  const { open } = useAccountDialogs();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const sessionStarted = useSessionStarted();
  const [email, setEmail] = useState(dialog.email ?? "");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const sharedErrorId = useId();
  // The first field takes the focus, not the close button, so typing at once goes into the form (issue 23);
  // with the email already filled in (after a password reset) the password is the field left to type.
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const mutation = useMutation({
    mutationFn: () => login({ email: email.trim(), password, remember }),
    onSuccess: () => {
      toast.show(ACCOUNT_TEXTS.loginSuccess, { durationMs: ACCOUNT_LIMITS.loginToastMs, tone: "success" });
      void sessionStarted(email.trim());
      onClose();
      const target =
        safeRedirectPath(dialog.goTo ?? null) ??
        safeRedirectPath(new URLSearchParams(location.search).get(REDIRECT_PATH_QUERY));
      if (target) navigate(target, { replace: true });
    },
  });

  const wrongCredentials = mutation.error instanceof ApiError && mutation.error.status === 400;
  const otherError = mutation.isError && !wrongCredentials ? refusalText(mutation.error) : null;
  const canSubmit = email.trim().length > 0 && password.length > 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit || mutation.isPending) return;
    mutation.mutate();
  }

  function edit(setter: (value: string) => void) {
    return (value: string) => {
      setter(value);
      // The marks belong to the last attempt; typing starts a new one.
      if (mutation.isError) mutation.reset();
    };
  }

  return (
    <Modal open onClose={onClose} title="Masuk" size="sm" initialFocusRef={dialog.email ? passwordRef : emailRef}>
      <p className="mb-4 text-sm leading-6 text-slate-700">Masuk ke akun {brandName} Anda untuk melanjutkan.</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          placeholder="Masukkan email"
          value={email}
          onChange={(e) => edit(setEmail)(e.target.value)}
          error={wrongCredentials}
          errorMessageId={sharedErrorId}
        />
        <div>
          <PasswordField
            ref={passwordRef}
            label="Kata Sandi"
            name="password"
            autoComplete="current-password"
            placeholder="Masukkan kata sandi"
            value={password}
            onChange={(e) => edit(setPassword)(e.target.value)}
            error={wrongCredentials}
            errorMessageId={sharedErrorId}
          />
          {wrongCredentials ? <FieldError id={sharedErrorId}>{ACCOUNT_TEXTS.loginWrong}</FieldError> : null}
        </div>
        <div className="flex items-center justify-between gap-3">
          <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
              className="size-5 rounded border-slate-400 accent-brand-700"
            />
            Ingat Saya
          </label>
          <TextButton className="text-sm" onClick={() => open({ name: "forgot-password" })}>
            Lupa Kata Sandi?
          </TextButton>
        </div>
        {otherError ? <FormAlert>{otherError}</FormAlert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} loading={mutation.isPending}>
          Lanjut
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-slate-700">
        Belum punya akun? <TextButton onClick={() => open({ name: "register" })}>Daftar</TextButton>
      </p>
    </Modal>
  );
}
