import { useId, useMemo } from "react";
import { useSearchParams } from "react-router";
import { formatCount } from "../../../shared/lib/format";
import { nextParams } from "../../../shared/lib/url-params";
import { Button } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { FIELD_CLASS } from "../../../shared/ui/field-class";
import { FilterSearch } from "../../../shared/ui/filter-search";
import { useInstitutionPrograms, useSubjectList, useYearList } from "../api";
import { readProgramFilters } from "../url-params";
import { usePageFocus } from "../use-page-focus";
import { LoadError } from "./load-error";
import { isPageOutOfRange, PageOutOfRange } from "./page-out-of-range";
import { PagedGrid } from "./paged-grid";
import { PROGRAM_GRID, ProgramTile, ProgramTileSkeleton } from "./program-tile";

export interface InstitutionProgramsProps {
  slug: string;
  /** The institution's name, for the heading and the search box's name. */
  name: string;
  title?: string;
}

/**
 * An institution's programmes (GET /program/institution/{slug}/{page}/12) with the year, subject, search and
 * Prakerja filters; the options come from GET /user/year/list and GET /program/subject/list/.
 */
export function InstitutionPrograms({ slug, name, title = `Program ${name}` }: InstitutionProgramsProps) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readProgramFilters(params), [params]);
  const programs = useInstitutionPrograms(slug, filters);
  const years = useYearList();
  const subjects = useSubjectList();
  const headingId = useId();
  const pageFocus = usePageFocus<HTMLHeadingElement>(filters.page);
  const fieldId = useId();

  const filtered = Boolean(filters.search || filters.year || filters.subject || filters.isPrakerja);
  function update(changes: Record<string, string | undefined>) {
    setParams(nextParams(params, changes), { preventScrollReset: true });
  }
  function clearFilters() {
    update({ search: undefined, year: undefined, subject: undefined, prakerja: undefined });
  }

  const data = programs.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2
          id={headingId}
          ref={pageFocus.target}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 outline-none lg:text-2xl"
        >
          {title}
        </h2>
        <p className="text-sm text-slate-600" aria-live="polite">
          {programs.isPending
            ? "Memuat program…"
            : data
              ? `${formatCount(data.total)} program${filtered ? " sesuai filter" : ""}`
              : ""}
        </p>
      </div>

      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
        <FilterSearch
          label={`Cari program ${name}`}
          placeholder="Nama program"
          value={filters.search}
          onSearch={(search) => update({ search })}
          className="md:col-span-2 lg:col-span-1"
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${fieldId}-year`} className="text-sm font-semibold text-slate-800">
            Kelas
          </label>
          <select
            id={`${fieldId}-year`}
            className={FIELD_CLASS}
            value={filters.year ?? ""}
            disabled={!years.data}
            onChange={(e) => update({ year: e.target.value })}
          >
            <option value="">{years.isError ? "Kelas gagal dimuat" : "Semua Kelas"}</option>
            {years.data?.map((y) => (
              <option key={y.id} value={y.slug}>
                {y.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${fieldId}-subject`} className="text-sm font-semibold text-slate-800">
            Bidang Studi
          </label>
          <select
            id={`${fieldId}-subject`}
            className={FIELD_CLASS}
            value={filters.subject ?? ""}
            disabled={!subjects.data}
            onChange={(e) => update({ subject: e.target.value })}
          >
            <option value="">{subjects.isError ? "Bidang studi gagal dimuat" : "Semua Bidang Studi"}</option>
            {subjects.data?.map((s) => (
              <option key={s.id} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          {/* Uncontrolled, re-mounted when the address changes: the box shows the click at once, while the
              router's navigation to the new address is still under way. */}
          <input
            key={filters.isPrakerja ? "on" : "off"}
            type="checkbox"
            className="size-5 accent-brand-700"
            defaultChecked={filters.isPrakerja ?? false}
            onChange={(e) => update({ prakerja: e.target.checked ? "1" : undefined })}
          />
          Hanya Prakerja
        </label>
      </div>

      {programs.isPending ? (
        <ul className={PROGRAM_GRID} aria-busy="true">
          {Array.from({ length: 4 }, (_, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={n}>
              <ProgramTileSkeleton />
            </li>
          ))}
        </ul>
      ) : programs.isError && !data ? (
        <LoadError what="Program" onRetry={() => void programs.refetch()} retrying={programs.isFetching} />
      ) : data && isPageOutOfRange(data) ? (
        <PageOutOfRange
          page={data.page}
          totalPages={data.total_page}
          what={`program ${name}`}
          onNavigate={pageFocus.onNavigate}
        />
      ) : !data || data.list.length === 0 ? (
        filtered ? (
          <EmptyState
            headingLevel={3}
            title="Program tidak ditemukan"
            description="Coba kata kunci lain atau kurangi filter."
            action={
              <Button variant="secondary" onClick={clearFilters}>
                Hapus Filter
              </Button>
            }
          />
        ) : (
          <EmptyState
            headingLevel={3}
            title="Belum ada program"
            description={`${name} belum membuka program. Kunjungi lagi nanti.`}
          />
        )
      ) : (
        <>
          {programs.isError ? (
            <LoadError what="Halaman program" onRetry={() => void programs.refetch()} retrying={programs.isFetching} />
          ) : null}
          <PagedGrid
            items={data.list}
            grid={PROGRAM_GRID}
            stale={programs.isPlaceholderData}
            page={data.page}
            totalPages={data.total_page}
            label={`Halaman program ${name}`}
            onNavigate={pageFocus.onNavigate}
            renderItem={(program) => <ProgramTile program={program} />}
          />
        </>
      )}
    </section>
  );
}
