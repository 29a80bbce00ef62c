/**
 * The data-at-scale generator (issue 25): a PostgreSQL database filled with a marketplace's worth of rows —
 * by default 1,000,000 programmes of 2,000 institutions, 1,000,000 learners with 10,000,000 enrolments and
 * their completions, quiz attempts, payments, notifications and chat messages — plus a known set of bench
 * learners (bench-learner-N) with sessions the load benches use.
 *
 * How it stays fast: every row is computed from its id by set-based SQL (generate_series), with the rows' ids
 * given explicitly (programme p's activities are 6(p-1)+1 … 6p, enrolment ids follow the programmes), so no
 * stage reads another's rows back. The session runs with `session_replication_role = replica` (no triggers, no
 * foreign-key checks: the columns the triggers of migrations 0003, 0004 and 0013 keep are computed here
 * exactly as they would be, and the test checks the references) and the secondary indexes of the tables being
 * loaded are dropped first and built once after (their definitions are kept in the database meanwhile).
 *
 * How it resumes: each stage runs in chunks, each one transaction that also records the chunk as done in
 * bench_scale.progress. A killed run loses at most the chunk it was in; the next run starts after the last
 * chunk done, builds any index still owed, and finishes. Only PostgreSQL (the embedded database is one process
 * with a small memory and is not the scale path).
 */

export type ScaleSizes = {
  institutions: number;
  programmes: number;
  learners: number;
  enrolments: number;
  /** Learners with known sessions (bench-learner-1 …), beside `learners`. */
  benchLearners: number;
  /** Each bench learner's enrolments, all in programmes with a quiz. */
  benchEnrolments: number;
};

export const DEFAULT_SCALE: ScaleSizes = {
  institutions: 2_000,
  programmes: 1_000_000,
  learners: 1_000_000,
  enrolments: 10_000_000,
  benchLearners: 1_000,
  benchEnrolments: 12,
};

