import { randomBytes } from "node:crypto";
import { ACCOUNT_DELETION_GRACE_DAYS, ERASED_USER_NAME, PRIVACY_MESSAGES } from "@app/domain/account/privacy";
import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import {
  emailChangeUndos,
  emailVerificationCodes,
  emailVerificationStates,
  passwordResets,
  sessions,
  userChildren,
  users,
} from "../../db/schema/account";
import { avatarFiles } from "../../db/schema/avatar";
import { cartItems } from "../../db/schema/cart";
import { chatComments, chatRooms, programFacilitators } from "../../db/schema/chat";
import { relationRequests } from "../../db/schema/family";
import { notificationPreferences, notifications, pushSubscriptions } from "../../db/schema/notification";
import { mailOutbox } from "../../db/schema/platform";
import { paymentPins, pinResets } from "../../db/schema/points";
import { portfolioItems, portfolios } from "../../db/schema/portfolio";
import { accountDeletions, privacySettings } from "../../db/schema/privacy";
import { userContentPreferences, userLearningObjectives } from "../../db/schema/profile-preference";
import { programAssessors } from "../../db/schema/quiz";
import { certificates } from "../../db/schema/report";
import { resourceComments } from "../../db/schema/study";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import type { MailContext } from "../../platform/mail-layout";
import { enqueueMail } from "../../platform/outbox";
import { verifyPassword } from "../../platform/passwords";
import { hashToken, revokeAllSessions } from "../../platform/sessions";
import type { FileStorage } from "../../platform/storage";
import { deletionRequestedMail } from "./deletion-mails";

/**
 * Account deletion (decisions/026): asked with the password, the account is disabled at once (its sessions end,
 * login is refused with its own message); the mailed link undoes it for 14 days; then `eraseDueAccounts` erases the
 * personal data while the books (invoices, payments, points) stay, tied to the anonymised user id.
 */

const GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 24 * 3600_000;

