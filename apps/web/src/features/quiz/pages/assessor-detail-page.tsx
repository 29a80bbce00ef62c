import {
  FEEDBACK_MAX_LENGTH,
  QUIZ_MESSAGES,
  type QuestionType,
  type SubmissionDetail,
  scoreSubmissionBody,
} from "@app/domain/quiz/contracts";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Navigate, useParams } from "react-router";
import { formatCount, formatWibDateTime } from "../../../shared/lib/format";
import { usePageTitle } from "../../../shared/lib/use-page-title";
import { AppLink } from "../../../shared/ui/app-link";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useToast } from "../../../shared/ui/toast";
import { quizErrorMessage, useScoreSubmission, useSubmissionDetail } from "../api";
import { AnswerView, CorrectnessTag, pointsAwardedText } from "../components/answer-view";
import { QuestionStem } from "../components/question-stem";
import { assessmentLabel, attemptNumberText } from "../quiz-format";
import { ASSESSOR_PATH, assessorSubmissionPath } from "../quiz-paths";

type DetailQuestion = SubmissionDetail["questions"][number];

const TYPE_LABELS: Record<QuestionType, string> = {
  single_choice: "Pilihan Ganda",
  multiple_choice: "Pilihan Ganda Kompleks",
  true_false: "Benar/Salah",
  short_answer: "Jawaban Singkat",
  essay: "Esai",
  file: "Unggah Berkas",
};

/**
 * Whether the assessor scores this question: the server says so (essays and files; every question of a quiz without
 * is_auto_score). An auto-scored question left unanswered is not theirs: it earns 0 on its own.
 */
export function scoredByAssessor(question: Pick<DetailQuestion, "scored_by_assessor">): boolean {
  return question.scored_by_assessor;
}

/** '7,5' or '7.5' → 7.5; null when it is not a number written plainly. */
function readPoints(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,5}([.,]\d{1,2})?$/.test(value)) return null;
  return Number(value.replace(",", "."));
}

function pointsProblem(text: string, max: number, messages: { empty: string; over: string }): string | null {
  if (text.trim() === "") return messages.empty;
  const points = readPoints(text);
  if (points === null) return "Isi dengan angka 0 atau lebih, contoh 7,5.";
  if (points > max) return messages.over;
  return null;
}

function initialPoints(value: number | null): string {
  return value === null ? "" : String(value).replace(".", ",");
}

/** /asesor/penilaian/{attemptId}: one submission, its answers, and the assessor's scores, rubric and feedback. */
export function AssessorDetailPage() {
  const { attemptId: raw } = useParams();
  const attemptId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (attemptId <= 0) return <Navigate to="/404" replace />;
  return <SubmissionView key={attemptId} attemptId={attemptId} />;
}

function SubmissionView({ attemptId }: { attemptId: number }) {
  const detail = useSubmissionDetail(attemptId);
  usePageTitle(detail.data ? `Penilaian ${detail.data.activity_title}` : "Penilaian Asesor");

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-10">
      <AppLink
        to={ASSESSOR_PATH}
        className="self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        <span aria-hidden="true">‹ </span>Penilaian Asesor
      </AppLink>
      {detail.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            Memuat pengumpulan
          </span>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : detail.isError ? (
        <ProblemPanel
          title="Pengumpulan belum dapat dibuka"
          message={quizErrorMessage(detail.error, "Pengumpulan belum dapat dimuat.")}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <SubmissionContent detail={detail.data} attemptId={attemptId} />
      )}
    </div>
  );
}

