import { INSTITUTION_GROUPS } from "@app/domain/institution/constants";
import { useId, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatCount } from "../../../shared/lib/format";
import { nextParams } from "../../../shared/lib/url-params";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { Button } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { FIELD_CLASS } from "../../../shared/ui/field-class";
import { FilterSearch } from "../../../shared/ui/filter-search";
import { useInstitutionList, useInstitutionTypes } from "../api";
import { GroupTabs } from "../components/group-tabs";
import { InstitutionCard, InstitutionCardSkeleton } from "../components/institution-card";
import { isPageOutOfRange, PageOutOfRange } from "../components/page-out-of-range";
import { PagedGrid } from "../components/paged-grid";
import { groupAllowsType, groupFromPath, readInstitutionListFilters } from "../url-params";
import { usePageFocus } from "../use-page-focus";

export const INSTITUTION_LIST_ERROR_CODE = "ERR3334";

const LIST_GRID = "grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** /mitra/all, /mitra/sekolah, /mitra/perguruan-tinggi, /mitra/industri: 20 institutions a page. */
export function InstitutionListPage() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const group = groupFromPath(location.pathname);
  const filters = useMemo(() => readInstitutionListFilters(params, group), [params, group]);
  const list = useInstitutionList(filters);
  const types = useInstitutionTypes();
  const heading = group ? `Mitra ${INSTITUTION_GROUPS[group].label}` : "Semua Mitra";
  usePageTitle(heading);
  const fieldId = useId();
  const pageFocus = usePageFocus<HTMLHeadingElement>(filters.page);

  const typeOptions = (types.data ?? []).filter((t) => groupAllowsType(group, t.value));
  const filtered = Boolean(filters.search || filters.type);

  function update(changes: Record<string, string | undefined>) {
    setParams(nextParams(params, changes), { preventScrollReset: true });
  }

  if (list.isError && !list.data) {
    const error = list.error;
    return (
      <ErrorScreen
        code={error instanceof ApiError && error.status > 0 ? error.status : INSTITUTION_LIST_ERROR_CODE}
        message={error instanceof ApiError ? error.message : null}
        onAcknowledge={() => void list.refetch()}
      />
    );
  }

  const data = list.data;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:px-6 lg:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{heading}</h1>
        <p className="max-w-3xl text-sm text-slate-700 lg:text-base">
          Sekolah, perguruan tinggi, dan lembaga industri yang membuka program belajar dan pelatihan.
        </p>
      </header>

      <GroupTabs active={group} />

      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-end">
        <FilterSearch
          label="Cari mitra"
          placeholder="Nama lembaga"
          value={filters.search}
          onSearch={(search) => update({ search })}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${fieldId}-type`} className="text-sm font-semibold text-slate-800">
            Jenis Lembaga
          </label>
          <select
            id={`${fieldId}-type`}
            className={FIELD_CLASS}
            value={filters.type !== undefined ? String(filters.type) : ""}
            disabled={!types.data}
            onChange={(e) => update({ type: e.target.value })}
          >
            <option value="">Semua Jenis</option>
            {typeOptions.map((t) => (
              <option key={t.value} value={String(t.value)}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section aria-labelledby={`${fieldId}-results`} className="flex flex-col gap-4">
        <h2
          id={`${fieldId}-results`}
          ref={pageFocus.target}
          tabIndex={-1}
          className="text-sm font-medium text-slate-700 outline-none"
          aria-live="polite"
        >
          {list.isPending
            ? "Memuat mitra…"
            : data
              ? `${formatCount(data.total)} mitra${filters.search ? ` untuk "${filters.search}"` : ""}`
              : ""}
        </h2>
        {list.isPending ? (
          <ul className={LIST_GRID} aria-busy="true">
            {Array.from({ length: 8 }, (_, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={n}>
                <InstitutionCardSkeleton />
              </li>
            ))}
          </ul>
        ) : data && isPageOutOfRange(data) ? (
          <PageOutOfRange
            page={data.page}
            totalPages={data.total_page}
            what="mitra"
            onNavigate={pageFocus.onNavigate}
          />
        ) : !data || data.list.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="Mitra tidak ditemukan"
            description={
              filtered
                ? "Coba kata kunci lain atau pilih jenis lembaga yang berbeda."
                : "Belum ada mitra pada kelompok ini."
            }
            action={
              filtered ? (
                <Button variant="secondary" onClick={() => update({ search: undefined, type: undefined })}>
                  Hapus Filter
                </Button>
              ) : undefined
            }
          />
        ) : (
          <PagedGrid
            items={data.list}
            grid={LIST_GRID}
            stale={list.isPlaceholderData}
            page={data.page}
            totalPages={data.total_page}
            label="Halaman mitra"
            onNavigate={pageFocus.onNavigate}
            renderItem={(institution) => <InstitutionCard institution={institution} />}
          />
        )}
      </section>
    </div>
  );
}
