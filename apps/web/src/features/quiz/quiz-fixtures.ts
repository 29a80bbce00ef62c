import type {
  AttemptBatch,
  AttemptQuestion,
  AttemptReview,
  AttemptSummary,
  BatchCheck,
  FeedbackView,
  FinishResult,
  QuizIntro,
  QuizSettings,
  ReviewQuestion,
  SubmissionDetail,
  SubmissionListItem,
} from "@app/domain/quiz/contracts";

/** Test data of the quiz engine, as the API answers it (contracts in packages/domain/src/quiz). */

export const ACTIVITY_ID = 301;
export const ATTEMPT_ID = 9001;

export function settingsFixture(overrides: Partial<QuizSettings> = {}): QuizSettings {
  return {
    id: 40,
    title: "Kuis Rumus Dasar",
    instruction: "<p>Kerjakan dengan jujur.</p>",
    is_auto_score: true,
    is_group_question_shuffle: false,
    is_prev: true,
    is_question_shuffle: false,
    is_retake: true,
    max_attempts: 3,
    is_refleksi: false,
    is_show_discussion: true,
    is_show_point: true,
    is_show_timer: true,
    is_skip: true,
    max_batch: 0,
    maximum_auto_score: null,
    minimum_score: 70,
    question_per_batch: 2,
    timer_in_seconds: 600,
    batch_discussion: false,
    final_score_format: "default",
    assessment_type: 0,
    periode_start: null,
    periode_end: null,
    review_date: null,
    is_valid_period: true,
    has_password: false,
    total_questions: 4,
    total_points: 40,
    has_rubric: false,
    ...overrides,
  };
}

export function attemptFixture(overrides: Partial<AttemptSummary> = {}): AttemptSummary {
  return {
    id: ATTEMPT_ID,
    number: 1,
    state: "started",
    review_state: "none",
    started_at: "2026-11-20T03:00:00.000Z",
    finished_at: null,
    deadline_at: "2026-11-20T03:10:00.000Z",
    remaining_seconds: 600,
    answered_count: 0,
    total_questions: 4,
    current_batch: 1,
    score: null,
    score_label: null,
    passed: null,
    is_request_remedial: false,
    has_feedback: false,
    provisional: null,
    ...overrides,
  };
}

export function finishedAttemptFixture(overrides: Partial<AttemptSummary> = {}): AttemptSummary {
  return attemptFixture({
    state: "finished",
    review_state: "auto",
    finished_at: "2026-11-20T03:08:00.000Z",
    remaining_seconds: 0,
    answered_count: 4,
    score: 85,
    score_label: "85",
    passed: true,
    ...overrides,
  });
}

export function introFixture(overrides: Partial<QuizIntro> = {}, settings: Partial<QuizSettings> = {}): QuizIntro {
  return {
    activity_id: ACTIVITY_ID,
    program_user_id: 500,
    quiz_master_data: settingsFixture(settings),
    quiz_transaction: null,
    attempts_used: 0,
    attempts_allowed: 1,
    can_start: true,
    start_refusal: null,
    can_review: false,
    ...overrides,
  };
}

export function questionFixture(overrides: Partial<AttemptQuestion> = {}): AttemptQuestion {
  return {
    id: 1,
    position: 1,
    type: "single_choice",
    body: "<p>Rumus penjumlahan di Excel adalah…</p>",
    image_url: null,
    points: 10,
    max_files: 0,
    group: null,
    options: [
      { id: 11, body: "SUM", image_url: null },
      { id: 12, body: "COUNT", image_url: null },
    ],
    answer: null,
    ...overrides,
  };
}

export function batchFixture(overrides: Partial<AttemptBatch> = {}): AttemptBatch {
  return {
    attempt: attemptFixture(),
    batch: 1,
    total_batches: 2,
    reachable_batch: 2,
    answered_positions: [],
    can_prev: false,
    can_skip: true,
    can_check: false,
    is_checked: false,
    questions: [questionFixture()],
    ...overrides,
  };
}

