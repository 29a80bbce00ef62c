import { STUDY_MESSAGES, type StudyGroup } from "@app/domain/study/contracts";
import { and, asc, count, eq, gte, ilike, inArray, lt, sql } from "drizzle-orm";
import { users } from "../../db/schema/account";
import { programUsers } from "../../db/schema/learning";
import { studyGroupMembers, studyGroups } from "../../db/schema/study";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { isProgramStaff, programRoles } from "../../platform/program-roles";
import { escapeLike } from "../../platform/sql-like";
import { notify } from "../notification/public";
import { requireEnrolment } from "./access";

/**
 * Study groups (spec 001 sections 3 and 7; spec 002 section 4, 'Group selection'). A learner has at most one
 * place in a programme's groups: 'joined' (counted in member_count) or 'requested' (waiting for the
 * facilitator, not counted). Every call is for the caller's own enrolment (403 otherwise); a group id of
 * another programme is 404.
 */

/** The chooser lists at most this many groups. */
export const MANUAL_GROUPS_MAX = 50;

export type MemberStatus = "joined" | "requested";
type GroupRow = {
  id: number;
  name: string;
  description: string;
  memberCount: number;
  quota: number;
};

const groupColumns = {
  id: studyGroups.id,
  name: studyGroups.name,
  description: studyGroups.description,
  memberCount: studyGroups.memberCount,
  quota: studyGroups.quota,
};

/** Alphabetical whatever the case, the same on every server collation (PGlite sorts bytes). */
const byName = sql`lower(${studyGroups.name})`;

function toStudyGroup(row: GroupRow, myStatus: string | null): StudyGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    member_count: row.memberCount,
    quota: row.quota,
    is_full: row.memberCount >= row.quota,
    my_status: myStatus === "joined" || myStatus === "requested" ? myStatus : null,
  };
}

/** The caller's group(s) in the programme: one at most, as one place per programme is kept. */
export async function myGroups(
  db: Db,
  userId: number,
  programId: number,
  page: number,
  perPage: number,
): Promise<{ groups: StudyGroup[]; total: number }> {
  await requireEnrolment(db, userId, programId);
  const mine = and(eq(studyGroupMembers.programId, programId), eq(studyGroupMembers.userId, userId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...groupColumns, status: studyGroupMembers.status })
      .from(studyGroupMembers)
      .innerJoin(studyGroups, eq(studyGroups.id, studyGroupMembers.groupId))
      .where(mine)
      .orderBy(byName, asc(studyGroups.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(studyGroupMembers).where(mine),
  ]);
  return { groups: rows.map((r) => toStudyGroup(r, r.status)), total: total?.n ?? 0 };
}

/**
 * The programme's groups a learner may choose from: by name (contains, ignoring case) and availability, in
 * name order, 50 at most; `total` counts every match.
 */
export async function chooserGroups(
  db: Db,
  userId: number,
  programId: number,
  filter: { name?: string | undefined; status?: "available" | "full" | undefined },
): Promise<{ groups: StudyGroup[]; total: number }> {
  await requireEnrolment(db, userId, programId);
  const conditions = [eq(studyGroups.programId, programId)];
  if (filter.name) conditions.push(ilike(studyGroups.name, `%${escapeLike(filter.name)}%`));
  if (filter.status === "available") conditions.push(lt(studyGroups.memberCount, studyGroups.quota));
  if (filter.status === "full") conditions.push(gte(studyGroups.memberCount, studyGroups.quota));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...groupColumns, status: studyGroupMembers.status })
      .from(studyGroups)
      .leftJoin(
        studyGroupMembers,
        and(eq(studyGroupMembers.groupId, studyGroups.id), eq(studyGroupMembers.userId, userId)),
      )
      .where(where)
      .orderBy(byName, asc(studyGroups.id))
      .limit(MANUAL_GROUPS_MAX),
    db.select({ n: count() }).from(studyGroups).where(where),
  ]);
  return { groups: rows.map((r) => toStudyGroup(r, r.status)), total: total?.n ?? 0 };
}

