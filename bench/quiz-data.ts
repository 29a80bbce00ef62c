// `npx tsx bench/quiz-data.ts add|remove`, run by bench/run-quiz-bench.mjs: gives QUIZZES of the bench learner's
// post-test activities (bench-learning.ts data) a quiz of 20 single-choice questions of 4 options (5 a batch,
// shuffled, timed, retakes allowed), and takes them away again afterwards, so the learning and study benches
// (same data) see their own data. Removing a quiz removes its attempts and answers (cascade); the completions the
// quiz finishes made go with bench/reset-study.ts, which the runner calls after this.
import { writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import pino from "pino";
import { loadConfig } from "../apps/api/src/config";
import { BENCH_LEARNER } from "../apps/api/src/demo/bench-learning";
import { openDatabase } from "../apps/api/src/platform/db";

const TITLE = "Kuis Bench";
const QUIZZES = Number(process.env.BENCH_QUIZZES ?? 120);
const mode = process.argv[2];
const config = loadConfig();
const logger = pino({ level: "info" });
const database = config.databaseUrl
  ? openDatabase({ kind: "postgres", url: config.databaseUrl, poolMax: 1, logger })
  : openDatabase({ kind: "pglite", dataDir: config.dataDir });
try {
  await database.migrate();
  const db = database.db;
  const removed = await db.execute(sql`delete from quizzes where title = ${TITLE} returning id`);
  if (mode === "add") {
    await db.transaction(async (tx) => {
      // the learner's post-tests outside add-ons, one per programme, spread over the enrolments
      await tx.execute(sql`
        insert into quizzes (resource_id, title, instruction, is_question_shuffle, is_retake, max_attempts,
                             is_show_timer, timer_in_seconds, question_per_batch, is_show_point)
        select r.id, ${TITLE}, '<p>Jawab semua soal.</p>', true, true, 1000, true, 600, 5, true
        from (select r.id, row_number() over (order by pu.id) as n
              from program_users pu
              join users u on u.id = pu.user_id and u.email = ${BENCH_LEARNER.email}
              join resources r on r.program_id = pu.program_id and r.type = 'quiz'
              where not exists (select 1 from addons a where a.resource_id = r.id or a.chapter_id = r.chapter_id)) r
        where r.n <= ${QUIZZES}`);
      await tx.execute(sql`
        insert into quiz_questions (quiz_id, order_id, type, body, points)
        select q.id, g, 'single_choice', '<p>Soal nomor ' || g || ': pilih jawaban yang benar.</p>', 5
        from quizzes q cross join generate_series(1, 20) g where q.title = ${TITLE}`);
      await tx.execute(sql`
        insert into quiz_options (question_id, order_id, body, is_correct)
        select qq.id, o, '<p>Pilihan ' || o || '</p>', o = 1 + qq.order_id % 4
        from quiz_questions qq join quizzes q on q.id = qq.quiz_id and q.title = ${TITLE}
        cross join generate_series(1, 4) o`);
    });
    await db.execute(sql`analyze quizzes`);
    await db.execute(sql`analyze quiz_questions`);
    await db.execute(sql`analyze quiz_options`);
  }
  const ids = (await db.execute(sql`select resource_id from quizzes where title = ${TITLE} order by id`)).rows.map(
    (r) => Number((r as { resource_id: number }).resource_id),
  );
  // the runner takes these activities' quizzes
  if (process.env.BENCH_QUIZ_LIST) writeFileSync(process.env.BENCH_QUIZ_LIST, JSON.stringify(ids));
  logger.info({ removed: removed.rows.length, quizzes: ids.length }, `bench quizzes: ${mode}`);
} finally {
  await database.close();
}
