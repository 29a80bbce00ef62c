import { LEARNING_REPORT_MESSAGES, TRANSCRIPT_ID_PATTERN } from "@app/domain/report/learning-report";
import { useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatWibDate, formatWibDateTime } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { learningReportPath, type Transcript, transcriptPdfHref, useTranscript } from "../learning-report-api";
import { hoursText, scoreText, TRANSCRIPT_TEXTS } from "../transcript-texts";
import { PrintStyle } from "./print-style";

export const TRANSCRIPT_PAGE_TEXTS = {
  download: "Unduh PDF",
  print: "Cetak",
  toList: "Semua Transkrip",
  learner: "Nama",
  period: "Periode",
  programCount: "Program selesai",
  hours: "Total jam belajar",
  average: "Rata-rata nilai akhir",
  institution: "Lembaga",
  finished: "Selesai",
  hoursOne: "Jam belajar",
  finalScore: "Nilai akhir",
  certificate: "No. sertifikat",
  report: "Laporan Belajar",
  emptyTitle: "Belum Ada Program Selesai",
  emptyText: "Belum ada program yang selesai pada periode ini.",
  generated: (date: string) => `Dibuat pada ${date}.`,
} as const;

/** /transkrip/{transcriptId} (issue 20): one period's finished programmes, totals, the PDF and printing. */
export function TranscriptPage() {
  const { transcriptId = "" } = useParams();
  const id = transcriptId.toLowerCase();
  const valid = TRANSCRIPT_ID_PATTERN.test(id);
  const transcript = useTranscript(id, valid);
  const notFound = !valid || (transcript.error instanceof ApiError && transcript.error.httpStatus === 400);
  usePageTitle(
    notFound
      ? LEARNING_REPORT_MESSAGES.transcriptNotFound
      : transcript.data
        ? `${TRANSCRIPT_TEXTS.title} ${transcript.data.label}`
        : TRANSCRIPT_TEXTS.title,
  );
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10 print:max-w-none print:p-0">
      <PrintStyle />
      {notFound ? (
        <ProblemPanel
          title={LEARNING_REPORT_MESSAGES.transcriptNotFound}
          message={LEARNING_REPORT_MESSAGES.badTranscript}
          action={
            <AppLink to="/transkrip" className={buttonClasses("secondary", "md")}>
              {TRANSCRIPT_PAGE_TEXTS.toList}
            </AppLink>
          }
        />
      ) : transcript.isError ? (
        <ProblemPanel
          title={TRANSCRIPT_TEXTS.title}
          message={TRANSCRIPT_TEXTS.failed}
          onRetry={() => void transcript.refetch()}
        />
      ) : transcript.data === undefined ? (
        <div role="status" className="flex flex-col gap-4">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
          <span className="sr-only">{TRANSCRIPT_TEXTS.loading}</span>
        </div>
      ) : (
        <TranscriptDocument transcript={transcript.data} />
      )}
    </div>
  );
}

function TranscriptDocument({ transcript }: { transcript: Transcript }) {
  return (
    <article aria-labelledby="transcript-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <AppLink to="/transkrip" className="font-semibold text-brand-700 underline">
          {TRANSCRIPT_PAGE_TEXTS.toList}
        </AppLink>
        <div className="flex flex-wrap gap-2">
          <a href={transcriptPdfHref(transcript.id)} download className={buttonClasses("primary", "md")}>
            {TRANSCRIPT_PAGE_TEXTS.download}
          </a>
          <Button variant="secondary" onClick={() => window.print()}>
            {TRANSCRIPT_PAGE_TEXTS.print}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <h1 id="transcript-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {TRANSCRIPT_TEXTS.title} {transcript.label}
        </h1>
        <p className="text-lg font-semibold text-slate-800">{transcript.learner.name}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-2xl bg-white p-3 text-center ring-1 ring-slate-200 sm:p-4">
        <div>
          <dt className="text-xs text-slate-700 sm:text-sm">{TRANSCRIPT_PAGE_TEXTS.programCount}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">{transcript.totals.program_count}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-700 sm:text-sm">{TRANSCRIPT_PAGE_TEXTS.hours}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">{hoursText(transcript.totals.hours)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-700 sm:text-sm">{TRANSCRIPT_PAGE_TEXTS.average}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">
            {scoreText(transcript.totals.average_score)}
          </dd>
        </div>
      </dl>
      {transcript.programs.length === 0 ? (
        <EmptyState title={TRANSCRIPT_PAGE_TEXTS.emptyTitle} description={TRANSCRIPT_PAGE_TEXTS.emptyText} />
      ) : (
        <ol className="flex flex-col gap-3">
          {transcript.programs.map((p) => (
            <li
              key={p.program_user_id}
              className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5 print:break-inside-avoid"
            >
              <div>
                <h2 className="text-base font-bold text-slate-900 sm:text-lg">{p.program.name}</h2>
                <p className="text-sm text-slate-700">{p.institution_name}</p>
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-600">{TRANSCRIPT_PAGE_TEXTS.finished}</dt>
                  <dd className="font-semibold text-slate-900">{formatWibDate(p.finish_at)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{TRANSCRIPT_PAGE_TEXTS.hoursOne}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">
                    {TRANSCRIPT_TEXTS.hours(hoursText(p.hours))}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{TRANSCRIPT_PAGE_TEXTS.finalScore}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">{scoreText(p.final_score)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{TRANSCRIPT_PAGE_TEXTS.certificate}</dt>
                  <dd className="break-all font-mono font-semibold text-slate-900">{p.certificate_number ?? "–"}</dd>
                </div>
              </dl>
              <AppLink
                to={learningReportPath(p.program_user_id)}
                className="self-start text-sm font-semibold text-brand-700 underline print:hidden"
                aria-label={`${TRANSCRIPT_PAGE_TEXTS.report} ${p.program.name}`}
              >
                {TRANSCRIPT_PAGE_TEXTS.report}
              </AppLink>
            </li>
          ))}
        </ol>
      )}
      <p className="text-xs text-slate-600">
        {TRANSCRIPT_PAGE_TEXTS.generated(formatWibDateTime(transcript.generated_at))}
      </p>
    </article>
  );
}
