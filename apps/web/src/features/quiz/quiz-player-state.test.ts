import { describe, expect, it } from "vitest";
import { ATTEMPT_ID, attemptFixture, finishedAttemptFixture, finishFixture } from "./quiz-fixtures";
import {
  INITIAL_QUIZ_PLAYER_STATE,
  type QuizPlayerAction,
  type QuizPlayerState,
  quizPlayerReducer,
} from "./quiz-player-state";

function run(...actions: QuizPlayerAction[]): QuizPlayerState {
  return actions.reduce(quizPlayerReducer, INITIAL_QUIZ_PLAYER_STATE);
}

describe("quizPlayerReducer", () => {
  it("opens on the intro, with nothing on its way", () => {
    expect(INITIAL_QUIZ_PLAYER_STATE).toEqual({ view: { kind: "intro" }, startError: null, opening: false });
  });

  it("shows the attempt once it has started, on the page a resumed attempt was on", () => {
    const starting = run({ type: "start" });
    expect(starting.opening).toBe(true);
    expect(starting.view.kind).toBe("intro");

    const fresh = run({ type: "start" }, { type: "started", attempt: attemptFixture({ current_batch: 0 }) });
    expect(fresh).toMatchObject({ view: { kind: "attempt", firstBatch: 1 }, opening: false, startError: null });
    const resumed = run({ type: "start" }, { type: "started", attempt: attemptFixture({ current_batch: 3 }) });
    expect(resumed.view).toMatchObject({ kind: "attempt", firstBatch: 3 });
  });

  it("stays where it was with the reason when starting fails, and forgets it at the next try", () => {
    const failed = run({ type: "start" }, { type: "start-failed", message: "Kata sandi kuis salah" });
    expect(failed).toEqual({ view: { kind: "intro" }, startError: "Kata sandi kuis salah", opening: false });
    expect(quizPlayerReducer(failed, { type: "start" })).toMatchObject({ startError: null, opening: true });
  });

  it("shows the result of a finished attempt, and its review comes back to the result", () => {
    const result = finishFixture();
    const shown = run({ type: "started", attempt: attemptFixture() }, { type: "finished", result });
    expect(shown.view).toEqual({ kind: "result", result });
    const review = quizPlayerReducer(shown, { type: "review", attemptId: ATTEMPT_ID });
    expect(review.view).toEqual({ kind: "review", attemptId: ATTEMPT_ID, back: { kind: "result", result } });
    expect(quizPlayerReducer(review, { type: "back-from-review" }).view).toEqual({ kind: "result", result });
  });

  it("after the time ran out, 'Lihat Hasil' shows the result, or the intro when finishing gave none", () => {
    const result = finishFixture();
    const withResult = run({ type: "timed-out", timeUp: { attempt: finishedAttemptFixture(), result } });
    expect(withResult.view.kind).toBe("time-up");
    expect(quizPlayerReducer(withResult, { type: "show-time-up-result" }).view).toEqual({ kind: "result", result });

    const without = run({ type: "timed-out", timeUp: { attempt: finishedAttemptFixture(), result: null } });
    expect(quizPlayerReducer(without, { type: "show-time-up-result" }).view).toEqual({ kind: "intro" });
  });

  it("goes back to the intro when the attempt was finished elsewhere", () => {
    const state = run({ type: "started", attempt: attemptFixture() }, { type: "closed-elsewhere" });
    expect(state.view).toEqual({ kind: "intro" });
  });

  it("reviews from the intro back to the intro, and ignores moves that do not fit the screen shown", () => {
    const review = run({ type: "review", attemptId: 7 });
    expect(review.view).toEqual({ kind: "review", attemptId: 7, back: { kind: "intro" } });
    // a second review or a 'Lihat Hasil' outside the time-up screen changes nothing
    expect(quizPlayerReducer(review, { type: "review", attemptId: 8 })).toBe(review);
    expect(quizPlayerReducer(review, { type: "show-time-up-result" })).toBe(review);
    expect(run({ type: "back-from-review" })).toEqual(INITIAL_QUIZ_PLAYER_STATE);
  });
});
