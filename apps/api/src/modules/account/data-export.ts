import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
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
} from "../../db/schema/account";
import { avatarFiles } from "../../db/schema/avatar";
import { cartItems } from "../../db/schema/cart";
import { programReviews } from "../../db/schema/catalogue";
import { chatComments, chatMembers, chatRooms, programFacilitators } from "../../db/schema/chat";
import { invoiceItems, invoices, redeemCodes, voucherReservations } from "../../db/schema/checkout";
import { relationRequests } from "../../db/schema/family";
import { addonUsers, programUsers, resourceCompletions } from "../../db/schema/learning";
import { announcements, notificationPreferences, notifications, pushSubscriptions } from "../../db/schema/notification";
import { payments } from "../../db/schema/payment";
import { paymentPins, pinResets, pointsBalances, pointsLedger } from "../../db/schema/points";
import { portfolioItems, portfolios } from "../../db/schema/portfolio";
import { prakerjaRedeems } from "../../db/schema/prakerja";
import { accountDeletions, privacySettings } from "../../db/schema/privacy";
import { userContentPreferences, userLearningObjectives } from "../../db/schema/profile-preference";
import { programAssessors, quizAnswers, quizAttempts, quizRubricScores, uploads } from "../../db/schema/quiz";
import { certificates } from "../../db/schema/report";
import { resourceComments, studyGroupMembers, userActivities } from "../../db/schema/study";
import type { Db } from "../../platform/db";

/**
 * The download of one's own data (GET /user/export, decisions/026): every table that holds rows about the person,
 * one query per table, each row with its columns by their database names, less the secrets (hashes of passwords,
 * tokens, codes and PINs; push keys). Only rows that are the person's own: messages they wrote, not the rooms'
 * other messages; their attempts' answers, not others'.
 */

/** Columns never exported, whatever table they are in: credentials and what stands for them. */
const SECRET_COLUMN = /(^|_)(hash|token|secret|auth|p256dh)(_|$)|password/;

type Part = {
  /** The key in the file; the table's name unless one table is exported twice. */
  key: string;
  table: PgTable;
  /** Which rows are the person's. */
  where: (userId: number) => SQL;
  /** Further columns left out here (beyond the secrets). */
  omit?: readonly string[];
};

const own = (column: PgColumn) => (userId: number) => sql`${column} = ${userId}`;

/**
 * Every table with a user id, exported or left out on purpose. `export.test.ts` reads the schema and fails when a
 * table referencing users is in neither list, so a new table is decided on, never forgotten.
 */
