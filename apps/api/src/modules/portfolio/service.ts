import { PRIVACY_MESSAGES } from "@app/domain/account/privacy";
import {
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  type PortfolioCertificate,
  type PortfolioHeader,
  type PortfolioItem,
  type PortfolioItemAnswer,
  type PortfolioSource,
  type PortfolioView,
  type PublicProfile,
  type PublicUser,
} from "@app/domain/portfolio/contracts";
import { attemptItemKind, type PortfolioItemKind } from "@app/domain/portfolio/rules";
import { and, asc, count, desc, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { professions, users } from "../../db/schema/account";
import { programs, resources } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import { programUsers } from "../../db/schema/learning";
import { portfolioItems, portfolios } from "../../db/schema/portfolio";
import { privacySettings } from "../../db/schema/privacy";
import { quizAnswers, quizAttempts, quizQuestions, quizzes, uploads } from "../../db/schema/quiz";
import { certificates } from "../../db/schema/report";
import { userActivities } from "../../db/schema/study";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";

/**
 * Portfolios and public profiles (issue 20, decisions/022). Everything a visitor sees goes through `publicView`
 * checks here: a published header, published items, a user whose account is not disabled, and only the public
 * user fields. The owner's own view needs the owner's session; nobody writes another's portfolio.
 */

type ItemRow = typeof portfolioItems.$inferSelect;
type HeaderRow = typeof portfolios.$inferSelect;

const iso = (d: Date) => d.toISOString();

const publicUserColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  avatar: users.avatar,
  profession_name: professions.label,
};

function presentHeader(row: HeaderRow): PortfolioHeader {
  return {
    id: row.id,
    description: row.description,
    content_url: row.contentUrl,
    is_publish: row.isPublish,
    updated_at: iso(row.updatedAt),
  };
}

const itemColumns = {
  item: portfolioItems,
  programName: programs.name,
  programSlug: programs.slug,
  activityTitle: resources.title,
};

type ItemWithNames = { item: ItemRow; programName: string; programSlug: string; activityTitle: string };

function presentItem(row: ItemWithNames): PortfolioItem {
  const i = row.item;
  return {
    id: i.id,
    caption: i.caption,
    description: i.description,
    is_publish: i.isPublish,
    kind: i.kind as PortfolioItemKind,
    program: { id: i.programId, name: row.programName, slug: row.programSlug },
    activity: { id: i.resourceId, title: row.activityTitle },
    created_at: iso(i.createdAt),
    updated_at: iso(i.updatedAt),
  };
}

/**
 * The owner's public-profile switches (decisions/026), read in the same query as the profile; no row: the defaults
 * (public, everything shown).
 */
const privacyColumns = {
  isPublic: sql<boolean>`coalesce(${privacySettings.isPublic}, true)`,
  showAvatar: sql<boolean>`coalesce(${privacySettings.showAvatar}, true)`,
  showProfession: sql<boolean>`coalesce(${privacySettings.showProfession}, true)`,
  showInstitution: sql<boolean>`coalesce(${privacySettings.showInstitution}, true)`,
  showCertificates: sql<boolean>`coalesce(${privacySettings.showCertificates}, true)`,
};

/** A private profile is refused to everyone but its owner: 403 'Profil ini bersifat pribadi', nothing else said. */
const privateProfile = () => errors.forbidden(PRIVACY_MESSAGES.profilePrivate);

const publishedHeaderOf = (userId: SQLWrapper) =>
  sql`exists (select 1 from ${portfolios} where ${portfolios.userId} = ${userId} and ${portfolios.isPublish})`;

// ---- profiles ------------------------------------------------------------------------------------------------------

/**
 * A profile card. In public mode the counts are of what visitors can open: published items and valid certificates,
 * both only while the portfolio is published (its switch is the learner's consent to show their records).
 */
