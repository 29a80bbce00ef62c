import type { AttemptQuestion } from "@app/domain/quiz/contracts";

/** What a running attempt shows besides its questions and answers: the page, and the state of moving around. */
export interface AttemptState {
  /** The page (batch) asked for; its questions may still be on their way. */
  batch: number;
  /** Why the last move, check or page pick was refused, shown above the buttons. */
  navError: string | null;
  /** A move to another page (or the save before it) is on its way. */
  moving: boolean;
  /** 'Cek Jawaban' is on its way. */
  checking: boolean;
  /** The 'Selesaikan Kuis?' dialog is open. */
  confirming: boolean;
  /** Why finishing failed, shown in that dialog. */
  finishError: string | null;
  /** The reading passage opened in a dialog, if any. */
  passage: AttemptQuestion["group"];
  /** Pages checked in this visit (a page opened again says is_checked itself). */
  checkedHere: ReadonlySet<number>;
}

export type AttemptAction =
  | { type: "go"; batch: number }
  | { type: "refused"; message: string }
  | { type: "clear-error" }
  | { type: "moving"; moving: boolean }
  | { type: "checking"; checking: boolean }
  | { type: "checked"; batch: number }
  | { type: "confirm-finish" }
  | { type: "cancel-finish" }
  | { type: "finish-failed"; message: string }
  | { type: "clear-finish-error" }
  | { type: "passage"; passage: AttemptQuestion["group"] };

export function initialAttemptState(firstBatch: number): AttemptState {
  return {
    batch: firstBatch,
    navError: null,
    moving: false,
    checking: false,
    confirming: false,
    finishError: null,
    passage: null,
    checkedHere: new Set(),
  };
}

export function attemptReducer(state: AttemptState, action: AttemptAction): AttemptState {
  switch (action.type) {
    case "go":
      return { ...state, batch: action.batch };
    case "refused":
      return { ...state, navError: action.message };
    case "clear-error":
      return state.navError === null ? state : { ...state, navError: null };
    case "moving":
      return { ...state, moving: action.moving };
    case "checking":
      return { ...state, checking: action.checking };
    case "checked":
      return { ...state, checkedHere: new Set(state.checkedHere).add(action.batch) };
    case "confirm-finish":
      return { ...state, confirming: true };
    case "cancel-finish":
      return { ...state, confirming: false };
    case "finish-failed":
      return { ...state, finishError: action.message };
    case "clear-finish-error":
      return state.finishError === null ? state : { ...state, finishError: null };
    case "passage":
      return { ...state, passage: action.passage };
  }
}
