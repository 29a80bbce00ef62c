import { LEARNING_REPORT_MESSAGES, type ReportType } from "@app/domain/report/learning-report";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { formatWibDate, formatWibDateTime } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { type LearningReport, learningReportPdfHref, notYetOpenDate, useLearningReport } from "../learning-report-api";
import { PrintStyle } from "./print-style";

/** The page's words (issue 20): the spec's where it has them (spec 001 section 8), ours otherwise. */
export const LEARNING_REPORT_TEXTS = {
  title: "Laporan Belajar",
  institutionTitle: "Laporan Belajar Peserta",
  download: "Unduh PDF",
  print: "Cetak",
  loading: "Memuat laporan belajar…",
  failed: "Laporan belajar tidak dapat dimuat saat ini. Silakan coba lagi.",
  toProgrammu: "Ke Programmu",
  learner: "Peserta",
  institution: "Lembaga",
  period: "Periode belajar",
  notFinished: "belum selesai",
  finalScore: "Nilai Akhir",
  progress: "Progres",
  attendance: "Kehadiran",
  activitiesOf: (done: number, total: number) => `${done} dari ${total} aktivitas`,
  sessionsOf: (done: number, total: number) => `${done} dari ${total} sesi`,
  attendanceMet: (percent: number) => `Memenuhi syarat kehadiran ${percent}% untuk sertifikat.`,
  attendanceShort: (percent: number) => `Kehadiran belum mencapai ${percent}%, syarat untuk mendapatkan sertifikat.`,
  tests: "Pretest dan Posttest",
  pretest: "Nilai Pretest",
  posttest: "Nilai Posttest",
  gain: "Peningkatan Belajar",
  gainPoints: (points: string) => `${points} poin`,
  normalizedGain: (value: string) => `Gain ternormalisasi ${value}`,
  noTests: "Pretest dan posttest belum dinilai keduanya.",
  activities: "Aktivitas yang Dinilai",
  activity: "Aktivitas",
  weight: "Bobot",
  score: "Nilai",
  awaiting: "Menunggu penilaian",
  notScored: "Belum dinilai",
  noActivities: "Program ini tidak memiliki aktivitas yang dinilai.",
  finalNote: "Nilai akhir adalah rata-rata nilai terbaik setiap aktivitas menurut bobotnya.",
  assessments: "Umpan Balik Asesor",
  assessedBy: (name: string, date: string) => `Dinilai oleh ${name} pada ${date}`,
  criterion: "Kriteria",
  points: "Poin",
  progressReport: "Laporan Progres",
  finishAt: "Selesai belajar",
  certificateCreated: "Sertifikat dibuat",
  certificateIssued: "Tanggal terbit sertifikat",
  certificateNumber: "Nomor sertifikat",
  pmoReport: "Dilaporkan ke PMO Prakerja",
  verify: "Verifikasi",
  generated: (date: string) => `Dibuat pada ${date}.`,
} as const;

const ACTIVITY_KIND: Record<number, string> = {
  1: "Pretest",
  2: "Posttest",
  3: "Uji Keterampilan",
  4: "Tugas Praktik Mandiri",
};

