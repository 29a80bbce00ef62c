// `node bench/run-study-bench.mjs`: the study page for the bench learner (issue 7: activity detail and completion
// under 25 ms p95), on the embedded database and, with BENCH_DATABASE_URL, on PostgreSQL. Same data and product
// start as bench/run-learning-bench.mjs (the API from source, NODE_ENV=production, LOG_LEVEL=warn; no build).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { keepAliveClient, latencySummary, logInBenchLearner, run, startBenchApi, waitFor } from "./bench-kit.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const PROGRAMMES = Number(process.env.BENCH_PROGRAMMES ?? 100_000);
const ENROLMENTS = Number(process.env.BENCH_ENROLMENTS ?? 500);
const CROWD = Number(process.env.BENCH_CROWD ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
// programmes of the learner opened per round: each once in a run, so every completion is of a new activity
const PER_ROUND = Number(process.env.BENCH_STUDY_PROGRAMMES ?? 5);
const WARM_UP = 3;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "";
// the learning bench's data (bench-learning.ts); reset-study.ts undoes what this bench writes, before and after
const DATA_DIR = join(here, ".data", `learning-${PROGRAMMES}-${ENROLMENTS}`);
const PORT = 3903;
const base = `http://127.0.0.1:${PORT}`;

const CALLS = {
  dashboard: "activity-dashboard (v3 program-detail/get/activity-dashboard)",
  tab: "tab-activity (v3 program-detail/get/tab-activity)",
  chapter: "chapter-detail (v3 chapter-detail/get)",
  detail: "activity detail (v4 activity-detail/get)",
  start: "completion: start (program_activity/activity/, is_finish false)",
  finish: "completion: finish (program_activity/activity/, is_finish true)",
};

/** The learner's enrolments (all pages of My programmes), not timed. */
async function enrolments(send, userId) {
  const all = [];
  for (let page = 1; ; page++) {
    const { status, json } = await send(`/api/program-activity/enrolled/${userId}/${page}/12`);
    if (status !== 200) throw new Error(`enrolled page ${page}: HTTP ${status}`);
    all.push(...json.data);
    if (!json.next_url || json.data.length === 0) break;
  }
  if (all.length !== ENROLMENTS) throw new Error(`expected ${ENROLMENTS} enrolments, got ${all.length}`);
  return all;
}

/**
 * A learner's visit of one programme's study page, as the page makes its calls: the top bar, the sidebar's
 * topics, each topic's activities, then each activity in study order — its detail and, when it is not complete,
 * start and finish. Timings go to `timings` (when given) by call; what each finish answered to `outcomes`.
 */
async function visit(send, auth, enrolment, timings, outcomes) {
  const time = async (call, path, body, accept = [200]) => {
    const answer = await send(path, body);
    if (!accept.includes(answer.status))
      throw new Error(`${path} ${JSON.stringify(body)}: HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
    timings?.[call].push(answer.ms);
    return answer;
  };
  const user_id = auth.userId;
  const program_user_id = enrolment.program_user_id;
  const program_id = enrolment.id;
  await time("dashboard", "/api/program-activity/v3/program-detail/get/activity-dashboard", {
    user_id,
    program_user_id,
    id: program_id,
  });
  const tab = await time("tab", "/api/program-activity/v3/program-detail/get/tab-activity", {
    user_id,
    program_user_id,
    id: program_id,
  });
  const activities = [];
  for (const entry of tab.json.data.chapter_list) {
    if (!entry.enrolled) continue;
    for (const chapter of entry.chapters) {
      const detail = await time("chapter", "/api/program-activity/v3/chapter-detail/get", {
        user_id,
        program_user_id,
        program_id,
        chapter_id: chapter.id,
      });
      activities.push(...detail.json.data.resource_detail.filter((a) => a.enrolled));
    }
  }
  for (const activity of activities) {
    const detail = await time("detail", "/api/program-activity/v4/activity-detail/get", {
      user_id,
      program_id,
      activity_id: activity.id,
    });
    if (detail.json.data.data.resource_detail.is_complete) continue;
    const completion = { program_user_id, resource_id: activity.id };
    await time("start", "/api/program_activity/activity/", { ...completion, is_finish: false });
    // a finish the server refuses (a timer running, a group not joined) answers 400; record what it answered
    const finish = await time(
      "finish",
      "/api/program_activity/activity/",
      { ...completion, is_finish: true },
      [200, 400],
    );
    const outcome =
      finish.status !== 200
        ? `refused: ${finish.json?.message}`
        : finish.json.data?.is_complete
          ? "completed"
          : `not complete: ${finish.json.message}`;
    if (outcomes) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
}

async function latency(auth) {
  const send = keepAliveClient(base, auth);
  const mine = await enrolments(send, auth.userId);
  // programmes with activities left to complete, spread over the learner's enrolments
  const open = mine.filter((p) => p.completed_resources < p.total_resources);
  const needed = WARM_UP + ROUNDS * PER_ROUND;
  if (open.length < needed) throw new Error(`${open.length} programmes with activities left, ${needed} needed`);
  const step = Math.floor(open.length / needed);
  const chosen = Array.from({ length: needed }, (_, i) => open[i * step]);
  for (const enrolment of chosen.slice(0, WARM_UP)) await visit(send, auth, enrolment);
  const timings = Object.fromEntries(Object.keys(CALLS).map((k) => [k, []]));
  const outcomes = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const enrolment of chosen.slice(WARM_UP + round * PER_ROUND, WARM_UP + (round + 1) * PER_ROUND))
      await visit(send, auth, enrolment, timings, outcomes);
  }
  return {
    rows: Object.entries(timings).map(([call, list]) => latencySummary(CALLS[call], list)),
    outcomes,
    sample: chosen[WARM_UP],
  };
}

/** Activity detail under load: CONNECTIONS at once for DURATION seconds, one activity of the learner. */
async function load(auth, enrolment) {
  const send = keepAliveClient(base, auth);
  const tab = await send("/api/program-activity/v3/program-detail/get/tab-activity", {
    user_id: auth.userId,
    program_user_id: enrolment.program_user_id,
    id: enrolment.id,
  });
  const chapter = await send("/api/program-activity/v3/chapter-detail/get", {
    user_id: auth.userId,
    program_user_id: enrolment.program_user_id,
    program_id: enrolment.id,
    chapter_id: tab.json.data.chapter_list[0].chapters[0].id,
  });
  const body = JSON.stringify({
    user_id: auth.userId,
    program_id: enrolment.id,
    activity_id: chapter.json.data.resource_detail[1].id,
  });
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/api/program-activity/v4/activity-detail/get`,
        method: "POST",
        body,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: {
          authorization: `Bearer ${auth.token}`,
          "x-requested-with": "bench",
          "content-type": "application/json",
        },
      },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${result.non2xx} non-2xx`));
        resolve({ rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 });
      },
    );
  });
}

async function measureOn(label, databaseUrl) {
  const env = { DATA_DIR, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), LOG_LEVEL: "info" };
  run(
    "npx",
    ["tsx", "apps/api/src/demo/run-bench-catalogue.ts", String(PROGRAMMES), String(ENROLMENTS), String(CROWD)],
    env,
  );
  run("npx", ["tsx", "bench/reset-study.ts"], env);
  const stop = startBenchApi({ dataDir: DATA_DIR, port: PORT, databaseUrl });
  try {
    await waitFor(`${base}/api/health`);
    const auth = await logInBenchLearner(base);
    const { rows, outcomes, sample } = await latency(auth);
    const loaded = await load(auth, sample);
    return { database: label, rows, outcomes, load: loaded };
  } finally {
    await stop();
    run("npx", ["tsx", "bench/reset-study.ts"], env);
  }
}

mkdirSync(DATA_DIR, { recursive: true });
const results = [];
if (!process.argv.includes("--pg-only")) results.push(await measureOn("PGlite (embedded, default)", ""));
if (PG_URL) results.push(await measureOn("PostgreSQL (DATABASE_URL)", PG_URL));

console.log(
  `\nThe study page of the bench learner (${ENROLMENTS} enrolments, ${PROGRAMMES} programmes): ${ROUNDS} rounds of ${PER_ROUND} programmes, each opened once, one request at a time`,
);
console.log("| database | call | requests | p50 ms | p95 ms | p99 ms | max ms |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
for (const { database, rows } of results) {
  for (const r of rows)
    console.log(`| ${database} | ${r.call} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`);
}
for (const { database, outcomes } of results) console.log(`${database}: finishes ${JSON.stringify(outcomes)}`);
console.log(`\nActivity detail, one activity, ${CONNECTIONS} connections for ${DURATION} s`);
console.log("| database | req/s | p50 ms | p99 ms |");
console.log("| --- | ---: | ---: | ---: |");
for (const { database, load: l } of results) console.log(`| ${database} | ${l.rps} | ${l.p50} | ${l.p99} |`);
mkdirSync(join(here, "results"), { recursive: true });
writeFileSync(
  join(here, "results", "study-latest.json"),
  JSON.stringify(
    { at: new Date().toISOString(), programmes: PROGRAMMES, enrolments: ENROLMENTS, rounds: ROUNDS, results },
    null,
    2,
  ),
);
