import { type AttemptSummary, QUIZ_MESSAGES, type QuizSettings } from "@app/domain/quiz/contracts";
import { provisionalScoreText } from "@app/domain/quiz/rules";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { formatWibDateTime } from "../../../shared/lib/format";
import { Button } from "../../../shared/ui/button";
import { RichText } from "../../../shared/ui/rich-text";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useAttemptReview, useFeedback } from "../api";
import { AnswerView } from "./answer-view";

/** The score, pass mark and review state of a closed attempt (also the intro's last result). */
export function ScoreSummary({ settings, attempt }: { settings: QuizSettings; attempt: AttemptSummary }) {
  if (settings.is_refleksi) return <p className="text-sm text-slate-800">Refleksi sudah dikirim.</p>;
  if (attempt.review_state === "awaiting_review") {
    // said once: the provisional score of what is scored and what waits (the intro hides its own refusal then)
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
        {attempt.provisional
          ? provisionalScoreText({
              points: attempt.provisional.points,
              scoredMaximum: attempt.provisional.scored_maximum,
              awaitingAnswers: attempt.provisional.awaiting_answers,
              awaitingRubric: attempt.provisional.awaiting_rubric,
            })
          : QUIZ_MESSAGES.awaitingReview}
      </p>
    );
  }
  if (attempt.score_label === null) return null;
  const judged = settings.minimum_score > 0 && attempt.passed !== null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="flex items-baseline gap-2">
        <span className="text-sm font-medium text-slate-700">Nilai</span>
        <span className="text-3xl font-extrabold text-slate-900 tabular-nums">{attempt.score_label}</span>
      </p>
      {judged ? (
        <span
          className={`rounded-full px-3 py-1 text-sm font-bold ${
            attempt.passed ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-900"
          }`}
        >
          {attempt.passed ? "Lulus" : "Belum Lulus"}
        </span>
      ) : null}
      {judged ? <span className="text-sm text-slate-700">Nilai minimal {settings.minimum_score}</span> : null}
    </div>
  );
}

export interface QuizResultProps {
  activityId: number;
  settings: QuizSettings;
  attempt: AttemptSummary;
  canRetake: boolean;
  canReview: boolean;
  retakePending?: boolean;
  /** The start refusal of a retake, in the server's words. */
  retakeError?: string | null;
  onRetake: () => void;
  onReview: () => void;
  onIntro: () => void;
}

/**
 * The finished state: the score and 'Lulus' / 'Belum Lulus' against minimum_score; a submission waiting for its
 * assessor; the assessor's feedback and rubric once assessed; for a reflection, the thanks and the learner's own
 * answers (no score). Retake and review when allowed.
 */
export function QuizResult({
  activityId,
  settings,
  attempt,
  canRetake,
  canReview,
  retakePending = false,
  retakeError = null,
  onRetake,
  onReview,
  onIntro,
}: QuizResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        {settings.is_refleksi ? "Terima kasih atas refleksi Anda" : "Kuis Selesai"}
      </h2>
      {settings.is_refleksi ? (
        <ReflectionAnswers attemptId={attempt.id} />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {attempt.answered_count} dari {attempt.total_questions} soal terjawab
          </p>
          <ScoreSummary settings={settings} attempt={attempt} />
          {attempt.review_state === "assessed" ? <AssessorFeedback activityId={activityId} /> : null}
        </>
      )}
      {retakeError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {retakeError}
        </p>
      ) : null}
      <ResultActions>
        {canRetake ? (
          <Button onClick={onRetake} loading={retakePending}>
            Kerjakan Ulang
          </Button>
        ) : null}
        {canReview ? (
          <Button variant="secondary" onClick={onReview}>
            Lihat Pembahasan
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onIntro}>
          Ringkasan Kuis
        </Button>
      </ResultActions>
    </section>
  );
}

function ResultActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>;
}

/** A reflection's own answers, read back (the review call; nothing is shown when it is not offered). */
function ReflectionAnswers({ attemptId }: { attemptId: number }) {
  const review = useAttemptReview(attemptId);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-800">Refleksi Anda sudah tersimpan. Berikut jawaban Anda.</p>
      {review.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {review.data ? (
        <ol className="flex flex-col gap-3">
          {review.data.questions.map((question) => (
            <li key={question.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
              <h3 className="text-sm font-bold text-slate-900">Pertanyaan {question.position}</h3>
              <RichText html={question.body} />
              <AnswerView question={question} showCorrect={false} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/**
 * The rubric state: the assessor's feedback ('Umpan Balik Asesor') and the rubric's criteria with their points,
 * from view_feedback.
 */
export function AssessorFeedback({ activityId }: { activityId: number }) {
  const feedback = useFeedback(activityId, { enabled: true });
  const titleId = useId();
  if (feedback.isPending) return <Skeleton className="h-24 w-full" />;
  if (feedback.isError) {
    return (
      <p className="text-sm text-slate-700">
        Umpan balik asesor belum dapat dimuat.{" "}
        <button
          type="button"
          onClick={() => void feedback.refetch()}
          className="font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          Coba Lagi
        </button>
      </p>
    );
  }
  const view = feedback.data;
  if (!view.feedback && view.rubric.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <h3 id={titleId} className="text-base font-bold text-slate-900">
        Umpan Balik Asesor
      </h3>
      {view.assessor_name || view.assessed_at ? (
        <p className="text-xs text-slate-600">
          {[view.assessor_name, view.assessed_at ? formatWibDateTime(view.assessed_at) : null]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      {view.feedback ? <p className="text-sm whitespace-pre-line text-slate-900">{view.feedback}</p> : null}
      {view.rubric.length > 0 ? (
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-sm font-semibold text-slate-900">Rubrik Penilaian</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Kriteria
              </th>
              <th scope="col" className="py-2 text-right font-semibold whitespace-nowrap">
                Poin
              </th>
            </tr>
          </thead>
          <tbody>
            {view.rubric.map((criterion) => (
              <tr key={criterion.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">
                  <span className="font-medium text-slate-900">{criterion.title}</span>
                  {criterion.description ? (
                    <span className="block text-xs text-slate-600">{criterion.description}</span>
                  ) : null}
                </td>
                <td className="py-2 text-right whitespace-nowrap tabular-nums">
                  {criterion.points === null ? "–" : criterion.points.toLocaleString("id-ID")} / {criterion.max_points}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

export interface TimeUpViewProps {
  attempt: AttemptSummary;
  onShowResult: () => void;
}

/** The time limit exceeded state: the answers given so far are kept (and scored). */
export function TimeUpView({ attempt, onShowResult }: TimeUpViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
    >
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-amber-950 outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        Waktu Habis
      </h2>
      <p className="text-sm text-slate-900">
        Waktu pengerjaan kuis sudah habis. Anda menjawab {attempt.answered_count} dari {attempt.total_questions} soal.
      </p>
      <p className="text-sm text-slate-900">Jawaban yang sudah Anda isi tetap tersimpan.</p>
      <Button onClick={onShowResult}>Lihat Hasil</Button>
    </section>
  );
}
