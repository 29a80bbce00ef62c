import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./account";
import { programs } from "./catalogue";

/** Who facilitates a programme: members of its rooms, writers of its announcements, the personal chat's other side. */
export const programFacilitators = pgTable(
  "program_facilitators",
  {
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.programId, t.userId] }), index("program_facilitators_user_idx").on(t.userId)],
);

/**
 * A chat room (issue 19): a programme's discussion (kind 'discussion', programs.room_id points at it), its
 * facilitator room (one per programme), or a personal room of one learner with one facilitator.
 * Who may enter is decided from the programme (enrolment, staff, admin), not stored; chat_members records
 * who entered (the capacity counts them) and how far each has read.
 */
export const chatRooms = pgTable(
  "chat_rooms",
  {
    id: serial("id").primaryKey(),
    uniqueId: uuid("unique_id").notNull().defaultRandom().unique(),
    kind: varchar("kind", { length: 12 }).notNull(),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 200 }).notNull(),
    capacity: integer("capacity").notNull(),
    /** Personal rooms only: the learner and the facilitator. */
    learnerId: integer("learner_id").references(() => users.id, { onDelete: "cascade" }),
    facilitatorId: integer("facilitator_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("chat_rooms_kind_known", sql`${t.kind} in ('discussion', 'facilitator', 'personal')`),
    check("chat_rooms_capacity_positive", sql`${t.capacity} > 0`),
    check(
      "chat_rooms_personal_pair",
      sql`(${t.kind} = 'personal') = (${t.learnerId} is not null and ${t.facilitatorId} is not null)`,
    ),
    uniqueIndex("chat_rooms_program_kind_idx").on(t.programId, t.kind).where(sql`${t.kind} <> 'personal'`),
    uniqueIndex("chat_rooms_personal_idx").on(t.programId, t.learnerId).where(sql`${t.kind} = 'personal'`),
    index("chat_rooms_facilitator_idx").on(t.facilitatorId).where(sql`${t.kind} = 'personal'`),
  ],
);

export const chatMembers = pgTable(
  "chat_members",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    /** The newest message this member has seen (read receipts, unread counts). */
    lastReadCommentId: bigint("last_read_comment_id", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index("chat_members_user_idx").on(t.userId)],
);

/** A message. Deleting keeps the row (deleted_at) so that a reconnecting client learns of it too. */
export const chatComments = pgTable(
  "chat_comments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    uniqueId: uuid("unique_id").notNull().defaultRandom().unique(),
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 20 }).notNull(),
    message: text("message").notNull(),
    payload: jsonb("payload"),
    /** A file message's stored file (storage key), for the download's membership check. */
    fileKey: varchar("file_key", { length: 200 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: integer("deleted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("chat_comments_type_known", sql`${t.type} in ('text', 'reply', 'file_attachment')`),
    // a room's messages, newest first, paged by id
    index("chat_comments_room_idx").on(t.roomId, t.id.desc()).where(sql`${t.deletedAt} is null`),
    uniqueIndex("chat_comments_file_idx").on(t.fileKey),
  ],
);

/**
 * Every realtime event, kept a day for the catch-up of a reconnecting socket (`?after=`). The NOTIFY of a new
 * row carries only its id; each process reads the row and delivers it to its sockets in the audience: one
 * user, a room's listeners, or a programme's learners.
 */
export const realtimeEvents = pgTable(
  "realtime_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: varchar("type", { length: 30 }).notNull(),
    userId: integer("user_id"),
    roomId: integer("room_id"),
    programId: integer("program_id"),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("realtime_events_one_audience", sql`num_nonnulls(${t.userId}, ${t.roomId}, ${t.programId}) = 1`),
    index("realtime_events_user_idx").on(t.userId, t.id).where(sql`${t.userId} is not null`),
    index("realtime_events_room_idx").on(t.roomId, t.id).where(sql`${t.roomId} is not null`),
    index("realtime_events_program_idx").on(t.programId, t.id).where(sql`${t.programId} is not null`),
    index("realtime_events_created_idx").on(t.createdAt),
  ],
);
