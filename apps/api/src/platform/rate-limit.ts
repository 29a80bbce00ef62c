import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { rateLimitCounters } from "../db/schema/platform";
import type { Clock } from "./clock";
import type { Db } from "./db";
import { errors } from "./errors";

/** A limit: at most `limit` hits per `windowSeconds` for one subject (an IP, an account, an email). */
export type RateRule = { name: string; limit: number; windowSeconds: number };

export type RateLimiter = {
  /** Counts one hit; throws the 429 refusal when the subject is over the limit. */
  hit(rule: RateRule, subject: string): Promise<void>;
};

/**
 * Fixed-window counters in PostgreSQL, so every instance shares them. One upsert per hit: the row lock
 * makes concurrent hits count one by one. Subjects are hashed (no emails or IPs in the table).
 */
export function createRateLimiter(db: Db, options: { scale: number; clock: Clock }): RateLimiter {
  let hitsSinceSweep = 0;
  return {
    async hit(rule, subject) {
      const now = options.clock();
      const key = `${rule.name}:${createHash("sha256").update(subject).digest("hex").slice(0, 40)}`;
      const windowEnd = new Date(now.getTime() + rule.windowSeconds * 1000);
      const expired = sql`${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, windowEndsAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
            windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
      if (++hitsSinceSweep >= 500) {
        hitsSinceSweep = 0;
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now));
      }
      const allowed = Math.max(1, Math.round(rule.limit * options.scale));
      if (row && row.hits > allowed) throw errors.tooManyRequests(row.windowEndsAt, now);
    },
  };
}
