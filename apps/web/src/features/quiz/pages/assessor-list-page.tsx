import type { SubmissionListItem } from "@app/domain/quiz/contracts";
import { useId, useRef } from "react";
import { useSearchParams } from "react-router";
import { formatWibDateTime } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { Pagination } from "../../../shared/ui/pagination";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { TabLinks } from "../../../shared/ui/tab-links";
import { quizErrorMessage, useSubmissions } from "../api";
import { assessmentLabel, attemptNumberText } from "../quiz-format";
import type { SubmissionFilters, SubmissionStatus } from "../quiz-keys";
import { assessorSubmissionPath } from "../quiz-paths";

const TABS: readonly { status: SubmissionStatus; label: string }[] = [
  { status: "awaiting_review", label: "Menunggu Penilaian" },
  { status: "assessed", label: "Sudah Dinilai" },
];

const EMPTY: Record<SubmissionStatus, string> = {
  awaiting_review: "Belum ada pengumpulan yang perlu dinilai",
  assessed: "Belum ada pengumpulan yang sudah dinilai",
};

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** The list's state lives in the address: ?status=, ?program_id=, ?page= (a malformed value is read as absent). */
export function readSubmissionFilters(params: URLSearchParams): SubmissionFilters {
  return {
    status: params.get("status") === "assessed" ? "assessed" : "awaiting_review",
    programId: positiveInt(params.get("program_id")),
    page: positiveInt(params.get("page")) ?? 1,
  };
}

function filterSearch(filters: Omit<SubmissionFilters, "page">): string {
  const params = new URLSearchParams();
  if (filters.status !== "awaiting_review") params.set("status", filters.status);
  if (filters.programId !== null) params.set("program_id", String(filters.programId));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * /asesor/penilaian: the submissions of the programmes the assessor assesses, 9 a page, by status ('Menunggu
 * Penilaian' / 'Sudah Dinilai') and optionally by programme.
 */
export function AssessorListPage() {
  usePageTitle("Penilaian Asesor");
  const [params, setParams] = useSearchParams();
  const filters = readSubmissionFilters(params);
  const list = useSubmissions(filters);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const programId = useId();
  // programmes seen in this visit stay in the filter (the list names them; no call lists them alone)
  const programs = useRef(new Map<number, string>());
  for (const item of list.data?.items ?? []) programs.current.set(item.program_id, item.program_name);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        Penilaian Asesor
      </h1>

      <TabLinks
        label="Status pengumpulan"
        className="-mx-4 px-4 sm:mx-0 sm:px-0"
        tabs={TABS.map((tab) => ({
          key: tab.status,
          label: tab.label,
          to: { search: filterSearch({ status: tab.status, programId: filters.programId }) },
          current: tab.status === filters.status,
        }))}
      />

      {programs.current.size > 0 || filters.programId !== null ? (
        <div className="flex max-w-sm flex-col gap-1.5">
          <label htmlFor={programId} className="text-sm font-semibold text-slate-900">
            Program
          </label>
          <select
            id={programId}
            value={filters.programId ?? ""}
            onChange={(event) => {
              const next = positiveInt(event.target.value);
              setParams(new URLSearchParams(filterSearch({ status: filters.status, programId: next })));
            }}
            className="h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30"
          >
            <option value="">Semua Program</option>
            {[...programs.current].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
            {filters.programId !== null && !programs.current.has(filters.programId) ? (
              <option value={filters.programId}>Program #{filters.programId}</option>
            ) : null}
          </select>
        </div>
      ) : null}

      {list.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            Memuat pengumpulan
          </span>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : list.isError ? (
        <ProblemPanel
          message={quizErrorMessage(list.error, "Daftar pengumpulan belum dapat dimuat.")}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={list.data.total > 0 ? `Halaman ${filters.page} tidak tersedia` : EMPTY[filters.status]}
          description={
            list.data.total > 0
              ? `Daftar ini hanya sampai halaman ${list.data.total_pages}.`
              : "Pengumpulan peserta dari program yang Anda nilai akan muncul di sini."
          }
          action={
            list.data.total > 0 ? (
              <AppLink
                to={{ search: filterSearch({ status: filters.status, programId: filters.programId }) }}
                className={buttonClasses("secondary")}
              >
                Ke Halaman Pertama
              </AppLink>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {list.data.total} pengumpulan
          </p>
          <ul aria-busy={list.isPlaceholderData || undefined} className="flex flex-col gap-3">
            {list.data.items.map((item) => (
              <li key={item.attempt_id}>
                <SubmissionCard item={item} />
              </li>
            ))}
          </ul>
          <Pagination
            page={list.data.page}
            totalPages={list.data.total_pages}
            label="Halaman pengumpulan"
            onNavigate={() => headingRef.current?.focus()}
          />
        </>
      )}
    </div>
  );
}

function SubmissionCard({ item }: { item: SubmissionListItem }) {
  const assessed = item.review_state === "assessed";
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-semibold text-brand-800">
          {assessmentLabel(item.assessment_type)} · {attemptNumberText(item.attempt_number)}
        </p>
        <h2 className="text-base font-bold break-words text-slate-900">{item.activity_title}</h2>
        <p className="text-sm text-slate-800">{item.learner_name}</p>
        <p className="text-sm text-slate-600">{item.program_name}</p>
        <p className="text-xs text-slate-600">Dikumpulkan {formatWibDateTime(item.submitted_at)}</p>
      </div>
      <div className="flex items-center gap-3 sm:flex-col sm:items-end">
        {assessed && item.score !== null ? (
          <p className="text-sm text-slate-800">
            Nilai <span className="text-lg font-bold text-slate-900">{item.score.toLocaleString("id-ID")}</span>
          </p>
        ) : null}
        <AppLink
          to={assessorSubmissionPath(item.attempt_id)}
          aria-label={`${assessed ? "Lihat Penilaian" : "Nilai"} ${item.learner_name}: ${item.activity_title}`}
          className={buttonClasses(assessed ? "secondary" : "primary", "sm")}
        >
          {assessed ? "Lihat Penilaian" : "Nilai"}
        </AppLink>
      </div>
    </article>
  );
}