async function profileWhere(
  db: Db,
  where: SQL,
  publicView: boolean,
  viewerId: number | null,
): Promise<{ profile: PublicProfile; showCertificates: boolean } | null> {
  const shown = publicView ? sql`and ${publishedHeaderOf(users.id)}` : sql``;
  const publishedOnly = publicView ? sql`and ${portfolioItems.isPublish}` : sql``;
  const [row] = await db
    .select({
      ...publicUserColumns,
      institutionName: institutions.name,
      institutionSlug: institutions.slug,
      items: sql<number>`(select count(*)::int from ${portfolioItems} where ${portfolioItems.userId} = ${users.id}
        ${publishedOnly} ${shown})`,
      certificates: sql<number>`(select count(*)::int from ${certificates} where ${certificates.userId} = ${users.id}
        and ${certificates.revokedAt} is null ${shown})`,
      ...privacyColumns,
    })
    .from(users)
    .leftJoin(professions, eq(professions.name, users.professionName))
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .leftJoin(privacySettings, eq(privacySettings.userId, users.id))
    .where(and(where, isNull(users.disabledAt)))
    .limit(1);
  if (!row) return null;
  const own = viewerId === row.id;
  if (publicView && !row.isPublic && !own) throw privateProfile();
  // the public view applies the switches for everyone, the owner too (what they preview is what others see)
  const hide = publicView;
  const showCertificates = !hide || row.showCertificates;
  return {
    showCertificates,
    profile: {
      id: row.id,
      name: row.name,
      username: row.username,
      avatar: hide && !row.showAvatar ? null : row.avatar,
      profession_name: hide && !row.showProfession ? null : row.profession_name,
      institution:
        (!hide || row.showInstitution) && row.institutionName !== null && row.institutionSlug !== null
          ? { name: row.institutionName, slug: row.institutionSlug }
          : null,
      counts: { items: row.items, certificates: showCertificates ? row.certificates : 0 },
      ...(own && !row.isPublic ? { is_private: true } : {}),
    },
  };
}

/**
 * GET /user/public/get/{username}?is_username=1 (or a user id with is_username=0). A private profile: 403 to all
 * but its owner (decisions/026).
 */
export async function publicProfile(
  db: Db,
  key: string,
  byUsername: boolean,
  viewerId: number | null = null,
): Promise<PublicProfile> {
  let where: SQL;
  if (byUsername) where = sql`lower(${users.username}) = lower(${key})`;
  else {
    const id = /^\d{1,10}$/.test(key) ? Number(key) : 0;
    if (id < 1 || id > 2_147_483_647) throw errors.notFound(PORTFOLIO_MESSAGES.profileNotFound);
    where = eq(users.id, id);
  }
  const found = await profileWhere(db, where, true, viewerId);
  if (!found) throw errors.notFound(PORTFOLIO_MESSAGES.profileNotFound);
  return found.profile;
}

/**
 * GET /user/view/get_bulk/{ids}: the public fields of the users found, in the order asked; others left out. The
 * name and username stay (they show wherever the person wrote: chat, comments); avatar and profession follow the
 * person's switches, and a private profile shows neither (decisions/026).
 */
export async function bulkUsers(db: Db, ids: number[]): Promise<PublicUser[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...publicUserColumns, ...privacyColumns })
    .from(users)
    .leftJoin(professions, eq(professions.name, users.professionName))
    .leftJoin(privacySettings, eq(privacySettings.userId, users.id))
    .where(and(inArray(users.id, ids), isNull(users.disabledAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        name: r.name,
        username: r.username,
        avatar: r.isPublic && r.showAvatar ? r.avatar : null,
        profession_name: r.isPublic && r.showProfession ? r.profession_name : null,
      },
    ];
  });
}

// ---- views ---------------------------------------------------------------------------------------------------------

/**
 * GET /portofolio/view/{userId}?public=: the public view of anyone (an unknown or disabled user is 'Profil tidak
 * ditemukan'), or the caller's own view with unpublished items too (another's is refused before anything is read).
 */
