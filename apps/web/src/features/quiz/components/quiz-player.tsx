import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { quizErrorMessage } from "../api";
import { useQuizPlayer } from "../use-quiz-player";
import { QuizAttempt } from "./quiz-attempt";
import { QuizIntroView } from "./quiz-intro";
import { QuizResult, TimeUpView } from "./quiz-result";
import { QuizReview } from "./quiz-review";

export interface QuizPlayerProps {
  /** The quiz activity (resource_detail.id of the study page). */
  activityId: number;
  title: string;
  content: string | null;
  bobotPercentage: number;
  /**
   * An attempt has ended (finished or out of time): the activity may now be complete, so the study page refreshes
   * its progress, sidebar and report.
   */
  onAttemptClosed?: () => void;
}

/**
 * The quiz engine's player (spec 001 section 3, quiz screen states): intro, loading, started, finished, review,
 * time limit exceeded, rubric and reflection. Which screen shows, and how they follow each other, is
 * useQuizPlayer's; this component only renders the screen.
 */
export function QuizPlayer({ activityId, title, content, bobotPercentage, onAttemptClosed }: QuizPlayerProps) {
  const player = useQuizPlayer(activityId, onAttemptClosed);
  const { intro, state } = player;

  if (!intro.data) {
    if (intro.isError) {
      return (
        <ProblemPanel
          message={quizErrorMessage(intro.error, "Kuis belum dapat dimuat.")}
          onRetry={() => void intro.refetch()}
        />
      );
    }
    return <QuizLoading />;
  }

  const settings = intro.data.quiz_master_data;
  const view = state.view;
  switch (view.kind) {
    case "attempt":
      return (
        <QuizAttempt
          key={view.attempt.id}
          activityId={activityId}
          settings={settings}
          attempt={view.attempt}
          firstBatch={view.firstBatch}
          onFinished={player.onFinished}
          onTimeUp={player.onTimeUp}
          onClosedElsewhere={player.onClosedElsewhere}
        />
      );
    case "time-up":
      return <TimeUpView attempt={view.timeUp.attempt} onShowResult={player.showTimeUpResult} />;
    case "result":
      return (
        <QuizResult
          activityId={activityId}
          settings={settings}
          attempt={view.result.attempt}
          canRetake={view.result.can_retake}
          canReview={view.result.can_review}
          retakePending={state.opening}
          retakeError={state.startError}
          onRetake={player.retake}
          onReview={() => player.review(view.result.attempt.id)}
          onIntro={player.toIntro}
        />
      );
    case "review":
      return <QuizReview attemptId={view.attemptId} onBack={player.backFromReview} />;
    case "intro":
      return (
        <QuizIntroView
          intro={intro.data}
          title={title}
          content={content}
          bobotPercentage={bobotPercentage}
          starting={state.opening}
          startError={state.startError}
          onStart={player.begin}
          onReview={player.review}
        />
      );
  }
}

/** While the quiz's introduction loads. */
function QuizLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <span role="status" className="sr-only">
        Memuat kuis
      </span>
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-11 w-40" />
    </div>
  );
}