export function finishFixture(overrides: Partial<FinishResult> = {}): FinishResult {
  return {
    attempt: finishedAttemptFixture(),
    is_complete: true,
    can_retake: true,
    can_review: true,
    ...overrides,
  };
}

export function reviewQuestionFixture(overrides: Partial<ReviewQuestion> = {}): ReviewQuestion {
  return {
    ...questionFixture({
      answer: { option_ids: [12], answer_essay: null, answer_file: [], answered_at: "2026-11-20T03:02:00.000Z" },
    }),
    correct_option_ids: [11],
    accepted_answers: null,
    is_correct: false,
    points_awarded: 0,
    discussion: "<p>SUM menjumlahkan isi sel.</p>",
    ...overrides,
  };
}

export function reviewFixture(overrides: Partial<AttemptReview> = {}): AttemptReview {
  return {
    attempt: finishedAttemptFixture(),
    shows_correct_answers: true,
    questions: [reviewQuestionFixture()],
    ...overrides,
  };
}

export function batchCheckFixture(overrides: Partial<BatchCheck> = {}): BatchCheck {
  return {
    attempt: attemptFixture({ answered_count: 1 }),
    batch: 1,
    questions: [reviewQuestionFixture()],
    ...overrides,
  };
}

export function feedbackFixture(overrides: Partial<FeedbackView> = {}): FeedbackView {
  return {
    activity_id: ACTIVITY_ID,
    attempt: finishedAttemptFixture({ review_state: "assessed", has_feedback: true }),
    feedback: "Analisis Anda runtut. Tambahkan contoh.",
    assessor_name: "Bu Rina",
    assessed_at: "2026-11-21T02:00:00.000Z",
    rubric: [{ id: 1, title: "Ketepatan", description: "Jawaban sesuai konsep", max_points: 10, points: 8 }],
    ...overrides,
  };
}

export function submissionItemFixture(overrides: Partial<SubmissionListItem> = {}): SubmissionListItem {
  return {
    attempt_id: ATTEMPT_ID,
    learner_name: "Sari Wulandari",
    program_id: 10,
    program_name: "Belajar Excel Dasar untuk Pemula",
    activity_id: ACTIVITY_ID,
    activity_title: "Tugas Analisis Data",
    assessment_type: 4,
    attempt_number: 1,
    submitted_at: "2026-11-20T03:08:00.000Z",
    review_state: "awaiting_review",
    score: null,
    ...overrides,
  };
}

export function submissionDetailFixture(overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  return {
    attempt: finishedAttemptFixture({ review_state: "awaiting_review", score: null, score_label: null, passed: null }),
    learner_name: "Sari Wulandari",
    program_user_id: 31,
    show_certificate: false,
    program_name: "Belajar Excel Dasar untuk Pemula",
    activity_title: "Tugas Analisis Data",
    assessment_type: 4,
    minimum_score: 60,
    next_attempt_id: null,
    questions: [
      {
        ...reviewQuestionFixture({
          id: 1,
          position: 1,
          is_correct: true,
          points_awarded: 10,
          correct_option_ids: [11],
          answer: { option_ids: [11], answer_essay: null, answer_file: [], answered_at: "2026-11-20T03:02:00.000Z" },
          discussion: null,
        }),
        max_points: 10,
        scored_by_assessor: false,
      },
      {
        ...reviewQuestionFixture({
          id: 2,
          position: 2,
          type: "essay",
          body: "<p>Jelaskan tabel pivot.</p>",
          options: [],
          correct_option_ids: null,
          is_correct: null,
          points_awarded: null,
          discussion: null,
          answer: {
            option_ids: [],
            answer_essay: "<p>Tabel pivot merangkum data.</p><p>Baris kedua<script>alert(1)</script></p>",
            answer_file: [],
            answered_at: "2026-11-20T03:05:00.000Z",
          },
        }),
        max_points: 20,
        scored_by_assessor: true,
      },
      {
        ...reviewQuestionFixture({
          id: 3,
          position: 3,
          type: "file",
          body: "<p>Unggah lembar kerja Anda.</p>",
          options: [],
          correct_option_ids: null,
          is_correct: null,
          points_awarded: null,
          discussion: null,
          max_files: 2,
          answer: {
            option_ids: [],
            answer_essay: null,
            answer_file: [
              { id: 77, name: "lembar-kerja.xlsx", size: 20480, url: "/api/program_activity/quiz/upload/77" },
            ],
            answered_at: "2026-11-20T03:06:00.000Z",
          },
        }),
        max_points: 20,
        scored_by_assessor: true,
      },
    ],
    rubric: [
      { id: 5, title: "Ketepatan", description: "Sesuai konsep", max_points: 10, points: null },
      { id: 6, title: "Kerapian", description: "Tertata", max_points: 5, points: null },
    ],
    feedback: null,
    ...overrides,
  };
}

