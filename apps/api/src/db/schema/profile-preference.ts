import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { users } from "./account";
import { contentPreferences, learningObjectives } from "./region";

/** A user's learning objectives (issue 21; saved by POST /v2/user/manage-profile). */
export const userLearningObjectives = pgTable(
  "user_learning_objectives",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    objectiveId: integer("objective_id")
      .notNull()
      .references(() => learningObjectives.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.objectiveId] }),
    index("user_learning_objectives_objective_idx").on(t.objectiveId),
  ],
);

/** A user's content preferences (issue 21; saved by POST /v2/user/manage-profile). */
export const userContentPreferences = pgTable(
  "user_content_preferences",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    preferenceId: integer("preference_id")
      .notNull()
      .references(() => contentPreferences.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.preferenceId] }),
    index("user_content_preferences_preference_idx").on(t.preferenceId),
  ],
);
