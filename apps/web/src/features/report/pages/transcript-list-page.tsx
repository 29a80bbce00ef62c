import { formatWibDate } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { type TranscriptSummary, transcriptPath, useTranscripts } from "../learning-report-api";
import { hoursText, scoreText, TRANSCRIPT_TEXTS } from "../transcript-texts";

/** /transkrip (issue 20): the learner's transcripts — all finished programmes, then one per year of finishing (WIB). */
export function TranscriptListPage() {
  const transcripts = useTranscripts();
  usePageTitle(TRANSCRIPT_TEXTS.title);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{TRANSCRIPT_TEXTS.title}</h1>
        <p className="text-slate-700">{TRANSCRIPT_TEXTS.intro}</p>
      </div>
      {transcripts.isError ? (
        <ProblemPanel message={TRANSCRIPT_TEXTS.failed} onRetry={() => void transcripts.refetch()} />
      ) : transcripts.data === undefined ? (
        <div role="status" className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
          <span className="sr-only">{TRANSCRIPT_TEXTS.loading}</span>
        </div>
      ) : transcripts.data.length === 0 ? (
        <EmptyState
          title={TRANSCRIPT_TEXTS.emptyTitle}
          description={TRANSCRIPT_TEXTS.emptyText}
          action={
            <AppLink to="/programmu" className={buttonClasses("primary", "md")}>
              {TRANSCRIPT_TEXTS.toProgrammu}
            </AppLink>
          }
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {transcripts.data.map((t) => (
            <li key={t.id}>
              <TranscriptCard transcript={t} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TranscriptCard({ transcript }: { transcript: TranscriptSummary }) {
  const headingId = `transkrip-${transcript.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {transcript.label}
        </h2>
        <p className="text-sm text-slate-600">
          {TRANSCRIPT_TEXTS.finishedBetween(
            formatWibDate(transcript.first_finish_at),
            formatWibDate(transcript.last_finish_at),
          )}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-700">Program</dt>
          <dd className="font-bold text-slate-900 tabular-nums">{transcript.program_count}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-700">Jam</dt>
          <dd className="font-bold text-slate-900 tabular-nums">{hoursText(transcript.hours)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-700">Rata-rata</dt>
          <dd className="font-bold text-slate-900 tabular-nums">{scoreText(transcript.average_score)}</dd>
        </div>
      </dl>
      <AppLink
        to={transcriptPath(transcript.id)}
        className={buttonClasses("secondary", "md", "mt-auto")}
        aria-label={`${TRANSCRIPT_TEXTS.open} ${transcript.label}`}
      >
        {TRANSCRIPT_TEXTS.open}
      </AppLink>
    </article>
  );
}
