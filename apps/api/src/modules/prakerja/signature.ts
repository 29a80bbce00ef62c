import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The partner protocol's signature (docs/prakerja.md): HMAC-SHA1, hex, over
 * client code + timestamp + method + endpoint + body, concatenated without separators. Both directions use it:
 * a request signs its own method, endpoint (path with query) and body; an answer signs the request's method and
 * endpoint with its own timestamp and body. Timestamps are Unix milliseconds.
 */

export const SIGNATURE_HEADERS = { clientCode: "client_code", signature: "signature", timestamp: "timestamp" } as const;

/** How far a timestamp may be from the receiver's clock, either way. */
export const STALE_AFTER_MS = 5 * 60 * 1000;

export type SignedParts = { clientCode: string; timestamp: string; method: string; endpoint: string; body: string };

export function signatureBase(p: SignedParts): string {
  return `${p.clientCode}${p.timestamp}${p.method.toUpperCase()}${p.endpoint}${p.body}`;
}

export function sign(key: string, parts: SignedParts): string {
  return createHmac("sha1", key).update(signatureBase(parts), "utf8").digest("hex");
}

export type SignatureRefusal = "missing_headers" | "unknown_client" | "stale_timestamp" | "bad_signature" | "replayed";

/**
 * Remembers the signatures seen within the staleness window: a second use of one is a replay. Entries older
 * than the window are dropped (a replay that old is refused as stale anyway).
 */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();
  constructor(
    private readonly now: () => number,
    private readonly windowMs = STALE_AFTER_MS,
  ) {}

  /** true the first time a signature is offered, false afterwards (within the window). */
  firstUse(signature: string): boolean {
    const now = this.now();
    if (this.seen.size > 1000) this.prune(now);
    const expires = this.seen.get(signature);
    if (expires !== undefined && expires > now) return false;
    // kept for twice the window: a timestamp may be up to one window in the future
    this.seen.set(signature, now + 2 * this.windowMs);
    return true;
  }

  private prune(now: number): void {
    for (const [sig, expires] of this.seen) if (expires <= now) this.seen.delete(sig);
  }
}

export type SignatureCheck = {
  clientCode: string | undefined;
  signature: string | undefined;
  timestamp: string | undefined;
  method: string;
  endpoint: string;
  body: string;
};

/**
 * Checks a signed message: known client, fresh timestamp, right signature, first use. The replay guard is
 * consulted last, so a forged or stale message cannot fill it.
 */
export function verifySignature(
  check: SignatureCheck,
  expected: { clientCode: string; key: string; now: number; replays: ReplayGuard },
): SignatureRefusal | null {
  const { clientCode, signature, timestamp } = check;
  if (!clientCode || !signature || !timestamp) return "missing_headers";
  if (clientCode !== expected.clientCode) return "unknown_client";
  if (!/^\d{1,15}$/.test(timestamp) || Math.abs(expected.now - Number(timestamp)) > STALE_AFTER_MS) {
    return "stale_timestamp";
  }
  const want = Buffer.from(sign(expected.key, { ...check, clientCode, timestamp }), "utf8");
  const got = Buffer.from(signature, "utf8");
  if (want.length !== got.length || !timingSafeEqual(want, got)) return "bad_signature";
  if (!expected.replays.firstUse(signature)) return "replayed";
  return null;
}

/** A timestamp source that never repeats itself: equal bodies sent in one millisecond still sign differently. */
export function monotonicTimestamps(now: () => number): () => string {
  let last = 0;
  return () => {
    last = Math.max(now(), last + 1);
    return String(last);
  };
}
