import type { MyAddon } from "@app/domain/report/contracts";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { addons, chapters, programs, resources } from "../../db/schema/catalogue";
import { addonUsers, programUsers, resourceCompletions } from "../../db/schema/learning";
import { certificates } from "../../db/schema/report";
import type { Db } from "../../platform/db";
import { addonResource } from "./addon-certificate";

/**
 * GET addon/my (the /addon page, issue 20): the learner's add-ons, newest first, each with its programme, the
 * activities it unlocks (in study order, with whether each is done in the learner's enrolment), and its
 * certificate once issued. Two queries, whatever the number of add-ons.
 */
export async function myAddons(db: Db, userId: number): Promise<MyAddon[]> {
  const owned = await db
    .select({
      addonUserId: addonUsers.id,
      addonId: addons.id,
      title: addons.title,
      description: addons.description,
      boughtAt: addonUsers.createdAt,
      programId: programs.id,
      programName: programs.name,
      programSlug: programs.slug,
      programUserId: programUsers.id,
      certificateNumber: certificates.number,
    })
    .from(addonUsers)
    .innerJoin(addons, eq(addons.id, addonUsers.addonId))
    .innerJoin(programs, eq(programs.id, addons.programId))
    .leftJoin(programUsers, and(eq(programUsers.userId, addonUsers.userId), eq(programUsers.programId, programs.id)))
    .leftJoin(certificates, eq(certificates.addonUserId, addonUsers.id))
    .where(eq(addonUsers.userId, userId))
    .orderBy(desc(addonUsers.createdAt), desc(addonUsers.id))
    .limit(200);
  if (owned.length === 0) return [];
  const activities = await db
    .select({
      addonId: addons.id,
      id: resources.id,
      title: resources.title,
      slug: resources.slug,
      type: resources.type,
      done: sql<boolean>`exists (select 1 from ${resourceCompletions} join ${programUsers}
        on ${programUsers.id} = ${resourceCompletions.programUserId}
        where ${resourceCompletions.resourceId} = ${resources.id} and ${programUsers.userId} = ${userId})`,
    })
    .from(addons)
    .innerJoin(resources, and(eq(resources.programId, addons.programId), addonResource))
    .innerJoin(chapters, eq(chapters.id, resources.chapterId))
    .where(
      inArray(
        addons.id,
        owned.map((o) => o.addonId),
      ),
    )
    .orderBy(asc(chapters.session), asc(resources.orderId), asc(resources.id));
  return owned.map((o) => {
    const unlocks = activities
      .filter((a) => a.addonId === o.addonId)
      .map((a) => ({ id: a.id, title: a.title, slug: a.slug, type: a.type, completed: a.done }));
    const completed = unlocks.filter((a) => a.completed).length;
    return {
      addon_user_id: o.addonUserId,
      title: o.title,
      description: o.description,
      bought_at: o.boughtAt.toISOString(),
      program: { id: o.programId, name: o.programName, slug: o.programSlug },
      enrolled: o.programUserId !== null,
      unlocks,
      completed,
      total: unlocks.length,
      certificate_number: o.certificateNumber,
      can_get_certificate: o.programUserId !== null && unlocks.length > 0 && completed === unlocks.length,
    };
  });
}
