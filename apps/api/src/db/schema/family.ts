import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./account";

/**
 * Family-link requests (issue 21, decisions/027): a parent or teacher asks to be linked with another account,
 * named by email or username. The typed name is kept whether or not an account has it (target_id null then), so
 * the requester's list never tells whether an address is registered. Accepted links live in user_children.
 */
export const relationRequests = pgTable(
  "relation_requests",
  {
    id: serial("id").primaryKey(),
    requesterId: integer("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The account the typed name found, or null when none has it. */
    targetId: integer("target_id").references(() => users.id, { onDelete: "cascade" }),
    /** What the requester typed, lower-cased: an email or a username. */
    identifier: varchar("identifier", { length: 254 }).notNull(),
    /** The requester's profession when asking: orangtua or guru. */
    relation: varchar("relation", { length: 12 }).notNull(),
    /** pending, accepted, declined or cancelled. */
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    check("relation_requests_status_known", sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`),
    check("relation_requests_relation_known", sql`${t.relation} in ('orangtua', 'guru')`),
    check("relation_requests_not_self", sql`${t.targetId} is null or ${t.targetId} <> ${t.requesterId}`),
    uniqueIndex("relation_requests_pending_idx").on(t.requesterId, t.identifier).where(sql`${t.status} = 'pending'`),
    index("relation_requests_target_idx").on(t.targetId).where(sql`${t.status} = 'pending'`),
  ],
);
