// `node bench/run-quiz-bench.mjs`: the quiz engine for the bench learner (issue 8), on the embedded database and,
// with BENCH_DATABASE_URL, on PostgreSQL. Same data, product start and client as bench/run-study-bench.mjs (the
// API from source, NODE_ENV=production, LOG_LEVEL=warn; one kept-alive connection). bench/quiz-data.ts gives
// BENCH_QUIZZES of the learner's post-tests a 20-question quiz before and takes them away after.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { keepAliveClient, latencySummary, logInBenchLearner, run, startBenchApi, waitFor } from "./bench-kit.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const PROGRAMMES = Number(process.env.BENCH_PROGRAMMES ?? 100_000);
const ENROLMENTS = Number(process.env.BENCH_ENROLMENTS ?? 500);
const CROWD = Number(process.env.BENCH_CROWD ?? 2_000);
// attempts timed: each of a different quiz (so each start is a first attempt), after WARM_UP untimed ones
const ATTEMPTS = Number(process.env.BENCH_QUIZ_ATTEMPTS ?? 40);
const WARM_UP = 3;
const PG_URL = process.env.BENCH_DATABASE_URL ?? "";
const DATA_DIR = join(here, ".data", `learning-${PROGRAMMES}-${ENROLMENTS}`);
const QUIZ_LIST = join(DATA_DIR, "quiz-activities.json");
const PORT = 3904;
const base = `http://127.0.0.1:${PORT}`;

const CALLS = {
  intro: "intro (quiz/{activityId}/intro)",
  start: "start (quiz/{activityId}/start)",
  batch: "batch (quiz/attempt/{id}/batch/{n})",
  answer: "answer (quiz/answer, autosave and next)",
  finish: "finish (quiz/attempt/{id}/finish: score, completion)",
  review: "review (quiz/attempt/{id}/review)",
};

/** The bench quizzes' activities (bench/quiz-data.ts lists them) that the learner may start. */
async function quizActivities(send) {
  const quizzes = [];
  for (const id of JSON.parse(readFileSync(QUIZ_LIST, "utf8"))) {
    const intro = await send(`/api/program_activity/quiz/${id}/intro`);
    if (intro.status === 200 && intro.json.data.can_start) quizzes.push(id);
    if (quizzes.length >= WARM_UP + ATTEMPTS) break;
  }
  if (quizzes.length < WARM_UP + ATTEMPTS)
    throw new Error(`${quizzes.length} quizzes to take, ${WARM_UP + ATTEMPTS} needed`);
  return quizzes;
}

/** One whole attempt as the quiz page makes it: intro, start, each batch, an answer a question, finish, review. */
async function attempt(send, activityId, timings) {
  const time = async (call, path, body) => {
    const answer = await send(path, body);
    if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
    timings?.[call].push(answer.ms);
    return answer;
  };
  await time("intro", `/api/program_activity/quiz/${activityId}/intro`);
  const started = await time("start", `/api/program_activity/quiz/${activityId}/start`, {});
  const attemptId = started.json.data.id;
  let batch = 1;
  for (;;) {
    const page = await time("batch", `/api/program_activity/quiz/attempt/${attemptId}/batch/${batch}`);
    const { questions, total_batches } = page.json.data;
    for (const [i, q] of questions.entries()) {
      const last = i === questions.length - 1;
      await time("answer", "/api/program_activity/quiz/answer", {
        attempt_id: attemptId,
        activity_id: activityId,
        activity_question_id: q.id,
        question_position: q.position,
        type: q.type,
        option_ids: [q.options[(q.id + i) % q.options.length].id],
        is_next: last && batch < total_batches,
        is_preview: !last || batch === total_batches,
      });
    }
    if (batch >= total_batches) break;
    batch += 1;
  }
  await time("finish", `/api/program_activity/quiz/attempt/${attemptId}/finish`, {});
  await time("review", `/api/program_activity/quiz/attempt/${attemptId}/review`);
}

async function measureOn(label, databaseUrl) {
  const env = {
    DATA_DIR,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: "info",
    BENCH_QUIZ_LIST: QUIZ_LIST,
  };
  run(
    "npx",
    ["tsx", "apps/api/src/demo/run-bench-catalogue.ts", String(PROGRAMMES), String(ENROLMENTS), String(CROWD)],
    env,
  );
  run("npx", ["tsx", "bench/reset-study.ts"], env);
  run("npx", ["tsx", "bench/quiz-data.ts", "add"], env);
  const stop = startBenchApi({ dataDir: DATA_DIR, port: PORT, databaseUrl });
  try {
    await waitFor(`${base}/api/health`);
    const auth = await logInBenchLearner(base);
    const send = keepAliveClient(base, auth);
    const quizzes = await quizActivities(send);
    for (const id of quizzes.slice(0, WARM_UP)) await attempt(send, id);
    const timings = Object.fromEntries(Object.keys(CALLS).map((k) => [k, []]));
    for (const id of quizzes.slice(WARM_UP)) await attempt(send, id, timings);
    return { database: label, rows: Object.entries(timings).map(([call, list]) => latencySummary(CALLS[call], list)) };
  } finally {
    await stop();
    run("npx", ["tsx", "bench/quiz-data.ts", "remove"], env);
    run("npx", ["tsx", "bench/reset-study.ts"], env);
  }
}

mkdirSync(DATA_DIR, { recursive: true });
const results = [];
if (!process.argv.includes("--pg-only")) results.push(await measureOn("PGlite (embedded, default)", ""));
if (PG_URL) results.push(await measureOn("PostgreSQL (DATABASE_URL)", PG_URL));

console.log(
  `\nThe quiz engine, the bench learner: ${ATTEMPTS} attempts of 20 questions (5 a batch), one request at a time`,
);
console.log("| database | call | requests | p50 ms | p95 ms | p99 ms | max ms |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
for (const { database, rows } of results) {
  for (const r of rows)
    console.log(`| ${database} | ${r.call} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`);
}
mkdirSync(join(here, "results"), { recursive: true });
writeFileSync(join(here, "results", "quiz-latest.json"), JSON.stringify(results, null, 2));
