import type { AttemptQuestion } from "@app/domain/quiz/contracts";
import { useId } from "react";
import { Button } from "../../../shared/ui/button";
import { Modal } from "../../../shared/ui/modal";
import { ProblemPanel } from "../../../shared/ui/problem-panel";
import { RichText } from "../../../shared/ui/rich-text";
import { Skeleton } from "../../../shared/ui/skeleton";
import { quizErrorMessage } from "../api";
import { type QuizAttemptOptions, useQuizAttempt } from "../use-quiz-attempt";
import { AttemptFooter } from "./attempt-footer";
import { FinishDialog } from "./finish-dialog";
import { QuestionCard } from "./question-card";
import { QuestionNavigator } from "./question-navigator";
import { ReviewCard } from "./quiz-review";

export type QuizAttemptProps = QuizAttemptOptions;

type Attempt = ReturnType<typeof useQuizAttempt>;

/**
 * The started state: one page of questions at a time, the question navigator, autosave, the countdown, the moves
 * between pages (is_next / is_prev, as the server allows), checking a page's answers (batch_discussion: the
 * check-answer state) and finishing. The behaviour is useQuizAttempt's; this component lays it out.
 */
export function QuizAttempt(props: QuizAttemptProps) {
  const attempt = useQuizAttempt(props);
  const { settings } = props;
  const { state, summary, data, countdown } = attempt;
  const titleId = useId();
  const left = countdown.secondsLeft;
  const timed = settings.is_show_timer && left !== null;

  return (
    // the Alt+arrow shortcuts of the buttons below work wherever focus is inside the attempt
    <section aria-labelledby={titleId} onKeyDown={attempt.onKeyDown} className="flex flex-col gap-4">
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
        currentBatch={state.batch}
        reachableBatch={data?.reachable_batch ?? state.batch}
        canPrev={data?.can_prev ?? false}
        answered={attempt.answeredByPosition}
        disabled={!data || state.moving || state.checking}
        onPick={attempt.jumpTo}
      />

      <AttemptPage attempt={attempt} firstBatch={props.firstBatch} />

      {data?.can_check && !attempt.isChecked ? (
        <Button
          variant="secondary"
          onClick={attempt.checkPage}
          loading={state.checking}
          disabled={state.moving}
          className="self-start"
        >
          Cek Jawaban
        </Button>
      ) : null}

      {state.navError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {state.navError}
        </p>
      ) : null}

      <AttemptFooter
        ready={data !== undefined}
        showPrev={Boolean(data?.can_prev && data.batch > 1)}
        isLast={attempt.isLast}
        moving={state.moving}
        secondsLeft={timed ? left : null}
        saveState={attempt.autosave.state}
        onPrev={() => attempt.move("prev")}
        onNext={() => attempt.move("next")}
        onFinish={attempt.openFinish}
      />
      <p className="hidden text-xs text-slate-600 lg:block">
        Pintasan keyboard: Alt + → halaman berikutnya{data?.can_prev ? ", Alt + ← halaman sebelumnya" : ""}.
      </p>

      {/* the time is read out at 5 minutes and 1 minute left, not every second */}
      <div aria-live="assertive" aria-atomic="true" className="sr-only">
        {timed ? countdown.announcement : ""}
      </div>

      <PassageDialog passage={state.passage} onClose={attempt.closePassage} />

      <FinishDialog
        open={state.confirming}
        totalQuestions={summary.total_questions}
        answeredCount={summary.answered_count}
        finishing={attempt.finishing}
        error={state.finishError}
        onConfirm={attempt.confirmFinish}
        onCancel={attempt.cancelFinish}
      />
    </section>
  );
}

/** The page's questions: loading, a failure with a retry, the checked view, or the questions to answer. */
function AttemptPage({ attempt, firstBatch }: { attempt: Attempt; firstBatch: number }) {
  const { data, query, check, checkData, state } = attempt;
  if (query.isError && !data) {
    return (
      <ProblemPanel
        message={quizErrorMessage(query.error, "Soal belum dapat dimuat.")}
        onRetry={() => void query.refetch()}
        action={
          state.batch !== firstBatch ? (
            <Button variant="ghost" onClick={attempt.backToFirstBatch}>
              Kembali ke halaman sebelumnya
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (!data) return <PageLoading label="Memuat soal" />;
  if (attempt.isChecked) {
    if (check.isError && !checkData) {
      return (
        <ProblemPanel
          message={quizErrorMessage(check.error, "Pembahasan halaman ini belum dapat dimuat.")}
          onRetry={() => void check.refetch()}
        />
      );
    }
    if (!checkData) return <PageLoading label="Memuat pembahasan" />;
    return (
      <>
        <p
          ref={attempt.checkedNote}
          tabIndex={-1}
          className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800 outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          Jawaban halaman ini sudah diperiksa dan tidak dapat diubah.
        </p>
        <ol className="flex flex-col gap-4" aria-label={`Soal halaman ${data.batch}`}>
          {checkData.questions.map((question, index) => (
            <li key={question.id}>
              <ReviewCard question={question} showCorrect headingRef={attempt.headingRef(question, index)} />
            </li>
          ))}
        </ol>
      </>
    );
  }
  return (
    <ol className="flex flex-col gap-4" aria-label={`Soal halaman ${data.batch}`}>
      {data.questions.map((question, index) => (
        <li key={question.id}>
          <QuestionCard
            question={question}
            draft={attempt.draftOf(question)}
            onChange={(update, delay) => attempt.change(question, update, delay)}
            refusal={attempt.autosave.refusals[question.id]}
            headingRef={attempt.headingRef(question, index)}
            onOpenPassage={question.group ? () => attempt.openPassage(question.group) : undefined}
          />
        </li>
      ))}
    </ol>
  );
}

function PageLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        {label}
      </span>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** A group's reading passage, opened from any of its questions. */
function PassageDialog({ passage, onClose }: { passage: AttemptQuestion["group"]; onClose: () => void }) {
  return (
    <Modal open={passage !== null} onClose={onClose} title={passage?.title ? passage.title : "Bacaan"} size="lg">
      {passage ? <RichText html={passage.passage} /> : null}
    </Modal>
  );
}
