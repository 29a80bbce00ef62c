// `npm test`: every suite. The unit suites and the build run on two lanes side by side (one per core);
// the browser journeys then run alone, since their server and Chromium need both cores, and after them the
// page-speed gate (Lighthouse, issue 24). Each suite's output
// is printed whole when it ends; the summary gives each suite's tests and time, and the run's wall time
// against the budget in the README (docs/decisions/017-test-speed.md).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { chromePath } from "../e2e/browser.mjs";

const BUDGET_SECONDS = 9 * 60;

const chrome = chromePath();
if (!chrome) {
  console.error(
    `No browser for the journeys: ${process.env.CHROME_PATH ? `CHROME_PATH (${process.env.CHROME_PATH}) does not exist` : "no Chromium found"}.\n` +
      "Install Debian's Chromium headless shell (as root: apt-get update && apt-get install -y chromium-headless-shell)\n" +
      "or set CHROME_PATH to a Chromium/Chrome binary, then run npm test again.",
  );
  process.exit(1);
}

const env = { ...process.env, CHROME_PATH: chrome, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" };
const withoutPg = { ...env };
delete withoutPg.TEST_DATABASE_URL;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const pageLogDir = mkdtempSync(join(tmpdir(), "karirmu-e2e-pages-"));
const pageLog = join(pageLogDir, "pages.jsonl");

/**
 * A runner can end with 0 having run nothing (Vitest does when its global setup never settles): a suite with
 * `mustShow` fails unless its tally (the test counts it printed) matches it.
 */
const SOME_PASSED = /\b[1-9]\d* passed/;
const vitest = (name, cwd, suiteEnv = env, extraArgs = []) => ({
  name,
  cmd: "npx",
  args: ["vitest", "run", ...extraArgs],
  cwd,
  env: suiteEnv,
  mustShow: SOME_PASSED,
});
const suites = {
  domain: vitest("domain (unit and property)", "packages/domain"),
  apiPglite: vitest("api on PGlite", "apps/api", withoutPg),
  apiPostgres: vitest("api on PostgreSQL", "apps/api"),
  // its two projects (apps/web/vitest.config.ts), one on each lane: the lanes then end within seconds of each other.
  // Not --shard: the files sharing one DOM must keep the order they pass in (a shard's other order broke two)
  webShared: vitest("web components (shared DOM)", "apps/web", env, ["--project=shared-dom"]),
  webFresh: vitest("web components (fresh page)", "apps/web", env, ["--project=fresh-page"]),
  // the lint rules' own tests, and the benches' rules that decide what they report (the mixed load's mix and client,
  // the CPU slowdown of the page-speed gate)
  lintRules: {
    name: "lint and bench rules",
    cmd: process.execPath,
    args: ["--test", "scripts/lint-rules.test.mjs", "bench/mixed-load.test.mjs", "bench/lighthouse-kit.test.mjs"],
    cwd: ".",
    env,
    mustShow: SOME_PASSED,
  },
  build: { name: "build", cmd: "npm", args: ["run", "build"], cwd: ".", env },
  // two processes of the built server on one PostgreSQL database (issue 25): a suite of its own, after the build
  // (it runs apps/api/dist/server.js) and only with TEST_DATABASE_URL (it makes and drops a database there); node's
  // runner, since it tests processes from outside, not the app in-process as the API suite does
  cluster: {
    name: "two API processes",
    cmd: process.execPath,
    args: ["--test", "e2e/cluster.test.mjs"],
    cwd: ".",
    env,
    mustShow: SOME_PASSED,
  },
  // every journey logs the pages it visits and axe-checks (e2e/fixtures.ts) ...
  e2e: {
    name: "e2e in Chromium",
    cmd: "npx",
    args: ["playwright", "test"],
    cwd: "e2e",
    env: { ...env, E2E_PAGE_LOG: pageLog },
    mustShow: SOME_PASSED,
  },
  // the public pages' speed on the built product (issue 24): the home page's JavaScript and one Lighthouse run a
  // page against bench/budgets.mjs. After the journeys, alone with the tiny page-coverage check: Lighthouse's
  // simulated timings grow with whatever else keeps the two cores busy.
  pageSpeed: {
    name: "page speed (Lighthouse)",
    cmd: process.execPath,
    args: ["check-page-speed.mjs"],
    cwd: "bench",
    env,
    mustShow: SOME_PASSED,
  },
  // ... and every page they visit must be axe-checked at 390 px by one of them (issue 18)
  pagesAt390: {
    name: "pages at 390 px",
    cmd: process.execPath,
    args: ["page-coverage.mjs", pageLog],
    cwd: "e2e",
    env,
    tally: (output) => /^(\d+ pages, \d+ without an axe check at 390 px)$/m.exec(output)?.[1] ?? "",
    // an empty page log would pass with 0 pages
    mustShow: /^[1-9]\d* pages, 0 without/,
  },
};

// Two lanes of about equal length. Measured 2026-11-28 in CI, side by side: lint rules 1 s, PGlite 202 s, web's
// fresh-page project 43 s, two API processes 15 s; build 7 s, domain 18 s, PostgreSQL 158 s, web's shared-DOM
// project 86 s (the web suite whole, 116 s, ran alone for its last 80 s when it was one suite of the second lane).
// The two processes run the build's output: long after the build has ended on the other lane, and not at all when
// it failed.
const lanes = onPostgres
  ? [
      [suites.lintRules, suites.apiPglite, suites.webFresh, suites.cluster],
      [suites.build, suites.domain, suites.apiPostgres, suites.webShared],
    ]
  : [
      [suites.lintRules, suites.domain, suites.apiPglite],
      [suites.build, suites.webShared, suites.webFresh],
    ];

if (!onPostgres) {
  console.log("TEST_DATABASE_URL is not set: the API suite runs on PGlite only (CI runs it on PostgreSQL too).");
}

const started = Date.now();
const results = [];

function run(suite) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    console.log(`--- ${suite.name}: started`);
    const child = spawn(suite.cmd, suite.args, { cwd: suite.cwd, env: suite.env, stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (c) => chunks.push(c));
    child.stderr.on("data", (c) => chunks.push(c));
    child.on("close", (code) => {
      const output = Buffer.concat(chunks).toString();
      const tests = suite.tally ? suite.tally(output) : countTests(output);
      const ranNothing = suite.mustShow && !suite.mustShow.test(tests);
      const result = { name: suite.name, ok: code === 0 && !ranNothing, seconds: (Date.now() - t0) / 1000, tests };
      result.failures = result.ok ? [] : failingTests(output, "failed");
      result.flaky = failingTests(output, "flaky");
      if (ranNothing)
        chunks.push(Buffer.from(`\n${suite.name}: its output shows no test run, so it counts as failed.\n`));
      console.log(`\n=== ${suite.name} (${result.ok ? "ok" : "FAILED"}, ${result.seconds.toFixed(0)} s) ===`);
      process.stdout.write(output);
      results.push(result);
      resolve(result);
    });
  });
}

