import {
  type AnswerBody,
  type AnswerResult,
  type AttemptSummary,
  answerAnswer,
  attemptBatchAnswer,
  attemptReviewAnswer,
  attemptSummary,
  type BatchCheck,
  batchCheckAnswer,
  type FinishResult,
  feedbackAnswer,
  finishAnswer,
  QUIZ_MESSAGES,
  quizIntroAnswer,
  type ScoreSubmissionBody,
  scoreAnswer,
  scoreSubmissionAnswer,
  startQuizAnswer,
  submissionDetailAnswer,
  submissionListAnswer,
  type UploadedFile,
  uploadAnswer,
} from "@app/domain/quiz/contracts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiGet, apiSend, buildApiUrl } from "../../shared/lib/api-client";
import { getAppConfig } from "../../shared/lib/app-config";
import { hasSessionCookie } from "../../shared/lib/cookies";
import { firstFieldError } from "../../shared/lib/field-errors";
import { quizKeys, type SubmissionFilters } from "./quiz-keys";

/**
 * The quiz engine's calls (contracts in packages/domain/src/quiz/contracts.ts). The server decides every rule —
 * order, deadline, what may be seen, the score — and this side shows what it is told.
 */

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

// ---- refusals ------------------------------------------------------------------------------------------------

/** The server's words for a refusal; a broken connection or a fault gets a general sentence. */
export function quizErrorMessage(error: unknown, fallback = "Terjadi kesalahan. Silakan coba lagi."): string {
  // a validation refusal (a score out of range, an answer too long) names what is wrong
  if (error instanceof ApiError && error.status !== 0 && error.httpStatus < 500 && error.message) {
    return firstFieldError(error) ?? error.message;
  }
  if (error instanceof ApiError && error.status === 0 && error.httpStatus === 0) {
    return "Tidak dapat terhubung ke server. Periksa koneksi internet Anda.";
  }
  return fallback;
}

/** A broken connection (no answer at all): worth sending again; a refusal is not. */
export function isNetworkFailure(error: unknown): boolean {
  return (error instanceof ApiError && error.httpStatus === 0) || error instanceof TypeError;
}

/**
 * The deadline has passed: the answer call is refused with QUIZ_MESSAGES.timeUp and the closed attempt as its data.
 * Returns that attempt (or null for any other error).
 */
export function timeUpAttempt(error: unknown): AttemptSummary | "time-up-without-data" | null {
  if (!(error instanceof ApiError) || error.message !== QUIZ_MESSAGES.timeUp) return null;
  const parsed = attemptSummary.safeParse(error.data);
  return parsed.success ? parsed.data : "time-up-without-data";
}

// ---- GET program_activity/quiz/{activityId}/intro --------------------------------------------------------------

export function quizIntroQueryOptions(activityId: number) {
  return queryOptions({
    queryKey: quizKeys.intro(activityId),
    queryFn: ({ signal }) =>
      apiGet(`/program_activity/quiz/${activityId}/intro`, quizIntroAnswer, withSignal(signal)).then((a) => a.data),
    // attempts, time left and retakes change on the server: always asked again when the intro is shown
    staleTime: 0,
  });
}

export function useQuizIntro(activityId: number) {
  return useQuery(quizIntroQueryOptions(activityId));
}

// ---- POST program_activity/quiz/{activityId}/start ---------------------------------------------------------------

/** Starts an attempt, or resumes the running one (with its remaining time by the server's clock). */
export function useStartQuiz(activityId: number) {
  return useMutation({
    mutationFn: (password: string | null) =>
      apiSend(`/program_activity/quiz/${activityId}/start`, startQuizAnswer, {
        body: password ? { password } : {},
      }).then((a) => a.data),
  });
}

// ---- GET program_activity/quiz/attempt/{attemptId}/batch/{batch} ------------------------------------------------

