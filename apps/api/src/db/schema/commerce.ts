import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account";
import { addons, programs } from "./catalogue";

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
  },
  (t) => [
    uniqueIndex("program_users_user_program_idx").on(t.userId, t.programId),
    index("program_users_program_idx").on(t.programId),
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
  ],
);
