import { ENROLLED_SORTS, type EnrolledProgram, type EnrolledQuery } from "@app/domain/learning/contracts";
import { PROGRESS_KEYS, PROGRESS_LABELS } from "@app/domain/learning/progress";
import { useId, useMemo } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { nextParams } from "../../../shared/lib/url-params";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { FIELD_CLASS } from "../../../shared/ui/field-class";
import { FilterSearch } from "../../../shared/ui/filter-search";
import { LoadMore } from "../../../shared/ui/load-more";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useEnrolledPrograms, useFirstActivities, useGroupSchedules } from "../api";
import { activityHref } from "../programmu-params";
import { EnrolledProgramCard } from "./enrolled-program-card";

export const MY_PROGRAMS_TEXTS = {
  search: "Cari program Anda",
  searchPlaceholder: "Nama program",
  sort: "Urutkan",
  progress: "Saring progres",
  folders: "Folder",
  allFolders: "Semua Folder",
  emptyTitle: "Anda belum mengikuti program",
  emptyText: "Program yang Anda beli atau ikuti gratis akan muncul di sini.",
  browse: "Cari Program",
  noMatchTitle: "Tidak ada program yang sesuai",
  noMatchText: "Coba kata lain atau hapus filter.",
  clear: "Hapus Filter",
  failed: "Daftar program Anda gagal dimuat.",
  more: "Tampilkan Lebih Banyak",
  moreFailed: "Gagal memuat program berikutnya. Silakan coba lagi.",
  loading: "Memuat program Anda",
} as const;

const CHIP =
  "h-9 shrink-0 whitespace-nowrap rounded-full px-4 text-sm font-semibold ring-1 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const chipClass = (current: boolean) =>
  `${CHIP} ${current ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50"}`;

/** The Learn tab's list: progress chips with counts, search, sort, folders, 12 cards a page. */
export function MyPrograms({ userId, query }: { userId: number; query: EnrolledQuery }) {
  const [params, setParams] = useSearchParams();
  const sortId = useId();
  const enrolled = useEnrolledPrograms(userId, query);
  const programs = useMemo(() => enrolled.data?.pages.flatMap((page) => page.data) ?? [], [enrolled.data]);
  const programIds = useMemo(() => programs.map((p) => p.id), [programs]);
  const first = useFirstActivities(programIds);
  const schedules = useGroupSchedules(programIds);
  const filter = enrolled.data?.pages[0]?.filter;
  const filtered = Boolean(query.search || query.progress || query.folder);

  function change(changes: Record<string, string | undefined>) {
    setParams(nextParams(params, changes), { preventScrollReset: true });
  }

  function targetOf(program: EnrolledProgram): string {
    const slug = first.data?.find((f) => f.program_id === program.id)?.slug;
    return slug ? activityHref(slug, query.subdomain_slug) : `/program/${encodeURIComponent(program.slug)}`;
  }

  return (
    <section aria-labelledby="programmu-list-title" className="flex flex-col gap-4">
      <h2 id="programmu-list-title" className="sr-only">
        Daftar program Anda
      </h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <FilterSearch
          label={MY_PROGRAMS_TEXTS.search}
          placeholder={MY_PROGRAMS_TEXTS.searchPlaceholder}
          value={query.search}
          onSearch={(text) => change({ search: text })}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={sortId} className="text-sm font-semibold text-slate-800">
            {MY_PROGRAMS_TEXTS.sort}
          </label>
          <select
            id={sortId}
            value={query.sort ?? "newest"}
            onChange={(event) => change({ sort: event.target.value === "newest" ? undefined : event.target.value })}
            className={`${FIELD_CLASS} sm:w-56`}
          >
            {ENROLLED_SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <nav aria-label={MY_PROGRAMS_TEXTS.progress} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2">
          {PROGRESS_KEYS.map((key) => {
            const count = filter?.progress.find((p) => p.value === key)?.count;
            const current = (query.progress ?? "all") === key;
            return (
              <li key={key}>
                <button
                  type="button"
                  aria-pressed={current}
                  className={chipClass(current)}
                  onClick={() => change({ progress: key === "all" ? undefined : key })}
                >
                  {count === undefined ? PROGRESS_LABELS[key] : `${PROGRESS_LABELS[key]} (${count})`}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      {filter && filter.folders.length > 0 ? (
        <nav aria-label={MY_PROGRAMS_TEXTS.folders} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex gap-2">
            <li>
              <button
                type="button"
                aria-pressed={query.folder === undefined}
                className={chipClass(query.folder === undefined)}
                onClick={() => change({ folder: undefined })}
              >
                {MY_PROGRAMS_TEXTS.allFolders}
              </button>
            </li>
            {filter.folders.map((folder) => (
              <li key={folder.id}>
                <button
                  type="button"
                  aria-pressed={query.folder === folder.id}
                  className={chipClass(query.folder === folder.id)}
                  onClick={() => change({ folder: String(folder.id) })}
                >
                  {`${folder.name} (${folder.count})`}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {enrolled.isError && !enrolled.data ? (
        <ProblemPanel
          message={enrolled.error instanceof ApiError ? enrolled.error.message : MY_PROGRAMS_TEXTS.failed}
          onRetry={() => void enrolled.refetch()}
        />
      ) : !enrolled.data ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only" role="status">
            {MY_PROGRAMS_TEXTS.loading}
          </span>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-80 rounded-2xl" />
          ))}
        </div>
      ) : programs.length === 0 ? (
        filtered ? (
          <EmptyState
            title={MY_PROGRAMS_TEXTS.noMatchTitle}
            description={MY_PROGRAMS_TEXTS.noMatchText}
            action={
              <Button
                variant="secondary"
                onClick={() => change({ search: undefined, progress: undefined, folder: undefined })}
              >
                {MY_PROGRAMS_TEXTS.clear}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={MY_PROGRAMS_TEXTS.emptyTitle}
            description={MY_PROGRAMS_TEXTS.emptyText}
            action={
              <AppLink to="/program" className={buttonClasses("primary", "md")}>
                {MY_PROGRAMS_TEXTS.browse}
              </AppLink>
            }
          />
        )
      ) : (
        <>
          <ul
            className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${enrolled.isPlaceholderData ? "opacity-60" : ""}`}
            aria-busy={enrolled.isPlaceholderData}
          >
            {programs.map((program) => (
              <li key={program.program_user_id}>
                <EnrolledProgramCard
                  program={program}
                  to={targetOf(program)}
                  nextSession={schedules.data?.find((s) => s.program_id === program.id)?.next_session ?? null}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={enrolled.hasNextPage}
            loading={enrolled.isFetchingNextPage}
            failed={enrolled.isFetchNextPageError}
            onLoadMore={() => void enrolled.fetchNextPage()}
            auto={false}
            label={MY_PROGRAMS_TEXTS.more}
            errorText={MY_PROGRAMS_TEXTS.moreFailed}
          />
        </>
      )}
    </section>
  );
}
