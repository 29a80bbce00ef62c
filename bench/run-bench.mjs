// `npm run bench`: the product on a generated catalogue of 100,000 programmes, measured with autocannon
// against a bare Fastify route on the same machine; plus the gzipped JavaScript the home page loads.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { chromePath } from "../e2e/browser.mjs";
import { root, run, waitFor } from "./bench-kit.mjs";
import { HOME_PAGE_JS_BUDGET_KB } from "./budgets.mjs";
import { homePageJavaScript } from "./home-page-js.mjs";
import { SEARCH_MIX, SEARCH_ROUNDS, searchLatency } from "./search-mix.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const PROGRAMMES = Number(process.env.BENCH_PROGRAMMES ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATA_DIR = join(here, ".data", `catalogue-${PROGRAMMES}`);
const PRODUCT_PORT = 3900;
// A PostgreSQL database (empty or holding the bench catalogue) to measure search on the production database too.
const PG_URL = process.env.BENCH_DATABASE_URL ?? "";
const BARE_PORT = 3901;

function measure(title, url, headers = {}, method = "GET") {
  return new Promise((resolve, reject) => {
    autocannon({ url, method, connections: CONNECTIONS, duration: DURATION, title, headers }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({ title, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

async function registerBenchUser(base) {
  const res = await fetch(`${base}/api/user/register/`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "bench" },
    body: JSON.stringify({
      name: "Bench User",
      email: `bench.${Date.now()}@contoh.id`,
      password: "Bench2026Kuat",
      terms_accepted: true,
      profession_name: "profesional",
    }),
  });
  const body = await res.json();
  if (!body.token?.token) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return body.token.token;
}

if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);
mkdirSync(DATA_DIR, { recursive: true });
run("npx", ["tsx", "apps/api/src/demo/run-bench-catalogue.ts", String(PROGRAMMES)], { DATA_DIR, LOG_LEVEL: "info" });

const children = new Set();
const stopAll = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("exit", stopAll);

function start(script, env) {
  const child = spawn("node", [script], { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  children.add(child);
  const exited = new Promise((resolve) => child.on("exit", resolve));
  return {
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      children.delete(child);
    },
  };
}

const base = `http://127.0.0.1:${PRODUCT_PORT}`;
const product = (cacheTtlMs, databaseUrl) =>
  start("apps/api/dist/server.js", {
    DATA_DIR,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: String(PRODUCT_PORT),
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    PUBLIC_URL: base,
    // production needs a mail server; the bench sends no mail
    SMTP_URL: "smtp://127.0.0.1:9",
    // production refuses to start without a payment key; the bench pays nothing
    PAYMENT_SERVER_KEY: "bench-payment-server-key-not-secret",
    // a fixed Ed25519 seed for the bench only (production keeps its own in config)
    CERTIFICATE_SIGNING_KEY: "M6Bx5vGehrueuMUD6utW41WsC61ZguhLJc0Uhd2X0ls",
    VISITOR_CACHE_TTL_MS: String(cacheTtlMs),
  });
const calls = [
  ["GET /api/program/list/KELASMU/1/30", "/api/program/list/KELASMU/1/30"],
  ["GET /api/program_activity/v2/list/1/36", "/api/program_activity/v2/list/1/36"],
  ["GET /api/program_activity/v2/list/1/36?search=excel", "/api/program_activity/v2/list/1/36?search=excel"],
  ["GET /api/program_activity/v2/product_detail/{slug}", "/api/program_activity/v2/product_detail/bench-program-4242"],
  [
    "GET /api/program_activity/v2/product_detail/{id}/activity",
    "/api/program_activity/v2/product_detail/4242/activity",
  ],
];

const searches = [];
try {
  const bare = start(join(here, "bare-server.mjs"), { PORT: String(BARE_PORT) });
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);
  let js = { files: 0, gzippedKb: 0 };
  const results = [await measure("bare Fastify route (ceiling)", `http://127.0.0.1:${BARE_PORT}/bare`)];
  await bare.stop();

  for (const [label, ttl] of [
    ["visitor cache on (as served)", 30_000],
    ["cache off (database every time)", 0],
  ]) {
    const server = product(ttl);
    await waitFor(`${base}/api/health`);
    for (const [title, path] of calls) {
      await measure(`${title} warm-up`, `${base}${path}`).catch(() => undefined);
      results.push({ ...(await measure(title, `${base}${path}`)), mode: label });
    }
    if (ttl > 0) {
      results.push({
        ...(await measure("list, browser headers", `${base}${calls[0][1]}`, {
          "accept-encoding": "gzip, deflate, br",
        })),
        mode: `${label}, brotli`,
      });
    }
    if (ttl === 0) searches.push({ database: "PGlite (embedded, default)", rows: await searchLatency(base) });
    if (ttl > 0) {
      // a logged-in user's own data: session lookup + the user with roles, children and verification state
      const token = await registerBenchUser(base);
      const auth = { authorization: `Bearer ${token}` };
      await measure("me-v2 warm-up", `${base}/api/auth/me-v2`, auth, "POST").catch(() => undefined);
      results.push({
        ...(await measure("POST /api/auth/me-v2", `${base}/api/auth/me-v2`, auth, "POST")),
        mode: "user session",
      });
      // the same browser as the journeys (the JavaScript a page loads is the same in the shell and the full browser)
      js = await homePageJavaScript(base, chromePath() ?? "/usr/bin/chromium-headless-shell");
    }
    await server.stop();
  }

  const ceiling = results[0].rps;
  console.log(
    `\n${PROGRAMMES} programmes, ${CONNECTIONS} connections, ${DURATION}s each, ${process.platform} ${process.arch}`,
  );
  console.log("| call | mode | req/s | p50 ms | p99 ms | of bare |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: |");
  for (const r of results) {
    console.log(
      `| ${r.title} | ${r.mode ?? "-"} | ${r.rps} | ${r.p50} | ${r.p99} | ${Math.round((r.rps / ceiling) * 100)}% |`,
    );
  }
  if (PG_URL) {
    run("npx", ["tsx", "apps/api/src/demo/run-bench-catalogue.ts", String(PROGRAMMES)], {
      DATABASE_URL: PG_URL,
      LOG_LEVEL: "info",
    });
    const server = product(0, PG_URL);
    await waitFor(`${base}/api/health`);
    searches.push({ database: "PostgreSQL (DATABASE_URL, production)", rows: await searchLatency(base) });
    await server.stop();
  }
  console.log(
    `\nSearch latency, one request at a time, cache off, ${SEARCH_MIX.length} texts × ${SEARCH_ROUNDS} rounds`,
  );
  console.log("| database | call | requests | p50 ms | p95 ms | p99 ms | max ms |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const { database, rows } of searches) {
    for (const r of rows)
      console.log(`| ${database} | ${r.call} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`);
  }
  console.log(
    `\nHome page JavaScript: ${js.files} files, ${js.gzippedKb} KB gzipped (budget ${HOME_PAGE_JS_BUDGET_KB} KB)`,
  );
  mkdirSync(join(here, "results"), { recursive: true });
  writeFileSync(
    join(here, "results", "latest.json"),
    JSON.stringify(
      { at: new Date().toISOString(), programmes: PROGRAMMES, results, searches, homePageJs: js },
      null,
      2,
    ),
  );
} finally {
  stopAll();
}
