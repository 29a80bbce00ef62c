import { CERTIFICATE_NUMBER_PATTERN, REPORT_MESSAGES } from "@app/domain/report/contracts";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatWibDateTime } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useCertificateVerification, type Verification } from "../api";

/** The page's own words (issue 20; the spec names the page, not its texts). */
export const VERIFICATION_TEXTS = {
  title: "Verifikasi Sertifikat",
  valid: "Sertifikat valid",
  validNote: "Sertifikat ini diterbitkan dan masih berlaku.",
  revoked: "Sertifikat dicabut",
  revokedOn: (date: string) => `Dicabut pada ${date}.`,
  revokedReason: "Alasan pencabutan",
  holder: "Nama pemilik",
  program: "Program",
  institution: "Lembaga",
  number: "Nomor sertifikat",
  issuedAt: "Tanggal terbit",
  notFoundNote: "Periksa kembali nomor sertifikat yang tertulis pada sertifikat atau kode QR-nya.",
  loading: "Memeriksa sertifikat…",
  failed: "Sertifikat tidak dapat diperiksa saat ini. Silakan coba lagi.",
  toHome: "Kembali ke Beranda",
} as const;

/** The API upper-cases the number too: a number that fails the pattern either way is not asked for. */
const normalised = (number: string) => number.trim().toUpperCase();

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 404 || error.status === 404);
}

function isMalformed(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 400;
}

/**
 * /verifikasi-sertifikat/{number} (issue 20): the public check of a certificate number, for visitors and
 * logged-in users alike. The status comes first (valid, or revoked with the date in WIB and the reason), then what
 * the printed certificate shows: holder, programme, institution, number and issue date.
 */
export function CertificateVerificationPage() {
  const { number = "" } = useParams();
  const wellFormed = CERTIFICATE_NUMBER_PATTERN.test(normalised(number));
  const verification = useCertificateVerification(normalised(number), wellFormed);
  const malformed = !wellFormed || isMalformed(verification.error);
  const notFound = malformed || isNotFound(verification.error);
  usePageTitle(notFound ? REPORT_MESSAGES.notFound : VERIFICATION_TEXTS.title);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      {notFound ? (
        <ProblemPanel
          title={REPORT_MESSAGES.notFound}
          message={malformed ? REPORT_MESSAGES.badNumber : VERIFICATION_TEXTS.notFoundNote}
          action={
            <AppLink to="/" className={buttonClasses("secondary", "md")}>
              {VERIFICATION_TEXTS.toHome}
            </AppLink>
          }
        />
      ) : verification.isError ? (
        <ProblemPanel
          title={VERIFICATION_TEXTS.title}
          message={
            verification.error instanceof ApiError && verification.error.message
              ? verification.error.message
              : VERIFICATION_TEXTS.failed
          }
          onRetry={() => void verification.refetch()}
        />
      ) : verification.data === undefined ? (
        <div role="status" className="flex flex-col gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-40 w-full" />
          <span className="sr-only">{VERIFICATION_TEXTS.loading}</span>
        </div>
      ) : (
        <VerifiedCertificate verification={verification.data} />
      )}
    </div>
  );
}

function VerifiedCertificate({ verification }: { verification: Verification }) {
  const { revocation } = verification;
  const revoked = verification.status === "revoked" || !verification.valid;
  return (
    <article aria-labelledby="verification-title" className="flex flex-col gap-4">
      <h1 id="verification-title" className="text-2xl font-bold text-slate-900 lg:text-3xl">
        {VERIFICATION_TEXTS.title}
      </h1>
      <section
        aria-labelledby="verification-status"
        className={
          revoked
            ? "flex flex-col gap-2 rounded-2xl border-l-4 border-red-700 bg-red-50 p-4 sm:p-5"
            : "flex flex-col gap-2 rounded-2xl border-l-4 border-green-700 bg-green-50 p-4 sm:p-5"
        }
      >
        <h2
          id="verification-status"
          className={revoked ? "text-xl font-bold text-red-800" : "text-xl font-bold text-green-800"}
        >
          <span aria-hidden="true">{revoked ? "✕ " : "✓ "}</span>
          {revoked ? VERIFICATION_TEXTS.revoked : VERIFICATION_TEXTS.valid}
        </h2>
        {revoked ? (
          revocation ? (
            <>
              <p className="text-slate-800">{VERIFICATION_TEXTS.revokedOn(formatWibDateTime(revocation.revoked_at))}</p>
              <p className="text-slate-800">
                <span className="font-semibold">{VERIFICATION_TEXTS.revokedReason}:</span> {revocation.reason}
              </p>
            </>
          ) : null
        ) : (
          <p className="text-slate-800">{VERIFICATION_TEXTS.validNote}</p>
        )}
      </section>
      <dl className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-[max-content_1fr] sm:gap-x-6 sm:p-6">
        <Detail term={VERIFICATION_TEXTS.holder} value={verification.holder_name} />
        <Detail term={VERIFICATION_TEXTS.program} value={verification.program_name} />
        <Detail term={VERIFICATION_TEXTS.institution} value={verification.institution_name} />
        <Detail
          term={VERIFICATION_TEXTS.number}
          value={<span className="break-all font-mono">{verification.number}</span>}
        />
        <Detail
          term={VERIFICATION_TEXTS.issuedAt}
          value={<time dateTime={verification.issued_at}>{formatWibDateTime(verification.issued_at)}</time>}
        />
      </dl>
    </article>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:contents">
      <dt className="text-sm text-slate-600 sm:text-base">{term}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
