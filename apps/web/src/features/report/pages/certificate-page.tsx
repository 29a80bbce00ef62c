import { enrolmentParams, REPORT_MESSAGES } from "@app/domain/report/contracts";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { getAppConfig } from "../../../shared/lib/app-config";
import { formatWibDateTime } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { institutionInitials } from "../../../shared/ui/institution-logo";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import {
  type Certificate,
  certificatePdfHref,
  certificateQrSrc,
  certificateVerificationPath,
  downloadCredential,
  useAddonCertificate,
  useCertificate,
} from "../api";
import { linkedInAddToProfileUrl } from "../linkedin";

/** The page's own words (issue 20; the spec names the page, Sertifikat Regular, not its texts). */
export const CERTIFICATE_TEXTS = {
  title: "Sertifikat",
  heading: "SERTIFIKAT",
  subheading: "Penyelesaian Program",
  givenTo: "Diberikan kepada",
  completed: "atas keberhasilannya menyelesaikan program",
  completedAddon: "atas keberhasilannya menyelesaikan add-on",
  ofProgram: (program: string) => `dari program ${program}`,
  organiser: "Penyelenggara",
  hours: "Durasi",
  hoursValue: (hours: string) => `${hours} jam`,
  finalScore: "Nilai Akhir",
  issuedAt: "Tanggal Terbit",
  number: "Nomor Sertifikat",
  scan: "Pindai kode QR atau buka tautan verifikasi untuk memeriksa keaslian sertifikat ini.",
  qrAlt: (number: string) => `Kode QR verifikasi sertifikat ${number}`,
  issuedBy: (brand: string, institution: string) =>
    `Diterbitkan secara elektronik oleh ${brand} atas nama ${institution}`,
  download: "Unduh PDF",
  linkedIn: "Tambahkan ke LinkedIn",
  credential: "Unduh Open Badge",
  credentialHelp:
    "Open Badge adalah sertifikat digital bertanda tangan (Open Badges 3.0) yang dapat Anda simpan di dompet kredensial dan diperiksa siapa saja.",
  credentialFailed: "Open Badge gagal diunduh. Silakan coba lagi.",
  copyLink: "Salin Tautan Verifikasi",
  copied: "Tautan verifikasi disalin",
  copyFailed: "Tautan tidak dapat disalin. Salin dari halaman verifikasi.",
  verify: "Buka halaman verifikasi",
  newTab: "(membuka tab baru)",
  back: "Ke Programmu",
  revoked: "Sertifikat ini telah dicabut",
  revokedOn: (date: string) => `Dicabut pada ${date}.`,
  revokedReason: "Alasan",
  loading: "Memuat sertifikat",
  notAvailableNote:
    "Sertifikat terbit setelah Anda menyelesaikan semua aktivitas program dan memenuhi syarat kelulusannya.",
  failed: "Sertifikat tidak dapat dimuat saat ini. Silakan coba lagi.",
} as const;

const decimal = (n: number) => new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 }).format(n);
const wibDate = (iso: string) => formatWibDateTime(iso).replace(/, \d{2}\.\d{2} WIB$/, "");

function Sheet({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-100 px-3 py-5 sm:px-6 sm:py-10 print:bg-white print:p-0">
      <div className="mx-auto flex max-w-5xl flex-col gap-4">{children}</div>
    </div>
  );
}

function BackLink() {
  return (
    <AppLink to="/programmu" className={buttonClasses("ghost", "md")}>
      <span aria-hidden="true">‹</span> {CERTIFICATE_TEXTS.back}
    </AppLink>
  );
}

/**
 * /sertifikat/{program_user_id} (blank layout, route name Sertifikat Regular; spec 002 section 2, issue 20): the
 * enrolment's certificate as it is printed, issued on the first view once the report allows it, with its PDF, the
 * holder's Open Badge and LinkedIn entry, and the link anyone can verify it at. Staff and admins see it read-only.
 */
export function CertificatePage() {
  const params = enrolmentParams.safeParse({ id: useParams().programUserId });
  if (!params.success) return <CertificateProblem title={REPORT_MESSAGES.notFound} />;
  return <RegularCertificate programUserId={params.data.id} />;
}

/** /sertifikat/addon/{addon_user_id}: an add-on's certificate (the /addon page links it), the same page. */
export function AddonCertificatePage() {
  const params = enrolmentParams.safeParse({ id: useParams().addonUserId });
  if (!params.success) return <CertificateProblem title={REPORT_MESSAGES.notFound} />;
  return <AddonCertificate addonUserId={params.data.id} />;
}

function RegularCertificate({ programUserId }: { programUserId: number }) {
  return <CertificateOf certificate={useCertificate(programUserId)} />;
}

function AddonCertificate({ addonUserId }: { addonUserId: number }) {
  return <CertificateOf certificate={useAddonCertificate(addonUserId)} />;
}