/**
 * Chooses a group for the caller (spec 002 section 4: moving a member removes them from the previous group
 * and adds them to the new one, adjusting counts). 'joined' takes a place at once and needs room; 'requested'
 * waits for the facilitator and takes none (a full group cannot take a request either: it could never be
 * accepted). Choosing the group one already holds is a no-op, and a request never undoes a joined place in the
 * same group. All in one transaction.
 *
 * Concurrency: the enrolment row is locked first, so one learner's choices run one by one; then the groups
 * concerned are locked in id order (no deadlock between two learners moving in opposite directions). The
 * conditional increment and the table's CHECK (member_count <= quota) make overfilling impossible.
 */
export async function chooseGroup(
  db: Db,
  userId: number,
  request: { program_id: number; group_id: number },
  status: MemberStatus,
  now: Date,
): Promise<StudyGroup> {
  return db.transaction(async (tx) => {
    const enrolment = await requireEnrolment(tx, userId, request.program_id);
    await tx
      .select({ id: programUsers.id })
      .from(programUsers)
      .where(eq(programUsers.id, enrolment.programUserId))
      .for("no key update");
    const [current] = await tx
      .select({ id: studyGroupMembers.id, groupId: studyGroupMembers.groupId, status: studyGroupMembers.status })
      .from(studyGroupMembers)
      .where(and(eq(studyGroupMembers.programId, enrolment.programId), eq(studyGroupMembers.userId, userId)))
      .for("update");
    const ids = [...new Set([request.group_id, ...(current ? [current.groupId] : [])])].sort((a, b) => a - b);
    const locked = await tx
      .select(groupColumns)
      .from(studyGroups)
      .where(and(inArray(studyGroups.id, ids), eq(studyGroups.programId, enrolment.programId)))
      .orderBy(asc(studyGroups.id))
      .for("update");
    const target = locked.find((g) => g.id === request.group_id);
    if (!target) throw errors.notFound(STUDY_MESSAGES.groupNotFound);

    const sameGroup = current?.groupId === target.id;
    if (sameGroup && (current.status === status || current.status === "joined")) {
      return toStudyGroup(target, current.status);
    }
    if (target.memberCount >= target.quota) throw errors.refused(STUDY_MESSAGES.groupFull);

    let memberCount = target.memberCount;
    if (status === "joined") {
      const [taken] = await tx
        .update(studyGroups)
        .set({ memberCount: sql`${studyGroups.memberCount} + 1` })
        .where(and(eq(studyGroups.id, target.id), lt(studyGroups.memberCount, studyGroups.quota)))
        .returning({ memberCount: studyGroups.memberCount });
      if (!taken) throw errors.refused(STUDY_MESSAGES.groupFull);
      memberCount = taken.memberCount;
    }
    // a joined place in another group is given back (a request held none)
    if (current && !sameGroup && current.status === "joined") {
      await tx
        .update(studyGroups)
        .set({ memberCount: sql`${studyGroups.memberCount} - 1` })
        .where(eq(studyGroups.id, current.groupId));
    }
    if (current) {
      await tx
        .update(studyGroupMembers)
        .set({ groupId: target.id, status, createdAt: now })
        .where(eq(studyGroupMembers.id, current.id));
    } else {
      await tx
        .insert(studyGroupMembers)
        .values({ groupId: target.id, programId: enrolment.programId, userId, status, createdAt: now });
    }
    return toStudyGroup({ ...target, memberCount }, status);
  });
}

/**
 * A facilitator's (or admin's) decision on a learner's waiting request to join a group: accepted, the learner
 * takes a place (if the group still has room); declined, the request is gone and the learner may choose again.
 * The learner is notified in the same transaction. The request's row and its group are locked, as a choice
 * locks them, so a decision and the learner's own change cannot cross.
 */