/** The sizes from SCALE_* environment variables, defaulting to the issue's. */
export function scaleSizesFromEnv(env: Record<string, string | undefined>): ScaleSizes {
  const read = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const n = Number(raw.replaceAll("_", ""));
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, not '${raw}'`);
    return n;
  };
  return {
    institutions: read("SCALE_INSTITUTIONS", DEFAULT_SCALE.institutions),
    programmes: read("SCALE_PROGRAMMES", DEFAULT_SCALE.programmes),
    learners: read("SCALE_LEARNERS", DEFAULT_SCALE.learners),
    enrolments: read("SCALE_ENROLMENTS", DEFAULT_SCALE.enrolments),
    benchLearners: read("SCALE_BENCH_LEARNERS", DEFAULT_SCALE.benchLearners),
    benchEnrolments: read("SCALE_BENCH_ENROLMENTS", DEFAULT_SCALE.benchEnrolments),
  };
}

/** Every generated account's password (one argon2 hash, computed once per run). */
export const BENCH_SCALE_PASSWORD = "BenchSkala2026Kuat";

/** Bench learner n (1-based): log in with this email and BENCH_SCALE_PASSWORD, or use the session token. */
export function benchLearnerEmail(n: number): string {
  return `bench-learner-${n}@contoh.id`;
}

/**
 * Bench learner n's session token (a Bearer token or the access-token cookie): its SHA-256 is stored as a live
 * remembered session, renewed by every run of the generator (a remembered session idles out after 14 days).
 */
export function benchSessionToken(n: number): string {
  return `bench-scale-session-${String(n).padStart(7, "0")}`;
}

/** Programmes whose id is a multiple of this have a quiz (on their second activity). */
export const QUIZ_EVERY = 10;
/** Each programme: two topics of three activities, ids 6(p-1)+1 … 6p in study order; the quiz is the second. */
export const ACTIVITIES_PER_PROGRAMME = 6;
export const QUESTIONS_PER_QUIZ = 10;
export const OPTIONS_PER_QUESTION = 4;

/** Bench learner n's programmes (each with a quiz), in enrolment order. */
export function benchProgrammesOf(sizes: ScaleSizes, n: number): number[] {
  const quizProgrammes = Math.floor(sizes.programmes / QUIZ_EVERY);
  return Array.from(
    { length: sizes.benchEnrolments },
    (_, k) => QUIZ_EVERY * (1 + (((n - 1) * sizes.benchEnrolments + k) % quizProgrammes)),
  );
}

/**
 * How far bench learners are in each of their enrolments (activities done of 6, by enrolment position): the quiz
 * is done (a finished attempt) from 2 on; at 0 and 1 its quiz can still be started.
 */
export const BENCH_PROGRESS = [0, 1, 2, 3, 6, 0, 2, 4, 1, 0, 3, 5] as const;

export function benchProgressOf(k: number): number {
  return BENCH_PROGRESS[k % BENCH_PROGRESS.length] ?? 0;
}

/** The user id of bench learner n (after the crowd of learners). */
export function benchLearnerId(sizes: ScaleSizes, n: number): number {
  return sizes.learners + n;
}

/** The quiz activity (resource id) of a programme that has one. */
export function quizActivityOf(programId: number): number {
  return ACTIVITIES_PER_PROGRAMME * (programId - 1) + 2;
}

/**
 * What a load bench needs to find its learners and data: written by run-bench-scale.ts as JSON beside the run
 * (bench/.data/bench-scale.json) and stored in the database (bench_scale.run.manifest).
 */
export function benchScaleManifest(sizes: ScaleSizes) {
  const sample = (n: number) => {
    const programmes = benchProgrammesOf(sizes, n);
    return {
      n,
      user_id: benchLearnerId(sizes, n),
      email: benchLearnerEmail(n),
      token: benchSessionToken(n),
      programmes: programmes.map((programId, k) => ({
        program_id: programId,
        slug: `bench-program-${programId}`,
        quiz_activity_id: quizActivityOf(programId),
        activities_done: benchProgressOf(k),
        quiz_startable: benchProgressOf(k) < 2,
      })),
      cart_program_ids: cartProgrammesOf(sizes, n),
    };
  };
  return {
    sizes,
    password: BENCH_SCALE_PASSWORD,
    bench_learners: {
      count: sizes.benchLearners,
      email: "bench-learner-{n}@contoh.id (n = 1 … count)",
      token: "bench-scale-session-{n, 7 digits zero-padded}: Authorization: Bearer <token>",
      user_id: `${sizes.learners} + n`,
      programmes: `${QUIZ_EVERY} * (1 + ((n - 1) * ${sizes.benchEnrolments} + k) % ${Math.floor(sizes.programmes / QUIZ_EVERY)}), k = 0 … ${sizes.benchEnrolments - 1}`,
      progress_by_k: BENCH_PROGRESS,
      quiz_activity_id: `${ACTIVITIES_PER_PROGRAMME} * (program_id - 1) + 2`,
    },
    crowd_learners: { email: "pelajar-{id}@skala.contoh.id (id = 1 … learners)", password: BENCH_SCALE_PASSWORD },
    programmes: {
      slug: "bench-program-{id} (id = 1 … programmes)",
      with_quiz: `id % ${QUIZ_EVERY} = 0`,
      free: "id % 5 = 0",
      popular: "enrolments fall with the id: programme 1 has the most",
    },
    samples: [1, 2, Math.max(1, sizes.benchLearners)].map(sample),
  };
}

/** Bench learner n's cart: three paid programmes without a quiz (so none they are enrolled in). */
export function cartProgrammesOf(sizes: ScaleSizes, n: number): number[] {
  const tens = Math.floor((sizes.programmes - 3) / 10);
  if (tens < 1) return [];
  return [0, 1, 2].map((c) => 10 * ((n * 3 + c) % tens) + 3);
}

export type Query = (text: string, params?: unknown[]) => Promise<{ rowCount: number | null; rows: unknown[] }>;

export type StageReport = { stage: string; seconds: number; rows: Record<string, number>; skipped: boolean };

export type GenerateOptions = {
  sizes: ScaleSizes;
  /** The argon2 hash of BENCH_SCALE_PASSWORD. */
  passwordHash: string;
  now: Date;
  /** Told of each stage as it ends. */
  onStage?: (report: StageReport) => void;
  /** Chunks per big stage (more: less lost to a kill, a little slower). */
  chunks?: number;
};

/** A connection (pg.Client): one session, since the settings below must hold for every statement. */
export type SqlClient = {
  query(text: string, params?: unknown[]): Promise<{ rowCount: number | null; rows: unknown[] }>;
};

export async function generateBenchScale(client: SqlClient, options: GenerateOptions): Promise<StageReport[]> {
  const { sizes } = options;
  checkSizes(sizes);
  const q: Query = async (text, params) => {
    const result = await client.query(text, params);
    return { rowCount: result.rowCount, rows: result.rows };
  };
  await q("set session_replication_role = replica");
  await q("set synchronous_commit = off");
  await q("set statement_timeout = 0");
  await q("set maintenance_work_mem = '1GB'");
  await q("set work_mem = '256MB'");
  await q("set max_parallel_maintenance_workers = 2");
  await q("set jit = off");
  await prepareBookkeeping(q, sizes);
  const reports: StageReport[] = [];
  const stage = async (name: string, run: (rows: Record<string, number>) => Promise<boolean>) => {
    const started = performance.now();
    const rows: Record<string, number> = {};
    const skipped = !(await run(rows));
    const report = { stage: name, seconds: (performance.now() - started) / 1000, rows, skipped };
    reports.push(report);
    options.onStage?.(report);
  };
  const ctx: StageContext = { q, sizes, now: options.now.toISOString(), chunks: options.chunks ?? 20 };
  await stage("institutions and folders", (rows) => institutionsStage(ctx, rows));
  await stage("learners", (rows) => learnersStage(ctx, rows, options.passwordHash));
  await stage("programmes, activities, quizzes, rooms", (rows) => programmesStage(ctx, rows));
  await stage("search words", (rows) => searchWordsStage(ctx, rows));
  await stage("enrolments, completions, attempts, payments, chat", (rows) => enrolmentsStage(ctx, rows));
  await stage("bench learners, sessions, carts", (rows) => benchLearnersStage(ctx, rows, options.passwordHash));
  await stage("crowd carts", (rows) => crowdCartsStage(ctx, rows));
  await stage("indexes still owed", async (rows) => (await restoreIndexes(q, null, rows)) > 0);
  await stage("sequences and statistics", (rows) => finishStage(ctx, rows));
  return reports;
}

type StageContext = { q: Query; sizes: ScaleSizes; now: string; chunks: number };

function checkSizes(s: ScaleSizes) {
  // programme 1 is the most enrolled (floor(E / sqrt(P)) learners): each of them must be a different learner
  if (Math.floor(s.enrolments / Math.sqrt(s.programmes)) > s.learners)
    throw new Error("too few learners for the most popular programme: raise SCALE_LEARNERS or lower SCALE_ENROLMENTS");
  if (s.programmes < QUIZ_EVERY) throw new Error(`SCALE_PROGRAMMES must be at least ${QUIZ_EVERY}`);
  if (s.benchEnrolments > Math.floor(s.programmes / QUIZ_EVERY))
    throw new Error("SCALE_BENCH_ENROLMENTS must not exceed the programmes with a quiz");
}

/** The generator's own records, in a schema of its own (the product's schema is untouched). */
async function prepareBookkeeping(q: Query, sizes: ScaleSizes) {
  await q("create schema if not exists bench_scale");
  await q(`create table if not exists bench_scale.run (
    id int primary key check (id = 1), sizes jsonb not null, manifest jsonb not null,
    started_at timestamptz not null default now(), finished_at timestamptz)`);
  await q(`create table if not exists bench_scale.progress (
    stage text primary key, done_upto bigint not null, finished boolean not null default false)`);
  await q(`create table if not exists bench_scale.deferred_indexes (
    name text primary key, table_name text not null, kind text not null, definition text not null)`);
  const existing = (await q("select sizes from bench_scale.run where id = 1")).rows[0] as
    | { sizes: ScaleSizes }
    | undefined;
  if (existing) {
    const differs = (Object.keys(sizes) as (keyof ScaleSizes)[]).some((key) => existing.sizes[key] !== sizes[key]);
    if (differs)
      throw new Error(
        `this database was generated with other sizes (${JSON.stringify(existing.sizes)}): use a new database`,
      );
    return;
  }
  const { rows } = await q(
    "select (select count(*) from programs)::int as programmes, (select count(*) from users)::int as users",
  );
  const counts = rows[0] as { programmes: number; users: number };
  if (counts.programmes > 0 || counts.users > 0)
    throw new Error("the database already holds programmes or users: the scale data needs a database of its own");
  await q("insert into bench_scale.run (id, sizes, manifest) values (1, $1, $2)", [
    JSON.stringify(sizes),
    JSON.stringify(benchScaleManifest(sizes)),
  ]);
}

async function progressOf(q: Query, stage: string): Promise<{ doneUpto: number; finished: boolean }> {
  const row = (await q("select done_upto, finished from bench_scale.progress where stage = $1", [stage])).rows[0] as
    | { done_upto: string; finished: boolean }
    | undefined;
  return { doneUpto: row ? Number(row.done_upto) : 0, finished: row?.finished ?? false };
}

async function recordProgress(q: Query, stage: string, doneUpto: number, finished: boolean) {
  await q(
    `insert into bench_scale.progress (stage, done_upto, finished) values ($1, $2, $3)
     on conflict (stage) do update set done_upto = excluded.done_upto, finished = excluded.finished`,
    [stage, doneUpto, finished],
  );
}

/**
 * Runs `body` for each chunk [from, to] not yet done, each in one transaction with its progress record, between
 * dropping the tables' secondary indexes (once) and building them again (once, at the end).
 */
async function chunked(
  ctx: StageContext,
  name: string,
  tables: string[],
  bounds: number[],
  rows: Record<string, number>,
  body: (from: number, to: number, add: (table: string, n: number | null) => void) => Promise<void>,
): Promise<boolean> {
  const { q } = ctx;
  const progress = await progressOf(q, name);
  if (progress.finished) {
    await restoreIndexes(q, tables, rows);
    return false;
  }
  await deferIndexes(q, tables);
  const add = (table: string, n: number | null) => {
    rows[table] = (rows[table] ?? 0) + (n ?? 0);
  };
  let from = 1;
  for (const to of bounds) {
    if (to >= from && to > progress.doneUpto) {
      await q("begin");
      try {
        await body(from, to, add);
        await recordProgress(q, name, to, false);
        await q("commit");
      } catch (error) {
        await q("rollback");
        throw error;
      }
    }
    from = to + 1;
  }
  await restoreIndexes(q, tables, rows);
  await recordProgress(q, name, bounds.at(-1) ?? 0, true);
  return true;
}

/** Chunk ends splitting 1 … total into `n` equal ranges. */
function evenBounds(total: number, n: number): number[] {
  const parts = Math.max(1, Math.min(n, total));
  return [...new Set(Array.from({ length: parts }, (_, i) => Math.round((total * (i + 1)) / parts)))];
}

/**
 * Drops the tables' indexes other than primary keys (unique constraints included, e.g. programs.slug), keeping
 * their definitions in bench_scale.deferred_indexes until restoreIndexes builds them again.
 */
async function deferIndexes(q: Query, tables: string[]) {
  await q(
    `insert into bench_scale.deferred_indexes (name, table_name, kind, definition)
     select i.relname, t.relname, case when c.contype = 'u' then 'constraint' else 'index' end,
            case when c.contype = 'u' then pg_get_constraintdef(c.oid) else pg_get_indexdef(i.oid) end
     from pg_index x
     join pg_class i on i.oid = x.indexrelid
     join pg_class t on t.oid = x.indrelid
     join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
     left join pg_constraint c on c.conindid = i.oid and c.conrelid = t.oid
     where t.relname = any($1) and not x.indisprimary and (c.oid is null or c.contype = 'u')
     on conflict (name) do nothing`,
    [tables],
  );
  const { rows } = await q(
    `select d.name, d.table_name, d.kind from bench_scale.deferred_indexes d
     join pg_class i on i.relname = d.name and i.relkind = 'i'
     where d.table_name = any($1)`,
    [tables],
  );
  for (const row of rows as { name: string; table_name: string; kind: string }[]) {
    if (row.kind === "constraint") await q(`alter table "${row.table_name}" drop constraint "${row.name}"`);
    else await q(`drop index "${row.name}"`);
  }
}

/** Builds the deferred indexes of these tables (null: of every table); returns how many were built. */
async function restoreIndexes(q: Query, tables: string[] | null, rows: Record<string, number>): Promise<number> {
  const { rows: owed } = await q(
    `select name, table_name, kind, definition from bench_scale.deferred_indexes
     where $1::text[] is null or table_name = any($1) order by table_name, name`,
    [tables],
  );
  for (const index of owed as { name: string; table_name: string; kind: string; definition: string }[]) {
    const exists = (await q("select 1 from pg_class where relname = $1 and relkind = 'i'", [index.name])).rows.length;
    if (!exists) {
      if (index.kind === "constraint")
        await q(`alter table "${index.table_name}" add constraint "${index.name}" ${index.definition}`);
      else await q(index.definition);
    }
    await q("delete from bench_scale.deferred_indexes where name = $1", [index.name]);
  }
  if (owed.length > 0) rows.indexes_built = (rows.indexes_built ?? 0) + owed.length;
  return owed.length;
}

async function institutionsStage(ctx: StageContext, rows: Record<string, number>): Promise<boolean> {
  const { sizes } = ctx;
  return chunked(ctx, "institutions", [], [sizes.institutions], rows, async (from, to, add) => {
    const institutions = await ctx.q(
      `insert into institutions (id, name, slug, type, city, description)
       select g, 'Lembaga Bench ' || g, 'lembaga-bench-' || g,
              (array[1, 2, 3, 4, 5, 6, 7, 8, 9, 101, 102])[1 + g % 11],
              (array['Jakarta', 'Bandung', 'Surabaya', 'Medan', 'Makassar', 'Yogyakarta'])[1 + g % 6],
              'Lembaga mitra hasil generator untuk pengukuran kinerja.'
       from generate_series($1::int, $2::int) g`,
      [from, to],
    );
    add("institutions", institutions.rowCount);
    const folders = await ctx.q(
      `insert into program_folders (id, name) select g, 'Folder Bench ' || g from generate_series(1, 20) g`,
    );
    add("program_folders", folders.rowCount);
  });
}

async function learnersStage(ctx: StageContext, rows: Record<string, number>, passwordHash: string) {
  const { sizes } = ctx;
  return chunked(ctx, "learners", ["users"], evenBounds(sizes.learners, ctx.chunks), rows, async (from, to, add) => {
    const users = await ctx.q(
      `insert into users (id, name, email, username, password_hash, profession_name, is_email_verified, source,
                          terms_accepted_at, created_at, updated_at)
       select u, 'Pelajar ' || u, 'pelajar-' || u || '@skala.contoh.id', 'pelajar-' || u, $3,
              (array['murid', 'mahasiswa', 'profesional', 'guru'])[1 + u % 4], true, 'bench-scale',
              $4::timestamptz - interval '800 days' + (u % 700) * interval '1 day',
              $4::timestamptz - interval '800 days' + (u % 700) * interval '1 day',
              $4::timestamptz - interval '800 days' + (u % 700) * interval '1 day'
       from generate_series($1::int, $2::int) u`,
      [from, to, passwordHash, ctx.now],
    );
    add("users", users.rowCount);
  });
}

/**
 * A programme's learners: programme p's enrolments are E·sqrt(p/P) - E·sqrt((p-1)/P), rounded down at both ends
 * (so they add up to exactly E; programme 1 has E/sqrt(P), the last about E/(2P)), with ids following each other.
 */
function enrolmentStart(sizes: ScaleSizes, p: string): string {
  return `floor(${sizes.enrolments}::float8 * sqrt((${p} - 1)::float8 / ${sizes.programmes}))::bigint`;
}
function enrolmentEnd(sizes: ScaleSizes, p: string): string {
  return `floor(${sizes.enrolments}::float8 * sqrt((${p})::float8 / ${sizes.programmes}))::bigint`;
}

/** Bench learners' enrolments a programme has (the k-th overall goes to the quiz programme k mod Q). */
function benchEnrolledIn(sizes: ScaleSizes, p: string): string {
  const quizProgrammes = Math.floor(sizes.programmes / QUIZ_EVERY);
  const total = sizes.benchLearners * sizes.benchEnrolments;
  return `(case when ${p} % ${QUIZ_EVERY} = 0 and ${p} / ${QUIZ_EVERY} <= ${quizProgrammes}
                  and ${p} / ${QUIZ_EVERY} - 1 < ${total}
             then (${total} - 1 - (${p} / ${QUIZ_EVERY} - 1)) / ${quizProgrammes} + 1 else 0 end)`;
}

async function programmesStage(ctx: StageContext, rows: Record<string, number>) {
  const { sizes, q } = ctx;
  const tables = ["programs", "chapters", "resources", "quizzes", "quiz_questions", "quiz_options", "chat_rooms"];
  return chunked(ctx, "programmes", tables, evenBounds(sizes.programmes, ctx.chunks), rows, async (from, to, add) => {
    const params = [from, to, ctx.now];
    // the name and search columns as bench-catalogue.ts names them and the search trigger (0004) computes them:
    // the institution's (B), tags' (C) and descriptions' (D) parts are the same for many programmes, so they are
    // computed once per chunk and concatenated in the trigger's order
    await q(`create temp table scale_parts on commit drop as
       select c as creator, t as tag, setweight(to_tsvector('simple', search_normalize('Lembaga Bench ' || c)), 'B') ||
              setweight(to_tsvector('simple', search_normalize(array_to_string(array['bench', 'tag-' || t], ' '))), 'C')
                as institution_and_tags
       from generate_series(1, ${sizes.institutions}) c cross join generate_series(0, 49) t
       where exists (select 1 from generate_series(${from}::int, ${to}::int) g
                     where 1 + g % ${sizes.institutions} = c and g % 50 = t)`);
    await q("create index on scale_parts (creator, tag)");
    await q("analyze scale_parts");
    const programmes = await q(
      `insert into programs (id, slug, name, category_name, program_type, price, price_normal, creator_id, level, tags,
         short_description, description, learning_objectives, reviewers_five_star, reviewers_four_star,
         reviewers_three_star, reviewers_two_star, reviewers_one_star, enrolled_count, total_resources,
         total_duration, room_id, type_room, folder_id, published_at, created_at,
         search_name, name_vector, core_vector, search_vector)
       select g, 'bench-program-' || g, x.name, (array['KELASMU', 'UJIANMU', 'KARIRMU', 'PRAKERJA'])[1 + g % 4],
              g % 4, x.price, x.price, x.creator,
              (array['SD', 'SMP', 'SMA/SMK', 'Mahasiswa', 'Profesional', 'Umum'])[1 + g % 6],
              array['bench', 'tag-' || (g % 50)], d.short_description, d.description,
              array['Tujuan belajar pertama', 'Tujuan belajar kedua'],
              g % 300, g % 120, g % 30, g % 7, g % 5,
              ${enrolmentEnd(sizes, "g")} - ${enrolmentStart(sizes, "g")} + ${benchEnrolledIn(sizes, "g")},
              ${ACTIVITIES_PER_PROGRAMME}, 180, g, 'group',
              case when g % 5 = 0 then 1 + (g / 5) % 20 end,
              timestamptz '2024-01-01' + (g % 700000) * interval '1 minute',
              timestamptz '2024-01-01' + (g % 700000) * interval '1 minute',
              v.search_name, v.name_vector, v.name_vector || sp.institution_and_tags,
              v.name_vector || sp.institution_and_tags || d.description_vector
       from (select d0.*, setweight(to_tsvector('simple', search_normalize(
               regexp_replace(d0.short_description || ' ' || d0.description, '<[^>]*>', ' ', 'g'))), 'D')
               as description_vector
             from (select 'Program hasil generator untuk pengukuran kinerja.'::text as short_description,
                          '<p>Deskripsi program untuk pengukuran kinerja.</p>'::text as description) d0
             offset 0) d
       cross join generate_series($1::int, $2::int) g
       cross join lateral (select
           (array['Dasar', 'Mahir', 'Praktis', 'Intensif', 'Lengkap'])[1 + g % 5] || ' ' ||
           (array['Excel', 'Pemasaran Digital', 'Desain Grafis', 'Matematika', 'Bahasa Inggris', 'Akuntansi',
                  'Fotografi', 'Pemrograman Web', 'Public Speaking', 'Kewirausahaan'])[1 + (g / 5) % 10] || ' ' || g
             as name,
           case when g % 5 = 0 then 0 else (49 + (g * 37) % 950) * 1000 end as price,
           1 + g % ${sizes.institutions} as creator) x
       cross join lateral (select search_normalize(x.name) as search_name) n
       cross join lateral (select n.search_name, setweight(to_tsvector('simple', n.search_name), 'A') as name_vector) v
       join scale_parts sp on sp.creator = x.creator and sp.tag = g % 50`,
      [from, to],
    );
    add("programs", programmes.rowCount);
    const chapters = await q(
      `insert into chapters (id, program_id, title, session, duration)
       select 2 * (g - 1) + s, g, 'Topik ' || s, s, 90
       from generate_series($1::int, $2::int) g cross join generate_series(1, 2) s`,
      [from, to],
    );
    add("chapters", chapters.rowCount);
    // per topic: a reading, then the quiz (topic 1 of a quiz programme) or a second reading, then a document;
    // the to-do view's schedule: the quiz is due, the second topic's document is a live session (as bench-learning)
    const resources = await q(
      `insert into resources (id, chapter_id, program_id, slug, title, type, activity_type, order_id, duration,
                              start_at, end_at)
       select r.id, r.chapter, g, 'bench-activity-' || r.chapter || '-' || k, 'Aktivitas ' || k, r.type,
              case when r.type = 'quiz' then 2 else 0 end, k, 30,
              case when s = 2 and k = 3
                then $3::timestamptz + ((g * 7 % 366) - 30) * interval '1 day' + interval '12 hours' end,
              case when r.type = 'quiz' then $3::timestamptz + ((g % 366) - 30) * interval '1 day'
                   when s = 2 and k = 3
                   then $3::timestamptz + ((g * 7 % 366) - 30) * interval '1 day' + interval '14 hours' end
       from generate_series($1::int, $2::int) g
       cross join generate_series(1, 2) s
       cross join generate_series(1, 3) k
       cross join lateral (select ${ACTIVITIES_PER_PROGRAMME} * (g - 1) + 3 * (s - 1) + k as id,
                                  2 * (g - 1) + s as chapter,
                                  case when k = 3 then 'document'
                                       when k = 2 and s = 1 and g % ${QUIZ_EVERY} = 0 then 'quiz'
                                       else 'html' end as type) r`,
      params,
    );
    add("resources", resources.rowCount);
    const quizzes = await q(
      `insert into quizzes (id, resource_id, title, instruction, is_retake, max_attempts, question_per_batch,
                            is_show_point)
       select g / ${QUIZ_EVERY}, ${ACTIVITIES_PER_PROGRAMME} * (g - 1) + 2, 'Kuis Program ' || g,
              '<p>Jawab semua soal.</p>', true, 3, 5, true
       from generate_series($1::int, $2::int) g where g % ${QUIZ_EVERY} = 0`,
      [from, to],
    );
    add("quizzes", quizzes.rowCount);
    const questions = await q(
      `insert into quiz_questions (id, quiz_id, order_id, type, body, points)
       select ${QUESTIONS_PER_QUIZ} * (g / ${QUIZ_EVERY} - 1) + n, g / ${QUIZ_EVERY}, n, 'single_choice',
              '<p>Soal nomor ' || n || ': pilih jawaban yang benar.</p>', 10
       from generate_series($1::int, $2::int) g cross join generate_series(1, ${QUESTIONS_PER_QUIZ}) n
       where g % ${QUIZ_EVERY} = 0`,
      [from, to],
    );
    add("quiz_questions", questions.rowCount);
    const options = await q(
      `insert into quiz_options (id, question_id, order_id, body, is_correct)
       select ${OPTIONS_PER_QUESTION} * (qq - 1) + o, qq, o, '<p>Pilihan ' || o || '</p>', o = 1 + n % 4
       from generate_series($1::int, $2::int) g cross join generate_series(1, ${QUESTIONS_PER_QUIZ}) n
       cross join lateral (select ${QUESTIONS_PER_QUIZ} * (g / ${QUIZ_EVERY} - 1) + n as qq) x
       cross join generate_series(1, ${OPTIONS_PER_QUESTION}) o
       where g % ${QUIZ_EVERY} = 0`,
      [from, to],
    );
    add("quiz_options", options.rowCount);
    // every programme's discussion room (type_room 'group', programs.room_id = its id), as ensureProgramRooms makes
    const rooms = await q(
      `insert into chat_rooms (id, kind, program_id, name, capacity, created_at)
       select p.id, 'discussion', p.id, left(p.name, 200), 1000, p.created_at
       from programs p where p.id between $1 and $2`,
      [from, to],
    );
    add("chat_rooms", rooms.rowCount);
  });
}

/**
 * The search dictionary (search_words) the trigger of migration 0004 would have filled: one statement into the
 * table, empty until then (the database holds no other programmes), with its indexes built after.
 */
async function searchWordsStage(ctx: StageContext, rows: Record<string, number>) {
  return chunked(ctx, "search words", ["search_words"], [1], rows, async (_from, _to, add) => {
    const words = await ctx.q(
      `insert into search_words (scope, word)
       select distinct case when 'A' = any (weights) then 1 when 'D' = all (weights) then 3 else 2 end, lexeme
       from programs, unnest(search_vector)`,
    );
    add("search_words", words.rowCount);
  });
}

/**
 * Chunk ends over the programmes such that each chunk holds about the same number of enrolments (programme p
 * starts at E·sqrt((p-1)/P), so the k-th of n chunks ends at P·(k/n)²).
 */
function enrolmentBounds(sizes: ScaleSizes, n: number): number[] {
  const ends = Array.from({ length: n }, (_, i) => Math.round(sizes.programmes * ((i + 1) / n) ** 2));
  return [...new Set(ends.filter((end) => end >= 1))];
}

/** How many of a programme's six activities a crowd enrolment has done, by its id (mean 1.9). */
const CROWD_PROGRESS = "(array[0, 0, 0, 1, 1, 2, 2, 3, 4, 6])[1 + (e * 7) % 10]";

async function enrolmentsStage(ctx: StageContext, rows: Record<string, number>) {
  const { sizes, q } = ctx;
  const tables = [
    "program_users",
    "resource_completions",
    "quiz_attempts",
    "quiz_answers",
    "invoices",
    "invoice_items",
    "payments",
    "notifications",
    "chat_members",
    "chat_comments",
  ];
  // learner of a programme's j-th enrolment: 1 + (p·7919 + j·B) mod L, different for each j when gcd(B, L) = 1
  const step = sizes.learners % 1_000_003 === 0 ? 999_983 : 1_000_003;
  const bounds = enrolmentBounds(sizes, ctx.chunks);
  return chunked(ctx, "enrolments", tables, bounds, rows, async (from, to, add) => {
    await q(`create temp table scale_chunk on commit drop as
       select e, p, j, u, created_at, ${CROWD_PROGRESS} as done,
              case when p % 5 = 0 then 0 else (49 + (p * 37) % 950) * 1000 end as price,
              1 + p % ${sizes.institutions} as creator,
              case when p % 5 = 0 then 1 + (p / 5) % 20 end as folder
       from generate_series(${from}::int, ${to}::int) p
       cross join lateral generate_series(1, (${enrolmentEnd(sizes, "p")} - ${enrolmentStart(sizes, "p")})::int) j
       cross join lateral (select ${enrolmentStart(sizes, "p")} + j as e,
                                  1 + (p::bigint * 7919 + j::bigint * ${step}) % ${sizes.learners} as u) i
       cross join lateral (select '${ctx.now}'::timestamptz - interval '1 day'
                                  - ((e * 7919) % 17520) * interval '1 hour' as created_at) c`);
    await writeEnrolments(q, "scale_chunk", add);
  });
}

/**
 * The rows of the enrolments in `chunk` (e id, p programme, u learner, created_at, done activities, price,
 * creator, folder), as the product writes them: the enrolment with the programme's copied columns (trigger of
 * 0013) and its progress columns (completeActivity); the first `done` activities' completions; a finished,
 * auto-scored first attempt at the quiz once it is done; every tenth paid enrolment bought through a paid
 * invoice (virtual account) with its notification; every fifth learner of a programme (up to 800) in its
 * discussion room with a message.
 */
async function writeEnrolments(q: Query, chunk: string, add: (table: string, n: number | null) => void) {
  const enrolments = await q(
    `insert into program_users (id, user_id, program_id, created_at, completed_resources, last_activity_at,
                                program_total_resources, program_folder_id, program_creator_id)
     select e, u, p, created_at, done, case when done > 0 then created_at + done * interval '1 hour' end,
            ${ACTIVITIES_PER_PROGRAMME}, folder, creator
     from ${chunk}`,
  );
  add("program_users", enrolments.rowCount);
  const completions = await q(
    `insert into resource_completions (id, program_user_id, user_id, resource_id, completed_at)
     select ${ACTIVITIES_PER_PROGRAMME} * (e - 1) + i, e, u, ${ACTIVITIES_PER_PROGRAMME} * (p - 1) + i,
            created_at + i * interval '1 hour'
     from ${chunk} join (select generate_series(1, ${ACTIVITIES_PER_PROGRAMME}) as i offset 0) s on s.i <= done`,
  );
  add("resource_completions", completions.rowCount);
  const attempts = await q(
    `insert into quiz_attempts (id, quiz_id, program_user_id, user_id, number, question_ids, state, review_state,
                                started_at, deadline_at, finished_at, current_batch, auto_points, manual_points,
                                max_points, score, passed)
     select e, p / ${QUIZ_EVERY}, e, u, 1,
            array(select ${QUESTIONS_PER_QUIZ} * (p / ${QUIZ_EVERY} - 1) + n
                  from generate_series(1, ${QUESTIONS_PER_QUIZ}) n order by n),
            'finished', 'auto', created_at + interval '100 minutes', created_at + interval '100 minutes 3605 seconds',
            created_at + interval '2 hours', 2, s.points, 0, ${QUESTIONS_PER_QUIZ * 10}, s.points, true
     from ${chunk}
     cross join lateral (select 10 * count(*) filter (where (e + n) % 4 <> 0) as points
                         from generate_series(1, ${QUESTIONS_PER_QUIZ}) n) s
     where p % ${QUIZ_EVERY} = 0 and done >= 2`,
  );
  add("quiz_attempts", attempts.rowCount);
  const answers = await q(
    `insert into quiz_answers (id, attempt_id, question_id, option_ids, is_correct, points_awarded, answered_at)
     select ${QUESTIONS_PER_QUIZ} * (e - 1) + n, e, qq, array[${OPTIONS_PER_QUESTION} * (qq - 1) + case when right_answer then 1 + n % 4 else 1 + (n + 1) % 4 end],
            right_answer, case when right_answer then 10 else 0 end,
            created_at + interval '100 minutes' + n * interval '1 minute'
     from ${chunk}
     cross join (select generate_series(1, ${QUESTIONS_PER_QUIZ}) as n offset 0) ns
     cross join lateral (select ${QUESTIONS_PER_QUIZ} * (p / ${QUIZ_EVERY} - 1) + n as qq,
                                (e + n) % 4 <> 0 as right_answer) a
     where p % ${QUIZ_EVERY} = 0 and done >= 2`,
  );
  add("quiz_answers", answers.rowCount);
  const bought = `from ${chunk} where e % 10 = 0 and price > 0`;
  const invoices = await q(
    `insert into invoices (id, user_id, status, subtotal, discount, created_at, expires_at)
     select e, u, 'paid', price, 0, created_at - interval '15 minutes', created_at + interval '1 day' ${bought}`,
  );
  add("invoices", invoices.rowCount);
  const items = await q(
    `insert into invoice_items (id, invoice_id, program_id, creator_id, price) select e, e, p, creator, price ${bought}`,
  );
  add("invoice_items", items.rowCount);
  const payments = await q(
    `insert into payments (id, invoice_id, user_id, order_id, method_full_id, status, gross_amount, fee, instructions,
                           expires_at, paid_at, created_at, updated_at)
     select e, e, u, 'KRM-' || e || '-' || upper(substr(md5(e::text), 1, 10)), 'bca_va', 2, price + 4000, 4000,
            jsonb_build_object('kind', 'virtual_account', 'bank', 'BCA', 'va_number', '70012' || lpad(e::text, 11, '0')),
            created_at + interval '1 day', created_at - interval '5 minutes', created_at - interval '15 minutes',
            created_at - interval '5 minutes'
     ${bought}`,
  );
  add("payments", payments.rowCount);
  // as notifyPayment writes it (payment/service.ts PAYMENT_NOTICES.paid); most already read
  const notifications = await q(
    `insert into notifications (id, user_id, type, object_type, object_id, title, body, link, sent_at, read_at)
     select 2 * e, u, 'payment_paid', 'payment', e, 'Pembayaran berhasil',
            'Pembayaran ' || 'KRM-' || e || '-' || upper(substr(md5(e::text), 1, 10)) || ' sudah kami terima.',
            '/detail-pembelian/' || e, created_at - interval '5 minutes',
            case when e % 3 <> 0 then created_at + interval '1 hour' end
     ${bought}`,
  );
  add("notifications", notifications.rowCount);
  const talkers = `from ${chunk} where e % 5 = 0 and j <= 4000`;
  const members = await q(
    `insert into chat_members (room_id, user_id, joined_at) select p, u, created_at + interval '30 minutes' ${talkers}`,
  );
  add("chat_members", members.rowCount);
  const messages = await q(
    `insert into chat_comments (id, room_id, user_id, type, message, created_at)
     select e, p, u, 'text',
            (array['Halo semua, salam kenal!', 'Ada yang sudah mengerjakan kuisnya?',
                   'Terima kasih atas materinya, sangat membantu.', 'Bagaimana cara mengunduh sertifikatnya?',
                   'Saya ingin bertanya tentang topik kedua.'])[1 + e % 5],
            created_at + interval '40 minutes'
     ${talkers}`,
  );
  add("chat_comments", messages.rowCount);
}

/**
 * The bench learners (after the crowd's ids): each enrolled in `benchEnrolments` programmes with a quiz, at the
 * progress BENCH_PROGRESS gives, with a remembered session of a known token, three paid programmes in the cart,
 * an announcement notification per programme (half unread) and a seat in each discussion room. The sessions are
 * renewed on every run.
 */
async function benchLearnersStage(ctx: StageContext, rows: Record<string, number>, passwordHash: string) {
  const { sizes, q, now } = ctx;
  const first = sizes.learners + 1;
  const last = sizes.learners + sizes.benchLearners;
  const quizProgrammes = Math.floor(sizes.programmes / QUIZ_EVERY);
  const progress = await progressOf(q, "bench learners");
  let wrote = false;
  if (!progress.finished) {
    wrote = true;
    await q("begin");
    try {
      const users = await q(
        `insert into users (id, name, email, username, password_hash, profession_name, is_email_verified, source,
                            terms_accepted_at, created_at, updated_at)
         select $1::int + b - 1, 'Pelajar Bench ' || b, 'bench-learner-' || b || '@contoh.id', 'bench-learner-' || b,
                $3, 'profesional', true, 'bench-scale', $4::timestamptz - interval '400 days',
                $4::timestamptz - interval '400 days', $4::timestamptz - interval '400 days'
         from generate_series(1, $2::int) b`,
        [first, sizes.benchLearners, passwordHash, now],
      );
      rows.users = users.rowCount ?? 0;
      const progressArray = `array[${BENCH_PROGRESS.join(", ")}]`;
      await q(`create temp table scale_chunk on commit drop as
         select e, p, k, u, created_at, (${progressArray})[1 + (k - 1) % ${BENCH_PROGRESS.length}] as done,
                0 as price, 1 + p % ${sizes.institutions} as creator,
                case when p % 5 = 0 then 1 + (p / 5) % 20 end as folder, 1 as j
         from generate_series(1, ${sizes.benchLearners}) b
         cross join generate_series(1, ${sizes.benchEnrolments}) k
         cross join lateral (select ${sizes.enrolments}::bigint + (b - 1) * ${sizes.benchEnrolments} + k as e,
             ${QUIZ_EVERY} * (1 + ((b - 1) * ${sizes.benchEnrolments} + (k - 1)) % ${quizProgrammes}) as p,
             ${sizes.learners} + b as u,
             '${now}'::timestamptz - k * interval '3 days' as created_at) x`);
      const add = (table: string, n: number | null) => {
        rows[table] = (rows[table] ?? 0) + (n ?? 0);
      };
      await writeEnrolments(q, "scale_chunk", add);
      const carts = await q(
        `insert into cart_items (user_id, program_id, created_at)
         select ${sizes.learners} + b, 10 * ((b * 3 + c) % ${Math.max(1, Math.floor((sizes.programmes - 3) / 10))}) + 3,
                '${now}'::timestamptz - c * interval '1 hour'
         from generate_series(1, ${sizes.benchLearners}) b cross join generate_series(0, 2) c
         where ${sizes.programmes} >= 13`,
      );
      rows.cart_items = carts.rowCount ?? 0;
      const announcements = await q(
        `insert into announcements (program_id, title, slug, body, published_at)
         select distinct p, 'Jadwal sesi tanya jawab minggu ini', 'jadwal-sesi-tanya-jawab-' || p,
                '<p>Sesi tanya jawab bersama fasilitator diadakan <strong>Kamis pukul 19.00 WIB</strong>.</p>',
                '${now}'::timestamptz - interval '2 days'
         from scale_chunk`,
      );
      rows.announcements = announcements.rowCount ?? 0;
      // as notifyProgramLearners writes an announcement's (notification/announcements.ts)
      const notices = await q(
        `insert into notifications (id, user_id, type, object_type, object_id, title, body, link, sent_at, read_at)
         select 2 * c.e + 1, c.u, 'announcement', 'announcement', a.id, 'Pengumuman ' || pr.name || ': ' || a.title,
                'Sesi tanya jawab bersama fasilitator diadakan Kamis pukul 19.00 WIB.', '/pengumuman/' || a.slug,
                a.published_at, case when c.k % 2 = 0 then a.published_at + interval '1 hour' end
         from scale_chunk c join announcements a on a.program_id = c.p join programs pr on pr.id = c.p`,
      );
      rows.notifications = (rows.notifications ?? 0) + (notices.rowCount ?? 0);
      await q(
        `insert into chat_members (room_id, user_id, joined_at)
         select p, u, created_at + interval '30 minutes' from scale_chunk on conflict do nothing`,
      );
      await recordProgress(q, "bench learners", sizes.benchLearners, true);
      await q("commit");
    } catch (error) {
      await q("rollback");
      throw error;
    }
  }
  // the sessions: inserted, or renewed (a run a month later gives live sessions again)
  const sessions = await q(
    `insert into sessions (user_id, token_hash, remember, created_at, last_seen_at, expires_at, user_agent)
     select ${sizes.learners} + b,
            encode(sha256(convert_to('bench-scale-session-' || lpad(b::text, 7, '0'), 'UTF8')), 'hex'),
            true, $1::timestamptz, $1::timestamptz, $1::timestamptz + interval '30 days', 'bench-scale'
     from generate_series(1, $2::int) b
     on conflict (token_hash) do update
       set last_seen_at = excluded.last_seen_at, expires_at = excluded.expires_at, revoked_at = null`,
    [now, sizes.benchLearners],
  );
  rows.sessions = sessions.rowCount ?? 0;
  return wrote || first <= last;
}

const VACUUMED = [
  "programs",
  "users",
  "sessions",
  "program_users",
  "resource_completions",
  "quiz_attempts",
  "notifications",
  "payments",
  "invoices",
  "cart_items",
  "chat_members",
];

/**
 * Every third crowd learner has two paid programmes in the cart (the cart's queries must find a learner's items
 * among millions, not among the bench learners' few thousand).
 */
async function crowdCartsStage(ctx: StageContext, rows: Record<string, number>) {
  const { sizes, q } = ctx;
  const spread = Math.floor(sizes.programmes / 10) - 1;
  if (spread <= 13) return false;
  return chunked(ctx, "crowd carts", ["cart_items"], evenBounds(sizes.learners, 4), rows, async (from, to, add) => {
    const carts = await q(
      `insert into cart_items (user_id, program_id, created_at)
       select u, 10 * ((u * 7 + c * 13) % ${spread}) + 3,
              '${ctx.now}'::timestamptz - interval '1 day' - ((u + c) % 240) * interval '1 hour'
       from generate_series($1::int, $2::int) u cross join generate_series(0, 1) c
       where u % 3 = 0`,
      [from, to],
    );
    add("cart_items", carts.rowCount);
  });
}

/** Sequences past the explicit ids, and the planner's statistics of every table written. */
async function finishStage(ctx: StageContext, rows: Record<string, number>) {
  const { q } = ctx;
  const { rows: serials } = await q(
    `select c.relname as table_name, a.attname as column_name,
            pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
     from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind = 'r' and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
  );
  for (const s of serials as { table_name: string; column_name: string; sequence: string }[]) {
    await q(
      `select setval($1, greatest((select coalesce(max("${s.column_name}"), 0) from "${s.table_name}"), 1),
                     (select count(*) > 0 from (select 1 from "${s.table_name}" limit 1) x))`,
      [s.sequence],
    );
  }
  rows.sequences = serials.length;
  // no autovacuum may run on the server: the planner must know the sizes (analyze), and the per-learner lookups
  // of the hot calls want the visibility map a vacuum sets (index-only scans); the rest is read by index anyway
  await q(`vacuum (analyze) ${VACUUMED.join(", ")}`);
  await q("analyze");
  await q("update bench_scale.run set finished_at = now() where id = 1");
  return true;
}