function SubmissionContent({ detail, attemptId }: { detail: SubmissionDetail; attemptId: number }) {
  const awaiting = detail.attempt.review_state === "awaiting_review";
  // opened while waiting and now assessed: this page's own save did it
  const openedAwaiting = useRef(awaiting);
  const justSaved = openedAwaiting.current && !awaiting;
  return (
    <>
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold text-brand-800">{assessmentLabel(detail.assessment_type)}</p>
        <h1 className="text-2xl font-bold break-words text-slate-900">{detail.activity_title}</h1>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Meta label="Peserta">{detail.learner_name}</Meta>
          <Meta label="Program">{detail.program_name}</Meta>
          <Meta label="Percobaan">{attemptNumberText(detail.attempt.number)}</Meta>
          {detail.attempt.finished_at ? (
            <Meta label="Dikumpulkan">{formatWibDateTime(detail.attempt.finished_at)}</Meta>
          ) : null}
          <Meta label="Status">{awaiting ? "Menunggu Penilaian" : "Sudah Dinilai"}</Meta>
          {detail.minimum_score > 0 ? <Meta label="Nilai minimal">{detail.minimum_score}</Meta> : null}
          {detail.attempt.score_label !== null ? <Meta label="Nilai">{detail.attempt.score_label}</Meta> : null}
        </dl>
        {detail.show_certificate ? (
          // spec 001: the assessor's certificate shortcut, once the learner has finished the programme
          <a
            href={`/sertifikat/${detail.program_user_id}`}
            target="_blank"
            rel="noopener noreferrer"
            className="self-start rounded-sm text-sm font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Sertifikat Peserta (Asesor)
            <span className="sr-only"> (membuka tab baru)</span>
          </a>
        ) : null}
      </header>
      {awaiting ? (
        <ScoreForm detail={detail} attemptId={attemptId} />
      ) : (
        <AssessedView detail={detail} justSaved={justSaved} />
      )}
    </>
  );
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="min-w-28 text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function QuestionBlock({ question, children }: { question: DetailQuestion; children?: ReactNode }) {
  const headingId = useId();
  const auto = !scoredByAssessor(question);
  const points = pointsAwardedText(question.points_awarded, question.max_points);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto text-base font-bold text-slate-900">
          Soal {question.position}
        </h2>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
          {TYPE_LABELS[question.type]} · {question.max_points} poin
        </span>
        {auto ? <CorrectnessTag question={question} showCorrect /> : null}
      </header>
      <QuestionStem question={question} withPassage />
      <AnswerView question={question} showCorrect ownerLabel="Jawaban peserta" />
      {auto && points ? <p className="text-sm font-medium text-slate-800">Dinilai otomatis · {points}</p> : null}
      {children}
    </article>
  );
}

// ---- scoring ---------------------------------------------------------------------------------------------------

interface FormErrors {
  answers: Record<number, string>;
  rubric: Record<number, string>;
  feedback: string | null;
  summary: string[];
}

const NO_ERRORS: FormErrors = { answers: {}, rubric: {}, feedback: null, summary: [] };

const pointsText = (n: number) => n.toLocaleString("id-ID", { maximumFractionDigits: 2 });

/** The questions the assessor scores first, then the auto-scored ones folded away: each part in the quiz's order. */
function splitQuestions(questions: readonly DetailQuestion[]) {
  return {
    manual: questions.filter(scoredByAssessor),
    auto: questions.filter((q) => !scoredByAssessor(q)),
  };
}

/** The auto-scored answers, folded: they need no one, so the ones to score come first (issue 23). */
function AutoScoredGroup({ questions }: { questions: readonly DetailQuestion[] }) {
  if (questions.length === 0) return null;
  const earned = questions.reduce((t, q) => t + (q.points_awarded ?? 0), 0);
  const maximum = questions.reduce((t, q) => t + q.max_points, 0);
  return (
    <details className="group rounded-xl border border-slate-200 bg-slate-50">
      <summary className="flex cursor-pointer items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-600 sm:px-5">
        <span aria-hidden="true" className="transition-transform group-open:rotate-90">
          ›
        </span>
        Dinilai otomatis: {questions.length} soal · {pointsText(earned)} dari {pointsText(maximum)} poin
      </summary>
      <div className="flex flex-col gap-4 px-3 pb-4 sm:px-4">
        {questions.map((question) => (
          <QuestionBlock key={question.id} question={question} />
        ))}
      </div>
    </details>
  );
}

