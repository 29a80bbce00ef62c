import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { ACCOUNT_LIMITS, ACCOUNT_SERVER_MESSAGES, ACCOUNT_TEXTS } from "@app/domain/account/constants";
import type { AccountSession, MeUser, WhatsappDialogPage } from "@app/domain/account/contracts";
import { deviceLabel } from "@app/domain/account/device-label";
import type { ManageProfileChange } from "@app/domain/account/manage-profile";
import { normaliseEmail } from "@app/domain/account/validation";
import { dismissFlagFor } from "@app/domain/account/whatsapp-dialog";
import { wibYear, wibYearBounds } from "@app/domain/reflection/rules";
import { and, desc, eq, gt, gte, isNull, ne, sql } from "drizzle-orm";
import {
  emailChangeUndos,
  emailVerificationCodes,
  emailVerificationStates,
  passwordResets,
  roles,
  sessions,
  userChildren,
  userRoles,
  users,
  yearLevels,
} from "../../db/schema/account";
import { liveSession } from "../../platform/auth";
import { addSeconds } from "../../platform/clock";
import { type Db, uniqueViolationOf } from "../../platform/db";
import { errors } from "../../platform/errors";
import { hashPassword, isCommonPassword, verifyPassword } from "../../platform/passwords";
import { preparedOn } from "../../platform/prepared-query";
import { hashToken, revokeAllSessions, revokeOtherSessions } from "../../platform/sessions";
import { notify } from "../notification/public";
import { hasReflectionSql } from "../reflection/public";
import { membershipOf } from "./institution-choice";
import { applyProfilePreferences, profilePreferenceColumns } from "./region";

/**
 * The rules of account access (spec 000 sections 4.1-4.7). Functions take the database and the current time; a
 * change opens its own transaction (decisions/015). They never send mail themselves but return what is to be
 * sent, so mail goes out only after the transaction committed.
 */

type UserRow = typeof users.$inferSelect;

const emailMatches = (email: string) => sql`lower(${users.email}) = ${normaliseEmail(email)}`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(emailMatches(email)).limit(1);
  return row ?? null;
}

/**
 * Whether another account may not take this address: one has it, or it is the old address of another
 * account's email change that can still be undone (so nobody can take it to block the undo).
 */
async function emailUnavailable(db: Db, email: string, forUserId: number | null, now: Date): Promise<boolean> {
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== forUserId) return true;
  const [held] = await db
    .select({ id: emailChangeUndos.id })
    .from(emailChangeUndos)
    .where(
      and(
        sql`lower(${emailChangeUndos.oldEmail}) = ${normaliseEmail(email)}`,
        isNull(emailChangeUndos.closedAt),
        gt(emailChangeUndos.expiresAt, now),
        ...(forUserId === null ? [] : [ne(emailChangeUndos.userId, forUserId)]),
      ),
    )
    .limit(1);
  return held !== undefined;
}

async function userById(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw errors.unauthorized();
  return row;
}

export function sessionUser(user: UserRow) {
  return { id: user.id, name: user.name, avatar: user.avatar, profession_name: user.professionName };
}

// ---- login and register -------------------------------------------------------------------------------

/**
 * The account for an email and password, or null. An unknown email is checked against a dummy hash, so
 * both refusals take the same time (spec: the same answer; RELIABILITY S5 for timing).
 */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(user?.passwordHash ?? null, password);
  return user && matches && user.disabledAt === null ? user : null;
}

/** Refuses one of the most common passwords (the pattern rule is already checked by the schema). */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) throw errors.refused(ACCOUNT_SERVER_MESSAGES.passwordCommon);
}

/**
 * A new learner's username, unique by its random end (a clash is retried): from the name, which the public profile
 * shows anyway, never from the email address, whose local part a public /u/{username} address would give away.
 */
export function usernameFor(name: string): string {
  const base =
    name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "")
      .slice(0, 40) || "pengguna";
  return `${base}${randomBytes(3).toString("hex")}`;
}

export type NewAccount = {
  name: string;
  email: string;
  password: string;
  profession_name: string;
  phone?: string | undefined;
  year_level_id?: number | undefined;
  source?: string | undefined;
};

