import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account";
import { addons, programs } from "./catalogue";

/**
 * The selection list: a programme, or one add-on of a programme, a learner means to buy. Check states live
 * in the browser (spec 002 section 4 rules, packages/domain/src/cart); the server re-checks at checkout.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    addonId: integer("addon_id").references(() => addons.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a programme once, each add-on once, per learner
    uniqueIndex("cart_items_user_program_idx").on(t.userId, t.programId).where(sql`${t.addonId} is null`),
    uniqueIndex("cart_items_user_addon_idx").on(t.userId, t.addonId).where(sql`${t.addonId} is not null`),
    // a learner's whole cart (programmes and add-ons) in the order it is shown: neither partial index above serves
    // it, and with every third of a million learners holding a cart it was a scan of the table (issue 25)
    index("cart_items_user_idx").on(t.userId, t.createdAt, t.id),
  ],
);
