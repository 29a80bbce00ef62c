import type { AttemptSummary, FinishResult } from "@app/domain/quiz/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { quizErrorMessage, useQuizIntro, useStartQuiz } from "../api";
import { quizKeys } from "../quiz-keys";
import { QuizAttempt, type TimeUp } from "./quiz-attempt";
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

type View =
  | { kind: "intro" }
  | { kind: "attempt"; attempt: AttemptSummary; firstBatch: number }
  | { kind: "result"; result: FinishResult }
  | { kind: "time-up"; timeUp: TimeUp }
  | { kind: "review"; attemptId: number; back: Exclude<View, { kind: "review" }> };

/**
 * The quiz engine's player (spec 001 section 3, quiz screen states): intro, loading, started, finished, review,
 * time limit exceeded, rubric and reflection. The server holds the attempt; a reload comes back to the intro,
 * where 'Lanjutkan Kuis' resumes it with the time the server says is left.
 */
export function QuizPlayer({ activityId, title, content, bobotPercentage, onAttemptClosed }: QuizPlayerProps) {
  const intro = useQuizIntro(activityId);
  const start = useStartQuiz(activityId);
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>({ kind: "intro" });
  const [startError, setStartError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);

  async function begin(password: string | null) {
    setStartError(null);
    setOpening(true);
    try {
      const attempt = await start.mutateAsync(password);
      // a resumed attempt opens on the batch the learner was on
      const firstBatch = Math.max(1, attempt.current_batch);
      setView({ kind: "attempt", attempt, firstBatch });
    } catch (error) {
      setStartError(quizErrorMessage(error, "Kuis belum dapat dimulai. Silakan coba lagi."));
      void queryClient.invalidateQueries({ queryKey: quizKeys.intro(activityId) });
    } finally {
      setOpening(false);
    }
  }

  const closed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: quizKeys.activity(activityId) });
    onAttemptClosed?.();
  }, [queryClient, activityId, onAttemptClosed]);

  const onFinished = useCallback(
    (result: FinishResult) => {
      setView({ kind: "result", result });
      closed();
    },
    [closed],
  );

  const onTimeUp = useCallback(
    (timeUp: TimeUp) => {
      setView({ kind: "time-up", timeUp });
      closed();
    },
    [closed],
  );

  if (!intro.data) {
    if (intro.isError) {
      return (
        <ProblemPanel
          message={quizErrorMessage(intro.error, "Kuis belum dapat dimuat.")}
          onRetry={() => void intro.refetch()}
        />
      );
    }
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

  const settings = intro.data.quiz_master_data;

  switch (view.kind) {
    case "attempt":
      return (
        <QuizAttempt
          key={view.attempt.id}
          activityId={activityId}
          settings={settings}
          attempt={view.attempt}
          firstBatch={view.firstBatch}
          onFinished={onFinished}
          onTimeUp={onTimeUp}
          onClosedElsewhere={() => {
            setView({ kind: "intro" });
            closed();
          }}
        />
      );
    case "time-up":
      return (
        <TimeUpView
          attempt={view.timeUp.attempt}
          onShowResult={() =>
            setView(view.timeUp.result ? { kind: "result", result: view.timeUp.result } : { kind: "intro" })
          }
        />
      );
    case "result":
      return (
        <QuizResult
          activityId={activityId}
          settings={settings}
          attempt={view.result.attempt}
          canRetake={view.result.can_retake}
          canReview={view.result.can_review}
          retakePending={opening}
          retakeError={startError}
          onRetake={() => {
            // a password is asked again on the intro
            if (settings.has_password) setView({ kind: "intro" });
            else void begin(null);
          }}
          onReview={() => setView({ kind: "review", attemptId: view.result.attempt.id, back: view })}
          onIntro={() => setView({ kind: "intro" })}
        />
      );
    case "review":
      return <QuizReview attemptId={view.attemptId} onBack={() => setView(view.back)} />;
    case "intro":
      return (
        <QuizIntroView
          intro={intro.data}
          title={title}
          content={content}
          bobotPercentage={bobotPercentage}
          starting={opening}
          startError={startError}
          onStart={(password) => void begin(password)}
          onReview={(attemptId) => setView({ kind: "review", attemptId, back: { kind: "intro" } })}
        />
      );
  }
}
