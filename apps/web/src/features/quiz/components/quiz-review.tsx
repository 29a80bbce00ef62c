import type { ReviewQuestion } from "@app/domain/quiz/contracts";
import { type Ref, useEffect, useId, useRef } from "react";
import { Button } from "../../../shared/ui/button";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { RichText } from "../../../shared/ui/rich-text";
import { Skeleton } from "../../../shared/ui/skeleton";
import { quizErrorMessage, useAttemptReview } from "../api";
import { AnswerView, CorrectnessTag, pointsAwardedText } from "./answer-view";
import { QuestionStem } from "./question-stem";

export interface QuizReviewProps {
  attemptId: number;
  onBack: () => void;
}

/**
 * The review / check-answer state: every question with the learner's answer, the points awarded and the
 * discussion. Right and wrong, and the correct answers, only when the server says they may be shown
 * (shows_correct_answers: the multiple-choice correct answer shown state).
 */
export function QuizReview({ attemptId, onBack }: QuizReviewProps) {
  const review = useAttemptReview(attemptId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  // the button that opened the review is gone: focus moves to its heading
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-slate-900 outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          Pembahasan
        </h2>
        <Button variant="secondary" size="sm" onClick={onBack}>
          Kembali
        </Button>
      </div>
      {review.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            Memuat pembahasan
          </span>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : review.isError ? (
        <ProblemPanel
          message={quizErrorMessage(review.error, "Pembahasan belum dapat dimuat.")}
          onRetry={() => void review.refetch()}
        />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {review.data.attempt.answered_count} dari {review.data.attempt.total_questions} soal terjawab
            {review.data.attempt.score_label !== null ? ` · Nilai ${review.data.attempt.score_label}` : ""}
          </p>
          {review.data.shows_correct_answers ? null : (
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
              Kunci jawaban tidak ditampilkan untuk kuis ini.
            </p>
          )}
          <ol className="flex flex-col gap-4">
            {review.data.questions.map((question) => (
              <li key={question.id}>
                <ReviewCard question={question} showCorrect={review.data.shows_correct_answers} />
              </li>
            ))}
          </ol>
          <Button variant="secondary" onClick={onBack} className="self-start">
            Kembali
          </Button>
        </>
      )}
    </section>
  );
}

export interface ReviewCardProps {
  question: ReviewQuestion;
  showCorrect: boolean;
  /** The heading receives focus (the attempt's checked page: when it opens, or from the question navigator). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One reviewed question: the answer, right or wrong, the points and the discussion (also a checked page's). */
export function ReviewCard({ question, showCorrect, headingRef }: ReviewCardProps) {
  const headingId = useId();
  const points = pointsAwardedText(question.points_awarded, question.points);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="mr-auto text-base font-bold text-slate-900 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Soal {question.position}
        </h3>
        <CorrectnessTag question={question} showCorrect={showCorrect} />
        {points ? <span className="text-sm font-medium text-slate-800">{points}</span> : null}
      </header>
      <QuestionStem question={question} withPassage />
      <AnswerView question={question} showCorrect={showCorrect} />
      {question.discussion ? (
        <section className="rounded-lg border-l-4 border-brand-600 bg-brand-50 px-3 py-2">
          <h4 className="text-sm font-bold text-slate-900">Pembahasan</h4>
          <RichText html={question.discussion} />
        </section>
      ) : null}
    </article>
  );
}
