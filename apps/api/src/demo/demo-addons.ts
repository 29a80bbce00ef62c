import { and, asc, desc, eq } from "drizzle-orm";
import { users } from "../db/schema/account";
import { addons, chapters, resources } from "../db/schema/catalogue";
import { addonUsers, programUsers } from "../db/schema/learning";
import { completeActivity } from "../modules/learning/public";
import type { Db } from "../platform/db";
import { demoEmail } from "./demo-users";

const DAY_MS = 86_400_000;

/**
 * The /addon page's demo (issue 20): murid owns an add-on of the programme they are furthest along in and finished
 * every activity it unlocks a week before the seed day, so the page lists it done, with its certificate.
 */
export async function seedDemoAddons(tx: Db, now: Date): Promise<void> {
  const [owned] = await tx
    .select({
      addonId: addons.id,
      userId: users.id,
      programUserId: programUsers.id,
      chapterId: addons.chapterId,
      resourceId: addons.resourceId,
    })
    .from(users)
    .innerJoin(programUsers, eq(programUsers.userId, users.id))
    .innerJoin(addons, eq(addons.programId, programUsers.programId))
    .where(eq(users.email, demoEmail("murid")))
    // of the programme furthest along (the finished one where it has add-ons): started, as studying it shows
    .orderBy(desc(programUsers.completedResources), asc(addons.id))
    .limit(1);
  if (!owned) throw new Error("no add-on among murid's demo programmes");
  await tx
    .insert(addonUsers)
    .values({ userId: owned.userId, addonId: owned.addonId, createdAt: new Date(now.getTime() - 14 * DAY_MS) });
  const unlocked = await tx
    .select({ id: resources.id })
    .from(resources)
    .innerJoin(chapters, eq(chapters.id, resources.chapterId))
    .where(
      owned.resourceId !== null
        ? eq(resources.id, owned.resourceId)
        : and(eq(resources.chapterId, owned.chapterId ?? 0)),
    )
    .orderBy(asc(chapters.session), asc(resources.orderId), asc(resources.id));
  for (const [k, activity] of unlocked.entries()) {
    await completeActivity(tx, owned.programUserId, activity.id, new Date(now.getTime() - (10 - k) * DAY_MS));
  }
}
