import { ALL_PERIODS } from "@app/domain/report/learning-report";
import { formatWibDate } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { learningReportPath, useTranscript } from "../learning-report-api";
import { scoreText } from "../transcript-texts";

export const REPORTS_TEXTS = {
  title: "Laporan Belajar",
  intro:
    "Laporan belajar program yang sudah Anda selesaikan. Laporan program yang masih berjalan ada di tab Penilaian halaman belajarnya.",
  loading: "Memuat laporan belajar…",
  failed: "Daftar laporan belajar tidak dapat dimuat saat ini. Silakan coba lagi.",
  emptyTitle: "Belum Ada Laporan Belajar",
  emptyText: "Laporan belajar muncul di sini setelah Anda menyelesaikan sebuah program.",
  toProgrammu: "Ke Programmu",
  toTranscripts: "Lihat Transkrip",
  finished: (date: string) => `Selesai ${date}`,
  finalScore: "Nilai akhir",
  open: "Lihat Laporan Belajar",
} as const;

/**
 * /report (spec 002 route table, 'Learning report'): the learner's learning reports — one per finished programme,
 * newest first — each opening /laporan-belajar/{id}; the transcripts are one link away. Read from the 'semua'
 * transcript, which lists exactly the finished programmes (docs/web.md).
 */
export function ReportsPage() {
  const all = useTranscript(ALL_PERIODS);
  usePageTitle(REPORTS_TEXTS.title);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex max-w-2xl flex-col gap-1">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{REPORTS_TEXTS.title}</h1>
          <p className="text-slate-700">{REPORTS_TEXTS.intro}</p>
        </div>
        <AppLink to="/transkrip" className={buttonClasses("secondary", "md")}>
          {REPORTS_TEXTS.toTranscripts}
        </AppLink>
      </div>
      {all.isError ? (
        <ProblemPanel message={REPORTS_TEXTS.failed} onRetry={() => void all.refetch()} />
      ) : all.data === undefined ? (
        <div role="status" className="flex flex-col gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <span className="sr-only">{REPORTS_TEXTS.loading}</span>
        </div>
      ) : all.data.programs.length === 0 ? (
        <EmptyState
          title={REPORTS_TEXTS.emptyTitle}
          description={REPORTS_TEXTS.emptyText}
          action={
            <AppLink to="/programmu" className={buttonClasses("primary", "md")}>
              {REPORTS_TEXTS.toProgrammu}
            </AppLink>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {all.data.programs.map((p) => (
            <li
              key={p.program_user_id}
              className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-5"
            >
              <div className="flex flex-col gap-0.5">
                <h2 className="text-base font-bold text-slate-900 sm:text-lg">{p.program.name}</h2>
                <p className="text-sm text-slate-700">{p.institution_name}</p>
                <p className="text-sm text-slate-600">
                  {REPORTS_TEXTS.finished(formatWibDate(p.finish_at))} · {REPORTS_TEXTS.finalScore}{" "}
                  <span className="font-semibold text-slate-900">{scoreText(p.final_score)}</span>
                </p>
              </div>
              <AppLink
                to={learningReportPath(p.program_user_id)}
                className={buttonClasses("primary", "md", "shrink-0")}
                aria-label={`${REPORTS_TEXTS.open} ${p.program.name}`}
              >
                {REPORTS_TEXTS.open}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
