// `npm run bench:cluster` (issue 25): two processes of the built API on one PostgreSQL database behind nginx
// (bench/cluster-kit.mjs), on the scale data of `npm run bench:data`, measured with autocannon through nginx, each
// figure beside a bare Fastify route (bench/bare-server.mjs) behind the same nginx in the same run. Then search
// one request at a time over the 40-text mix (bench/search-mix.mjs). Writes bench/results/cluster.json.
//
// BENCH_DATABASE_URL: the database (default postgres://postgres@127.0.0.1:5432/bench_scale), filled by
// `npm run bench:data -- --database <url>`; BENCH_CONNECTIONS (50), BENCH_SECONDS (20), BENCH_WARMUP_SECONDS (3),
// BENCH_CLUSTER_PORT (4200: nginx; the API processes on the next ports, the bare route on +10), BENCH_PROCESSES (2),
// BENCH_NGINX_WORKERS (1), BENCH_SEARCH_ROUNDS (5). `--no-build` uses the build there is.
//
// Who calls what: the visitor calls (list, programme page) go without a session, as a visitor's browser, and so
// come from each process's visitor cache (as served); the learner calls go with the sessions of the generator's
// bench learners (bench-learner-N, a known token each), one learner a connection, so no two connections queue on
// one learner's rows. My programmes is served as it is to a learner who comes back to it, from the learner cache
// (decisions/036), and again at a new address every call, the database every time; the other learner calls are
// never cached: search is measured as a learner's, the database every time.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import {
  benchLearnerEmail,
  benchProgrammesOf,
  benchSessionToken,
  cartProgrammesOf,
  quizActivityOf,
} from "../apps/api/src/demo/bench-scale.ts";
import { keepAliveClient, machineCpuMs, root, run, waitFor } from "./bench-kit.mjs";
import { redacted, scaleRecord, startCluster } from "./cluster-kit.mjs";
import { SEARCH_MIX, SEARCH_ROUNDS, searchLatency } from "./search-mix.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_scale";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const WARM_UP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const BASE_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 4200);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const BARE_PORT = BASE_PORT + 10;
const NGINX_WORKERS = Number(process.env.BENCH_NGINX_WORKERS ?? 1);

/** The generator's record of the data (bench_scale.run), or why there is none. */
async function scaleData() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await client.connect();
  } catch (err) {
    return { problem: `cannot open ${redacted(DATABASE_URL)}: ${err.message}` };
  }
  try {
    const run = await scaleRecord(client);
    if (!run) return { problem: `${redacted(DATABASE_URL)} holds no bench data (no bench_scale.run)` };
    if (!run.finished) return { problem: `the bench data in ${redacted(DATABASE_URL)} is not finished` };
    const {
      rows: [programmes],
    } = await client.query("select count(*)::int as n from programs");
    return { sizes: run.sizes, programmes: programmes.n };
  } finally {
    await client.end();
  }
}

/** How busy the machine is over `ms` while this bench is idle: other work than the bench's. */
async function otherLoadPercent(ms = 2_000) {
  const from = machineCpuMs();
  await new Promise((done) => setTimeout(done, ms));
  const to = machineCpuMs();
  return Math.round(((to.busy - from.busy) / (to.total - from.total)) * 100);
}

/** One autocannon run: `requestsOf(k)` gives connection k its requests (a learner's session, its own ids). */
function measure(title, base, requestsOf, seconds = DURATION) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        title,
        requests: requestsOf(0),
        setupClient: (client) => client.setRequests(requestsOf(next++ % CONNECTIONS)),
      },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
          return reject(
            new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`),
          );
        resolve({
          title,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
        });
      },
    );
  });
}

/** Measured after a short warm-up run of the same requests (a warm-up failure fails the measure too). */
async function warmedMeasure(title, base, requestsOf) {
  if (WARM_UP > 0) await measure(`${title} warm-up`, base, requestsOf, WARM_UP);
  const result = await measure(title, base, requestsOf);
  console.log(`  ${title}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
  return result;
}

const browserHeaders = { "accept-encoding": "gzip, deflate, br" };
const get = (path, headers = {}) => [{ method: "GET", path, headers: { ...browserHeaders, ...headers } }];
const post = (path, body, headers = {}) => [
  {
    method: "POST",
    path,
    body: JSON.stringify(body),
    headers: { ...browserHeaders, "content-type": "application/json", "x-requested-with": "bench", ...headers },
  },
];

/** Three paid programmes bench learner n does not follow: its cart's (cartProgrammesOf) or, past them, the next ones. */
async function unownedProgrammes(sizes, n, userId) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    for (let shift = 0; shift < 30; shift += 3) {
      const candidates = cartProgrammesOf(sizes, n + shift * 1000);
      const { rows } = await client.query(
        "select program_id from program_users where user_id = $1 and program_id = any($2::int[])",
        [userId, candidates],
      );
      const owned = new Set(rows.map((r) => r.program_id));
      if (candidates.length > 0 && owned.size === 0) return candidates;
    }
    return [];
  } finally {
    await client.end();
  }
}

