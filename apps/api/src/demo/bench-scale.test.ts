import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../platform/passwords";
import { createTestApp, onPostgres, type TestApp } from "../testing/test-app";
import {
  BENCH_SCALE_PASSWORD,
  benchLearnerId,
  benchProgrammesOf,
  benchProgressOf,
  benchSessionToken,
  generateBenchScale,
  QUIZ_EVERY,
  quizActivityOf,
  type ScaleSizes,
  type SqlClient,
} from "./bench-scale";

/** Small enough for seconds, big enough that every rule (popular programmes, bench wrap-around) is exercised. */
const SIZES: ScaleSizes = {
  institutions: 7,
  programmes: 400,
  learners: 900,
  enrolments: 6_000,
  benchLearners: 9,
  benchEnrolments: 12,
};

/** Rows per table, for comparing two runs. */
async function counts(client: pg.Client): Promise<Record<string, number>> {
  const tables = [
    "institutions",
    "programs",
    "chapters",
    "resources",
    "quizzes",
    "quiz_questions",
    "quiz_options",
    "users",
    "program_users",
    "resource_completions",
    "quiz_attempts",
    "quiz_answers",
    "invoices",
    "invoice_items",
    "payments",
    "notifications",
    "chat_rooms",
    "chat_members",
    "chat_comments",
    "cart_items",
    "sessions",
    "search_words",
    "announcements",
  ];
  const { rows } = await client.query(
    tables.map((t) => `select '${t}' as t, count(*)::int as n from ${t}`).join(" union all "),
  );
  return Object.fromEntries(rows.map((r: { t: string; n: number }) => [r.t, r.n]));
}

/** Every foreign key holds (the generator loads with the checks off, so this is its proof). */
async function orphans(client: pg.Client): Promise<string[]> {
  const { rows: keys } = await client.query(`
    select c.conname, c.conrelid::regclass::text as child, a.attname as column_name,
           c.confrelid::regclass::text as parent, pa.attname as parent_column
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1 and c.connamespace = 'public'::regnamespace`);
  const broken: string[] = [];
  for (const k of keys as {
    conname: string;
    child: string;
    column_name: string;
    parent: string;
    parent_column: string;
  }[]) {
    const { rows } = await client.query(
      `select count(*)::int as n from ${k.child} c where c."${k.column_name}" is not null
       and not exists (select 1 from ${k.parent} p where p."${k.parent_column}" = c."${k.column_name}")`,
    );
    if ((rows[0] as { n: number }).n > 0) broken.push(k.conname);
  }
  return broken;
}

/** A client that fails the second chunk of enrolments: a run killed half way. */
function failingOnce(client: pg.Client): SqlClient {
  let seen = 0;
  return {
    query: async (text, params) => {
      if (text.includes("insert into quiz_answers") && ++seen === 2) throw new Error("killed");
      return client.query(text, params);
    },
  };
}

