import type {
  FacilitatorReflection,
  PlatformReflection,
  ReflectionRole,
  RegularReflection,
} from "@app/domain/reflection/contracts";
import { REFLECTION_MESSAGES } from "@app/domain/reflection/contracts";
import { hoursOf, longestStreak, mostActive, wibYearBounds } from "@app/domain/reflection/rules";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { errors } from "../../platform/errors";

/**
 * The yearly reflection (Kilas Balik, issue 20), computed from the year's real activity in WIB: completions
 * (resource_completions through the learner's enrolments, whose user index leads), enrolments, quiz attempts,
 * certificates, and for facilitators their programmes' live sessions, learners and reviews. A handful of
 * set-based queries per story, none per row (docs/decisions/023).
 */

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const WIB = sql.raw(`'Asia/Jakarta'`);

export type ReflectionUser = { id: number; name: string; username: string };

/** The user a story is asked about: only the caller's own (an unknown or another's username: 404 alike). */
export async function ownReflectionUser(db: Db, callerId: number, username: string): Promise<ReflectionUser> {
  const [row] = await rows<{ id: number; name: string; username: string }>(
    db,
    sql`select id, name, username from users where lower(username) = lower(${username}) and disabled_at is null`,
  );
  if (!row || Number(row.id) !== callerId) throw errors.notFound(REFLECTION_MESSAGES.notFound);
  return { id: Number(row.id), name: row.name, username: row.username };
}

/** 'facilitator' when the user facilitates a programme (or holds the Fasilitator role), else 'regular'. */
export async function reflectionRole(db: Db, userId: number): Promise<ReflectionRole> {
  const [row] = await rows<{ facilitator: boolean }>(
    db,
    sql`select exists (select 1 from program_facilitators where user_id = ${userId})
      or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
        where ur.user_id = ${userId} and lower(r.label) = 'fasilitator') as facilitator`,
  );
  return row?.facilitator ? "facilitator" : "regular";
}

/** Whether the user has a story in the year from `yearStart` to `yearEnd` (wibYearBounds; the navbar's entry; users.is_have_fun_report forces it on). */
export function hasReflectionSql(userId: SQLWrapper | number, yearStart: SQLWrapper, yearEnd: SQLWrapper): SQL {
  return sql`(exists (select 1 from program_users pu join resource_completions rc on rc.program_user_id = pu.id
      where pu.user_id = ${userId} and rc.completed_at >= ${yearStart}::timestamptz
        and rc.completed_at < ${yearEnd}::timestamptz)
    or exists (select 1 from program_facilitators pf where pf.user_id = ${userId}))`;
}