function ScoreForm({ detail, attemptId }: { detail: SubmissionDetail; attemptId: number }) {
  const { manual, auto } = splitQuestions(detail.questions);
  const [answerPoints, setAnswerPoints] = useState<Record<number, string>>(() =>
    Object.fromEntries(manual.map((q) => [q.id, initialPoints(q.points_awarded)])),
  );
  const [rubricPoints, setRubricPoints] = useState<Record<number, string>>(() =>
    Object.fromEntries(detail.rubric.map((c) => [c.id, initialPoints(c.points)])),
  );
  const [feedback, setFeedback] = useState(detail.feedback ?? "");
  const [remedial, setRemedial] = useState(detail.attempt.is_request_remedial);
  // once a save was tried the marks follow the values: a mark goes as soon as its value is valid
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const score = useScoreSubmission(attemptId);
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const feedbackId = useId();
  const feedbackHintId = useId();
  const feedbackErrorId = useId();
  const remedialId = useId();
  const remedialHintId = useId();
  const rubricTitleId = useId();
  const manualTitleId = useId();
  const progressId = useId();

  function validate(): FormErrors {
    const next: FormErrors = { answers: {}, rubric: {}, feedback: null, summary: [] };
    for (const question of manual) {
      const problem = pointsProblem(answerPoints[question.id] ?? "", question.max_points, {
        empty: "Isi nilai soal ini.",
        over: QUIZ_MESSAGES.pointsOutOfRange,
      });
      if (problem) next.answers[question.id] = problem;
    }
    for (const criterion of detail.rubric) {
      const problem = pointsProblem(rubricPoints[criterion.id] ?? "", criterion.max_points, {
        empty: "Isi nilai kriteria ini.",
        over: QUIZ_MESSAGES.rubricOutOfRange,
      });
      if (problem) next.rubric[criterion.id] = problem;
    }
    if (feedback.length > FEEDBACK_MAX_LENGTH) next.feedback = QUIZ_MESSAGES.feedbackTooLong;
    if (manual.some((q) => (answerPoints[q.id] ?? "").trim() === ""))
      next.summary.push(QUIZ_MESSAGES.answerScoreIncomplete);
    if (detail.rubric.some((c) => (rubricPoints[c.id] ?? "").trim() === ""))
      next.summary.push(QUIZ_MESSAGES.rubricIncomplete);
    if (next.summary.length === 0 && (Object.keys(next.answers).length > 0 || Object.keys(next.rubric).length > 0)) {
      next.summary.push("Periksa kembali nilai yang ditandai.");
    }
    if (next.feedback) next.summary.push(next.feedback);
    return next;
  }

  const errors = checked ? validate() : NO_ERRORS;

  // the running count and total: what is still to score, and the points so far (auto + typed valid values)
  // a value counts as scored once it is valid (a number within the question's points)
  const isScored = (text: string, max: number) => pointsProblem(text, max, { empty: "", over: "" }) === null;
  const answersLeft = manual.filter((q) => !isScored(answerPoints[q.id] ?? "", q.max_points)).length;
  const criteriaLeft = detail.rubric.filter((c) => !isScored(rubricPoints[c.id] ?? "", c.max_points)).length;
  const validPoints = (text: string, max: number) => {
    const value = readPoints(text);
    return value !== null && value <= max ? value : 0;
  };
  const total =
    auto.reduce((t, q) => t + (q.points_awarded ?? 0), 0) +
    manual.reduce((t, q) => t + validPoints(answerPoints[q.id] ?? "", q.max_points), 0) +
    detail.rubric.reduce((t, c) => t + validPoints(rubricPoints[c.id] ?? "", c.max_points), 0);
  const maximum =
    detail.questions.reduce((t, q) => t + q.max_points, 0) + detail.rubric.reduce((t, c) => t + c.max_points, 0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const found = validate();
    setChecked(true);
    if (found.summary.length > 0) {
      // the first field to fix takes focus; the summary above the button says what is wrong
      window.setTimeout(() => {
        const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
        (invalid ?? summaryRef.current)?.focus();
      }, 0);
      return;
    }
    const body = scoreSubmissionBody.safeParse({
      answers: manual.map((q) => ({ question_id: q.id, points: readPoints(answerPoints[q.id] ?? "") ?? 0 })),
      rubric: detail.rubric.map((c) => ({ criterion_id: c.id, points: readPoints(rubricPoints[c.id] ?? "") ?? 0 })),
      feedback: feedback.trim(),
      is_request_remedial: remedial,
    });
    if (!body.success) {
      setRefusal("Periksa kembali isian penilaian.");
      return;
    }
    score.mutate(body.data, {
      onSuccess: () => toast.show(QUIZ_MESSAGES.scored, { tone: "success" }),
      onError: (error) => setRefusal(quizErrorMessage(error, "Penilaian belum dapat disimpan. Silakan coba lagi.")),
    });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
      {manual.length > 0 ? (
        <section aria-labelledby={manualTitleId} className="flex flex-col gap-4">
          <h2 id={manualTitleId} className="text-lg font-bold text-slate-900">
            Perlu Dinilai
          </h2>
          {manual.map((question) => (
            <QuestionBlock key={question.id} question={question}>
              <PointsField
                label={`Nilai soal ${question.position}`}
                max={question.max_points}
                value={answerPoints[question.id] ?? ""}
                error={errors.answers[question.id]}
                onChange={(value) => setAnswerPoints((current) => ({ ...current, [question.id]: value }))}
              />
            </QuestionBlock>
          ))}
        </section>
      ) : null}

      {detail.rubric.length > 0 ? (
        <section
          aria-labelledby={rubricTitleId}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
        >
          <h2 id={rubricTitleId} className="text-base font-bold text-slate-900">
            Rubrik Penilaian
          </h2>
          {detail.rubric.map((criterion) => (
            <div key={criterion.id} className="flex flex-col gap-1">
              <p className="font-semibold text-slate-900">{criterion.title}</p>
              {criterion.description ? <p className="text-sm text-slate-700">{criterion.description}</p> : null}
              <PointsField
                label={`Nilai ${criterion.title}`}
                max={criterion.max_points}
                value={rubricPoints[criterion.id] ?? ""}
                error={errors.rubric[criterion.id]}
                onChange={(value) => setRubricPoints((current) => ({ ...current, [criterion.id]: value }))}
              />
            </div>
          ))}
        </section>
      ) : null}

      <AutoScoredGroup questions={auto} />

      <div className="flex flex-col gap-1.5">
        <label htmlFor={feedbackId} className="text-sm font-semibold text-slate-900">
          Umpan balik untuk peserta
        </label>
        <textarea
          id={feedbackId}
          value={feedback}
          rows={5}
          maxLength={FEEDBACK_MAX_LENGTH}
          onChange={(event) => setFeedback(event.target.value)}
          aria-invalid={errors.feedback ? true : undefined}
          aria-describedby={errors.feedback ? `${feedbackHintId} ${feedbackErrorId}` : feedbackHintId}
          className="w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30"
        />
        <p id={feedbackHintId} className="self-end text-xs text-slate-600">
          {formatCount(feedback.length)}/{formatCount(FEEDBACK_MAX_LENGTH)} karakter
        </p>
        {errors.feedback ? (
          <p id={feedbackErrorId} className="text-sm text-red-800">
            {errors.feedback}
          </p>
        ) : null}
      </div>

      <div className="flex items-start gap-3">
        <input
          id={remedialId}
          type="checkbox"
          checked={remedial}
          onChange={(event) => setRemedial(event.target.checked)}
          aria-describedby={remedialHintId}
          className="mt-0.5 size-5 accent-brand-700"
        />
        <div className="flex flex-col">
          <label htmlFor={remedialId} className="text-sm font-semibold text-slate-900">
            Minta Remedial
          </label>
          <p id={remedialHintId} className="text-xs text-slate-600">
            Peserta diminta mengerjakan ulang dan mendapat satu kesempatan tambahan.
          </p>
        </div>
      </div>

      {/* the save bar stays in sight at the bottom of the screen, phone and desktop alike */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:-mx-6 sm:px-6">
        {errors.summary.length > 0 ? (
          <div
            ref={summaryRef}
            tabIndex={-1}
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            <ul className="list-disc pl-5">
              {errors.summary.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {refusal ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
            {refusal}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {/* not announced as it changes (on every keystroke): the save button refers to it (aria-describedby) */}
          <div id={progressId} role="status" aria-live="off" className="mr-auto flex flex-col text-sm">
            <span className="font-semibold text-slate-900">
              {answersLeft === 0 && criteriaLeft === 0
                ? "Semua jawaban sudah dinilai"
                : [
                    manual.length > 0 ? `${answersLeft} dari ${manual.length} jawaban belum dinilai` : null,
                    detail.rubric.length > 0
                      ? `${criteriaLeft} dari ${detail.rubric.length} kriteria rubrik belum dinilai`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
            </span>
            <span className="text-slate-700 tabular-nums">
              Total sementara {pointsText(total)} dari {pointsText(maximum)} poin
            </span>
          </div>
          <Button type="submit" loading={score.isPending} aria-describedby={progressId}>
            Simpan Penilaian
          </Button>
        </div>
      </div>
    </form>
  );
}

interface PointsFieldProps {
  label: string;
  max: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function PointsField({ label, max, value, error, onChange }: PointsFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="h-11 w-28 rounded-lg border border-slate-400 bg-white px-3 text-sm text-slate-900 tabular-nums focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30 aria-invalid:border-red-700"
        />
        <span id={hintId} className="text-sm text-slate-700">
          dari {max} (0–{max})
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// ---- already assessed ------------------------------------------------------------------------------------------

function AssessedView({ detail, justSaved }: { detail: SubmissionDetail; justSaved: boolean }) {
  const rubricTitleId = useId();
  const { manual, auto } = splitQuestions(detail.questions);
  return (
    <div className="flex flex-col gap-5">
      <NextSubmission nextAttemptId={detail.next_attempt_id} justSaved={justSaved} />
      {manual.map((question) => {
        const points = pointsAwardedText(question.points_awarded, question.max_points);
        return (
          <QuestionBlock key={question.id} question={question}>
            {points ? <p className="text-sm font-medium text-slate-800">Dinilai asesor · {points}</p> : null}
          </QuestionBlock>
        );
      })}
      {detail.rubric.length > 0 ? (
        <section aria-labelledby={rubricTitleId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <h2 id={rubricTitleId} className="mb-2 text-base font-bold text-slate-900">
            Rubrik Penilaian
          </h2>
          <ul className="flex flex-col gap-2">
            {detail.rubric.map((criterion) => (
              <li key={criterion.id} className="flex justify-between gap-3 text-sm">
                <span className="font-medium text-slate-900">{criterion.title}</span>
                <span className="tabular-nums">
                  {criterion.points === null ? "–" : criterion.points.toLocaleString("id-ID")} / {criterion.max_points}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <AutoScoredGroup questions={auto} />
      <section className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 className="text-base font-bold text-slate-900">Umpan Balik Asesor</h2>
        <p className="text-sm whitespace-pre-line text-slate-900">{detail.feedback?.trim() ? detail.feedback : "–"}</p>
        {detail.attempt.is_request_remedial ? (
          <p className="mt-2 text-sm font-semibold text-amber-900">Remedial diminta</p>
        ) : null}
      </section>
    </div>
  );
}

/**
 * Where to go once a submission is scored: the next one waiting in the queue (the server names it), opened in the
 * app without a reload and fetched ahead, or back to the list when none is left.
 */
function NextSubmission({ nextAttemptId, justSaved }: { nextAttemptId: number | null; justSaved: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // the form was replaced under the save bar: the way on takes focus and comes into view
    if (justSaved) ref.current?.focus();
  }, [justSaved]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex scroll-mt-20 flex-col gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-4 outline-none focus-visible:outline-3 focus-visible:outline-brand-600 sm:flex-row sm:items-center"
    >
      <p className="mr-auto text-sm font-medium text-emerald-950">
        {nextAttemptId !== null
          ? `${justSaved ? "Penilaian tersimpan. " : ""}Pengumpulan berikutnya menunggu penilaian.`
          : `${justSaved ? "Penilaian tersimpan. " : ""}Tidak ada lagi pengumpulan yang menunggu penilaian.`}
      </p>
      {nextAttemptId !== null ? (
        <AppLink to={assessorSubmissionPath(nextAttemptId)} className={buttonClasses("primary")}>
          Nilai Pengumpulan Berikutnya
        </AppLink>
      ) : (
        <AppLink to={ASSESSOR_PATH} className={buttonClasses("secondary")}>
          Kembali ke Daftar
        </AppLink>
      )}
    </div>
  );
}
