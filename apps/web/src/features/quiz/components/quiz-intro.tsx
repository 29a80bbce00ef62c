import {
  QUIZ_MESSAGES,
  QUIZ_PASSWORD_MAX_LENGTH,
  QUIZ_TIMER_DEFAULT_SECONDS,
  type QuizIntro,
} from "@app/domain/quiz/contracts";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { formatWibDateTime } from "../../../shared/lib/format";
import { Button } from "../../../shared/ui/button";
import { RichText } from "../../../shared/ui/rich-text";
import { useActivityScore } from "../api";
import { attemptNumberText, attemptsText, formatQuizDuration, periodText } from "../quiz-format";
import { AssessorFeedback, ScoreSummary } from "./quiz-result";

export interface QuizIntroViewProps {
  intro: QuizIntro;
  /** The activity's own title, content and weight (the study page's intro of the quiz). */
  title: string;
  content: string | null;
  bobotPercentage: number;
  starting: boolean;
  /** A refusal of the start call, in the server's words. */
  startError: string | null;
  onStart: (password: string | null) => void;
  onReview: (attemptId: number) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The instruction / intro state (spec 001 section 3: quiz_master_data and quiz_transaction): the instruction,
 * the quiz's facts, its validity period, the last result, the password when one is set, and the way in —
 * 'Mulai Kuis', 'Lanjutkan Kuis' (a running attempt) or 'Kerjakan Ulang' — and 'Lihat Pembahasan'.
 */
export function QuizIntroView({
  intro,
  title,
  content,
  bobotPercentage,
  starting,
  startError,
  onStart,
  onReview,
}: QuizIntroViewProps) {
  const settings = intro.quiz_master_data;
  const last = intro.quiz_transaction;
  const running = last?.state === "started";
  // the last result already says that it waits for the assessor: the refusal would say it a second time
  const awaiting = last?.review_state === "awaiting_review";
  const titleId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState("");
  const [missingPassword, setMissingPassword] = useState(false);
  const passwordRefused = startError === QUIZ_MESSAGES.passwordRequired || startError === QUIZ_MESSAGES.passwordWrong;
  const asksPassword = settings.has_password && ((intro.can_start && !running) || passwordRefused);
  const canEnter = running || intro.can_start;
  const score = useActivityScore(intro.activity_id, {
    enabled: intro.attempts_used > 1 && !settings.is_refleksi,
  });
  const best = score.data?.best ?? null;
  const period = periodText(settings.periode_start, settings.periode_end);
  const seconds = settings.timer_in_seconds > 0 ? settings.timer_in_seconds : QUIZ_TIMER_DEFAULT_SECONDS;
  const error = missingPassword ? QUIZ_MESSAGES.passwordRequired : startError;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (asksPassword && password.trim() === "") {
      setMissingPassword(true);
      return;
    }
    setMissingPassword(false);
    onStart(asksPassword ? password : null);
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {settings.title || title}
      </h2>
      {content ? <RichText html={content} /> : null}

      {settings.instruction.trim() ? (
        <div className="flex flex-col gap-1">
          <h3 className="text-base font-bold text-slate-900">Petunjuk Pengerjaan</h3>
          <RichText html={settings.instruction} />
        </div>
      ) : null}

      <dl className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
        <Fact label="Jumlah soal">{settings.total_questions} soal</Fact>
        {settings.is_show_timer ? <Fact label="Waktu pengerjaan">{formatQuizDuration(seconds)}</Fact> : null}
        {settings.is_show_point ? <Fact label="Total poin">{settings.total_points}</Fact> : null}
        {settings.minimum_score > 0 ? <Fact label="Nilai minimal">{settings.minimum_score}</Fact> : null}
        {bobotPercentage > 0 ? <Fact label="Bobot nilai">{bobotPercentage}%</Fact> : null}
        <Fact label="Kesempatan mengerjakan">{attemptsText(intro)}</Fact>
      </dl>

      {period ? <p className="text-sm text-slate-800">{period}</p> : null}
      {settings.review_date && Date.parse(settings.review_date) > Date.now() ? (
        <p className="text-sm text-slate-800">Pembahasan tersedia mulai {formatWibDateTime(settings.review_date)}</p>
      ) : null}

      {last && !running ? (
        <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
          <h3 className="text-base font-bold text-slate-900">Hasil Terakhir</h3>
          <p className="text-xs text-slate-600">
            {attemptNumberText(last.number)}
            {last.finished_at ? ` · ${formatWibDateTime(last.finished_at)}` : ""}
            {last.state === "timed_out" ? " · Waktu habis" : ""}
            {` · ${last.answered_count} dari ${last.total_questions} soal terjawab`}
          </p>
          <ScoreSummary settings={settings} attempt={last} />
          {best && best.id !== last.id && best.score_label !== null ? (
            <p className="text-sm text-slate-800">Nilai terbaik: {best.score_label}</p>
          ) : null}
          {last.review_state === "assessed" ? <AssessorFeedback activityId={intro.activity_id} /> : null}
        </div>
      ) : null}

      {running ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-950">
          Anda sedang mengerjakan kuis ini
          {last.remaining_seconds !== null
            ? `. Sisa waktu sekitar ${formatQuizDuration(last.remaining_seconds)}.`
            : "."}
        </p>
      ) : null}

      {intro.start_refusal && !running && !(awaiting && intro.start_refusal === QUIZ_MESSAGES.awaitingReview) ? (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-900">{intro.start_refusal}</p>
      ) : null}

      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {asksPassword ? (
          <div className="flex max-w-sm flex-col gap-1.5">
            <label htmlFor={passwordId} className="text-sm font-semibold text-slate-900">
              Kata sandi kuis
            </label>
            <input
              id={passwordId}
              type="password"
              value={password}
              maxLength={QUIZ_PASSWORD_MAX_LENGTH}
              autoComplete="off"
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error && (missingPassword || passwordRefused) ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30"
            />
          </div>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {canEnter ? (
            <Button type="submit" loading={starting}>
              {running ? "Lanjutkan Kuis" : intro.attempts_used > 0 ? "Kerjakan Ulang" : "Mulai Kuis"}
            </Button>
          ) : null}
          {intro.can_review && last && !running ? (
            <Button variant="secondary" onClick={() => onReview(last.id)}>
              Lihat Pembahasan
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