export async function registerAccount(db: Db, input: NewAccount, now: Date): Promise<UserRow> {
  assertPasswordNotCommon(input.password);
  if (await emailUnavailable(db, input.email, null, now)) throw errors.refused(ACCOUNT_SERVER_MESSAGES.emailTaken);
  if (input.year_level_id !== undefined) {
    const [level] = await db
      .select({ id: yearLevels.id })
      .from(yearLevels)
      .where(eq(yearLevels.id, input.year_level_id));
    if (!level) throw errors.refused("Jenjang tidak dikenal");
  }
  const passwordHash = await hashPassword(input.password);
  // The unique indexes decide races: the same email twice is refused, a clash of the random username retried.
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({
          name: input.name,
          email: input.email.trim(),
          passwordHash,
          professionName: input.profession_name,
          phone: input.phone ?? null,
          isPhoneRefilled: input.phone ? 1 : 0,
          yearLevelId: input.year_level_id ?? null,
          username: usernameFor(input.name),
          source: input.source ?? null,
          // registerBody accepts only a ticked consent, so the account's consent time is its creation time
          termsAcceptedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    } catch (err) {
      const index = uniqueViolationOf(err);
      if (index === "users_email_lower_idx") throw errors.refused(ACCOUNT_SERVER_MESSAGES.emailTaken);
      if (index !== "users_username_lower_idx" || attempt >= 3) throw err;
    }
  }
}

// ---- the current user (me-v2) ----------------------------------------------------------------------

