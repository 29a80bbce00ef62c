import {
  type EnrolledAnswer,
  type FirstActivity,
  type GroupSchedule,
  LEARNING_MESSAGES,
} from "@app/domain/learning/contracts";
import { type ProgressState, percentageProgress, progressState } from "@app/domain/learning/progress";
import { TODO_PAGE_SIZE } from "@app/domain/learning/todo";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../../db/schema/catalogue";
import { programUsers, resourceCompletions } from "../../db/schema/learning";
import { asLearner, type Learner, registerLearner } from "../../testing/learner";
import {
  type BuiltProgram,
  enrol,
  makeFolder,
  makeInstitution,
  makeProgram,
  ownAddon,
} from "../../testing/learning-kit";
import { createTestApp, onPostgres, type TestApp, testClock } from "../../testing/test-app";
import { completeActivity, progressIsSql, progressStateSql } from "./service";

const NOW = new Date("2026-11-22T03:00:00Z"); // 10.00 WIB, Sunday 22 November 2026
const DAY = 86_400_000;
const clock = testClock(NOW);
let t: TestApp;

type TodoBody = {
  status: number;
  message: string;
  data: { slug: string; title: string; is_required: boolean }[];
  next_url: string | null;
};

const at = (days: number, hoursUtc = 0) => new Date(NOW.getTime() + days * DAY + hoursUtc * 3_600_000);

/** The learner of the My programmes tests and their four programmes. */
let learner: Learner;
let other: Learner;
let alpha: BuiltProgram; // folder Kelas Ekonomi, creator A: 1 of 3 done (ongoing), an add-on activity beside
let beta: BuiltProgram; // creator B: 2 of 2 done (finished)
let gamma: BuiltProgram; // folder Kelas Ekonomi, creator A: none done (not started)
let delta: BuiltProgram; // creator A: no activity yet (not started)
let creatorA: { id: number; slug: string };
let folder: number;
const enrolment = new Map<number, number>();

async function complete(programme: BuiltProgram, title: string, when: Date) {
  const programUserId = enrolment.get(programme.id) ?? 0;
  return t.database.db.transaction((tx) => completeActivity(tx, programUserId, programme.activity(title).id, when));
}

beforeAll(async () => {
  // the statements themselves: the learner cache in front of My programmes has its own tests (learner-cache.test.ts)
  t = await createTestApp({ seedDemo: false, clock, env: { LEARNER_CACHE_TTL_MS: "0" } });
  const db = t.database.db;
  learner = await registerLearner(t.app, "Pelajar Satu");
  other = await registerLearner(t.app, "Pelajar Dua");
  creatorA = await makeInstitution(db, "Lembaga Uji A");
  const creatorB = await makeInstitution(db, "Lembaga Uji B");
  folder = await makeFolder(db, "Kelas Ekonomi");
  alpha = await makeProgram(db, {
    name: "Alpha Ekonomi Terapan",
    creatorId: creatorA.id,
    folderId: folder,
    topics: [
      { activities: [{ title: "A1", bobot: 10 }, { title: "A2" }] },
      { activities: [{ title: "A3" }, { title: "A-addon", type: "live_streaming", addon: true }] },
    ],
  });
  beta = await makeProgram(db, {
    name: "Béta Énergi Surya",
    creatorId: creatorB.id,
    topics: [{ activities: [{ title: "B1" }, { title: "B2" }] }],
  });
  gamma = await makeProgram(db, {
    name: "gamma ekonomi mikro",
    creatorId: creatorA.id,
    folderId: folder,
    topics: [{ activities: [{ title: "G1" }, { title: "G2" }] }],
  });
  delta = await makeProgram(db, { name: "Delta Persiapan", creatorId: creatorA.id, topics: [] });
  // enrolled oldest first: alpha, beta, gamma, delta
  for (const [k, p] of [alpha, beta, gamma, delta].entries()) {
    enrolment.set(p.id, await enrol(db, learner.userId, p.id, at(-40 + k * 10)));
  }
  await complete(alpha, "A1", at(-5));
  await complete(beta, "B1", at(-9));
  await complete(beta, "B2", at(-8));
  // the other learner has programmes of their own, which the first must never see
  await enrol(db, other.userId, beta.id, at(-3));
});
afterAll(async () => {
  await t.close();
});

