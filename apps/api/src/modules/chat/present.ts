import type { Comment, CommentType, Participant, Room, RoomType } from "@app/domain/chat/contracts";
import { CHAT_DELETE_ROLES, canDeleteMessage } from "@app/domain/chat/rules";
import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { roles, userRoles, users } from "../../db/schema/account";
import { programs } from "../../db/schema/catalogue";
import { chatComments, chatMembers, chatRooms } from "../../db/schema/chat";
import type { Db } from "../../platform/db";

export type Viewer = { userId: number; roleLabels: readonly string[] };

/** The chat's role label of a member, as the member list shows it. */
const memberRole = sql<string | null>`(
  select ${roles.label} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
  where ${userRoles.userId} = ${users.id} and ${roles.label} in ('Fasilitator', 'Asesor', 'Super Admin', 'Admin Sekolahmu')
  order by ${roles.id} limit 1)`;

export const commentColumns = {
  id: chatComments.id,
  uniqueId: chatComments.uniqueId,
  roomId: chatComments.roomId,
  userId: chatComments.userId,
  username: users.name,
  avatar: users.avatar,
  type: chatComments.type,
  message: chatComments.message,
  payload: chatComments.payload,
  createdAt: chatComments.createdAt,
};

export type CommentRow = {
  id: number;
  uniqueId: string;
  roomId: number;
  userId: number;
  username: string;
  avatar: string | null;
  type: string;
  message: string;
  payload: unknown;
  createdAt: Date;
};

export function presentComment(
  row: CommentRow,
  viewer: Viewer | null,
  extra: { beforeId: number; readCount: number },
): Comment {
  return {
    id: row.id,
    unique_id: row.uniqueId,
    room_id: row.roomId,
    email: String(row.userId),
    username: row.username,
    avatar_url: row.avatar,
    message: row.message,
    type: row.type as CommentType,
    payload: (row.payload ?? null) as Comment["payload"],
    timestamp: row.createdAt.toISOString(),
    comment_before_id: extra.beforeId,
    read_count: extra.readCount,
    can_delete: viewer ? canDeleteMessage(viewer.userId, row.userId, viewer.roleLabels) : false,
  };
}

/** How many other members have read up to each message: one query for a page. */
export async function readCounts(db: Db, roomId: number, rows: CommentRow[]): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const ids = rows.map((r) => r.id);
  const counted = await db
    .select({ id: chatComments.id, n: sql<number>`count(${chatMembers.userId})`.mapWith(Number) })
    .from(chatComments)
    .innerJoin(
      chatMembers,
      and(
        eq(chatMembers.roomId, chatComments.roomId),
        sql`${chatMembers.lastReadCommentId} >= ${chatComments.id}`,
        sql`${chatMembers.userId} <> ${chatComments.userId}`,
      ),
    )
    .where(and(eq(chatComments.roomId, roomId), inArray(chatComments.id, ids)))
    .groupBy(chatComments.id);
  return new Map(counted.map((r) => [r.id, r.n]));
}

/** The id of the room's message before this one (0 for the first). */
export async function previousCommentId(db: Db, roomId: number, id: number): Promise<number> {
  const [row] = await db
    .select({ id: chatComments.id })
    .from(chatComments)
    .where(and(eq(chatComments.roomId, roomId), lt(chatComments.id, id), isNull(chatComments.deletedAt)))
    .orderBy(desc(chatComments.id))
    .limit(1);
  return row?.id ?? 0;
}

export function roomTypeOf(kind: string, programTypeRoom: string | null): RoomType {
  if (kind === "facilitator") return "facilitator";
  if (kind === "personal") return "personal";
  return programTypeRoom === "channel" ? "channel" : "group";
}

