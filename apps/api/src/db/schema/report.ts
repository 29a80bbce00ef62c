import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./account";
import { programs } from "./catalogue";
import { institutions } from "./institution";
import { addonUsers, programUsers } from "./learning";

/**
 * The serial part of certificate numbers. A sequence, not max()+1: concurrent issuances never read the same
 * value, and a rolled-back or conflicting insert only leaves a gap (decisions/020).
 */
export const certificateSerial = pgSequence("certificate_serial", { startWith: 1 });

/**
 * A certificate of a finished enrolment or add-on (issue 20): one per enrolment and one per add-on (the unique index makes concurrent issuance
 * give one), with what it says frozen at issue time (the holder's name as on the profile then, the programme's and
 * institution's names, hours, final score), and its revocation.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    number: varchar("number", { length: 48 }).notNull(),
    programUserId: integer("program_user_id")
      .notNull()
      .references(() => programUsers.id),
    /** An add-on's certificate (the add-on the learner owns, finished in this enrolment); null for the programme's. */
    addonUserId: integer("addon_user_id").references(() => addonUsers.id),
    addonTitle: varchar("addon_title", { length: 200 }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id),
    institutionId: integer("institution_id")
      .notNull()
      .references(() => institutions.id),
    holderName: varchar("holder_name", { length: 120 }).notNull(),
    programName: varchar("program_name", { length: 300 }).notNull(),
    institutionName: varchar("institution_name", { length: 200 }).notNull(),
    hours: numeric("hours", { precision: 7, scale: 1, mode: "number" }).notNull(),
    /** The weighted final score (0-100) where the programme has scored activities; null otherwise. */
    finalScore: numeric("final_score", { precision: 4, scale: 1, mode: "number" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    revokedBy: integer("revoked_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("certificates_number_idx").on(t.number),
    // one certificate per finished enrolment, and one per finished add-on
    uniqueIndex("certificates_program_user_idx").on(t.programUserId).where(sql`${t.addonUserId} is null`),
    uniqueIndex("certificates_addon_user_idx").on(t.addonUserId),
    check("certificates_addon_whole", sql`(${t.addonUserId} is null) = (${t.addonTitle} is null)`),
    index("certificates_user_idx").on(t.userId),
    check(
      "certificates_revocation_whole",
      sql`(${t.revokedAt} is null) = (${t.revokedReason} is null) and (${t.revokedAt} is null) = (${t.revokedBy} is null)`,
    ),
    check("certificates_score_range", sql`${t.finalScore} is null or ${t.finalScore} between 0 and 100`),
  ],
);
