/**
 * The payment state machine (spec 002 section 4; RELIABILITY.md, payment state machine): how a gateway (Midtrans-style) notification
 * maps to a payment status, and which moves between statuses are allowed. SUCCESS and FAILED are terminal, so a
 * late or repeated notification can never undo them.
 */

export const PAYMENT_STATUS = { EMPTY: 0, PENDING: 1, SUCCESS: 2, FAILED: 3, PENDING_INTERNAL: 99 } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** A live payment: waiting for the learner (1) or for the gateway's answer (99). An invoice has at most one. */
export const LIVE_PAYMENT_STATUSES = [PAYMENT_STATUS.PENDING, PAYMENT_STATUS.PENDING_INTERNAL] as const;

export function isLivePaymentStatus(status: number | undefined): boolean {
  return (LIVE_PAYMENT_STATUSES as readonly (number | undefined)[]).includes(status);
}

export const PAYMENT_CATEGORIES = [
  "poin",
  "Credit Card",
  "Credit Cardless",
  "eWallet",
  "Retail Outlet",
  "Virtual Account",
] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

/** Recognised, but this product stage leaves the payment as it is; the caller reports them as ignored. */
export const IGNORED_TRANSACTION_STATUSES = ["refund", "partial_refund", "chargeback", "partial_chargeback"] as const;

export type GatewayOutcome = PaymentStatus | "ignored" | null;

const FAILED_TRANSACTION_STATUSES: readonly string[] = ["deny", "cancel", "expire", "failure"];

/**
 * A capture is only money in hand once fraud detection accepts it (or says nothing); "challenge" waits for a
 * review, and any other fraud verdict is unknown rather than a guess.
 */
function captureOutcome(fraudStatus: string | undefined): GatewayOutcome {
  if (fraudStatus === "challenge") return PAYMENT_STATUS.PENDING;
  if (fraudStatus === undefined || fraudStatus === "accept") return PAYMENT_STATUS.SUCCESS;
  return null;
}

/** The status a notification asks for, "ignored" for a recognised one this stage leaves alone, null if unknown. */
export function gatewayOutcome(transactionStatus: string, fraudStatus?: string): GatewayOutcome {
  if (transactionStatus === "capture") return captureOutcome(fraudStatus);
  if (transactionStatus === "settlement") return PAYMENT_STATUS.SUCCESS;
  if (transactionStatus === "pending") return PAYMENT_STATUS.PENDING;
  if (FAILED_TRANSACTION_STATUSES.includes(transactionStatus)) return PAYMENT_STATUS.FAILED;
  if ((IGNORED_TRANSACTION_STATUSES as readonly string[]).includes(transactionStatus)) return "ignored";
  return null;
}

export function isTerminalPaymentStatus(status: PaymentStatus): boolean {
  return status === PAYMENT_STATUS.SUCCESS || status === PAYMENT_STATUS.FAILED;
}

const REACHABLE_TARGETS: readonly PaymentStatus[] = [
  PAYMENT_STATUS.PENDING,
  PAYMENT_STATUS.SUCCESS,
  PAYMENT_STATUS.FAILED,
];

export type PaymentTransition = { status: PaymentStatus; changed: boolean };

export function nextPaymentStatus(current: PaymentStatus, target: PaymentStatus): PaymentTransition {
  const stays = isTerminalPaymentStatus(current) || current === target || !REACHABLE_TARGETS.includes(target);
  return stays ? { status: current, changed: false } : { status: target, changed: true };
}
