import { createHash, timingSafeEqual } from "node:crypto";
import type { PaymentInstructions } from "@app/domain/payment/contracts";
import type { PaymentMethod } from "@app/domain/payment/methods";

/** What the product asks of a payment gateway (the built-in sandbox now; a Midtrans-style adapter later). */
export interface PaymentGateway {
  /** Opens a charge and answers how the learner pays it. Bounded in time (R7): it throws when the gateway is slow. */
  charge(input: {
    orderId: string;
    grossAmount: number;
    method: PaymentMethod;
    expiresAt: Date;
  }): Promise<PaymentInstructions>;
  /**
   * Closes a pending charge (the learner chose another method, or the product closed the payment). Resolves once
   * the charge is closed, whatever closed it — cancelled now, already expired or settled, or never opened — and
   * rejects only when the gateway could not be asked (then the cancel stays owed and is retried).
   */
  cancel(orderId: string): Promise<void>;
}

/** R7: how long any call to a gateway may take before the product treats the gateway as down. */
export const GATEWAY_TIMEOUT_MS = 15_000;

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`payment gateway ${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * R7: the same gateway with every outbound call bounded in time. A charge that does not answer in time fails
 * (the payment is closed and the learner told the gateway is unavailable) instead of holding the request.
 */
export function boundedGateway(gateway: PaymentGateway, ms = GATEWAY_TIMEOUT_MS): PaymentGateway {
  return {
    charge: (input) => within(gateway.charge(input), ms, "charge"),
    cancel: (orderId) => within(gateway.cancel(orderId), ms, "cancel"),
  };
}

/** Midtrans-style notification signature: SHA-512 over order id, status code, gross amount and the server key. */
export function notificationSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string) {
  return createHash("sha512").update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest("hex");
}

/** Compared in constant time, so the comparison tells an attacker nothing about the right value. */
export function signatureMatches(presented: string, expected: string): boolean {
  const a = Buffer.from(presented, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The gateway's amount string ("150000.00") as integer Rupiah, or null when it is not one. */
export function rupiahFromGateway(amount: string): number | null {
  const match = /^(\d{1,12})(?:\.00?)?$/.exec(amount);
  return match?.[1] ? Number(match[1]) : null;
}

/** Integer Rupiah as the gateway writes amounts. */
export function gatewayAmount(rupiah: number): string {
  return `${rupiah}.00`;
}