function CertificateProblem({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  usePageTitle(title);
  return (
    <Sheet>
      <ProblemPanel
        title={title}
        message={message ?? CERTIFICATE_TEXTS.notAvailableNote}
        {...(onRetry ? { onRetry } : {})}
        action={<BackLink />}
      />
    </Sheet>
  );
}

function CertificateOf({ certificate }: { certificate: ReturnType<typeof useCertificate> }) {
  if (certificate.data) return <CertificateSheet certificate={certificate.data} />;
  if (certificate.isError) {
    const error = certificate.error;
    if (error instanceof ApiError && (error.httpStatus === 403 || error.httpStatus === 404)) {
      return <CertificateProblem title={REPORT_MESSAGES.notFound} />;
    }
    if (error instanceof ApiError && error.httpStatus === 400) {
      // status 401 inside a 400: not yet assessed (spec 001 section 8); otherwise not finished yet
      return (
        <CertificateProblem
          title={REPORT_MESSAGES.notAvailable}
          message={
            error.status === 401
              ? REPORT_MESSAGES.notAssessed
              : error.message === REPORT_MESSAGES.addonNotFinished
                ? error.message
                : CERTIFICATE_TEXTS.notAvailableNote
          }
        />
      );
    }
    return (
      <CertificateProblem
        title={CERTIFICATE_TEXTS.title}
        message={CERTIFICATE_TEXTS.failed}
        onRetry={() => void certificate.refetch()}
      />
    );
  }
  return (
    <Sheet>
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only" role="status">
          {CERTIFICATE_TEXTS.loading}
        </span>
        <Skeleton className="h-11 w-72" />
        <Skeleton className="aspect-[4/5] rounded-2xl sm:aspect-[297/210]" />
      </div>
    </Sheet>
  );
}

function CertificateSheet({ certificate }: { certificate: Certificate }) {
  const { brandName } = getAppConfig();
  usePageTitle(`${CERTIFICATE_TEXTS.title} ${certificate.program.name}`);
  const revoked = certificate.revocation !== null;
  return (
    <Sheet>
      <CertificateActions certificate={certificate} />
      {certificate.revocation ? (
        <section
          aria-labelledby="certificate-revoked"
          className="rounded-2xl border-l-4 border-red-700 bg-red-50 p-4 sm:p-5"
        >
          <h2 id="certificate-revoked" className="text-lg font-bold text-red-800">
            {CERTIFICATE_TEXTS.revoked}
          </h2>
          <p className="mt-1 text-slate-800">
            {CERTIFICATE_TEXTS.revokedOn(formatWibDateTime(certificate.revocation.revoked_at))}
          </p>
          <p className="text-slate-800">
            <span className="font-semibold">{CERTIFICATE_TEXTS.revokedReason}:</span> {certificate.revocation.reason}
          </p>
        </section>
      ) : null}
      <article
        aria-labelledby="certificate-title"
        className="relative overflow-hidden rounded-2xl border-4 border-brand-900 bg-white shadow-sm sm:aspect-[297/210] print:aspect-[297/210] print:rounded-none print:shadow-none"
      >
        <div className="absolute inset-y-0 left-0 w-2 bg-brand-600 sm:w-3" aria-hidden="true" />
        {revoked ? (
          <p
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 flex items-center justify-center text-7xl font-extrabold tracking-widest text-red-700/15 select-none sm:text-9xl"
            style={{ transform: "rotate(-20deg)" }}
          >
            DICABUT
          </p>
        ) : null}
        <div className="flex h-full flex-col gap-5 px-6 py-6 sm:gap-4 sm:px-12 sm:py-8">
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <p className="text-xl font-extrabold text-brand-700 sm:text-2xl">{brandName}</p>
              <p className="text-xs font-medium text-slate-600">Platform belajar &amp; karier</p>
            </div>
            <div className="flex items-center gap-3 text-right">
              <div>
                <p className="text-sm font-bold text-slate-900">{certificate.institution.name}</p>
                <p className="text-xs font-medium text-slate-600">{CERTIFICATE_TEXTS.organiser}</p>
              </div>
              <InstitutionMark name={certificate.institution.name} logo={certificate.institution.logo} />
            </div>
          </header>
          <div className="flex flex-1 flex-col items-center justify-center gap-2 text-center">
            <h1 id="certificate-title" className="flex flex-col items-center gap-1">
              <span className="text-3xl font-extrabold tracking-[0.2em] text-brand-900 sm:text-5xl">
                {CERTIFICATE_TEXTS.heading}
              </span>
              <span className="text-xs font-bold tracking-[0.3em] text-slate-600 uppercase">
                {CERTIFICATE_TEXTS.subheading}
              </span>
            </h1>
            <p className="mt-3 text-sm text-slate-600">{CERTIFICATE_TEXTS.givenTo}</p>
            <p
              data-testid="certificate-holder"
              className="w-full max-w-xl border-b border-slate-300 pb-2 text-2xl font-extrabold break-words text-slate-900 sm:text-4xl"
            >
              {certificate.holder_name}
            </p>
            <p className="text-sm text-slate-600">
              {certificate.addon ? CERTIFICATE_TEXTS.completedAddon : CERTIFICATE_TEXTS.completed}
            </p>
            <p className="max-w-2xl text-lg font-bold text-brand-900 sm:text-xl">
              {certificate.addon ? certificate.addon.title : certificate.program.name}
            </p>
            {certificate.addon ? (
              <p className="text-sm font-medium text-slate-600">
                {CERTIFICATE_TEXTS.ofProgram(certificate.program.name)}
              </p>
            ) : null}
            <dl className="mt-3 grid w-full max-w-xl grid-cols-1 gap-3 min-[420px]:grid-cols-3">
              <Fact label={CERTIFICATE_TEXTS.hours} value={CERTIFICATE_TEXTS.hoursValue(decimal(certificate.hours))} />
              {certificate.final_score !== null ? (
                <Fact label={CERTIFICATE_TEXTS.finalScore} value={decimal(certificate.final_score)} />
              ) : null}
              <Fact
                label={CERTIFICATE_TEXTS.issuedAt}
                value={<time dateTime={certificate.issued_at}>{wibDate(certificate.issued_at)}</time>}
              />
            </dl>
          </div>
          <footer className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex items-center gap-3">
              <img
                src={certificateQrSrc(certificate.number)}
                alt={CERTIFICATE_TEXTS.qrAlt(certificate.number)}
                width={88}
                height={88}
                className="size-22 shrink-0"
              />
              <div className="min-w-0">
                <p className="text-xs font-medium text-slate-600">{CERTIFICATE_TEXTS.number}</p>
                <p data-testid="certificate-number" className="font-mono text-sm font-bold break-all text-slate-900">
                  {certificate.number}
                </p>
                <AppLink
                  to={certificateVerificationPath(certificate.number)}
                  className="text-xs font-medium break-all text-brand-700 underline"
                >
                  {certificate.verification_url}
                </AppLink>
              </div>
            </div>
            <p className="text-xs text-slate-600 sm:max-w-64 sm:text-right">
              {CERTIFICATE_TEXTS.issuedBy(brandName, certificate.institution.name)}
            </p>
          </footer>
        </div>
      </article>
      <p className="text-sm text-slate-700 print:hidden">
        {CERTIFICATE_TEXTS.scan}{" "}
        <AppLink
          to={certificateVerificationPath(certificate.number)}
          className="font-semibold text-brand-700 underline"
        >
          {CERTIFICATE_TEXTS.verify}
        </AppLink>
      </p>
      {certificate.is_holder && !revoked ? (
        <p className="text-sm text-slate-600 print:hidden">{CERTIFICATE_TEXTS.credentialHelp}</p>
      ) : null}
    </Sheet>
  );
}

function InstitutionMark({ name, logo }: { name: string; logo: string | null }) {
  if (logo) return <img src={logo} alt="" className="size-11 rounded-full object-contain ring-1 ring-slate-200" />;
  return (
    <span
      aria-hidden="true"
      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-extrabold text-brand-700 ring-2 ring-brand-600"
    >
      {institutionInitials(name)}
    </span>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-base font-bold whitespace-nowrap text-slate-900">{value}</dd>
    </div>
  );
}

function CertificateActions({ certificate }: { certificate: Certificate }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const holderActions = certificate.is_holder && certificate.revocation === null;
  const onCredential = async () => {
    setBusy(true);
    try {
      await downloadCredential(certificate.number);
    } catch {
      toast.show(CERTIFICATE_TEXTS.credentialFailed, { tone: "error" });
    } finally {
      setBusy(false);
    }
  };
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(certificate.verification_url);
      toast.show(CERTIFICATE_TEXTS.copied, { tone: "success" });
    } catch {
      toast.show(CERTIFICATE_TEXTS.copyFailed, { tone: "error" });
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center print:hidden">
      <div className="self-start sm:flex-1">
        <BackLink />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <a
          href={certificatePdfHref(certificate.number)}
          download
          className={buttonClasses("primary", "md", holderActions ? "" : "col-span-2")}
        >
          {CERTIFICATE_TEXTS.download}
        </a>
        {holderActions ? (
          <>
            <a
              href={linkedInAddToProfileUrl(certificate)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("secondary", "md")}
            >
              {CERTIFICATE_TEXTS.linkedIn}
              <span className="sr-only"> {CERTIFICATE_TEXTS.newTab}</span>
            </a>
            <Button variant="secondary" onClick={() => void onCredential()} disabled={busy}>
              {CERTIFICATE_TEXTS.credential}
            </Button>
          </>
        ) : null}
        <Button
          variant={holderActions ? "ghost" : "secondary"}
          className={holderActions ? "" : "col-span-2"}
          onClick={() => void onCopy()}
        >
          {CERTIFICATE_TEXTS.copyLink}
        </Button>
      </div>
    </div>
  );
}
