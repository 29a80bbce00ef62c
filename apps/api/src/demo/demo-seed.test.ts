import { PROFESSIONS } from "@app/domain/account/constants";
import { RESOURCE_TYPES } from "@app/domain/catalogue/constants";
import { LEARNING_LEVELS } from "@app/domain/catalogue/learning-levels";
import { timeLimitMinutes } from "@app/domain/quiz/rules";
import { verify } from "@node-rs/argon2";
import { count, countDistinct, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "../db/prepare";
import { SUBJECTS } from "../db/reference-data";
import { roles, userChildren, userRoles, users } from "../db/schema/account";
import { addons, programs, resources } from "../db/schema/catalogue";
import { institutions } from "../db/schema/institution";
import { createTestApp, createTestDatabase, type TestApp } from "../testing/test-app";
import { seedDemoIfEmpty } from "./demo-seed";
import { DEMO_PASSWORD } from "./demo-users";

let t: TestApp;
async function select<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("demo data", () => {
  it("has at least 8 institutions of different types", async () => {
    const [row] = await t.database.db
      .select({ n: count(), types: countDistinct(institutions.type) })
      .from(institutions);
    expect(row?.n).toBeGreaterThanOrEqual(8);
    expect(row?.types).toBeGreaterThanOrEqual(8);
  });

  it("has 63 programmes over the four categories and the four programme types, free and paid", async () => {
    const db = t.database.db;
    const rows = await db
      .select({
        category: programs.categoryName,
        type: programs.programType,
        free: sql<boolean>`${programs.price} = 0`,
      })
      .from(programs);
    expect(rows.length).toBeGreaterThanOrEqual(63);
    for (const category of ["KELASMU", "UJIANMU", "KARIRMU", "PRAKERJA"]) {
      const mine = rows.filter((r) => r.category === category);
      expect(new Set(mine.map((r) => r.type)), category).toEqual(new Set([0, 1, 2, 3]));
      expect(
        mine.some((r) => r.free),
        category,
      ).toBe(true);
      expect(
        mine.some((r) => !r.free),
        category,
      ).toBe(true);
    }
  });

  it("has activities of every resource type, add-ons with quotas and ratings", async () => {
    const db = t.database.db;
    const types = await db.selectDistinct({ type: resources.type }).from(resources);
    expect(types.map((r) => r.type).sort()).toEqual([...RESOURCE_TYPES].sort());
    const quotas = await db.select({ quota: addons.quota, taken: addons.seatsTaken }).from(addons);
    expect(quotas.some((a) => a.quota !== null && a.quota === a.taken)).toBe(true);
    expect(quotas.some((a) => a.quota === null)).toBe(true);
    const rated = await db.select({ n: count() }).from(programs).where(sql`${programs.reviewers} > 0`);
    expect(rated[0]?.n).toBeGreaterThan(40);
  });

  it("keeps the denormalised totals equal to the programme's own activities", async () => {
    const mismatched = await t.database.db.execute(sql`
      select p.id from programs p
      where p.total_resources <> (
        select count(*) from resources r
        where r.program_id = p.id
          and not exists (select 1 from addons a where a.resource_id = r.id)
          and not exists (select 1 from addons a where a.chapter_id = r.chapter_id)
      )`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it("has a verified account per profession plus admin, assessor and facilitator, and an unverified one", async () => {
    const db = t.database.db;
    const all = await db.select().from(users);
    const byEmail = new Map(all.map((u) => [u.email, u]));
    for (const key of [...PROFESSIONS, "admin", "asesor", "fasilitator"]) {
      const user = byEmail.get(`${key}@demo.test`);
      expect(user, key).toBeDefined();
      expect(user?.isEmailVerified, key).toBe(true);
    }
    for (const profession of PROFESSIONS)
      expect(byEmail.get(`${profession}@demo.test`)?.professionName).toBe(profession);
    expect(byEmail.get("admin@demo.test")?.isAdmin).toBe(true);
    expect(byEmail.get("asesor@demo.test")?.isAsesor).toBe(true);
    expect(byEmail.get("baru@demo.test")?.isEmailVerified).toBe(false);
    const facilitatorRoles = await db
      .select({ label: roles.label })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(users.email, "fasilitator@demo.test"));
    expect(facilitatorRoles.map((r) => r.label)).toEqual(["Fasilitator"]);
    expect(await db.select().from(userChildren)).toHaveLength(1);
  });

  it("stores passwords only as argon2id hashes of the demo password", async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, "murid@demo.test"));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(user?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);
    expect(await verify(user?.passwordHash ?? "", "demo12345")).toBe(false);
  });

  it("has an institution group with its member schools", async () => {
    const members = await select<{ slug: string; type: number }>(sql`
      select c.slug, c.type from institutions c join institutions p on p.id = c.parent_id
      where p.slug = 'yayasan-pendidikan-nusantara' order by c.slug`);
    expect(members.length).toBeGreaterThanOrEqual(3);
    expect(members.every((m) => m.type === 1)).toBe(true);
    const withPrograms = await select<{ slug: string }>(sql`
      select distinct c.slug from institutions c join institutions p on p.id = c.parent_id
      join programs pr on pr.creator_id = c.id where p.slug = 'yayasan-pendidikan-nusantara'`);
    expect(withPrograms).toHaveLength(members.length);
  });

  it("brands two partner sites, each with a landing page", async () => {
    const partners = await select<{
      subdomain: string;
      brand_color: string;
      landing_headline: string;
      pages: number;
    }>(sql`
      select i.subdomain, i.brand_color, i.landing_headline, i.landing_description,
             (select count(*)::int from landing_pages l where l.institution_id = i.id) as pages
      from institutions i where i.subdomain is not null order by i.subdomain`);
    expect(partners.map((p) => p.subdomain)).toEqual(["digitalmaju", "linguaprima"]);
    for (const partner of partners) {
      expect(partner.brand_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(partner.landing_headline).toBeTruthy();
      expect(Number(partner.pages)).toBe(1);
    }
    const [page] = await select<{ slug: string; subdomain: string }>(sql`
      select l.slug, i.subdomain from landing_pages l join institutions i on i.id = l.institution_id
      where l.slug = 'digitalmaju-karier'`);
    expect(page?.subdomain).toBe("digitalmaju");
  });

  it("has the subjects, and a subject on the school programmes that teach one", async () => {
    const subjects = await select<{ name: string }>(sql`select name from subjects`);
    expect(subjects.map((s) => s.name).sort()).toEqual([...SUBJECTS].sort());
    const taught = await select<{ slug: string; subject: string }>(sql`
      select p.slug, s.slug as subject from programs p join subjects s on s.id = p.subject_id`);
    expect(taught.length).toBeGreaterThanOrEqual(15);
    expect(taught).toContainEqual({ slug: "matematika-asyik-kelas-4-sd", subject: "matematika" });
    expect(taught).toContainEqual({ slug: "fisika-dasar-sma-kelas-10", subject: "fisika" });
  });

  it("has live programmes for every year of PAUD (but the 2-3 age band), SD, SMP and SMA/SMK, of that level", async () => {
    for (const level of LEARNING_LEVELS.filter((l) => ["PAUD", "SD", "SMP", "SMA/SMK"].includes(l.level ?? ""))) {
      for (const year of level.years) {
        if (year.slug === "usia-2-3") continue;
        const [row] = await select<{ n: number }>(sql`
          select count(*)::int as n from programs
          where level = ${level.level} and year_levels @> array[${year.slug}]::text[]
            and is_published and deleted_at is null`);
        expect(Number(row?.n), `${level.slug}/${year.slug}`).toBeGreaterThan(0);
      }
    }
    // a programme's years belong to its level
    const stray = await select<{ slug: string }>(sql`
      select slug from programs where
        (level = 'SD' and not year_levels <@ array['kelas-1','kelas-2','kelas-3','kelas-4','kelas-5','kelas-6']) or
        (level = 'SMP' and not year_levels <@ array['kelas-7','kelas-8','kelas-9']) or
        (level = 'SMA/SMK' and not year_levels <@ array['kelas-10','kelas-11','kelas-12']) or
        (level = 'PAUD' and not year_levels <@ array['usia-2-3','usia-4-6','tk-a','tk-b']) or
        (level not in ('PAUD', 'SD', 'SMP', 'SMA/SMK') and year_levels <> '{}')`);
    expect(stray).toEqual([]);
  });

  it("schedules webinars on Zoom and offline programmes at a venue, from December 2026, and nothing else", async () => {
    const rows = await select<{ type: number; start: string | null; end: string | null; location: string | null }>(sql`
      select program_type as type, schedule_start as start, schedule_end as end, location from programs`);
    const webinars = rows.filter((r) => r.type === 2);
    const offline = rows.filter((r) => r.type === 1);
    expect(webinars.length).toBeGreaterThan(0);
    expect(offline.length).toBeGreaterThan(0);
    for (const r of [...webinars, ...offline]) {
      const start = new Date(r.start ?? "");
      const end = new Date(r.end ?? "");
      expect(start.getTime()).toBeGreaterThanOrEqual(Date.UTC(2026, 11, 1));
      expect(end.getTime()).toBeGreaterThan(start.getTime());
    }
    expect(webinars.every((r) => r.location === "Zoom")).toBe(true);
    expect(offline.every((r) => r.location !== null && /, Jl\. /.test(r.location))).toBe(true);
    expect(rows.filter((r) => r.type === 0 || r.type === 3).every((r) => !r.start && !r.end && !r.location)).toBe(true);
  });

  it("keeps one removed programme in the table", async () => {
    const removed = await select<{ slug: string }>(sql`select slug from programs where deleted_at is not null`);
    expect(removed).toEqual([{ slug: "program-yang-dihapus" }]);
  });

  it("places 4 Prakerja programmes and 4 institutions with Prakerja programmes in the Prakerja dropdown", async () => {
    const placed = await select<{ category: string | null; prakerja: number | null; rank: number }>(sql`
      select p.category_name as category,
             case when i.id is not null then (select count(*)::int from programs x where x.creator_id = i.id
               and x.category_name = 'PRAKERJA' and x.deleted_at is null) end as prakerja,
             a.rank
      from discovery_ads a left join programs p on p.id = a.program_id left join institutions i on i.id = a.institution_id
      where a.host = 'prakerja'`);
    const placedPrograms = placed.filter((a) => a.category !== null);
    const places = placed.filter((a) => a.prakerja !== null);
    expect(placedPrograms).toHaveLength(4);
    expect(placedPrograms.every((a) => a.category === "PRAKERJA")).toBe(true);
    expect(places).toHaveLength(4);
    expect(places.every((a) => Number(a.prakerja) > 0)).toBe(true);
  });

  it("counts exactly the stored reviews: star counts, total and average come from them (issue 23)", async () => {
    const mismatched = await select<{ slug: string }>(sql`
      select p.slug from programs p left join program_reviews r on r.program_id = p.id
      group by p.id
      having p.reviewers <> count(r.id)
          or p.reviewers_five_star <> count(r.id) filter (where r.rating = 5)
          or p.reviewers_four_star <> count(r.id) filter (where r.rating = 4)
          or p.reviewers_three_star <> count(r.id) filter (where r.rating = 3)
          or p.reviewers_two_star <> count(r.id) filter (where r.rating = 2)
          or p.reviewers_one_star <> count(r.id) filter (where r.rating = 1)
          or abs(p.rating - coalesce(round(avg(r.rating), 1), 0)) > 0.001`);
    expect(mismatched).toEqual([]);
  });

  it("has varied written reviews on every rated programme, enough to page on the popular ones (issue 23)", async () => {
    const perProgram = await select<{
      slug: string;
      reviews: number;
      texts: number;
      writers: number;
      days: number;
    }>(sql`
      select p.slug, count(r.id)::int as reviews, count(distinct r.comment)::int as texts,
             count(distinct r.user_id)::int as writers, count(distinct r.created_at::date)::int as days
      from programs p join program_reviews r on r.program_id = p.id
      where p.deleted_at is null group by p.id, p.slug`);
    expect(perProgram.length).toBeGreaterThan(40);
    for (const p of perProgram) {
      expect(Number(p.reviews), p.slug).toBeGreaterThanOrEqual(4);
      expect(Number(p.texts), p.slug).toBe(Number(p.reviews));
      expect(Number(p.writers), p.slug).toBe(Number(p.reviews));
      expect(Number(p.days), p.slug).toBeGreaterThan(Number(p.reviews) / 2);
    }
    // ten reviews a page (CATALOGUE_LIMITS.reviewsPerPage): at least a few programmes have a second page
    expect(perProgram.filter((p) => Number(p.reviews) > 10).length).toBeGreaterThanOrEqual(3);
    const writers = await select<{ email: string; verified: boolean; empty: number }>(sql`
      select distinct u.email, u.is_email_verified as verified,
             (select count(*)::int from program_reviews x where x.user_id = u.id and x.comment = '') as empty
      from program_reviews r join users u on u.id = r.user_id`);
    expect(writers.length).toBeGreaterThan(20);
    expect(writers.every((w) => w.verified && w.email.endsWith("@demo.test") && Number(w.empty) === 0)).toBe(true);
    const stars = await select<{ rating: number }>(sql`select distinct rating from program_reviews order by rating`);
    expect(stars.map((s) => Number(s.rating))).toEqual([1, 2, 3, 4, 5]);
  });

  it("gives every demo programme a generated cover and every institution a generated logo (issue 23)", async () => {
    const missing = await select<{ slug: string }>(sql`
      select slug from programs where avatar is null or avatar not like '/media/demo/covers/%.svg'
      union all select slug from institutions where logo is null or logo not like '/media/demo/logos/%.svg'`);
    expect(missing).toEqual([]);
  });

  it("is deterministic: a second fresh database gets the same catalogue, groups, pages, placements, reviews and quizzes", async () => {
    const fingerprint = async (db: TestApp["database"]["db"]) => {
      const result = await db.execute(sql`
        select
          (select md5(string_agg(concat_ws('|', id, slug, name, category_name, program_type, price, price_normal, creator_id,
             reviewers, rating, avatar, enrolled_count, year_levels::text, subject_id, schedule_start, schedule_end, location, deleted_at,
             total_resources, published_at), ',' order by id)) from programs) as programs,
          (select md5(string_agg(concat_ws('|', id, slug, parent_id, subdomain, brand_color, landing_headline), ',' order by id))
             from institutions) as institutions,
          (select md5(string_agg(concat_ws('|', program_id, user_id, rating, comment, created_at), ',' order by id)) from program_reviews) as reviews,
          (select md5(string_agg(concat_ws('|', host, program_id, institution_id, rank), ',' order by id)) from discovery_ads) as ads,
          (select md5(string_agg(concat_ws('|', slug, title, institution_id), ',' order by slug)) from landing_pages) as pages,
          (select md5(string_agg(concat_ws('|', id, program_id, title, price, quota, seats_taken), ',' order by id)) from addons) as addons,
          (select md5(string_agg(concat_ws('|', qq.id, q.resource_id, q.title, q.is_show_timer, qq.group_id, qq.type, qq.points, qq.body),
             ',' order by qq.id)) from quiz_questions qq join quizzes q on q.id = qq.quiz_id) as quizzes,
          (select md5(string_agg(concat_ws('|', id, question_id, body, image_url, is_correct), ',' order by id)) from quiz_options) as options,
          (select md5(string_agg(concat_ws('|', id, user_id, question_ids::text, review_state, score), ',' order by id))
             from quiz_attempts) as attempts`);
      return (result as unknown as { rows: unknown[] }).rows[0];
    };
    const second = await createTestDatabase();
    try {
      await prepareDatabase(second.database);
      await seedDemoIfEmpty(second.database.db, "karir");
      expect(await fingerprint(second.database.db)).toEqual(await fingerprint(t.database.db));
    } finally {
      await second.drop();
    }
    // a second whole seed (migrations, catalogue, accounts, reviews) outlasts the default 30 s on a busy machine
  }, 120_000);

  it("is added once: a second run leaves the database as it is", async () => {
    const before = await t.database.db.select({ n: count() }).from(programs);
    expect(await seedDemoIfEmpty(t.database.db, "karir")).toBe(false);
    const after = await t.database.db.select({ n: count() }).from(programs);
    expect(after).toEqual(before);
  });
});

describe("demo learning data (issue 6)", () => {
  const LEARNERS = ["murid", "mahasiswa", "prakerja"];

  it("enrols murid, mahasiswa and prakerja in at least four programmes: not started, ongoing and finished", async () => {
    const rows = await select<{ username: string; state: string; n: number }>(sql`
      select u.username,
             case when pu.completed_resources <= 0 or p.total_resources <= 0 then 'not_started'
                  when pu.completed_resources >= p.total_resources then 'finished' else 'ongoing' end as state,
             count(*)::int as n
      from program_users pu join users u on u.id = pu.user_id join programs p on p.id = pu.program_id
      where u.username in ('murid', 'mahasiswa', 'prakerja') group by 1, 2`);
    for (const username of LEARNERS) {
      const mine = rows.filter((r) => r.username === username);
      expect(
        mine.reduce((sum, r) => sum + Number(r.n), 0),
        username,
      ).toBeGreaterThanOrEqual(4);
      expect(new Set(mine.map((r) => r.state)), username).toEqual(new Set(["not_started", "ongoing", "finished"]));
    }
  });

  it("gives every enrolment the copies of its programme's total, folder, institution and removal", async () => {
    const stale = await select<{ id: number }>(sql`
      select pu.id from program_users pu join programs p on p.id = pu.program_id
      where pu.program_total_resources <> p.total_resources or pu.program_folder_id is distinct from p.folder_id
         or pu.program_creator_id <> p.creator_id or pu.program_deleted_at is distinct from p.deleted_at`);
    expect(stale).toEqual([]);
  });

  it("keeps each enrolment's completed_resources equal to its completions of the programme's own activities, and last_activity_at set once anything is done", async () => {
    const mismatched = await select<{ id: number }>(sql`
      select pu.id from program_users pu
      where pu.completed_resources <> (
        select count(*) from resource_completions c join resources r on r.id = c.resource_id
        where c.program_user_id = pu.id and c.user_id = pu.user_id
          and not exists (select 1 from addons a where a.resource_id = r.id or a.chapter_id = r.chapter_id))
        -- any completion moves last_activity_at, an add-on's too (which completed_resources does not count)
        or exists (select 1 from resource_completions c where c.program_user_id = pu.id)
          <> (pu.last_activity_at is not null)`);
    expect(mismatched).toEqual([]);
  });

  it("gives each of them a webinar a week ahead and tasks due within 90 days, not completed, in their programmes", async () => {
    const rows = await select<{ username: string; live_next_week: number; tasks: number }>(sql`
      select u.username,
        count(*) filter (where r.type = 'live_streaming'
          and r.start_at between now() + interval '6 days' and now() + interval '8 days')::int as live_next_week,
        count(*) filter (where r.start_at is null and r.end_at > now() and r.end_at < now() + interval '90 days')::int as tasks
      from program_users pu join users u on u.id = pu.user_id join resources r on r.program_id = pu.program_id
      where u.username in ('murid', 'mahasiswa', 'prakerja')
        and not exists (select 1 from resource_completions c where c.program_user_id = pu.id and c.resource_id = r.id)
      group by u.username`);
    expect(rows.map((r) => r.username).sort()).toEqual([...LEARNERS].sort());
    for (const r of rows) {
      expect(Number(r.live_next_week), r.username).toBeGreaterThanOrEqual(1);
      expect(Number(r.tasks), r.username).toBeGreaterThanOrEqual(2);
    }
  });

  it("has folders of programmes, some of which the demo learners follow", async () => {
    const folders = await select<{ name: string; programs: number; followed: number }>(sql`
      select f.name, count(distinct p.id)::int as programs, count(distinct pu.id)::int as followed
      from program_folders f join programs p on p.folder_id = f.id left join program_users pu on pu.program_id = p.id
      group by f.name`);
    expect(folders.length).toBeGreaterThanOrEqual(1);
    expect(folders.every((f) => Number(f.programs) >= 2)).toBe(true);
    expect(folders.some((f) => Number(f.followed) >= 2)).toBe(true);
  });
});

describe("demo quizzes (issue 8)", () => {
  it("gives every quiz and quiz-v2 activity a quiz with questions, and every choice question a correct option", async () => {
    const bare = await select<{ id: number }>(sql`
      select r.id from resources r where r.type in ('quiz', 'quiz-v2')
        and not exists (select 1 from quizzes q join quiz_questions qq on qq.quiz_id = q.id where q.resource_id = r.id)`);
    expect(bare).toEqual([]);
    const unanswerable = await select<{ id: number }>(sql`
      select qq.id from quiz_questions qq
      where qq.type in ('single_choice', 'multiple_choice', 'true_false')
        and not exists (select 1 from quiz_options o where o.question_id = qq.id and o.is_correct)
        or qq.type = 'short_answer' and qq.accepted_answers = '{}'`);
    expect(unanswerable).toEqual([]);
    // other activity types have none
    const stray = await select<{ id: number }>(sql`
      select q.id from quizzes q join resources r on r.id = q.resource_id where r.type not in ('quiz', 'quiz-v2')`);
    expect(stray).toEqual([]);
  });

  it("has the study demo's showcase posttest: timed, shuffled, batched, every question type, 100 points", async () => {
    const [quiz] = await select<Record<string, unknown>>(sql`
      select q.* from quizzes q join resources r on r.id = q.resource_id join programs p on p.id = r.program_id
      where p.slug = 'belajar-efektif-di-era-digital' and r.activity_type = 2`);
    expect(quiz).toMatchObject({
      is_show_timer: true,
      timer_in_seconds: 600,
      is_question_shuffle: true,
      is_group_question_shuffle: true,
      question_per_batch: 3,
      max_batch: 0,
      is_prev: true,
      is_skip: true,
      is_retake: true,
      max_attempts: 3,
      is_show_discussion: true,
      is_show_point: true,
      is_auto_score: true,
      minimum_score: 60,
    });
    const questions = await select<{
      type: string;
      points: number;
      grouped: boolean;
      image: boolean;
      discussion: string;
    }>(sql`
      select qq.type, qq.points, qq.group_id is not null as grouped, qq.image_url is not null as image, qq.discussion
      from quiz_questions qq where qq.quiz_id = ${quiz?.id} order by qq.order_id`);
    expect(new Set(questions.map((q) => q.type))).toEqual(
      new Set(["single_choice", "multiple_choice", "true_false", "short_answer", "essay", "file"]),
    );
    expect(questions.reduce((sum, q) => sum + Number(q.points), 0)).toBe(100);
    expect(questions.filter((q) => q.grouped)).toHaveLength(2);
    expect(questions.some((q) => q.image)).toBe(true);
    expect(questions.every((q) => q.discussion !== "")).toBe(true);
    const [optionImages] = await select<{ n: number }>(sql`
      select count(*)::int as n from quiz_options o join quiz_questions qq on qq.id = o.question_id
      where qq.quiz_id = ${quiz?.id} and o.image_url is not null`);
    expect(Number(optionImages?.n)).toBeGreaterThan(0);
  });

  it("states every timed quiz's limit as its activity's duration, and lets the upload say what a file may be (issue 23)", async () => {
    const timed = await select<{ duration: number; is_show_timer: boolean; timer_in_seconds: number }>(sql`
      select r.duration, q.is_show_timer, q.timer_in_seconds from quizzes q join resources r on r.id = q.resource_id
      where q.is_show_timer`);
    expect(timed.length).toBeGreaterThan(0);
    for (const row of timed) expect(timeLimitMinutes(row.is_show_timer, row.timer_in_seconds)).toBe(row.duration);
    // the accepted types and the number of files are the upload's to say (UPLOAD_TYPE_NAMES, max_files)
    const [listed] = await select<{ n: number }>(sql`
      select count(*)::int as n from quiz_questions where type = 'file' and body ~ '\m(PDF|JPG|JPEG|PNG|MB)\M'`);
    expect(Number(listed?.n)).toBe(0);
  });

  it("has a skills demonstration scored by a rubric of three criteria, and keeps the programme at 12 activities", async () => {
    const [task] = await select<{ is_auto_score: boolean; criteria: number; max: number; total: number }>(sql`
      select q.is_auto_score, p.total_resources as total,
             (select count(*)::int from quiz_rubric_criteria c where c.quiz_id = q.id) as criteria,
             (select sum(c.max_points)::int from quiz_rubric_criteria c where c.quiz_id = q.id) as max
      from quizzes q join resources r on r.id = q.resource_id join programs p on p.id = r.program_id
      where p.slug = 'belajar-efektif-di-era-digital' and r.activity_type = 3 and r.type = 'quiz'`);
    expect(task).toEqual({ is_auto_score: false, criteria: 3, max: 100, total: 12 });
  });

  it("makes the demo assessor assess the study demo and three catalogue programmes, with a submission waiting", async () => {
    const assessed = await select<{ slug: string }>(sql`
      select p.slug from program_assessors pa join programs p on p.id = pa.program_id
      join users u on u.id = pa.user_id where u.email = 'asesor@demo.test' and u.is_asesor order by p.slug`);
    expect(assessed.map((a) => a.slug)).toEqual([
      "belajar-efektif-di-era-digital",
      "digital-marketing-untuk-umkm",
      "menjadi-penjual-online-dengan-marketplace",
      "webinar-strategi-pemasaran-digital-untuk-umkm",
    ]);
    const attempts = await select<{
      name: string;
      review_state: string;
      passed: boolean | null;
      feedback: string | null;
    }>(
      // the assessor's programmes' (murid's own posttest, auto-scored, is in their portfolio: demo-portfolio.ts)
      sql`select u.name, a.review_state, a.passed, a.feedback from quiz_attempts a join users u on u.id = a.user_id
        join quizzes q on q.id = a.quiz_id join resources r on r.id = q.resource_id
        join program_assessors pa on pa.program_id = r.program_id and pa.user_id = (select id from users where email = 'asesor@demo.test')
        order by u.name, a.review_state, a.passed`,
    );
    expect(attempts).toEqual([
      { name: "Dewi Lestari", review_state: "assessed", passed: true, feedback: expect.stringContaining("realistis") },
      // her skills demonstration, the last thing between her and the certificate (demo-certificate.ts)
      { name: "Dewi Lestari", review_state: "awaiting_review", passed: null, feedback: null },
      // the Prakerja webinar's participants (demo-prakerja.ts): Rudi's practical task under the minimum and his skills
      // demonstration passed, Sari's two passed
      { name: "Rudi Hartono", review_state: "assessed", passed: false, feedback: null },
      { name: "Rudi Hartono", review_state: "assessed", passed: true, feedback: null },
      { name: "Sari Wulandari", review_state: "assessed", passed: true, feedback: null },
      { name: "Sari Wulandari", review_state: "assessed", passed: true, feedback: null },
      { name: "Sri Wahyuni", review_state: "awaiting_review", passed: null, feedback: null },
    ]);
  });
});
