import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./account";
import { programs } from "./catalogue";
import { programUsers } from "./learning";
import { quizAttempts } from "./quiz";

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

/**
 * The partner's attendance of one session of a redeemed enrolment, as last read (decisions/031): the study page
 * shows it without asking the partner again while fresh, and shows the last known status during an outage.
 */
export const prakerjaAttendance = pgTable(
  "prakerja_attendance",
  {
    id: serial("id").primaryKey(),
    redeemId: integer("redeem_id")
      .notNull()
      .references(() => prakerjaRedeems.id, { onDelete: "cascade" }),
    sequence: integer("sequence").notNull(),
    /** belum_verifikasi, diproses, hadir or gagal: the partner's answer */
    status: varchar("status", { length: 20 }).notNull(),
    partnerUpdatedAt: timestamp("partner_updated_at", { withTimezone: true }),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("prakerja_attendance_redeem_sequence_idx").on(t.redeemId, t.sequence)],
);

/**
 * A scored practical task (tpm) or skills demonstration (uk) hand-in of a redeemed enrolment, to be submitted to the
 * partner (decisions/031): written in the assessor's scoring transaction (an outbox row), delivered outside it and
 * retried until the partner answers, then its review read back. One row per hand-in (attempt).
 */
export const prakerjaSubmissions = pgTable(
  "prakerja_submissions",
  {
    id: serial("id").primaryKey(),
    attemptId: integer("attempt_id")
      .notNull()
      .unique()
      .references(() => quizAttempts.id, { onDelete: "cascade" }),
    redeemId: integer("redeem_id")
      .notNull()
      .references(() => prakerjaRedeems.id, { onDelete: "cascade" }),
    programUserId: integer("program_user_id")
      .notNull()
      .references(() => programUsers.id, { onDelete: "cascade" }),
    resourceId: integer("resource_id").notNull(),
    /** tpm or uk */
    scope: varchar("scope", { length: 3 }).notNull(),
    sequence: integer("sequence").notNull(),
    score: integer("score").notNull(),
    fileUrl: varchar("file_url", { length: 1000 }),
    url: varchar("url", { length: 1000 }),
    idempotencyKey: varchar("idempotency_key", { length: 128 }).notNull(),
    /** internal_pending (ours to deliver), pending (the partner reviews), accepted, rejected, failed, reset */
    status: varchar("status", { length: 20 }).notNull().default("internal_pending"),
    partnerSubmissionId: varchar("partner_submission_id", { length: 100 }),
    feedback: text("feedback"),
    /** delivery tries that met an outage; the next one is due at next_attempt_at */
    tries: integer("tries").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: varchar("last_error", { length: 500 }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "prakerja_submissions_status_known",
      sql`${t.status} in ('internal_pending', 'pending', 'accepted', 'rejected', 'failed', 'reset')`,
    ),
    index("prakerja_submissions_due_idx").on(t.status, t.nextAttemptAt),
    index("prakerja_submissions_enrolment_idx").on(t.programUserId, t.resourceId),
  ],
);
