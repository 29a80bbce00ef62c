import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./account";
import { programs, resources } from "./catalogue";
import { quizAttempts } from "./quiz";
import { userActivities } from "./study";

/**
 * A learner's portfolio header (spec 002 section 3): one per user, written only by its owner. Public views show a
 * portfolio only while it is published (decisions/022).
 */
export const portfolios = pgTable(
  "portfolios",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    description: text("description").notNull().default(""),
    /** An absolute http(s) address (checked by the contract), or null. */
    contentUrl: text("content_url"),
    isPublish: boolean("is_publish").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("portfolios_user_idx").on(t.userId)],
);

/**
 * A portfolio item: the learner's own finished work on one activity, from exactly one source — a finished quiz
 * attempt (an essay or file answer, a project, a reflection quiz, a scored quiz) or a written reflection
 * (user_activities.reflection). program_id and resource_id are copied from the source at creation, so lists group
 * and filter without joining through it; one item per activity and learner.
 */
export const portfolioItems = pgTable(
  "portfolio_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    attemptId: integer("attempt_id").references(() => quizAttempts.id, { onDelete: "cascade" }),
    userActivityId: integer("user_activity_id").references(() => userActivities.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 12 }).notNull(),
    caption: varchar("caption", { length: 150 }).notNull(),
    description: text("description").notNull().default(""),
    isPublish: boolean("is_publish").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("portfolio_items_one_source", sql`(${t.attemptId} is null) <> (${t.userActivityId} is null)`),
    check("portfolio_items_kind_known", sql`${t.kind} in ('project', 'file', 'reflection', 'quiz')`),
    uniqueIndex("portfolio_items_user_resource_idx").on(t.userId, t.resourceId),
    // a portfolio's items newest first, and a public view's published ones
    index("portfolio_items_user_recent_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("portfolio_items_attempt_idx").on(t.attemptId).where(sql`${t.attemptId} is not null`),
    index("portfolio_items_user_activity_idx").on(t.userActivityId).where(sql`${t.userActivityId} is not null`),
  ],
);
