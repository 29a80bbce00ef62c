import type { ActivityDashboard, ReportObject } from "@app/domain/study/contracts";
import { meetsAttendance } from "@app/domain/study/presence";
import { useState } from "react";
import { formatWibDateTime } from "../../../shared/lib/format";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { Skeleton } from "../../../shared/ui/skeleton";
import { STUDY_TEXTS } from "../study-texts";
import { CertificateIcon, PortfolioIcon, ReportIcon } from "./study-icons";

export const reportPath = (programUserId: number) => `/laporan-belajar/${programUserId}/lembaga`;
export const certificatePath = (programUserId: number) => `/sertifikat/${programUserId}`;
export const PORTFOLIO_PATH = "/profile";

/** Certificate error 401 means 'not yet assessed' (spec 001 section 8). */
const NOT_ASSESSED = 401;

export type ReportAvailability = { kind: "open" } | { kind: "pending"; date: string | null };

/**
 * The learning report opens only once scoring_date has passed (spec 001 section 5); before that the 'Laporan Belum
 * Tersedia' modal says when (in WIB). A programme without a scoring date has its report open at once, as the API
 * answers it (show_report; modules/study/program-overview.ts).
 */
export function reportAvailability(scoringDate: string | null, now: Date): ReportAvailability {
  if (scoringDate === null) return { kind: "open" };
  const time = Date.parse(scoringDate);
  if (Number.isNaN(time)) return { kind: "pending", date: null };
  return now.getTime() > time ? { kind: "open" } : { kind: "pending", date: formatWibDateTime(scoringDate) };
}

function openInNewTab(path: string): void {
  window.open(path, "_blank", "noopener,noreferrer");
}

export interface ReportPanelProps {
  report: ReportObject | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  dashboard: ActivityDashboard;
  /** validate.is_asesor. */
  isAsesor: boolean;
}

const ACTION = "px-3! lg:w-full lg:flex-none lg:justify-start lg:px-4!";

/** The Penilaian tab (spec 001 section 2): Lihat Laporan Belajar, Lihat Sertifikat, Lihat Portofolio. */
export function ReportPanel({ report, loading, failed, onRetry, dashboard, isAsesor }: ReportPanelProps) {
  const [pending, setPending] = useState<{ date: string | null } | null>(null);
  if (loading) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3 p-4">
        <span className="sr-only">Memuat penilaian</span>
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-11 rounded-lg" />
        <Skeleton className="h-11 rounded-lg" />
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

  const onReport = () => {
    const availability = reportAvailability(report.scoring_date, new Date());
    if (availability.kind === "open") openInNewTab(reportPath(report.program_user_id));
    else setPending({ date: availability.date });
  };
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
        <p className="mt-1 text-sm text-slate-700">{STUDY_TEXTS.reportPanelBody}</p>
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
      <div className="flex gap-2 lg:flex-col">
        <Button variant="secondary" className={`min-w-0 flex-1 ${ACTION}`} onClick={onReport}>
          <ReportIcon />
          <span className="lg:hidden">{STUDY_TEXTS.reportShort}</span>
          <span className="hidden lg:inline">{STUDY_TEXTS.report}</span>
        </Button>
        {report.can_view_certificate ? (
          <a
            href={certificatePath(report.program_user_id)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("secondary", "md", `min-w-0 flex-1 ${ACTION}`)}
          >
            <CertificateIcon />
            <span className="lg:hidden">{STUDY_TEXTS.certificateShort}</span>
            <span className="hidden lg:inline">{STUDY_TEXTS.certificate}</span>
            <span className="sr-only"> {STUDY_TEXTS.newTab}</span>
          </a>
        ) : (
          <Button variant="secondary" className={`min-w-0 flex-1 ${ACTION}`} disabled>
            <CertificateIcon />
            <span className="lg:hidden">{STUDY_TEXTS.certificateShort}</span>
            <span className="hidden lg:inline">{STUDY_TEXTS.certificate}</span>
          </Button>
        )}
        <AppLink
          to={PORTFOLIO_PATH}
          aria-label={STUDY_TEXTS.portfolio}
          className={buttonClasses("secondary", "md", `shrink-0 ${ACTION}`)}
        >
          <PortfolioIcon />
          <span className="hidden lg:inline">{STUDY_TEXTS.portfolio}</span>
        </AppLink>
      </div>
      {!report.can_view_certificate && report.certificate_error_code === NOT_ASSESSED ? (
        <p className="text-sm text-slate-700">{STUDY_TEXTS.certificateNotAssessed}</p>
      ) : null}
      {isAsesor && report.show_certificate ? (
        <a
          href={certificatePath(report.program_user_id)}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-sm text-sm font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {STUDY_TEXTS.assessorCertificate}
          <span className="sr-only"> {STUDY_TEXTS.newTab}</span>
        </a>
      ) : null}
      <ReportUnavailableModal open={pending !== null} date={pending?.date ?? null} onClose={() => setPending(null)} />
    </section>
  );
}

/**
 * The quiz scores the programme has so far (issue 8): pretest and posttest as 0-100 of their maximum, and the
 * final score weighted by bobot; nothing while none is scored.
 */
function ScoreList({ scores }: { scores: [string, number | null][] }) {
  const shown = scores.filter((entry): entry is [string, number] => entry[1] !== null);
  if (shown.length === 0) return null;
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

export function ReportUnavailableModal({
  open,
  date,
  onClose,
}: {
  open: boolean;
  date: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={STUDY_TEXTS.reportUnavailableTitle}
      size="sm"
      footer={
        <Button size="lg" className="w-full" onClick={onClose}>
          {STUDY_TEXTS.understood}
        </Button>
      }
    >
      <p className="text-sm leading-6 text-slate-700">
        {date ? STUDY_TEXTS.reportAvailableOn(date) : STUDY_TEXTS.reportNoDate}
      </p>
    </Modal>
  );
}
