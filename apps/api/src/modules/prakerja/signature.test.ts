import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { monotonicTimestamps, ReplayGuard, STALE_AFTER_MS, sign, signatureBase, verifySignature } from "./signature";

const KEY = "k".repeat(32);
const parts = {
  clientCode: "KARIRMU",
  timestamp: "1790000000000",
  method: "post",
  endpoint: "/api/v1/x?a=1",
  body: '{"a":1}',
};

describe("signature base string and HMAC-SHA1", () => {
  it("concatenates client code, timestamp, upper-cased method, endpoint and body", () => {
    expect(signatureBase(parts)).toBe('KARIRMU1790000000000POST/api/v1/x?a=1{"a":1}');
  });

  it("is the hex HMAC-SHA1 of the base string", () => {
    const want = createHmac("sha1", KEY).update('KARIRMU1790000000000POST/api/v1/x?a=1{"a":1}').digest("hex");
    expect(sign(KEY, parts)).toBe(want);
    expect(sign(KEY, parts)).toMatch(/^[0-9a-f]{40}$/);
  });

  it("changes with every signed part (property)", () => {
    const part = fc.constantFrom("clientCode", "timestamp", "method", "endpoint", "body");
    fc.assert(
      fc.property(part, fc.string({ minLength: 1 }), (name, extra) => {
        const changed = { ...parts, [name]: `${parts[name]}${extra}` };
        return sign(KEY, changed) !== sign(KEY, parts);
      }),
    );
  });
});

describe("verifySignature", () => {
  const now = 1_790_000_000_000;
  const check = (over: Partial<typeof parts & { signature: string }> = {}, replays = new ReplayGuard(() => now)) => {
    const p = { ...parts, timestamp: String(now), ...over };
    return verifySignature(
      { ...p, signature: over.signature ?? sign(KEY, { ...parts, timestamp: String(now) }) },
      { clientCode: "KARIRMU", key: KEY, now, replays },
    );
  };

  it("accepts a fresh, right signature once, refuses its replay", () => {
    const replays = new ReplayGuard(() => now);
    expect(check({}, replays)).toBeNull();
    expect(check({}, replays)).toBe("replayed");
  });

  it("refuses a wrong signature, another body, another client, missing headers", () => {
    expect(check({ signature: "0".repeat(40) })).toBe("bad_signature");
    expect(check({ signature: "short" })).toBe("bad_signature");
    expect(check({ body: '{"a":2}' })).toBe("bad_signature");
    expect(check({ clientCode: "OTHER" })).toBe("unknown_client");
    expect(check({ signature: "" })).toBe("missing_headers");
  });

  it("refuses timestamps more than 5 minutes away, either way, and non-numbers", () => {
    for (const ts of [now - STALE_AFTER_MS - 1, now + STALE_AFTER_MS + 1]) {
      const timestamp = String(ts);
      expect(check({ timestamp, signature: sign(KEY, { ...parts, timestamp }) })).toBe("stale_timestamp");
    }
    for (const ts of [now - STALE_AFTER_MS, now + STALE_AFTER_MS]) {
      const timestamp = String(ts);
      expect(check({ timestamp, signature: sign(KEY, { ...parts, timestamp }) })).toBeNull();
    }
    expect(check({ timestamp: "1e12", signature: sign(KEY, { ...parts, timestamp: "1e12" }) })).toBe("stale_timestamp");
  });

  it("a forged signature does not fill the replay guard", () => {
    const replays = new ReplayGuard(() => now);
    expect(check({ signature: "f".repeat(40) }, replays)).toBe("bad_signature");
    expect(check({}, replays)).toBeNull();
  });
});

describe("ReplayGuard", () => {
  it("forgets a signature only after the window (twice the staleness, for future timestamps)", () => {
    let t = 0;
    const guard = new ReplayGuard(() => t);
    expect(guard.firstUse("a")).toBe(true);
    t = 2 * STALE_AFTER_MS - 1;
    expect(guard.firstUse("a")).toBe(false);
    t = 4 * STALE_AFTER_MS + 1;
    expect(guard.firstUse("a")).toBe(true);
  });
});

describe("monotonicTimestamps", () => {
  it("never repeats, even when the clock stands still or goes back (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 2, maxLength: 50 }), (clock) => {
        let i = 0;
        const next = monotonicTimestamps(() => clock[i] ?? 0);
        const seen: number[] = [];
        for (i = 0; i < clock.length; i += 1) seen.push(Number(next()));
        return seen.every((v, j) => j === 0 || v > (seen[j - 1] ?? 0));
      }),
    );
  });
});
