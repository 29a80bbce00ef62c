import { type Certificate, REPORT_MESSAGES } from "@app/domain/report/contracts";
import { and, eq, sql } from "drizzle-orm";
import { addons, resources } from "../../db/schema/catalogue";
import { addonUsers, programUsers, resourceCompletions } from "../../db/schema/learning";
import { certificates } from "../../db/schema/report";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";
import { requireReader } from "./access";
import { certificateOf, factsOf, newNumber, present, type ReportContext } from "./service";

/** The activities an add-on unlocks: its topic's, or its one activity. */
export const addonResource = sql`(${resources.id} = ${addons.resourceId} or ${resources.chapterId} = ${addons.chapterId})`;

/**
 * An owned add-on with the owner's enrolment in its programme, and how much of it is done, in one query. Null for
 * an unknown add-on purchase or one whose owner is not (or no longer) enrolled.
 */
async function ownedAddon(db: Db, addonUserId: number) {
  const [row] = await db
    .select({
      addonTitle: addons.title,
      programUserId: programUsers.id,
      programId: programUsers.programId,
      userId: programUsers.userId,
      total: sql<number>`(select count(*)::int from ${resources} where ${resources.programId} = ${addons.programId}
        and ${addonResource})`,
      done: sql<number>`(select count(*)::int from ${resources} join ${resourceCompletions}
          on ${resourceCompletions.resourceId} = ${resources.id} and ${resourceCompletions.programUserId} = ${programUsers.id}
        where ${resources.programId} = ${addons.programId} and ${addonResource})`,
      minutes: sql<number>`(select coalesce(sum(${resources.duration}), 0)::int from ${resources}
        where ${resources.programId} = ${addons.programId} and ${addonResource})`,
    })
    .from(addonUsers)
    .innerJoin(addons, eq(addons.id, addonUsers.addonId))
    .innerJoin(
      programUsers,
      and(eq(programUsers.userId, addonUsers.userId), eq(programUsers.programId, addons.programId)),
    )
    .where(eq(addonUsers.id, addonUserId));
  return row ?? null;
}

/**
 * GET program_activity/certificate/addon/{id} ({id}: the learner's add-on, addon_users.id): the add-on's
 * certificate, issued on the first call once every activity it unlocks is done in the owner's enrolment. Read by
 * whoever may read the enrolment's certificate (decisions/020); the same 403 for an unknown id. One per add-on, by
 * the unique index, whatever the concurrency.
 */
export async function addonCertificate(
  db: Db,
  callerId: number,
  addonUserId: number,
  now: Date,
  ctx: ReportContext,
): Promise<Certificate> {
  const owned = await ownedAddon(db, addonUserId);
  if (!owned) throw errors.forbidden(REPORT_MESSAGES.notFound);
  const access = await requireReader(db, callerId, owned.programUserId);
  const existing = await certificateOf(db, eq(certificates.addonUserId, addonUserId));
  if (existing) return present(existing, ctx.publicUrl, callerId);
  if (owned.total === 0 || owned.done < owned.total) throw errors.refused(REPORT_MESSAGES.addonNotFinished);
  const facts = await factsOf(db, access.enrolment, ctx.productSlug);
  await db
    .insert(certificates)
    .values({
      number: newNumber(ctx.productSlug, now),
      programUserId: owned.programUserId,
      addonUserId,
      addonTitle: owned.addonTitle,
      userId: owned.userId,
      programId: facts.programId,
      institutionId: facts.institutionId,
      holderName: facts.holderName,
      programName: facts.programName,
      institutionName: facts.institutionName,
      hours: Math.round((owned.minutes / 60) * 10) / 10,
      finalScore: null,
      issuedAt: now,
    })
    .onConflictDoNothing({ target: certificates.addonUserId });
  const issued = await certificateOf(db, eq(certificates.addonUserId, addonUserId));
  if (!issued) throw new Error("add-on certificate neither inserted nor found");
  return present(issued, ctx.publicUrl, callerId);
}
