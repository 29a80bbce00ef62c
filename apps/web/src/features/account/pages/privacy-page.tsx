import {
  ACCOUNT_DELETION_GRACE_DAYS,
  type PrivacySettings,
  type PrivacySettingsBody,
} from "@app/domain/account/privacy";
import { publicProfilePath } from "@app/domain/portfolio/rules";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { ApiError } from "../../../shared/lib/api-client";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import { logout, useSessionUser } from "../api";
import { FormAlert, PasswordField } from "../components/account-form-fields";
import { refusalText } from "../components/login-modal";
import { SettingsCard } from "../components/settings-card";
import {
  ACCOUNT_DELETED_PATH,
  deleteAccount,
  downloadMyData,
  privacyQueryOptions,
  useSavePrivacy,
} from "../privacy-api";

export const PRIVACY_TEXTS = {
  title: "Privasi",
  publicTitle: "Profil Publik",
  publicIntro:
    "Atur apa yang dapat dilihat orang lain di halaman profil dan portofolio publik Anda. Nama dan username selalu tampil selama profil Anda publik.",
  publicSwitch: "Profil publik",
  publicOn: "Siapa pun dapat melihat profil dan portofolio yang Anda terbitkan.",
  publicOff: "Hanya Anda yang dapat melihat profil Anda. Orang lain melihat keterangan 'Profil ini bersifat pribadi'.",
  fieldsTitle: "Yang ditampilkan",
  fieldsDisabled: "Aktifkan Profil publik untuk memilih data yang ditampilkan.",
  viewProfile: "Lihat profil publik saya",
  loadFailed: "Pengaturan privasi belum dapat dimuat",
  downloadTitle: "Unduh Data Saya",
  downloadIntro:
    "Unduh semua data yang kami simpan tentang Anda (profil, sesi, program, kuis, pembayaran, poin, sertifikat, portofolio, pesan, notifikasi, dan lainnya) dalam satu berkas JSON.",
  download: "Unduh Data Saya",
  downloaded: (name: string) => `Berkas ${name} sedang diunduh`,
  downloadFailed: "Data belum dapat diunduh",
  deleteTitle: "Hapus Akun",
  deleteIntro: `Akun Anda langsung dinonaktifkan dan semua sesi diakhiri. Anda punya ${ACCOUNT_DELETION_GRACE_DAYS} hari untuk membatalkannya melalui tautan di email; setelah itu data pribadi Anda dihapus permanen.`,
  deleteOpen: "Hapus Akun",
  dialogTitle: "Hapus akun secara permanen?",
  dialogWhat: "Yang terjadi:",
  dialogSteps: [
    "Akun Anda langsung dinonaktifkan, Anda keluar dari semua perangkat, dan tidak dapat masuk lagi.",
    `Kami mengirim email berisi tautan untuk membatalkan penghapusan dalam ${ACCOUNT_DELETION_GRACE_DAYS} hari.`,
    `Setelah ${ACCOUNT_DELETION_GRACE_DAYS} hari, nama, email, nomor WhatsApp, tanggal lahir, foto, kota, profil publik dan portofolio dihapus permanen.`,
    "Catatan pembayaran, tagihan dan bukti pembayaran tetap disimpan untuk pembukuan, tanpa data pribadi Anda. Pesan yang pernah Anda kirim tetap terlihat atas nama 'Pengguna Terhapus'.",
  ],
  password: "Kata Sandi",
  passwordRequired: "Masukkan kata sandi untuk menghapus akun",
  cancel: "Batal",
  confirm: "Ya, Hapus Akun Saya",
} as const;

const FIELD_SWITCHES = [
  { key: "show_avatar", label: "Foto profil" },
  { key: "show_profession", label: "Profesi" },
  { key: "show_institution", label: "Institusi" },
  { key: "show_certificates", label: "Sertifikat" },
] as const satisfies readonly { key: keyof PrivacySettings; label: string }[];

/** /account/privacy (issue 21, decisions/026): the public profile's switches, the download, account deletion. */
export function PrivacyPage() {
  usePageTitle(PRIVACY_TEXTS.title);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <Breadcrumbs items={[{ label: "Profil", to: "/account" }, { label: PRIVACY_TEXTS.title }]} />
      <h1 className="-mt-2 text-2xl font-bold text-slate-900">{PRIVACY_TEXTS.title}</h1>
      <PublicProfileCard />
      <DownloadCard />
      <DeleteCard />
    </div>
  );
}

