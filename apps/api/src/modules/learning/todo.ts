import type { ResourceType } from "@app/domain/catalogue/constants";
import { normalizeKeyword } from "@app/domain/discovery/search-keyword";
import type { TodoItem } from "@app/domain/learning/contracts";
import { isRequiredActivity, TODO_PAGE_SIZE, type TodoSchedule } from "@app/domain/learning/todo";
import { activityKindLabel } from "@app/domain/study/activity-kind";
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { programs, resources } from "../../db/schema/catalogue";
import { programUsers } from "../../db/schema/learning";
import type { Db } from "../../platform/db";
import { escapeLike } from "../../platform/sql-like";
import { isAddonActivity, notCompletedIn, openableBy } from "./service";

export type TodoFilter = {
  types: ResourceType[];
  schedule: TodoSchedule;
  /** Only 'Aktivitas Wajib' (isRequiredActivity). */
  required: boolean;
  /** [from, to): from the start day's 00:00 WIB to the end day's 24:00 WIB. */
  from: Date;
  to: Date;
  search: string;
};

/** The instant an activity is scheduled at: a session's start, or a task's due time (the index's expression). */
const scheduledAt = sql`coalesce(${resources.startAt}, ${resources.endAt})`;

const SCHEDULES: Record<TodoSchedule, SQL | undefined> = {
  all: undefined,
  live: sql`${resources.startAt} is not null`,
  deadline: sql`(${resources.startAt} is null and ${resources.endAt} is not null)`,
};

/**
 * GET /program_activity/my/all/[{page}]: the learner's scheduled activities inside the period, across the
 * programmes they are enrolled in (add-ons' activities only when they own the add-on), not completed yet,
 * soonest first; one page of TODO_PAGE_SIZE and whether another follows. One query.
 */
export async function todoPage(
  db: Db,
  userId: number,
  filter: TodoFilter,
  page: number,
): Promise<{ items: TodoItem[]; hasMore: boolean }> {
  const conditions: (SQL | undefined)[] = [
    eq(programUsers.userId, userId),
    isNull(programs.deletedAt),
    sql`${scheduledAt} >= ${filter.from.toISOString()}::timestamptz`,
    sql`${scheduledAt} < ${filter.to.toISOString()}::timestamptz`,
    notCompletedIn(programUsers.id),
    openableBy(userId),
    filter.types.length ? inArray(resources.type, filter.types) : undefined,
    SCHEDULES[filter.schedule],
    // isRequiredActivity in SQL: weighted and not an add-on's
    filter.required ? sql`(${resources.bobotPercentage} > 0 and not ${isAddonActivity})` : undefined,
  ];
  const keyword = filter.search ? normalizeKeyword(filter.search) : "";
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    conditions.push(
      sql`(search_normalize(${resources.title}) like ${pattern} or ${programs.searchName} like ${pattern})`,
    );
  }
  const rows = await db
    .select({
      resourceId: resources.id,
      slug: resources.slug,
      title: resources.title,
      type: resources.type,
      url: resources.url,
      meetingNumber: resources.meetingNumber,
      programId: programs.id,
      programSlug: programs.slug,
      programName: programs.name,
      programUserId: programUsers.id,
      startAt: resources.startAt,
      endAt: resources.endAt,
      bobot: resources.bobotPercentage,
      isAddon: isAddonActivity,
    })
    .from(programUsers)
    .innerJoin(programs, eq(programs.id, programUsers.programId))
    .innerJoin(resources, eq(resources.programId, programUsers.programId))
    .where(and(...conditions))
    .orderBy(asc(scheduledAt), asc(resources.id))
    .limit(TODO_PAGE_SIZE + 1)
    .offset((page - 1) * TODO_PAGE_SIZE);
  return {
    items: rows.slice(0, TODO_PAGE_SIZE).map((r) => ({
      resource_id: r.resourceId,
      slug: r.slug,
      title: r.title,
      type: r.type,
      // a recorded video is not a live session (issue 23)
      type_label: activityKindLabel(r.type, r.url, r.meetingNumber),
      program: { id: r.programId, slug: r.programSlug, name: r.programName },
      program_user_id: r.programUserId,
      start_at: r.startAt?.toISOString() ?? null,
      end_at: r.endAt?.toISOString() ?? null,
      is_required: isRequiredActivity(r.bobot, r.isAddon),
      // completed activities are not on the list
      is_complete: false,
    })),
    hasMore: rows.length > TODO_PAGE_SIZE,
  };
}