const oneDecimal = (value: number) =>
  value.toLocaleString("id-ID", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const scoreText = (value: number | null) => (value === null ? "–" : oneDecimal(value));

function isHidden(error: unknown): boolean {
  return error instanceof ApiError && (error.httpStatus === 403 || error.httpStatus === 404);
}

/**
 * /laporan-belajar/{program_user_id}[/lembaga] (issue 20; spec 002 route table): the learning report of an
 * enrolment for the learner, the programme's assessors and facilitators and the institution's admins. Before
 * scoring_date the API refuses with the date: the page says 'Laporan Belum Tersedia' (spec 001 section 8).
 */
export function LearningReportPage() {
  const params = useParams();
  const programUserId = Number(params.programUserId);
  const validId = Number.isInteger(programUserId) && programUserId > 0;
  const validType = params.reportType === undefined || params.reportType === "lembaga";
  const reportType: ReportType = params.reportType === "lembaga" ? "lembaga" : "peserta";
  const report = useLearningReport(programUserId, reportType, validId && validType);
  const opensAt = notYetOpenDate(report.error);
  const notFound =
    !validId || !validType || isHidden(report.error) || (report.isError && !opensAt && isBadId(report.error));
  const heading = reportType === "lembaga" ? LEARNING_REPORT_TEXTS.institutionTitle : LEARNING_REPORT_TEXTS.title;
  usePageTitle(
    notFound
      ? LEARNING_REPORT_MESSAGES.notFound
      : opensAt
        ? LEARNING_REPORT_MESSAGES.notYetTitle
        : report.data
          ? `${heading} ${report.data.program.name}`
          : heading,
  );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10 print:max-w-none print:p-0">
      <PrintStyle />
      {notFound ? (
        <ProblemPanel
          title={LEARNING_REPORT_MESSAGES.notFound}
          message="Periksa kembali tautan laporan, atau buka laporan dari tab Penilaian program Anda."
          action={
            <AppLink to="/programmu" className={buttonClasses("secondary", "md")}>
              {LEARNING_REPORT_TEXTS.toProgrammu}
            </AppLink>
          }
        />
      ) : opensAt ? (
        <ProblemPanel
          title={LEARNING_REPORT_MESSAGES.notYetTitle}
          message={LEARNING_REPORT_MESSAGES.notYet(formatWibDateTime(opensAt))}
          action={
            <AppLink to="/programmu" className={buttonClasses("primary", "md")}>
              {LEARNING_REPORT_TEXTS.toProgrammu}
            </AppLink>
          }
        />
      ) : report.isError ? (
        <ProblemPanel title={heading} message={LEARNING_REPORT_TEXTS.failed} onRetry={() => void report.refetch()} />
      ) : report.data === undefined ? (
        <ReportSkeleton />
      ) : (
        <ReportDocument report={report.data} heading={heading} />
      )}
    </div>
  );
}

function isBadId(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 400;
}

function ReportSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-28 w-full" />
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-56 w-full" />
      <span className="sr-only">{LEARNING_REPORT_TEXTS.loading}</span>
    </div>
  );
}

