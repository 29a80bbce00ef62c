import type { ActivityDashboard, ReportObject } from "@app/domain/study/contracts";
import { meetsAttendance } from "@app/domain/study/presence";
import { Button } from "../../../shared/ui/button";
import { Skeleton } from "../../../shared/ui/skeleton";
import { STUDY_TEXTS } from "../study-texts";

export interface ReportPanelProps {
  report: ReportObject | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  dashboard: ActivityDashboard;
}

/**
 * The Penilaian tab (spec 001 section 2): the programme's scores and, for a job-training purchase short of the
 * attendance rule, the reminder. The spec's Lihat Laporan Belajar, Lihat Sertifikat and Lihat Portofolio buttons
 * come with their pages (issue 20): a button to a page that is not built yet is a defect (docs/web.md).
 */
export function ReportPanel({ report, loading, failed, onRetry, dashboard }: ReportPanelProps) {
  if (loading) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3 p-4">
        <span className="sr-only">Memuat penilaian</span>
        <Skeleton className="h-24 rounded-xl" />
      </div>
    );
  }
  if (failed || !report) {
    return (
      <div className="flex flex-col items-start gap-3 p-4 text-sm text-slate-700">
        <p>Penilaian belum dapat dimuat.</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Coba Lagi
        </Button>
      </div>
    );
  }

  const attendanceShort =
    dashboard.is_job_training_purchase &&
    dashboard.using_presence_participation &&
    !meetsAttendance(dashboard.percentage_presence_participation);

  return (
    <section aria-labelledby="report-panel-title" className="flex flex-col gap-4 p-4">
      <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h3 id="report-panel-title" className="text-base font-bold text-slate-900">
          {STUDY_TEXTS.reportPanelTitle}
        </h3>
        {attendanceShort ? (
          <p className="mt-2 text-sm font-medium text-amber-900">{STUDY_TEXTS.attendanceReminder}</p>
        ) : null}
        <ScoreList
          scores={[
            ["Nilai Pretest", report.pretest_score],
            ["Nilai Posttest", report.posttest_score],
            ["Nilai Akhir", dashboard.final_score],
          ]}
        />
      </div>
    </section>
  );
}

/**
 * The quiz scores the programme has so far (issue 8): pretest and posttest as 0-100 of their maximum, and the
 * final score weighted by bobot; nothing while none is scored.
 */
function ScoreList({ scores }: { scores: [string, number | null][] }) {
  const shown = scores.filter((entry): entry is [string, number] => entry[1] !== null);
  if (shown.length === 0) return <p className="mt-2 text-sm text-slate-700">{STUDY_TEXTS.noScoresYet}</p>;
  return (
    <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
      {shown.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-white px-2 py-2 ring-1 ring-slate-200">
          <dt className="text-xs text-slate-700">{label}</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">
            {value.toLocaleString("id-ID", { maximumFractionDigits: 1 })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
