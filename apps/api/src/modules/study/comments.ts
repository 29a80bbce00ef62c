import {
  type ActivityComment,
  COMMENT_MAX_LENGTH,
  STUDY_MESSAGES,
  STUDY_SOCIAL_MESSAGES,
} from "@app/domain/study/contracts";
import {
  type CommentSegment,
  mentionedUserIds,
  parseMentions,
  serializeMentions,
} from "@app/domain/study/mention-codec";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { resources } from "../../db/schema/catalogue";
import { programUsers } from "../../db/schema/learning";
import { resourceComments } from "../../db/schema/study";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { plainText } from "../../platform/rich-text";
import { notify } from "../notification/public";
import { type ActivityAccess, requireOpenableActivity } from "./access";

/**
 * Comments on an activity (spec 001 section 7: user comments, replies, post comment). Only a learner who may
 * open the activity reads or writes them (403 otherwise), and only where the activity shows comments. The text
 * is stored plain, with mentions as @[userId|displayName] (RELIABILITY S10).
 */

export type CommentPage = { comments: ActivityComment[]; total: number; has_more: boolean };

const commentColumns = {
  id: resourceComments.id,
  parentId: resourceComments.parentId,
  body: resourceComments.body,
  createdAt: resourceComments.createdAt,
  replyCount: resourceComments.replyCount,
  userId: users.id,
  userName: users.name,
  userAvatar: users.avatar,
};
type CommentRow = {
  id: number;
  parentId: number | null;
  body: string;
  createdAt: Date;
  replyCount: number;
  userId: number;
  userName: string;
  userAvatar: string | null;
};

function toComment(row: CommentRow, callerId: number): ActivityComment {
  return {
    id: row.id,
    parent_id: row.parentId,
    user: { id: row.userId, name: row.userName, avatar: row.userAvatar },
    comment: row.body,
    created_at: row.createdAt.toISOString(),
    reply_count: row.replyCount,
    is_mine: row.userId === callerId,
  };
}

async function requireCommentable(db: Db, userId: number, activityId: number): Promise<ActivityAccess> {
  const access = await requireOpenableActivity(db, userId, activityId);
  if (!access.showComment) throw errors.refused(STUDY_MESSAGES.commentsClosed);
  return access;
}

/** A top-level comment of this activity, or 404 (the same for an unknown id and another activity's). */
async function requireTopLevel(db: Db, activityId: number, commentId: number): Promise<void> {
  const [row] = await db
    .select({ id: resourceComments.id })
    .from(resourceComments)
    .where(topLevelOf(activityId, commentId));
  if (!row) throw errors.notFound(STUDY_SOCIAL_MESSAGES.commentNotFound);
}

function topLevelOf(activityId: number, commentId: number) {
  return and(
    eq(resourceComments.id, commentId),
    eq(resourceComments.resourceId, activityId),
    isNull(resourceComments.parentId),
  );
}

async function commentPage(
  db: Db,
  userId: number,
  where: ReturnType<typeof and>,
  order: "newest" | "oldest",
  page: number,
  perPage: number,
): Promise<CommentPage> {
  const orderBy =
    order === "newest"
      ? [desc(resourceComments.createdAt), desc(resourceComments.id)]
      : [asc(resourceComments.createdAt), asc(resourceComments.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(commentColumns)
      .from(resourceComments)
      .innerJoin(users, eq(users.id, resourceComments.userId))
      .where(where)
      .orderBy(...orderBy)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(resourceComments).where(where),
  ]);
  const n = total?.n ?? 0;
  return { comments: rows.map((r) => toComment(r, userId)), total: n, has_more: page * perPage < n };
}

/** An activity's top-level comments, newest first. */
export async function activityComments(
  db: Db,
  userId: number,
  activityId: number,
  page: number,
  perPage: number,
): Promise<CommentPage> {
  await requireCommentable(db, userId, activityId);
  const where = and(eq(resourceComments.resourceId, activityId), isNull(resourceComments.parentId));
  return commentPage(db, userId, where, "newest", page, perPage);
}

/** A top-level comment's replies, oldest first (a conversation reads down). */
export async function commentReplies(
  db: Db,
  userId: number,
  activityId: number,
  parentId: number,
  page: number,
  perPage: number,
): Promise<CommentPage> {
  await requireCommentable(db, userId, activityId);
  await requireTopLevel(db, activityId, parentId);
  const where = and(eq(resourceComments.parentId, parentId), eq(resourceComments.resourceId, activityId));
  return commentPage(db, userId, where, "oldest", page, perPage);
}

/** Rewrites at most this many times; each rewrite removes a mention's brackets, so real text needs one or two. */
const MAX_MENTION_PASSES = 20;

/**
 * Keeps the mentions of learners of the programme, under their current name from the database; any other
 * `@[id|name]` becomes the plain text `@name`. Turning a mention into text can make the text around it spell a
 * new one (`@[5|` + `@[9|a]` + `]` reads `@[5|@a]`), so the rewrite runs until nothing changes; a mention
 * that only appears that way was not among the checked ids and becomes text too.
 */