function ReportDocument({ report, heading }: { report: LearningReport; heading: string }) {
  const lembaga = report.report_type === "lembaga";
  return (
    <article aria-labelledby="learning-report-title" className="flex flex-col gap-5 print:gap-4" data-print-document>
      <div className="flex flex-wrap items-center justify-end gap-2 print:hidden">
        <a
          href={learningReportPdfHref(report.program_user_id, report.report_type)}
          download
          className={buttonClasses("primary", "md")}
        >
          {LEARNING_REPORT_TEXTS.download}
        </a>
        <Button variant="secondary" onClick={() => window.print()}>
          {LEARNING_REPORT_TEXTS.print}
        </Button>
      </div>

      <div className="flex flex-col gap-1 rounded-2xl bg-brand-700 p-5 text-white sm:p-6 print:rounded-none print:bg-white print:p-0 print:text-slate-900">
        <p className="text-sm font-semibold text-brand-100 print:text-slate-700">
          {lembaga ? report.institution.name : heading}
        </p>
        <h1 id="learning-report-title" className="text-2xl font-bold sm:text-3xl">
          {lembaga ? heading : report.program.name}
        </h1>
        {lembaga ? <p className="text-lg font-semibold">{report.program.name}</p> : null}
      </div>

      <dl className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6">
        <Fact term={LEARNING_REPORT_TEXTS.learner} value={report.learner.name} />
        <Fact term={LEARNING_REPORT_TEXTS.institution} value={report.institution.name} />
        <Fact
          term={LEARNING_REPORT_TEXTS.period}
          value={`${formatWibDate(report.period.enrolled_at)} – ${
            report.period.finish_at ? formatWibDate(report.period.finish_at) : LEARNING_REPORT_TEXTS.notFinished
          }`}
        />
        <Fact term="Durasi program" value={`${oneDecimal(report.program.hours)} jam`} />
      </dl>

      <section
        aria-label="Ringkasan"
        className={`grid grid-cols-2 gap-3 ${report.attendance.total > 0 ? "sm:grid-cols-3" : ""}`}
      >
        <Stat label={LEARNING_REPORT_TEXTS.finalScore} value={scoreText(report.final_score)} />
        <Stat
          label={LEARNING_REPORT_TEXTS.progress}
          value={`${oneDecimal(report.progress.percentage)}%`}
          note={LEARNING_REPORT_TEXTS.activitiesOf(report.progress.completed, report.progress.total)}
        />
        {report.attendance.total > 0 ? (
          <Stat
            label={LEARNING_REPORT_TEXTS.attendance}
            value={`${oneDecimal(report.attendance.percentage)}%`}
            note={LEARNING_REPORT_TEXTS.sessionsOf(report.attendance.done, report.attendance.total)}
          />
        ) : null}
      </section>
      {report.attendance.rule_applies ? (
        <p
          className={
            report.attendance.meets
              ? "rounded-xl bg-green-50 p-3 text-sm font-medium text-green-900"
              : "rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900"
          }
        >
          {report.attendance.meets
            ? LEARNING_REPORT_TEXTS.attendanceMet(report.attendance.required_percentage)
            : LEARNING_REPORT_TEXTS.attendanceShort(report.attendance.required_percentage)}
        </p>
      ) : null}

      <Section id="report-tests" title={LEARNING_REPORT_TEXTS.tests}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Stat label={LEARNING_REPORT_TEXTS.pretest} value={scoreText(report.tests.pretest)} />
          <Stat label={LEARNING_REPORT_TEXTS.posttest} value={scoreText(report.tests.posttest)} />
          <div className="col-span-2 sm:col-span-1">
            {report.tests.gain ? (
              <Stat
                label={LEARNING_REPORT_TEXTS.gain}
                value={LEARNING_REPORT_TEXTS.gainPoints(
                  `${report.tests.gain.points > 0 ? "+" : ""}${oneDecimal(report.tests.gain.points)}`,
                )}
                note={
                  report.tests.gain.normalized === null
                    ? undefined
                    : LEARNING_REPORT_TEXTS.normalizedGain(report.tests.gain.normalized.toLocaleString("id-ID"))
                }
              />
            ) : (
              <p className="h-full rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
                {LEARNING_REPORT_TEXTS.noTests}
              </p>
            )}
          </div>
        </div>
      </Section>

      <Section id="report-activities" title={LEARNING_REPORT_TEXTS.activities}>
        {report.activities.length === 0 ? (
          <p className="text-sm text-slate-700">{LEARNING_REPORT_TEXTS.noActivities}</p>
        ) : (
          <>
            <table className="w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300 text-slate-700">
                  <th scope="col" className="py-2 pr-2 font-semibold">
                    {LEARNING_REPORT_TEXTS.activity}
                  </th>
                  <th scope="col" className="w-16 px-2 py-2 text-right font-semibold">
                    {LEARNING_REPORT_TEXTS.weight}
                  </th>
                  <th scope="col" className="w-24 py-2 pl-2 text-right font-semibold">
                    {LEARNING_REPORT_TEXTS.score}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.activities.map((a) => (
                  <tr key={a.id} className="border-b border-slate-200 align-top">
                    <td className="py-2 pr-2">
                      <span className="font-medium text-slate-900">{a.title}</span>
                      <span className="block text-xs text-slate-600">
                        {[
                          ACTIVITY_KIND[a.activity_type] === a.title ? undefined : ACTIVITY_KIND[a.activity_type],
                          `Topik ${a.session}: ${a.topic}`,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </span>
                    </td>
                    <td className="px-2 py-2 text-right tabular-nums">{a.bobot}%</td>
                    <td className="py-2 pl-2 text-right font-semibold tabular-nums">
                      {a.score !== null ? (
                        oneDecimal(a.score)
                      ) : (
                        <span className="text-xs font-normal text-slate-600">
                          {a.review_state === "awaiting_review"
                            ? LEARNING_REPORT_TEXTS.awaiting
                            : LEARNING_REPORT_TEXTS.notScored}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2} className="py-2 pr-2 text-right font-semibold">
                    {LEARNING_REPORT_TEXTS.finalScore}
                  </th>
                  <td className="py-2 pl-2 text-right text-base font-bold tabular-nums">
                    {scoreText(report.final_score)}
                  </td>
                </tr>
              </tfoot>
            </table>
            <p className="mt-2 text-xs text-slate-600">{LEARNING_REPORT_TEXTS.finalNote}</p>
          </>
        )}
      </Section>

      {report.assessments.length ? (
        <Section id="report-assessments" title={LEARNING_REPORT_TEXTS.assessments}>
          <ul className="flex flex-col gap-4">
            {report.assessments.map((a) => (
              <li key={a.activity_id} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                <h3 className="font-semibold text-slate-900">
                  {a.activity_title}
                  <span className="ml-2 font-bold tabular-nums">{scoreText(a.score)}</span>
                </h3>
                {a.assessor_name && a.assessed_at ? (
                  <p className="text-xs text-slate-600">
                    {LEARNING_REPORT_TEXTS.assessedBy(a.assessor_name, formatWibDateTime(a.assessed_at))}
                  </p>
                ) : null}
                {a.feedback ? (
                  <blockquote className="border-l-4 border-brand-600 pl-3 whitespace-pre-line text-slate-800">
                    {a.feedback}
                  </blockquote>
                ) : null}
                {a.rubric.length ? (
                  <table className="w-full text-left text-sm">
                    <thead>
                      <tr className="text-slate-700">
                        <th scope="col" className="py-1 pr-2 font-semibold">
                          {LEARNING_REPORT_TEXTS.criterion}
                        </th>
                        <th scope="col" className="w-24 py-1 text-right font-semibold">
                          {LEARNING_REPORT_TEXTS.points}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {a.rubric.map((c) => (
                        <tr key={c.title} className="border-t border-slate-200">
                          <td className="py-1 pr-2">{c.title}</td>
                          <td className="py-1 text-right tabular-nums">
                            {c.points === null ? "–" : c.points.toLocaleString("id-ID")} / {c.max_points}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="report-progress" title={LEARNING_REPORT_TEXTS.progressReport}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact term={LEARNING_REPORT_TEXTS.finishAt} value={dateOrDash(report.progress_report.finish_at)} />
          <Fact
            term={LEARNING_REPORT_TEXTS.certificateCreated}
            value={dateOrDash(report.progress_report.certificate_created_at)}
          />
          <Fact
            term={LEARNING_REPORT_TEXTS.certificateIssued}
            value={
              report.progress_report.certificate_issued_date
                ? formatWibDate(`${report.progress_report.certificate_issued_date}T00:00:00+07:00`)
                : "–"
            }
          />
          <Fact
            term={LEARNING_REPORT_TEXTS.certificateNumber}
            value={
              report.certificate ? (
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="break-all font-mono">{report.certificate.number}</span>
                  <AppLink
                    to={report.certificate.verification_path}
                    className="text-sm font-semibold text-brand-700 underline print:hidden"
                  >
                    {LEARNING_REPORT_TEXTS.verify}
                  </AppLink>
                </span>
              ) : (
                "–"
              )
            }
          />
          {report.progress_report.pmo_report_date ? (
            <Fact
              term={LEARNING_REPORT_TEXTS.pmoReport}
              value={formatWibDate(report.progress_report.pmo_report_date)}
            />
          ) : null}
        </dl>
      </Section>
      <p className="text-xs text-slate-600">
        {LEARNING_REPORT_TEXTS.generated(formatWibDateTime(report.generated_at))}
      </p>
    </article>
  );
}

const dateOrDash = (iso: string | null) => (iso ? formatWibDate(iso) : "–");

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 print:break-inside-avoid print:p-0 print:ring-0"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="flex h-full flex-col gap-0.5 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <span className="text-sm text-slate-700">{label}</span>
      <span className="text-2xl font-bold text-slate-900 tabular-nums">{value}</span>
      {note ? <span className="text-xs text-slate-600">{note}</span> : null}
    </div>
  );
}

function Fact({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