export async function regularReflection(db: Db, user: ReflectionUser, year: number): Promise<RegularReflection> {
  const { start, end } = wibYearBounds(year);
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  const [perHour, perProgram, best, certs] = await Promise.all([
    // the year's completions by WIB day and hour: the streak, the busiest month and hour, the totals
    rows<{ day: string; hour: number; n: number; minutes: number }>(
      db,
      sql`select to_char(rc.completed_at at time zone ${WIB}, 'YYYY-MM-DD') as day,
          extract(hour from rc.completed_at at time zone ${WIB})::int as hour,
          count(*)::int as n, coalesce(sum(r.duration), 0)::int as minutes
        from program_users pu
        join resource_completions rc on rc.program_user_id = pu.id
        join resources r on r.id = rc.resource_id
        where pu.user_id = ${user.id} and rc.completed_at >= ${from} and rc.completed_at < ${to}
        group by 1, 2`,
    ),
    // every enrolment: started in the year, finished in the year (its last completion then), its year's work
    rows<{ name: string; slug: string; started: boolean; finished_at: string | null; done_in_year: number }>(
      db,
      sql`select p.name, p.slug, (pu.created_at >= ${from} and pu.created_at < ${to}) as started,
          case when pu.program_total_resources > 0 and pu.completed_resources >= pu.program_total_resources
            then c.last_at end as finished_at,
          coalesce(c.in_year, 0)::int as done_in_year
        from program_users pu
        join programs p on p.id = pu.program_id
        left join lateral (select max(rc.completed_at) as last_at,
            count(*) filter (where rc.completed_at >= ${from} and rc.completed_at < ${to}) as in_year
          from resource_completions rc where rc.program_user_id = pu.id) c on true
        where pu.user_id = ${user.id}`,
    ),
    // each quiz's best scored attempt finished in the year (reflections are never scored), as 0-100
    rows<{ activity: string; program: string; score: number }>(
      db,
      sql`select activity, program, score from (
          select distinct on (a.quiz_id) r.title as activity, p.name as program,
            round((case when a.max_points > 0 then (coalesce(a.auto_points, 0) + coalesce(a.manual_points, 0))
              * 100.0 / a.max_points else 0 end)::numeric, 1)::float8 as score
          from quiz_attempts a
          join quizzes q on q.id = a.quiz_id
          join resources r on r.id = q.resource_id
          join programs p on p.id = r.program_id
          where a.user_id = ${user.id} and a.score is not null and not q.is_refleksi
            and a.finished_at >= ${from} and a.finished_at < ${to}
          order by a.quiz_id, score desc) best
        order by score desc, activity limit 3`,
    ),
    rows<{ number: string; program_name: string; issued_at: Date | string }>(
      db,
      sql`select number, program_name, issued_at from certificates
        where user_id = ${user.id} and revoked_at is null and issued_at >= ${from} and issued_at < ${to}
        order by issued_at desc, id desc`,
    ),
  ]);

  const days = perHour.map((r) => r.day);
  const months = new Map<number, number>();
  const hours = new Map<number, number>();
  let activities = 0;
  let minutes = 0;
  for (const r of perHour) {
    const month = Number(r.day.slice(5, 7));
    months.set(month, (months.get(month) ?? 0) + num(r.n));
    hours.set(num(r.hour), (hours.get(num(r.hour)) ?? 0) + num(r.n));
    activities += num(r.n);
    minutes += num(r.minutes);
  }
  const toCounts = (m: Map<number, number>) => [...m].map(([key, count]) => ({ key, count }));
  const busiestMonth = mostActive(toCounts(months));

  const inYear = (at: string | null) => at !== null && new Date(at) >= start && new Date(at) < end;
  const finished = perProgram
    .filter((p) => inYear(p.finished_at))
    .sort((x, y) => new Date(y.finished_at ?? 0).getTime() - new Date(x.finished_at ?? 0).getTime());
  const favourite = perProgram
    .filter((p) => num(p.done_in_year) > 0)
    .sort((x, y) => num(y.done_in_year) - num(x.done_in_year) || x.name.localeCompare(y.name))[0];
  const started = perProgram.filter((p) => p.started).length;

  return {
    year,
    name: user.name,
    username: user.username,
    has_activity: activities > 0 || started > 0 || certs.length > 0,
    programs_started: started,
    programs_finished: finished.length,
    finished_programs: finished.slice(0, 5).map((p) => ({ name: p.name, slug: p.slug })),
    favourite_program: favourite
      ? { name: favourite.name, slug: favourite.slug, activities: num(favourite.done_in_year) }
      : null,
    activities_completed: activities,
    hours: hoursOf(minutes),
    study_days: new Set(days).size,
    longest_streak: longestStreak(days),
    most_active_month: busiestMonth,
    most_active_month_activities: busiestMonth === null ? 0 : (months.get(busiestMonth) ?? 0),
    most_active_hour: mostActive(toCounts(hours)),
    best_scores: best.map((b) => ({ activity: b.activity, program: b.program, score: num(b.score) })),
    certificates: certs.length,
    certificate_list: certs.slice(0, 5).map((c) => ({
      number: c.number,
      program_name: c.program_name,
      issued_at: new Date(c.issued_at).toISOString(),
    })),
  };
}

