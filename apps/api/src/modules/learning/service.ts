import type { FirstActivity, GroupSchedule } from "@app/domain/learning/contracts";
import type { ProgressState } from "@app/domain/learning/progress";
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { addons, chapters, resources } from "../../db/schema/catalogue";
import { addonUsers, programUsers, resourceCompletions } from "../../db/schema/learning";
import type { Db } from "../../platform/db";
import { learnerChangedHere } from "../../platform/learner-cache";

/**
 * progressState (packages/domain/src/learning/progress.ts) written in SQL, so My programmes filters and counts
 * by it in the database: whether an enrolment is in `state`. Plain comparisons, which the planner can estimate
 * (a CASE it cannot). The same rule: a test holds these to progressState's answers.
 */
export function progressIsSql(state: ProgressState, completed: SQLWrapper, total: SQLWrapper): SQL {
  switch (state) {
    case "not_started":
      return sql`(${completed} <= 0 or ${total} <= 0)`;
    case "finished":
      return sql`(${completed} > 0 and ${total} > 0 and ${completed} >= ${total})`;
    case "ongoing":
      return sql`(${completed} > 0 and ${completed} < ${total})`;
  }
}

/** The state itself, by the same conditions (for grouping). */
export function progressStateSql(completed: SQLWrapper, total: SQLWrapper): SQL<ProgressState> {
  return sql<ProgressState>`(case when ${progressIsSql("not_started", completed, total)} then 'not_started'
    when ${progressIsSql("finished", completed, total)} then 'finished' else 'ongoing' end)`;
}

/** An add-on's activity: the activity itself or its topic is sold separately (spec 001 'Aktivitas Tambahan'). */
export const isAddonActivity = sql<boolean>`exists (select 1 from ${addons}
  where ${addons.resourceId} = ${resources.id} or ${addons.chapterId} = ${resources.chapterId})`;

/** An activity the learner may open: not an add-on's, or of an add-on they own. */
export function openableBy(userId: number): SQL {
  return sql`not exists (select 1 from ${addons}
    where (${addons.resourceId} = ${resources.id} or ${addons.chapterId} = ${resources.chapterId})
      and not exists (select 1 from ${addonUsers}
        where ${addonUsers.addonId} = ${addons.id} and ${addonUsers.userId} = ${userId}))`;
}

/** The activity (by default the outer query's resource) is not completed in the enrolment. */
export function notCompletedIn(programUserId: SQLWrapper, resourceId: SQLWrapper = resources.id): SQL {
  return sql`not exists (select 1 from ${resourceCompletions}
    where ${resourceCompletions.programUserId} = ${programUserId} and ${resourceCompletions.resourceId} = ${resourceId})`;
}

export type Completion = {
  /** False when it was already completed (nothing changed) or the activity is not of the enrolment's programme. */
  recorded: boolean;
  /** Whether it counts towards progress (add-on activities do not). */
  counted: boolean;
};

/**
 * The one way an activity becomes complete: records it once per enrolment and, only when it was new, counts it
 * in program_users.completed_resources (unless it is an add-on's, which progress does not count) and moves
 * last_activity_at. Safe to call twice or in parallel: the unique index lets one insert through. The caller
 * owns the transaction (issue 7's study page calls this).
 */
