import { PROFESSION_LABELS, type Profession } from "@app/domain/account/constants";
import type { MeUser } from "@app/domain/account/contracts";
import { type ReactNode, useState } from "react";
import { useAccountDialogs } from "../../../shared/lib/account-dialogs";
import { ApiError } from "../../../shared/lib/api-client";
import { useSite } from "../../../shared/lib/site";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { Skeleton } from "../../../shared/ui/skeleton";
import { logout, useSessionUser } from "../api";
import { ProfileCompletenessNotice } from "../components/profile-completeness-notice";
import { UserAvatar } from "../components/user-avatar";
import { useStartVerification } from "../verification/use-start-verification";

const NOT_FILLED = "Belum diisi";

export function professionLabel(profession: string | null): string | null {
  if (!profession) return null;
  return profession in PROFESSION_LABELS ? PROFESSION_LABELS[profession as Profession] : profession;
}

/**
 * The Profile (/account, a login route; spec 000 sections 2.1, 3, 4.7): who the user is, the email and its
 * verification, whether the profile is complete, and 'Pengaturan Akun': the settings pages built so far
 * (accountSettings below; the pin page is the points feature's). Institution and privacy join with their pages.
 */
export function AccountPage() {
  usePageTitle("Profil");
  const { loggedIn, user, query } = useSessionUser();
  const { openLogin } = useAccountDialogs();

  if (!loggedIn) {
    // The login-route guard normally sends a visitor away before this renders.
    return (
      <PageFrame>
        <EmptyState
          title="Masuk untuk melihat profil Anda"
          action={
            <Button onClick={openLogin} className="min-w-32">
              Masuk
            </Button>
          }
        />
      </PageFrame>
    );
  }
  if (user) return <Profile user={user} />;
  if (query.isError) {
    const error = query.error;
    return (
      <ErrorScreen
        code={error instanceof ApiError && error.status !== 0 ? error.status : undefined}
        message={error.message}
        onAcknowledge={() => void query.refetch()}
      />
    );
  }
  return <ProfileSkeleton />;
}

function PageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">{children}</div>;
}

