// `node bench/run-learning-bench.mjs`: My programmes and the to-do view for a learner with 500 enrolments (issue 6: the list
// under 20 ms p95), on the embedded database and, with BENCH_DATABASE_URL, on PostgreSQL. The API runs from source
// (tsx) as `npm start` runs it otherwise (NODE_ENV=production, LOG_LEVEL=warn); no build, no web app needed.
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { latencySummary, logInBenchLearner, run, startBenchApi, waitFor } from "./bench-kit.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const PROGRAMMES = Number(process.env.BENCH_PROGRAMMES ?? 100_000);
const ENROLMENTS = Number(process.env.BENCH_ENROLMENTS ?? 500);
const CROWD = Number(process.env.BENCH_CROWD ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "";
const DATA_DIR = join(here, ".data", `learning-${PROGRAMMES}-${ENROLMENTS}`);
const PORT = 3902;
const base = `http://127.0.0.1:${PORT}`;

/**
 * Each call of the mix once per round, one request at a time: a call's own latency. Node's http client, not
 * fetch: on this machine fetch alone adds about 3 ms a request, which is the client's, not the server's.
 */
async function latency(auth) {
  const headers = { authorization: `Bearer ${auth.token}`, "x-requested-with": "bench" };
  const list = (page, query = "") => `/api/program-activity/enrolled/${auth.userId}/${page}/12${query}`;
  const first = await (await fetch(`${base}${list(1)}`, { headers })).json();
  if (first.filter.progress[0].count !== ENROLMENTS) throw new Error(`expected ${ENROLMENTS} enrolments`);
  const folder = first.filter.folders[0]?.id ?? 1;
  const ids = first.data.map((p) => p.id);
  const mix = {
    "My programmes (enrolled list)": [
      list(1),
      list(2),
      list(30),
      list(1, "?sort=last_studied"),
      list(1, "?sort=name"),
      list(1, "?progress=ongoing"),
      list(3, "?progress=finished&sort=name"),
      list(1, "?progress=not_started&sort=last_studied"),
      list(1, "?search=excel"),
      list(1, "?search=pemasaran%20digital&progress=ongoing"),
      list(1, `?folder=${folder}`),
      list(100000),
    ],
    "To-do (my/all)": [
      "/api/program_activity/my/all/",
      "/api/program_activity/my/all/2",
      "/api/program_activity/my/all/?schedule=live",
      "/api/program_activity/my/all/?is_required=true&type=quiz,document",
      "/api/program_activity/my/all/?search=excel",
    ],
    "first-activity-multi-program (12 programmes)": [
      { path: "/api/program/first-activity-multi-program/", body: { program_id_list: ids } },
    ],
    "group-schedule (12 programmes)": [{ path: "/api/program-activity/group-schedule/", body: { program_ids: ids } }],
  };
  // one kept-alive connection, as a browser keeps one, and its headers (compressed answers)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (call) =>
    new Promise((resolve, reject) => {
      const post = typeof call !== "string";
      const request = http.request(
        `${base}${post ? call.path : call}`,
        {
          agent,
          method: post ? "POST" : "GET",
          headers: {
            ...headers,
            "accept-encoding": "gzip, deflate, br",
            ...(post ? { "content-type": "application/json" } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`${JSON.stringify(call)}: HTTP ${res.statusCode}`)),
          );
        },
      );
      request.on("error", reject);
      request.end(post ? JSON.stringify(call.body) : undefined);
    });
  for (const calls of Object.values(mix)) for (const call of calls) await send(call); // warm-up
  const timings = Object.fromEntries(Object.keys(mix).map((k) => [k, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, calls] of Object.entries(mix)) {
      for (const call of calls) {
        const started = performance.now();
        await send(call);
        timings[name].push(performance.now() - started);
      }
    }
  }
  return Object.entries(timings).map(([call, list]) => latencySummary(call, list));
}

/** The default list under load: CONNECTIONS at once for DURATION seconds, as one learner. */
function load(auth) {
  const url = `${base}/api/program-activity/enrolled/${auth.userId}/1/12`;
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: { authorization: `Bearer ${auth.token}` } },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${result.non2xx} non-2xx`));
        resolve({ rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 });
      },
    );
  });
}

async function measureOn(label, databaseUrl) {
  run(
    "npx",
    ["tsx", "apps/api/src/demo/run-bench-catalogue.ts", String(PROGRAMMES), String(ENROLMENTS), String(CROWD)],
    {
      DATA_DIR,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: "info",
    },
  );
  // the statements' own latency, and the load on them, with the learner cache off: the database on every call
  const uncached = await withApi(databaseUrl, { LEARNER_CACHE_TTL_MS: "0" }, async (auth) => ({
    rows: await latency(auth),
    load: await load(auth),
  }));
  // the load as served: the learner's repeated My programmes from their cache entry (decisions/036)
  const cached = await withApi(databaseUrl, {}, (auth) => load(auth));
  return { database: label, rows: uncached.rows, load: uncached.load, cachedLoad: cached };
}

async function withApi(databaseUrl, env, measure) {
  const stop = startBenchApi({ dataDir: DATA_DIR, port: PORT, databaseUrl, env });
  try {
    await waitFor(`${base}/api/health`);
    return await measure(await logInBenchLearner(base));
  } finally {
    await stop();
  }
}

mkdirSync(DATA_DIR, { recursive: true });
const results = [await measureOn("PGlite (embedded, default)", "")];
if (PG_URL) results.push(await measureOn("PostgreSQL (DATABASE_URL)", PG_URL));

console.log(
  `\n${ENROLMENTS} enrolments (bench learner), ${CROWD} other learners × 50, ${PROGRAMMES} programmes; ${ROUNDS} rounds, one request at a time`,
);
console.log("| database | call | requests | p50 ms | p95 ms | p99 ms | max ms |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
for (const { database, rows } of results) {
  for (const r of rows)
    console.log(`| ${database} | ${r.call} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`);
}
console.log(`\nThe default list, ${CONNECTIONS} connections for ${DURATION} s`);
console.log("| database | learner cache | req/s | p50 ms | p99 ms |");
console.log("| --- | --- | ---: | ---: | ---: |");
for (const { database, load: l, cachedLoad: c } of results) {
  console.log(`| ${database} | off (the database every call) | ${l.rps} | ${l.p50} | ${l.p99} |`);
  console.log(`| ${database} | on (as served) | ${c.rps} | ${c.p50} | ${c.p99} |`);
}
mkdirSync(join(here, "results"), { recursive: true });
writeFileSync(
  join(here, "results", "learning-latest.json"),
  JSON.stringify({ at: new Date().toISOString(), programmes: PROGRAMMES, enrolments: ENROLMENTS, results }, null, 2),
);
