import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  gatewayOutcome,
  isLivePaymentStatus,
  isTerminalPaymentStatus,
  nextPaymentStatus,
  PAYMENT_CATEGORIES,
  PAYMENT_STATUS,
  type PaymentStatus,
} from "./status";

const { EMPTY, PENDING, SUCCESS, FAILED, PENDING_INTERNAL } = PAYMENT_STATUS;
const anyStatus = fc.constantFrom<PaymentStatus>(EMPTY, PENDING, SUCCESS, FAILED, PENDING_INTERNAL);
const openStatus = fc.constantFrom<PaymentStatus>(EMPTY, PENDING, PENDING_INTERNAL);

describe("gatewayOutcome (commerce spec, payment)", () => {
  it("maps each gateway transaction status", () => {
    expect(gatewayOutcome("pending")).toBe(PENDING);
    expect(gatewayOutcome("settlement")).toBe(SUCCESS);
    expect(gatewayOutcome("capture", "accept")).toBe(SUCCESS);
    expect(gatewayOutcome("capture")).toBe(SUCCESS);
    expect(gatewayOutcome("capture", "challenge")).toBe(PENDING);
    for (const failed of ["deny", "cancel", "expire", "failure"]) expect(gatewayOutcome(failed)).toBe(FAILED);
  });

  it("reports refunds and chargebacks as ignored, and anything else as unknown", () => {
    for (const ignored of ["refund", "partial_refund", "chargeback"]) expect(gatewayOutcome(ignored)).toBe("ignored");
    for (const unknown of ["", "SETTLEMENT", "authorize", "paid"]) expect(gatewayOutcome(unknown)).toBeNull();
    expect(gatewayOutcome("capture", "deny")).toBeNull();
  });
});

describe("nextPaymentStatus (commerce spec, payment)", () => {
  it("moves an open payment to pending, success or failed", () => {
    for (const from of [EMPTY, PENDING_INTERNAL, PENDING])
      for (const to of [PENDING, SUCCESS, FAILED])
        expect(nextPaymentStatus(from, to)).toEqual({ status: to, changed: from !== to });
  });

  it("ignores a late pending after success, and never moves back to empty or internal pending", () => {
    expect(nextPaymentStatus(SUCCESS, PENDING)).toEqual({ status: SUCCESS, changed: false });
    expect(nextPaymentStatus(PENDING, EMPTY)).toEqual({ status: PENDING, changed: false });
    expect(nextPaymentStatus(PENDING, PENDING_INTERNAL)).toEqual({ status: PENDING, changed: false });
  });

  it("keeps terminal statuses whatever comes next", () => {
    fc.assert(
      fc.property(fc.constantFrom<PaymentStatus>(SUCCESS, FAILED), anyStatus, (terminal, target) => {
        expect(nextPaymentStatus(terminal, target)).toEqual({ status: terminal, changed: false });
      }),
    );
  });

  it("applying the same target twice changes at most once", () => {
    fc.assert(
      fc.property(anyStatus, anyStatus, (current, target) => {
        const first = nextPaymentStatus(current, target);
        const second = nextPaymentStatus(first.status, target);
        expect(second).toEqual({ status: first.status, changed: false });
      }),
    );
  });

  it("the first terminal target wins, whatever order the later notifications come in", () => {
    fc.assert(
      fc.property(openStatus, fc.array(anyStatus, { maxLength: 10 }), (start, targets) => {
        const final = targets.reduce((status, target) => nextPaymentStatus(status, target).status, start);
        const firstTerminal = targets.find(isTerminalPaymentStatus);
        if (firstTerminal !== undefined) expect(final).toBe(firstTerminal);
        else expect(isTerminalPaymentStatus(final)).toBe(false);
      }),
    );
  });

  it("once terminal, reordering the remaining notifications changes nothing", () => {
    fc.assert(
      fc.property(
        openStatus,
        fc.constantFrom<PaymentStatus>(SUCCESS, FAILED),
        fc.array(anyStatus, { maxLength: 8 }),
        (start, terminal, rest) => {
          const run = (targets: PaymentStatus[]) =>
            targets.reduce((status, target) => nextPaymentStatus(status, target).status, start);
          expect(run([terminal, ...rest])).toBe(terminal);
          expect(run([terminal, ...rest.toReversed()])).toBe(terminal);
        },
      ),
    );
  });
});

describe("isLivePaymentStatus", () => {
  it("is true for pending and pending internal only: the statuses that freeze an invoice and hold its seats", () => {
    expect([0, 1, 2, 3, 99, undefined].map(isLivePaymentStatus)).toEqual([false, true, false, false, true, false]);
  });
});

describe("payment categories", () => {
  it("lists the six categories in the spec's order", () => {
    expect(PAYMENT_CATEGORIES).toEqual([
      "poin",
      "Credit Card",
      "Credit Cardless",
      "eWallet",
      "Retail Outlet",
      "Virtual Account",
    ]);
  });
});