export async function portfolioView(
  db: Db,
  userId: number,
  mode: { publicView: boolean; viewerId: number | null },
): Promise<PortfolioView> {
  if (!mode.publicView) {
    if (mode.viewerId === null) throw errors.unauthorized();
    if (mode.viewerId !== userId) throw errors.forbidden(PORTFOLIO_MESSAGES.notYours);
  }
  const found = await profileWhere(db, eq(users.id, userId), mode.publicView, mode.viewerId);
  if (!found) throw errors.notFound(PORTFOLIO_MESSAGES.profileNotFound);
  const user = found.profile;
  const [header] = await db.select().from(portfolios).where(eq(portfolios.userId, userId));
  const shown = header !== undefined && (header.isPublish || !mode.publicView);
  if (mode.publicView && !shown) return { user, header: null, items: [], certificates: [] };

  const items = await db
    .select(itemColumns)
    .from(portfolioItems)
    .innerJoin(programs, eq(programs.id, portfolioItems.programId))
    .innerJoin(resources, eq(resources.id, portfolioItems.resourceId))
    .where(and(eq(portfolioItems.userId, userId), mode.publicView ? eq(portfolioItems.isPublish, true) : undefined))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id))
    .limit(PORTFOLIO_LIMITS.itemsPerUser);
  const certs = !found.showCertificates
    ? []
    : await db
        .select({
          number: certificates.number,
          programName: certificates.programName,
          institutionName: certificates.institutionName,
          issuedAt: certificates.issuedAt,
        })
        .from(certificates)
        .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)))
        .orderBy(desc(certificates.issuedAt))
        .limit(100);
  return {
    user,
    header: header ? presentHeader(header) : null,
    items: items.map(presentItem),
    certificates: certs.map(
      (c): PortfolioCertificate => ({
        number: c.number,
        program_name: c.programName,
        institution_name: c.institutionName,
        issued_at: iso(c.issuedAt),
      }),
    ),
  };
}

/**
 * An item as the caller may read it. own: the owner only; public: a published item of a published portfolio, for
 * anyone (the owner too sees exactly what visitors see); any: either (the file download).
 */
async function readableItem(
  db: Db,
  itemId: number,
  access: "own" | "public" | "any",
  viewerId: number | null,
): Promise<ItemWithNames> {
  const [row] = await db
    .select({
      ...itemColumns,
      visible: sql<boolean>`${portfolioItems.isPublish} and ${publishedHeaderOf(portfolioItems.userId)}`,
      isPublic: privacyColumns.isPublic,
    })
    .from(portfolioItems)
    .innerJoin(programs, eq(programs.id, portfolioItems.programId))
    .innerJoin(resources, eq(resources.id, portfolioItems.resourceId))
    .innerJoin(users, eq(users.id, portfolioItems.userId))
    .leftJoin(privacySettings, eq(privacySettings.userId, portfolioItems.userId))
    .where(and(eq(portfolioItems.id, itemId), isNull(users.disabledAt)));
  const own = row !== undefined && viewerId === row.item.userId;
  // a private profile's published items: others learn only that the profile is private (decisions/026)
  if (row !== undefined && !own && !row.isPublic && access !== "own" && row.visible) throw privateProfile();
  const allowed =
    row !== undefined && (access === "own" ? own : access === "public" ? row.visible : own || row.visible);
  if (!row || !allowed) throw errors.notFound(PORTFOLIO_MESSAGES.itemNotFound);
  return row;
}

const fileUrl = (itemId: number, uploadId: number) => `/api/portofolio/file/${itemId}/${uploadId}`;