// ---- a fake API ---------------------------------------------------------------------------------------------

export function ok<T>(data: T, message = "OK") {
  return { body: { status: 200, message, data } };
}

export function refused(message: string, data: unknown = null, status = 400) {
  return { status, body: { status, message, data } };
}

type Answer = { status?: number; body: unknown };
export type QuizRoute = (request: { url: URL; body: unknown }) => Answer | Promise<Answer>;

/** A fake `fetch` answering by path with the request's JSON body at hand; unknown paths answer 404. */
export function fakeQuizApi(routes: Record<string, QuizRoute>) {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ url, method: init?.method ?? "GET", body });
    const route = routes[url.pathname];
    const answer = route
      ? await route({ url, body })
      : { status: 404, body: { status: 404, message: "Not found", data: null } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  const to = (path: string) => calls.filter((call) => call.url.pathname === path);
  return { fn, calls, to };
}

export const QUIZ_PATHS = {
  intro: (activityId = ACTIVITY_ID) => `/api/program_activity/quiz/${activityId}/intro`,
  start: (activityId = ACTIVITY_ID) => `/api/program_activity/quiz/${activityId}/start`,
  batch: (batch: number, attemptId = ATTEMPT_ID) => `/api/program_activity/quiz/attempt/${attemptId}/batch/${batch}`,
  answer: "/api/program_activity/quiz/answer",
  check: (batch: number, attemptId = ATTEMPT_ID) =>
    `/api/program_activity/quiz/attempt/${attemptId}/batch/${batch}/check`,
  finish: (attemptId = ATTEMPT_ID) => `/api/program_activity/quiz/attempt/${attemptId}/finish`,
  review: (attemptId = ATTEMPT_ID) => `/api/program_activity/quiz/attempt/${attemptId}/review`,
  score: "/api/program_activity/score/",
  feedback: (activityId = ACTIVITY_ID) => `/api/program_activity/product_activity/view_feedback/${activityId}`,
  submissions: "/api/asesor/submissions",
  submission: (attemptId = ATTEMPT_ID) => `/api/asesor/submissions/${attemptId}`,
  scoreSubmission: (attemptId = ATTEMPT_ID) => `/api/asesor/submissions/${attemptId}/score`,
} as const;

/**
 * XMLHttpRequest as the upload uses it: `send` answers on the next tick with `respond(file)` after one progress
 * event. Install with vi.stubGlobal("XMLHttpRequest", fakeXhr(...)).
 */
export function fakeXhr(respond: (file: File) => Answer) {
  const sent: File[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = "";
    open() {}
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const file = form.get("file");
      if (!(file instanceof File)) throw new Error("no file in the form");
      sent.push(file);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        const answer = respond(file);
        this.status = answer.status ?? 200;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  return { FakeXhr, sent };
}
