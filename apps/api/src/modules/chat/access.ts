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
  /**
   * May delete others' messages (spec 001 section 5: the roles Super Admin, Admin Sekolahmu, Fasilitator). Roles
   * are global, so the Fasilitator role counts only in the rooms of a programme the user facilitates: a
   * facilitator enrolled elsewhere as a learner moderates nothing there.
   */
  canModerate: boolean;
  /** The caller's roles as they count in this room (what canDeleteMessage is given). */
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
  const staff = admin || row.staff || (kind === "personal" && row.facilitatorId === userId);
  const roleLabels = labels.filter((label) => label !== "Fasilitator" || staff);
  return {
    roomId: row.roomId,
    uniqueId: row.uniqueId,
    kind,
    programId: row.programId,
    name: row.name,
    capacity: row.capacity,
    tanyamuClosed: row.tanyamuClosed,
    eligible,
    staff,
    joined: row.joined,
    canModerate: roleLabels.some((label) => (CHAT_DELETE_ROLES as readonly string[]).includes(label)),
    roleLabels,
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

/**
 * Of these (user, room) pairs, the ones whose user is still in the room: entered it and still may be (the same
 * rule as roomAccess, for many pairs in one query). The realtime catch-up and the sockets' periodic re-check use
 * it, so a learner whose enrolment is removed stops receiving the room's messages.
 */
export async function openRoomPairs(db: Db, pairs: { userId: number; roomId: number }[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const users_ = sql.join(
    pairs.map((p) => sql`${p.userId}`),
    sql`, `,
  );
  const rooms = sql.join(
    pairs.map((p) => sql`${p.roomId}`),
    sql`, `,
  );
  const result = await db.execute<{ user_id: number; room_id: number }>(sql`
    select p.user_id, p.room_id
    from unnest(array[${users_}]::int[], array[${rooms}]::int[]) as p(user_id, room_id)
    join ${chatRooms} r on r.id = p.room_id
    join ${chatMembers} m on m.room_id = r.id and m.user_id = p.user_id
    join ${users} u on u.id = p.user_id
    where u.is_admin
      or exists (select 1 from ${userRoles} ur join ${roles} ro on ro.id = ur.role_id
        where ur.user_id = p.user_id and ro.label in ('Super Admin', 'Admin Sekolahmu'))
      or (r.kind = 'personal' and p.user_id in (r.learner_id, r.facilitator_id))
      or (r.kind <> 'personal' and (
        exists (select 1 from ${programUsers} pu where pu.program_id = r.program_id and pu.user_id = p.user_id
          and pu.program_deleted_at is null)
        or exists (select 1 from ${programFacilitators} f where f.program_id = r.program_id and f.user_id = p.user_id)
        or exists (select 1 from ${programAssessors} a where a.program_id = r.program_id and a.user_id = p.user_id)))`);
  const rows = (result as unknown as { rows: { user_id: number; room_id: number }[] }).rows;
  return new Set(rows.map((r) => `${r.user_id}:${r.room_id}`));
}

/** For the realtime catch-up: the rooms the user is still in and the programmes they are in. */
export async function catchUpScope(db: Db, userId: number): Promise<{ roomIds: number[]; programIds: number[] }> {
  const [entered, enrolments] = await Promise.all([
    db.select({ id: chatMembers.roomId }).from(chatMembers).where(eq(chatMembers.userId, userId)).limit(500),
    db
      .select({ id: programUsers.programId })
      .from(programUsers)
      .where(and(eq(programUsers.userId, userId), isNull(programUsers.programDeletedAt)))
      .limit(1_000),
  ]);
  const open = await openRoomPairs(
    db,
    entered.map((r) => ({ userId, roomId: r.id })),
  );
  return {
    roomIds: entered.map((r) => r.id).filter((id) => open.has(`${userId}:${id}`)),
    programIds: enrolments.map((r) => r.id),
  };
}
