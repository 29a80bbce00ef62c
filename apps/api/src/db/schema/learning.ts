import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account";
import { addons, programs, resources } from "./catalogue";

/**
 * A learner's enrolment in a programme (the spec's program_user, whose id the report and study routes carry).
 * One per learner and programme: whatever pays twice, the unique index enrols once.
 */
export const programUsers = pgTable(
  "program_users",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Denormalised for My programmes (no count per row): the programme's counted activities this learner
     * completed, and when they last completed one. Kept in step only by completeActivity (modules/learning).
     */
    completedResources: integer("completed_resources").notNull().default(0),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
    /**
     * Copies of the programme's fields My programmes scopes, filters and counts every enrolment by — its counted
     * activities (programs.total_resources), folder, institution and removal — so a learner's hundreds of
     * enrolments are counted from this table alone. Written only by the triggers of migration 0013: filled on
     * insert, and updated for every enrolment when the programme's own value changes (decisions/006).
     */
    programTotalResources: integer("program_total_resources").notNull().default(0),
    programFolderId: integer("program_folder_id"),
    programCreatorId: integer("program_creator_id"),
    programDeletedAt: timestamp("program_deleted_at", { withTimezone: true }),
    /** A subscription's end: afterwards the enrolment is locked (read-only, no completion). */
    accessUntil: timestamp("access_until", { withTimezone: true }),
    /** A job-training (Prakerja) purchase must redeem its code before activities can be completed. */
    redeemRequired: boolean("redeem_required").notNull().default(false),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("program_users_user_program_idx").on(t.userId, t.programId),
    index("program_users_program_idx").on(t.programId),
    // My programmes' sorts 'newest' and 'last_studied' read one page in index order
    index("program_users_user_newest_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("program_users_user_studied_idx").on(
      t.userId,
      t.lastActivityAt.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** An add-on a learner owns (bought with or after its programme). */
export const addonUsers = pgTable(
  "addon_users",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addonId: integer("addon_id")
      .notNull()
      .references(() => addons.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("addon_users_user_addon_idx").on(t.userId, t.addonId)],
);

/**
 * An activity a learner completed in one enrolment (once: the unique index). Written only by completeActivity
 * (modules/learning), which keeps program_users.completed_resources and last_activity_at in step.
 */
export const resourceCompletions = pgTable(
  "resource_completions",
  {
    id: serial("id").primaryKey(),
    programUserId: integer("program_user_id")
      .notNull()
      .references(() => programUsers.id, { onDelete: "cascade" }),
    /** The enrolment's learner, copied so a learner's completions are found without the enrolment (no FK:
     * removing the learner removes the enrolment, which removes these). */
    userId: integer("user_id").notNull(),
    resourceId: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("resource_completions_enrolment_resource_idx").on(t.programUserId, t.resourceId),
    // removing an activity removes its completions without reading them all
    index("resource_completions_resource_idx").on(t.resourceId),
  ],
);
