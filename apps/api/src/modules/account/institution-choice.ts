import {
  INSTITUTION_CHOICE_MESSAGES,
  type InstitutionChoiceBody,
  institutionDetailLabel,
  type MyInstitution,
} from "@app/domain/account/institution-choice";
import { institutionTypeLabel } from "@app/domain/institution/constants";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/account";
import { programs } from "../../db/schema/catalogue";
import { institutions } from "../../db/schema/institution";
import { programUsers } from "../../db/schema/learning";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";

/**
 * The learner's own institution (issue 21, decisions/027). Choosing one is a claim; the institution confirms it
 * when the learner follows one of its programmes (or its group's): an enrolment the partner sold or gave. Only a
 * confirmed membership counts: the user groups are then that institution and its group, and the learner is a
 * platinum user when either is a partner with its own white-label site (a subdomain: the "platinum" partner sites
 * of spec 002). Nobody becomes a partner's member by picking it from the list.
 */

const group = alias(institutions, "institution_group");

export type Membership = { is_platinum_user: boolean; user_group: { group_id: number }[] };

const NO_MEMBERSHIP: Membership = { is_platinum_user: false, user_group: [] };

/** Whether the user follows a programme of the institution or of its group (the confirmation of a membership). */
const confirmedBy = (userId: number) =>
  sql<boolean>`exists (
    select 1 from ${programUsers} join ${programs} on ${programs.id} = ${programUsers.programId}
    where ${programUsers.userId} = ${userId}
      and ${programs.creatorId} in (${institutions.id}, coalesce(${group.id}, ${institutions.id}))
  )`;

/** What me-v2 says of the learner's institution: platinum or not, and the groups (institution, then its group). */
export async function membershipOf(db: Db, userId: number, institutionId: number | null): Promise<Membership> {
  if (institutionId === null) return NO_MEMBERSHIP;
  const [row] = await db
    .select({
      id: institutions.id,
      subdomain: institutions.subdomain,
      groupId: group.id,
      groupSubdomain: group.subdomain,
      confirmed: confirmedBy(userId),
    })
    .from(institutions)
    .leftJoin(group, eq(group.id, institutions.parentId))
    .where(eq(institutions.id, institutionId))
    .limit(1);
  if (!row?.confirmed) return NO_MEMBERSHIP;
  return {
    is_platinum_user: row.subdomain !== null || row.groupSubdomain !== null,
    user_group: [{ group_id: row.id }, ...(row.groupId === null ? [] : [{ group_id: row.groupId }])],
  };
}

/** GET /v2/user/institution: the chosen institution with its detail, or nulls. */
export async function myInstitution(db: Db, userId: number): Promise<MyInstitution> {
  const [row] = await db
    .select({
      detail: users.institutionDetail,
      id: institutions.id,
      name: institutions.name,
      slug: institutions.slug,
      logo: institutions.logo,
      type: institutions.type,
      city: institutions.city,
      subdomain: institutions.subdomain,
      groupId: group.id,
      groupName: group.name,
      groupSubdomain: group.subdomain,
      confirmed: confirmedBy(userId),
    })
    .from(users)
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .leftJoin(group, eq(group.id, institutions.parentId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw errors.unauthorized();
  if (row.id === null || row.name === null || row.slug === null || row.type === null) {
    return { institution: null, institution_detail: null, detail_label: null, is_platinum_user: false };
  }
  return {
    institution: {
      id: row.id,
      name: row.name,
      slug: row.slug,
      logo: row.logo,
      type: row.type,
      type_label: institutionTypeLabel(row.type),
      city: row.city,
      parent: row.groupId !== null && row.groupName !== null ? { id: row.groupId, name: row.groupName } : null,
    },
    institution_detail: row.detail,
    detail_label: institutionDetailLabel(row.type),
    is_platinum_user: Boolean(row.confirmed) && (row.subdomain !== null || row.groupSubdomain !== null),
  };
}

/**
 * POST /v2/user/institution: an institution of the directory; the detail only where its type has one (an empty
 * detail is saved as none).
 */
export async function chooseInstitution(db: Db, userId: number, body: InstitutionChoiceBody, now: Date) {
  const [institution] = await db
    .select({ id: institutions.id, type: institutions.type })
    .from(institutions)
    .where(eq(institutions.id, body.institution_id))
    .limit(1);
  if (!institution) {
    throw errors.refused(INSTITUTION_CHOICE_MESSAGES.institutionNotFound, {
      fields: [{ field: "body.institution_id", message: INSTITUTION_CHOICE_MESSAGES.institutionNotFound }],
    });
  }
  const detail = body.institution_detail ? body.institution_detail : null;
  if (detail !== null && institutionDetailLabel(institution.type) === null) {
    throw errors.refused(INSTITUTION_CHOICE_MESSAGES.detailNotUsed, {
      fields: [{ field: "body.institution_detail", message: INSTITUTION_CHOICE_MESSAGES.detailNotUsed }],
    });
  }
  await db
    .update(users)
    .set({ institutionId: institution.id, institutionDetail: detail, updatedAt: now })
    .where(eq(users.id, userId));
}

/** POST /v2/user/institution/remove */
export async function removeInstitution(db: Db, userId: number, now: Date) {
  await db
    .update(users)
    .set({ institutionId: null, institutionDetail: null, updatedAt: now })
    .where(eq(users.id, userId));
}
