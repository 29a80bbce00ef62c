import {
  type AttemptQuestion,
  type AttemptSummary,
  type FinishResult,
  QUIZ_MESSAGES,
  type QuizSettings,
} from "@app/domain/quiz/contracts";
import { batchOfPosition, formatCountdown } from "@app/domain/quiz/rules";
import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { Skeleton } from "../../../shared/ui/skeleton";
import { type AnswerDraft, answerBodyFor, draftFromSaved, draftIsAnswered } from "../answer-draft";
import {
  checkBatch,
  finishAttempt,
  quizErrorMessage,
  sendAnswer,
  timeUpAttempt,
  useAttemptBatch,
  useBatchCheck,
  useFinishAttempt,
} from "../api";
import { quizKeys } from "../quiz-keys";
import { useAttemptCountdown } from "../use-attempt-countdown";
import { type SaveState, useAutosave } from "../use-autosave";
import { type DraftUpdate, QuestionCard } from "./question-card";
import { ReviewCard } from "./quiz-review";
import { RichHtml } from "./rich-html";

/** How the attempt ended by its deadline: the closed attempt, and the finish call's answer when it came. */
export interface TimeUp {
  attempt: AttemptSummary;
  result: FinishResult | null;
}

export interface QuizAttemptProps {
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

const SAVE_TEXT: Record<SaveState, string> = {
  idle: "",
  saving: "Menyimpan…",
  saved: "Tersimpan",
  offline: "Belum tersimpan: koneksi terputus. Jawabanmu dikirim ulang pada penyimpanan berikutnya.",
  refused: "Ada jawaban yang belum tersimpan.",
};

/** Text fields keep Alt+arrows for themselves (moving by word on some systems). */
function isTextField(target: EventTarget): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !["radio", "checkbox", "button", "submit", "file", "reset"].includes(target.type);
}

/**
 * The started state: one batch of questions at a time, the question navigator, autosave, the countdown, the moves
 * between batches (is_next / is_prev, as the server allows), checking a page's answers (batch_discussion: the
 * check-answer state) and finishing.
 */
