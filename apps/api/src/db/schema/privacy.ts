import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./account";

/**
 * What a person's public profile (/u/{username}) and public portfolio show (issue 21, decisions/026). No row means
 * the defaults: public, every field shown. Name and username are always shown to whoever may see the profile (the
 * address is the username); when `is_public` is false nobody but the owner sees anything but that it is private.
 */
export const privacySettings = pgTable("privacy_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  isPublic: boolean("is_public").notNull().default(true),
  showAvatar: boolean("show_avatar").notNull().default(true),
  showProfession: boolean("show_profession").notNull().default(true),
  showInstitution: boolean("show_institution").notNull().default(true),
  showCertificates: boolean("show_certificates").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * An account deletion asked by its owner (decisions/026): the account is disabled at once; the mailed link (only
 * its SHA-256 kept) undoes it until `erase_after`; after that the sweep erases the personal data and sets
 * `erased_at`. `undone_at` closes a request that was undone. At most one open request per account.
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    eraseAfter: timestamp("erase_after", { withTimezone: true }).notNull(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("account_deletions_open_user_idx")
      .on(t.userId)
      .where(sql`${t.undoneAt} is null and ${t.erasedAt} is null`),
    index("account_deletions_due_idx").on(t.eraseAfter).where(sql`${t.undoneAt} is null and ${t.erasedAt} is null`),
  ],
);
