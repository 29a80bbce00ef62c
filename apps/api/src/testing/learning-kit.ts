import type { ResourceType } from "@app/domain/catalogue/constants";
import { addons, chapters, programFolders, programs, resources } from "../db/schema/catalogue";
import { institutions } from "../db/schema/institution";
import { addonUsers, programUsers } from "../db/schema/learning";
import type { Db } from "../platform/db";

/** Small programmes built for the learning tests: every number they assert is known. */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export async function makeInstitution(db: Db, name: string): Promise<{ id: number; slug: string }> {
  const slug = `lembaga-uji-${next()}`;
  const [row] = await db.insert(institutions).values({ name, slug, type: 2 }).returning({ id: institutions.id });
  if (!row) throw new Error("institution not inserted");
  return { id: row.id, slug };
}

export async function makeFolder(db: Db, name: string): Promise<number> {
  const [row] = await db.insert(programFolders).values({ name }).returning({ id: programFolders.id });
  if (!row) throw new Error("folder not inserted");
  return row.id;
}

export type ActivitySpec = {
  title: string;
  type?: ResourceType;
  bobot?: number;
  startAt?: Date;
  endAt?: Date;
  /** Sold separately (an add-on of this one activity). */
  addon?: boolean;
};
export type TopicSpec = { activities: ActivitySpec[] /** The whole topic is an add-on. */; addon?: boolean };

export type BuiltProgram = {
  id: number;
  slug: string;
  /** Activity ids by title. */
  activity: (title: string) => { id: number; slug: string };
  /** Add-on ids by the title of their activity, or of the topic's first activity. */
  addonOf: (title: string) => number;
};

/**
 * A programme with its topics (in session order) and activities (in order), total_resources counted as the
 * catalogue counts it: the activities that are no add-on's.
 */
export async function makeProgram(
  db: Db,
  options: { name: string; creatorId: number; folderId?: number | null; topics: TopicSpec[] },
): Promise<BuiltProgram> {
  const n = next();
  const slug = `program-uji-${n}`;
  const counted = options.topics
    .filter((t) => !t.addon)
    .flatMap((t) => t.activities)
    .filter((a) => !a.addon).length;
  const [program] = await db
    .insert(programs)
    .values({
      slug,
      name: options.name,
      categoryName: "KELASMU",
      creatorId: options.creatorId,
      folderId: options.folderId ?? null,
      totalResources: counted,
    })
    .returning({ id: programs.id });
  if (!program) throw new Error("programme not inserted");
  const activities = new Map<string, { id: number; slug: string }>();
  const addonIds = new Map<string, number>();
  // inserted last to first, so ids run against the study order: any order found must come from session and order_id
  for (const [index, topic] of [...options.topics.entries()].reverse()) {
    const session = index + 1;
    const [chapter] = await db
      .insert(chapters)
      .values({ programId: program.id, title: `Topik ${session}`, session })
      .returning({ id: chapters.id });
    if (!chapter) throw new Error("chapter not inserted");
    for (const [order, a] of [...topic.activities.entries()].reverse()) {
      const [row] = await db
        .insert(resources)
        .values({
          chapterId: chapter.id,
          programId: program.id,
          slug: `${slug}-${session}-${order + 1}`,
          title: a.title,
          type: a.type ?? "html",
          orderId: order + 1,
          bobotPercentage: a.bobot ?? 0,
          startAt: a.startAt ?? null,
          endAt: a.endAt ?? null,
        })
        .returning({ id: resources.id, slug: resources.slug });
      if (!row) throw new Error("activity not inserted");
      activities.set(a.title, row);
      if (a.addon) {
        const [addon] = await db
          .insert(addons)
          .values({ programId: program.id, resourceId: row.id, title: a.title, price: 50_000 })
          .returning({ id: addons.id });
        if (addon) addonIds.set(a.title, addon.id);
      }
    }
    const first = topic.activities[0];
    if (topic.addon && first) {
      const [addon] = await db
        .insert(addons)
        .values({ programId: program.id, chapterId: chapter.id, title: `Topik ${session}`, price: 99_000 })
        .returning({ id: addons.id });
      if (addon) addonIds.set(first.title, addon.id);
    }
  }
  return {
    id: program.id,
    slug,
    activity: (title) => {
      const found = activities.get(title);
      if (!found) throw new Error(`no activity ${title}`);
      return found;
    },
    addonOf: (title) => {
      const found = addonIds.get(title);
      if (found === undefined) throw new Error(`no add-on of ${title}`);
      return found;
    },
  };
}

/** Enrols the learner (at `at`, so the 'newest' order is known); returns the enrolment id. */
export async function enrol(db: Db, userId: number, programId: number, at: Date): Promise<number> {
  const [row] = await db
    .insert(programUsers)
    .values({ userId, programId, createdAt: at })
    .returning({ id: programUsers.id });
  if (!row) throw new Error("enrolment not inserted");
  return row.id;
}

export async function ownAddon(db: Db, userId: number, addonId: number): Promise<void> {
  await db.insert(addonUsers).values({ userId, addonId });
}
