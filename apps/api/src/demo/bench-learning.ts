import { sql } from "drizzle-orm";
import type { Db } from "../platform/db";
import { hashPassword } from "../platform/passwords";

/** The learner bench/run-learning-bench.mjs logs in as. */
export const BENCH_LEARNER = { email: "bench.learner@contoh.id", password: "Bench2026Kuat" } as const;

/**
 * Learning data for benchmarks, on top of the bench catalogue (bench-catalogue.ts): the bench learner with
 * `enrolments` programmes (every state of progress), `crowd` other learners with 50 each so the tables are
 * not the bench learner's alone, 20 folders, and schedules on the activities (a post-test due and a live session
 * per programme, spread over a year around `now`). Set-based SQL; the denormalised progress columns are
 * computed from the completions exactly as completeActivity keeps them.
 */
export async function generateBenchLearning(
  db: Db,
  options: { enrolments: number; crowd: number; now: Date },
): Promise<void> {
  const passwordHash = await hashPassword(BENCH_LEARNER.password);
  const now = options.now.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
      insert into program_folders (name) select 'Folder Bench ' || g from generate_series(1, 20) g`);
    await tx.execute(sql`
      update programs set folder_id = (select min(id) from program_folders) + (id / 5) % 20
      where id % 5 = 0 and slug like 'bench-program-%'`);
    // a post-test (the quiz) due and a live session (the second topic's document) per programme, -30 to +335 days
    await tx.execute(sql`
      update resources r set end_at = ${now}::timestamptz + ((r.program_id % 366) - 30) * interval '1 day'
      where r.type = 'quiz' and r.slug like 'bench-activity-%'`);
    await tx.execute(sql`
      update resources r
      set start_at = ${now}::timestamptz + ((r.program_id * 7 % 366) - 30) * interval '1 day' + interval '12 hours',
          end_at = ${now}::timestamptz + ((r.program_id * 7 % 366) - 30) * interval '1 day' + interval '14 hours'
      where r.type = 'document' and r.slug like 'bench-activity-%'
        and r.chapter_id in (select id from chapters where session = 2)`);
    await tx.execute(sql`
      insert into users (name, email, username, password_hash, profession_name, is_email_verified, source)
      select 'Pelajar Bench ' || g,
             case when g = 0 then ${BENCH_LEARNER.email} else 'bench.crowd.' || g || '@contoh.id' end,
             'bench-learner-' || g, ${passwordHash}, 'profesional', true, 'bench'
      from generate_series(0, ${options.crowd}) g`);
    // the bench learner: `enrolments` programmes spread over the catalogue; the crowd: 50 each
    await tx.execute(sql`
      insert into program_users (user_id, program_id, created_at)
      select u.id, p.id, ${now}::timestamptz - (k * interval '7 hours')
      from users u
      cross join generate_series(1, ${options.enrolments}) k
      join programs p on p.slug = 'bench-program-' || (1 + (k * 197) % (select count(*) from programs where slug like 'bench-program-%'))
      where u.email = ${BENCH_LEARNER.email}
      on conflict do nothing`);
    await tx.execute(sql`
      insert into program_users (user_id, program_id, created_at)
      select u.id, p.id, ${now}::timestamptz - (k * interval '1 day')
      from users u
      cross join generate_series(1, 50) k
      join programs p on p.slug = 'bench-program-' || (1 + (u.id * 31 + k * 1009) % (select count(*) from programs where slug like 'bench-program-%'))
      where u.source = 'bench' and u.email <> ${BENCH_LEARNER.email}
      on conflict do nothing`);
    // 0 to 6 of a programme's 6 activities done, in study order, an hour apart after enrolling
    await tx.execute(sql`
      insert into resource_completions (program_user_id, user_id, resource_id, completed_at)
      select pu.id, pu.user_id, r.id, pu.created_at + ((c.session - 1) * 3 + r.order_id) * interval '1 hour'
      from program_users pu
      join users u on u.id = pu.user_id and u.source = 'bench'
      join resources r on r.program_id = pu.program_id
      join chapters c on c.id = r.chapter_id
      where (c.session - 1) * 3 + r.order_id <= pu.id % 7`);
    await tx.execute(sql`
      update program_users pu
      set completed_resources = s.n, last_activity_at = s.last
      from (select program_user_id, count(*)::int as n, max(completed_at) as last
            from resource_completions group by program_user_id) s
      where s.program_user_id = pu.id`);
  });
  // the bulk updates above leave dead rows a production server's autovacuum would clear (PGlite has none)
  await db.execute(sql`vacuum analyze program_users, resource_completions, resources, programs`);
}