export async function decideGroupRequest(
  db: Db,
  deciderId: number,
  request: { program_id: number; user_id: number; accept: boolean },
  now: Date,
): Promise<{ status: "joined" | "declined" }> {
  if (!isProgramStaff(await programRoles(db, deciderId, request.program_id))) {
    throw errors.forbidden(STUDY_MESSAGES.groupStaffOnly);
  }
  return db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ id: studyGroupMembers.id, groupId: studyGroupMembers.groupId })
      .from(studyGroupMembers)
      .where(
        and(
          eq(studyGroupMembers.programId, request.program_id),
          eq(studyGroupMembers.userId, request.user_id),
          eq(studyGroupMembers.status, "requested"),
        ),
      )
      .for("update");
    if (!waiting) throw errors.refused(STUDY_MESSAGES.noGroupRequest);
    const [group] = await tx
      .select({ name: studyGroups.name })
      .from(studyGroups)
      .where(eq(studyGroups.id, waiting.groupId))
      .for("update");
    if (!group) throw errors.refused(STUDY_MESSAGES.noGroupRequest);
    if (request.accept) {
      const [taken] = await tx
        .update(studyGroups)
        .set({ memberCount: sql`${studyGroups.memberCount} + 1` })
        .where(and(eq(studyGroups.id, waiting.groupId), lt(studyGroups.memberCount, studyGroups.quota)))
        .returning({ id: studyGroups.id });
      if (!taken) throw errors.refused(STUDY_MESSAGES.groupFull);
      await tx
        .update(studyGroupMembers)
        .set({ status: "joined", createdAt: now })
        .where(eq(studyGroupMembers.id, waiting.id));
    } else {
      await tx.delete(studyGroupMembers).where(eq(studyGroupMembers.id, waiting.id));
    }
    await notify(
      tx,
      {
        userId: request.user_id,
        type: "study_group",
        objectType: "program",
        objectId: request.program_id,
        title: request.accept
          ? `Permintaan Anda bergabung ke ${group.name} diterima`
          : `Permintaan Anda bergabung ke ${group.name} ditolak`,
        body: request.accept
          ? "Anda sudah menjadi anggota kelompok belajar ini."
          : "Pilih kelompok belajar lain di halaman belajar.",
        link: "/programmu",
      },
      now,
    );
    return { status: request.accept ? "joined" : "declined" };
  });
}

export type GroupDetail = {
  group: StudyGroup | null;
  members: { id: number; name: string; avatar: string | null }[];
  total: number;
};

/**
 * The caller's group in the programme and one page of its joined members, in the order they joined. Only a
 * joined member sees the members; a learner whose request still waits sees the group alone, and one without
 * a group sees null.
 */
export async function groupDetail(
  db: Db,
  userId: number,
  programId: number,
  page: number,
  perPage: number,
): Promise<GroupDetail> {
  await requireEnrolment(db, userId, programId);
  const [mine] = await db
    .select({ ...groupColumns, status: studyGroupMembers.status })
    .from(studyGroupMembers)
    .innerJoin(studyGroups, eq(studyGroups.id, studyGroupMembers.groupId))
    .where(and(eq(studyGroupMembers.programId, programId), eq(studyGroupMembers.userId, userId)));
  if (!mine) return { group: null, members: [], total: 0 };
  const group = toStudyGroup(mine, mine.status);
  if (mine.status !== "joined") return { group, members: [], total: 0 };
  const joinedHere = and(eq(studyGroupMembers.groupId, mine.id), eq(studyGroupMembers.status, "joined"));
  const [members, [total]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, avatar: users.avatar })
      .from(studyGroupMembers)
      .innerJoin(users, eq(users.id, studyGroupMembers.userId))
      .where(joinedHere)
      .orderBy(asc(studyGroupMembers.createdAt), asc(studyGroupMembers.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(studyGroupMembers).where(joinedHere),
  ]);
  return { group, members, total: total?.n ?? 0 };
}

/**
 * The caller's study group in a programme with their standing in it (joined, or requested), or null: a group
 * activity opens only to a joined member.
 */
export async function selectedGroup(
  db: Db,
  userId: number,
  programId: number,
): Promise<{ id: number; name: string; status: string } | null> {
  const [row] = await db
    .select({ id: studyGroups.id, name: studyGroups.name, status: studyGroupMembers.status })
    .from(studyGroupMembers)
    .innerJoin(studyGroups, eq(studyGroups.id, studyGroupMembers.groupId))
    .where(and(eq(studyGroupMembers.programId, programId), eq(studyGroupMembers.userId, userId)));
  return row ?? null;
}
