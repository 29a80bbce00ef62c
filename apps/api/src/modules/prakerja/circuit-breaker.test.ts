import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCircuitBreaker } from "./circuit-breaker";

const setup = () => {
  let t = 0;
  const breaker = createCircuitBreaker({ threshold: 3, coolDownMs: 1000, now: () => t });
  return { breaker, advance: (ms: number) => (t += ms) };
};

describe("circuit breaker", () => {
  it("opens after the threshold of consecutive failures and refuses calls", () => {
    const { breaker } = setup();
    breaker.onFailure();
    breaker.onFailure();
    expect(breaker.state()).toBe("closed");
    expect(breaker.tryAcquire()).toBe(true);
    breaker.onFailure();
    expect(breaker.state()).toBe("open");
    expect(breaker.tryAcquire()).toBe(false);
  });

  it("a success resets the count", () => {
    const { breaker } = setup();
    breaker.onFailure();
    breaker.onFailure();
    breaker.onSuccess();
    breaker.onFailure();
    breaker.onFailure();
    expect(breaker.state()).toBe("closed");
  });

  it("half-opens after the cool-down: one trial; success closes", () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i += 1) breaker.onFailure();
    advance(999);
    expect(breaker.tryAcquire()).toBe(false);
    advance(1);
    expect(breaker.state()).toBe("half_open");
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false); // only one trial at a time
    breaker.onSuccess();
    expect(breaker.state()).toBe("closed");
    expect(breaker.tryAcquire()).toBe(true);
  });

  it("a failed trial opens it again for a full cool-down", () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i += 1) breaker.onFailure();
    advance(1000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.onFailure();
    expect(breaker.state()).toBe("open");
    advance(999);
    expect(breaker.tryAcquire()).toBe(false);
    advance(1);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it("never lets a call through while open before the cool-down (property)", () => {
    const step = fc.oneof(
      fc.constant({ kind: "fail" as const }),
      fc.constant({ kind: "ok" as const }),
      fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 1500 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let t = 0;
        let failuresInRow = 0;
        let openedAt: number | null = null;
        const breaker = createCircuitBreaker({ threshold: 3, coolDownMs: 1000, now: () => t });
        for (const s of steps) {
          if (s.kind === "wait") {
            t += s.ms;
            continue;
          }
          const allowed = breaker.tryAcquire();
          if (openedAt !== null && t - openedAt < 1000 && allowed) return false;
          if (!allowed) continue;
          if (s.kind === "ok") {
            breaker.onSuccess();
            failuresInRow = 0;
            openedAt = null;
          } else {
            const wasTrial = openedAt !== null;
            breaker.onFailure();
            failuresInRow += 1;
            if (wasTrial || failuresInRow >= 3) openedAt = t;
          }
        }
        return true;
      }),
    );
  });
});