function ageOn(birthDate: string | null, now: Date): number | null {
  if (!birthDate) return null;
  const [y, m, d] = birthDate.split("-").map(Number);
  if (!y || !m || !d) return null;
  const hadBirthday = now.getUTCMonth() + 1 > m || (now.getUTCMonth() + 1 === m && now.getUTCDate() >= d);
  return now.getUTCFullYear() - y - (hadBirthday ? 0 : 1);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The me call's one statement (the call behind every page of a logged-in user): the user with their year level and
 * verification state, whether they have a story this year, their roles, children and chosen options. Built once.
 */
const meStatement = preparedOn((db) =>
  db
    .select({
      user: users,
      yearLevelName: yearLevels.name,
      state: emailVerificationStates,
      // the Kilas Balik entry: a story this year (decisions/023); the stored flag only forces it on
      hasFunReport: hasReflectionSql(users.id, sql.placeholder("yearStart"), sql.placeholder("yearEnd")).mapWith(
        Boolean,
      ),
      roleLabels: sql<string[]>`array(
        select ${roles.label} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
        where ${userRoles.userId} = ${users.id} order by ${roles.id})`,
      children: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', child.id, 'name', child.name) order by child.id)
        from ${userChildren} join ${users} child on child.id = ${userChildren.childId}
        where ${userChildren.parentId} = ${users.id}), '[]'::json)`,
      ...profilePreferenceColumns(users.id),
    })
    .from(users)
    .leftJoin(yearLevels, eq(yearLevels.id, users.yearLevelId))
    .leftJoin(emailVerificationStates, eq(emailVerificationStates.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("me_v2"),
);

export async function loadMe(db: Db, userId: number, now: Date): Promise<MeUser> {
  const year = wibYearBounds(wibYear(now));
  const [row] = await meStatement(db).execute({
    userId,
    yearStart: year.start.toISOString(),
    yearEnd: year.end.toISOString(),
  });
  if (!row) throw errors.unauthorized();
  const membership = await membershipOf(db, userId, row.user.institutionId);
  const { user, state } = row;
  const frozenUntil = state?.frozenUntil && state.frozenUntil > now ? state.frozenUntil : null;
  const resendAt = state?.lastSentAt ? addSeconds(state.lastSentAt, ACCOUNT_LIMITS.otpResendSeconds) : null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    age: ageOn(user.birthDate, now),
    birth_date: user.birthDate,
    profession_name: user.professionName,
    year_level_id: user.yearLevelId,
    year_level_name: row.yearLevelName,
    city: user.city,
    occupation: user.occupation,
    username: user.username,
    desired_company: user.desiredCompany,
    source: user.source,
    bidang_studi_interests: user.bidangStudiInterests,
    prakerja_id: user.prakerjaId,
    prakerja_first_transaction: iso(user.prakerjaFirstTransaction),
    prakerja_last_transaction: iso(user.prakerjaLastTransaction),
    is_phone_refilled: user.isPhoneRefilled,
    is_phone_dismissed_payment: user.isPhoneDismissedPayment,
    is_phone_dismissed_profile: user.isPhoneDismissedProfile,
    is_phone_dismissed_programmu: user.isPhoneDismissedProgrammu,
    is_admin: user.isAdmin,
    is_asesor: user.isAsesor,
    is_email_verified: user.isEmailVerified,
    is_have_fun_report: user.isHaveFunReport || Boolean(row.hasFunReport),
    role: row.roleLabels.map((label) => ({ label })),
    child: row.children,
    institution_id: user.institutionId,
    ...membership,
    avatar: user.avatar,
    province_id: user.provinceId,
    regency_id: user.regencyId,
    district_id: user.districtId,
    learning_objective_ids: row.learningObjectiveIds,
    preference_content_ids: row.preferenceContentIds,
    email_verification: {
      frozen_until: iso(frozenUntil),
      resend_available_at: resendAt && resendAt > now ? resendAt.toISOString() : null,
      skipped: state?.skippedAt != null,
    },
  };
}

// ---- email verification by code (spec 000 4.2; RELIABILITY S2) --------------------------------------

/** Codes are kept as SHA-256 over the code's own id and the code, so equal codes never hash alike. */
function codeHash(codeId: string, code: string): string {
  return createHash("sha256").update(`${codeId}:${code}`).digest("hex");
}

/** The account's verification counters, locked for the rest of the transaction. */
async function lockVerificationState(tx: Db, userId: number) {
  await tx.insert(emailVerificationStates).values({ userId }).onConflictDoNothing();
  const [state] = await tx
    .select()
    .from(emailVerificationStates)
    .where(eq(emailVerificationStates.userId, userId))
    .for("update");
  if (!state) throw new Error("verification state row missing after upsert");
  return state;
}

async function closeOpenCodes(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(emailVerificationCodes)
    .set({ closedAt: now })
    .where(and(eq(emailVerificationCodes.userId, userId), isNull(emailVerificationCodes.closedAt)));
}

export type SendCodeOutcome =
  | { kind: "sent"; code: string; user: UserRow; expiresAt: Date; resendAt: Date }
  | { kind: "frozen"; until: Date }
  | { kind: "too-soon"; availableAt: Date }
  | { kind: "already-verified" };

/** A fresh 6-digit code from the CSPRNG; every earlier code of the account stops working. */
export async function sendVerificationCode(db: Db, userId: number, now: Date): Promise<SendCodeOutcome> {
  return db.transaction(async (tx) => {
    const user = await userById(tx, userId);
    const state = await lockVerificationState(tx, userId);
    if (user.isEmailVerified) return { kind: "already-verified" };
    if (state.frozenUntil && state.frozenUntil > now) return { kind: "frozen", until: state.frozenUntil };
    if (state.lastSentAt) {
      const availableAt = addSeconds(state.lastSentAt, ACCOUNT_LIMITS.otpResendSeconds);
      if (availableAt > now) return { kind: "too-soon", availableAt };
    }
    await closeOpenCodes(tx, userId, now);
    const code = String(randomInt(0, 1_000_000)).padStart(ACCOUNT_LIMITS.otpLength, "0");
    const id = randomUUID();
    const expiresAt = addSeconds(now, ACCOUNT_LIMITS.otpTtlMinutes * 60);
    await tx.insert(emailVerificationCodes).values({
      id,
      userId,
      email: normaliseEmail(user.email),
      codeHash: codeHash(id, code),
      createdAt: now,
      expiresAt,
    });
    await tx.update(emailVerificationStates).set({ lastSentAt: now }).where(eq(emailVerificationStates.userId, userId));
    return { kind: "sent", code, user, expiresAt, resendAt: addSeconds(now, ACCOUNT_LIMITS.otpResendSeconds) };
  });
}

export type CheckCodeOutcome =
  | { kind: "verified" }
  | { kind: "wrong"; remainingAttempts: number }
  | { kind: "frozen"; until: Date };

/**
 * Checks a code under the account's row lock, so concurrent attempts are counted one at a time: the fifth
 * wrong code freezes verification for 10 minutes, and during the freeze every attempt is refused unchecked.
 * Only the newest open, unexpired code for the account's current address can match.
 */
export async function checkVerificationCode(
  db: Db,
  userId: number,
  code: string,
  now: Date,
  options: { countFailures: boolean } = { countFailures: true },
): Promise<CheckCodeOutcome> {
  return db.transaction(async (tx) => {
    const user = await userById(tx, userId);
    const state = await lockVerificationState(tx, userId);
    if (state.frozenUntil && state.frozenUntil > now) return { kind: "frozen", until: state.frozenUntil };
    const [open] = await tx
      .select()
      .from(emailVerificationCodes)
      .where(
        and(
          eq(emailVerificationCodes.userId, userId),
          isNull(emailVerificationCodes.closedAt),
          gt(emailVerificationCodes.expiresAt, now),
          eq(emailVerificationCodes.email, normaliseEmail(user.email)),
        ),
      )
      .orderBy(desc(emailVerificationCodes.createdAt))
      .limit(1);
    const given = Buffer.from(codeHash(open?.id ?? randomUUID(), code), "hex");
    if (open && timingSafeEqual(given, Buffer.from(open.codeHash, "hex"))) {
      await tx.update(emailVerificationCodes).set({ closedAt: now }).where(eq(emailVerificationCodes.id, open.id));
      await tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, userId));
      await tx
        .update(emailVerificationStates)
        .set({ failedAttempts: 0, frozenUntil: null })
        .where(eq(emailVerificationStates.userId, userId));
      return { kind: "verified" };
    }
    // The mailed link is open to anyone who knows the address: its failures are limited per address by the
    // caller instead, so a stranger cannot freeze the owner's verification.
    if (!options.countFailures) {
      return { kind: "wrong", remainingAttempts: ACCOUNT_LIMITS.otpMaxWrongCodes - state.failedAttempts };
    }
    const failed = state.failedAttempts + 1;
    if (failed >= ACCOUNT_LIMITS.otpMaxWrongCodes) {
      const until = addSeconds(now, ACCOUNT_LIMITS.otpFreezeMinutes * 60);
      await tx
        .update(emailVerificationStates)
        .set({ failedAttempts: 0, frozenUntil: until })
        .where(eq(emailVerificationStates.userId, userId));
      return { kind: "frozen", until };
    }
    await tx
      .update(emailVerificationStates)
      .set({ failedAttempts: failed })
      .where(eq(emailVerificationStates.userId, userId));
    return { kind: "wrong", remainingAttempts: ACCOUNT_LIMITS.otpMaxWrongCodes - failed };
  });
}

/** Records the skip; `firstSkip` tells whether the welcome note is due (it is mailed once). */
export async function recordVerificationSkipped(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ user: UserRow; firstSkip: boolean }> {
  return db.transaction(async (tx) => {
    const user = await userById(tx, userId);
    const state = await lockVerificationState(tx, userId);
    if (state.skippedAt !== null) return { user, firstSkip: false };
    await tx.update(emailVerificationStates).set({ skippedAt: now }).where(eq(emailVerificationStates.userId, userId));
    return { user, firstSkip: true };
  });
}

// ---- forgot password (spec 000 4.5; RELIABILITY S5) ------------------------------------------------

export type ResetRequestOutcome =
  | { kind: "sent"; token: string; user: UserRow }
  | { kind: "unknown-email" }
  | { kind: "too-soon"; availableAt: Date };

/** A single-use link token (32 random bytes); a newer link makes older ones invalid. */
export async function requestPasswordReset(db: Db, email: string, now: Date): Promise<ResetRequestOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(emailMatches(email)).limit(1).for("update");
    if (!user || user.disabledAt !== null) return { kind: "unknown-email" };
    const [last] = await tx
      .select({ createdAt: passwordResets.createdAt })
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    if (last) {
      const availableAt = addSeconds(last.createdAt, ACCOUNT_LIMITS.forgotPasswordResendSeconds);
      if (availableAt > now) return { kind: "too-soon", availableAt };
    }
    await tx
      .update(passwordResets)
      .set({ closedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.closedAt)));
    const token = randomBytes(32).toString("base64url");
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: addSeconds(now, ACCOUNT_LIMITS.resetTokenTtlMinutes * 60),
    });
    return { kind: "sent", token, user };
  });
}

const liveReset = (token: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.closedAt),
    gt(passwordResets.expiresAt, now),
  );

/** 'mu***@demo.test': enough for the person to recognise the account, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}***@${domain}`;
}

export async function resetTokenEmail(db: Db, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(liveReset(token, now), isNull(users.disabledAt)))
    .limit(1);
  return row ? maskEmail(row.email) : null;
}