export function attemptBatchQueryOptions(attemptId: number, batch: number) {
  return queryOptions({
    queryKey: quizKeys.batch(attemptId, batch),
    queryFn: ({ signal }) =>
      apiGet(`/program_activity/quiz/attempt/${attemptId}/batch/${batch}`, attemptBatchAnswer, withSignal(signal)).then(
        (a) => a.data,
      ),
    // the saved answers and the time left are the server's: a batch opened again is asked again
    staleTime: 0,
    gcTime: 5 * 60_000,
  });
}

export function useAttemptBatch(attemptId: number, batch: number) {
  return useQuery(attemptBatchQueryOptions(attemptId, batch));
}

// ---- POST program_activity/quiz/answer -----------------------------------------------------------------------

/** One answer: an autosave (is_preview) or a move to the next/previous batch (is_next / is_prev). */
export function sendAnswer(body: AnswerBody): Promise<AnswerResult> {
  return apiSend("/program_activity/quiz/answer", answerAnswer, { body }).then((a) => a.data);
}

// ---- POST program_activity/quiz/attempt/{attemptId}/batch/{batch}/check ----------------------------------------

/**
 * Checks one page's answers (batch_discussion): its correct answers and discussion; the page's answers are locked
 * from then on. Idempotent: a checked page answers the same again.
 */
export function checkBatch(attemptId: number, batch: number): Promise<BatchCheck> {
  return apiSend(`/program_activity/quiz/attempt/${attemptId}/batch/${batch}/check`, batchCheckAnswer).then(
    (a) => a.data,
  );
}

/** A checked page's result, asked as a query (checking again changes nothing); it does not change once given. */
export function batchCheckQueryOptions(attemptId: number, batch: number) {
  return queryOptions({
    queryKey: quizKeys.batchCheck(attemptId, batch),
    queryFn: () => checkBatch(attemptId, batch),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
}

export function useBatchCheck(attemptId: number, batch: number, options: { enabled: boolean }) {
  return useQuery({ ...batchCheckQueryOptions(attemptId, batch), enabled: options.enabled });
}

// ---- POST program_activity/quiz/attempt/{attemptId}/finish ------------------------------------------------------

export function finishAttempt(attemptId: number): Promise<FinishResult> {
  return apiSend(`/program_activity/quiz/attempt/${attemptId}/finish`, finishAnswer).then((a) => a.data);
}

/** Finishing changes the intro, the score and the feedback of the activity: all are asked again. */
export function useFinishAttempt(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attemptId: number) => finishAttempt(attemptId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quizKeys.activity(activityId) }),
  });
}

// ---- GET program_activity/quiz/attempt/{attemptId}/review -------------------------------------------------------

export function attemptReviewQueryOptions(attemptId: number) {
  return queryOptions({
    queryKey: quizKeys.review(attemptId),
    queryFn: ({ signal }) =>
      apiGet(`/program_activity/quiz/attempt/${attemptId}/review`, attemptReviewAnswer, withSignal(signal)).then(
        (a) => a.data,
      ),
    staleTime: 30_000,
  });
}

export function useAttemptReview(attemptId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...attemptReviewQueryOptions(attemptId), enabled: options.enabled ?? true });
}

// ---- POST program_activity/score/ and GET program_activity/product_activity/view_feedback/{activityId} --------

/** The learner's best and latest attempt; a POST in the spec, asked as a query since it changes nothing. */
export function activityScoreQueryOptions(activityId: number) {
  return queryOptions({
    queryKey: quizKeys.score(activityId),
    queryFn: ({ signal }) =>
      apiSend("/program_activity/score/", scoreAnswer, {
        body: { activity_id: activityId },
        ...withSignal(signal),
      }).then((a) => a.data),
    staleTime: 30_000,
  });
}

export function useActivityScore(activityId: number, options: { enabled: boolean }) {
  return useQuery({ ...activityScoreQueryOptions(activityId), enabled: options.enabled });
}

export function feedbackQueryOptions(activityId: number) {
  return queryOptions({
    queryKey: quizKeys.feedback(activityId),
    queryFn: ({ signal }) =>
      apiGet(`/program_activity/product_activity/view_feedback/${activityId}`, feedbackAnswer, withSignal(signal)).then(
        (a) => a.data,
      ),
    staleTime: 30_000,
  });
}

