import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
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
import { programUsers } from "./learning";

/**
 * A learner's work on one activity of one enrolment (the spec's user_activity): started once, its video
 * watched to the end, the tab opened, a reflection written. Completion itself is resource_completions
 * (modules/learning completeActivity), which this row's finished_at mirrors in the same transaction.
 */
export const userActivities = pgTable(
  "user_activities",
  {
    id: serial("id").primaryKey(),
    programUserId: integer("program_user_id")
      .notNull()
      .references(() => programUsers.id, { onDelete: "cascade" }),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    videoEndedAt: timestamp("video_ended_at", { withTimezone: true }),
    openedCount: integer("opened_count").notNull().default(0),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }),
    reflection: text("reflection"),
  },
  (t) => [
    uniqueIndex("user_activities_enrolment_resource_idx").on(t.programUserId, t.resourceId),
    index("user_activities_resource_idx").on(t.resourceId),
  ],
);

/**
 * Comments on an activity, one level of replies. The text is plain (never HTML) with mentions stored as
 * @[userId|displayName]; reply_count is kept by whoever inserts a reply, in the same transaction.
 */
export const resourceComments = pgTable(
  "resource_comments",
  {
    id: serial("id").primaryKey(),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => resourceComments.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    replyCount: integer("reply_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // an activity's comments, newest first
    index("resource_comments_resource_recent_idx")
      .on(t.resourceId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    // a comment's replies, oldest first
    index("resource_comments_parent_idx").on(t.parentId, t.createdAt, t.id),
  ],
);

/** Study groups of a programme; member_count is kept by the group-move rule (modules/study). */
export const studyGroups = pgTable(
  "study_groups",
  {
    id: serial("id").primaryKey(),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    description: text("description").notNull().default(""),
    quota: integer("quota").notNull(),
    memberCount: integer("member_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("study_groups_members_within_quota", sql`${t.memberCount} >= 0 and ${t.memberCount} <= ${t.quota}`),
    index("study_groups_program_idx").on(t.programId, t.name),
  ],
);

/**
 * A learner's place in a programme's study groups: one per learner and programme. 'requested' waits for the
 * facilitator; only 'joined' counts in member_count.
 */
export const studyGroupMembers = pgTable(
  "study_group_members",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => studyGroups.id, { onDelete: "cascade" }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 10 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("study_group_members_status_known", sql`${t.status} in ('joined', 'requested')`),
    uniqueIndex("study_group_members_program_user_idx").on(t.programId, t.userId),
    index("study_group_members_group_idx").on(t.groupId, t.status, t.createdAt),
  ],
);
