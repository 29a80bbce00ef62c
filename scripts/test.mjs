// `npm test`: every suite, in order: domain units, API on PGlite, API on PostgreSQL (when
// TEST_DATABASE_URL is set), web components, then the built product in Chromium (Playwright + axe).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
if (!existsSync(chrome)) {
  console.error(
    `No Chromium found at ${chrome}.\n` +
      "Install Debian's Chromium (as root: apt-get update && apt-get install -y chromium)\n" +
      "or set CHROME_PATH to a Chromium/Chrome binary, then run npm test again.",
  );
  process.exit(1);
}

const env = { ...process.env, CHROME_PATH: chrome };
const withoutPg = { ...env };
delete withoutPg.TEST_DATABASE_URL;

const suites = [
  { name: "domain (unit and property)", cmd: "npx", args: ["vitest", "run"], cwd: "packages/domain", env },
  { name: "api on PGlite", cmd: "npx", args: ["vitest", "run"], cwd: "apps/api", env: withoutPg },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "api on PostgreSQL", cmd: "npx", args: ["vitest", "run"], cwd: "apps/api", env }]
    : []),
  { name: "web components", cmd: "npx", args: ["vitest", "run"], cwd: "apps/web", env },
  { name: "build", cmd: "npm", args: ["run", "build"], cwd: ".", env },
  { name: "e2e in Chromium", cmd: "npx", args: ["playwright", "test"], cwd: "e2e", env },
];

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: the API suite runs on PGlite only (CI runs it on PostgreSQL too).");
}

const results = [];
for (const suite of suites) {
  const started = Date.now();
  console.log(`\n=== ${suite.name} ===`);
  const run = spawnSync(suite.cmd, suite.args, { cwd: suite.cwd, env: suite.env, stdio: "inherit" });
  const ok = run.status === 0;
  results.push({ name: suite.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok && suite.name === "build") break; // nothing to test in a browser without a build
}

console.log("\n=== summary ===");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