/**
 * Uses the token once, stores the new password and ends every session, all in one transaction.
 * Null: a bad, used or expired token, and nothing changed.
 */
export async function resetPassword(db: Db, token: string, passwordHash: string, now: Date): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ closedAt: now })
      .where(liveReset(token, now))
      .returning({ userId: passwordResets.userId });
    if (!used) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, used.userId), isNull(users.disabledAt)))
      .returning();
    if (!user) return null;
    await revokeAllSessions(tx, user.id, now);
    return user;
  });
}

// ---- profile changes (spec 000 4.4, 4.6, section 5) ------------------------------------------------

export type ProfileChange = {
  id?: number | undefined;
  email?: string | undefined;
  name?: string | undefined;
  /** The current password, required when the email changes (issue 17). */
  password?: string | undefined;
};

/** An email change just made: the old address is told, with the link that undoes it. */
export type EmailChange = { oldEmail: string; newEmail: string; undoToken: string };

/** Earlier codes and reset links of the account die: they were mailed to an address it no longer has. */
async function closeMailedLinks(tx: Db, userId: number, now: Date): Promise<void> {
  await closeOpenCodes(tx, userId, now);
  await tx
    .update(passwordResets)
    .set({ closedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.closedAt)));
  // the verification flow restarts: a new code may be sent at once
  await lockVerificationState(tx, userId);
  await tx
    .update(emailVerificationStates)
    .set({ lastSentAt: null, skippedAt: null })
    .where(eq(emailVerificationStates.userId, userId));
}