/** "Tests  590 passed | 9 skipped (599)" from vitest, "ℹ pass 7" from node's runner, "154 passed (3.2m)" from Playwright. */
function countTests(output) {
  const text = stripVTControlCharacters(output);
  const vitestLine = /^\s*Tests\s+(.+)$/m.exec(text);
  if (vitestLine?.[1]) return vitestLine[1].trim();
  const nodeTest = [...text.matchAll(/^ℹ (pass|fail|skipped) (\d+)$/gm)].filter((m) => m[1] === "pass" || m[2] !== "0");
  if (nodeTest.length) return nodeTest.map((m) => `${m[2]} ${m[1] === "pass" ? "passed" : m[1]}`).join(" | ");
  const counts = [...text.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped|did not run)\b/gm)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
  return counts.length ? counts.join(" | ") : "";
}

/**
 * The names of the failed (or flaky: passed on a retry) tests, for the summary, the only part of a long run some
 * readers see: Playwright's list after "N failed" / "N flaky"; for failures also vitest's "FAIL" lines and node's
 * "✖" lines; at most 12.
 */
function failingTests(output, kind) {
  const text = stripVTControlCharacters(output);
  const section =
    text
      .split(new RegExp(`^\\s+\\d+ ${kind}$`, "m"))[1]
      ?.split(/^\s+\d+ (passed|failed|flaky|skipped|did not run)\b/m)[0] ?? "";
  const playwright = [...section.matchAll(/^\s+(\[[\w-]+\] › .+)$/gm)].map((m) => m[1]);
  if (kind === "flaky") return playwright.slice(0, 12);
  const vitest = [...text.matchAll(/^\s*FAIL\s+(.+)$/gm)].map((m) => m[1]);
  const node = [...text.matchAll(/^✖ (.+)$/gm)].map((m) => m[1]);
  return [...new Set([...playwright, ...vitest, ...node])].slice(0, 12);
}

let buildEnded;
const buildResult = new Promise((resolve) => {
  buildEnded = resolve;
});
await Promise.all(
  lanes.map(async (lane) => {
    for (const suite of lane) {
      if (suite === suites.cluster && !(await buildResult).ok) continue;
      const result = await run(suite);
      // only the two-process suite (above) and the journeys (below) run the build's output
      if (suite === suites.build) buildEnded(result);
    }
  }),
);
if (results.find((r) => r.name === suites.build.name)?.ok) {
  const e2eOk = (await run(suites.e2e)).ok;
  await Promise.all([e2eOk ? run(suites.pagesAt390) : undefined, run(suites.pageSpeed)]);
} else console.log("\nThe build failed: no browser journeys.");
rmSync(pageLogDir, { recursive: true, force: true });

const wall = (Date.now() - started) / 1000;
console.log("\n=== summary ===");
for (const r of results) {
  console.log(
    `${r.ok ? "ok  " : "FAIL"} ${r.name.padEnd(28)} ${String(Math.round(r.seconds)).padStart(4)} s  ${r.tests}`,
  );
  for (const name of r.failures ?? []) console.log(`       ✘ ${name}`);
  for (const name of r.flaky ?? []) console.log(`       flaky (passed on its retry): ${name}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
console.log(
  `wall time ${Math.floor(wall / 60)} min ${Math.round(wall % 60)} s (budget ${BUDGET_SECONDS / 60} min${wall > BUDGET_SECONDS ? ": OVER" : ""})`,
);
process.exit(failed ? 1 : 0);
