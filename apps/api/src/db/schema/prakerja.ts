import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./account";
import { programs } from "./catalogue";
import { programUsers } from "./learning";

/**
 * A programme's redemption programme at the job-training partner (the spec's has_redeem_program): the course id the
 * partner knows it by. A Prakerja programme without a row is sold without a redeem code.
 */
export const prakerjaRedemptionPrograms = pgTable("prakerja_redemption_programs", {
  programId: integer("program_id")
    .primaryKey()
    .references(() => programs.id, { onDelete: "cascade" }),
  partnerCourseId: varchar("partner_course_id", { length: 64 }).notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The redeem record of one enrolment (spec 000 section 3: status 0 unredeemed, 1 success, 2 internal failed,
 * 3 Prakerja failed). An enrolment in a redemption programme without a row counts as status 0. The code is kept
 * because the partner's commit needs it after face verification; it is never logged (only its masked form).
 */
export const prakerjaRedeems = pgTable(
  "prakerja_redeems",
  {
    id: serial("id").primaryKey(),
    programUserId: integer("program_user_id")
      .notNull()
      .unique()
      .references(() => programUsers.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    status: smallint("status").notNull().default(0),
    redemptionCode: varchar("redemption_code", { length: 32 }),
    /** The face-verification sequence last asked for (1 = the redemption itself, n = session n). */
    sequence: integer("sequence"),
    /** 'pending', 'success' or 'failed': the outcome of the last face verification asked for. */
    sequenceStatus: varchar("sequence_status", { length: 10 }),
    /** The highest sequence verified successfully (validate.last_fr_session). */
    lastFrSession: integer("last_fr_session"),
    errorCode: varchar("error_code", { length: 100 }),
    error: varchar("error", { length: 500 }),
    errorDescription: varchar("error_description", { length: 500 }),
    partnerInvoiceCode: varchar("partner_invoice_code", { length: 100 }),
    codeAcceptedAt: timestamp("code_accepted_at", { withTimezone: true }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("prakerja_redeems_status_known", sql`${t.status} between 0 and 3`),
    index("prakerja_redeems_user_idx").on(t.userId),
  ],
);

/**
 * One face-verification link asked of the partner: its `state` comes back from the partner's page (postMessage or
 * redirect) and check-update finds the enrolment by it, for the caller only.
 */
export const prakerjaFrAttempts = pgTable(
  "prakerja_fr_attempts",
  {
    id: serial("id").primaryKey(),
    redeemId: integer("redeem_id")
      .notNull()
      .references(() => prakerjaRedeems.id, { onDelete: "cascade" }),
    state: varchar("state", { length: 200 }).notNull(),
    sequence: integer("sequence").notNull(),
    /** 'pending' until check-update reads the partner's result, then 'success' or 'failed'. */
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("prakerja_fr_attempts_state_idx").on(t.state),
    index("prakerja_fr_attempts_redeem_idx").on(t.redeemId),
  ],
);
