import { NOTIFICATION_MESSAGES } from "@app/domain/notification/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { programs } from "../../db/schema/catalogue";
import { announcements } from "../../db/schema/notification";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { isProgramStaff, programRoles } from "../../platform/program-roles";
import { publishEvent } from "../../platform/realtime";
import { plainText, sanitizeRichText } from "../../platform/rich-text";
import { notifyProgramLearners } from "./notify";

const EXCERPT_MAX = 160;

/** Enrolled learners, the programme's facilitators and assessors, and admins read its announcements; staff write them. */
async function programAudience(
  db: Db,
  userId: number,
  programId: number,
): Promise<{ reader: boolean; writer: boolean }> {
  const roles = await programRoles(db, userId, programId);
  const writer = isProgramStaff(roles);
  return { reader: writer || roles.enrolled || roles.assessor, writer };
}

/**
 * The text of sanitised rich text as one short line: the list's excerpt and the notification's (and push's)
 * body, all shown as text. A block ends a word, an inline tag (<b>, <a>) sits inside one; the entities
 * sanitize-html writes in text are turned back into their characters (`&amp;` last).
 */
function excerptOf(html: string): string {
  const text = plainText(
    html
      .replace(/<\/?(?:p|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|thead|tbody|tr|th|td|img)\b[^>]*>/gi, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " "),
  );
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text;
}

function slugOf(title: string, id: number): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 200);
  return `${base || "pengumuman"}-${id}`;
}

const summaryColumns = {
  id: announcements.id,
  programId: announcements.programId,
  title: announcements.title,
  slug: announcements.slug,
  body: announcements.body,
  authorName: sql<string>`coalesce(${users.name}, 'Admin')`,
  publishedAt: announcements.publishedAt,
};

type SummaryRow = {
  id: number;
  programId: number;
  title: string;
  slug: string;
  body: string;
  authorName: string;
  publishedAt: Date;
};

function presentSummary(row: SummaryRow) {
  return {
    id: row.id,
    program_id: row.programId,
    title: row.title,
    slug: row.slug,
    excerpt: excerptOf(row.body),
    author_name: row.authorName,
    published_at: row.publishedAt.toISOString(),
  };
}

/** The tab-announcement call: a programme's announcements, newest first (at most 50). */
export async function programAnnouncements(db: Db, userId: number, programId: number) {
  const audience = await programAudience(db, userId, programId);
  if (!audience.reader) throw errors.forbidden();
  const rows = await db
    .select(summaryColumns)
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.authorId))
    .where(eq(announcements.programId, programId))
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(50);
  return rows.map(presentSummary);
}

/** `/pengumuman/{slug}`: to the programme's learners and staff. */
export async function announcementBySlug(db: Db, userId: number, slug: string) {
  const [row] = await db
    .select({ ...summaryColumns, programName: programs.name, programSlug: programs.slug })
    .from(announcements)
    .innerJoin(programs, eq(programs.id, announcements.programId))
    .leftJoin(users, eq(users.id, announcements.authorId))
    .where(eq(announcements.slug, slug));
  if (!row) throw errors.notFound(NOTIFICATION_MESSAGES.announcementNotFound);
  const audience = await programAudience(db, userId, row.programId);
  // a stranger learns nothing, not even that the announcement exists
  if (!audience.reader) throw errors.notFound(NOTIFICATION_MESSAGES.announcementNotFound);
  return { ...presentSummary(row), body: row.body, program_name: row.programName, program_slug: row.programSlug };
}

/**
 * Publishes an announcement (the programme's facilitators and admins): sanitised, stored, notified to every
 * learner of the programme, and told to their open tabs, in one transaction.
 */
export async function publishAnnouncement(
  db: Db,
  userId: number,
  input: { programId: number; title: string; body: string },
  now: Date,
) {
  const audience = await programAudience(db, userId, input.programId);
  if (!audience.writer) throw errors.forbidden(NOTIFICATION_MESSAGES.notProgramStaff);
  const body = sanitizeRichText(input.body);
  if (excerptOf(body) === "") throw errors.refused(NOTIFICATION_MESSAGES.emptyAnnouncement);
  const slug = await db.transaction(async (tx) => {
    const [program] = await tx.select({ name: programs.name }).from(programs).where(eq(programs.id, input.programId));
    if (!program) throw errors.notFound();
    const [row] = await tx
      .insert(announcements)
      .values({
        programId: input.programId,
        authorId: userId,
        title: input.title,
        slug: `tmp-${crypto.randomUUID()}`,
        body,
        publishedAt: now,
      })
      .returning({ id: announcements.id });
    if (!row) throw new Error("announcement not inserted");
    const slug = slugOf(input.title, row.id);
    await tx.update(announcements).set({ slug }).where(eq(announcements.id, row.id));
    await notifyProgramLearners(
      tx,
      input.programId,
      {
        type: "announcement",
        objectType: "announcement",
        objectId: row.id,
        title: `Pengumuman ${program.name}: ${input.title}`,
        body: excerptOf(body),
        link: `/pengumuman/${slug}`,
      },
      now,
      userId,
    );
    const [summary] = await tx
      .select(summaryColumns)
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.authorId))
      .where(and(eq(announcements.id, row.id)));
    if (!summary) throw new Error("announcement not found after insert");
    await publishEvent(tx, "announcement", { programId: input.programId }, { announcement: presentSummary(summary) });
    return slug;
  });
  return announcementBySlug(db, userId, slug);
}