describe.skipIf(!onPostgres)("bench scale data (PostgreSQL)", () => {
  let t: TestApp;
  let client: pg.Client;
  let passwordHash: string;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    client = new pg.Client({ connectionString: t.databaseUrl ?? "" });
    await client.connect();
    passwordHash = await hashPassword(BENCH_SCALE_PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await client?.end();
    await t?.close();
  });

  it("continues a killed run to exactly the sizes asked, and a second run adds nothing", async () => {
    await expect(
      generateBenchScale(failingOnce(client), { sizes: SIZES, passwordHash, now, chunks: 4 }),
    ).rejects.toThrow("killed");
    const partial = await counts(client);
    expect(partial.program_users).toBeGreaterThan(0);
    expect(partial.program_users).toBeLessThan(SIZES.enrolments);

    await generateBenchScale(client, { sizes: SIZES, passwordHash, now, chunks: 4 });
    const first = await counts(client);
    const bench = SIZES.benchLearners * SIZES.benchEnrolments;
    expect(first).toMatchObject({
      institutions: SIZES.institutions,
      programs: SIZES.programmes,
      chapters: 2 * SIZES.programmes,
      resources: 6 * SIZES.programmes,
      quizzes: SIZES.programmes / QUIZ_EVERY,
      quiz_questions: 10 * (SIZES.programmes / QUIZ_EVERY),
      users: SIZES.learners + SIZES.benchLearners,
      program_users: SIZES.enrolments + bench,
      chat_rooms: SIZES.programmes,
      sessions: SIZES.benchLearners,
      cart_items: 3 * SIZES.benchLearners + 2 * Math.floor(SIZES.learners / 3),
    });
    expect(first.payments).toBe(first.invoices);
    expect(first.quiz_answers).toBe(10 * (first.quiz_attempts ?? 0));

    await generateBenchScale(client, { sizes: SIZES, passwordHash, now, chunks: 4 });
    expect(await counts(client)).toEqual(first);
  }, 60_000);

  it("writes what the triggers and the modules would: references, denormalised counts, deferred indexes", async () => {
    expect(await orphans(client)).toEqual([]);
    const { rows } = await client.query(`select
      (select sum(enrolled_count)::int from programs) as enrolled,
      (select count(*)::int from program_users) as enrolments,
      (select count(*)::int from program_users pu join programs p on p.id = pu.program_id
         where pu.program_total_resources <> p.total_resources or pu.program_creator_id <> p.creator_id
            or pu.program_folder_id is distinct from p.folder_id) as stale_copies,
      (select count(*)::int from program_users pu where completed_resources <>
         (select count(*) from resource_completions rc where rc.program_user_id = pu.id)) as stale_progress,
      (select count(*)::int from resource_completions rc join resources r on r.id = rc.resource_id
         join program_users pu on pu.id = rc.program_user_id where r.program_id <> pu.program_id) as foreign_completions,
      (select count(*)::int from programs where enrolled_count <>
         (select count(*) from program_users pu where pu.program_id = programs.id)) as wrong_enrolled_counts,
      (select count(*)::int from bench_scale.deferred_indexes) as owed_indexes,
      (select count(*)::int from pg_indexes where tablename = 'program_users') as enrolment_indexes`);
    expect(rows[0]).toMatchObject({
      stale_copies: 0,
      stale_progress: 0,
      foreign_completions: 0,
      wrong_enrolled_counts: 0,
      owed_indexes: 0,
      enrolment_indexes: 5,
    });
    // the search columns are the trigger's own: touching a name through it changes nothing
    const before = await client.query("select search_name, search_vector::text from programs where id = 42");
    await client.query("update programs set name = name where id = 42");
    const after = await client.query("select search_name, search_vector::text from programs where id = 42");
    expect(after.rows).toEqual(before.rows);
  });

  it("lets a bench learner in with the known token: My programmes and a startable quiz answer 200", async () => {
    const n = 3;
    const userId = benchLearnerId(SIZES, n);
    const headers = { authorization: `Bearer ${benchSessionToken(n)}`, "x-requested-with": "bench" };
    const mine = await t.app.inject({ method: "GET", url: `/api/program-activity/enrolled/${userId}/1/12`, headers });
    expect(mine.statusCode, mine.body).toBe(200);
    const listed = mine.json<{ data: { id: number }[] }>().data.map((p) => p.id);
    expect(listed.sort()).toEqual(benchProgrammesOf(SIZES, n).sort());

    const k = [0, 1, 2, 3, 4, 5].find((i) => benchProgressOf(i) < 2) ?? 0;
    const programId = benchProgrammesOf(SIZES, n)[k] ?? 0;
    const intro = await t.app.inject({
      method: "GET",
      url: `/api/program_activity/quiz/${quizActivityOf(programId)}/intro`,
      headers,
    });
    expect(intro.statusCode, intro.body).toBe(200);
    expect(intro.json().data.can_start).toBe(true);
  });
});
