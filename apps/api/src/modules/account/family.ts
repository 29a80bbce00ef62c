import {
  type ChildPrograms,
  canRequestFamilyLink,
  FAMILY_LIMITS,
  FAMILY_MESSAGES,
  FAMILY_RELATION_LABELS,
  type FamilyOverview,
  familyRelationLabel,
  type IncomingRequest,
  normaliseFamilyIdentifier,
} from "@app/domain/account/family";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { userChildren, users } from "../../db/schema/account";
import { relationRequests } from "../../db/schema/family";
import { type Db, uniqueViolationOf } from "../../platform/db";
import { errors } from "../../platform/errors";
import { enrolledPrograms } from "../learning/public";
import { notify } from "../notification/public";

/**
 * Family links (issue 21, decisions/027). A parent or teacher sends a request naming an email or username; the
 * named account sees it (GET /user/relation_user/get/request/) and accepts or declines; an accepted request
 * becomes a user_children row (the `child` list of me-v2); either side removes it. A request to a name no
 * account has is stored and answered exactly like any other, so the call never tells whether an address is
 * registered.
 */

const person = {
  id: users.id,
  name: users.name,
  username: users.username,
  avatar: users.avatar,
  profession_name: users.professionName,
};

const PENDING = "pending";

async function caller(db: Db, userId: number) {
  const [me] = await db
    .select({
      name: users.name,
      email: users.email,
      username: users.username,
      profession: users.professionName,
      emailVerified: users.isEmailVerified,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!me) throw errors.unauthorized();
  return me;
}

/** GET /user/relation_user/get/request/: the requests waiting for this user's answer, newest first. */
export async function incomingRequests(db: Db, userId: number): Promise<IncomingRequest[]> {
  const rows = await db
    .select({
      id: relationRequests.id,
      relation: relationRequests.relation,
      createdAt: relationRequests.createdAt,
      requester: person,
    })
    .from(relationRequests)
    .innerJoin(users, eq(users.id, relationRequests.requesterId))
    .where(and(eq(relationRequests.targetId, userId), eq(relationRequests.status, PENDING), isNull(users.disabledAt)))
    .orderBy(desc(relationRequests.createdAt), desc(relationRequests.id));
  return rows.map((row) => {
    const relation = row.relation === "guru" ? "guru" : "orangtua";
    return {
      id: row.id,
      relation,
      relation_label: FAMILY_RELATION_LABELS[relation],
      requester: row.requester,
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** GET /v2/user/relation_user: the user's children or pupils, parents or teachers, and requests still pending. */
export async function familyOverview(db: Db, userId: number): Promise<FamilyOverview> {
  const me = await caller(db, userId);
  const [children, parents, sent] = await Promise.all([
    db
      .select(person)
      .from(userChildren)
      .innerJoin(users, eq(users.id, userChildren.childId))
      .where(eq(userChildren.parentId, userId))
      .orderBy(users.name, users.id),
    db
      .select(person)
      .from(userChildren)
      .innerJoin(users, eq(users.id, userChildren.parentId))
      .where(eq(userChildren.childId, userId))
      .orderBy(users.name, users.id),
    db
      .select({
        id: relationRequests.id,
        identifier: relationRequests.identifier,
        createdAt: relationRequests.createdAt,
      })
      .from(relationRequests)
      .where(and(eq(relationRequests.requesterId, userId), eq(relationRequests.status, PENDING)))
      .orderBy(desc(relationRequests.createdAt), desc(relationRequests.id)),
  ]);
  const childLabel = me.profession === "guru" ? "Murid" : "Anak";
  return {
    children: children.map((child) => ({ ...child, relation_label: childLabel })),
    parents: parents.map((parent) => ({ ...parent, relation_label: familyRelationLabel(parent.profession_name) })),
    sent: sent.map((row) => ({ id: row.id, identifier: row.identifier, created_at: row.createdAt.toISOString() })),
    can_request: canRequestFamilyLink(me.profession),
  };
}

async function linked(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ parentId: userChildren.parentId })
    .from(userChildren)
    .where(
      or(
        and(eq(userChildren.parentId, a), eq(userChildren.childId, b)),
        and(eq(userChildren.parentId, b), eq(userChildren.childId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** POST /v2/user/relation_user/request: only a guru or orangtua; never oneself; one pending request per name. */
export async function requestLink(db: Db, userId: number, typed: string, now: Date): Promise<void> {
  const me = await caller(db, userId);
  if (!canRequestFamilyLink(me.profession)) throw errors.refused(FAMILY_MESSAGES.notAllowed);
  if (!me.emailVerified) throw errors.refused(FAMILY_MESSAGES.emailNotVerified);
  const relation = me.profession;
  const identifier = normaliseFamilyIdentifier(typed);
  if (identifier === me.email.toLowerCase() || identifier === me.username.toLowerCase()) {
    throw errors.refused(FAMILY_MESSAGES.self);
  }
  const byEmail = identifier.includes("@");
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        byEmail ? sql`lower(${users.email}) = ${identifier}` : sql`lower(${users.username}) = ${identifier}`,
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  // known only to one who is linked already: tells nothing new
  if (target && (await linked(db, userId, target.id))) throw errors.refused(FAMILY_MESSAGES.alreadyLinked);
  const [open] = await db
    .select({ id: relationRequests.id })
    .from(relationRequests)
    .where(
      and(
        eq(relationRequests.requesterId, userId),
        eq(relationRequests.identifier, identifier),
        eq(relationRequests.status, PENDING),
      ),
    )
    .limit(1);
  if (open) throw errors.refused(FAMILY_MESSAGES.duplicate);
  try {
    await db.transaction(async (tx) => {
      const [request] = await tx
        .insert(relationRequests)
        .values({ requesterId: userId, targetId: target?.id ?? null, identifier, relation, createdAt: now })
        .returning({ id: relationRequests.id });
      if (!request || !target) return;
      await notify(
        tx,
        {
          userId: target.id,
          type: "family_link",
          objectType: "account",
          objectId: request.id,
          actorId: userId,
          title: "Permintaan terhubung",
          body: `${me.name} (${FAMILY_RELATION_LABELS[relation]}) ingin terhubung dengan akun Anda untuk melihat program Anda.`,
          link: "/account/family",
        },
        now,
      );
    });
  } catch (error) {
    // the same request sent twice at once: the second finds the first's pending row
    if (uniqueViolationOf(error) === "relation_requests_pending_idx") throw errors.refused(FAMILY_MESSAGES.duplicate);
    throw error;
  }
}

type Answer = "accepted" | "declined";

/** Accept or decline a request sent to this user; someone else's request is answered as an unknown one. */
export async function answerRequest(db: Db, userId: number, requestId: number, answer: Answer, now: Date) {
  await db.transaction(async (tx) => {
    // a requester whose account is disabled (awaiting erasure) is not shown, and cannot be accepted either
    const [request] = await tx
      .select({ requesterId: relationRequests.requesterId })
      .from(relationRequests)
      .innerJoin(users, eq(users.id, relationRequests.requesterId))
      .where(
        and(
          eq(relationRequests.id, requestId),
          eq(relationRequests.targetId, userId),
          eq(relationRequests.status, PENDING),
          isNull(users.disabledAt),
        ),
      )
      .for("update", { of: relationRequests });
    if (!request) throw errors.notFound(FAMILY_MESSAGES.requestNotFound);
    await tx
      .update(relationRequests)
      .set({ status: answer, respondedAt: now })
      .where(eq(relationRequests.id, requestId));
    if (answer === "declined") return;
    await tx.insert(userChildren).values({ parentId: request.requesterId, childId: userId }).onConflictDoNothing();
    const me = await caller(tx, userId);
    await notify(
      tx,
      {
        userId: request.requesterId,
        type: "family_link",
        objectType: "account",
        objectId: userId,
        actorId: userId,
        title: "Permintaan terhubung diterima",
        body: `${me.name} menerima permintaan Anda. Anda sekarang dapat melihat programnya.`,
        link: `/account/family/${userId}`,
      },
      now,
    );
  });
}

/** Take back a request this user sent and nobody has answered yet. */
export async function cancelRequest(db: Db, userId: number, requestId: number, now: Date) {
  const cancelled = await db
    .update(relationRequests)
    .set({ status: "cancelled", respondedAt: now })
    .where(
      and(
        eq(relationRequests.id, requestId),
        eq(relationRequests.requesterId, userId),
        eq(relationRequests.status, PENDING),
      ),
    )
    .returning({ id: relationRequests.id });
  if (cancelled.length === 0) throw errors.notFound(FAMILY_MESSAGES.requestNotFound);
}

/** Either side ends a link. */
export async function removeLink(db: Db, userId: number, otherId: number) {
  const removed = await db
    .delete(userChildren)
    .where(
      or(
        and(eq(userChildren.parentId, userId), eq(userChildren.childId, otherId)),
        and(eq(userChildren.parentId, otherId), eq(userChildren.childId, userId)),
      ),
    )
    .returning({ parentId: userChildren.parentId });
  if (removed.length === 0) throw errors.notFound(FAMILY_MESSAGES.linkNotFound);
}

/**
 * GET /v2/user/relation_user/child/{child_id}/program/{page}: the child's programmes for a linked parent or
 * teacher only; anyone else is answered as for an id that does not exist.
 */
export async function childPrograms(db: Db, userId: number, childId: number, page: number): Promise<ChildPrograms> {
  const [child] = await db
    .select(person)
    .from(userChildren)
    .innerJoin(users, eq(users.id, userChildren.childId))
    .where(and(eq(userChildren.parentId, userId), eq(userChildren.childId, childId)))
    .limit(1);
  if (!child) throw errors.notFound(FAMILY_MESSAGES.childNotFound);
  const result = await enrolledPrograms(db, childId, {}, page, FAMILY_LIMITS.programsPerPage);
  return { child, list: result.data, page, has_more: result.hasMore };
}