const withEmailTakenRefusal =
  (message: string) =>
  (err: unknown): never => {
    // another account took the address between the check and this write
    if (uniqueViolationOf(err) === "users_email_lower_idx") throw errors.refused(message);
    throw err;
  };

/**
 * A new email needs the current password (a stolen session alone must not take the account over); the
 * old address gets a link that undoes the change for 7 days (undoEmailChange).
 */
export async function updateProfile(
  db: Db,
  userId: number,
  change: ProfileChange,
  now: Date,
): Promise<{ emailChange: EmailChange | null; user: UserRow }> {
  return db.transaction(async (tx) => {
    if (change.id !== undefined && change.id !== userId) throw errors.forbidden();
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!current) throw errors.unauthorized();
    const set: Partial<typeof users.$inferInsert> = { updatedAt: now };
    let emailChange: EmailChange | null = null;
    if (change.email !== undefined) {
      const next = change.email.trim();
      if (normaliseEmail(next) === normaliseEmail(current.email)) throw errors.refused(ACCOUNT_TEXTS.sameEmail);
      // the password before the address check, so a session alone cannot ask which addresses are registered
      if (change.password === undefined) throw errors.refused(ACCOUNT_SERVER_MESSAGES.currentPasswordRequired);
      if (!(await verifyPassword(current.passwordHash, change.password))) {
        throw errors.refused(ACCOUNT_SERVER_MESSAGES.currentPasswordWrong);
      }
      if (await emailUnavailable(tx, next, userId, now)) throw errors.refused(ACCOUNT_SERVER_MESSAGES.emailTaken);
      set.email = next;
      set.isEmailVerified = false;
      await closeMailedLinks(tx, userId, now);
      const undoToken = randomBytes(32).toString("base64url");
      await tx.insert(emailChangeUndos).values({
        userId,
        tokenHash: hashToken(undoToken),
        oldEmail: current.email,
        oldEmailVerified: current.isEmailVerified,
        newEmail: next,
        createdAt: now,
        expiresAt: addSeconds(now, ACCOUNT_LIMITS.emailChangeUndoDays * 24 * 3600),
      });
      emailChange = { oldEmail: current.email, newEmail: next, undoToken };
      await notify(
        tx,
        {
          userId,
          type: "email_changed",
          objectType: "account",
          objectId: null,
          title: "Email akun Anda diganti",
          body: `Email akun Anda sekarang ${next}. Bukan Anda? Buka tautan pembatalan yang kami kirim ke email lama Anda.`,
          link: "/account",
        },
        now,
      );
    }
    if (change.name !== undefined) set.name = change.name;
    const [user] = await tx
      .update(users)
      .set(set)
      .where(eq(users.id, userId))
      .returning()
      .catch(withEmailTakenRefusal(ACCOUNT_SERVER_MESSAGES.emailTaken));
    if (!user) throw errors.unauthorized();
    return { emailChange, user };
  });
}