/** GET /portofolio/detail/{id}?public=: one item with what the learner made. */
export async function itemDetail(
  db: Db,
  itemId: number,
  mode: { publicView: boolean; viewerId: number | null },
): Promise<PortfolioItemAnswer> {
  if (!mode.publicView && mode.viewerId === null) throw errors.unauthorized();
  const row = await readableItem(db, itemId, mode.publicView ? "public" : "own", mode.viewerId);
  const [owner] = await db
    .select(publicUserColumns)
    .from(users)
    .leftJoin(professions, eq(professions.name, users.professionName))
    .where(eq(users.id, row.item.userId));
  if (!owner) throw errors.notFound(PORTFOLIO_MESSAGES.itemNotFound);
  const work: PortfolioItemAnswer["item"]["work"] = { finished_at: null, score: null, answers: [], reflection: null };

  if (row.item.attemptId !== null) {
    const [attempt] = await db
      .select({ a: quizAttempts, isRefleksi: quizzes.isRefleksi })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(eq(quizAttempts.id, row.item.attemptId));
    if (attempt) {
      work.finished_at = attempt.a.finishedAt ? iso(attempt.a.finishedAt) : null;
      const scored = attempt.a.reviewState === "auto" || attempt.a.reviewState === "assessed";
      work.score = scored && !attempt.isRefleksi ? attempt.a.score : null;
      // essays and files only: a choice answer would show the quiz's key to visitors
      const answers = await db
        .select({
          questionId: quizQuestions.id,
          question: quizQuestions.body,
          text: quizAnswers.text,
          fileIds: quizAnswers.fileIds,
        })
        .from(quizAnswers)
        .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
        .where(and(eq(quizAnswers.attemptId, attempt.a.id), inArray(quizQuestions.type, ["essay", "file"])))
        .orderBy(asc(quizQuestions.orderId), asc(quizQuestions.id));
      const fileIds = [...new Set(answers.flatMap((x) => x.fileIds))];
      const files = fileIds.length
        ? await db
            .select({ id: uploads.id, name: uploads.originalName, mime: uploads.mime, size: uploads.size })
            .from(uploads)
            .where(and(inArray(uploads.id, fileIds), eq(uploads.userId, row.item.userId)))
        : [];
      const fileById = new Map(files.map((f) => [f.id, f]));
      const order = new Map(attempt.a.questionIds.map((id, k) => [id, k]));
      work.answers = answers
        .filter((x) => (x.text ?? "").trim() !== "" || x.fileIds.length > 0)
        .sort((x, y) => (order.get(x.questionId) ?? 0) - (order.get(y.questionId) ?? 0))
        .map((x) => ({
          question: x.question,
          text: x.text && x.text.trim() !== "" ? x.text : null,
          files: x.fileIds.flatMap((id) => {
            const f = fileById.get(id);
            return f ? [{ ...f, url: fileUrl(row.item.id, f.id) }] : [];
          }),
        }));
    }
  } else if (row.item.userActivityId !== null) {
    const [activity] = await db
      .select({ reflection: userActivities.reflection, finishedAt: userActivities.finishedAt })
      .from(userActivities)
      .where(eq(userActivities.id, row.item.userActivityId));
    work.reflection = activity?.reflection ?? null;
    work.finished_at = activity?.finishedAt ? iso(activity.finishedAt) : null;
  }
  return { user: owner, item: { ...presentItem(row), work } };
}

/**
 * GET /portofolio/file/{id}/{uploadId}: a file of an item's attempt, to whoever may read the item (the owner, or
 * anyone for a published item of a published portfolio). Only files the item's own answers hold.
 */
export async function itemFile(db: Db, itemId: number, uploadId: number, viewerId: number | null) {
  const row = await readableItem(db, itemId, "any", viewerId);
  if (row.item.attemptId === null) throw errors.notFound(PORTFOLIO_MESSAGES.itemNotFound);
  const [file] = await db
    .select({ upload: uploads })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.userId, row.item.userId),
        sql`exists (select 1 from ${quizAnswers} join ${quizQuestions} on ${quizQuestions.id} = ${quizAnswers.questionId}
          where ${quizAnswers.attemptId} = ${row.item.attemptId} and ${quizQuestions.type} = 'file'
          and ${uploads.id} = any(${quizAnswers.fileIds}))`,
      ),
    );
  if (!file) throw errors.notFound(PORTFOLIO_MESSAGES.itemNotFound);
  return file.upload;
}

// ---- the owner's changes -------------------------------------------------------------------------------------------

/** POST /portofolio/manage/header: creates or changes the caller's one header. */
export async function saveHeader(
  db: Db,
  userId: number,
  body: { id?: number | undefined; description: string; content_url: string | null; is_publish: boolean },
  now: Date,
): Promise<PortfolioHeader> {
  const values = { description: body.description, contentUrl: body.content_url, isPublish: body.is_publish };
  if (body.id !== undefined) {
    const [row] = await db
      .update(portfolios)
      .set({ ...values, updatedAt: now })
      .where(and(eq(portfolios.id, body.id), eq(portfolios.userId, userId)))
      .returning();
    if (!row) throw errors.notFound(PORTFOLIO_MESSAGES.headerNotFound);
    return presentHeader(row);
  }
  const [row] = await db
    .insert(portfolios)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: portfolios.userId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error("portfolio header upsert returned no row");
  return presentHeader(row);
}

type SourceRow = {
  programId: number;
  resourceId: number;
  kind: PortfolioItemKind;
};

