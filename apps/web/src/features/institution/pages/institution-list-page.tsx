import { INSTITUTION_GROUPS } from "@app/domain/institution/constants";
import { type FormEvent, useId, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatCount } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { Button } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorScreen } from "../../../shared/ui/error-screen";
import { useInstitutionList, useInstitutionTypes } from "../api";
import { GroupTabs } from "../components/group-tabs";
import { InstitutionCard, InstitutionCardSkeleton } from "../components/institution-card";
import { isPageOutOfRange, PageOutOfRange } from "../components/page-out-of-range";
import { Pagination } from "../components/pagination";
import { groupAllowsType, groupFromPath, nextParams, readInstitutionListFilters } from "../url-params";
import { usePageFocus } from "../use-page-focus";

export const INSTITUTION_LIST_ERROR_CODE = "ERR3334";

const FIELD =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30";

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
  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("search");
    update({ search: typeof text === "string" ? text.trim() : undefined });
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
        <search aria-label="Cari mitra">
          <form onSubmit={onSearch} className="flex flex-col gap-1.5">
            <label htmlFor={`${fieldId}-search`} className="text-sm font-semibold text-slate-800">
              Cari mitra
            </label>
            <div className="flex gap-2">
              <input
                key={filters.search ?? ""}
                id={`${fieldId}-search`}
                type="search"
                name="search"
                defaultValue={filters.search ?? ""}
                maxLength={100}
                autoComplete="off"
                enterKeyHint="search"
                placeholder="Nama lembaga"
                className={FIELD}
              />
              <Button type="submit" className="shrink-0">
                Cari
              </Button>
            </div>
          </form>
        </search>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${fieldId}-type`} className="text-sm font-semibold text-slate-800">
            Jenis Lembaga
          </label>
          <select
            id={`${fieldId}-type`}
            className={FIELD}
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
          <>
            <ul
              className={`${LIST_GRID} transition-opacity ${list.isPlaceholderData ? "opacity-60" : ""}`}
              aria-busy={list.isPlaceholderData}
            >
              {data.list.map((institution) => (
                <li key={institution.id}>
                  <InstitutionCard institution={institution} />
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              totalPages={data.total_page}
              label="Halaman mitra"
              onNavigate={pageFocus.onNavigate}
            />
          </>
        )}
      </section>
    </div>
  );
}
