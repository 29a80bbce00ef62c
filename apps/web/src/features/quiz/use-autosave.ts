import type { AnswerResult, AttemptSummary } from "@app/domain/quiz/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { isNetworkFailure, quizErrorMessage, timeUpAttempt } from "./api";

/** Typing waits this long before it is saved; a choice is saved at once. */
export const TEXT_SAVE_DELAY_MS = 800;

/**
 * idle: nothing changed yet; saving: a change is waiting or on its way; saved: every change is on the server;
 * offline: a change could not be sent (it is kept and sent again with the next save); refused: the server refused
 * an answer (its reason is shown at the question).
 */
export type SaveState = "idle" | "saving" | "saved" | "offline" | "refused";

export interface AutosaveOptions {
  /** Sends the question's latest answer as an autosave (is_preview). */
  send: (questionId: number) => Promise<AnswerResult>;
  onSaved: (result: AnswerResult) => void;
  /** The deadline has passed (the server refused the answer); the closed attempt when it came with the refusal. */
  onTimeUp: (attempt: AttemptSummary | null) => void;
}

export interface Autosave {
  state: SaveState;
  /** Refusals by question id, in the server's words (an answer too long, an unknown option…). */
  refusals: Readonly<Record<number, string>>;
  /** The answer of a question changed: saved after `delayMs` (0: now). */
  changed: (questionId: number, delayMs: number) => void;
  /** Sends every change still waiting (and those that failed) and waits for all; true when all were saved. */
  flush: () => Promise<boolean>;
  /** Stops saving (the attempt is over). */
  stop: () => void;
}

/**
 * Autosave of a running attempt: one call per question at a time (a change during a call is sent after it, so
 * the last answer always wins), text debounced, choices at once. A broken connection keeps the change and sends
 * it again with the next save, when the browser is back online, or on the next move.
 */
export function useAutosave(options: AutosaveOptions): Autosave {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const timers = useRef(new Map<number, number>());
  const inflight = useRef(new Map<number, Promise<void>>());
  /** Changed since their last successful save (waiting, or failed by the connection). */
  const pending = useRef(new Set<number>());
  const again = useRef(new Set<number>());
  const failed = useRef(new Set<number>());
  const refused = useRef(new Set<number>());
  const stopped = useRef(false);
  const [state, setState] = useState<SaveState>("idle");
  const [refusals, setRefusals] = useState<Record<number, string>>({});

  const refresh = useCallback(() => {
    if (inflight.current.size > 0 || timers.current.size > 0) setState("saving");
    else if (failed.current.size > 0) setState("offline");
    else if (refused.current.size > 0) setState("refused");
    else setState((current) => (current === "idle" && pending.current.size === 0 ? "idle" : "saved"));
  }, []);

  const sendNow = useCallback(
    (questionId: number): Promise<void> => {
      const timer = timers.current.get(questionId);
      if (timer !== undefined) {
        window.clearTimeout(timer);
        timers.current.delete(questionId);
      }
      if (stopped.current) return Promise.resolve();
      const running = inflight.current.get(questionId);
      if (running) {
        again.current.add(questionId);
        return running;
      }
      pending.current.delete(questionId);
      const call = optionsRef.current
        .send(questionId)
        .then((result) => {
          failed.current.delete(questionId);
          refused.current.delete(questionId);
          setRefusals((current) => {
            if (!(questionId in current)) return current;
            const { [questionId]: _gone, ...rest } = current;
            return rest;
          });
          optionsRef.current.onSaved(result);
        })
        .catch((error: unknown) => {
          const closed = timeUpAttempt(error);
          if (closed) {
            stopped.current = true;
            optionsRef.current.onTimeUp(closed === "time-up-without-data" ? null : closed);
            return;
          }
          if (isNetworkFailure(error)) {
            failed.current.add(questionId);
            pending.current.add(questionId);
            return;
          }
          failed.current.delete(questionId);
          refused.current.add(questionId);
          setRefusals((current) => ({ ...current, [questionId]: quizErrorMessage(error) }));
        })
        .finally(() => {
          inflight.current.delete(questionId);
          if (again.current.delete(questionId) && !stopped.current) void sendNow(questionId);
          refresh();
        });
      inflight.current.set(questionId, call);
      setState("saving");
      return call;
    },
    [refresh],
  );

  /** The ones a broken connection left behind go along with the next save. */
  const retryFailed = useCallback(
    (except: number) => {
      for (const id of [...failed.current]) if (id !== except) void sendNow(id);
    },
    [sendNow],
  );

  const changed = useCallback(
    (questionId: number, delayMs: number) => {
      if (stopped.current) return;
      pending.current.add(questionId);
      const timer = timers.current.get(questionId);
      if (timer !== undefined) window.clearTimeout(timer);
      timers.current.delete(questionId);
      if (delayMs <= 0) {
        void sendNow(questionId);
        retryFailed(questionId);
        return;
      }
      timers.current.set(
        questionId,
        window.setTimeout(() => {
          timers.current.delete(questionId);
          void sendNow(questionId);
          retryFailed(questionId);
        }, delayMs),
      );
      setState("saving");
    },
    [sendNow, retryFailed],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    for (const id of new Set([...timers.current.keys(), ...pending.current])) void sendNow(id);
    // a change made while a call was on its way is sent after it: wait until nothing is left
    while (inflight.current.size > 0) await Promise.all([...inflight.current.values()]);
    refresh();
    return failed.current.size === 0;
  }, [sendNow, refresh]);

  const stop = useCallback(() => {
    stopped.current = true;
    for (const timer of timers.current.values()) window.clearTimeout(timer);
    timers.current.clear();
  }, []);

  // back online: what failed is sent again
  useEffect(() => {
    const onOnline = () => {
      for (const id of [...failed.current]) void sendNow(id);
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [sendNow]);

  // leaving the attempt (unmount) sends what is still waiting rather than dropping it
  useEffect(
    () => () => {
      for (const [id, timer] of timers.current) {
        window.clearTimeout(timer);
        if (!stopped.current) void optionsRef.current.send(id).catch(() => undefined);
      }
      timers.current.clear();
    },
    [],
  );

  return { state, refusals, changed, flush, stop };
}
