import {
  CHAT_DEFAULT_CAPACITY,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  type Comment,
  type FilePayload,
  type ReplyPayload,
  type Room,
} from "@app/domain/chat/contracts";
import { canDeleteMessage, messageToSend } from "@app/domain/chat/rules";
import { parseMentions } from "@app/domain/study/mention-codec";
import { and, desc, eq, inArray, isNull, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { programs, resources } from "../../db/schema/catalogue";
import { chatComments, chatMembers, chatRooms, programFacilitators } from "../../db/schema/chat";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { publishEvent } from "../../platform/realtime";
import { plainText } from "../../platform/rich-text";
import { notify } from "../notification/public";
import { requireOpenableActivity } from "../study/public";
import { type RoomAccess, requireEligible, requireMember, roomAccess } from "./access";
import {
  type CommentRow,
  commentColumns,
  participantsPage,
  presentComment,
  presentRooms,
  previousCommentId,
  readCounts,
  type Viewer,
} from "./present";

/** The most members one message's mentions notify. */
export const MENTIONS_NOTIFIED = 20;

const viewerOf = (userId: number, access: RoomAccess): Viewer => ({ userId, roleLabels: access.roleLabels });

/** The text the server gives a full room; the web app shows 'Ruang Diskusi Penuh' when it contains the part. */
export function roomFullMessage(capacity: number): string {
  return `${CHAT_MESSAGES.roomFullPart} ${capacity}`;
}

// ---- rooms -----------------------------------------------------------------------------------------------------

/**
 * A programme's discussion room (when its type_room is group or channel; programs.room_id then points at it) and
 * its facilitator room, with the programme's facilitators in both. Idempotent: seeding, the facilitator-room call
 * and assigning a facilitator (admin tooling) may all run it.
 */
export async function ensureProgramRooms(
  tx: Db,
  programId: number,
): Promise<{ discussion: number; facilitator: number }> {
  const [program] = await tx
    .select({ name: programs.name, typeRoom: programs.typeRoom, roomId: programs.roomId })
    .from(programs)
    .where(eq(programs.id, programId));
  if (!program) throw errors.notFound(CHAT_MESSAGES.roomNotFound);
  const wanted: { kind: "discussion" | "facilitator"; name: string }[] = [
    { kind: "facilitator", name: `Fasilitator ${program.name}` },
  ];
  const hasDiscussion = program.typeRoom === "group" || program.typeRoom === "channel";
  if (hasDiscussion) wanted.push({ kind: "discussion", name: program.name });
  await tx
    .insert(chatRooms)
    .values(
      wanted.map((w) => ({ kind: w.kind, programId, name: w.name.slice(0, 200), capacity: CHAT_DEFAULT_CAPACITY })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: chatRooms.id, kind: chatRooms.kind })
    .from(chatRooms)
    .where(and(eq(chatRooms.programId, programId), inArray(chatRooms.kind, ["discussion", "facilitator"])));
  const discussion = rows.find((r) => r.kind === "discussion")?.id ?? 0;
  const facilitator = rows.find((r) => r.kind === "facilitator")?.id ?? 0;
  // the programme's facilitators are in its rooms from the start: their Tanyamu lists them, and a learner's
  // first question to the facilitator room reaches someone
  await tx.execute(sql`
    insert into ${chatMembers} (room_id, user_id, joined_at)
    select r.id, f.user_id, now() from ${chatRooms} r
    join ${programFacilitators} f on f.program_id = r.program_id
    where r.program_id = ${programId} and r.kind in ('discussion', 'facilitator')
    on conflict do nothing`);
  if (hasDiscussion && program.roomId !== discussion) {
    await tx.update(programs).set({ roomId: discussion }).where(eq(programs.id, programId));
  }
  return { discussion, facilitator };
}

/**
 * The members a room's capacity counts: everyone who entered but the programme's staff (its facilitators and
 * assessors, and admins), who always get in.
 */
async function learnerMembers(tx: Db, roomId: number, programId: number): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from ${chatMembers} m
    join ${users} u on u.id = m.user_id
    where m.room_id = ${roomId} and not u.is_admin
      and not exists (select 1 from ${programFacilitators} f where f.program_id = ${programId} and f.user_id = m.user_id)
      and not exists (select 1 from program_assessors a where a.program_id = ${programId} and a.user_id = m.user_id)
      and not exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = m.user_id and r.label in ('Super Admin', 'Admin Sekolahmu'))`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** The facilitator room of a programme (created on first ask): the study page's chat box opens it. */
export async function facilitatorRoomOf(db: Db, programId: number): Promise<number> {
  const [row] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.programId, programId), eq(chatRooms.kind, "facilitator")));
  if (row) return row.id;
  return (await db.transaction((tx) => ensureProgramRooms(tx, programId))).facilitator;
}

/**
 * POST /chat/participant/: enters the room (or answers it when already in). The room's row is locked while
 * its members are counted, so two learners racing for the last place cannot both get it. Staff and admins
 * are not counted against the capacity and always get in.
 */
export async function joinRoom(db: Db, userId: number, roomId: number, now: Date): Promise<Room> {
  const access = await db.transaction(async (tx) => {
    const found = await requireEligible(tx, userId, roomId);
    if (found.joined) return found;
    if (found.kind === "discussion" && found.tanyamuClosed && !found.staff) {
      throw errors.forbidden(CHAT_MESSAGES.tanyamuClosed);
    }
    await tx.execute(sql`select 1 from ${chatRooms} where ${chatRooms.id} = ${roomId} for update`);
    // the same learner twice at once (a double click): the second finds the first one's place under the lock
    const [already] = await tx
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, userId)));
    if (already) return { ...found, joined: true };
    if (!found.staff && (await learnerMembers(tx, roomId, found.programId)) >= found.capacity) {
      throw errors.refused(roomFullMessage(found.capacity));
    }
    await tx.insert(chatMembers).values({ roomId, userId, joinedAt: now }).onConflictDoNothing();
    return { ...found, joined: true };
  });
  const [room] = await presentRooms(db, viewerOf(userId, access), [roomId], { withParticipants: true });
  if (!room) throw errors.notFound(CHAT_MESSAGES.roomNotFound);
  return room;
}

export async function getRoom(db: Db, userId: number, roomId: number): Promise<Room> {
  const access = await requireMember(db, userId, roomId);
  const [room] = await presentRooms(db, viewerOf(userId, access), [roomId], { withParticipants: true });
  if (!room) throw errors.notFound(CHAT_MESSAGES.roomNotFound);
  return room;
}

/** GET /chat/subject/: the rooms the caller entered, the most recently active first (at most 100). */
export async function listRooms(db: Db, userId: number, roleLabels: string[]): Promise<Room[]> {
  const rows = await db
    .select({ roomId: chatMembers.roomId })
    .from(chatMembers)
    .where(eq(chatMembers.userId, userId))
    .orderBy(
      desc(
        sql`coalesce((select max(c.id) from ${chatComments} c where c.room_id = ${chatMembers.roomId} and c.deleted_at is null), 0)`,
      ),
      desc(chatMembers.joinedAt),
    )
    .limit(100);
  return presentRooms(
    db,
    { userId, roleLabels },
    rows.map((r) => r.roomId),
    { withParticipants: false },
  );
}

export async function listParticipants(db: Db, userId: number, roomId: number, page: number, limit: number) {
  await requireMember(db, userId, roomId);
  return { ...(await participantsPage(db, roomId, page, limit)), page };
}

/**
 * The user's unread messages over all their rooms (the navbar's chat counter), as a scalar subquery: others'
 * messages, not deleted, after the last one the user read in each room.
 */
export function chatUnreadSql(userId: SQLWrapper): SQL<number> {
  // aliased by hand: inside a one-table select drizzle writes its columns unqualified
  return sql<number>`(select count(*) from chat_comments c
    join chat_members m on m.room_id = c.room_id and m.user_id = ${userId}
    where c.deleted_at is null and c.id > m.last_read_comment_id and c.user_id <> ${userId})`.mapWith(Number);
}

/**
 * POST /program_activity/personal_chat/: the direct_chat activity's room of this learner with one of the
 * programme's facilitators (the first assigned). Both are members from the start.
 */
export async function personalRoom(db: Db, userId: number, activityId: number, now: Date): Promise<number> {
  const activity = await requireOpenableActivity(db, userId, activityId);
  const [resource] = await db
    .select({ type: resources.type })
    .from(resources)
    .where(eq(resources.id, activity.resourceId));
  if (resource?.type !== "direct_chat") throw errors.refused(CHAT_MESSAGES.roomNotFound);
  return db.transaction(async (tx) => {
    const existing = await personalRoomOf(tx, activity.programId, userId);
    if (existing) return existing;
    const [facilitator] = await tx
      .select({ id: programFacilitators.userId, name: users.name })
      .from(programFacilitators)
      .innerJoin(users, eq(users.id, programFacilitators.userId))
      // a disabled account (deleted, awaiting erasure) is paired with nobody
      .where(and(eq(programFacilitators.programId, activity.programId), isNull(users.disabledAt)))
      .orderBy(programFacilitators.userId)
      .limit(1);
    if (!facilitator) throw errors.refused(CHAT_MESSAGES.noFacilitator);
    const [learner] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    // two calls at once: the second one's insert does nothing and it finds the first one's room
    await tx
      .insert(chatRooms)
      .values({
        kind: "personal",
        programId: activity.programId,
        name: `${learner?.name ?? "Peserta"} & ${facilitator.name}`.slice(0, 200),
        capacity: 2,
        learnerId: userId,
        facilitatorId: facilitator.id,
      })
      .onConflictDoNothing();
    const roomId = await personalRoomOf(tx, activity.programId, userId);
    if (!roomId) throw new Error("personal room neither inserted nor found");
    await tx
      .insert(chatMembers)
      .values([
        { roomId, userId, joinedAt: now },
        { roomId, userId: facilitator.id, joinedAt: now },
      ])
      .onConflictDoNothing();
    return roomId;
  });
}

async function personalRoomOf(db: Db, programId: number, learnerId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.programId, programId), eq(chatRooms.kind, "personal"), eq(chatRooms.learnerId, learnerId)));
  return row?.id;
}

// ---- messages --------------------------------------------------------------------------------------------------

/** A page of messages, newest first, older than `before` (none: the newest). */
export async function listComments(
  db: Db,
  userId: number,
  roomId: number,
  page: { before: number | undefined; limit: number },
): Promise<{ comments: Comment[]; has_more: boolean }> {
  const access = await requireMember(db, userId, roomId);
  const rows: CommentRow[] = await db
    .select(commentColumns)
    .from(chatComments)
    .innerJoin(users, eq(users.id, chatComments.userId))
    .where(
      and(
        eq(chatComments.roomId, roomId),
        isNull(chatComments.deletedAt),
        page.before ? lt(chatComments.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(chatComments.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const reads = await readCounts(db, roomId, shown);
  const viewer = viewerOf(userId, access);
  return {
    comments: shown.map((row, i) =>
      presentComment(row, viewer, { beforeId: rows[i + 1]?.id ?? 0, readCount: reads.get(row.id) ?? 0 }),
    ),
    has_more: rows.length > page.limit,
  };
}

type NewComment = {
  type: "text" | "reply" | "file_attachment";
  message: string;
  replyTo?: number | undefined;
  file?: { payload: FilePayload; key: string } | undefined;
};

/**
 * Sends a message: stored, told to the room's open tabs, and notified to the quoted sender (a reply) and to
 * the members it mentions, all in one transaction.
 */
export async function sendComment(
  db: Db,
  userId: number,
  roomId: number,
  input: NewComment,
  now: Date,
): Promise<Comment> {
  const text = messageToSend(plainText(input.message.replace(/\r\n?/g, "\n"))) ?? "";
  if (input.type !== "file_attachment" && text === "") throw errors.refused(CHAT_MESSAGES.emptyMessage);
  if (text.length > CHAT_MESSAGE_MAX) throw errors.refused(CHAT_MESSAGES.messageTooLong);
  return db.transaction(async (tx) => {
    const access = await requireMember(tx, userId, roomId);
    if (access.kind === "discussion" && access.tanyamuClosed && !access.staff) {
      throw errors.forbidden(CHAT_MESSAGES.tanyamuClosed);
    }
    let payload: ReplyPayload | FilePayload | null = input.file?.payload ?? null;
    let quotedSender: number | null = null;
    if (input.type === "reply") {
      if (!input.replyTo) throw errors.refused(CHAT_MESSAGES.replyNotFound);
      const [quoted] = await tx
        .select(commentColumns)
        .from(chatComments)
        .innerJoin(users, eq(users.id, chatComments.userId))
        .where(
          and(eq(chatComments.id, input.replyTo), eq(chatComments.roomId, roomId), isNull(chatComments.deletedAt)),
        );
      if (!quoted) throw errors.refused(CHAT_MESSAGES.replyNotFound);
      quotedSender = quoted.userId;
      payload = {
        replied_comment_id: quoted.id,
        replied_comment_message: quoted.message,
        replied_comment_sender_email: String(quoted.userId),
        replied_comment_sender_username: quoted.username,
        replied_comment_type: quoted.type as ReplyPayload["replied_comment_type"],
        text,
      };
    }
    const [inserted] = await tx
      .insert(chatComments)
      .values({
        roomId,
        userId,
        type: input.type,
        message: text,
        payload,
        fileKey: input.file?.key ?? null,
        createdAt: now,
      })
      .returning({ id: chatComments.id });
    if (!inserted) throw new Error("comment not inserted");
    // the sender has read their own message, and everything before it
    await tx
      .update(chatMembers)
      .set({ lastReadCommentId: sql`greatest(${chatMembers.lastReadCommentId}, ${inserted.id})` })
      .where(and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, userId)));
    const [row] = await tx
      .select(commentColumns)
      .from(chatComments)
      .innerJoin(users, eq(users.id, chatComments.userId))
      .where(eq(chatComments.id, inserted.id));
    if (!row) throw new Error("comment not found after insert");
    const beforeId = await previousCommentId(tx, roomId, row.id);
    // the event carries the message as anyone sees it; each browser works out its own delete right
    await publishEvent(
      tx,
      "chat.comment",
      { roomId },
      { comment: presentComment(row, null, { beforeId, readCount: 0 }) },
    );
    await notifyAddressees(tx, { roomId, access, sender: row, quotedSender, text }, now);
    return presentComment(row, viewerOf(userId, access), { beforeId, readCount: 0 });
  });
}

async function notifyAddressees(
  tx: Db,
  input: { roomId: number; access: RoomAccess; sender: CommentRow; quotedSender: number | null; text: string },
  now: Date,
): Promise<void> {
  const { sender } = input;
  const link =
    input.access.kind === "discussion" ? `/tanyamu?initRoom=${input.roomId}` : `/tanyamu?initRoom=${input.roomId}`;
  const mentioned = new Set(
    parseMentions(input.text)
      .flatMap((s) => (s.type === "mention" ? [s.userId] : []))
      .filter((id) => id !== sender.userId && id !== input.quotedSender),
  );
  // a message notifies at most MENTIONS_NOTIFIED people: a message naming the whole room is no broadcast
  const addressees = [...mentioned].slice(0, MENTIONS_NOTIFIED);
  if (input.quotedSender !== null && input.quotedSender !== sender.userId) addressees.push(input.quotedSender);
  if (addressees.length === 0) return;
  // only members of the room hear of it: a mention cannot reach a stranger
  const members = await tx
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.roomId, input.roomId), inArray(chatMembers.userId, addressees)));
  const preview = plainPreview(input.text);
  for (const { userId } of members) {
    const isReply = userId === input.quotedSender;
    await notify(
      tx,
      {
        userId,
        type: isReply ? "reply" : "mention",
        objectType: "chat",
        objectId: input.roomId,
        actorId: sender.userId,
        title: isReply
          ? `${sender.username} membalas pesan Anda di ${input.access.name}`
          : `${sender.username} menyebut Anda di ${input.access.name}`,
        body: preview,
        link,
      },
      now,
    );
  }
}

/** A message as one line of a notification: mentions as @name. */
function plainPreview(text: string): string {
  const line = parseMentions(text)
    .map((s) => (s.type === "mention" ? `@${s.name}` : s.text))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/**
 * DELETE /chat/messages/: deletes the listed messages the caller may delete (own always; others' with a
 * moderating role, in rooms the caller is in). All or nothing: one message the caller may not delete
 * refuses the whole call. The rooms' tabs hear of it.
 */
export async function deleteComments(db: Db, userId: number, uniqueIds: string[], now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: chatComments.id,
        uniqueId: chatComments.uniqueId,
        roomId: chatComments.roomId,
        senderId: chatComments.userId,
      })
      .from(chatComments)
      .where(and(inArray(chatComments.uniqueId, uniqueIds), isNull(chatComments.deletedAt)))
      .for("update");
    // unknown messages are refused like others' messages: ids cannot be probed
    if (rows.length === 0) throw errors.forbidden(CHAT_MESSAGES.notMember);
    const accessByRoom = new Map<number, RoomAccess>();
    for (const roomId of new Set(rows.map((r) => r.roomId))) {
      const access = await roomAccess(tx, userId, roomId);
      if (!access?.eligible || !access.joined) throw errors.forbidden(CHAT_MESSAGES.notMember);
      accessByRoom.set(roomId, access);
    }
    for (const row of rows) {
      const access = accessByRoom.get(row.roomId);
      if (!access || !canDeleteMessage(userId, row.senderId, access.roleLabels)) {
        throw errors.forbidden(CHAT_MESSAGES.cannotDelete);
      }
    }
    await tx
      .update(chatComments)
      .set({ deletedAt: now, deletedBy: userId })
      .where(
        inArray(
          chatComments.id,
          rows.map((r) => r.id),
        ),
      );
    // a reply's quote is a copy: the deleted text must not live on in it
    await tx.execute(sql`
      update ${chatComments} set payload = jsonb_set(payload, '{replied_comment_message}', to_jsonb(${CHAT_MESSAGES.quotedDeleted}::text))
      where ${chatComments.type} = 'reply'
        and ${chatComments.roomId} in (${sql.join(
          [...accessByRoom.keys()].map((id) => sql`${id}`),
          sql`, `,
        )})
        and (${chatComments.payload} ->> 'replied_comment_id')::bigint in (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )})`);
    for (const roomId of accessByRoom.keys()) {
      const ids = rows.filter((r) => r.roomId === roomId).map((r) => r.uniqueId);
      await publishEvent(tx, "chat.deleted", { roomId }, { unique_ids: ids });
    }
    return rows.map((r) => r.uniqueId);
  });
}

/** Read receipt: the caller has seen the room up to this message. Answers the room's unread count left. */
export async function markRead(db: Db, userId: number, roomId: number, commentId: number): Promise<number> {
  await requireMember(db, userId, roomId);
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ id: sql<number>`coalesce(max(${chatComments.id}), 0)`.mapWith(Number) })
      .from(chatComments)
      .where(
        and(eq(chatComments.roomId, roomId), isNull(chatComments.deletedAt), sql`${chatComments.id} <= ${commentId}`),
      );
    const upTo = latest?.id ?? 0;
    const changed = await tx
      .update(chatMembers)
      .set({ lastReadCommentId: upTo })
      .where(
        and(eq(chatMembers.roomId, roomId), eq(chatMembers.userId, userId), lt(chatMembers.lastReadCommentId, upTo)),
      )
      .returning({ roomId: chatMembers.roomId });
    if (changed.length > 0) {
      await publishEvent(tx, "chat.read", { roomId }, { email: String(userId), comment_id: upTo });
    }
    const [left] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(chatComments)
      .innerJoin(chatMembers, and(eq(chatMembers.roomId, chatComments.roomId), eq(chatMembers.userId, userId)))
      .where(
        and(
          eq(chatComments.roomId, roomId),
          isNull(chatComments.deletedAt),
          sql`${chatComments.id} > ${chatMembers.lastReadCommentId}`,
          sql`${chatComments.userId} <> ${userId}`,
        ),
      );
    return left?.n ?? 0;
  });
}

/** The caller's role labels (the room list's delete rights). */
export async function roleLabelsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.execute<{ label: string }>(sql`
    select r.label from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${userId}`);
  return ((rows as unknown as { rows: { label: string }[] }).rows ?? []).map((r) => r.label);
}
