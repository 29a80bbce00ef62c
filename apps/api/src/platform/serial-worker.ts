/**
 * A background worker's loop (the mail and push outboxes): passes run one after another, never two at once in
 * this process; the timer's tick skips while one runs, and a failed pass is logged, never thrown.
 */
export type SerialWorker = {
  /** One pass, after any pass already running. */
  runOnce(): Promise<number>;
  /** A pass unless one is already running (the timer's call). */
  tick(): void;
};

export function createSerialWorker(
  pass: () => Promise<number>,
  log: { warn(obj: object, msg: string): void },
  failure: string,
): SerialWorker {
  let tail: Promise<unknown> = Promise.resolve();
  let busy = false;
  function runOnce(): Promise<number> {
    const run = tail.then(pass);
    tail = run.catch(() => undefined);
    return run;
  }
  return {
    runOnce,
    tick() {
      if (busy) return;
      busy = true;
      runOnce()
        .catch((err: unknown) => log.warn({ err }, failure))
        .finally(() => {
          busy = false;
        });
    },
  };
}