/** The caller's finished attempt, as an item source; null when it is not the caller's or not finished. */
async function attemptSource(db: Db, userId: number, attemptId: number): Promise<SourceRow | null> {
  const [row] = await db
    .select({
      programId: resources.programId,
      resourceId: resources.id,
      resourceType: resources.type,
      activityType: resources.activityType,
      isRefleksi: quizzes.isRefleksi,
      hasFiles: sql<boolean>`exists (select 1 from ${quizAnswers} where ${quizAnswers.attemptId} = ${quizAttempts.id}
        and cardinality(${quizAnswers.fileIds}) > 0)`,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(resources, eq(resources.id, quizzes.resourceId))
    .where(
      and(
        eq(quizAttempts.id, attemptId),
        eq(quizAttempts.userId, userId),
        inArray(quizAttempts.state, ["finished", "timed_out"]),
      ),
    );
  return row ? { programId: row.programId, resourceId: row.resourceId, kind: attemptItemKind(row) } : null;
}

/** The caller's finished activity with a written reflection, as an item source. */
async function reflectionSource(db: Db, userId: number, userActivityId: number): Promise<SourceRow | null> {
  const [row] = await db
    .select({ programId: programUsers.programId, resourceId: userActivities.resourceId })
    .from(userActivities)
    .innerJoin(programUsers, eq(programUsers.id, userActivities.programUserId))
    .where(
      and(
        eq(userActivities.id, userActivityId),
        eq(programUsers.userId, userId),
        sql`${userActivities.finishedAt} is not null and coalesce(trim(${userActivities.reflection}), '') <> ''`,
      ),
    );
  return row ? { ...row, kind: "reflection" } : null;
}

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * POST /portofolio/manage/item: with `id`, changes the caller's item (its source stays); without, adds one from the
 * caller's own finished work. Another's item, attempt or activity is answered as one that does not exist.
 */
export async function saveItem(
  db: Db,
  userId: number,
  body: {
    id?: number | undefined;
    caption: string;
    description: string;
    is_publish: boolean;
    attempt_id?: number | undefined;
    user_activity_id?: number | undefined;
  },
  now: Date,
): Promise<PortfolioItem> {
  const values = { caption: body.caption, description: body.description, isPublish: body.is_publish };
  let id = body.id;
  if (id !== undefined) {
    if (body.attempt_id !== undefined || body.user_activity_id !== undefined)
      throw errors.refused(PORTFOLIO_MESSAGES.sourceFixed);
    const [row] = await db
      .update(portfolioItems)
      .set({ ...values, updatedAt: now })
      .where(and(eq(portfolioItems.id, id), eq(portfolioItems.userId, userId)))
      .returning({ id: portfolioItems.id });
    if (!row) throw errors.notFound(PORTFOLIO_MESSAGES.itemNotFound);
  } else {
    if ((body.attempt_id === undefined) === (body.user_activity_id === undefined))
      throw errors.refused(PORTFOLIO_MESSAGES.sourceRequired);
    const source =
      body.attempt_id !== undefined
        ? await attemptSource(db, userId, body.attempt_id)
        : await reflectionSource(db, userId, body.user_activity_id ?? 0);
    if (!source) throw errors.notFound(PORTFOLIO_MESSAGES.sourceNotFound);
    const [held] = await db.select({ n: count() }).from(portfolioItems).where(eq(portfolioItems.userId, userId));
    if ((held?.n ?? 0) >= PORTFOLIO_LIMITS.itemsPerUser) throw errors.refused(PORTFOLIO_MESSAGES.tooManyItems);
    try {
      const [row] = await db
        .insert(portfolioItems)
        .values({
          userId,
          programId: source.programId,
          resourceId: source.resourceId,
          attemptId: body.attempt_id ?? null,
          userActivityId: body.user_activity_id ?? null,
          kind: source.kind,
          ...values,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: portfolioItems.id });
      id = row?.id;
    } catch (err) {
      if (isUniqueViolation(err)) throw errors.refused(PORTFOLIO_MESSAGES.duplicate);
      throw err;
    }
  }
  const [saved] = await db
    .select(itemColumns)
    .from(portfolioItems)
    .innerJoin(programs, eq(programs.id, portfolioItems.programId))
    .innerJoin(resources, eq(resources.id, portfolioItems.resourceId))
    .where(eq(portfolioItems.id, id ?? 0));
  if (!saved) throw new Error("saved portfolio item not found");
  return presentItem(saved);
}

/** DELETE /portofolio/manage/item/{id}: the caller's item only (the work it shows stays where it was). */
export async function deleteItem(db: Db, userId: number, itemId: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(portfolioItems)
    .where(and(eq(portfolioItems.id, itemId), eq(portfolioItems.userId, userId)))
    .returning({ id: portfolioItems.id });
  if (!row) throw errors.notFound(PORTFOLIO_MESSAGES.itemNotFound);
  return row;
}

/**
 * GET /portofolio/manage/sources: the caller's finished work that may become an item, newest first: the latest
 * finished attempt of each quiz, and each finished activity with a written reflection, leaving out activities
 * already in the portfolio.
 */
export async function itemSources(db: Db, userId: number): Promise<PortfolioSource[]> {
  const notInPortfolio = (resourceId: SQL | typeof resources.id) =>
    sql`not exists (select 1 from ${portfolioItems} where ${portfolioItems.userId} = ${userId}
      and ${portfolioItems.resourceId} = ${resourceId})`;
  const attempts = await db
    .selectDistinctOn([quizAttempts.quizId], {
      attemptId: quizAttempts.id,
      finishedAt: quizAttempts.finishedAt,
      score: quizAttempts.score,
      reviewState: quizAttempts.reviewState,
      resourceId: resources.id,
      resourceTitle: resources.title,
      resourceType: resources.type,
      activityType: resources.activityType,
      isRefleksi: quizzes.isRefleksi,
      programId: programs.id,
      programName: programs.name,
      programSlug: programs.slug,
      hasFiles: sql<boolean>`exists (select 1 from ${quizAnswers} where ${quizAnswers.attemptId} = ${quizAttempts.id}
        and cardinality(${quizAnswers.fileIds}) > 0)`,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(resources, eq(resources.id, quizzes.resourceId))
    .innerJoin(programs, eq(programs.id, resources.programId))
    .where(
      and(
        eq(quizAttempts.userId, userId),
        inArray(quizAttempts.state, ["finished", "timed_out"]),
        notInPortfolio(resources.id),
      ),
    )
    .orderBy(quizAttempts.quizId, desc(quizAttempts.finishedAt), desc(quizAttempts.id))
    .limit(PORTFOLIO_LIMITS.itemsPerUser);
  const reflections = await db
    .select({
      userActivityId: userActivities.id,
      finishedAt: userActivities.finishedAt,
      resourceId: resources.id,
      resourceTitle: resources.title,
      programId: programs.id,
      programName: programs.name,
      programSlug: programs.slug,
    })
    .from(userActivities)
    .innerJoin(programUsers, eq(programUsers.id, userActivities.programUserId))
    .innerJoin(resources, eq(resources.id, userActivities.resourceId))
    .innerJoin(programs, eq(programs.id, resources.programId))
    .where(
      and(
        eq(programUsers.userId, userId),
        sql`${userActivities.finishedAt} is not null and coalesce(trim(${userActivities.reflection}), '') <> ''`,
        notInPortfolio(resources.id),
      ),
    )
    .orderBy(desc(userActivities.finishedAt))
    .limit(PORTFOLIO_LIMITS.itemsPerUser);
  const sources: PortfolioSource[] = [
    ...attempts.map((a) => {
      const kind = attemptItemKind(a);
      const scored = (a.reviewState === "auto" || a.reviewState === "assessed") && kind !== "reflection";
      return {
        attempt_id: a.attemptId,
        user_activity_id: null,
        kind,
        program: { id: a.programId, name: a.programName, slug: a.programSlug },
        activity: { id: a.resourceId, title: a.resourceTitle },
        finished_at: iso(a.finishedAt ?? new Date(0)),
        score: scored ? a.score : null,
      };
    }),
    ...reflections.map((r) => ({
      attempt_id: null,
      user_activity_id: r.userActivityId,
      kind: "reflection" as const,
      program: { id: r.programId, name: r.programName, slug: r.programSlug },
      activity: { id: r.resourceId, title: r.resourceTitle },
      finished_at: iso(r.finishedAt ?? new Date(0)),
      score: null,
    })),
  ];
  return sources.sort((x, y) => y.finished_at.localeCompare(x.finished_at));
}
