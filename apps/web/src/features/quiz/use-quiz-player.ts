import type { FinishResult } from "@app/domain/quiz/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useReducer } from "react";
import { quizErrorMessage, useQuizIntro, useStartQuiz } from "./api";
import { quizKeys } from "./quiz-keys";
import { INITIAL_QUIZ_PLAYER_STATE, quizPlayerReducer, type TimeUp } from "./quiz-player-state";

/**
 * The quiz player's state with the calls that move it: starting (or resuming) an attempt, and what happens when an
 * attempt ends — the activity may then be complete, so the quiz and the study page around it are asked again.
 */
export function useQuizPlayer(activityId: number, onAttemptClosed: (() => void) | undefined) {
  const intro = useQuizIntro(activityId);
  const start = useStartQuiz(activityId);
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(quizPlayerReducer, INITIAL_QUIZ_PLAYER_STATE);

  async function begin(password: string | null) {
    dispatch({ type: "start" });
    try {
      dispatch({ type: "started", attempt: await start.mutateAsync(password) });
    } catch (error) {
      dispatch({
        type: "start-failed",
        message: quizErrorMessage(error, "Kuis belum dapat dimulai. Silakan coba lagi."),
      });
      void queryClient.invalidateQueries({ queryKey: quizKeys.intro(activityId) });
    }
  }

  const closed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: quizKeys.activity(activityId) });
    onAttemptClosed?.();
  }, [queryClient, activityId, onAttemptClosed]);

  const onFinished = useCallback(
    (result: FinishResult) => {
      dispatch({ type: "finished", result });
      closed();
    },
    [closed],
  );

  const onTimeUp = useCallback(
    (timeUp: TimeUp) => {
      dispatch({ type: "timed-out", timeUp });
      closed();
    },
    [closed],
  );

  const onClosedElsewhere = useCallback(() => {
    dispatch({ type: "closed-elsewhere" });
    closed();
  }, [closed]);

  /** 'Kerjakan Ulang': a quiz with a password asks for it again on the intro; any other starts at once. */
  function retake() {
    if (intro.data?.quiz_master_data.has_password) dispatch({ type: "intro" });
    else void begin(null);
  }

  return {
    intro,
    state,
    begin: (password: string | null) => void begin(password),
    retake,
    onFinished,
    onTimeUp,
    onClosedElsewhere,
    showTimeUpResult: () => dispatch({ type: "show-time-up-result" }),
    review: (attemptId: number) => dispatch({ type: "review", attemptId }),
    backFromReview: () => dispatch({ type: "back-from-review" }),
    toIntro: () => dispatch({ type: "intro" }),
  };
}
