/**
 * Moving between the pages (batches) of a running quiz attempt (spec 001 section 3: is_next / is_prev, is_skip, the
 * question navigator, batch_discussion). Pure: the server has the last word on every move, and these rules decide
 * what the player asks for and what it refuses before asking.
 */

/** What the player knows about the page shown and the attempt, from the last page the server sent. */
export interface PageState {
  /** The page shown, 1-based. */
  current: number;
  /** The attempt's pages (at least 1). */
  total: number;
  /**
   * The furthest page the learner may open now (reachable_batch: without is_skip, the first page with an
   * unanswered question).
   */
  reachable: number;
  /** is_prev: the learner may go back. */
  canPrev: boolean;
  /** is_skip: the learner may move on with unanswered questions on the page. */
  canSkip: boolean;
  /** The page's answers were checked (batch_discussion): they are locked, so no answer travels with a move. */
  checked: boolean;
  /** A question of the page shown has no answer yet. */
  hasUnanswered: boolean;
}

export type PageDirection = "next" | "prev";

/** Why a move or a page is refused here, before asking the server (QUIZ_MESSAGES names the words). */
export type PageRefusal = "prev-not-allowed" | "skip-not-allowed" | "not-reached";

export type PageMove =
  /** Open `target`; `withAnswer`: the move travels with the page's last answer (is_next / is_prev). */
  | { kind: "go"; target: number; withAnswer: boolean }
  /** 'Selanjutnya' on the last page is 'Selesai': the attempt is finished instead. */
  | { kind: "finish" }
  /** Nothing comes before the first page. */
  | { kind: "stay" }
  | { kind: "refused"; reason: PageRefusal };

export function isLastPage(state: Pick<PageState, "current" | "total">): boolean {
  return state.current >= state.total;
}

/** The page the previous or next button (or Alt+← / Alt+→) leads to, or why it does not. */
export function pageMove(direction: PageDirection, state: PageState): PageMove {
  if (direction === "prev") {
    if (state.current <= 1) return { kind: "stay" };
    if (!state.canPrev) return { kind: "refused", reason: "prev-not-allowed" };
    return { kind: "go", target: state.current - 1, withAnswer: !state.checked };
  }
  if (isLastPage(state)) return { kind: "finish" };
  // a checked page is locked: its answers cannot be missing any more, and none travels with the move
  if (!state.checked && !state.canSkip && state.hasUnanswered) return { kind: "refused", reason: "skip-not-allowed" };
  return { kind: "go", target: state.current + 1, withAnswer: !state.checked };
}

export type PageAccess = { kind: "current" } | { kind: "open" } | { kind: "refused"; reason: PageRefusal };

/**
 * Whether the question navigator may open page `target` now: the page shown always; an earlier page only with
 * is_prev; a later page only up to the furthest reachable one.
 */
export function pageAccess(target: number, state: Pick<PageState, "current" | "reachable" | "canPrev">): PageAccess {
  if (target === state.current) return { kind: "current" };
  if (target < state.current && !state.canPrev) return { kind: "refused", reason: "prev-not-allowed" };
  if (target > state.reachable || target < 1) return { kind: "refused", reason: "not-reached" };
  return { kind: "open" };
}
