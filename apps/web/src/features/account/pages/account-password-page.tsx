import { ACCOUNT_SERVER_MESSAGES } from "@app/domain/account/constants";
import type { AccountSession } from "@app/domain/account/contracts";
import { isStrongEnoughPassword, newPasswordSchema, PASSWORD_RULE_TEXT } from "@app/domain/account/validation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { ApiError } from "../../../shared/lib/api-client";
import { formatWibDateTime } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { Button } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import { changePassword, revokeOtherSessions, revokeSession, sessionsKey, sessionsQueryOptions } from "../api";
import { FormAlert, PasswordField, PasswordRule } from "../components/account-form-fields";
import { refusalText } from "../components/login-modal";
import { SettingsCard } from "../components/settings-card";

export const ACCOUNT_PASSWORD_TEXTS = {
  title: "Kata Sandi",
  current: "Kata Sandi Saat Ini",
  next: "Kata Sandi Baru",
  repeat: "Ulangi Kata Sandi Baru",
  submit: "Simpan Kata Sandi",
  currentRequired: "Masukkan kata sandi saat ini",
  mismatch: "Konfirmasi kata sandi tidak sama",
  sessions: "Sesi Aktif",
  sessionsIntro: "Perangkat yang sedang masuk ke akun Anda. Keluarkan perangkat yang tidak Anda kenali.",
  thisDevice: "Perangkat ini",
  otherDevice: "Perangkat lain",
  logOut: "Keluar",
  logOutOthers: "Keluar dari Semua Perangkat Lain",
  noOthers: "Tidak ada perangkat lain yang sedang masuk ke akun Anda.",
  sessionsError: "Daftar sesi belum dapat dimuat",
} as const;

type FieldName = "current_password" | "new_password";

/** Which field a refusal of POST /user/change_password/ belongs to (the server names it in `data.field`). */
function refusalField(error: unknown): FieldName | null {
  if (!(error instanceof ApiError)) return null;
  if (error.message === ACCOUNT_SERVER_MESSAGES.passwordCommon) return "new_password";
  const field = error.data && typeof error.data === "object" ? (error.data as { field?: unknown }).field : undefined;
  return field === "current_password" || field === "new_password" ? field : null;
}

/** /account/password (spec 002 section 2, issue 21): change the password, and see and end the sessions. */
export function AccountPasswordPage() {
  usePageTitle(ACCOUNT_PASSWORD_TEXTS.title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Breadcrumbs items={[{ label: "Profil", to: "/account" }, { label: ACCOUNT_PASSWORD_TEXTS.title }]} />
      <h1 className="-mt-2 text-2xl font-bold text-slate-900">{ACCOUNT_PASSWORD_TEXTS.title}</h1>
      <ChangePasswordCard />
      <SessionsCard />
    </div>
  );
}

