import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { institutions } from "./institution";
import { districts, provinces, regencies } from "./region";

export const professions = pgTable("professions", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 30 }).notNull().unique(),
  label: varchar("label", { length: 60 }).notNull(),
});

export const yearLevels = pgTable("year_levels", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 60 }).notNull().unique(),
  sequence: integer("sequence").notNull(),
});

export const roles = pgTable("roles", {
  id: serial("id").primaryKey(),
  label: varchar("label", { length: 60 }).notNull().unique(),
});

/** Every field the shell reads (spec 000 section 3); `age` is derived from birth_date, never stored. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 120 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    phone: varchar("phone", { length: 16 }),
    gender: varchar("gender", { length: 1 }),
    birthDate: date("birth_date"),
    professionName: varchar("profession_name", { length: 30 }).references(() => professions.name),
    yearLevelId: integer("year_level_id").references(() => yearLevels.id),
    city: varchar("city", { length: 120 }),
    occupation: varchar("occupation", { length: 120 }),
    username: varchar("username", { length: 60 }).notNull(),
    desiredCompany: varchar("desired_company", { length: 200 }),
    source: varchar("source", { length: 120 }),
    bidangStudiInterests: text("bidang_studi_interests").array().notNull().default(sql`'{}'::text[]`),
    prakerjaId: varchar("prakerja_id", { length: 60 }),
    prakerjaFirstTransaction: timestamp("prakerja_first_transaction", { withTimezone: true }),
    prakerjaLastTransaction: timestamp("prakerja_last_transaction", { withTimezone: true }),
    isPhoneRefilled: smallint("is_phone_refilled").notNull().default(0),
    isPhoneDismissedPayment: smallint("is_phone_dismissed_payment").notNull().default(0),
    isPhoneDismissedProfile: smallint("is_phone_dismissed_profile").notNull().default(0),
    isPhoneDismissedProgrammu: smallint("is_phone_dismissed_programmu").notNull().default(0),
    isAdmin: boolean("is_admin").notNull().default(false),
    isAsesor: boolean("is_asesor").notNull().default(false),
    isEmailVerified: boolean("is_email_verified").notNull().default(false),
    isHaveFunReport: boolean("is_have_fun_report").notNull().default(false),
    /** When the person agreed to the terms and the privacy policy at registration (issue 23); null before that. */
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    avatar: text("avatar"),
    // Kemendagri codes as integers (decisions/024); set together by the region picker, city from the regency
    provinceId: integer("province_id").references(() => provinces.id),
    regencyId: integer("regency_id").references(() => regencies.id),
    districtId: integer("district_id").references(() => districts.id),
    institutionId: integer("institution_id").references(() => institutions.id),
    /** The class, faculty/major or division within that institution (decisions/027). */
    institutionDetail: varchar("institution_detail", { length: 120 }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    check("users_gender_known", sql`${t.gender} is null or ${t.gender} in ('L', 'P')`),
    check("users_phone_digits", sql`${t.phone} is null or ${t.phone} ~ '^\\+?[0-9]{9,15}$'`),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** A parent's children (the `child` list of the user). */
export const userChildren = pgTable(
  "user_children",
  {
    parentId: integer("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    childId: integer("child_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.childId] }),
    check("user_children_not_self", sql`${t.parentId} <> ${t.childId}`),
  ],
);

/** Sessions: the token is random (32 bytes) and only its SHA-256 is stored; revocable. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    remember: boolean("remember").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The browser's User-Agent at login (capped), for the device label of the active sessions list. */
    userAgent: varchar("user_agent", { length: 300 }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * One row per account: the counters of email verification (spec 000 4.2). Every verification attempt
 * locks this row, so concurrent wrong codes are counted one at a time (RELIABILITY S2).
 */
export const emailVerificationStates = pgTable("email_verification_states", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  frozenUntil: timestamp("frozen_until", { withTimezone: true }),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  skippedAt: timestamp("skipped_at", { withTimezone: true }),
});

/** A code sent by mail: only a salted SHA-256 of it is kept; bound to the account and the address. */
export const emailVerificationCodes = pgTable(
  "email_verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 254 }).notNull(),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when used, or when a newer code or an email change supersedes it. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [index("email_verification_codes_open_idx").on(t.userId).where(sql`${t.closedAt} is null`)],
);

/** Password reset links: only the SHA-256 of the random token is kept; single use, expiring. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_user_idx").on(t.userId, t.createdAt)],
);

/**
 * The links mailed to the old address after an email change (issue 17): following one within 7 days puts the
 * old address back and ends every session. Only the SHA-256 of the random token is kept; single use. While a
 * link is live its old address stays reserved for its account, so nobody can take it to block the undo.
 */
export const emailChangeUndos = pgTable(
  "email_change_undos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    oldEmail: varchar("old_email", { length: 254 }).notNull(),
    oldEmailVerified: boolean("old_email_verified").notNull(),
    newEmail: varchar("new_email", { length: 254 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("email_change_undos_user_idx").on(t.userId, t.createdAt),
    index("email_change_undos_old_email_idx").on(sql`lower(${t.oldEmail})`),
  ],
);
