import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { machineCpuMs, run, TICK_MS } from "./bench-kit.mjs";
import { redacted, scaleRecord, startCluster } from "./cluster-kit.mjs";
import {
  callTable,
  MIX,
  prepareLearners,
  runMix,
  simulatorSettlement,
  studyProgrammesOf,
  surveyCatalogue,
} from "./mixed-load.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_scale";
const USERS = Number(process.env.BENCH_MIX_USERS ?? 50);
const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 300);
const BASE_PORT = Number(process.env.BENCH_MIX_PORT ?? 4400);
const PROCESSES = Number(process.env.BENCH_MIX_PROCESSES ?? 2);
const NGINX = (process.env.BENCH_MIX_NGINX ?? "true") !== "false";
const NGINX_WORKERS = Number(process.env.BENCH_NGINX_WORKERS ?? 1);
const CORES = os.availableParallelism();

/** The environment the API processes get beyond the kit's (see the head of this file). */
const PRODUCT_ENV = {
  NODE_ENV: "development",
  DEV_TOOLS: "true",
  SEED_DEMO: "false",
  PRAKERJA_DATE_OFFSETS: "live",
  // each mail goes into the dev mailbox (a row), as delivered: no SMTP server here, no retries of failed ones
  MAIL_TRANSPORT: "dev",
  RATE_LIMIT_SCALE: "1000",
};

/**
 * The product under load: the one place that starts it. Answers `{ url, simulatorUrls, apiPids, stop }`.
 * bench/cluster-kit.mjs starts the built server (`node apps/api/dist/server.js`, as `npm start` runs it) N times on
 * the database, with nginx in front when asked.
 */
async function startProduct() {
  const cluster = await startCluster({
    databaseUrl: DATABASE_URL,
    processes: PROCESSES,
    basePort: BASE_PORT,
    nginx: NGINX,
    nginxWorkers: NGINX_WORKERS,
    env: PRODUCT_ENV,
  });
  return {
    url: cluster.url,
    simulatorUrls: cluster.urls,
    apiPids: cluster.processes.map((p) => p.pid),
    stop: () => cluster.stop(),
  };
}

/** The scale data's sizes, or null for another database (e.g. the demo's). */
async function scaleSizes(client) {
  const record = await scaleRecord(client);
  if (!record) return null;
  if (!record.finished)
    throw new Error(`the scale data in ${redacted(DATABASE_URL)} is not finished: run npm run bench:data`);
  return record.sizes;
}

// ---- CPU time of each part (/proc) ---------------------------------------------------------------------------

/** utime+stime and cutime+cstime (children waited for) of a process, in ms; null when it is gone. */
function cpuOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
    return {
      comm: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
      own: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
      children: (Number(fields[13]) + Number(fields[14])) * TICK_MS,
      ppid: Number(fields[1]),
    };
  } catch {
    return null;
  }
}

/** Every process whose command is `name`; with `under`, only those descending from that pid. */
function pidsNamed(name, under = null) {
  const all = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const c = cpuOf(entry);
    if (c) all.set(Number(entry), c);
  }
  const descends = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 20; p = all.get(p)?.ppid ?? 0, hops++) if (p === under) return true;
    return false;
  };
  return [...all.entries()]
    .filter(([pid, c]) => c.comm === name && (under === null || descends(pid)))
    .map(([pid]) => pid);
}

/**
 * CPU ms a group of processes has used so far: each live one's own time, plus the children's time its top
 * processes (PostgreSQL's postmaster, nginx's master) have collected from the ones that ended (a backend that
 * exits during the run is counted there).
 */
function groupCpuMs(pids) {
  const set = new Set(pids);
  let total = 0;
  for (const pid of pids) {
    const c = cpuOf(pid);
    if (!c) continue;
    total += c.own;
    if (!set.has(c.ppid)) total += c.children;
  }
  return total;
}

/** The PostgreSQL backends serving this database now (the API processes' pools, this client). */
async function databaseBackends(client) {
  const { rows } = await client.query("select pid from pg_stat_activity where datname = current_database()");
  return rows.map((r) => r.pid);
}

/**
 * A snapshot of every part's CPU time: the API processes, PostgreSQL (every process of the server, as the machine
 * sees it, and the backends of this database apart: other databases' work on a shared server is not this run's),
 * nginx (the one this run started), this client, and the machine.
 */
async function cpuSnapshot(apiPids, client) {
  const own = process.cpuUsage();
  return {
    api: groupCpuMs(apiPids),
    postgres: groupCpuMs(pidsNamed("postgres")),
    backends: new Map((await databaseBackends(client)).map((pid) => [pid, cpuOf(pid)?.own ?? 0])),
    nginx: groupCpuMs(pidsNamed("nginx", process.pid)),
    client: (own.user + own.system) / 1000,
    machine: machineCpuMs(),
  };
}

