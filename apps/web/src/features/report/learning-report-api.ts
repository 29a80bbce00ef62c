import {
  type LearningReport,
  learningReportAnswer,
  notYetData,
  type ReportType,
  type Transcript,
  type TranscriptSummary,
  transcriptAnswer,
  transcriptListAnswer,
} from "@app/domain/report/learning-report";
import { envelope } from "@app/domain/shared/envelope";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { API_BASE, ApiError, apiGet } from "../../shared/lib/api-client";

export type { LearningReport, ReportType, Transcript, TranscriptSummary };

/** The learning report's page (the Penilaian tab's 'Lihat Laporan Belajar'; `lembaga` is the institution's view). */
export const learningReportPath = (programUserId: number, reportType: ReportType = "peserta") =>
  `/laporan-belajar/${programUserId}${reportType === "lembaga" ? "/lembaga" : ""}`;
export const transcriptPath = (id: string) => `/transkrip/${encodeURIComponent(id)}`;

/** The PDFs (cookie session; attachments). */
export const learningReportPdfHref = (programUserId: number, reportType: ReportType) =>
  `${API_BASE}/program_activity/learning_report/${programUserId}/pdf?report_type=${reportType}`;
export const transcriptPdfHref = (id: string) => `${API_BASE}/transcript/${encodeURIComponent(id)}/pdf`;

export const learningReportKeys = {
  report: (programUserId: number, reportType: ReportType) => ["report", "learning", programUserId, reportType] as const,
  transcripts: ["report", "transcripts"] as const,
  transcript: (id: string) => ["report", "transcripts", id] as const,
};

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** A refusal is not retried (not yours, not open yet, malformed); a fault is, twice. */
const retryFaults = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.httpStatus < 500) && count < 2;

/** When the report opens, if the refusal says it is not open yet (spec 001 section 8, 'Laporan Belum Tersedia'). */
export function notYetOpenDate(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 400) return null;
  const parsed = notYetData.safeParse(error.data);
  return parsed.success ? parsed.data.scoring_date : null;
}

// ---- GET /program_activity/learning_report/:program_user_id ----------------------------------------------------

const reportEnvelope = envelope(learningReportAnswer);

export function learningReportQueryOptions(programUserId: number, reportType: ReportType) {
  return queryOptions({
    queryKey: learningReportKeys.report(programUserId, reportType),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/program_activity/learning_report/${programUserId}`, reportEnvelope, {
          query: { report_type: reportType },
          ...withSignal(signal),
        })
      ).data.report,
    retry: retryFaults,
  });
}

export function useLearningReport(programUserId: number, reportType: ReportType, enabled = true) {
  return useQuery({ ...learningReportQueryOptions(programUserId, reportType), enabled });
}

// ---- GET /transcript/list, /transcript/:id ----------------------------------------------------------------------

const listEnvelope = envelope(transcriptListAnswer);
const transcriptEnvelope = envelope(transcriptAnswer);

export function transcriptsQueryOptions() {
  return queryOptions({
    queryKey: learningReportKeys.transcripts,
    queryFn: async ({ signal }) =>
      (await apiGet("/transcript/list", listEnvelope, withSignal(signal))).data.transcripts,
    retry: retryFaults,
  });
}

export function useTranscripts() {
  return useQuery(transcriptsQueryOptions());
}

export function transcriptQueryOptions(id: string) {
  return queryOptions({
    queryKey: learningReportKeys.transcript(id),
    queryFn: async ({ signal }) =>
      (await apiGet(`/transcript/${encodeURIComponent(id)}`, transcriptEnvelope, withSignal(signal))).data.transcript,
    retry: retryFaults,
  });
}

export function useTranscript(id: string, enabled = true) {
  return useQuery({ ...transcriptQueryOptions(id), enabled });
}
