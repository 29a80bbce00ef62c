import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./account";

/**
 * The stored sizes of uploaded profile photos (decisions/025): one row per size, under a storage key the server
 * made. `users.avatar` holds the address of the current one; a replaced or removed avatar's rows go in the same
 * transaction that changes `users.avatar`, and its files are removed after the commit.
 */
export const avatarFiles = pgTable(
  "avatar_files",
  {
    avatarId: uuid("avatar_id").notNull(),
    size: smallint("size").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.avatarId, t.size] }), index("avatar_files_user_idx").on(t.userId)],
);
