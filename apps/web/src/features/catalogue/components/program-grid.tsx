import type { ReactNode } from "react";
import { useIsDesktop } from "../../../shared/lib/media";
import { Button } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { LoadMore } from "../../../shared/ui/load-more";
import { useActivityList } from "../api";
import type { SearchFilters } from "../search-params";
import { ProgramCard, ProgramCardSkeleton } from "./program-card";

export interface ProgramGridProps {
  filters: SearchFilters;
  /** Accessible name of the list, e.g. "Program SD Kelas 3". */
  label: string;
  perPage?: number;
  /** false: only the first page (a shelf on a landing page); true: infinite scroll with a 'load more' button. */
  paginate?: boolean;
  /** Shows "N program ditampilkan" (read out when it changes). */
  showCount?: boolean;
  empty: { title: string; description: ReactNode; action?: ReactNode };
  /** Heading level of the empty state, so it fits the page outline. */
  headingLevel?: 2 | 3;
}

/** Four cards a row on a wide screen, two on a tablet; one row per programme on a phone. */
const GRID = "grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5";
const SKELETONS = 8;

/**
 * Programmes of one list-call filter: skeletons while loading, a retry on failure, an empty state, and the
 * next pages through the answer's next-url, both on scroll and by a visible 'Muat Lebih Banyak' button.
 */
export function ProgramGrid({
  filters,
  label,
  perPage = 24,
  paginate = true,
  showCount = false,
  empty,
  headingLevel = 2,
}: ProgramGridProps) {
  const isDesktop = useIsDesktop();
  const query = useActivityList(filters, perPage);

  const variant = isDesktop ? "tile" : "row";

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          Memuat {label}…
        </p>
        <ul className={GRID}>
          {Array.from({ length: Math.min(perPage, SKELETONS) }, (_, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={n}>
              <ProgramCardSkeleton variant={variant} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm text-red-900">{label} gagal dimuat. Periksa koneksi internet Anda lalu coba lagi.</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
          Coba Lagi
        </Button>
      </div>
    );
  }

  const programs = query.data.pages.flatMap((page) => page.data);
  const stale = query.isPlaceholderData;

  return (
    <div className="flex flex-col gap-4">
      {showCount ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          {stale ? "Memuat program…" : `${programs.length} program ditampilkan`}
        </p>
      ) : null}
      {programs.length === 0 && !stale ? (
        <EmptyState
          title={empty.title}
          description={empty.description}
          action={empty.action}
          headingLevel={headingLevel}
        />
      ) : (
        <ul aria-label={label} aria-busy={stale || undefined} className={`${GRID} ${stale ? "opacity-60" : ""}`}>
          {programs.map((program) => (
            <li key={program.id}>
              <ProgramCard program={program} variant={variant} />
            </li>
          ))}
        </ul>
      )}
      {paginate && !stale ? (
        <LoadMore
          auto
          hasNextPage={query.hasNextPage}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onLoadMore={() => void query.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}