export async function completeActivity(
  tx: Db,
  programUserId: number,
  resourceId: number,
  now: Date,
): Promise<Completion> {
  const [target] = await tx
    .select({ userId: programUsers.userId, isAddon: isAddonActivity })
    .from(programUsers)
    .innerJoin(resources, and(eq(resources.id, resourceId), eq(resources.programId, programUsers.programId)))
    .where(eq(programUsers.id, programUserId));
  if (!target) return { recorded: false, counted: false };
  const inserted = await tx
    .insert(resourceCompletions)
    .values({ programUserId, userId: target.userId, resourceId, completedAt: now })
    .onConflictDoNothing()
    .returning({ id: resourceCompletions.id });
  if (inserted.length === 0) return { recorded: false, counted: false };
  const counted = !target.isAddon;
  learnerChangedHere(target.userId);
  await tx
    .update(programUsers)
    .set({
      completedResources: counted ? sql`${programUsers.completedResources} + 1` : programUsers.completedResources,
      lastActivityAt: sql`greatest(${programUsers.lastActivityAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(programUsers.id, programUserId));
  return { recorded: true, counted };
}

/**
 * POST /program/first-activity-multi-program/: for each asked programme the learner is enrolled in, the first
 * activity they may open (topic session order, then the activity's order) that is not completed — or, when all
 * are, the first one (is_complete true); slug null when the programme has none. One query for all programmes.
 */
export async function firstActivities(db: Db, userId: number, programIds: number[]): Promise<FirstActivity[]> {
  const openable = db
    .select({
      programId: resources.programId,
      // the two ids need names of their own: an aliased column is referred to by its bare name
      resourceId: sql<number>`${resources.id}`.as("openable_resource_id"),
      slug: resources.slug,
      session: chapters.session,
      chapterId: sql<number>`${chapters.id}`.as("openable_chapter_id"),
      orderId: resources.orderId,
    })
    .from(resources)
    .innerJoin(chapters, eq(chapters.id, resources.chapterId))
    .where(and(inArray(resources.programId, programIds), openableBy(userId)))
    .as("openable");
  const done = sql<boolean>`(${resourceCompletions.id} is not null)`;
  const rows = await db
    .selectDistinctOn([programUsers.programId], {
      program_id: programUsers.programId,
      slug: openable.slug,
      is_complete: done,
    })
    .from(programUsers)
    .leftJoin(openable, eq(openable.programId, programUsers.programId))
    .leftJoin(
      resourceCompletions,
      and(
        eq(resourceCompletions.programUserId, programUsers.id),
        eq(resourceCompletions.resourceId, openable.resourceId),
      ),
    )
    .where(and(eq(programUsers.userId, userId), inArray(programUsers.programId, programIds)))
    // unfinished first, then the study order; a programme without activities has one row of nulls
    .orderBy(
      asc(programUsers.programId),
      asc(done),
      asc(openable.session),
      asc(openable.chapterId),
      asc(openable.orderId),
      asc(openable.resourceId),
    );
  return inAskedOrder(
    programIds,
    rows.map((r) => ({ ...r, is_complete: r.slug !== null && r.is_complete })),
  );
}

function inAskedOrder<T extends { program_id: number }>(asked: number[], rows: T[]): T[] {
  const position = new Map(asked.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.program_id) ?? 0) - (position.get(b.program_id) ?? 0));
}

/**
 * POST /program-activity/group-schedule/: for each asked programme the learner is enrolled in, the next live
 * session they may attend and have not completed — the first by start time among those not over yet (one that
 * has started but not ended still counts: the learner can join it) — or null. One query for all programmes.
 */
export async function nextSessions(db: Db, userId: number, programIds: number[], now: Date): Promise<GroupSchedule> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const upcoming = db
    .select({
      programId: resources.programId,
      resourceId: resources.id,
      slug: resources.slug,
      title: resources.title,
      startAt: resources.startAt,
      endAt: resources.endAt,
    })
    .from(resources)
    .where(
      and(
        inArray(resources.programId, programIds),
        sql`${resources.startAt} is not null`,
        sql`coalesce(${resources.endAt}, ${resources.startAt}) >= ${at}`,
        openableBy(userId),
      ),
    )
    .as("upcoming");
  const rows = await db
    .selectDistinctOn([programUsers.programId], {
      program_id: programUsers.programId,
      slug: upcoming.slug,
      title: upcoming.title,
      startAt: upcoming.startAt,
      endAt: upcoming.endAt,
    })
    .from(programUsers)
    .leftJoin(
      upcoming,
      and(eq(upcoming.programId, programUsers.programId), notCompletedIn(programUsers.id, upcoming.resourceId)),
    )
    .where(and(eq(programUsers.userId, userId), inArray(programUsers.programId, programIds)))
    .orderBy(asc(programUsers.programId), asc(upcoming.startAt), asc(upcoming.resourceId));
  return inAskedOrder(
    programIds,
    rows.map(({ program_id, slug, title, startAt, endAt }) => ({
      program_id,
      next_session:
        slug !== null && title !== null && startAt !== null
          ? { slug, title, start_at: startAt.toISOString(), end_at: endAt?.toISOString() ?? null }
          : null,
    })),
  );
}