export function QuizAttempt({
  activityId,
  settings,
  attempt: started,
  firstBatch,
  onFinished,
  onTimeUp,
  onClosedElsewhere,
}: QuizAttemptProps) {
  const attemptId = started.id;
  const [batch, setBatch] = useState(firstBatch);
  const [summary, setSummary] = useState(started);
  const [drafts, setDrafts] = useState<Record<number, AnswerDraft>>({});
  const draftsRef = useRef(drafts);
  const questions = useRef(new Map<number, AttemptQuestion>());
  const [navError, setNavError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const [passage, setPassage] = useState<AttemptQuestion["group"]>(null);
  const [checking, setChecking] = useState(false);
  /** Pages checked in this visit (a page opened again says is_checked itself). */
  const [checkedHere, setCheckedHere] = useState<ReadonlySet<number>>(() => new Set());
  const ended = useRef(false);
  const focusPending = useRef(true);
  const focusNotePending = useRef(false);
  const checkedNote = useRef<HTMLParagraphElement>(null);
  const firstHeading = useRef<HTMLHeadingElement>(null);
  const headingRefs = useRef(new Map<number, HTMLHeadingElement>());
  const titleId = useId();
  const finish = useFinishAttempt(activityId);
  const query = useAttemptBatch(attemptId, batch);
  const data = query.data?.batch === batch ? query.data : undefined;
  const queryClient = useQueryClient();
  // a checked page shows its correct answers and discussion instead of the inputs: its answers are locked
  const isChecked = data ? data.is_checked || checkedHere.has(data.batch) : false;
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

  // ---- a batch arrives ----------------------------------------------------------------------------------------

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

  // focus moves to the first question of a batch that has just opened (a checked one once its answers are shown),
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

  // ---- moving between batches ---------------------------------------------------------------------------------

  function goTo(next: number) {
    focusPending.current = true;
    setBatch(next);
  }

  async function move(direction: "next" | "prev") {
    if (!data || moving || checking || ended.current) return;
    setNavError(null);
    // nothing comes before the first page
    if (direction === "prev" && data.batch <= 1) return;
    if (direction === "prev" && !data.can_prev) {
      setNavError(QUIZ_MESSAGES.prevNotAllowed);
      return;
    }
    if (isChecked) {
      // a checked page's answers are locked: no answer travels with the move, the page is asked for as the
      // navigator does (the server refuses one the learner may not open)
      setMoving(true);
      await autosave.flush();
      setMoving(false);
      goTo(direction === "next" ? batch + 1 : batch - 1);
      return;
    }
    if (direction === "next" && !data.can_skip && data.questions.some((q) => !draftIsAnswered(q.type, draftOf(q)))) {
      setNavError(QUIZ_MESSAGES.skipNotAllowed);
      return;
    }
    const anchor = data.questions[data.questions.length - 1];
    if (!anchor) {
      goTo(direction === "next" ? batch + 1 : batch - 1);
      return;
    }
    setMoving(true);
    try {
      await autosave.flush();
      // the move travels with the answer of the batch's last question (spec 001: is_next / is_prev)
      const result = await sendAnswer(answerBodyFor(anchor, draftOf(anchor), context, direction));
      applySummary(result.attempt);
      if (result.next_batch !== batch) goTo(result.next_batch);
    } catch (error) {
      const closed = timeUpAttempt(error);
      if (closed) {
        void expire(closed === "time-up-without-data" ? null : closed, false);
        return;
      }
      setNavError(quizErrorMessage(error, "Belum dapat berpindah halaman. Silakan coba lagi."));
    } finally {
      setMoving(false);
    }
  }

  async function jumpTo(position: number) {
    if (!data || checking) return;
    const target = batchOfPosition(position, settings.question_per_batch);
    if (target === batch) {
      const question = data.questions.find((q) => q.position === position);
      if (question) headingRefs.current.get(question.id)?.focus();
      return;
    }
    if (target < batch && !data.can_prev) {
      setNavError(QUIZ_MESSAGES.prevNotAllowed);
      return;
    }
    if (target > data.reachable_batch) {
      setNavError(QUIZ_MESSAGES.batchNotReached);
      return;
    }
    setNavError(null);
    setMoving(true);
    await autosave.flush();
    setMoving(false);
    goTo(target);
  }

  /** 'Cek Jawaban': the waiting answers are saved first, then the server checks the page and locks it. */
  async function checkPage() {
    if (!data || checking || moving || ended.current) return;
    const page = data.batch;
    setNavError(null);
    setChecking(true);
    try {
      const saved = await autosave.flush();
      if (!saved) {
        // checking locks the answers: not while the latest of them have not reached the server
        setNavError("Jawaban belum tersimpan: koneksi terputus. Periksa koneksi internetmu, lalu coba lagi.");
        return;
      }
      const result = await checkBatch(attemptId, page);
      queryClient.setQueryData(quizKeys.batchCheck(attemptId, page), result);
      applySummary(result.attempt);
      focusNotePending.current = true;
      setCheckedHere((current) => new Set(current).add(page));
    } catch (error) {
      const closed = timeUpAttempt(error);
      if (closed) {
        void expire(closed === "time-up-without-data" ? null : closed, false);
        return;
      }
      setNavError(quizErrorMessage(error, "Jawaban belum dapat diperiksa. Silakan coba lagi."));
    } finally {
      setChecking(false);
    }
  }

  async function openFinish() {
    if (ended.current || checking) return;
    setFinishError(null);
    setMoving(true);
    await autosave.flush();
    setMoving(false);
    setConfirming(true);
  }

  async function confirmFinish() {
    setFinishError(null);
    await autosave.flush();
    finish.mutate(attemptId, {
      onSuccess: (result) => {
        ended.current = true;
        autosave.stop();
        setConfirming(false);
        onFinished(result);
      },
      onError: (error) => {
        const closed = timeUpAttempt(error);
        if (closed) {
          setConfirming(false);
          void expire(closed === "time-up-without-data" ? null : closed, false);
          return;
        }
        setFinishError(quizErrorMessage(error, "Kuis belum dapat diselesaikan. Silakan coba lagi."));
      },
    });
  }

  const isLast = data ? data.batch >= data.total_batches : false;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    if (isTextField(event.target)) return;
    event.preventDefault();
    if (event.key === "ArrowLeft") void move("prev");
    else if (isLast) void openFinish();
    else void move("next");
  }

  // ---- what the navigator knows ---------------------------------------------------------------------------------

  // the server's word for every page, then this visit's drafts (which may be ahead of the last save)
  const answeredByPosition = new Map<number, boolean>((data?.answered_positions ?? []).map((p) => [p, true]));
  for (const question of questions.current.values()) {
    answeredByPosition.set(question.position, draftIsAnswered(question.type, drafts[question.id] ?? draftOf(question)));
  }
  const unanswered = Math.max(0, summary.total_questions - summary.answered_count);
  const left = countdown.secondsLeft;
  const timed = settings.is_show_timer && left !== null;

  return (
    // the Alt+arrow shortcuts of the buttons below work wherever focus is inside the attempt
    <section aria-labelledby={titleId} onKeyDown={onKeyDown} className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {settings.title || "Kuis"}
        </h2>
        {data ? (
          <p className="text-sm text-slate-700">
            Halaman {data.batch} dari {data.total_batches} · {summary.answered_count} dari {summary.total_questions}{" "}
            soal terjawab
          </p>
        ) : null}
      </header>

      <QuestionNavigator
        total={summary.total_questions}
        perBatch={settings.question_per_batch}
        currentBatch={batch}
        reachableBatch={data?.reachable_batch ?? batch}
        canPrev={data?.can_prev ?? false}
        answered={answeredByPosition}
        disabled={!data || moving || checking}
        onPick={(position) => void jumpTo(position)}
      />

      {query.isError && !data ? (
        <ProblemPanel
          message={quizErrorMessage(query.error, "Soal belum dapat dimuat.")}
          onRetry={() => void query.refetch()}
          action={
            batch !== firstBatch ? (
              <Button variant="ghost" onClick={() => goTo(firstBatch)}>
                Kembali ke halaman sebelumnya
              </Button>
            ) : undefined
          }
        />
      ) : !data ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span role="status" className="sr-only">
            Memuat soal
          </span>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : isChecked ? (
        check.isError && !checkData ? (
          <ProblemPanel
            message={quizErrorMessage(check.error, "Pembahasan halaman ini belum dapat dimuat.")}
            onRetry={() => void check.refetch()}
          />
        ) : !checkData ? (
          <div aria-busy="true" className="flex flex-col gap-4">
            <span role="status" className="sr-only">
              Memuat pembahasan
            </span>
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : (
          <>
            <p
              ref={checkedNote}
              tabIndex={-1}
              className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800 outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              Jawaban halaman ini sudah diperiksa dan tidak dapat diubah.
            </p>
            <ol className="flex flex-col gap-4" aria-label={`Soal halaman ${data.batch}`}>
              {checkData.questions.map((question, index) => (
                <li key={question.id}>
                  <ReviewCard
                    question={question}
                    showCorrect
                    headingRef={(element) => {
                      if (index === 0) firstHeading.current = element;
                      if (element) headingRefs.current.set(question.id, element);
                      else headingRefs.current.delete(question.id);
                    }}
                  />
                </li>
              ))}
            </ol>
          </>
        )
      ) : (
        <ol className="flex flex-col gap-4" aria-label={`Soal halaman ${data.batch}`}>
          {data.questions.map((question, index) => (
            <li key={question.id}>
              <QuestionCard
                question={question}
                draft={drafts[question.id] ?? draftOf(question)}
                onChange={(update, delay) => change(question, update, delay)}
                refusal={autosave.refusals[question.id]}
                headingRef={(element) => {
                  if (index === 0) firstHeading.current = element;
                  if (element) headingRefs.current.set(question.id, element);
                  else headingRefs.current.delete(question.id);
                }}
                onOpenPassage={question.group ? () => setPassage(question.group) : undefined}
              />
            </li>
          ))}
        </ol>
      )}

      {data?.can_check && !isChecked ? (
        <Button
          variant="secondary"
          onClick={() => void checkPage()}
          loading={checking}
          disabled={moving}
          className="self-start"
        >
          Cek Jawaban
        </Button>
      ) : null}

      {navError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {navError}
        </p>
      ) : null}

      <div className="sticky bottom-0 z-20 rounded-t-xl border border-slate-200 bg-white/95 px-3 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:rounded-xl">
        <div className="flex items-center gap-2">
          {data?.can_prev && data.batch > 1 ? (
            <Button
              variant="secondary"
              onClick={() => void move("prev")}
              disabled={moving}
              aria-keyshortcuts="Alt+ArrowLeft"
              className="shrink-0"
            >
              <span aria-hidden="true">‹</span> Sebelumnya
            </Button>
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col items-center text-center">
            {timed ? (
              <span
                role="timer"
                aria-label="Sisa waktu"
                className={`text-lg font-bold tabular-nums ${left <= 60 ? "text-red-700" : left <= 300 ? "text-amber-800" : "text-slate-900"}`}
              >
                {formatCountdown(left)}
              </span>
            ) : null}
            <p role="status" aria-live="polite" className="min-h-4 text-xs text-slate-700">
              {SAVE_TEXT[autosave.state]}
            </p>
          </div>
          {isLast ? (
            <Button
              onClick={() => void openFinish()}
              disabled={!data || moving}
              aria-keyshortcuts="Alt+ArrowRight"
              className="shrink-0"
            >
              Selesai
            </Button>
          ) : (
            <Button
              onClick={() => void move("next")}
              disabled={!data}
              loading={moving}
              aria-keyshortcuts="Alt+ArrowRight"
              className="shrink-0"
            >
              Selanjutnya <span aria-hidden="true">›</span>
            </Button>
          )}
        </div>
      </div>
      <p className="hidden text-xs text-slate-600 lg:block">
        Pintasan keyboard: Alt + → halaman berikutnya{data?.can_prev ? ", Alt + ← halaman sebelumnya" : ""}.
      </p>

      {/* the time is read out at 5 minutes and 1 minute left, not every second */}
      <div aria-live="assertive" aria-atomic="true" className="sr-only">
        {timed ? countdown.announcement : ""}
      </div>

      <Modal
        open={passage !== null}
        onClose={() => setPassage(null)}
        title={passage?.title ? passage.title : "Bacaan"}
        size="lg"
      >
        {passage ? <RichHtml html={passage.passage} /> : null}
      </Modal>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Selesaikan Kuis?"
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Kembali Mengerjakan
            </Button>
            <Button onClick={() => void confirmFinish()} loading={finish.isPending}>
              Ya, Selesaikan
            </Button>
          </div>
        }
      >
        <div className="flex flex-col gap-2 text-sm text-slate-800">
          <p>
            {unanswered > 0
              ? `Masih ada ${unanswered} soal yang belum dijawab.`
              : `Semua ${summary.total_questions} soal sudah dijawab.`}
          </p>
          <p>Jawaban tidak dapat diubah setelah kuis diselesaikan.</p>
          {finishError ? (
            <p role="alert" className="font-medium text-red-800">
              {finishError}
            </p>
          ) : null}
        </div>
      </Modal>
    </section>
  );
}

interface QuestionNavigatorProps {
  total: number;
  perBatch: number;
  currentBatch: number;
  reachableBatch: number;
  canPrev: boolean;
  /** Answered state of the questions seen in this visit, by position. */
  answered: ReadonlyMap<number, boolean>;
  disabled: boolean;
  onPick: (position: number) => void;
}

/**
 * The question numbers: answered ones marked, the current page's highlighted; only pages the learner may open
 * now are buttons that work (earlier ones need is_prev, later ones must be reachable).
 */
function QuestionNavigator({
  total,
  perBatch,
  currentBatch,
  reachableBatch,
  canPrev,
  answered,
  disabled,
  onPick,
}: QuestionNavigatorProps) {
  const positions = Array.from({ length: total }, (_, index) => index + 1);
  return (
    <nav aria-label="Navigasi soal">
      <ol className="flex flex-wrap gap-2">
        {positions.map((position) => {
          const target = batchOfPosition(position, perBatch);
          const here = target === currentBatch;
          const open = here || (target <= reachableBatch && (target > currentBatch || canPrev));
          const done = answered.get(position) === true;
          return (
            <li key={position}>
              <button
                type="button"
                onClick={() => onPick(position)}
                disabled={disabled || !open}
                aria-current={here ? "step" : undefined}
                aria-label={`Soal ${position}${done ? ", sudah dijawab" : ""}`}
                className={`inline-flex size-10 items-center justify-center rounded-lg border text-sm font-semibold tabular-nums focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed ${
                  done
                    ? "border-brand-700 bg-brand-700 text-white disabled:border-slate-400 disabled:bg-slate-500"
                    : "border-slate-400 bg-white text-slate-900 disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-500"
                } ${here ? "ring-2 ring-brand-600 ring-offset-2" : ""}`}
              >
                {position}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
