import { COMPLETION_MESSAGES, completionTimerRemaining, usesCompletionTimer } from "@app/domain/study/completion";
import type { ActivityFocus } from "@app/domain/study/contracts";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../shared/lib/api-client";
import { firstFieldError } from "../../../shared/lib/field-errors";
import { formatCountdown } from "../../../shared/lib/use-countdown";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { type CompletionScope, useSetComplete } from "../activity-api";

/** The server's words for a refusal; a broken connection or a fault gets a general sentence. */
export function refusalMessage(
  error: unknown,
  fallback = "Aktivitas belum dapat diselesaikan. Silakan coba lagi.",
): string {
  // a validation refusal (a reflection too long, a review with a forbidden character) names what is wrong
  if (error instanceof ApiError && error.status !== 0 && error.status < 500 && error.message) {
    return firstFieldError(error) ?? error.message;
  }
  return fallback;
}

/** Types whose completion is not the 'Tandai Selesai' button: the quiz engine, and the reflection's own form. */
const OWN_COMPLETION = new Set(["quiz", "quiz-v2", "refleksi"]);

export interface ActivityCompletion {
  finish: (reflection?: string) => void;
  reportVideoEnded: () => void;
  pending: boolean;
  /** The watch-the-video warning of a finish answered 200 but not completed. */
  warning: string | null;
  /** A refusal (400 with the spec's message). */
  error: string | null;
  /** The video was played to its end in this visit. */
  videoEndedHere: boolean;
}

/**
 * Finishing the focused activity (spec 002 section 4, 'Activity completion'): a finish answered with status 200
 * that leaves the activity incomplete means the video has not been watched to the end; refusals carry the
 * server's message. The video's end is reported by the start call with video_ended.
 */
export function useActivityCompletion(scope: CompletionScope): ActivityCompletion {
  const finishCall = useSetComplete(scope);
  const videoCall = useSetComplete(scope);
  const [warning, setWarning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [videoEndedHere, setVideoEndedHere] = useState(false);

  function finish(reflection?: string) {
    setWarning(null);
    setError(null);
    finishCall.mutate(
      { isFinish: true, ...(reflection !== undefined ? { reflection } : {}) },
      {
        onSuccess: (answer) => {
          if (!answer.data.is_complete) setWarning(COMPLETION_MESSAGES.watchVideo);
        },
        onError: (cause) => setError(refusalMessage(cause)),
      },
    );
  }

  function reportVideoEnded() {
    setVideoEndedHere(true);
    setWarning(null);
    setError(null);
    videoCall.mutate(
      { isFinish: false, videoEnded: true },
      {
        onError: (cause) => {
          // the server believes the end only once most of the video's length has passed since the start: its
          // refusal is shown and the video counts as unwatched; a lost report only brings the warning back
          if (cause instanceof ApiError && cause.status >= 400 && cause.status < 500) {
            setVideoEndedHere(false);
            setError(refusalMessage(cause));
          } else {
            console.warn("Reporting the end of the video failed", cause);
          }
        },
      },
    );
  }

  return { finish, reportVideoEnded, pending: finishCall.isPending, warning, error, videoEndedHere };
}

export interface CompletionControlProps {
  activity: ActivityFocus;
  completion: ActivityCompletion;
  /** Where 'next' leads, when there is a next activity. */
  nextHref: string | null;
  nextTitle: string | null;
}

/**
 * 'Tandai Selesai', or the completion timer that replaces it, and the 'Selesai' state with the way on. The
 * completed state comes from the activity's is_complete, so it survives a reload.
 */
export function CompletionControl({ activity, completion, nextHref, nextTitle }: CompletionControlProps) {
  const detail = activity.resource_detail;
  const doneRef = useRef<HTMLElement>(null);
  const wasComplete = useRef(detail.is_complete);

  // The button the learner pressed is gone once the activity is complete: focus goes to the way on.
  useEffect(() => {
    if (detail.is_complete && !wasComplete.current) doneRef.current?.focus();
    wasComplete.current = detail.is_complete;
  }, [detail.is_complete]);

  if (detail.is_complete) {
    return (
      <section aria-label="Status aktivitas" className="flex flex-col gap-3 rounded-xl bg-emerald-50 p-4">
        <p className="flex items-center gap-2 font-bold text-emerald-900">
          <svg className="size-6" viewBox="0 0 20 20" fill="none" aria-hidden="true">
            <circle cx="10" cy="10" r="8.25" stroke="currentColor" strokeWidth="1.5" />
            <path d="m6 10.5 2.7 2.7L14 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Selesai
        </p>
        {nextHref ? (
          <Link
            ref={(node) => {
              doneRef.current = node;
            }}
            to={nextHref}
            className={buttonClasses("primary", "lg", "self-start")}
          >
            Lanjut ke Aktivitas Berikutnya
            {nextTitle ? <span className="sr-only">: {nextTitle}</span> : null}
          </Link>
        ) : (
          <p
            ref={(node) => {
              doneRef.current = node;
            }}
            tabIndex={-1}
            className="text-sm text-emerald-900 outline-none"
          >
            Anda telah menyelesaikan aktivitas ini.
          </p>
        )}
      </section>
    );
  }

  if (OWN_COMPLETION.has(detail.type)) return null;

  const messages = (
    <>
      {completion.warning ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {completion.warning}
        </p>
      ) : null}
      {completion.error ? (
        <p role="alert" className="text-sm text-red-800">
          {completion.error}
        </p>
      ) : null}
    </>
  );

  if (usesCompletionTimer(detail.completion_timer)) {
    return (
      <section aria-label="Status aktivitas" className="flex flex-col gap-3 rounded-xl bg-slate-100 p-4">
        <CompletionTimer
          startedAt={activity.user_activity?.started_at ?? null}
          seconds={detail.completion_timer}
          onElapsed={() => completion.finish()}
        />
        {messages}
        {completion.error ? (
          <Button
            variant="secondary"
            className="self-start"
            loading={completion.pending}
            onClick={() => completion.finish()}
          >
            Coba Lagi
          </Button>
        ) : null}
      </section>
    );
  }

  // an unwatched video is refused by the server (status 200, the warning above): the learner sees why
  return (
    <section aria-label="Status aktivitas" className="flex flex-col gap-3 rounded-xl bg-slate-100 p-4">
      {messages}
      <Button className="self-start" size="lg" loading={completion.pending} onClick={() => completion.finish()}>
        Tandai Selesai
      </Button>
    </section>
  );
}

export interface CompletionTimerProps {
  /** user_activity.started_at; null while the start call has not answered. */
  startedAt: string | null;
  seconds: number;
  onElapsed: () => void;
}

/** The time left of an activity that completes itself; at 0 it asks for completion, once. */
export function CompletionTimer({ startedAt, seconds, onElapsed }: CompletionTimerProps) {
  const [now, setNow] = useState(() => Date.now());
  const remaining = startedAt === null ? seconds : completionTimerRemaining(startedAt, seconds, new Date(now));
  const running = startedAt !== null && remaining > 0;
  const onElapsedRef = useRef(onElapsed);
  onElapsedRef.current = onElapsed;
  const fired = useRef(false);

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [running]);

  useEffect(() => {
    if (startedAt === null || remaining > 0 || fired.current) return;
    fired.current = true;
    onElapsedRef.current();
  }, [startedAt, remaining]);

  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-slate-800">Aktivitas ini akan selesai otomatis setelah waktu belajarnya habis.</p>
      <p className="text-sm font-semibold text-slate-900">
        Sisa waktu: <span role="timer">{formatCountdown(remaining)}</span>
      </p>
    </div>
  );
}
