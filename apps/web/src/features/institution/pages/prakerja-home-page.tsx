import { type FormEvent, useId, useMemo } from "react";
import { useSearchParams } from "react-router";
import { formatCount } from "../../../shared/lib/format";
import { nextParams, readPage, readSearch } from "../../../shared/lib/url-params";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pagination } from "../../../shared/ui/pagination";
import { PRAKERJA_PROGRAMS_PATH } from "../../catalogue/public";
import { useHostPrograms } from "../api";
import { LoadError } from "../components/load-error";
import { PROGRAM_GRID, ProgramTile, ProgramTileSkeleton } from "../components/program-tile";
import { usePageFocus } from "../use-page-focus";

/** The host of the Prakerja catalogue call: GET /program-core/host/prakerja/1. */
export const PRAKERJA_HOST = "prakerja";

/** The work-card menu (spec 002, Menus). */
const WORK_CARD_MENU = [
  { label: "Kartu Prakerja", to: "/kartuprakerja" },
  { label: "Mitra Kolaborasi", to: "/mitra-kolaborasi" },
  { label: "Panduan Prakerja", to: "/panduan-prakerja" },
  { label: "Kelas Prakerja", to: PRAKERJA_PROGRAMS_PATH },
] as const;

/** The home page on the Prakerja host: Prakerja copy and the Prakerja catalogue, searchable. */
export function PrakerjaHomePage() {
  usePageTitle("Beranda");
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const page = readPage(params);
  const filters = useMemo(() => ({ page, ...(search ? { search } : {}) }), [page, search]);
  const programs = useHostPrograms(PRAKERJA_HOST, filters);
  const searchId = useId();
  const headingId = useId();
  const pageFocus = usePageFocus<HTMLHeadingElement>(page);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("search");
    setParams(nextParams(params, { search: typeof text === "string" ? text.trim() : undefined }), {
      preventScrollReset: true,
    });
  }

  return (
    <>
      <section className="bg-brand-900 text-white" aria-labelledby={`${headingId}-hero`}>
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:px-6 lg:py-16">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
            Kartu Prakerja
          </p>
          <div className="max-w-3xl">
            <h1 id={`${headingId}-hero`} className="text-3xl leading-tight font-extrabold tracking-tight lg:text-5xl">
              Pelatihan Prakerja untuk siap kerja dan berwirausaha
            </h1>
            <p className="mt-3 text-base text-white/90 lg:text-lg">
              Gunakan saldo pelatihan Kartu Prakerja untuk kelas resmi dari lembaga pelatihan tepercaya. Belajar daring,
              kerjakan tugas praktik, dan dapatkan sertifikat.
            </p>
          </div>
          <search aria-label="Cari pelatihan Prakerja" className="max-w-2xl">
            <form onSubmit={onSearch} className="flex gap-2">
              <label htmlFor={searchId} className="sr-only">
                Cari pelatihan Prakerja
              </label>
              <input
                key={search ?? ""}
                id={searchId}
                type="search"
                name="search"
                defaultValue={search ?? ""}
                maxLength={100}
                autoComplete="off"
                enterKeyHint="search"
                placeholder="Cari pelatihan Prakerja"
                className="h-12 w-full rounded-full border border-white/40 bg-white px-5 text-base text-slate-900 placeholder:text-slate-500 focus:outline-3 focus:outline-white"
              />
              <button
                type="submit"
                className="inline-flex h-12 shrink-0 items-center rounded-full bg-white px-6 text-base font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Cari
              </button>
            </form>
          </search>
          <nav aria-label="Menu Prakerja">
            <ul className="flex flex-wrap gap-2">
              {WORK_CARD_MENU.map((item) => (
                <li key={item.to}>
                  <AppLink
                    to={item.to}
                    className="inline-flex h-9 items-center rounded-full border border-white/40 bg-white/10 px-4 text-sm font-medium text-white hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    {item.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <section aria-labelledby={headingId} className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:px-6 lg:py-12">
        <div className="flex flex-col gap-1">
          <h2
            id={headingId}
            ref={pageFocus.target}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 outline-none lg:text-2xl"
          >
            {search ? `Pelatihan Prakerja "${search}"` : "Kelas Prakerja"}
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {programs.isPending
              ? "Memuat pelatihan…"
              : programs.data
                ? `${formatCount(programs.data.total)} pelatihan`
                : ""}
          </p>
        </div>
        {programs.isPending ? (
          <ul className={PROGRAM_GRID} aria-busy="true">
            {Array.from({ length: 8 }, (_, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={n}>
                <ProgramTileSkeleton />
              </li>
            ))}
          </ul>
        ) : programs.isError && !programs.data ? (
          <LoadError what="Pelatihan Prakerja" onRetry={() => void programs.refetch()} retrying={programs.isFetching} />
        ) : !programs.data || programs.data.list.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={search ? "Pelatihan tidak ditemukan" : "Belum ada pelatihan Prakerja"}
            description={
              search
                ? "Coba kata kunci lain yang lebih umum atau periksa ejaannya."
                : "Pelatihan Prakerja baru akan segera hadir. Kunjungi lagi nanti."
            }
          />
        ) : (
          <>
            <ul
              className={`${PROGRAM_GRID} transition-opacity ${programs.isPlaceholderData ? "opacity-60" : ""}`}
              aria-busy={programs.isPlaceholderData}
            >
              {programs.data.list.map((program) => (
                <li key={program.id}>
                  <ProgramTile program={program} />
                </li>
              ))}
            </ul>
            <Pagination
              page={programs.data.page}
              totalPages={programs.data.total_page}
              label="Halaman pelatihan Prakerja"
              onNavigate={pageFocus.onNavigate}
            />
          </>
        )}
      </section>
    </>
  );
}
