import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLastPage, type PageState, pageAccess, pageMove } from "./page-navigation";

const base: PageState = {
  current: 2,
  total: 4,
  reachable: 3,
  canPrev: true,
  canSkip: true,
  checked: false,
  hasUnanswered: false,
};

/** Any consistent state of a running attempt: 1 ≤ current ≤ reachable ≤ total. */
const states = fc
  .record({
    total: fc.integer({ min: 1, max: 40 }),
    canPrev: fc.boolean(),
    canSkip: fc.boolean(),
    checked: fc.boolean(),
    hasUnanswered: fc.boolean(),
    a: fc.nat(),
    b: fc.nat(),
  })
  .map(({ total, a, b, ...flags }): PageState => {
    const reachable = 1 + (a % total);
    const current = 1 + (b % reachable);
    return { ...flags, total, reachable, current };
  });

describe("pageMove", () => {
  it("goes to the next page with the page's last answer", () => {
    expect(pageMove("next", base)).toEqual({ kind: "go", target: 3, withAnswer: true });
  });

  it("goes back with the last answer when is_prev allows it", () => {
    expect(pageMove("prev", base)).toEqual({ kind: "go", target: 1, withAnswer: true });
  });

  it("refuses going back without is_prev, and does nothing on the first page", () => {
    expect(pageMove("prev", { ...base, canPrev: false })).toEqual({ kind: "refused", reason: "prev-not-allowed" });
    expect(pageMove("prev", { ...base, current: 1 })).toEqual({ kind: "stay" });
    expect(pageMove("prev", { ...base, current: 1, canPrev: false })).toEqual({ kind: "stay" });
  });

  it("keeps the learner on a page with unanswered questions without is_skip", () => {
    expect(pageMove("next", { ...base, canSkip: false, hasUnanswered: true })).toEqual({
      kind: "refused",
      reason: "skip-not-allowed",
    });
    expect(pageMove("next", { ...base, canSkip: true, hasUnanswered: true }).kind).toBe("go");
    expect(pageMove("next", { ...base, canSkip: false, hasUnanswered: false }).kind).toBe("go");
  });

  it("moves from a checked page without sending an answer", () => {
    const checked = { ...base, checked: true, canSkip: false, hasUnanswered: true };
    expect(pageMove("next", checked)).toEqual({ kind: "go", target: 3, withAnswer: false });
    expect(pageMove("prev", checked)).toEqual({ kind: "go", target: 1, withAnswer: false });
  });

  it("finishes instead of moving on from the last page", () => {
    expect(pageMove("next", { ...base, current: 4, reachable: 4 })).toEqual({ kind: "finish" });
    expect(pageMove("next", { ...base, current: 1, total: 1, reachable: 1 })).toEqual({ kind: "finish" });
  });

  it("only ever goes one page, and never outside the attempt", () => {
    fc.assert(
      fc.property(states, fc.constantFrom("next" as const, "prev" as const), (state, direction) => {
        const move = pageMove(direction, state);
        if (move.kind !== "go") return;
        expect(move.target).toBeGreaterThanOrEqual(1);
        expect(move.target).toBeLessThanOrEqual(state.total);
        expect(move.target).toBe(direction === "next" ? state.current + 1 : state.current - 1);
        expect(move.withAnswer).toBe(!state.checked);
      }),
    );
  });

  it("never goes back without is_prev, and never skips unanswered questions without is_skip", () => {
    fc.assert(
      fc.property(states, (state) => {
        if (!state.canPrev) expect(pageMove("prev", state).kind).not.toBe("go");
        if (!state.canSkip && state.hasUnanswered && !state.checked)
          expect(pageMove("next", state).kind).not.toBe("go");
      }),
    );
  });

  it("offers finishing on the last page only", () => {
    fc.assert(
      fc.property(states, (state) => {
        expect(pageMove("next", state).kind === "finish").toBe(isLastPage(state));
        expect(pageMove("prev", state).kind).not.toBe("finish");
      }),
    );
  });
});

describe("pageAccess", () => {
  it("opens the page shown, earlier pages with is_prev and later ones up to the reachable page", () => {
    expect(pageAccess(2, base)).toEqual({ kind: "current" });
    expect(pageAccess(1, base)).toEqual({ kind: "open" });
    expect(pageAccess(3, base)).toEqual({ kind: "open" });
    expect(pageAccess(4, base)).toEqual({ kind: "refused", reason: "not-reached" });
    expect(pageAccess(1, { ...base, canPrev: false })).toEqual({ kind: "refused", reason: "prev-not-allowed" });
  });

  it("never opens a page past the reachable one, nor an earlier page without is_prev", () => {
    fc.assert(
      fc.property(states, fc.integer({ min: -2, max: 45 }), (state, target) => {
        const access = pageAccess(target, state);
        if (target === state.current) expect(access.kind).toBe("current");
        if (access.kind === "open") {
          expect(target).toBeGreaterThanOrEqual(1);
          expect(target).toBeLessThanOrEqual(state.reachable);
          if (target < state.current) expect(state.canPrev).toBe(true);
        }
        if (target > state.reachable) expect(access.kind).not.toBe("open");
      }),
    );
  });

  it("agrees with the buttons: the page the next and previous buttons open is one the navigator opens too", () => {
    fc.assert(
      fc.property(states, fc.constantFrom("next" as const, "prev" as const), (state, direction) => {
        const move = pageMove(direction, state);
        // moving on from the furthest page is the server's to allow (answering may have made the next reachable)
        if (move.kind === "go" && move.target <= state.reachable) {
          expect(pageAccess(move.target, state).kind).toBe("open");
        }
      }),
    );
  });
});