const openDeletion = and(isNull(accountDeletions.undoneAt), isNull(accountDeletions.erasedAt));

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}***@${domain}`;
}

/**
 * POST /user/delete_account/: checks the password and disables the account, in one transaction with the user row
 * locked; the undo mail is owed in the same transaction (the outbox hands it over once it committed).
 */
export async function requestDeletion(
  db: Db,
  userId: number,
  password: string,
  now: Date,
  mail: MailContext,
): Promise<{ eraseAfter: Date }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user || user.disabledAt !== null) throw errors.unauthorized();
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw errors.refused(PRIVACY_MESSAGES.passwordWrong, { field: "password" });
    }
    const token = randomBytes(32).toString("base64url");
    const eraseAfter = new Date(now.getTime() + GRACE_MS);
    const [deletion] = await tx
      .insert(accountDeletions)
      .values({ userId, tokenHash: hashToken(token), requestedAt: now, eraseAfter })
      .returning({ id: accountDeletions.id });
    if (!deletion) throw new Error("account deletion insert returned no row");
    await tx.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, now);
    await enqueueMail(
      tx,
      deletionRequestedMail(mail, { email: user.email, name: user.name }, token, eraseAfter),
      `account-deletion:${deletion.id}`,
      now,
    );
    return { eraseAfter };
  });
}

export type UndoDeletionOutcome = { kind: "undone"; email: string } | { kind: "invalid" };

/** POST /user/undo_account_deletion/: the mailed link, before the erasure: the account can log in again. */
export async function undoDeletion(db: Db, token: string, now: Date): Promise<UndoDeletionOutcome> {
  return db.transaction(async (tx) => {
    const [deletion] = await tx
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.tokenHash, hashToken(token)), openDeletion, gt(accountDeletions.eraseAfter, now)))
      .for("update");
    if (!deletion) return { kind: "invalid" };
    const [user] = await tx
      .update(users)
      .set({ disabledAt: null, updatedAt: now })
      .where(eq(users.id, deletion.userId))
      .returning({ email: users.email });
    if (!user) return { kind: "invalid" };
    await tx.update(accountDeletions).set({ undoneAt: now }).where(eq(accountDeletions.id, deletion.id));
    return { kind: "undone", email: maskEmail(user.email) };
  });
}

/**
 * A login refused because the account awaits its erasure: true only when the password is right (so the message
 * tells nothing to someone guessing), and only for an account with an open deletion request.
 */
export async function isPendingDeletionLogin(db: Db, email: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(accountDeletions, and(eq(accountDeletions.userId, users.id), openDeletion))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!row) return false;
  return verifyPassword(row.passwordHash, password);
}

/** Text holding a mention of the user (the mention codec's `@[id|name]`, packages/domain/src/study/mention-codec.ts). */
const mentions = (text: SQLWrapper, userId: number) => sql`${text} like ${`%@[${userId}|%`}`;

/** The text with every mention of the user renamed to the placeholder (the id stays: the mention still parses). */
export function anonymisedMentions(text: SQLWrapper, userId: number): SQL<string> {
  const pattern = `@\\[${userId}\\|[^]|\r\n\u2028\u2029]*\\]`;
  return sql<string>`regexp_replace(${text}, ${pattern}, ${`@[${userId}|${ERASED_USER_NAME}]`}, 'g')`;
}

/** The user fields that stay as they are although nullable: when the account was disabled. */
const KEPT_NULLABLE = new Set(["disabled_at"]);

/** Null for every nullable column of users (by its TypeScript key), read from the schema. */
function nulledUserFields(): Partial<typeof users.$inferInsert> {
  const fields: Record<string, null> = {};
  for (const [key, column] of Object.entries(getTableColumns(users))) {
    if (!column.notNull && !KEPT_NULLABLE.has(column.name)) fields[key] = null;
  }
  return fields;
}

/** Accounts erased per transaction of the sweep: a short lock, and the next batch in the next transaction. */
const ERASE_BATCH = 10;

/**
 * The erasure of one account (its user row locked by the caller's transaction). What stays: invoices, payments,
 * voucher use and the points ledger (the books), enrolments, progress, attempts and certificates (an institution's
 * records; the certificate's printed name is replaced), and what the person wrote where others read it (chat
 * messages, comments, reviews), now under the placeholder name. Everything that identifies the person is nulled or
 * replaced by values nobody can log in with, mail or look up.
 */
async function eraseAccount(tx: Db, userId: number, now: Date): Promise<string[]> {
  const tag = `${userId}-${randomBytes(4).toString("hex")}`;
  // what others' rows may carry of the person, read before it is overwritten
  const [before] = await tx
    .select({ name: users.name, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!before) return [];
  await tx
    .update(users)
    .set({
      // every nullable field (phone, birth date, city, region, institution, avatar, ... and any added later) emptied
      ...nulledUserFields(),
      name: ERASED_USER_NAME,
      // unique, and in the .invalid domain (RFC 2606): nothing is ever delivered there
      email: `terhapus-${tag}@pengguna-terhapus.invalid`,
      // not an argon2 hash: no password ever matches it
      passwordHash: "!erased",
      username: `terhapus-${tag}`,
      bidangStudiInterests: [],
      isEmailVerified: false,
      disabledAt: sql`coalesce(${users.disabledAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${now.toISOString()}::timestamptz)`, userAgent: null })
    .where(eq(sessions.userId, userId));
  for (const table of [
    emailVerificationStates,
    emailVerificationCodes,
    passwordResets,
    emailChangeUndos,
    privacySettings,
    portfolioItems,
    portfolios,
    cartItems,
    notifications,
    notificationPreferences,
    pushSubscriptions,
    paymentPins,
    pinResets,
    userLearningObjectives,
    userContentPreferences,
  ] as const) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  await tx.delete(userChildren).where(or(eq(userChildren.parentId, userId), eq(userChildren.childId, userId)));
  await tx
    .delete(relationRequests)
    .where(or(eq(relationRequests.requesterId, userId), eq(relationRequests.targetId, userId)));
  const avatars = await tx
    .delete(avatarFiles)
    .where(eq(avatarFiles.userId, userId))
    .returning({ key: avatarFiles.storageKey });
  await tx.update(certificates).set({ holderName: ERASED_USER_NAME }).where(eq(certificates.userId, userId));
  // no longer a facilitator or an assessor of any programme (no new learner is paired with nobody)
  await tx.delete(programFacilitators).where(eq(programFacilitators.userId, userId));
  await tx.delete(programAssessors).where(eq(programAssessors.userId, userId));
  // the personal chat rooms are named after both people; the other side's inbox names what the person did
  await tx
    .update(chatRooms)
    .set({ name: sql`replace(${chatRooms.name}, ${before.name}, ${ERASED_USER_NAME})` })
    .where(or(eq(chatRooms.learnerId, userId), eq(chatRooms.facilitatorId, userId)));
  await tx
    .update(notifications)
    .set({
      title: sql`replace(replace(${notifications.title}, ${before.username}, ${ERASED_USER_NAME}), ${before.name}, ${ERASED_USER_NAME})`,
      body: sql`replace(${notifications.body}, ${before.name}, ${ERASED_USER_NAME})`,
    })
    .where(eq(notifications.actorId, userId));
  // mails to the old address (sent or not): their bodies hold the name, and the deletion mail its undo link
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${before.email})`);
  // others' comments and messages that mention the person carry the name in their text: the placeholder there too
  await tx
    .update(resourceComments)
    .set({ body: anonymisedMentions(resourceComments.body, userId) })
    .where(mentions(resourceComments.body, userId));
  await tx
    .update(chatComments)
    .set({ message: anonymisedMentions(chatComments.message, userId) })
    .where(mentions(chatComments.message, userId));
  return avatars.map((a) => a.key);
}

/**
 * The sweep: erases the accounts whose 14 days are over. Safe with several processes and idempotent: each batch's
 * requests are taken with FOR UPDATE SKIP LOCKED and closed (erased_at) in the same transaction as the erasure, so a
 * request is erased once, by one process. Answers how many accounts it erased.
 */
export async function eraseDueAccounts(db: Db, now: Date, storage?: FileStorage): Promise<number> {
  let erased = 0;
  for (;;) {
    const removedFiles: string[] = [];
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: accountDeletions.id, userId: accountDeletions.userId })
        .from(accountDeletions)
        .where(and(openDeletion, lte(accountDeletions.eraseAfter, now)))
        .orderBy(asc(accountDeletions.eraseAfter))
        .limit(ERASE_BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return 0;
      // the users' rows too: a late undo or a login waits for the erasure, then finds nothing to restore
      await tx
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.id,
            due.map((d) => d.userId),
          ),
        )
        .for("update");
      for (const d of due) removedFiles.push(...(await eraseAccount(tx, d.userId, now)));
      await tx
        .update(accountDeletions)
        .set({ erasedAt: now })
        .where(
          inArray(
            accountDeletions.id,
            due.map((d) => d.id),
          ),
        );
      return due.length;
    });
    erased += batch;
    // the avatar images go once their rows are gone for good (a failed removal leaves a file nobody can reach)
    if (storage) await Promise.allSettled(removedFiles.map((key) => storage.remove(key)));
    if (batch < ERASE_BATCH) return erased;
  }
}
