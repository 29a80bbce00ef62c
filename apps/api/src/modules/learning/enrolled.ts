import { normalizeKeyword } from "@app/domain/discovery/search-keyword";
import {
  ENROLLED_SORTS,
  type EnrolledAnswer,
  type EnrolledProgram,
  type EnrolledQuery,
  type EnrolledSort,
} from "@app/domain/learning/contracts";
import {
  PROGRESS_KEYS,
  PROGRESS_LABELS,
  type ProgressState,
  percentageProgress,
  progressState,
} from "@app/domain/learning/progress";
import { and, asc, count, desc, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { programFolders, programs } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import { programUsers } from "../../db/schema/learning";
import type { Db } from "../../platform/db";
import { preparedShapes } from "../../platform/prepared-query";
import { escapeLike } from "../../platform/sql-like";
import { progressIsSql, progressStateSql } from "./service";

/**
 * Where each enrolment stands, by the one progress rule, from the enrolment's own columns: its completed activities
 * and its copy of the programme's total (the programme's own activities, not add-ons').
 */
const progressOf = progressStateSql(programUsers.completedResources, programUsers.programTotalResources);

/** A field of the enrolment's programme: a lookup by key, needed only by the name sort and the search. */
const ofProgram = (column: SQLWrapper) =>
  sql`(select ${column} from ${programs} where ${programs.id} = ${programUsers.programId})`;

const ORDER_BY: Record<EnrolledSort, SQL[]> = {
  newest: [desc(programUsers.createdAt), desc(programUsers.id)],
  last_studied: [
    sql`${programUsers.lastActivityAt} desc nulls last`,
    desc(programUsers.createdAt),
    desc(programUsers.id),
  ],
  // search_name is the name folded like the search (case, accents), so 'ekonomi' sorts beside 'Ekonomi'
  name: [asc(ofProgram(programs.searchName)), asc(programUsers.id)],
};

type EnrolledPage = Pick<EnrolledAnswer, "data" | "filter"> & { hasMore: boolean };

/**
 * GET /program-activity/enrolled/{user_id}/{page}/{limit}: one page of the learner's programmes (removed ones
 * left out) and, for the filters, how many of them each progress key and each folder holds. Two statements
 * whatever the number of enrolments, both reading the learner's enrolments alone (their copies of the programme's
 * fields): the page, and one grouped count that serves both filters.
 */
export async function enrolledPrograms(
  db: Db,
  userId: number,
  query: EnrolledQuery,
  page: number,
  limit: number,
): Promise<EnrolledPage> {
  const keyword = query.search ? normalizeKeyword(query.search) : "";
  const shape: EnrolledShape = {
    sort: query.sort ?? "newest",
    search: keyword !== "",
    folder: query.folder !== undefined,
    progress: query.progress && query.progress !== "all" ? query.progress : undefined,
    partner: query.subdomain_slug !== undefined,
  };
  const statements = enrolledStatements(db, shape);
  const values = {
    userId,
    partner: query.subdomain_slug ?? "",
    pattern: `%${escapeLike(keyword)}%`,
    folder: query.folder ?? 0,
    limit: limit + 1,
    offset: (page - 1) * limit,
  };
  const [rows, groups] = await Promise.all([statements.page.execute(values), statements.counts.execute(values)]);

  const progressCounts = new Map<string, number>(PROGRESS_KEYS.map((key) => [key, 0]));
  const folders = new Map<number, { id: number; name: string; count: number }>();
  for (const g of groups) {
    // folders are for finding one's way: counted over the whole scope, whatever is searched
    if (g.folderId !== null && g.folderName !== null) {
      const folder = folders.get(g.folderId) ?? { id: g.folderId, name: g.folderName, count: 0 };
      folder.count += g.n;
      folders.set(g.folderId, folder);
    }
    // the progress choices count what the list would show for each of them
    if (g.matches && (query.folder === undefined || g.folderId === query.folder)) {
      progressCounts.set(g.state, (progressCounts.get(g.state) ?? 0) + g.n);
      progressCounts.set("all", (progressCounts.get("all") ?? 0) + g.n);
    }
  }

  return {
    data: rows.slice(0, limit).map(toEnrolledProgram),
    hasMore: rows.length > limit,
    filter: {
      progress: PROGRESS_KEYS.map((key) => ({
        value: key,
        label: PROGRESS_LABELS[key],
        count: progressCounts.get(key) ?? 0,
      })),
      sort: ENROLLED_SORTS.map(({ value, label }) => ({ value, label })),
      folders: [...folders.values()].sort((a, b) => a.name.localeCompare(b.name, "id") || a.id - b.id),
    },
  };
}

/** What decides the statements' shape: the sort and which filters are given (their values are parameters). */
type EnrolledShape = {
  sort: EnrolledSort;
  search: boolean;
  folder: boolean;
  progress: Exclude<EnrolledQuery["progress"], "all" | undefined> | undefined;
  partner: boolean;
};

/**
 * The two statements of a page, prepared once per shape: the page (chosen from the enrolments alone, and only its
 * rows read in full) and one grouped count of the scope that serves both filters.
 */
const enrolledStatements = preparedShapes(
  (shape: EnrolledShape) =>
    [shape.sort, shape.search ? "s" : "", shape.folder ? "f" : "", shape.progress ?? "", shape.partner ? "p" : ""].join(
      "_",
    ),
  (db, shape, key) => {
    // the scope: the learner's enrolments in programmes not removed, on a partner site that institution's; the
    // search, folder and progress narrow it further
    const scope: SQL[] = [eq(programUsers.userId, sql.placeholder("userId")), isNull(programUsers.programDeletedAt)];
    if (shape.partner) {
      scope.push(
        sql`${programUsers.programCreatorId} = (select ${institutions.id} from ${institutions} where ${institutions.slug} = ${sql.placeholder("partner")})`,
      );
    }
    const matches = shape.search
      ? sql<boolean>`(${ofProgram(programs.searchName)} like ${sql.placeholder("pattern")})`
      : sql<boolean>`true`;
    const inFolder = shape.folder ? eq(programUsers.programFolderId, sql.placeholder("folder")) : undefined;
    const inProgress = shape.progress
      ? progressIsSql(shape.progress, programUsers.completedResources, programUsers.programTotalResources)
      : undefined;
    const order = ORDER_BY[shape.sort];
    const pageIds = db
      .select({ id: programUsers.id })
      .from(programUsers)
      .where(and(...scope, matches, inFolder, inProgress))
      .orderBy(...order)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"));
    const page = db
      .select({
        programUserId: programUsers.id,
        id: programs.id,
        slug: programs.slug,
        name: programs.name,
        avatar: programs.avatar,
        categoryName: programs.categoryName,
        trainingType: programs.programType,
        creatorName: institutions.name,
        creatorSlug: institutions.slug,
        folderId: programUsers.programFolderId,
        completed: programUsers.completedResources,
        total: programUsers.programTotalResources,
        enrolledAt: programUsers.createdAt,
        lastActivityAt: programUsers.lastActivityAt,
      })
      .from(programUsers)
      .innerJoin(programs, eq(programs.id, programUsers.programId))
      .innerJoin(institutions, eq(institutions.id, programs.creatorId))
      .where(inArray(programUsers.id, pageIds))
      .orderBy(...order)
      .prepare(`enrolled_page_${key}`);
    // the scope's enrolments grouped by folder, progress state and whether they match the search
    const scoped = db
      .select({
        folderId: programUsers.programFolderId,
        folderName: programFolders.name,
        state: progressOf.as("state"),
        matches: matches.as("matches"),
      })
      .from(programUsers)
      .leftJoin(programFolders, eq(programFolders.id, programUsers.programFolderId))
      .where(and(...scope))
      .as("scoped");
    const counts = db
      .select({
        folderId: scoped.folderId,
        folderName: scoped.folderName,
        state: scoped.state,
        matches: scoped.matches,
        n: count(),
      })
      .from(scoped)
      .groupBy(scoped.folderId, scoped.folderName, scoped.state, scoped.matches)
      .prepare(`enrolled_counts_${key}`);
    return { page, counts };
  },
);

type EnrolledRow = {
  programUserId: number;
  id: number;
  slug: string;
  name: string;
  avatar: string | null;
  categoryName: string;
  trainingType: number;
  creatorName: string;
  creatorSlug: string;
  folderId: number | null;
  completed: number;
  total: number;
  enrolledAt: Date;
  lastActivityAt: Date | null;
};

function toEnrolledProgram(r: EnrolledRow): EnrolledProgram {
  const progress: ProgressState = progressState(r.completed, r.total);
  return {
    program_user_id: r.programUserId,
    id: r.id,
    slug: r.slug,
    name: r.name,
    avatar: r.avatar,
    category_name: r.categoryName,
    training_type: r.trainingType,
    creator: { name: r.creatorName, slug: r.creatorSlug },
    folder_id: r.folderId,
    percentage_progress: percentageProgress(r.completed, r.total),
    completed_resources: r.completed,
    total_resources: r.total,
    progress,
    enrolled_at: r.enrolledAt.toISOString(),
    last_activity_at: r.lastActivityAt?.toISOString() ?? null,
  };
}
