import { isSlug } from "@app/domain/catalogue/slug";
import { useId } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatCount } from "../../../shared/lib/format";
import { readPage } from "../../../shared/lib/url-params";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Breadcrumbs } from "../../../shared/ui/breadcrumbs";
import { buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { InstitutionLogo } from "../../../shared/ui/institution-logo";
import { RichText } from "../../../shared/ui/rich-text";
import { Skeleton } from "../../../shared/ui/skeleton";
import { isNotFound, useParentInstitution } from "../api";
import { InstitutionCard, InstitutionCardSkeleton } from "../components/institution-card";
import { LoadError } from "../components/load-error";
import { isPageOutOfRange, PageOutOfRange } from "../components/page-out-of-range";
import { PagedGrid } from "../components/paged-grid";
import { usePageFocus } from "../use-page-focus";

export const INSTITUTION_GROUP_ERROR_CODE = "ERR3334";

const LIST_GRID = "grid gap-3 sm:grid-cols-2 lg:grid-cols-3";

function GroupSkeleton() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:px-6 lg:py-10" aria-busy="true">
      <span role="status" className="sr-only">
        Memuat grup mitra
      </span>
      <div className="flex gap-4">
        <Skeleton className="size-20 rounded-2xl" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <ul className={LIST_GRID}>
        {Array.from({ length: 6 }, (_, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={n}>
            <InstitutionCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /mitra-group/{slug}: a group (parent institution) and its member institutions, 18 a page. */
export function InstitutionGroupPage() {
  const { slug = "" } = useParams();
  const [params] = useSearchParams();
  const page = readPage(params);
  const valid = isSlug(slug);
  const group = useParentInstitution(slug, page, { enabled: valid });
  const parent = group.data?.parent;
  usePageTitle(parent?.name ?? (group.isError ? "Grup Mitra" : null));
  const headingId = useId();
  const pageFocus = usePageFocus<HTMLHeadingElement>(page);

  if (!valid || (group.isError && isNotFound(group.error))) return <Navigate to="/404" replace />;
  if (group.isError && !group.data) {
    const error = group.error;
    return (
      <ErrorScreen
        code={error instanceof ApiError && error.status > 0 ? error.status : INSTITUTION_GROUP_ERROR_CODE}
        message={error instanceof ApiError ? error.message : null}
        onAcknowledge={() => void group.refetch()}
      />
    );
  }
  if (group.isPending || !group.data) return <GroupSkeleton />;

  const data = group.data;
  const head = data.parent;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 md:px-6 lg:py-10">
      <header className="flex flex-col gap-5">
        <Breadcrumbs
          items={[{ label: "Beranda", to: "/" }, { label: "Mitra", to: "/mitra/all" }, { label: head.name }]}
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <InstitutionLogo name={head.name} logo={head.logo} size="lg" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="text-sm font-semibold text-brand-800">Grup Mitra</p>
            <h1 className="text-2xl font-bold break-words text-slate-900 lg:text-3xl">{head.name}</h1>
            <p className="text-sm text-slate-700">
              {head.type_label}
              {head.city ? ` · ${head.city}` : ""} · {formatCount(data.total)} lembaga anggota
            </p>
          </div>
          <AppLink to={`/mitra/${head.slug}`} className={buttonClasses("secondary", "md", "self-start")}>
            Lihat Profil dan Program
          </AppLink>
        </div>
        <RichText html={head.description} className="max-w-4xl" />
      </header>

      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2
          id={headingId}
          ref={pageFocus.target}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 outline-none lg:text-2xl"
        >
          Lembaga Anggota
        </h2>
        {isPageOutOfRange(data) ? (
          <PageOutOfRange
            page={data.page}
            totalPages={data.total_page}
            what="lembaga anggota"
            onNavigate={pageFocus.onNavigate}
          />
        ) : data.list.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="Belum ada lembaga anggota"
            description="Grup ini belum memiliki anggota."
          />
        ) : (
          <>
            {group.isError ? (
              <LoadError
                what="Halaman lembaga anggota"
                onRetry={() => void group.refetch()}
                retrying={group.isFetching}
              />
            ) : null}
            <PagedGrid
              items={data.list}
              grid={LIST_GRID}
              stale={group.isPlaceholderData}
              page={data.page}
              totalPages={data.total_page}
              label="Halaman lembaga anggota"
              onNavigate={pageFocus.onNavigate}
              renderItem={(institution) => <InstitutionCard institution={institution} />}
            />
          </>
        )}
      </section>
    </div>
  );
}
