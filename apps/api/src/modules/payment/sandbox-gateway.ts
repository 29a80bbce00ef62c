import type { PaymentInstructions } from "@app/domain/payment/contracts";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { sandboxCharges, sandboxNotifications } from "../../db/schema/payment";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { gatewayAmount, notificationSignature, type PaymentGateway } from "./gateway";

/** Bank prefixes of the sandbox's virtual-account numbers (like real Indonesian VA numbering). */
const VA_PREFIX: Record<string, string> = {
  bca: "39358",
  bni: "98881",
  bri: "26215",
  mandiri: "89608",
  permata: "8778",
};

/** Waits between delivery attempts of one notification (then every hour), like a gateway's retry schedule. */
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000];
const DELIVERY_TIMEOUT_MS = 5_000;

type Outcome = { transaction_status: string; status_code: string; fraud_status?: string };
const OUTCOMES: Record<"pay" | "fail" | "expire" | "cancel", Outcome> = {
  pay: { transaction_status: "settlement", status_code: "200" },
  fail: { transaction_status: "deny", status_code: "202" },
  expire: { transaction_status: "expire", status_code: "407" },
  cancel: { transaction_status: "cancel", status_code: "200" },
};

export type SandboxGateway = PaymentGateway & {
  /** The simulator: the learner pays, the bank refuses, or time runs out. False when no such pending charge. */
  simulate(orderId: string, action: "pay" | "fail" | "expire"): Promise<boolean>;
  /** Expires overdue charges and sends every notification that is due. */
  tick(): Promise<void>;
  /** Where notifications go: the address this server listens on (set when it starts listening). */
  setNotificationUrl(url: string): void;
};

/**
 * A gateway inside the product for development, tests and demos: it answers a charge with a virtual-account
 * number, an e-wallet deeplink and QR, a retail payment code, or a redirect for card 3-D Secure and cardless
 * approval (the simulator page), and later sends the API a signed HTTP notification exactly as a real gateway
 * would, retried with backoff until the API acknowledges it with a 2xx.
 */
export function createSandboxGateway(options: {
  db: Db;
  serverKey: string;
  clock: Clock;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
}): SandboxGateway {
  const { db, serverKey, clock } = options;
  let notificationUrl: string | null = null;

  /** The notification a settled charge owes, signed like a gateway's. */
  function notification(orderId: string, grossAmount: number, outcome: Outcome) {
    const gross = gatewayAmount(grossAmount);
    return {
      order_id: orderId,
      gross_amount: gross,
      ...outcome,
      signature_key: notificationSignature(orderId, outcome.status_code, gross, serverKey),
      transaction_id: `sbx-${orderId}-${outcome.transaction_status}`,
      transaction_time: clock().toISOString(),
      payment_type: "sandbox",
    };
  }

  /** Settles a pending charge and queues its notification in one transaction: a crash keeps both or neither. */
  async function settle(orderId: string, action: keyof typeof OUTCOMES): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [charge] = await tx
        .update(sandboxCharges)
        .set({ status: OUTCOMES[action].transaction_status })
        .where(and(eq(sandboxCharges.orderId, orderId), eq(sandboxCharges.status, "pending")))
        .returning();
      if (!charge) return false;
      const body = notification(orderId, charge.grossAmount, OUTCOMES[action]);
      await tx.insert(sandboxNotifications).values({ orderId, body, nextAttemptAt: clock() });
      return true;
    });
  }

  async function deliver(row: typeof sandboxNotifications.$inferSelect): Promise<void> {
    const now = clock();
    let error: string | null = null;
    if (!notificationUrl) error = "the server does not listen yet";
    else {
      try {
        const res = await fetch(notificationUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(row.body),
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        });
        if (!res.ok) error = `HTTP ${res.status}`;
      } catch (err) {
        error = (err as Error).message;
      }
    }
    const attempts = row.attempts + 1;
    const delay = RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? 3_600_000;
    await db
      .update(sandboxNotifications)
      .set(
        error === null
          ? { attempts, deliveredAt: now, lastError: null }
          : { attempts, lastError: error.slice(0, 300), nextAttemptAt: new Date(now.getTime() + delay) },
      )
      .where(eq(sandboxNotifications.id, row.id));
    if (error !== null)
      options.log.warn({ orderId: row.orderId, attempts, error }, "sandbox notification not acknowledged");
  }

  return {
    async charge({ orderId, grossAmount, method, expiresAt }) {
      await db.insert(sandboxCharges).values({ orderId, grossAmount, methodFullId: method.full_id, expiresAt });
      const digits = orderId.replace(/\D/g, "").padStart(11, "0").slice(-11);
      const hosted = (type: string) =>
        `${options.publicUrl}/payment/hosted/${type}?order_id=${encodeURIComponent(orderId)}`;
      const bank = method.full_id.replace(/_va$/, "");
      const instructions: Record<typeof method.kind, PaymentInstructions> = {
        virtual_account: {
          kind: "virtual_account",
          bank: bank.toUpperCase(),
          va_number: `${VA_PREFIX[bank] ?? "70012"}${digits}`,
        },
        ewallet: { kind: "ewallet", deeplink_url: hosted("ewallet"), qr_string: `SANDBOX-QRIS-${orderId}` },
        retail: { kind: "retail", store: method.provider_name, payment_code: `SBX${digits.slice(-9)}` },
        card: { kind: "card", redirect_url: hosted("card") },
        cardless: { kind: "cardless", redirect_url: hosted("cardless") },
        points: { kind: "points" },
      };
      return instructions[method.kind];
    },
    async cancel(orderId) {
      await settle(orderId, "cancel");
    },
    simulate: (orderId, action) => settle(orderId, action),
    async tick() {
      const now = clock();
      const overdue = await db
        .select({ orderId: sandboxCharges.orderId })
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.status, "pending"), lte(sandboxCharges.expiresAt, now)))
        .limit(100);
      for (const { orderId } of overdue) await settle(orderId, "expire");
      const due = await db
        .select()
        .from(sandboxNotifications)
        .where(and(isNull(sandboxNotifications.deliveredAt), lte(sandboxNotifications.nextAttemptAt, now)))
        .orderBy(asc(sandboxNotifications.id))
        .limit(50);
      for (const row of due) await deliver(row);
    },
    setNotificationUrl(url) {
      notificationUrl = url;
    },
  };
}

export const SANDBOX_TICK_MS = 1_000;