export type UndoEmailChangeOutcome = { kind: "undone"; user: UserRow } | { kind: "invalid" };

/**
 * The link mailed to the old address (single use, 7 days): puts that address back (verified as it was), and
 * ends every session of the account, in one transaction. Codes and reset links mailed to the
 * address being undone die, and so do the undo links of this and later changes, so whoever made them cannot
 * flip the address back. Links of earlier changes stay: they were mailed to addresses the owner had.
 */
export async function undoEmailChange(db: Db, token: string, now: Date): Promise<UndoEmailChangeOutcome> {
  return db.transaction(async (tx) => {
    const [undo] = await tx
      .update(emailChangeUndos)
      .set({ closedAt: now })
      .where(
        and(
          eq(emailChangeUndos.tokenHash, hashToken(token)),
          isNull(emailChangeUndos.closedAt),
          gt(emailChangeUndos.expiresAt, now),
        ),
      )
      .returning();
    if (!undo) return { kind: "invalid" };
    const [current] = await tx.select().from(users).where(eq(users.id, undo.userId)).for("update");
    if (!current || current.disabledAt !== null) return { kind: "invalid" };
    await tx
      .update(emailChangeUndos)
      .set({ closedAt: now })
      .where(
        and(
          eq(emailChangeUndos.userId, undo.userId),
          isNull(emailChangeUndos.closedAt),
          gte(emailChangeUndos.createdAt, undo.createdAt),
        ),
      );
    if (await emailUnavailable(tx, undo.oldEmail, undo.userId, now)) {
      throw errors.refused(ACCOUNT_SERVER_MESSAGES.undoEmailTaken);
    }
    await closeMailedLinks(tx, undo.userId, now);
    const [user] = await tx
      .update(users)
      .set({ email: undo.oldEmail, isEmailVerified: undo.oldEmailVerified, updatedAt: now })
      .where(eq(users.id, undo.userId))
      .returning()
      .catch(withEmailTakenRefusal(ACCOUNT_SERVER_MESSAGES.undoEmailTaken));
    if (!user) return { kind: "invalid" };
    await revokeAllSessions(tx, user.id, now);
    return { kind: "undone", user };
  });
}

/** A refusal on one field, in the shape of a validation refusal (`data.fields`), so forms put it on the field. */
function fieldRefusal(field: string, message: string) {
  return errors.refused(message, { fields: [{ field: `body.${field}`, message }] });
}

/**
 * POST /v2/user/manage-profile: the caller's own personal data (issue 21). A pupil's year level is checked against
 * the values after the change; a taken username is decided by the unique index on lower(username), so two people
 * racing for one name cannot both get it.
 */
