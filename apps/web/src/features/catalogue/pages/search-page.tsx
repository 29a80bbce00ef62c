import { categoryLabel } from "@app/domain/catalogue/category-label";
import { defaultProgramSort } from "@app/domain/catalogue/constants";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatCount } from "../../../shared/lib/format";
import { useIsDesktop } from "../../../shared/lib/media";
import { useSite } from "../../../shared/lib/site";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { LoadMore } from "../../../shared/ui/load-more";
import { Modal } from "../../../shared/ui/modal";
import { Skeleton } from "../../../shared/ui/skeleton";
import { PopularKeywordLinks } from "../../discovery/public";
import { useActivityList } from "../api";
import { ProgramCard, ProgramCardSkeleton } from "../components/program-card";
import { ActiveFilterChips, FilterFields, passThroughLabel, SortSelect } from "../components/search-filters";
import {
  countActiveFilters,
  parseSearchFilters,
  type SearchFilterKey,
  type SearchFilters,
  searchFiltersToParams,
} from "../search-params";

export const SEARCH_ERROR_CODE = "ERRV2PRAC";

/**
 * Pages that load on their own as the end of the list comes near; after that the 'Muat Lebih Banyak' button
 * asks for more, so the footer can still be reached.
 */
export const AUTO_LOAD_PAGES = 5;

function pageHeading(filters: SearchFilters): string {
  if (filters.search) return `Hasil pencarian "${filters.search}"`;
  if (filters.category) return `Program ${categoryLabel(filters.category)}`;
  if (filters.year) return `Program ${passThroughLabel("year", filters.year)}`;
  return "Semua Program";
}

/** The count line: the whole count once every page is in, else how many are shown so far. */
export function resultCountText(shown: number, complete: boolean): string {
  if (complete) return shown === 0 ? "Tidak ada program yang cocok" : `${formatCount(shown)} program ditemukan`;
  return `Menampilkan ${formatCount(shown)} program pertama`;
}

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSearchFilters(params), [params]);
  const isDesktop = useIsDesktop();
  // a partner site lists only its own programmes: its institution filter stays (the site adds it to the address)
  const site = useSite();
  const partnerSlug = site.kind === "partner" ? site.institution.slug : null;
  const [filtersOpen, setFiltersOpen] = useState(false);
  // An identical search has the same key: it is answered from the cache, not asked again (spec 002).
  const query = useActivityList(filters);
  const heading = pageHeading(filters);
  usePageTitle(heading);

  function update(next: SearchFilters) {
    // the default sort of the search (or of no search) is left out of the address
    const sort = next.sort === defaultProgramSort(next.search) ? undefined : next.sort;
    setParams(searchFiltersToParams({ ...next, sort }, params));
  }
  function setFilter(key: SearchFilterKey, value: string) {
    update({ ...filters, [key]: value || undefined });
  }
  function clearFilters() {
    update({ search: filters.search, sort: filters.sort, ...(partnerSlug ? { institution: partnerSlug } : {}) });
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
  const activeCount = countActiveFilters(filters) - (partnerSlug && filters.institution ? 1 : 0);
  const stale = query.isPlaceholderData;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 lg:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold break-words text-slate-900 lg:text-3xl">{heading}</h1>
        <p className="text-sm text-slate-600" aria-live="polite">
          {query.isPending || stale ? "Mencari program…" : resultCountText(programs.length, !query.hasNextPage)}
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
              <SortSelect
                sort={first.sort}
                value={filters.sort}
                search={filters.search}
                onChange={(v) => setFilter("sort", v)}
              />
            ) : null}
          </div>

          <ActiveFilterChips
            options={first?.filter.options}
            filters={filters}
            onRemove={(key) => setFilter(key, "")}
            onClear={clearFilters}
            locked={partnerSlug ? ["institution"] : []}
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
                <div className="flex flex-col items-center gap-5">
                  <p>
                    {filters.search
                      ? activeCount > 0
                        ? `Belum ada program untuk "${filters.search}" dengan filter ini. Coba kurangi filter atau gunakan kata kunci lain.`
                        : `Belum ada program untuk "${filters.search}". Coba kata kunci lain yang lebih umum.`
                      : "Coba kurangi filter atau lihat semua program yang tersedia."}
                  </p>
                  <PopularKeywordLinks exclude={filters.search} />
                </div>
              }
              action={
                <div className="flex flex-wrap justify-center gap-3">
                  {activeCount > 0 ? (
                    <Button variant="secondary" onClick={clearFilters}>
                      Hapus Semua Filter
                    </Button>
                  ) : null}
                  <AppLink to="/program" className={buttonClasses(activeCount > 0 ? "ghost" : "secondary", "md")}>
                    Lihat Semua Program
                  </AppLink>
                </div>
              }
            />
          ) : (
            <>
              <ul
                className={`grid gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:gap-5 ${stale ? "opacity-60" : ""}`}
                aria-busy={stale || undefined}
              >
                {programs.map((program, index) => (
                  <li key={program.id}>
                    <ProgramCard program={program} variant={isDesktop ? "tile" : "row"} priority={index === 0} />
                  </li>
                ))}
              </ul>
              <LoadMore
                hasNextPage={query.hasNextPage}
                loading={query.isFetchingNextPage}
                failed={query.isFetchNextPageError}
                onLoadMore={() => void query.fetchNextPage()}
                auto={!stale && (query.data?.pages.length ?? 0) < AUTO_LOAD_PAGES}
              />
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