function Profile({ user }: { user: MeUser }) {
  const { open } = useAccountDialogs();
  const startVerification = useStartVerification();
  const [loggingOut, setLoggingOut] = useState(false);
  const profession = professionLabel(user.profession_name);
  const roles = user.role.map((r) => r.label).filter(Boolean);
  const showYearLevel = user.profession_name === "murid" || user.year_level_id !== null;
  const prakerja = user.profession_name === "prakerja";
  // the pin child is absent on the job-training (Prakerja) host (spec 002 route table)
  const pinPage = useSite().kind !== "prakerja";

  return (
    <PageFrame>
      <h1 className="text-2xl font-bold text-slate-900">Profil</h1>

      <section
        aria-label="Ringkasan akun"
        className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-center sm:flex-row sm:text-left"
      >
        <UserAvatar name={user.name} avatar={user.avatar} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-bold break-words text-slate-900">{user.name}</h2>
          <p className="mt-0.5 text-sm break-all text-slate-600">{user.email}</p>
          <ul aria-label="Profesi dan peran" className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
            {profession ? <Chip>{profession}</Chip> : null}
            {roles.map((label) => (
              <Chip key={label}>{label}</Chip>
            ))}
          </ul>
        </div>
      </section>

      <ProfileCompletenessNotice user={user} />

      <nav aria-labelledby="settings-title" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="settings-title" className="font-bold text-slate-900">
          Pengaturan Akun
        </h2>
        <ul className="mt-2 divide-y divide-slate-100">
          {accountSettings({ pinPage }).map((item) => (
            <li key={item.to}>
              <AppLink
                to={item.to}
                className="flex items-center justify-between gap-3 rounded-lg py-3 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                <span>
                  <span className="block font-medium text-slate-900">{item.label}</span>
                  <span className="block text-sm text-slate-600">{item.description}</span>
                </span>
                <svg className="size-5 shrink-0 text-slate-500" viewBox="0 0 20 20" fill="none" aria-hidden="true">
                  <path d="m8 5 5 5-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="email-title" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="email-title" className="font-bold text-slate-900">
          Email
        </h2>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="font-medium break-all text-slate-900">{user.email}</p>
            <p className="mt-1">
              {user.is_email_verified ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800">
                  <svg className="size-4" viewBox="0 0 20 20" fill="none" aria-hidden="true">
                    <path d="m5 10 3.5 3.5L15 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                  Terverifikasi
                </span>
              ) : (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
                  Belum terverifikasi
                </span>
              )}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {user.is_email_verified ? null : (
              <Button size="sm" onClick={() => startVerification()}>
                Verifikasi
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={() => open({ name: "change-email" })}>
              Ubah Email
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="data-title" className="rounded-2xl border border-slate-200 bg-white p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id="data-title" className="font-bold text-slate-900">
            Data Diri
          </h2>
          <AppLink
            to="/account/personal"
            aria-label="Ubah Data Diri"
            className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            Ubah
          </AppLink>
        </div>
        <dl className="mt-3 divide-y divide-slate-100">
          <Row term="Nama lengkap" value={user.name} />
          <Row term="Nomor WhatsApp" value={user.phone} />
          <Row term="Profesi" value={profession} />
          {showYearLevel ? <Row term="Jenjang kelas" value={user.year_level_name} /> : null}
          <Row term="Kota" value={user.city} />
          {prakerja || user.occupation ? <Row term="Pekerjaan" value={user.occupation} /> : null}
          {roles.length > 0 ? <Row term="Peran" value={roles.join(", ")} /> : null}
          {user.child.length > 0 ? <Row term="Anak" value={user.child.map((c) => c.name).join(", ")} /> : null}
        </dl>
      </section>

      <div>
        <Button
          variant="secondary"
          loading={loggingOut}
          onClick={() => {
            setLoggingOut(true);
            void logout().finally(() => setLoggingOut(false));
          }}
          className="w-full border-red-700 text-red-700 hover:bg-red-50 sm:w-auto sm:min-w-40"
        >
          Keluar
        </Button>
      </div>
    </PageFrame>
  );
}

/**
 * The account's settings pages (spec 002: /account with children personal, institution, privacy, password and pin;
 * pin absent on the job-training host). Only the built ones are listed: an entry to a page that does not exist yet
 * is a defect (docs/web.md); institution and privacy join with their pages.
 */
export function accountSettings({ pinPage }: { pinPage: boolean }) {
  return [
    { to: "/account/personal", label: "Data Diri", description: "Nama, username, WhatsApp, profesi dan jenjang" },
    { to: "/account/institution", label: "Lembaga", description: "Sekolah, kampus atau tempat kerja Anda" },
    { to: "/account/password", label: "Kata Sandi", description: "Ubah kata sandi dan kelola perangkat yang masuk" },
    {
      to: "/account/privacy",
      label: "Privasi",
      description: "Profil publik, unduh data dan hapus akun",
    },
    { to: "/account/family", label: "Keluarga", description: "Hubungkan akun orangtua, guru, anak dan murid" },
    ...(pinPage
      ? [{ to: "/account/pin", label: "PIN Pembayaran", description: "Atur atau ubah PIN untuk membayar dengan poin" }]
      : []),
  ];
}

function Chip({ children }: { children: ReactNode }) {
  return (
    <li className="inline-flex h-7 items-center rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-800">
      {children}
    </li>
  );
}

function Row({ term, value }: { term: string; value: string | null }) {
  const filled = value !== null && value.trim() !== "";
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-600 sm:w-40 sm:shrink-0">{term}</dt>
      <dd className={`break-words ${filled ? "font-medium text-slate-900" : "text-slate-500 italic"}`}>
        {filled ? value : NOT_FILLED}
      </dd>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <PageFrame>
      <span role="status" className="sr-only">
        Memuat profil
      </span>
      <Skeleton className="h-8 w-28" />
      <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-7 w-24 rounded-full" />
        </div>
      </div>
      <Skeleton className="h-32 w-full rounded-2xl" />
      <Skeleton className="h-56 w-full rounded-2xl" />
    </PageFrame>
  );
}
