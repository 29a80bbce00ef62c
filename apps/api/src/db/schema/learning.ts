import { index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { resources } from "./catalogue";
import { programUsers } from "./commerce";

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