export const EXPORT_PARTS: readonly Part[] = [
  { key: "users", table: users, where: own(users.id) },
  { key: "user_roles", table: userRoles, where: own(userRoles.userId) },
  {
    key: "user_children",
    table: userChildren,
    where: (id) => sql`${userChildren.parentId} = ${id} or ${userChildren.childId} = ${id}`,
  },
  // the requests they made or received; never what a requester typed to find someone (another's email), nor whom
  // it reached (a target id beside a sent request would tell whether that address has an account: decisions/027)
  {
    key: "relation_requests",
    table: relationRequests,
    where: (id) => sql`${relationRequests.requesterId} = ${id} or ${relationRequests.targetId} = ${id}`,
    omit: ["identifier", "target_id"],
  },
  { key: "user_learning_objectives", table: userLearningObjectives, where: own(userLearningObjectives.userId) },
  { key: "user_content_preferences", table: userContentPreferences, where: own(userContentPreferences.userId) },
  { key: "avatar_files", table: avatarFiles, where: own(avatarFiles.userId), omit: ["storage_key"] },
  { key: "sessions", table: sessions, where: own(sessions.userId) },
  { key: "email_verification_states", table: emailVerificationStates, where: own(emailVerificationStates.userId) },
  { key: "email_verification_codes", table: emailVerificationCodes, where: own(emailVerificationCodes.userId) },
  { key: "password_resets", table: passwordResets, where: own(passwordResets.userId) },
  { key: "email_change_undos", table: emailChangeUndos, where: own(emailChangeUndos.userId) },
  { key: "privacy_settings", table: privacySettings, where: own(privacySettings.userId) },
  { key: "account_deletions", table: accountDeletions, where: own(accountDeletions.userId) },
  { key: "cart_items", table: cartItems, where: own(cartItems.userId) },
  { key: "program_reviews", table: programReviews, where: own(programReviews.userId) },
  { key: "program_facilitators", table: programFacilitators, where: own(programFacilitators.userId) },
  // personal rooms name their two people by id (no other field of the other person)
  {
    key: "chat_rooms",
    table: chatRooms,
    where: (id) => sql`${chatRooms.learnerId} = ${id} or ${chatRooms.facilitatorId} = ${id}`,
  },
  { key: "chat_members", table: chatMembers, where: own(chatMembers.userId) },
  // the messages they wrote (deleted ones too: the rows are kept), never the rest of a room
  { key: "chat_comments", table: chatComments, where: own(chatComments.userId), omit: ["file_key"] },
  { key: "invoices", table: invoices, where: own(invoices.userId) },
  {
    key: "invoice_items",
    table: invoiceItems,
    where: (id) =>
      sql`${invoiceItems.invoiceId} in (select ${invoices.id} from ${invoices} where ${invoices.userId} = ${id})`,
  },
  { key: "voucher_reservations", table: voucherReservations, where: own(voucherReservations.userId) },
  { key: "redeem_codes", table: redeemCodes, where: own(redeemCodes.redeemedBy), omit: ["code"] },
  { key: "program_users", table: programUsers, where: own(programUsers.userId) },
  // the redeem records of their Prakerja enrolments; the code itself is a credential at the partner
  { key: "prakerja_redeems", table: prakerjaRedeems, where: own(prakerjaRedeems.userId), omit: ["redemption_code"] },
  { key: "addon_users", table: addonUsers, where: own(addonUsers.userId) },
  { key: "resource_completions", table: resourceCompletions, where: own(resourceCompletions.userId) },
  {
    key: "user_activities",
    table: userActivities,
    where: (id) =>
      sql`${userActivities.programUserId} in (select ${programUsers.id} from ${programUsers} where ${programUsers.userId} = ${id})`,
  },
  { key: "notifications", table: notifications, where: own(notifications.userId) },
  { key: "notification_preferences", table: notificationPreferences, where: own(notificationPreferences.userId) },
  { key: "push_subscriptions", table: pushSubscriptions, where: own(pushSubscriptions.userId), omit: ["endpoint"] },
  { key: "announcements", table: announcements, where: own(announcements.authorId) },
  { key: "payments", table: payments, where: own(payments.userId) },
  { key: "points_ledger", table: pointsLedger, where: own(pointsLedger.userId) },
  { key: "points_balances", table: pointsBalances, where: own(pointsBalances.userId) },
  { key: "payment_pins", table: paymentPins, where: own(paymentPins.userId) },
  { key: "pin_resets", table: pinResets, where: own(pinResets.userId) },
  { key: "portfolios", table: portfolios, where: own(portfolios.userId) },
  { key: "portfolio_items", table: portfolioItems, where: own(portfolioItems.userId) },
  { key: "quiz_attempts", table: quizAttempts, where: own(quizAttempts.userId) },
  {
    key: "quiz_answers",
    table: quizAnswers,
    where: (id) =>
      sql`${quizAnswers.attemptId} in (select ${quizAttempts.id} from ${quizAttempts} where ${quizAttempts.userId} = ${id})`,
  },
  {
    key: "quiz_rubric_scores",
    table: quizRubricScores,
    where: (id) =>
      sql`${quizRubricScores.attemptId} in (select ${quizAttempts.id} from ${quizAttempts} where ${quizAttempts.userId} = ${id})`,
  },
  { key: "uploads", table: uploads, where: own(uploads.userId), omit: ["storage_key"] },
  { key: "program_assessors", table: programAssessors, where: own(programAssessors.userId) },
  { key: "certificates", table: certificates, where: own(certificates.userId) },
  { key: "resource_comments", table: resourceComments, where: own(resourceComments.userId) },
  { key: "study_group_members", table: studyGroupMembers, where: own(studyGroupMembers.userId) },
];

/**
 * Tables that reference users but are not in the download, and why. Columns naming a user in another's row (who
 * assessed an attempt, who revoked a certificate, who deleted a message) are the staff's work on others' data.
 */
export const EXPORT_LEFT_OUT: Readonly<Record<string, string>> = {
  realtime_events: "a day's delivery queue of events already shown; nothing of its own",
  idempotency_keys: "a cache of recent answers to retried calls, kept a day",
};

export type DataExport = {
  format: "karirmu-data-export";
  version: 1;
  generated_at: string;
  user_id: number;
  roles: string[];
  tables: Record<string, Record<string, unknown>[]>;
};

function exportColumns(part: Part): Record<string, PgColumn> {
  const picked: Record<string, PgColumn> = {};
  for (const column of Object.values(getTableColumns(part.table))) {
    if (SECRET_COLUMN.test(column.name) || part.omit?.includes(column.name)) continue;
    picked[column.name] = column;
  }
  return picked;
}

/** Everything the product holds about one person, read in one read-only transaction (a consistent picture). */
export async function exportUserData(db: Db, userId: number, now: Date): Promise<DataExport> {
  return db.transaction(async (tx) => {
    const tables: Record<string, Record<string, unknown>[]> = {};
    for (const part of EXPORT_PARTS) {
      tables[part.key] = await tx.select(exportColumns(part)).from(part.table).where(part.where(userId)).limit(100_000);
    }
    const roleRows = await tx
      .select({ label: roles.label })
      .from(userRoles)
      .innerJoin(roles, sql`${roles.id} = ${userRoles.roleId}`)
      .where(sql`${userRoles.userId} = ${userId}`);
    return {
      format: "karirmu-data-export",
      version: 1,
      generated_at: now.toISOString(),
      user_id: userId,
      roles: roleRows.map((r) => r.label),
      tables,
    };
  });
}

/** The tables of the download, by their database names (for the completeness test). */
export const exportedTableNames = () => new Set(EXPORT_PARTS.map((p) => getTableName(p.table)));
