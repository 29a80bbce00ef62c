// `npx tsx bench/reset-study.ts`, run by bench/run-study-bench.mjs before and after it measures: puts the bench
// learner back in the state bench-learning.ts generated, so every run completes the same activities and the
// learning bench (same data) sees its own data. The study bench is the only writer of the bench learner's
// user_activities (the generator writes none): the completions it finished through them are removed with them,
// and the affected enrolments' completed_resources and last_activity_at recomputed as the generator computes them.
import { sql } from "drizzle-orm";
import pino from "pino";
import { loadConfig } from "../apps/api/src/config";
import { BENCH_LEARNER } from "../apps/api/src/demo/bench-learning";
import { openDatabase } from "../apps/api/src/platform/db";

const config = loadConfig();
const logger = pino({ level: "info" });
const database = config.databaseUrl
  ? openDatabase({ kind: "postgres", url: config.databaseUrl, poolMax: 1, logger })
  : openDatabase({ kind: "pglite", dataDir: config.dataDir });
try {
  const removed = await database.db.transaction(async (tx) => {
    const learner = sql`(select id from users where email = ${BENCH_LEARNER.email})`;
    const completions = await tx.execute(sql`
      delete from resource_completions rc
      using user_activities ua, program_users pu
      where ua.program_user_id = rc.program_user_id and ua.resource_id = rc.resource_id
        and ua.finished_at is not null and pu.id = ua.program_user_id and pu.user_id = ${learner}
      returning rc.id`);
    const started = await tx.execute(sql`
      delete from user_activities ua using program_users pu
      where pu.id = ua.program_user_id and pu.user_id = ${learner}
      returning ua.program_user_id`);
    const enrolments = [
      ...new Set(started.rows.map((r) => Number((r as { program_user_id: number }).program_user_id))),
    ];
    if (enrolments.length > 0) {
      await tx.execute(sql`
        update program_users pu set completed_resources = s.n, last_activity_at = s.last
        from (select pu2.id, count(rc.id)::int as n, max(rc.completed_at) as last
              from program_users pu2 left join resource_completions rc on rc.program_user_id = pu2.id
              where pu2.id in (${sql.join(
                enrolments.map((id) => sql`${id}`),
                sql`, `,
              )})
              group by pu2.id) s
        where s.id = pu.id`);
    }
    return { completions: completions.rows.length, userActivities: started.rows.length, enrolments: enrolments.length };
  });
  logger.info(removed, "bench learner's study-bench writes undone");
} finally {
  await database.close();
}
