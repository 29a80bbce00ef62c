import { CHAT_MESSAGES } from "@app/domain/chat/contracts";
import { CHAT_DELETE_ROLES } from "@app/domain/chat/rules";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { roles, userRoles, users } from "../../db/schema/account";
import { programs } from "../../db/schema/catalogue";
import { chatMembers, chatRooms, programFacilitators } from "../../db/schema/chat";
import { programUsers } from "../../db/schema/learning";
import { programAssessors } from "../../db/schema/quiz";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";

/** Roles that see every room (and bypass a room's capacity). */
const ADMIN_ROLES = ["Super Admin", "Admin Sekolahmu"];

export type RoomAccess = {
  roomId: number;
  uniqueId: string;
  kind: "discussion" | "facilitator" | "personal";
  programId: number;
  name: string;
  capacity: number;
  tanyamuClosed: boolean;
  /** May be in the room: enrolled, staff of the programme, admin; for a personal room its two people. */
  eligible: boolean;
  /** Staff and admins: never counted against the capacity. */
  staff: boolean;
  joined: boolean;
  /** Holds a role that may delete others' messages (spec 001 section 5). */
  canModerate: boolean;
  roleLabels: string[];
};

const roleLabelsOf = (userId: number) => sql<string[]>`coalesce((
  select array_agg(${roles.label}) from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
  where ${userRoles.userId} = ${userId}), '{}')`;

/** Everything the rules need about one caller and one room, in one query; null for an unknown room. */
export async function roomAccess(db: Db, userId: number, roomId: number): Promise<RoomAccess | null> {
  const [row] = await db
    .select({
      roomId: chatRooms.id,
      uniqueId: chatRooms.uniqueId,
      kind: chatRooms.kind,
      programId: chatRooms.programId,
      name: chatRooms.name,
      capacity: chatRooms.capacity,
      learnerId: chatRooms.learnerId,
      facilitatorId: chatRooms.facilitatorId,
      tanyamuClosed: programs.isTanyamuClosed,
      isAdmin: sql<boolean>`coalesce((select ${users.isAdmin} from ${users} where ${users.id} = ${userId}), false)`,
      roleLabels: roleLabelsOf(userId),
      enrolled: sql<boolean>`exists (select 1 from ${programUsers} where ${programUsers.programId} = ${chatRooms.programId}
        and ${programUsers.userId} = ${userId} and ${programUsers.programDeletedAt} is null)`,
      staff: sql<boolean>`(exists (select 1 from ${programFacilitators} where ${programFacilitators.programId} = ${chatRooms.programId}
          and ${programFacilitators.userId} = ${userId})
        or exists (select 1 from ${programAssessors} where ${programAssessors.programId} = ${chatRooms.programId}
          and ${programAssessors.userId} = ${userId}))`,
      joined: sql<boolean>`exists (select 1 from ${chatMembers} where ${chatMembers.roomId} = ${chatRooms.id}
        and ${chatMembers.userId} = ${userId})`,
    })
    .from(chatRooms)
    .innerJoin(programs, eq(programs.id, chatRooms.programId))
    .where(eq(chatRooms.id, roomId));
  if (!row) return null;
  const labels = row.roleLabels ?? [];
  const admin = row.isAdmin || labels.some((label) => ADMIN_ROLES.includes(label));
  const kind = row.kind as RoomAccess["kind"];
  const eligible =
    admin ||
    (kind === "personal" ? row.learnerId === userId || row.facilitatorId === userId : row.enrolled || row.staff);
  return {
    roomId: row.roomId,
    uniqueId: row.uniqueId,
    kind,
    programId: row.programId,
    name: row.name,
    capacity: row.capacity,
    tanyamuClosed: row.tanyamuClosed,
    eligible,
    staff: admin || row.staff || (kind === "personal" && row.facilitatorId === userId),
    joined: row.joined,
    canModerate: labels.some((label) => (CHAT_DELETE_ROLES as readonly string[]).includes(label)),
    roleLabels: labels,
  };
}

/**
 * The room if the caller may be in it. An unknown room is refused like someone else's room (403), so that
 * room ids cannot be probed (RELIABILITY S9).
 */
export async function requireEligible(db: Db, userId: number, roomId: number): Promise<RoomAccess> {
  const access = await roomAccess(db, userId, roomId);
  if (!access?.eligible) throw errors.forbidden(CHAT_MESSAGES.notMember);
  return access;
}

/**
 * The room if the caller is in it: entered it (POST /chat/participant/) and still may be (an enrolment removed
 * since, or a role taken away, shuts the room). Every read, send, delete and participant list asks this.
 */
export async function requireMember(db: Db, userId: number, roomId: number): Promise<RoomAccess> {
  const access = await requireEligible(db, userId, roomId);
  if (!access.joined) throw errors.forbidden(CHAT_MESSAGES.notMember);
  return access;
}

/** For the realtime hub: may this user listen to the room's events. */
export async function canListenToRoom(db: Db, userId: number, roomId: number): Promise<boolean> {
  const access = await roomAccess(db, userId, roomId);
  return access?.eligible === true && access.joined;
}

/** For the realtime hub: of these users, those in the programme (enrolled or staff). */
export async function programMembers(db: Db, programId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: programUsers.userId })
    .from(programUsers)
    .where(
      and(
        eq(programUsers.programId, programId),
        inArray(programUsers.userId, userIds),
        isNull(programUsers.programDeletedAt),
      ),
    )
    .union(
      db
        .select({ userId: programFacilitators.userId })
        .from(programFacilitators)
        .where(and(eq(programFacilitators.programId, programId), inArray(programFacilitators.userId, userIds))),
    );
  return new Set(rows.map((row) => row.userId));
}

/** For the realtime catch-up: the rooms the user entered and the programmes they are in. */
export async function catchUpScope(db: Db, userId: number): Promise<{ roomIds: number[]; programIds: number[] }> {
  const [rooms, enrolments] = await Promise.all([
    db.select({ id: chatMembers.roomId }).from(chatMembers).where(eq(chatMembers.userId, userId)).limit(500),
    db
      .select({ id: programUsers.programId })
      .from(programUsers)
      .where(and(eq(programUsers.userId, userId), isNull(programUsers.programDeletedAt)))
      .limit(1_000),
  ]);
  return { roomIds: rooms.map((r) => r.id), programIds: enrolments.map((r) => r.id) };
}