/** An on/off switch: a button with role=switch, its label and an optional description beside it. */
export function Switch({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (next: boolean) => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <span id={labelId} className={`block font-medium ${disabled ? "text-slate-500" : "text-slate-900"}`}>
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className="mt-0.5 block text-sm text-slate-600">
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 ${
          checked ? "bg-brand-700" : "bg-slate-400"
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            checked ? "translate-x-6" : "translate-x-1"
          }`}
        />
      </button>
    </div>
  );
}

function PublicProfileCard() {
  const query = useQuery(privacyQueryOptions());
  const save = useSavePrivacy();
  const toast = useToast();
  const { user } = useSessionUser();

  function change(body: PrivacySettingsBody) {
    save.mutate(body, {
      onSuccess: ({ message }) => toast.show(message, { tone: "success" }),
      onError: (error) => toast.show(refusalText(error), { tone: "error" }),
    });
  }

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Memuat pengaturan privasi" className="flex flex-col gap-3">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <ProblemPanel
        message={`${PRIVACY_TEXTS.loadFailed}. ${refusalText(query.error)}`}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const settings = query.data;
    body = (
      <div className="flex flex-col">
        <Switch
          label={PRIVACY_TEXTS.publicSwitch}
          description={settings.is_public ? PRIVACY_TEXTS.publicOn : PRIVACY_TEXTS.publicOff}
          checked={settings.is_public}
          disabled={save.isPending}
          onChange={(next) => change({ is_public: next })}
        />
        <fieldset className="mt-2">
          {/* the rule sits above the legend (a fieldset's own border runs through it) */}
          <legend className="w-full border-t border-slate-200 pt-4 text-sm font-semibold text-slate-800">
            {PRIVACY_TEXTS.fieldsTitle}
          </legend>
          {!settings.is_public ? <p className="mt-1 text-sm text-slate-600">{PRIVACY_TEXTS.fieldsDisabled}</p> : null}
          <div className="divide-y divide-slate-100">
            {FIELD_SWITCHES.map((field) => (
              <Switch
                key={field.key}
                label={field.label}
                checked={settings[field.key]}
                disabled={save.isPending || !settings.is_public}
                onChange={(next) => change({ [field.key]: next })}
              />
            ))}
          </div>
        </fieldset>
        {user ? (
          <AppLink
            to={publicProfilePath(user.username)}
            className="mt-3 inline-flex min-h-10 items-center self-start font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            {PRIVACY_TEXTS.viewProfile}
          </AppLink>
        ) : null}
      </div>
    );
  }
  return (
    <SettingsCard title={PRIVACY_TEXTS.publicTitle} intro={PRIVACY_TEXTS.publicIntro}>
      {body}
    </SettingsCard>
  );
}

function DownloadCard() {
  const toast = useToast();
  const download = useMutation({
    mutationFn: downloadMyData,
    onSuccess: (name) => toast.show(PRIVACY_TEXTS.downloaded(name), { tone: "success" }),
  });
  return (
    <SettingsCard title={PRIVACY_TEXTS.downloadTitle} intro={PRIVACY_TEXTS.downloadIntro}>
      <div className="flex flex-col gap-3">
        {download.isError ? (
          <FormAlert>
            {PRIVACY_TEXTS.downloadFailed}. {refusalText(download.error)}
          </FormAlert>
        ) : null}
        <Button
          variant="secondary"
          className="w-full sm:w-auto sm:self-start"
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {PRIVACY_TEXTS.download}
        </Button>
      </div>
    </SettingsCard>
  );
}

function DeleteCard() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard title={PRIVACY_TEXTS.deleteTitle} intro={PRIVACY_TEXTS.deleteIntro} tone="danger">
      <Button variant="danger" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        {PRIVACY_TEXTS.deleteOpen}
      </Button>
      {open ? <DeleteDialog onClose={() => setOpen(false)} /> : null}
    </SettingsCard>
  );
}

function DeleteDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [password, setPassword] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const mutation = useMutation({
    mutationFn: () => deleteAccount({ password }),
    // every session has ended: the browser forgets this one and goes home, where the notice says what happened
    onSuccess: () => logout(ACCOUNT_DELETED_PATH),
  });
  const missing = submitted && password.length === 0 ? PRIVACY_TEXTS.passwordRequired : null;
  const fieldRefusal =
    mutation.error instanceof ApiError &&
    mutation.error.data &&
    typeof mutation.error.data === "object" &&
    (mutation.error.data as { field?: unknown }).field === "password";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending || mutation.isSuccess) return;
    setSubmitted(true);
    if (password.length === 0) return;
    mutation.mutate();
  }

  return (
    <Modal
      open
      onClose={() => {
        if (!mutation.isPending) onClose();
      }}
      title={PRIVACY_TEXTS.dialogTitle}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending || mutation.isSuccess}>
            {PRIVACY_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={mutation.isPending || mutation.isSuccess}>
            {PRIVACY_TEXTS.confirm}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="text-sm leading-6 text-slate-800">
          <p className="font-semibold">{PRIVACY_TEXTS.dialogWhat}</p>
          <ul className="mt-1 list-disc pl-5">
            {PRIVACY_TEXTS.dialogSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
        <PasswordField
          label={PRIVACY_TEXTS.password}
          name="delete-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (mutation.isError) mutation.reset();
          }}
          error={fieldRefusal ? refusalText(mutation.error) : missing}
        />
        {mutation.isError && !fieldRefusal ? <FormAlert>{refusalText(mutation.error)}</FormAlert> : null}
      </form>
    </Modal>
  );
}