export async function facilitatorReflection(
  db: Db,
  user: ReflectionUser,
  year: number,
  now: Date,
): Promise<FacilitatorReflection> {
  const { start, end } = wibYearBounds(year);
  // sessions led: those that have started (a session scheduled for later this year is not led yet)
  const sessionsTo = sql`${new Date(Math.min(end.getTime(), now.getTime())).toISOString()}::timestamptz`;
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  const mine = sql`select program_id from program_facilitators where user_id = ${user.id}`;
  const [programs, sessions, learners, ratings] = await Promise.all([
    // the programmes and how many of their learners studied in the year
    rows<{ name: string; slug: string; learners: number }>(
      db,
      sql`select p.name, p.slug, count(pu.id) filter (where exists (select 1 from resource_completions rc
            where rc.program_user_id = pu.id and rc.completed_at >= ${from} and rc.completed_at < ${to}))::int as learners
        from programs p left join program_users pu on pu.program_id = p.id
        where p.id in (${mine}) group by p.id order by learners desc, p.name`,
    ),
    // live sessions held in the year: their count, hours and the busiest month
    rows<{ month: number; n: number; minutes: number }>(
      db,
      sql`select extract(month from r.start_at at time zone ${WIB})::int as month, count(*)::int as n,
          coalesce(sum(greatest(extract(epoch from (coalesce(r.end_at, r.start_at) - r.start_at)) / 60, 0)), 0)::float8
            as minutes
        from resources r
        where r.program_id in (${mine}) and r.type = 'live_streaming'
          and r.start_at >= ${from} and r.start_at < ${sessionsTo}
        group by 1`,
    ),
    // learners reached and what they completed, through the programmes' enrolments
    rows<{ learners: number; activities: number }>(
      db,
      sql`select count(distinct pu.user_id)::int as learners, count(rc.id)::int as activities
        from program_users pu
        join resource_completions rc on rc.program_user_id = pu.id
        where pu.program_id in (${mine}) and pu.user_id <> ${user.id}
          and rc.completed_at >= ${from} and rc.completed_at < ${to}`,
    ),
    rows<{ n: number; average: number | null; five: number }>(
      db,
      sql`select count(*)::int as n, round(avg(rating)::numeric, 1)::float8 as average,
          count(*) filter (where rating = 5)::int as five
        from program_reviews where program_id in (${mine}) and created_at >= ${from} and created_at < ${to}`,
    ),
  ]);
  const sessionsLed = sessions.reduce((s, r) => s + num(r.n), 0);
  const reach = learners[0];
  const rating = ratings[0];
  const ratingCount = num(rating?.n);
  return {
    year,
    name: user.name,
    username: user.username,
    has_activity: sessionsLed > 0 || num(reach?.learners) > 0 || ratingCount > 0,
    programs_facilitated: programs.length,
    programs: programs.slice(0, 5).map((p) => ({ name: p.name, slug: p.slug, learners: num(p.learners) })),
    sessions_led: sessionsLed,
    session_hours: hoursOf(sessions.reduce((s, r) => s + num(r.minutes), 0)),
    learners_reached: num(reach?.learners),
    learner_activities_completed: num(reach?.activities),
    most_active_month: mostActive(sessions.map((r) => ({ key: num(r.month), count: num(r.n) }))),
    ratings: {
      count: ratingCount,
      average: ratingCount > 0 && rating?.average != null ? Number(rating.average) : null,
      five_star: num(rating?.five),
    },
  };
}

/** The platform's year: the same for everybody, so the routes keep it a while (no index serves a year scan). */
export async function platformReflection(db: Db, year: number): Promise<PlatformReflection> {
  const { start, end } = wibYearBounds(year);
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select
        (select count(distinct rc.user_id) from resource_completions rc
          where rc.completed_at >= ${from} and rc.completed_at < ${to})::int as learners,
        (select count(*) from resource_completions rc
          where rc.completed_at >= ${from} and rc.completed_at < ${to})::int as activities,
        (select coalesce(sum(r.duration), 0) from resource_completions rc join resources r on r.id = rc.resource_id
          where rc.completed_at >= ${from} and rc.completed_at < ${to})::int as minutes,
        (select count(*) from program_users where created_at >= ${from} and created_at < ${to})::int as enrolments,
        (select count(*) from certificates where revoked_at is null
          and issued_at >= ${from} and issued_at < ${to})::int as certificates,
        (select count(*) from programs where deleted_at is null and is_published
          and published_at >= ${from} and published_at < ${to})::int as programs`,
  );
  return {
    year,
    learners: num(row?.learners),
    activities_completed: num(row?.activities),
    hours: hoursOf(num(row?.minutes)),
    enrolments: num(row?.enrolments),
    certificates: num(row?.certificates),
    programs_published: num(row?.programs),
  };
}
