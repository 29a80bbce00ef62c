import {
  type AttemptQuestion,
  type AttemptSummary,
  type FinishResult,
  QUIZ_MESSAGES,
  type QuizSettings,
} from "@app/domain/quiz/contracts";
import { type PageDirection, type PageRefusal, pageAccess, pageMove } from "@app/domain/quiz/page-navigation";
import { batchOfPosition } from "@app/domain/quiz/rules";
import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { type AnswerDraft, answerBodyFor, draftFromSaved, draftIsAnswered } from "./answer-draft";
import {
  checkBatch,
  finishAttempt,
  quizErrorMessage,
  sendAnswer,
  timeUpAttempt,
  useAttemptBatch,
  useBatchCheck,
  useFinishAttempt,
} from "./api";
import { attemptReducer, initialAttemptState } from "./attempt-state";
import type { DraftUpdate } from "./components/question-card";
import { quizKeys } from "./quiz-keys";
import type { TimeUp } from "./quiz-player-state";
import { useAttemptCountdown } from "./use-attempt-countdown";
import { useAutosave } from "./use-autosave";

export interface QuizAttemptOptions {
  activityId: number;
  settings: QuizSettings;
  /** The attempt as start answered it (a resumed one carries its remaining time). */
  attempt: AttemptSummary;
  firstBatch: number;
  onFinished: (result: FinishResult) => void;
  onTimeUp: (timeUp: TimeUp) => void;
  /** The attempt was finished elsewhere (another tab or device). */
  onClosedElsewhere: () => void;
}

const REFUSALS: Record<PageRefusal, string> = {
  "prev-not-allowed": QUIZ_MESSAGES.prevNotAllowed,
  "skip-not-allowed": QUIZ_MESSAGES.skipNotAllowed,
  "not-reached": QUIZ_MESSAGES.batchNotReached,
};

/** Text fields keep Alt+arrows for themselves (moving by word on some systems). */
function isTextField(target: EventTarget): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !["radio", "checkbox", "button", "submit", "file", "reset"].includes(target.type);
}

/**
 * A running attempt: one page (batch) of questions at a time, the drafts and their autosave, the countdown, the moves
 * between pages (the rules of @app/domain/quiz/page-navigation, with the server's last word), checking a page's
 * answers (batch_discussion) and finishing. The page's state is attemptReducer's; this hook runs the calls.
 */
