import { QUIZ_MESSAGES } from "@app/domain/quiz/contracts";
import { describe, expect, it } from "vitest";
import { type AttemptAction, type AttemptState, attemptReducer, initialAttemptState } from "./attempt-state";

function run(firstBatch: number, ...actions: AttemptAction[]): AttemptState {
  return actions.reduce(attemptReducer, initialAttemptState(firstBatch));
}

describe("attemptReducer", () => {
  it("starts on the first page given, with nothing refused, open or on its way", () => {
    expect(initialAttemptState(2)).toEqual({
      batch: 2,
      navError: null,
      moving: false,
      checking: false,
      confirming: false,
      finishError: null,
      passage: null,
      checkedHere: new Set(),
    });
  });

  it("moves to another page and keeps a refusal until it is cleared", () => {
    const refused = run(1, { type: "refused", message: QUIZ_MESSAGES.prevNotAllowed });
    expect(refused.navError).toBe(QUIZ_MESSAGES.prevNotAllowed);
    const moved = run(1, { type: "refused", message: "x" }, { type: "clear-error" }, { type: "go", batch: 2 });
    expect(moved).toMatchObject({ batch: 2, navError: null });
  });

  it("remembers the pages checked in this visit", () => {
    const state = run(1, { type: "checked", batch: 1 }, { type: "go", batch: 2 }, { type: "checked", batch: 2 });
    expect([...state.checkedHere]).toEqual([1, 2]);
    // the set is new, so React sees the change
    const before = run(1);
    expect(attemptReducer(before, { type: "checked", batch: 1 }).checkedHere).not.toBe(before.checkedHere);
  });

  it("opens the finish dialog, keeps its refusal, and closes it", () => {
    const failed = run(
      3,
      { type: "confirm-finish" },
      { type: "finish-failed", message: "Kuis belum dapat diselesaikan." },
    );
    expect(failed).toMatchObject({ confirming: true, finishError: "Kuis belum dapat diselesaikan." });
    expect(run(3, { type: "confirm-finish" }, { type: "cancel-finish" }).confirming).toBe(false);
    expect(attemptReducer(failed, { type: "clear-finish-error" }).finishError).toBeNull();
  });

  it("opens and closes a reading passage", () => {
    const passage = { id: 4, title: "Bacaan 1", passage: "<p>Teks</p>" };
    expect(run(1, { type: "passage", passage }).passage).toEqual(passage);
    expect(run(1, { type: "passage", passage }, { type: "passage", passage: null }).passage).toBeNull();
  });

  it("shows a move or a check as busy while it is on its way", () => {
    expect(run(1, { type: "moving", moving: true }).moving).toBe(true);
    expect(run(1, { type: "moving", moving: true }, { type: "moving", moving: false }).moving).toBe(false);
    expect(run(1, { type: "checking", checking: true }).checking).toBe(true);
  });
});
