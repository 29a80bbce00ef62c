/**
 * A circuit breaker as a small state machine (no I/O; the clock is given). Closed: calls go through and
 * consecutive failures are counted. Open (after `threshold` of them): calls are refused until `coolDownMs`
 * has passed. Half-open: one trial call goes through; its success closes the circuit, its failure opens it again.
 */
export type BreakerState = "closed" | "open" | "half_open";

export type CircuitBreaker = {
  /** May a call go out now? In half-open, true once (the trial) until its outcome is reported. */
  tryAcquire(): boolean;
  onSuccess(): void;
  onFailure(): void;
  state(): BreakerState;
};

export function createCircuitBreaker(options: {
  threshold: number;
  coolDownMs: number;
  now: () => number;
}): CircuitBreaker {
  let state: BreakerState = "closed";
  let failures = 0;
  let openedAt = 0;
  let trialInFlight = false;

  const current = (): BreakerState => {
    if (state === "open" && options.now() - openedAt >= options.coolDownMs) {
      state = "half_open";
      trialInFlight = false;
    }
    return state;
  };
  const open = () => {
    state = "open";
    openedAt = options.now();
    trialInFlight = false;
  };

  return {
    tryAcquire() {
      const s = current();
      if (s === "closed") return true;
      if (s === "open" || trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    onSuccess() {
      failures = 0;
      state = "closed";
      trialInFlight = false;
    },
    onFailure() {
      if (current() === "half_open") {
        open();
        return;
      }
      failures += 1;
      if (failures >= options.threshold) open();
    },
    state: current,
  };
}
