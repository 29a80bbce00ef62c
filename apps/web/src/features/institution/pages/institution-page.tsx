import { isSlug } from "@app/domain/catalogue/slug";
import type { InstitutionDetail } from "@app/domain/institution/contracts";
import { Navigate, useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatCount } from "../../../shared/lib/format";
import { safeHttpUrl } from "../../../shared/lib/sanitize";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { InstitutionLogo } from "../../../shared/ui/institution-logo";
import { RichText } from "../../../shared/ui/rich-text";
import { Skeleton } from "../../../shared/ui/skeleton";
import { isNotFound, useInstitution } from "../api";
import { InstitutionPrograms } from "../components/institution-programs";

export const INSTITUTION_ERROR_CODE = "ERR3334";

const LINK =
  "rounded-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The institution header: logo or initials, name, type, city, its group, counts and description. */
export function InstitutionHeader({ institution }: { institution: InstitutionDetail }) {
  // only an http(s) address becomes a link: the field is free text of the institution's profile
  const website = safeHttpUrl(institution.website);
  return (
    <header className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <InstitutionLogo name={institution.name} logo={institution.logo} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className="text-2xl font-bold break-words text-slate-900 lg:text-3xl">{institution.name}</h1>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
              {institution.type_label}
            </span>
            {institution.city ? <span>{institution.city}</span> : null}
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <li>{formatCount(institution.program_count)} program</li>
            {institution.prakerja_program_count > 0 ? (
              <li>{formatCount(institution.prakerja_program_count)} program Prakerja</li>
            ) : null}
            {institution.children_count > 0 ? (
              <li>
                <AppLink to={`/mitra-group/${institution.slug}`} className={LINK}>
                  {formatCount(institution.children_count)} lembaga anggota
                </AppLink>
              </li>
            ) : null}
          </ul>
          {institution.parent ? (
            <p className="text-sm text-slate-700">
              Bagian dari{" "}
              <AppLink to={`/mitra-group/${institution.parent.slug}`} className={LINK}>
                {institution.parent.name}
              </AppLink>
            </p>
          ) : null}
          {website ? (
            <p className="text-sm">
              <a href={website} target="_blank" rel="noopener noreferrer" className={LINK}>
                Situs web lembaga <span className="sr-only">(membuka tab baru)</span>
              </a>
            </p>
          ) : null}
        </div>
      </div>
      <RichText html={institution.description} className="max-w-4xl" />
    </header>
  );
}

function InstitutionPageSkeleton() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:px-6 lg:py-10" aria-busy="true">
      <span role="status" className="sr-only">
        Memuat profil mitra
      </span>
      <Skeleton className="h-4 w-48" />
      <div className="flex gap-4">
        <Skeleton className="size-20 rounded-2xl" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-1/4" />
        </div>
      </div>
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** /mitra/{slug}: the institution and its programmes; an unknown slug goes to /404. */
export function InstitutionPage() {
  const { slug = "" } = useParams();
  const valid = isSlug(slug);
  const institution = useInstitution(slug, { enabled: valid });
  usePageTitle(institution.data?.name ?? (institution.isError ? "Mitra" : null));

  if (!valid || (institution.isError && isNotFound(institution.error))) return <Navigate to="/404" replace />;
  if (institution.isError) {
    const error = institution.error;
    return (
      <ErrorScreen
        code={error instanceof ApiError && error.status > 0 ? error.status : INSTITUTION_ERROR_CODE}
        message={error instanceof ApiError ? error.message : null}
        onAcknowledge={() => void institution.refetch()}
      />
    );
  }
  if (institution.isPending) return <InstitutionPageSkeleton />;

  const data = institution.data;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 md:px-6 lg:gap-10 lg:py-10">
      <div className="flex flex-col gap-4">
        <Breadcrumbs
          items={[{ label: "Beranda", to: "/" }, { label: "Mitra", to: "/mitra/all" }, { label: data.name }]}
        />
        <InstitutionHeader institution={data} />
      </div>
      <InstitutionPrograms slug={data.slug} name={data.name} />
    </div>
  );
}