/**
 * CPU ms this database's backends used between two snapshots: each alive at the end, less what it had used at the
 * start (nothing, when it started since). A backend that ended before the second snapshot is not counted.
 */
function backendCpuMs(before, after) {
  let total = 0;
  for (const [pid, ms] of after.backends) total += ms - (before.backends.get(pid) ?? 0);
  return total;
}

async function transactions(client) {
  const { rows } = await client.query(
    "select xact_commit::bigint as commits, xact_rollback::bigint as rollbacks from pg_stat_database where datname = current_database()",
  );
  return { commits: Number(rows[0].commits), rollbacks: Number(rows[0].rollbacks) };
}

// ---- the run ---------------------------------------------------------------------------------------------------

const db = new pg.Client({ connectionString: DATABASE_URL, application_name: "karirmu-bench-mixed" });
try {
  await db.connect();
} catch (err) {
  console.error(
    `cannot open ${redacted(DATABASE_URL)}: ${err.message}\n` +
      "Point BENCH_DATABASE_URL at the scale data (npm run bench:data -- --database <url>) or a seeded database (npm run seed).",
  );
  process.exit(1);
}
const sizes = await scaleSizes(db);
if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);

console.log(
  `product: ${PROCESSES} built API process${PROCESSES === 1 ? "" : "es"}${NGINX ? " behind nginx" : ""} on ${redacted(DATABASE_URL)} ` +
    `(${sizes ? `scale data, ${sizes.programmes.toLocaleString("en-US")} programmes` : "not scale data: learners are registered"}); ` +
    `started with ${Object.entries(PRODUCT_ENV)
      .map(([k, v]) => `${k}=${v}`)
      .join(" ")} (the simulator needs DEV_TOOLS, which NODE_ENV=production refuses)`,
);
const product = await startProduct();
let exitCode = 0;
try {
  const base = product.url;
  const settle = simulatorSettlement(product.simulatorUrls);
  const catalogue = await surveyCatalogue(base, { time() {}, fail() {} }, { scale: sizes });
  const learnerCount = Math.min(
    Number(process.env.BENCH_MIX_LEARNERS ?? USERS),
    sizes ? sizes.benchLearners : Infinity,
  );
  let identities = null;
  let studyProgrammes = [];
  if (sizes) {
    const { benchSessionToken } = await import("../apps/api/src/demo/bench-scale.ts");
    identities = (index) => ({ token: benchSessionToken(index + 1), userId: sizes.learners + index + 1 });
  } else {
    if (catalogue.paid.length === 0) throw new Error(`${redacted(DATABASE_URL)} has no paid programme to buy`);
    studyProgrammes = await studyProgrammesOf(base, { time() {}, fail() {} }, catalogue);
  }
  console.log(
    `preparing ${learnerCount} learners (${sizes ? "the scale data's bench learners" : "registering, each buying a programme to study"})`,
  );
  const prepared = await prepareLearners({
    base,
    count: learnerCount,
    identities,
    catalogue,
    settle,
    studyProgrammes,
    // a quiz attempt must outlive the run
    quizSeconds: SECONDS,
  });
  const { learners } = prepared;
  const withQuiz = learners.filter((l) => l.quiz).length;
  const withRoom = learners.filter((l) => l.roomId).length;
  const withActivities = learners.filter((l) => l.activities.length > 0).length;
  console.log(
    `  ${learners.length} learners: ${withActivities} with activities to study, ${withQuiz} with a quiz attempt, ${withRoom} in a discussion room`,
  );

  const txBefore = await transactions(db);
  const cpuBefore = await cpuSnapshot(product.apiPids, db);
  console.log(`\nrunning the mix: ${USERS} people at once, think time 0, ${SECONDS} s`);
  const { recorder, purchases, wallSeconds } = await runMix({
    base,
    learners,
    users: USERS,
    seconds: SECONDS,
    catalogue,
    settle,
  });
  const cpuAfter = await cpuSnapshot(product.apiPids, db);
  const txAfter = await transactions(db);

  const rows = callTable(recorder, wallSeconds);
  const requests = rows.reduce((sum, r) => sum + r.count, 0);
  const rps = requests / wallSeconds;
  const machineMs = wallSeconds * 1000 * CORES;
  const busyMs = cpuAfter.machine.busy - cpuBefore.machine.busy;
  const used = {
    api: cpuAfter.api - cpuBefore.api,
    postgres: cpuAfter.postgres - cpuBefore.postgres,
    postgresThisDatabase: backendCpuMs(cpuBefore, cpuAfter),
    nginx: cpuAfter.nginx - cpuBefore.nginx,
    client: cpuAfter.client - cpuBefore.client,
  };
  used.otherWork = Math.max(0, busyMs - used.api - used.postgres - used.nginx - used.client);
  used.idle = Math.max(0, machineMs - busyMs);
  const share = (ms) => Math.round((ms / machineMs) * 1000) / 10;
  const parts = Object.fromEntries(
    Object.entries(used).map(([part, ms]) => [
      part,
      { cpuSeconds: Math.round(ms / 100) / 10, shareOfMachine: share(ms) },
    ]),
  );
  const serverMs = used.api + used.postgres + used.nginx;
  const summary = {
    requests,
    errors: recorder.errors.length,
    purchases,
    seconds: Math.round(wallSeconds * 10) / 10,
    rps: Math.round(rps),
    cores: CORES,
    rpsPerCore: Math.round(rps / CORES),
    requestsPerServerCpuSecond: serverMs > 0 ? Math.round(requests / (serverMs / 1000)) : null,
    machineBusyShare: share(busyMs),
    databaseShareOfMachine: share(used.postgres),
    databaseShareOfServerCpu: serverMs > 0 ? Math.round((used.postgres / serverMs) * 1000) / 10 : null,
    transactions: { commits: txAfter.commits - txBefore.commits, rollbacks: txAfter.rollbacks - txBefore.rollbacks },
  };

  console.log(
    `\n${summary.seconds} s, ${USERS} people, ${learners.length} learners, ${PROCESSES} process${PROCESSES === 1 ? "" : "es"}${NGINX ? " behind nginx" : ""}, ${CORES} cores`,
  );
  console.log("| call | count | req/s | p50 ms | p95 ms | p99 ms | max ms |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows)
    console.log(`| ${r.call} | ${r.count} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`);
  console.log(
    `\n${requests} requests, ${summary.rps} req/s, ${summary.rpsPerCore} req/s per core (${CORES}); ${purchases} purchases; ` +
      `${summary.transactions.commits} commits (${Math.round(summary.transactions.commits / wallSeconds)}/s), ${summary.transactions.rollbacks} rollbacks`,
  );
  console.log(
    `\nCPU time over the run: the machine has ${Math.round(machineMs / 100) / 10} s (${CORES} cores × ${summary.seconds} s)`,
  );
  console.log("| part | CPU s | share of the machine's CPU time |");
  console.log("| --- | ---: | ---: |");
  const labels = {
    api: "API processes",
    postgres: "PostgreSQL, all its processes (the database's share)",
    postgresThisDatabase: "  of which the backends of this database",
    nginx: "nginx (this run's)",
    client: "load client (this process)",
    otherWork: "other work on the machine",
    idle: "idle",
  };
  for (const [part, p] of Object.entries(parts))
    console.log(`| ${labels[part]} | ${p.cpuSeconds} | ${p.shareOfMachine}% |`);
  console.log(
    `\nthe database's share of the machine's CPU time: ${summary.databaseShareOfMachine}%; of the server side's (API + PostgreSQL + nginx): ` +
      `${summary.databaseShareOfServerCpu}%; ${summary.requestsPerServerCpuSecond} requests per server CPU second`,
  );
  if (parts.otherWork.shareOfMachine > 10)
    console.log(
      `the machine was ${parts.otherWork.shareOfMachine}% busy with other work: the figures are the machine's as much as the product's`,
    );
  if (recorder.errors.length > 0) {
    exitCode = 1;
    const byCall = {};
    for (const e of recorder.errors) byCall[`${e.call} → ${e.status}`] = (byCall[`${e.call} → ${e.status}`] ?? 0) + 1;
    console.error(`\n${recorder.errors.length} answers were not 2xx:`);
    for (const [key, n] of Object.entries(byCall)) console.error(`  ${n} × ${key}`);
    for (const e of recorder.errors.slice(0, 10)) console.error(`  ${e.call} ${e.status}: ${e.body}`);
  } else console.log("\n0 errors: every answer was 2xx");

  mkdirSync(join(here, "results"), { recursive: true });
  writeFileSync(
    join(here, "results", "mixed.json"),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        database: redacted(DATABASE_URL),
        data: sizes ? { kind: "scale", sizes } : { kind: "catalogue", programmes: catalogue.programmes.length },
        processes: PROCESSES,
        nginx: NGINX,
        productEnv: PRODUCT_ENV,
        users: USERS,
        learners: learners.length,
        mix: MIX,
        summary,
        cpu: parts,
        calls: rows,
        errors: recorder.errors.slice(0, 100),
      },
      null,
      2,
    )}\n`,
  );
  console.log("written to bench/results/mixed.json");
} catch (err) {
  exitCode = 1;
  console.error(err);
} finally {
  await product.stop();
  await db.end();
}
process.exit(exitCode);