const enrolledUrl = (userId: number, page: number | string, limit: number | string, query = "") =>
  `/api/program-activity/enrolled/${userId}/${page}/${limit}${query ? `?${query}` : ""}`;

async function myPrograms(query = "", page = 1, limit = 12): Promise<EnrolledAnswer> {
  const res = await asLearner(t.app, learner)("GET", enrolledUrl(learner.userId, page, limit, query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EnrolledAnswer>();
}
const names = (answer: EnrolledAnswer) => answer.data.map((p) => p.name);
const counts = (answer: EnrolledAnswer) => Object.fromEntries(answer.filter.progress.map((o) => [o.value, o.count]));

describe("GET /program-activity/enrolled/{user_id}/{page}/{limit}: who may ask", () => {
  it("refuses a visitor without a session with 401", async () => {
    const res = await asLearner(t.app, null)("GET", enrolledUrl(learner.userId, 1, 12));
    expect(res.statusCode).toBe(401);
    expect(res.json().data ?? null).toBeNull();
  });
});

describe("GET /program-activity/enrolled/…: pages", () => {
  it("refuses page 0 and a page size above 12 with the 400 envelope", async () => {
    const call = asLearner(t.app, learner);
    const zero = await call("GET", enrolledUrl(learner.userId, 0, 12));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().data.fields.map((f: { field: string }) => f.field)).toEqual(["params.page"]);
    const big = await call("GET", enrolledUrl(learner.userId, 1, 13));
    expect(big.statusCode).toBe(400);
    expect(big.json().data.fields).toEqual([{ field: "params.limit", message: LEARNING_MESSAGES.pageSize }]);
  });

  it("answers a page far past the end with an empty list and no next page", async () => {
    const answer = await myPrograms("", 100_000);
    expect(answer.data).toEqual([]);
    expect(answer.next_url).toBeNull();
    expect(counts(answer).all).toBe(4);
  });

  it("links each page to the next with the same query, and the last to none", async () => {
    const seen: string[] = [];
    let url: string | null = enrolledUrl(learner.userId, 1, 1, "sort=name&search=a");
    let pages = 0;
    while (url) {
      const res = await asLearner(t.app, learner)("GET", url);
      const answer = res.json<EnrolledAnswer>();
      seen.push(...names(answer));
      pages += 1;
      if (answer.next_url)
        expect(answer.next_url).toBe(enrolledUrl(learner.userId, pages + 1, 1, "sort=name&search=a"));
      url = answer.next_url;
    }
    expect(pages).toBe(4);
    expect(seen).toEqual(names(await myPrograms("sort=name&search=a")));
  });
});

describe("GET /program-activity/enrolled/…: progress", () => {
  it("shows each programme's progress from its completed activities, add-on activities not counted", async () => {
    const answer = await myPrograms();
    const byName = new Map(answer.data.map((p) => [p.name, p]));
    expect(byName.get("Alpha Ekonomi Terapan")).toMatchObject({
      completed_resources: 1,
      total_resources: 3,
      percentage_progress: 33,
      progress: "ongoing",
      folder_id: folder,
      creator: { name: "Lembaga Uji A", slug: creatorA.slug },
    });
    expect(byName.get("Béta Énergi Surya")).toMatchObject({ percentage_progress: 100, progress: "finished" });
    expect(byName.get("gamma ekonomi mikro")).toMatchObject({ percentage_progress: 0, progress: "not_started" });
    expect(byName.get("Delta Persiapan")).toMatchObject({ total_resources: 0, progress: "not_started" });
  });

  it("filters by progress and counts every key over the whole scope, whatever is filtered", async () => {
    const expected = { all: 4, not_started: 2, ongoing: 1, finished: 1 };
    expect(names(await myPrograms("progress=finished"))).toEqual(["Béta Énergi Surya"]);
    expect(names(await myPrograms("progress=ongoing"))).toEqual(["Alpha Ekonomi Terapan"]);
    expect(names(await myPrograms("progress=not_started"))).toEqual(["Delta Persiapan", "gamma ekonomi mikro"]);
    const all = await myPrograms("progress=all");
    expect(all.data).toHaveLength(4);
    expect(counts(all)).toEqual(expected);
    expect(counts(await myPrograms("progress=finished"))).toEqual(expected);
    expect(all.filter.progress.map((o) => o.label)).toEqual(["Semua", "Belum Dimulai", "Sedang Berjalan", "Selesai"]);
  });

  it("the database's progress rule (state and each filter condition) answers what progressState answers", async () => {
    const pairs = [
      [0, 0],
      [0, 5],
      [3, 0],
      [-1, 4],
      [1, 4],
      [3, 4],
      [4, 4],
      [6, 4],
      [1, 1],
    ] as const;
    for (const [completed, total] of pairs) {
      const c = sql`${completed}::int`;
      const n = sql`${total}::int`;
      const result = await t.database.db.execute(sql`select ${progressStateSql(c, n)} as state,
        ${progressIsSql("not_started", c, n)} as not_started, ${progressIsSql("ongoing", c, n)} as ongoing,
        ${progressIsSql("finished", c, n)} as finished`);
      const [row] = (result as unknown as { rows: ({ state: ProgressState } & Record<ProgressState, boolean>)[] }).rows;
      const expected = progressState(completed, total);
      expect(row?.state, `${completed}/${total}`).toBe(expected);
      for (const state of ["not_started", "ongoing", "finished"] as const) {
        expect(row?.[state], `${completed}/${total} ${state}`).toBe(state === expected);
      }
    }
  });
});

describe("GET /program-activity/enrolled/…: sort, search, folder, partner site", () => {
  it("sorts by newest enrolment (default), by last studied (never studied last), and by name whatever the case", async () => {
    expect(names(await myPrograms())).toEqual([
      "Delta Persiapan",
      "gamma ekonomi mikro",
      "Béta Énergi Surya",
      "Alpha Ekonomi Terapan",
    ]);
    expect(names(await myPrograms("sort=last_studied"))).toEqual([
      "Alpha Ekonomi Terapan",
      "Béta Énergi Surya",
      "Delta Persiapan",
      "gamma ekonomi mikro",
    ]);
    expect(names(await myPrograms("sort=name"))).toEqual([
      "Alpha Ekonomi Terapan",
      "Béta Énergi Surya",
      "Delta Persiapan",
      "gamma ekonomi mikro",
    ]);
    const res = await asLearner(t.app, learner)("GET", enrolledUrl(learner.userId, 1, 12, "sort=popular"));
    expect(res.statusCode).toBe(400);
  });

  it("searches programme names without regard to case or accents, counting within the search", async () => {
    expect(names(await myPrograms("search=ENERGI"))).toEqual(["Béta Énergi Surya"]);
    const ekonomi = await myPrograms("search=ekonomi&sort=name");
    expect(names(ekonomi)).toEqual(["Alpha Ekonomi Terapan", "gamma ekonomi mikro"]);
    expect(counts(ekonomi)).toEqual({ all: 2, not_started: 1, ongoing: 1, finished: 0 });
    expect(names(await myPrograms("search=50%25"))).toEqual([]);
  });

  it("narrows to a folder, and lists the learner's folders with their programme counts", async () => {
    const inFolder = await myPrograms(`folder=${folder}&sort=name`);
    expect(names(inFolder)).toEqual(["Alpha Ekonomi Terapan", "gamma ekonomi mikro"]);
    expect(counts(inFolder)).toEqual({ all: 2, not_started: 1, ongoing: 1, finished: 0 });
    expect(inFolder.filter.folders).toEqual([{ id: folder, name: "Kelas Ekonomi", count: 2 }]);
    // folders are for finding one's way: a search does not hide them
    expect((await myPrograms("search=energi")).filter.folders).toEqual([
      { id: folder, name: "Kelas Ekonomi", count: 2 },
    ]);
  });

  it("narrows to one institution's programmes on its partner site (subdomain_slug)", async () => {
    const partner = await myPrograms(`subdomain_slug=${creatorA.slug}&sort=name`);
    expect(names(partner)).toEqual(["Alpha Ekonomi Terapan", "Delta Persiapan", "gamma ekonomi mikro"]);
    expect(counts(partner).all).toBe(3);
    expect((await myPrograms("subdomain_slug=lembaga-tidak-ada")).data).toEqual([]);
  });

  it("shows the other learner only their own programme", async () => {
    const res = await asLearner(t.app, other)("GET", enrolledUrl(other.userId, 1, 12));
    const answer = res.json<EnrolledAnswer>();
    expect(names(answer)).toEqual(["Béta Énergi Surya"]);
    expect(answer.data[0]).toMatchObject({ completed_resources: 0, progress: "not_started" });
  });

  it("follows the programme: a new activity, another folder and the programme's removal reach every enrolment", async () => {
    const db = t.database.db;
    const original = { totalResources: 2, folderId: null };
    // Béta gains an activity: finished becomes ongoing for both learners
    await db.update(programs).set({ totalResources: 3 }).where(eq(programs.id, beta.id));
    const mine = (await myPrograms()).data.find((p) => p.id === beta.id);
    expect(mine).toMatchObject({ total_resources: 3, percentage_progress: 66, progress: "ongoing" });
    // moved into the folder, then removed from the catalogue
    await db.update(programs).set({ folderId: folder }).where(eq(programs.id, beta.id));
    expect((await myPrograms()).filter.folders).toEqual([{ id: folder, name: "Kelas Ekonomi", count: 3 }]);
    await db
      .update(programs)
      .set({ deletedAt: at(0) })
      .where(eq(programs.id, beta.id));
    const removed = await myPrograms();
    expect(names(removed)).not.toContain("Béta Énergi Surya");
    expect(counts(removed).all).toBe(3);
    const res = await asLearner(t.app, other)("GET", enrolledUrl(other.userId, 1, 12));
    expect(res.json<EnrolledAnswer>().data).toEqual([]);
    await db
      .update(programs)
      .set({ ...original, deletedAt: null })
      .where(eq(programs.id, beta.id));
    expect(counts(await myPrograms())).toEqual({ all: 4, not_started: 2, ongoing: 1, finished: 1 });
  });
});

describe("completeActivity", () => {
  it("counts an activity once, however often it is completed, and moves the last activity time forward only", async () => {
    const first = await complete(gamma, "G1", at(-2));
    const again = await complete(gamma, "G1", at(-1));
    expect(first).toEqual({ recorded: true, counted: true });
    expect(again).toEqual({ recorded: false, counted: false });
    await complete(gamma, "G2", at(-20)); // an older completion (a late sync) never moves the time back
    const [row] = await t.database.db
      .select({ completed: programUsers.completedResources, last: programUsers.lastActivityAt })
      .from(programUsers)
      .where(eq(programUsers.id, enrolment.get(gamma.id) ?? 0));
    expect(row?.completed).toBe(2);
    expect(row?.last?.toISOString()).toBe(at(-2).toISOString());
    const rows = await t.database.db
      .select()
      .from(resourceCompletions)
      .where(eq(resourceCompletions.programUserId, enrolment.get(gamma.id) ?? 0));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.userId === learner.userId)).toBe(true);
    // back to not started for the tests that follow
    await t.database.db
      .delete(resourceCompletions)
      .where(eq(resourceCompletions.programUserId, enrolment.get(gamma.id) ?? 0));
    await t.database.db
      .update(programUsers)
      .set({ completedResources: 0, lastActivityAt: null })
      .where(eq(programUsers.id, enrolment.get(gamma.id) ?? 0));
  });

  it.runIf(onPostgres)("R2: counts an activity once when it is completed in parallel (PostgreSQL)", async () => {
    const db = t.database.db;
    const creator = await makeInstitution(db, "Lembaga Paralel");
    const programme = await makeProgram(db, {
      name: "Program Paralel",
      creatorId: creator.id,
      topics: [{ activities: [{ title: "P1" }, { title: "P2" }] }],
    });
    const programUserId = await enrol(db, other.userId, programme.id, at(-1));
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction((tx) => completeActivity(tx, programUserId, programme.activity("P1").id, at(0))),
      ),
    );
    expect(results.filter((r) => r.recorded)).toHaveLength(1);
    const [row] = await db
      .select({ completed: programUsers.completedResources })
      .from(programUsers)
      .where(eq(programUsers.id, programUserId));
    expect(row?.completed).toBe(1);
  });

  it("records an add-on's activity without counting it, and ignores an activity of another programme", async () => {
    const before = (await myPrograms()).data.find((p) => p.id === alpha.id);
    expect(await complete(alpha, "A-addon", at(-1))).toEqual({ recorded: true, counted: false });
    const foreign = await t.database.db.transaction((tx) =>
      completeActivity(tx, enrolment.get(alpha.id) ?? 0, beta.activity("B1").id, at(-1)),
    );
    expect(foreign).toEqual({ recorded: false, counted: false });
    const after = (await myPrograms()).data.find((p) => p.id === alpha.id);
    expect(after?.completed_resources).toBe(before?.completed_resources);
    expect(after?.percentage_progress).toBe(percentageProgress(1, 3));
  });
});