export async function participantsPage(
  db: Db,
  roomId: number,
  page: number,
  limit: number,
): Promise<{ participants: Participant[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, avatar: users.avatar, role: memberRole })
      .from(chatMembers)
      .innerJoin(users, eq(users.id, chatMembers.userId))
      .where(eq(chatMembers.roomId, roomId))
      .orderBy(chatMembers.joinedAt, chatMembers.userId)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(chatMembers)
      .where(eq(chatMembers.roomId, roomId)),
  ]);
  return {
    participants: rows.map((r) => ({ email: String(r.id), username: r.name, avatar_url: r.avatar, role: r.role })),
    total: total?.n ?? 0,
  };
}

/**
 * Rooms as the caller sees them: unread count, the last message, and (for one room) the first page of
 * participants. A list of rooms costs a fixed number of queries, not a few per room.
 */
export async function presentRooms(
  db: Db,
  viewer: Viewer,
  roomIds: number[],
  options: { withParticipants: boolean },
): Promise<Room[]> {
  if (roomIds.length === 0) return [];
  const rooms = await db
    .select({
      id: chatRooms.id,
      uniqueId: chatRooms.uniqueId,
      kind: chatRooms.kind,
      name: chatRooms.name,
      programId: chatRooms.programId,
      capacity: chatRooms.capacity,
      typeRoom: programs.typeRoom,
      lastRead: sql<number>`coalesce((select ${chatMembers.lastReadCommentId} from ${chatMembers}
        where ${chatMembers.roomId} = ${chatRooms.id} and ${chatMembers.userId} = ${viewer.userId}), 0)`.mapWith(
        Number,
      ),
      members: sql<number>`(select count(*) from ${chatMembers} where ${chatMembers.roomId} = ${chatRooms.id})`.mapWith(
        Number,
      ),
      lastCommentId: sql<number | null>`(select max(c.id) from ${chatComments} c
        where c.room_id = ${chatRooms.id} and c.deleted_at is null)`.mapWith(Number),
    })
    .from(chatRooms)
    .innerJoin(programs, eq(programs.id, chatRooms.programId))
    .where(inArray(chatRooms.id, roomIds));
  const unread = await db
    .select({ roomId: chatComments.roomId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(chatComments)
    .innerJoin(chatMembers, and(eq(chatMembers.roomId, chatComments.roomId), eq(chatMembers.userId, viewer.userId)))
    .where(
      and(
        inArray(chatComments.roomId, roomIds),
        isNull(chatComments.deletedAt),
        sql`${chatComments.id} > ${chatMembers.lastReadCommentId}`,
        sql`${chatComments.userId} <> ${viewer.userId}`,
      ),
    )
    .groupBy(chatComments.roomId);
  const unreadByRoom = new Map(unread.map((r) => [r.roomId, r.n]));
  const lastIds = rooms.map((r) => r.lastCommentId).filter((id): id is number => id !== null && id > 0);
  const lastRows = lastIds.length
    ? await db
        .select(commentColumns)
        .from(chatComments)
        .innerJoin(users, eq(users.id, chatComments.userId))
        .where(inArray(chatComments.id, lastIds))
    : [];
  const lastByRoom = new Map(lastRows.map((r) => [r.roomId, r]));
  // one room's answer carries its first page of members; a list of rooms carries counts only
  const firstParticipants = options.withParticipants
    ? await Promise.all(rooms.map((r) => participantsPage(db, r.id, 1, 100)))
    : [];
  const canModerate = viewer.roleLabels.some((l) => (CHAT_DELETE_ROLES as readonly string[]).includes(l));
  const order = new Map(roomIds.map((id, i) => [id, i]));
  return rooms
    .map((r, i) => {
      const last = lastByRoom.get(r.id);
      return {
        id: r.id,
        unique_id: r.uniqueId,
        name: r.name,
        room_type: roomTypeOf(r.kind, r.typeRoom),
        program_id: r.programId,
        participants: firstParticipants[i]?.participants ?? [],
        participants_count: r.members,
        capacity: r.capacity,
        unread_count: unreadByRoom.get(r.id) ?? 0,
        last_comment: last ? presentComment(last, viewer, { beforeId: 0, readCount: 0 }) : null,
        can_moderate: canModerate,
      };
    })
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
