import type { AttemptSummary, FinishResult } from "@app/domain/quiz/contracts";

/** How the attempt ended by its deadline: the closed attempt, and the finish call's answer when it came. */
export interface TimeUp {
  attempt: AttemptSummary;
  result: FinishResult | null;
}

/** The screen the quiz player shows (spec 001 section 3, quiz screen states). */
export type QuizView =
  | { kind: "intro" }
  | { kind: "attempt"; attempt: AttemptSummary; firstBatch: number }
  | { kind: "result"; result: FinishResult }
  | { kind: "time-up"; timeUp: TimeUp }
  /** The review of an attempt's answers; `back` is where 'Kembali' leads. */
  | { kind: "review"; attemptId: number; back: Exclude<QuizView, { kind: "review" }> };

export interface QuizPlayerState {
  view: QuizView;
  /** Why the last start (or retake) failed, shown where it was asked for. */
  startError: string | null;
  /** A start or retake is on its way. */
  opening: boolean;
}

export type QuizPlayerAction =
  | { type: "start" }
  | { type: "started"; attempt: AttemptSummary }
  | { type: "start-failed"; message: string }
  | { type: "finished"; result: FinishResult }
  | { type: "timed-out"; timeUp: TimeUp }
  /** The attempt was finished in another tab or device. */
  | { type: "closed-elsewhere" }
  /** 'Lihat Hasil' after the time ran out. */
  | { type: "show-time-up-result" }
  | { type: "review"; attemptId: number }
  | { type: "back-from-review" }
  | { type: "intro" };

export const INITIAL_QUIZ_PLAYER_STATE: QuizPlayerState = { view: { kind: "intro" }, startError: null, opening: false };

/**
 * The player's screens and how they follow each other. The server holds the attempt, so a reload starts on the
 * intro again, where 'Lanjutkan Kuis' resumes a running attempt.
 */
export function quizPlayerReducer(state: QuizPlayerState, action: QuizPlayerAction): QuizPlayerState {
  switch (action.type) {
    case "start":
      return { ...state, startError: null, opening: true };
    case "started":
      // a resumed attempt opens on the page the learner was on
      return {
        view: { kind: "attempt", attempt: action.attempt, firstBatch: Math.max(1, action.attempt.current_batch) },
        startError: null,
        opening: false,
      };
    case "start-failed":
      return { ...state, startError: action.message, opening: false };
    case "finished":
      return { ...state, view: { kind: "result", result: action.result } };
    case "timed-out":
      return { ...state, view: { kind: "time-up", timeUp: action.timeUp } };
    case "show-time-up-result":
      if (state.view.kind !== "time-up") return state;
      return {
        ...state,
        view: state.view.timeUp.result ? { kind: "result", result: state.view.timeUp.result } : { kind: "intro" },
      };
    case "review":
      if (state.view.kind === "review") return state;
      return { ...state, view: { kind: "review", attemptId: action.attemptId, back: state.view } };
    case "back-from-review":
      return state.view.kind === "review" ? { ...state, view: state.view.back } : state;
    case "closed-elsewhere":
    case "intro":
      return { ...state, view: { kind: "intro" } };
  }
}