describe("POST /program/first-activity-multi-program/", () => {
  const first = async (who: Learner, ids: number[]) => {
    const res = await asLearner(t.app, who)("POST", "/api/program/first-activity-multi-program/", {
      program_id_list: ids,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: FirstActivity[] }>().data;
  };

  it("opens the first unfinished activity in study order, the first one when all are done, none when there is none", async () => {
    const answer = await first(learner, [alpha.id, beta.id, gamma.id, delta.id]);
    expect(answer).toEqual([
      { program_id: alpha.id, slug: alpha.activity("A2").slug, is_complete: false },
      { program_id: beta.id, slug: beta.activity("B1").slug, is_complete: true },
      { program_id: gamma.id, slug: gamma.activity("G1").slug, is_complete: false },
      { program_id: delta.id, slug: null, is_complete: false },
    ]);
  });

  it("leaves out programmes the learner is not enrolled in, and refuses visitors", async () => {
    expect(await first(other, [alpha.id, beta.id])).toEqual([
      { program_id: beta.id, slug: beta.activity("B1").slug, is_complete: false },
    ]);
    const visitor = await asLearner(t.app, null)("POST", "/api/program/first-activity-multi-program/", {
      program_id_list: [alpha.id],
    });
    expect(visitor.statusCode).toBe(401);
    const empty = await asLearner(t.app, learner)("POST", "/api/program/first-activity-multi-program/", {
      program_id_list: [],
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe("the to-do view (GET /program_activity/my/all/[{page}]) and the next sessions", () => {
  let todoLearner: Learner;
  let zeta: BuiltProgram;

  beforeAll(async () => {
    const db = t.database.db;
    todoLearner = await registerLearner(t.app, "Pelajar Tugas");
    const creator = await makeInstitution(db, "Lembaga Jadwal");
    zeta = await makeProgram(db, {
      name: "Zeta Persiapan Karier",
      creatorId: creator.id,
      topics: [
        {
          activities: [
            { title: "Webinar Karier", type: "live_streaming", startAt: at(7, 12), endAt: at(7, 14) },
            { title: "Tugas Akhir", type: "document", bobot: 20, endAt: at(10, 16) },
            { title: "Kuis Kilat", type: "quiz", bobot: 10, endAt: at(3, 16) },
            { title: "Bacaan Bebas" },
            { title: "Tugas Lama", type: "document", endAt: at(-30) },
            { title: "Tugas Tahun Depan", type: "document", endAt: at(120) },
            { title: "Konsultasi Privat", type: "live_streaming", startAt: at(5, 12), addon: true },
          ],
        },
        { addon: true, activities: [{ title: "Mentoring Proyek", type: "live_streaming", startAt: at(6, 12) }] },
      ],
    });
    const programUserId = await enrol(db, todoLearner.userId, zeta.id, at(-1));
    await db.transaction((tx) => completeActivity(tx, programUserId, zeta.activity("Kuis Kilat").id, at(0)));
    // a programme the learner is not enrolled in: its tasks are nobody's business here
    await makeProgram(db, {
      name: "Program Orang Lain",
      creatorId: creator.id,
      topics: [{ activities: [{ title: "Tugas Asing", type: "document", endAt: at(2) }] }],
    });
  });

  const todo = async (query = "", page?: number) => {
    const url = `/api/program_activity/my/all/${page ?? ""}${query ? `?${query}` : ""}`;
    const res = await asLearner(t.app, todoLearner)("GET", url);
    return { res, body: res.json<TodoBody>() };
  };
  const titles = (body: TodoBody) => body.data.map((i) => i.title);

  it("lists a webinar due next week within the default period (today to 90 days), soonest first, without completed or unowned add-on activities", async () => {
    const { res, body } = await todo();
    expect(res.statusCode, res.body).toBe(200);
    expect(titles(body)).toEqual(["Webinar Karier", "Tugas Akhir"]);
    expect(body.data[0]).toMatchObject({
      slug: zeta.activity("Webinar Karier").slug,
      type: "live_streaming",
      type_label: "Sesi Langsung",
      program: { id: zeta.id, name: "Zeta Persiapan Karier" },
      start_at: at(7, 12).toISOString(),
      end_at: at(7, 14).toISOString(),
      is_required: false,
      is_complete: false,
    });
    expect(body.data[1]?.is_required).toBe(true);
    expect(body.next_url).toBeNull();
  });

  it("does not list the webinar when the period ends the day before it, and lists it when the period ends that day", async () => {
    expect(titles((await todo("start=2026-11-22&end=2026-11-28")).body)).toEqual([]);
    // 15.00 UTC on 29 November is 22.00 WIB on 29 November
    expect(titles((await todo("start=2026-11-29&end=2026-11-29")).body)).toEqual(["Webinar Karier"]);
    expect(titles((await todo("start=2026-10-01&end=2027-04-01")).body)).toEqual([
      "Tugas Lama",
      "Webinar Karier",
      "Tugas Akhir",
      "Tugas Tahun Depan",
    ]);
  });

  it("filters by type, by schedule, by required activity and by search text", async () => {
    expect(titles((await todo("type=document")).body)).toEqual(["Tugas Akhir"]);
    expect(titles((await todo("type=quiz,live_streaming")).body)).toEqual(["Webinar Karier"]);
    expect(titles((await todo("schedule=live")).body)).toEqual(["Webinar Karier"]);
    expect(titles((await todo("schedule=deadline")).body)).toEqual(["Tugas Akhir"]);
    expect(titles((await todo("is_required=true")).body)).toEqual(["Tugas Akhir"]);
    expect(titles((await todo("is_required=false")).body)).toEqual(["Webinar Karier", "Tugas Akhir"]);
    expect(titles((await todo("search=WEBINAR")).body)).toEqual(["Webinar Karier"]);
    expect(titles((await todo("search=persiapan karier")).body)).toEqual(["Webinar Karier", "Tugas Akhir"]);
  });

  it("lists an add-on's activities once the learner owns the add-on", async () => {
    await ownAddon(t.database.db, todoLearner.userId, zeta.addonOf("Mentoring Proyek"));
    expect(titles((await todo("schedule=live")).body)).toEqual(["Mentoring Proyek", "Webinar Karier"]);
    // an owned add-on's activity is still not 'Aktivitas Wajib'
    expect(titles((await todo("is_required=true")).body)).toEqual(["Tugas Akhir"]);
  });

  it("refuses an end before the start, a period longer than a year and a day, a day that does not exist, an unknown type", async () => {
    for (const query of ["start=2026-11-22&end=2026-11-21", "start=2026-01-01&end=2027-01-03", "start=2026-02-31"]) {
      const { res, body } = await todo(query);
      expect(res.statusCode, query).toBe(400);
      expect(body.message, query).toBe(LEARNING_MESSAGES.period);
    }
    const badFormat = await todo("start=22-11-2026");
    expect(badFormat.res.statusCode).toBe(400);
    const unknown = await todo("type=document,podcast");
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json().data.fields[0].message).toBe("Jenis aktivitas tidak dikenal");
    expect((await todo("", 0)).res.statusCode).toBe(400);
    expect((await asLearner(t.app, null)("GET", "/api/program_activity/my/all/")).statusCode).toBe(401);
  });

  it("pages by 10 from page 1, linking the next page with the period as applied", async () => {
    const db = t.database.db;
    const busy = await registerLearner(t.app, "Pelajar Sibuk");
    const creator = await makeInstitution(db, "Lembaga Sibuk");
    const many = await makeProgram(db, {
      name: "Program Banyak Tugas",
      creatorId: creator.id,
      topics: [
        {
          activities: Array.from({ length: 12 }, (_, k) => ({
            title: `Tugas ${String(k + 1).padStart(2, "0")}`,
            type: "document" as const,
            endAt: at(1 + k),
          })),
        },
      ],
    });
    await enrol(db, busy.userId, many.id, at(-1));
    const call = asLearner(t.app, busy);
    const first = (await call("GET", "/api/program_activity/my/all/?type=document")).json<TodoBody>();
    expect(first.data).toHaveLength(TODO_PAGE_SIZE);
    expect(first.data[0]?.title).toBe("Tugas 01");
    expect(first.next_url).toBe("/api/program_activity/my/all/2?type=document&start=2026-11-22&end=2027-02-20");
    const second = (await call("GET", first.next_url ?? "")).json<TodoBody>();
    expect(second.data.map((i) => i.title)).toEqual(["Tugas 11", "Tugas 12"]);
    expect(second.next_url).toBeNull();
    const pageOne = (await call("GET", "/api/program_activity/my/all/1?type=document")).json<TodoBody>();
    expect(pageOne.data).toEqual(first.data);
    expect((await call("GET", "/api/program_activity/my/all/100000")).json<TodoBody>()).toMatchObject({
      data: [],
      next_url: null,
    });
  });

  it("gives each enrolled programme its next live session not yet over and not completed, or null", async () => {
    const schedule = async (who: Learner, ids: number[]) => {
      const res = await asLearner(t.app, who)("POST", "/api/program-activity/group-schedule/", { program_ids: ids });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: GroupSchedule }>().data;
    };
    // the owned add-on's mentoring (in 6 days) comes before the webinar; the unowned consultation (5 days) never
    expect(await schedule(todoLearner, [zeta.id, alpha.id])).toEqual([
      {
        program_id: zeta.id,
        next_session: {
          slug: zeta.activity("Mentoring Proyek").slug,
          title: "Mentoring Proyek",
          start_at: at(6, 12).toISOString(),
          end_at: null,
        },
      },
    ]);
    expect(await schedule(learner, [alpha.id])).toEqual([{ program_id: alpha.id, next_session: null }]);
  });
});