export async function updatePersonalData(
  db: Db,
  userId: number,
  change: ManageProfileChange,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!current) throw errors.unauthorized();
    const profession = change.profession_name ?? current.professionName;
    const yearLevelId = change.year_level_id === undefined ? current.yearLevelId : change.year_level_id;
    if (profession === "murid" && yearLevelId === null) {
      throw fieldRefusal("year_level_id", ACCOUNT_SERVER_MESSAGES.yearLevelRequired);
    }
    if (change.year_level_id !== undefined && change.year_level_id !== null) {
      const [level] = await tx
        .select({ id: yearLevels.id })
        .from(yearLevels)
        .where(eq(yearLevels.id, change.year_level_id));
      if (!level) throw fieldRefusal("year_level_id", ACCOUNT_SERVER_MESSAGES.yearLevelUnknown);
    }
    const set: Partial<typeof users.$inferInsert> = { updatedAt: now };
    if (change.name !== undefined) set.name = change.name;
    if (change.username !== undefined) set.username = change.username;
    if (change.gender !== undefined) set.gender = change.gender;
    if (change.birth_date !== undefined) set.birthDate = change.birth_date;
    if (change.phone !== undefined) {
      set.phone = change.phone;
      if (change.phone !== null) set.isPhoneRefilled = 1;
    }
    if (change.profession_name !== undefined) set.professionName = change.profession_name;
    if (change.year_level_id !== undefined) set.yearLevelId = change.year_level_id;
    if (change.city !== undefined) set.city = change.city;
    if (change.occupation !== undefined) set.occupation = change.occupation;
    if (change.desired_company !== undefined) set.desiredCompany = change.desired_company;
    await applyProfilePreferences(tx, userId, change, set);
    try {
      await tx.update(users).set(set).where(eq(users.id, userId));
    } catch (err) {
      if (uniqueViolationOf(err) === "users_username_lower_idx") {
        throw fieldRefusal("username", ACCOUNT_SERVER_MESSAGES.usernameTaken);
      }
      throw err;
    }
  });
}

export async function updatePhone(db: Db, userId: number, phone: string, now: Date): Promise<void> {
  await db.update(users).set({ phone, isPhoneRefilled: 1, updatedAt: now }).where(eq(users.id, userId));
}

const DISMISS_COLUMNS = {
  is_phone_dismissed_payment: "isPhoneDismissedPayment",
  is_phone_dismissed_profile: "isPhoneDismissedProfile",
  is_phone_dismissed_programmu: "isPhoneDismissedProgrammu",
} as const;

export async function dismissPhoneDialog(db: Db, userId: number, page: WhatsappDialogPage, now: Date): Promise<void> {
  const flag = dismissFlagFor(page);
  if (!(flag in DISMISS_COLUMNS)) return;
  const column = DISMISS_COLUMNS[flag as keyof typeof DISMISS_COLUMNS];
  await db
    .update(users)
    .set({ [column]: 1, updatedAt: now })
    .where(eq(users.id, userId));
}

// ---- password change and sessions (issue 21, /account/password) ------------------------------------------

/** The address that the per-account login limit counts by, so guesses here share login's budget. */
export async function accountEmail(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw errors.unauthorized();
  return row.email;
}

/**
 * Checks the current password and stores the new one; every other session of the account ends, the caller's
 * stays. One transaction, the user row locked so two changes cannot interleave. Returns the user, for the mail.
 */
export async function changePassword(
  db: Db,
  userId: number,
  keepSessionId: string,
  change: { currentPassword: string; newPassword: string },
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!current || current.disabledAt !== null) throw errors.unauthorized();
    if (!(await verifyPassword(current.passwordHash, change.currentPassword))) {
      throw errors.refused(ACCOUNT_SERVER_MESSAGES.currentPasswordWrong, { field: "current_password" });
    }
    if (change.newPassword === change.currentPassword) {
      throw errors.refused(ACCOUNT_SERVER_MESSAGES.passwordSameAsCurrent, { field: "new_password" });
    }
    assertPasswordNotCommon(change.newPassword);
    const passwordHash = await hashPassword(change.newPassword);
    const [user] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)).returning();
    if (!user) throw errors.unauthorized();
    await revokeOtherSessions(tx, userId, keepSessionId, now);
    return user;
  });
}

/** The account's live sessions, the latest used first (sessions_user_idx). */
export async function listSessions(
  db: Db,
  userId: number,
  currentSessionId: string,
  now: Date,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.userId, userId), liveSession(now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
    device: deviceLabel(r.userAgent),
    is_current: r.id === currentSessionId,
  }));
}