export function useFeedback(activityId: number, options: { enabled: boolean }) {
  return useQuery({ ...feedbackQueryOptions(activityId), enabled: options.enabled });
}

// ---- POST program_activity/quiz/upload (multipart, field "file") -----------------------------------------------

export interface UploadOptions {
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function readEnvelope(text: string): { status?: number; message?: string; data?: unknown } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null) return {};
    const record = body as Record<string, unknown>;
    return {
      status: typeof record.status === "number" ? record.status : undefined,
      message: typeof record.message === "string" ? record.message : undefined,
      data: record.data,
    };
  } catch {
    return {};
  }
}

/**
 * Uploads one file answer. XMLHttpRequest rather than fetch: it reports the upload's progress, which the learner
 * sees as a bar. The same headers as the API client (X-Requested-With is the CSRF defence).
 */
export function uploadQuizFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", buildApiUrl("/program_activity/quiz/upload").toString());
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    if (!hasSessionCookie()) xhr.setRequestHeader("Authorization", getAppConfig().appKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const envelope = readEnvelope(xhr.responseText);
      if (xhr.status === 413) {
        reject(new ApiError(413, QUIZ_MESSAGES.fileTooLarge, null, 413));
        return;
      }
      const status = envelope.status ?? xhr.status;
      if (xhr.status >= 200 && xhr.status < 300 && status === 200) {
        const parsed = uploadAnswer.safeParse(JSON.parse(xhr.responseText));
        if (parsed.success) resolve(parsed.data.data);
        else reject(new ApiError(0, "Format jawaban server tidak sesuai", null, 200));
        return;
      }
      reject(
        new ApiError(status, envelope.message ?? "Berkas belum dapat diunggah", envelope.data ?? null, xhr.status),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, "Tidak dapat terhubung ke server", null, 0));
    xhr.onabort = () => reject(new DOMException("Unggahan dibatalkan", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

// ---- assessor: GET asesor/submissions, GET asesor/submissions/{attemptId}, POST …/score -----------------------

export function submissionsQueryOptions(filters: SubmissionFilters) {
  return queryOptions({
    queryKey: quizKeys.submissions(filters),
    queryFn: ({ signal }) =>
      apiGet("/asesor/submissions", submissionListAnswer, {
        query: { status: filters.status, program_id: filters.programId ?? undefined, page: filters.page },
        ...withSignal(signal),
      }).then((a) => a.data),
    staleTime: 15_000,
  });
}

export function useSubmissions(filters: SubmissionFilters) {
  return useQuery({ ...submissionsQueryOptions(filters), placeholderData: keepPreviousData });
}

export function submissionDetailQueryOptions(attemptId: number) {
  return queryOptions({
    queryKey: quizKeys.submission(attemptId),
    queryFn: ({ signal }) =>
      apiGet(`/asesor/submissions/${attemptId}`, submissionDetailAnswer, withSignal(signal)).then((a) => a.data),
    staleTime: 15_000,
  });
}

export function useSubmissionDetail(attemptId: number) {
  return useQuery(submissionDetailQueryOptions(attemptId));
}

/** Scores a submission: the answer is the scored submission, which replaces the cached one; the lists reload. */
export function useScoreSubmission(attemptId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoreSubmissionBody) =>
      apiSend(`/asesor/submissions/${attemptId}/score`, scoreSubmissionAnswer, { body }).then((a) => a.data),
    onSuccess: async (detail) => {
      queryClient.setQueryData(quizKeys.submission(attemptId), detail);
      // the next submission is fetched ahead, so following its link opens it without a wait
      if (detail.next_attempt_id !== null)
        void queryClient.prefetchQuery(submissionDetailQueryOptions(detail.next_attempt_id));
      // the lists are refetched when next shown; the save does not wait for them
      void queryClient.invalidateQueries({ queryKey: [...quizKeys.assessor, "list"] });
    },
  });
}