export function useQuizAttempt({
  activityId,
  settings,
  attempt: started,
  firstBatch,
  onFinished,
  onTimeUp,
  onClosedElsewhere,
}: QuizAttemptOptions) {
  const attemptId = started.id;
  const [state, dispatch] = useReducer(attemptReducer, firstBatch, initialAttemptState);
  const { batch, moving, checking } = state;
  const [summary, setSummary] = useState(started);
  const [drafts, setDrafts] = useState<Record<number, AnswerDraft>>({});
  const draftsRef = useRef(drafts);
  const questions = useRef(new Map<number, AttemptQuestion>());
  const ended = useRef(false);
  const focusPending = useRef(true);
  const focusNotePending = useRef(false);
  const checkedNote = useRef<HTMLParagraphElement>(null);
  const firstHeading = useRef<HTMLHeadingElement>(null);
  const headingRefs = useRef(new Map<number, HTMLHeadingElement>());
  const finish = useFinishAttempt(activityId);
  const query = useAttemptBatch(attemptId, batch);
  const data = query.data?.batch === batch ? query.data : undefined;
  const queryClient = useQueryClient();
  // a checked page shows its correct answers and discussion instead of the inputs: its answers are locked
  const isChecked = data ? data.is_checked || state.checkedHere.has(data.batch) : false;
  const check = useBatchCheck(attemptId, batch, { enabled: isChecked });
  const checkData = isChecked && check.data?.batch === batch ? check.data : undefined;
  const context = { attemptId, activityId };

  const draftOf = useCallback(
    (question: AttemptQuestion): AnswerDraft => draftsRef.current[question.id] ?? draftFromSaved(question),
    [],
  );

  // ---- the end of the attempt by its deadline -----------------------------------------------------------------

  const autosaveRef = useRef<ReturnType<typeof useAutosave> | null>(null);
  const summaryRef = useRef(summary);
  summaryRef.current = summary;
  const onTimeUpRef = useRef(onTimeUp);
  onTimeUpRef.current = onTimeUp;
  const onClosedElsewhereRef = useRef(onClosedElsewhere);
  onClosedElsewhereRef.current = onClosedElsewhere;

  const expire = useCallback(
    async (closed: AttemptSummary | null, flushFirst: boolean) => {
      if (ended.current) return;
      ended.current = true;
      // answers typed just before 0 still count within the server's grace: they are sent first
      if (flushFirst) await autosaveRef.current?.flush();
      autosaveRef.current?.stop();
      let result: FinishResult | null = null;
      try {
        // the server closes a timed-out attempt itself; finishing settles its score and the activity's completion
        result = await finishAttempt(attemptId);
      } catch (error) {
        console.warn("Finishing the timed-out attempt failed", error);
      }
      onTimeUpRef.current({
        attempt: result?.attempt ?? closed ?? { ...summaryRef.current, remaining_seconds: 0 },
        result,
      });
    },
    [attemptId],
  );

  const countdown = useAttemptCountdown(started.remaining_seconds, () => void expire(null, true));

  const applySummary = useCallback(
    (next: AttemptSummary) => {
      setSummary(next);
      countdown.sync(next.remaining_seconds);
    },
    [countdown.sync],
  );

  const autosave = useAutosave({
    send: (questionId) => {
      const question = questions.current.get(questionId);
      if (!question) return Promise.reject(new Error(`Question ${questionId} is not in this attempt`));
      return sendAnswer(answerBodyFor(question, draftOf(question), context, "stay"));
    },
    onSaved: (result) => applySummary(result.attempt),
    onTimeUp: (closed) => void expire(closed, false),
  });
  autosaveRef.current = autosave;

  /** A refusal of the server after the deadline ends the attempt; any other is said above the buttons. */
  function refusedOrTimedOut(error: unknown, fallback: string) {
    const closed = timeUpAttempt(error);
    if (closed) {
      void expire(closed === "time-up-without-data" ? null : closed, false);
      return;
    }
    dispatch({ type: "refused", message: quizErrorMessage(error, fallback) });
  }

  // ---- a page arrives -------------------------------------------------------------------------------------------

  useEffect(() => {
    if (!data) return;
    for (const question of data.questions) questions.current.set(question.id, question);
    setDrafts((current) => {
      const missing = data.questions.filter((question) => !(question.id in current));
      if (missing.length === 0) return current;
      const next = { ...current };
      for (const question of missing) next[question.id] = draftFromSaved(question);
      draftsRef.current = next;
      return next;
    });
    applySummary(data.attempt);
    if (data.attempt.state === "timed_out") void expire(data.attempt, false);
    else if (data.attempt.state === "finished" && !ended.current) {
      ended.current = true;
      autosaveRef.current?.stop();
      onClosedElsewhereRef.current();
    }
  }, [data, applySummary, expire]);

  // closing the tab while an answer is still on its way (or lost by the connection) asks first
  const unsaved = autosave.state === "saving" || autosave.state === "offline";
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  // focus moves to the first question of a page that has just opened (a checked one once its answers are shown),
  // and to the note of a page just checked
  useEffect(() => {
    if (!data) return;
    if (focusNotePending.current && checkData && checkedNote.current) {
      focusNotePending.current = false;
      checkedNote.current.focus();
      return;
    }
    if (!focusPending.current || !firstHeading.current) return;
    focusPending.current = false;
    firstHeading.current.focus();
  }, [data, checkData]);

  function change(question: AttemptQuestion, update: DraftUpdate, delayMs: number) {
    const next = { ...draftsRef.current, [question.id]: update(draftOf(question)) };
    draftsRef.current = next;
    setDrafts(next);
    autosave.changed(question.id, delayMs);
  }

  // ---- moving between pages -----------------------------------------------------------------------------------

  function goTo(next: number) {
    focusPending.current = true;
    dispatch({ type: "go", batch: next });
  }

  /** Waits for the answers still being saved, showing the move as busy meanwhile. */
  async function flushWhileMoving() {
    dispatch({ type: "moving", moving: true });
    await autosave.flush();
    dispatch({ type: "moving", moving: false });
  }

  async function move(direction: PageDirection) {
    if (!data || moving || checking || ended.current) return;
    const decision = pageMove(direction, {
      current: data.batch,
      total: data.total_batches,
      reachable: data.reachable_batch,
      canPrev: data.can_prev,
      canSkip: data.can_skip,
      checked: isChecked,
      hasUnanswered: data.questions.some((q) => !draftIsAnswered(q.type, draftOf(q))),
    });
    if (decision.kind === "finish") return openFinish();
    dispatch({ type: "clear-error" });
    switch (decision.kind) {
      case "stay":
        return;
      case "refused":
        dispatch({ type: "refused", message: REFUSALS[decision.reason] });
        return;
      case "go":
        break;
    }
    const anchor = data.questions[data.questions.length - 1];
    if (!decision.withAnswer) {
      // a checked page's answers are locked: no answer travels with the move, the page is asked for as the
      // navigator does (the server refuses one the learner may not open)
      await flushWhileMoving();
      goTo(decision.target);
      return;
    }
    if (!anchor) {
      goTo(decision.target);
      return;
    }
    dispatch({ type: "moving", moving: true });
    try {
      await autosave.flush();
      // the move travels with the answer of the page's last question (spec 001: is_next / is_prev)
      const result = await sendAnswer(answerBodyFor(anchor, draftOf(anchor), context, direction));
      applySummary(result.attempt);
      if (result.next_batch !== batch) goTo(result.next_batch);
    } catch (error) {
      refusedOrTimedOut(error, "Belum dapat berpindah halaman. Silakan coba lagi.");
    } finally {
      dispatch({ type: "moving", moving: false });
    }
  }

  /** A question number of the navigator: its page, or its heading when it is on the page shown. */
  async function jumpTo(position: number) {
    if (!data || checking) return;
    const target = batchOfPosition(position, settings.question_per_batch);
    const access = pageAccess(target, { current: batch, reachable: data.reachable_batch, canPrev: data.can_prev });
    if (access.kind === "current") {
      const question = data.questions.find((q) => q.position === position);
      if (question) headingRefs.current.get(question.id)?.focus();
      return;
    }
    if (access.kind === "refused") {
      dispatch({ type: "refused", message: REFUSALS[access.reason] });
      return;
    }
    dispatch({ type: "clear-error" });
    await flushWhileMoving();
    goTo(target);
  }

  /** 'Cek Jawaban': the waiting answers are saved first, then the server checks the page and locks it. */
  async function checkPage() {
    if (!data || checking || moving || ended.current) return;
    const page = data.batch;
    dispatch({ type: "clear-error" });
    dispatch({ type: "checking", checking: true });
    try {
      const saved = await autosave.flush();
      if (!saved) {
        // checking locks the answers: not while the latest of them have not reached the server
        dispatch({
          type: "refused",
          message: "Jawaban belum tersimpan: koneksi terputus. Periksa koneksi internet Anda, lalu coba lagi.",
        });
        return;
      }
      const result = await checkBatch(attemptId, page);
      queryClient.setQueryData(quizKeys.batchCheck(attemptId, page), result);
      applySummary(result.attempt);
      focusNotePending.current = true;
      dispatch({ type: "checked", batch: page });
    } catch (error) {
      refusedOrTimedOut(error, "Jawaban belum dapat diperiksa. Silakan coba lagi.");
    } finally {
      dispatch({ type: "checking", checking: false });
    }
  }

  async function openFinish() {
    if (ended.current || checking) return;
    dispatch({ type: "clear-finish-error" });
    await flushWhileMoving();
    dispatch({ type: "confirm-finish" });
  }

  async function confirmFinish() {
    dispatch({ type: "clear-finish-error" });
    await autosave.flush();
    finish.mutate(attemptId, {
      onSuccess: (result) => {
        ended.current = true;
        autosave.stop();
        dispatch({ type: "cancel-finish" });
        onFinished(result);
      },
      onError: (error) => {
        const closed = timeUpAttempt(error);
        if (closed) {
          dispatch({ type: "cancel-finish" });
          void expire(closed === "time-up-without-data" ? null : closed, false);
          return;
        }
        dispatch({
          type: "finish-failed",
          message: quizErrorMessage(error, "Kuis belum dapat diselesaikan. Silakan coba lagi."),
        });
      },
    });
  }

  /** Alt+→ and Alt+← work wherever focus is inside the attempt, except in a text field. */
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    if (isTextField(event.target)) return;
    event.preventDefault();
    void move(event.key === "ArrowLeft" ? "prev" : "next");
  }

  // ---- what the navigator knows ---------------------------------------------------------------------------------

  // the server's word for every page, then this visit's drafts (which may be ahead of the last save)
  const answeredByPosition = new Map<number, boolean>((data?.answered_positions ?? []).map((p) => [p, true]));
  for (const question of questions.current.values()) {
    answeredByPosition.set(question.position, draftIsAnswered(question.type, drafts[question.id] ?? draftOf(question)));
  }

  /** Keeps each question's heading, so the navigator can focus it and a new page focuses its first. */
  function headingRef(question: AttemptQuestion, index: number) {
    return (element: HTMLHeadingElement | null) => {
      if (index === 0) firstHeading.current = element;
      if (element) headingRefs.current.set(question.id, element);
      else headingRefs.current.delete(question.id);
    };
  }

  return {
    state,
    summary,
    data,
    query,
    check,
    checkData,
    isChecked,
    isLast: data ? data.batch >= data.total_batches : false,
    countdown,
    autosave,
    finishing: finish.isPending,
    answeredByPosition,
    checkedNote,
    headingRef,
    draftOf: (question: AttemptQuestion) => drafts[question.id] ?? draftOf(question),
    change,
    move: (direction: PageDirection) => void move(direction),
    jumpTo: (position: number) => void jumpTo(position),
    backToFirstBatch: () => goTo(firstBatch),
    checkPage: () => void checkPage(),
    openFinish: () => void openFinish(),
    confirmFinish: () => void confirmFinish(),
    cancelFinish: () => dispatch({ type: "cancel-finish" }),
    openPassage: (passage: AttemptQuestion["group"]) => dispatch({ type: "passage", passage }),
    closePassage: () => dispatch({ type: "passage", passage: null }),
    onKeyDown,
  };
}