function ChangePasswordCard() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [submitted, setSubmitted] = useState(false);

  const mutation = useMutation({
    mutationFn: () => changePassword({ current_password: current, new_password: next }),
    onSuccess: (message) => {
      toast.show(message || ACCOUNT_SERVER_MESSAGES.passwordUpdated, { tone: "success" });
      setCurrent("");
      setNext("");
      setRepeat("");
      setSubmitted(false);
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });

  const serverField = mutation.isError ? refusalField(mutation.error) : null;
  const serverText = mutation.isError ? refusalText(mutation.error) : null;
  const currentError = submitted && current.length === 0 ? ACCOUNT_PASSWORD_TEXTS.currentRequired : null;
  const ruleError = submitted ? (newPasswordSchema.safeParse(next).error?.issues[0]?.message ?? null) : null;
  const repeatError = submitted && repeat !== next ? ACCOUNT_PASSWORD_TEXTS.mismatch : null;

  function edited(setter: (value: string) => void) {
    return (event: { target: { value: string } }) => {
      setter(event.target.value);
      if (mutation.isError) mutation.reset();
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    setSubmitted(true);
    if (current.length === 0 || !newPasswordSchema.safeParse(next).success || repeat !== next) return;
    mutation.mutate();
  }

  const newFieldError =
    serverField === "new_password"
      ? serverText
      : ruleError && ruleError !== PASSWORD_RULE_TEXT
        ? ruleError
        : Boolean(ruleError);

  return (
    <SettingsCard title="Ubah Kata Sandi">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordField
          label={ACCOUNT_PASSWORD_TEXTS.current}
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={edited(setCurrent)}
          error={serverField === "current_password" ? serverText : currentError}
        />
        <PasswordField
          label={ACCOUNT_PASSWORD_TEXTS.next}
          name="new-password"
          autoComplete="new-password"
          value={next}
          onChange={edited(setNext)}
          error={newFieldError}
          hint={
            <PasswordRule
              met={isStrongEnoughPassword(next)}
              touched={next.length > 0}
              text={PASSWORD_RULE_TEXT}
              errored={Boolean(ruleError)}
            />
          }
        />
        <PasswordField
          label={ACCOUNT_PASSWORD_TEXTS.repeat}
          name="repeat-password"
          autoComplete="new-password"
          value={repeat}
          onChange={edited(setRepeat)}
          error={repeatError}
        />
        {mutation.isError && serverField === null ? <FormAlert>{serverText}</FormAlert> : null}
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" loading={mutation.isPending}>
          {ACCOUNT_PASSWORD_TEXTS.submit}
        </Button>
      </form>
    </SettingsCard>
  );
}

function SessionsCard() {
  const query = useQuery(sessionsQueryOptions());
  const toast = useToast();
  const queryClient = useQueryClient();
  const ended = (message: string) => {
    toast.show(message, { tone: "success" });
    void queryClient.invalidateQueries({ queryKey: sessionsKey });
  };
  const failed = (error: unknown) => toast.show(refusalText(error), { tone: "error" });
  const one = useMutation({ mutationFn: revokeSession, onSuccess: ended, onError: failed });
  const others = useMutation({ mutationFn: revokeOtherSessions, onSuccess: ended, onError: failed });

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Memuat sesi" className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <ProblemPanel
        message={`${ACCOUNT_PASSWORD_TEXTS.sessionsError}. ${refusalText(query.error)}`}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    // this device first, then the others by last use (the server's order)
    const list = [...query.data].sort((a, b) => Number(b.is_current) - Number(a.is_current));
    const hasOthers = list.some((s) => !s.is_current);
    body = (
      <div className="flex flex-col gap-4">
        {list.length > 0 ? (
          <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                ending={one.isPending && one.variables === session.id}
                onEnd={() => one.mutate(session.id)}
              />
            ))}
          </ul>
        ) : null}
        {hasOthers ? (
          <Button
            variant="secondary"
            className="w-full sm:w-auto sm:self-start"
            loading={others.isPending}
            onClick={() => others.mutate()}
          >
            {ACCOUNT_PASSWORD_TEXTS.logOutOthers}
          </Button>
        ) : (
          <p className="text-sm text-slate-700">{ACCOUNT_PASSWORD_TEXTS.noOthers}</p>
        )}
      </div>
    );
  }
  return (
    <SettingsCard title={ACCOUNT_PASSWORD_TEXTS.sessions} intro={ACCOUNT_PASSWORD_TEXTS.sessionsIntro}>
      {body}
    </SettingsCard>
  );
}

function SessionRow({ session, ending, onEnd }: { session: AccountSession; ending: boolean; onEnd: () => void }) {
  const label = session.is_current ? ACCOUNT_PASSWORD_TEXTS.thisDevice : ACCOUNT_PASSWORD_TEXTS.otherDevice;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span>{label}</span>
          {session.is_current ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              Sedang digunakan
            </span>
          ) : null}
        </p>
        <p className="text-sm font-medium text-slate-800">{session.device}</p>
        <p className="text-sm text-slate-700">
          Terakhir digunakan <span className="whitespace-nowrap">{formatWibDateTime(session.last_seen_at)}</span>
        </p>
        <p className="text-sm text-slate-600">
          Masuk sejak <span className="whitespace-nowrap">{formatWibDateTime(session.created_at)}</span>
        </p>
      </div>
      {session.is_current ? null : (
        <Button
          variant="secondary"
          size="sm"
          loading={ending}
          onClick={onEnd}
          aria-label={`${ACCOUNT_PASSWORD_TEXTS.logOut} dari ${label.toLowerCase()} (${session.device}), terakhir digunakan ${formatWibDateTime(session.last_seen_at)}`}
        >
          {ACCOUNT_PASSWORD_TEXTS.logOut}
        </Button>
      )}
    </li>
  );
}