export function rewriteMentions(text: string, allowed: ReadonlyMap<number, string>): string {
  let current = text;
  for (let pass = 0; pass < MAX_MENTION_PASSES; pass++) {
    const segments = parseMentions(current).map((segment): CommentSegment => {
      if (segment.type === "text") return segment;
      const name = allowed.get(segment.userId);
      return name === undefined ? { type: "text", text: `@${segment.name}` } : { ...segment, name };
    });
    const next = serializeMentions(segments);
    if (next === current) return current;
    current = next;
  }
  // not reachable with real text; leave nothing that can read as a mention
  return current.replaceAll("@[", "@");
}

/** The learners enrolled in the programme among the ids, with their current names: one query. */
async function enrolledNames(db: Db, programId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(
      programUsers,
      and(
        eq(programUsers.userId, users.id),
        eq(programUsers.programId, programId),
        isNull(programUsers.programDeletedAt),
      ),
    )
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Posts a comment, or a reply to a top-level comment of the same activity (404 otherwise), whose reply_count
 * goes up in the same transaction. The text is stored as typed (plain text: markup stays
 * literal text, newlines stay), mentions are checked against the programme's learners.
 */
export async function postComment(
  db: Db,
  userId: number,
  request: { resource_id: number; comment: string; parent_id?: number | null | undefined },
  now: Date,
): Promise<ActivityComment> {
  return db.transaction(async (tx) => {
    const access = await requireCommentable(tx, userId, request.resource_id);
    const text = plainText(request.comment.replace(/\r\n?/g, "\n"));
    if (text === "") throw errors.refused(STUDY_MESSAGES.commentEmpty);
    if (text.length > COMMENT_MAX_LENGTH) throw errors.refused(STUDY_MESSAGES.commentTooLong);
    const parentId = request.parent_id ?? null;
    let parentAuthor: number | null = null;
    if (parentId !== null) {
      // the increment is the check and the lock: only a top-level comment of this activity is counted
      const [parent] = await tx
        .update(resourceComments)
        .set({ replyCount: sql`${resourceComments.replyCount} + 1` })
        .where(topLevelOf(access.resourceId, parentId))
        .returning({ id: resourceComments.id, userId: resourceComments.userId });
      if (!parent) throw errors.notFound(STUDY_SOCIAL_MESSAGES.commentNotFound);
      parentAuthor = parent.userId;
    }
    const allowed = await enrolledNames(tx, access.programId, mentionedUserIds(text));
    const body = rewriteMentions(text, allowed);
    const [row] = await tx
      .insert(resourceComments)
      .values({ resourceId: access.resourceId, userId, parentId, body, createdAt: now })
      .returning({
        id: resourceComments.id,
        parentId: resourceComments.parentId,
        body: resourceComments.body,
        createdAt: resourceComments.createdAt,
        replyCount: resourceComments.replyCount,
      });
    const [author] = await tx
      .select({ name: users.name, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId));
    if (!row || !author) throw new Error("comment not inserted");
    await notifyCommentAddressees(
      tx,
      { resourceId: access.resourceId, author: { id: userId, name: author.name } },
      {
        parentAuthor,
        mentioned: [...allowed.keys()],
        preview: previewOf(body),
        now,
      },
    );
    return toComment({ ...row, userId, userName: author.name, userAvatar: author.avatar }, userId);
  });
}

/** A comment as one line of a notification: mentions as @name, at most 160 characters. */
function previewOf(body: string): string {
  const line = parseMentions(body)
    .map((segment) => (segment.type === "mention" ? `@${segment.name}` : segment.text))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/** The author of the comment replied to, and the learners mentioned (never the writer, each once). */
async function notifyCommentAddressees(
  tx: Db,
  where: { resourceId: number; author: { id: number; name: string } },
  what: { parentAuthor: number | null; mentioned: number[]; preview: string; now: Date },
): Promise<void> {
  const replyTo = what.parentAuthor !== where.author.id ? what.parentAuthor : null;
  const mentioned = what.mentioned.filter((id) => id !== where.author.id && id !== replyTo);
  if (replyTo === null && mentioned.length === 0) return;
  const [activity] = await tx
    .select({ slug: resources.slug, title: resources.title })
    .from(resources)
    .where(eq(resources.id, where.resourceId));
  const link = activity ? `/aktivitas/${encodeURIComponent(activity.slug)}` : "/programmu";
  const place = activity?.title ?? "aktivitas";
  const addressees: { userId: number; type: "reply" | "mention" }[] = [
    ...(replyTo === null ? [] : [{ userId: replyTo, type: "reply" as const }]),
    ...mentioned.map((userId) => ({ userId, type: "mention" as const })),
  ];
  for (const { userId, type } of addressees) {
    await notify(
      tx,
      {
        userId,
        type,
        objectType: "comment",
        objectId: where.resourceId,
        actorId: where.author.id,
        title:
          type === "reply"
            ? `${where.author.name} membalas komentar Anda di ${place}`
            : `${where.author.name} menyebut Anda di ${place}`,
        body: what.preview,
        link,
      },
      what.now,
    );
  }
}