/**
 * The bench learners of the connections (learner k+1 for connection k), each with what its calls need: its
 * session, the first activity of its first programme, a quiz attempt in progress (started here: a first start, or
 * the attempt a previous run left, resumed) and its first question, and the programmes of its cart (checked out
 * again and again: each checkout cancels the learner's previous open invoice).
 */
async function prepareLearners(base, sizes) {
  const count = Math.min(CONNECTIONS, sizes.benchLearners);
  if (count < CONNECTIONS) console.log(`  ${count} bench learners for ${CONNECTIONS} connections: some share one`);
  const learners = [];
  for (let n = 1; n <= count; n++) {
    const auth = { token: benchSessionToken(n), userId: sizes.learners + n };
    const send = keepAliveClient(base, auth);
    const must = async (path, body) => {
      const answer = await send(path, body);
      if (answer.status !== 200)
        throw new Error(`${benchLearnerEmail(n)} ${path}: HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
      return answer.json;
    };
    const programmes = benchProgrammesOf(sizes, n);
    const firstProgramme = programmes[0];
    const activityId = quizActivityOf(firstProgramme) - 1; // the programme's first activity
    await must("/api/program-activity/v4/activity-detail/get", {
      user_id: auth.userId,
      program_id: firstProgramme,
      activity_id: activityId,
    });
    // the first enrolment (k = 0) has its quiz still to take (bench-scale.ts BENCH_PROGRESS)
    const quizActivity = quizActivityOf(firstProgramme);
    const attempt = (await must(`/api/program_activity/quiz/${quizActivity}/start`, {})).data;
    const batch = (await must(`/api/program_activity/quiz/attempt/${attempt.id}/batch/1`)).data;
    const question = batch.questions[0];
    const answer = {
      attempt_id: attempt.id,
      activity_id: quizActivity,
      activity_question_id: question.id,
      question_position: question.position,
      type: question.type,
      option_ids: [question.options[0].id],
      is_next: false,
      is_preview: true,
    };
    await must("/api/program_activity/quiz/answer", answer);
    // three paid programmes the learner is not enrolled in: the cart's, else the ones after them (a mixed load run
    // on the same data may have bought the cart)
    const cartProgrammes = await unownedProgrammes(sizes, n, auth.userId);
    if (cartProgrammes.length === 0) throw new Error(`${benchLearnerEmail(n)}: an empty cart`);
    learners.push({
      n,
      auth,
      headers: { authorization: `Bearer ${auth.token}` },
      study: { user_id: auth.userId, program_id: firstProgramme, activity_id: activityId },
      answer,
      checkout: { program_ids: cartProgrammes },
    });
  }
  return learners;
}

// ---- the run ---------------------------------------------------------------------------------------------------

const data = await scaleData();
if (data.problem || !data.programmes) {
  console.error(
    `${data.problem ?? `${redacted(DATABASE_URL)} has no programmes`}.\n` +
      `Fill it first (1,000,000 programmes by default; SCALE_* variables make it smaller):\n` +
      `  npm run bench:data -- --database ${redacted(DATABASE_URL)}\n` +
      "or point BENCH_DATABASE_URL at a database that npm run bench:data filled.",
  );
  process.exit(1);
}
if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);

const bare = spawn(process.execPath, [join(here, "bare-server.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, PORT: String(BARE_PORT) },
});
process.on("exit", () => bare.kill("SIGTERM"));
await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);

console.log(
  `cluster: ${PROCESSES} API processes behind nginx on ${redacted(DATABASE_URL)} (${data.programmes.toLocaleString("en-US")} programmes)`,
);
const cluster = await startCluster({
  databaseUrl: DATABASE_URL,
  processes: PROCESSES,
  basePort: BASE_PORT,
  nginx: true,
  nginxWorkers: NGINX_WORKERS,
  nginxExtra: [{ path: "= /bare", upstream: `127.0.0.1:${BARE_PORT}` }],
  // the learners' sessions and the bench's many logins from one address are not what is measured
  env: { RATE_LIMIT_SCALE: "1000" },
});
const base = cluster.url;
try {
  const { sizes } = data;
  const learners = await prepareLearners(base, sizes);
  const learnerOf = (k) => learners[k % learners.length];
  // programmes spread over the catalogue, one a connection (each process caches each after its first visit)
  const step = Math.max(1, Math.floor(sizes.programmes / CONNECTIONS));
  const slugOf = (k) => `bench-program-${1 + ((k * step) % sizes.programmes)}`;

  const idleLoad = await otherLoadPercent();
  if (idleLoad > 15)
    console.log(
      `\nthe machine is ${idleLoad}% busy with other work before the run: the figures are the machine's as much as the product's`,
    );
  const cpuBefore = cluster.processes.map((p) => p.cpuMs());
  console.log(`\nmeasuring: ${CONNECTIONS} connections, ${DURATION} s each (after ${WARM_UP} s of warm-up)`);
  const rows = [];
  const add = async (call, who, requestsOf) =>
    rows.push({ call, who, ...(await warmedMeasure(call, base, requestsOf)) });
  await add("bare Fastify route (ceiling)", "through nginx", () => get("/bare"));
  // the same route without the proxy: what nginx itself costs on this machine (not a share's base)
  rows.push({
    call: "bare Fastify route, direct (no nginx)",
    who: "-",
    ...(await warmedMeasure("bare Fastify route, direct", `http://127.0.0.1:${BARE_PORT}`, () => get("/bare"))),
  });
  await add("list (program_activity/v2/list/1/36)", "visitor, cache", () => get("/api/program_activity/v2/list/1/36"));
  await add("search (v2/list/1/36?search=, 40 texts)", "learner, database", (k) =>
    SEARCH_MIX.map(
      (_, i) =>
        get(
          `/api/program_activity/v2/list/1/36?search=${encodeURIComponent(SEARCH_MIX[(k + i) % SEARCH_MIX.length])}`,
          learnerOf(k).headers,
        )[0],
    ),
  );
  await add("programme page (v2/product_detail/{slug})", "visitor, cache", (k) =>
    get(`/api/program_activity/v2/product_detail/${slugOf(k)}`),
  );
  await add("my programmes (program-activity/enrolled)", "learner, cache", (k) =>
    get(`/api/program-activity/enrolled/${learnerOf(k).auth.userId}/1/12`, learnerOf(k).headers),
  );
  // the same answer at a new address every call (a parameter the call ignores): the learner cache never hits, so
  // this is the database path, and what the cache costs when it only keeps and evicts
  await add("my programmes, a new address each call", "learner, database", (k) => {
    const [request] = get(`/api/program-activity/enrolled/${learnerOf(k).auth.userId}/1/12`, learnerOf(k).headers);
    let n = 0;
    return [{ ...request, setupRequest: (req) => ({ ...req, path: `${request.path}?n=${n++}` }) }];
  });
  await add("activity detail (v4/activity-detail/get)", "learner", (k) =>
    post("/api/program-activity/v4/activity-detail/get", learnerOf(k).study, learnerOf(k).headers),
  );
  await add("quiz answer (quiz/answer, autosave)", "learner", (k) =>
    post("/api/program_activity/quiz/answer", learnerOf(k).answer, learnerOf(k).headers),
  );
  await add("checkout (payment/v3/checkout)", "learner", (k) =>
    post("/api/payment/v3/checkout/", learnerOf(k).checkout, learnerOf(k).headers),
  );

  console.log(
    `\nsearch one request at a time, as a learner (the database every time): ${SEARCH_MIX.length} texts × ${SEARCH_ROUNDS} rounds`,
  );
  const searches = await searchLatency(base, { headers: { authorization: learners[0].headers.authorization } });

  // both processes took a share of the load (nginx balances round robin): their CPU time over the run
  const cpuSeconds = cluster.processes.map((p, k) => Math.round((p.cpuMs() - cpuBefore[k]) / 100) / 10);
  const ceiling = rows[0].rps;
  console.log(
    `\n${data.programmes.toLocaleString("en-US")} programmes, ${PROCESSES} processes behind nginx on PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s each, ${learners.length} learners`,
  );
  console.log("| call | who | req/s | p50 ms | p99 ms | of bare |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: |");
  for (const r of rows) {
    r.shareOfBare = Math.round((r.rps / ceiling) * 1000) / 10;
    console.log(`| ${r.call} | ${r.who} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.shareOfBare}% |`);
  }
  console.log(`\nCPU seconds each API process used over the run: ${cpuSeconds.join(", ")}`);
  console.log(`machine busy with other work just before the run: ${idleLoad}%`);
  console.log("\n| search call, one at a time | requests | p50 ms | p95 ms | p99 ms | max ms |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const s of searches) console.log(`| ${s.call} | ${s.requests} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`);
  mkdirSync(join(here, "results"), { recursive: true });
  writeFileSync(
    join(here, "results", "cluster.json"),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        database: redacted(DATABASE_URL),
        programmes: data.programmes,
        sizes,
        processes: PROCESSES,
        connections: CONNECTIONS,
        seconds: DURATION,
        learners: learners.length,
        cpuSecondsPerProcess: cpuSeconds,
        otherLoadPercentBefore: idleLoad,
        results: rows,
        searchOneAtATime: searches,
      },
      null,
      2,
    )}\n`,
  );
  console.log("\nwritten to bench/results/cluster.json");
} finally {
  await cluster.stop();
  bare.kill("SIGTERM");
}
