import { categoryLabel } from "@app/domain/catalogue/category-label";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { useIsDesktop } from "../../../shared/lib/media";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { Modal } from "../../../shared/ui/modal";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useActivityList } from "../api";
import { ProgramCard, ProgramCardSkeleton } from "../components/program-card";
import { ActiveFilterChips, FilterFields, SortSelect } from "../components/search-filters";
import {
  countActiveFilters,
  parseSearchFilters,
  type SearchFilterKey,
  type SearchFilters,
  searchFiltersToParams,
} from "../search-params";

export const SEARCH_ERROR_CODE = "ERRV2PRAC";

function pageHeading(filters: SearchFilters): string {
  if (filters.search) return `Hasil pencarian "${filters.search}"`;
  if (filters.category) return `Program ${categoryLabel(filters.category)}`;
  return "Semua Program";
}

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSearchFilters(params), [params]);
  const isDesktop = useIsDesktop();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // An identical search has the same key: it is answered from the cache, not asked again (spec 002).
  const query = useActivityList(filters);
  const heading = pageHeading(filters);
  usePageTitle(heading);

  function update(next: SearchFilters) {
    setParams(searchFiltersToParams(next, params));
  }
  function setFilter(key: SearchFilterKey, value: string) {
    update({ ...filters, [key]: value || undefined });
  }
  function clearFilters() {
    update({ search: filters.search, sort: filters.sort });
  }

  if (query.isError && !query.data) {
    const error = query.error;
    return (
      <ErrorScreen
        code={error instanceof ApiError && error.status > 0 ? error.status : SEARCH_ERROR_CODE}
        message={error instanceof ApiError ? error.message : null}
        onAcknowledge={() => void query.refetch()}
      />
    );
  }

  const first = query.data?.pages[0];
  const programs = query.data?.pages.flatMap((p) => p.data) ?? [];
  const activeCount = countActiveFilters(filters);
  const stale = query.isPlaceholderData;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 lg:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-words text-slate-900 lg:text-3xl">{heading}</h1>
        <p className="text-sm text-slate-600" aria-live="polite">
          {query.isPending ? "Mencari program…" : `${programs.length} program ditampilkan`}
        </p>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[260px_minmax(0,1fr)]">
        {isDesktop ? (
          <aside aria-label="Filter program" className="self-start rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="mb-4 text-base font-bold text-slate-900">Filter</h2>
            {first ? (
              <FilterFields options={first.filter.options} filters={filters} onChange={setFilter} />
            ) : (
              <div className="flex flex-col gap-4">
                {[0, 1, 2, 3, 4].map((n) => (
                  <Skeleton key={n} className="h-16" />
                ))}
              </div>
            )}
          </aside>
        ) : null}

        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {!isDesktop ? (
              <Button variant="secondary" size="sm" onClick={() => setFiltersOpen(true)} disabled={!first}>
                <svg className="size-4" viewBox="0 0 20 20" fill="none" aria-hidden="true">
                  <path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
                Filter{activeCount > 0 ? ` (${activeCount})` : ""}
              </Button>
            ) : null}
            {first ? (
              <SortSelect sort={first.sort} value={filters.sort} onChange={(v) => setFilter("sort", v)} />
            ) : null}
          </div>

          <ActiveFilterChips
            options={first?.filter.options}
            filters={filters}
            onRemove={(key) => setFilter(key, "")}
            onClear={clearFilters}
          />

          {query.isPending ? (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:gap-5" aria-busy="true">
              {Array.from({ length: 6 }, (_, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={n}>
                  <ProgramCardSkeleton variant={isDesktop ? "tile" : "row"} />
                </li>
              ))}
            </ul>
          ) : programs.length === 0 ? (
            <EmptyState
              title="Program tidak ditemukan"
              description={
                filters.search
                  ? "Coba gunakan kata kunci lain yang lebih umum, periksa ejaannya, atau kurangi filter."
                  : "Coba kurangi filter atau lihat semua program yang tersedia."
              }
              action={
                <AppLink to="/program" className={buttonClasses("secondary", "md")}>
                  Lihat Semua Program
                </AppLink>
              }
            />
          ) : (
            <>
              <ul
                className={`grid gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:gap-5 ${stale ? "opacity-60" : ""}`}
                aria-busy={stale || undefined}
              >
                {programs.map((program) => (
                  <li key={program.id}>
                    <ProgramCard program={program} variant={isDesktop ? "tile" : "row"} />
                  </li>
                ))}
              </ul>
              {query.hasNextPage ? (
                <div className="flex justify-center pt-2">
                  <Button
                    variant="secondary"
                    onClick={() => void query.fetchNextPage()}
                    loading={query.isFetchingNextPage}
                    className="min-w-56"
                  >
                    Muat Lebih Banyak
                  </Button>
                </div>
              ) : null}
              {query.isFetchNextPageError ? (
                <p role="alert" className="text-center text-sm text-red-800">
                  Gagal memuat program berikutnya. Silakan coba lagi.
                </p>
              ) : null}
            </>
          )}
        </div>
      </div>

      {!isDesktop && first ? (
        <Modal
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          title="Filter"
          footer={
            <div className="flex gap-3">
              <Button variant="secondary" className="flex-1" onClick={clearFilters} disabled={activeCount === 0}>
                Hapus Semua
              </Button>
              <Button className="flex-1" onClick={() => setFiltersOpen(false)}>
                Lihat Hasil
              </Button>
            </div>
          }
        >
          <FilterFields options={first.filter.options} filters={filters} onChange={setFilter} />
        </Modal>
      ) : null}
    </div>
  );
}
