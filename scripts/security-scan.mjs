// `npm run security-scan`: starts the product as `npm start` does, on a fresh data folder and a free port, logs
// the demo learner in, and runs Debian's sqlmap and wapiti against the search, list, product, enrolled-list and
// checkout calls; then reads the server log for 5xx answers and writes what it found into docs/security.md
// (between the security-scan markers; the text around them is kept). Bounded to 10 minutes after the build,
// each tool with its own timeout. Not part of `npm test`. Options: --no-build, --keep (keep the temp folder).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DOC = join(ROOT, "docs", "security.md");
const BUDGET_MS = 10 * 60_000;
const SQLMAP_TARGET_MS = 100_000;
const SQLMAP_TOTAL_MS = 6 * 60_000;
const WAPITI_SCAN_S = 150;
const WAPITI_MS = 200_000;
const LEARNER = { email: "murid@demo.test", password: "Demo12345" };
const args = new Set(process.argv.slice(2));
const started = Date.now();
const left = () => BUDGET_MS - (Date.now() - started);

function log(message) {
  process.stdout.write(`[security-scan ${Math.round((Date.now() - started) / 1000)}s] ${message}\n`);
}

function versionOf(tool) {
  const run = spawnSync(tool, ["--version"], { encoding: "utf8" });
  if (run.error || run.status !== 0) return null;
  const match = /(\d+\.\d+(\.\d+)?)/.exec(`${run.stdout}${run.stderr}`.replace(/Wapiti-/, " "));
  return match ? match[1] : "?";
}

// ---- tools, build, server ------------------------------------------------------------------------------------

const versions = { sqlmap: versionOf("sqlmap"), wapiti: versionOf("wapiti") };
const missing = Object.entries(versions).filter(([, v]) => !v);
if (missing.length) {
  process.stderr.write(
    `security-scan needs ${missing.map(([t]) => t).join(" and ")} (Debian packages). Install them with:\n` +
      "  sudo apt-get update && sudo apt-get install -y sqlmap wapiti\n",
  );
  process.exit(2);
}

/** The newest modification time under a folder (sources), skipping dependencies and builds. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function needsBuild() {
  const outputs = [join(ROOT, "apps/api/dist/server.js"), join(ROOT, "apps/web/dist/index.html")];
  if (!outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  const sources = ["apps/api/src", "apps/web/src", "packages/domain/src"].map((d) => newest(join(ROOT, d)));
  return Math.max(...sources) > built;
}

if (!args.has("--no-build") && needsBuild()) {
  log("building (npm run build)");
  const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

/** Runs a command with a time limit; resolves with its output whatever happens (the limit stops it). */
function run(command, commandArgs, { timeoutMs, cwd = ROOT } = {}) {
  return new Promise((ok) => {
    const child = spawn(command, commandArgs, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
    }, timeoutMs);
    const t0 = Date.now();
    child.on("close", (code) => {
      clearTimeout(timer);
      ok({ code, output, timedOut, seconds: Math.round((Date.now() - t0) / 1000) });
    });
  });
}

const work = mkdtempSync(join(tmpdir(), "security-scan-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const serverLogPath = join(work, "server.log");
let serverLog = "";
log(`starting the product on ${base} (DATA_DIR ${join(work, "data")})`);
const server = spawn(process.execPath, [join(ROOT, "apps/api/dist/server.js")], {
  cwd: ROOT,
  env: {
    ...process.env,
    DATA_DIR: join(work, "data"),
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    // the scan sends thousands of calls as one learner from one address: limits would answer 429 instead of
    // letting the tools reach the code under test (the limits have their own tests)
    RATE_LIMIT_SCALE: "1000",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (chunk) => {
  serverLog += chunk;
});
server.stderr.on("data", (chunk) => {
  serverLog += chunk;
});
let serverExited = false;
server.on("exit", () => {
  serverExited = true;
});

async function stopServer() {
  if (serverExited) return;
  server.kill("SIGTERM");
  const deadline = Date.now() + 15_000;
  while (!serverExited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!serverExited) server.kill("SIGKILL");
}

async function fail(message) {
  process.stderr.write(`security-scan: ${message}\n`);
  await stopServer();
  writeFileSync(serverLogPath, serverLog);
  process.stderr.write(`server log: ${serverLogPath}\n`);
  process.exit(1);
}

async function api(method, path, { token, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-requested-with": "XMLHttpRequest",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

for (;;) {
  if (serverExited) await fail("the server stopped while starting");
  if (Date.now() - started > 120_000) await fail("the server did not answer /api/health within 2 minutes");
  const health = await fetch(`${base}/api/health`).catch(() => null);
  if (health?.ok) break;
  await new Promise((r) => setTimeout(r, 500));
}
log("the product is up");

// ---- the caller and the targets ----------------------------------------------------------------------------

const login = await api("POST", "/api/user/login/", { body: LEARNER });
const token = login.json?.token?.token;
const userId = login.json?.data?.id;
if (!token || !userId) await fail(`login of ${LEARNER.email} failed: ${login.status} ${JSON.stringify(login.json)}`);
const headers = [`Authorization: Bearer ${token}`, "X-Requested-With: XMLHttpRequest"];

const paid = (await api("GET", "/api/program_activity/v2/list/1/24?price=berbayar")).json?.data ?? [];
const subjects = (await api("GET", "/api/program/subject/list/")).json?.data ?? [];
let buyable = null;
for (const card of paid) {
  const res = await api("POST", "/api/payment/v3/checkout/", { token, body: { program_ids: [card.id] } });
  if (res.status === 200) {
    buyable = card;
    break;
  }
}
if (!buyable) await fail("no programme the demo learner can check out");
const product = paid[0];
const tag = product.tags?.[0] ?? "excel";
const subject = subjects[0]?.slug ?? "fisika";
const institution = product.creator?.slug ?? "lembaga";

/**
 * What the scan attacks. `url` marks sqlmap's injection points with `*` (path segments and query values);
 * `params` names them in the same order, for the report. Wapiti gets `url` without the marks.
 */
const TARGETS = [
  {
    call: "search",
    method: "GET",
    url: "/api/program_activity/v2/list/1*/36*?search=excel*&sort=relevan*",
    params: ["page", "n", "search", "sort"],
  },
  {
    call: "search (live suggestions)",
    method: "GET",
    url: `/api/program_activity/search-list/KELASMU*/excel*/1*?institution=${institution}*`,
    params: ["category", "title", "page", "institution"],
  },
  {
    call: "list",
    method: "GET",
    url: `/api/program/list/KELASMU*/1*/30*/${tag}*`,
    params: ["category", "page", "limit", "tag"],
  },
  {
    call: "list (filters)",
    method: "GET",
    url:
      `/api/program_activity/v2/list/1/36?category=KELASMU*&level=SMP*&type=0*&price=berbayar*` +
      `&institution=${institution}*&institution_type=1*&tag=${tag}*&year=kelas-8*&subject=${subject}*&sort=terbaru*`,
    params: ["category", "level", "type", "price", "institution", "institution_type", "tag", "year", "subject", "sort"],
  },
  {
    call: "product",
    method: "GET",
    url: `/api/program_activity/v2/product_detail/${product.slug}*`,
    params: ["id (slug)"],
  },
  {
    call: "product (by id)",
    method: "GET",
    url: `/api/program_activity/v2/product_detail/${product.id}*/description`,
    params: ["id"],
  },
  {
    call: "enrolled list",
    method: "GET",
    url:
      `/api/program-activity/enrolled/${userId}*/1*/12*?sort=newest*&search=a*&progress=all*&folder=1*` +
      "&subdomain_slug=mitra*",
    params: ["user_id", "page", "limit", "sort", "search", "progress", "folder", "subdomain_slug"],
  },
  {
    call: "checkout",
    method: "POST",
    url: "/api/payment/v3/checkout/",
    data: JSON.stringify({ program_ids: [buyable.id] }),
    params: ["program_ids[0] (JSON body)"],
  },
];

const incoming = () => (serverLog.match(/"msg":"incoming request"/g) ?? []).length;

// ---- sqlmap ----------------------------------------------------------------------------------------------------

function parseSqlmap(output) {
  const injectable = [...output.matchAll(/^Parameter: (.+)$/gm)].map((m) => m[1].trim());
  const notInjectable = [...output.matchAll(/parameter '([^']+)' does not seem to be injectable/g)].map((m) => m[1]);
  const errors = {};
  const block = /HTTP error codes detected during run:\s*\n?([^\n]+)/.exec(output);
  if (block) {
    for (const m of block[1].matchAll(/(\d{3}) \([^)]*\) - (\d+) times/g)) errors[m[1]] = Number(m[2]);
  }
  const critical = [...output.matchAll(/\[CRITICAL\] ([^\n]+)/g)].map((m) => m[1]);
  return { injectable, notInjectable, errors, critical };
}

const sqlmapResults = [];
const sqlmapStop = Date.now() + Math.min(SQLMAP_TOTAL_MS, left() - WAPITI_MS - 30_000);
for (const target of TARGETS) {
  const timeoutMs = Math.min(SQLMAP_TARGET_MS, sqlmapStop - Date.now());
  if (timeoutMs < 10_000) {
    sqlmapResults.push({ target, skipped: true });
    continue;
  }
  log(`sqlmap: ${target.call} (${target.method} ${target.url.replaceAll("*", "")})`);
  const before = incoming();
  const result = await run(
    "sqlmap",
    [
      "-u",
      `${base}${target.url}`,
      ...(target.data ? ["--data", target.data, "--method", "POST"] : []),
      `--headers=${[...headers, ...(target.data ? ["Content-Type: application/json"] : [])].join("\n")}`,
      "--batch",
      "--level",
      "2",
      "--risk",
      "1",
      "--timeout",
      "15",
      "--retries",
      "1",
      "--flush-session",
      "--disable-coloring",
      `--output-dir=${join(work, "sqlmap")}`,
    ],
    { timeoutMs },
  );
  sqlmapResults.push({ target, ...result, ...parseSqlmap(result.output), from: before, to: incoming() });
}

// ---- wapiti ----------------------------------------------------------------------------------------------------

const WAPITI_MODULES =
  "sql,blindsql,exec,file,xss,permanentxss,crlf,redirect,backup,methods,http_headers,csp,cookieflags";
const wapitiStarts = TARGETS.filter((t) => t.method === "GET").map((t) => `${base}${t.url.replaceAll("*", "")}`);
let wapiti = { skipped: true };
const wapitiMs = Math.min(WAPITI_MS, left() - 15_000);
if (wapitiMs >= 30_000) {
  log("wapiti: the GET calls above, the whole host in scope");
  const report = join(work, "wapiti.json");
  const before = incoming();
  const result = await run(
    "wapiti",
    [
      "-u",
      `${base}/`,
      "--scope",
      "domain",
      ...wapitiStarts.flatMap((url) => ["-s", url]),
      ...headers.flatMap((h) => ["-H", h]),
      "-m",
      WAPITI_MODULES,
      "-d",
      "2",
      "--max-scan-time",
      String(Math.min(WAPITI_SCAN_S, Math.floor(wapitiMs / 1000) - 30)),
      "--max-attack-time",
      "40",
      "-t",
      "15",
      "--flush-session",
      "--store-session",
      join(work, "wapiti-session"),
      "-f",
      "json",
      "-o",
      report,
      "--no-bugreport",
      "-v",
      "1",
    ],
    { timeoutMs: wapitiMs },
  );
  let findings = [];
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, "utf8"));
    for (const [kind, group] of [
      ["vulnerability", json.vulnerabilities],
      ["anomaly", json.anomalies],
      ["additional", json.additionals],
    ]) {
      for (const [category, items] of Object.entries(group ?? {})) {
        for (const item of items) {
          findings.push({
            kind,
            category,
            method: item.method,
            path: item.path,
            info: item.info,
            param: item.parameter,
          });
        }
      }
    }
  } else {
    findings = null;
  }
  wapiti = { ...result, findings, from: before, to: incoming() };
}

await stopServer();
writeFileSync(serverLogPath, serverLog);

// ---- 5xx in the server log -------------------------------------------------------------------------------------

const urls = new Map();
const order = new Map();
const faults = [];
for (const line of serverLog.split("\n")) {
  if (!line.startsWith("{")) continue;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    continue;
  }
  if (entry.msg === "incoming request" && entry.req) {
    urls.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
    order.set(entry.reqId, order.size);
  }
  const status = entry.res?.statusCode;
  if (entry.msg === "request completed" && status >= 500) {
    faults.push({
      status,
      request: urls.get(entry.reqId) ?? "?",
      reqId: entry.reqId,
      at: order.get(entry.reqId) ?? -1,
    });
  }
  if (entry.level >= 50 && entry.reqId && entry.err) {
    const fault = faults.find((f) => f.reqId === entry.reqId);
    if (fault) fault.error = entry.err.message ?? entry.msg;
  }
}
const total = (serverLog.match(/"msg":"incoming request"/g) ?? []).length;
/** The 5xx answers to the calls a tool made (the server log in order, between its first and last call). */
const faultsOf = (r) => faults.filter((f) => f.at >= r.from && f.at < r.to).length;

// ---- docs/security.md --------------------------------------------------------------------------------------------

const date = new Date().toISOString().slice(0, 10);
const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
const dirty = spawnSync("git", ["status", "--porcelain"], { cwd: ROOT, encoding: "utf8" }).stdout.trim() !== "";
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const cell = (text) => String(text).replaceAll("|", "\\|").replaceAll("\n", " ");
const errorsText = (errors) =>
  Object.keys(errors ?? {}).length
    ? Object.entries(errors)
        .map(([code, n]) => `${code} ×${n}`)
        .join(", ")
    : "none";

/** Wapiti's findings that are known and by design; anything else is a finding to look at. */
const BY_DESIGN = [
  {
    match: (f) => f.category === "HTTP Secure Headers" && /X-XSS-Protection/.test(f.info ?? ""),
    why:
      "by design: helmet sends `X-XSS-Protection: 0` (the legacy filter off, as OWASP advises); wapiti 3.0.4 " +
      "wants it on. The Content-Security-Policy is the XSS defence (RELIABILITY S10).",
  },
];

const lines = [];
lines.push(`## Last scan: ${date}`, "");
lines.push(
  `- Code: ${commit}${dirty ? " with uncommitted changes" : ""}; the product as \`npm start\` runs it ` +
    "(`node apps/api/dist/server.js`, fresh `DATA_DIR` with PGlite and the demo data, `HOST=127.0.0.1`), " +
    "with `RATE_LIMIT_SCALE=1000` so that the tools reach the code instead of a 429.",
  `- Caller: ${LEARNER.email} with a Bearer session token and \`X-Requested-With\` on every call.`,
  `- Took ${minutes(Date.now() - started)} of the 10-minute bound; the server answered ${total} calls.`,
  "",
);
lines.push(
  `### sqlmap ${versions.sqlmap} (\`--batch --level 2 --risk 1\`, ${SQLMAP_TARGET_MS / 1000} s a call at most)`,
  "",
);
lines.push("| call | request | parameters attacked | injectable | answers sqlmap saw | calls | 5xx | time |");
lines.push("| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const r of sqlmapResults) {
  const request = `\`${r.target.method} ${r.target.url.replaceAll("*", "")}\`${r.target.data ? ` \`${r.target.data}\`` : ""}`;
  if (r.skipped) {
    lines.push(`| ${r.target.call} | ${request} | ${r.target.params.join(", ")} | not run: out of time | | | | |`);
    continue;
  }
  const verdict = r.injectable.length
    ? `**${r.injectable.join("; ")}**`
    : r.timedOut
      ? "unknown: stopped at the time limit"
      : r.notInjectable.length || /do not appear to be injectable/.test(r.output)
        ? "none"
        : `unknown: ${cell(r.critical.join("; ") || "see the sqlmap output")}`;
  lines.push(
    `| ${r.target.call} | ${cell(request)} | ${r.target.params.join(", ")} | ${verdict} | ${errorsText(r.errors)} ` +
      `| ${r.to - r.from} | ${faultsOf(r)} | ${r.seconds} s |`,
  );
}
lines.push("");
const injectable = sqlmapResults.flatMap((r) => r.injectable ?? []);
lines.push(
  injectable.length
    ? `**sqlmap found ${injectable.length} injectable parameter(s).**`
    : "sqlmap found no injectable parameter. (The 400s are the zod checks refusing the payloads before any query.)",
  "",
);

lines.push(`### wapiti ${versions.wapiti} (\`--scope domain\`, ${WAPITI_SCAN_S} s at most)`, "");
if (wapiti.skipped) {
  lines.push("Not run: out of time.", "");
} else {
  lines.push(
    `Start URLs: the GET calls above (without the marks), and \`/\`. Modules: ${WAPITI_MODULES}. ` +
      `${wapiti.to - wapiti.from} calls in ${wapiti.seconds} s${wapiti.timedOut ? " (stopped at the time limit)" : ""}, ` +
      `${faultsOf(wapiti)} of them answered 5xx.`,
    "",
  );
  if (wapiti.findings === null) {
    lines.push(`wapiti wrote no report (exit ${wapiti.code}).`, "");
  } else if (wapiti.findings.length === 0) {
    lines.push("No vulnerability, anomaly or other finding.", "");
  } else {
    lines.push("| kind | category | where | what | note |", "| --- | --- | --- | --- | --- |");
    for (const f of wapiti.findings) {
      const known = BY_DESIGN.find((k) => k.match(f));
      lines.push(
        `| ${f.kind} | ${cell(f.category)} | ${cell(`${f.method} ${f.path}${f.param ? ` (${f.param})` : ""}`)} ` +
          `| ${cell(f.info ?? "")} | ${known ? known.why : "**to look at**"} |`,
      );
    }
    lines.push("");
  }
}

lines.push("### Answers 5xx in the server log", "");
if (faults.length === 0) {
  lines.push(`None: no call of the ${total} answered 5xx.`, "");
} else {
  lines.push(
    `**${faults.length} answer(s) 5xx** of ${total}:`,
    "",
    "| status | request | error |",
    "| --- | --- | --- |",
  );
  for (const f of faults.slice(0, 50)) lines.push(`| ${f.status} | \`${cell(f.request)}\` | ${cell(f.error ?? "")} |`);
  if (faults.length > 50) lines.push(`| … | ${faults.length - 50} more | |`);
  lines.push("");
}

const START = "<!-- security-scan:start -->";
const END = "<!-- security-scan:end -->";
const generated = `${START}\n<!-- written by \`npm run security-scan\`: edit the text outside these marks -->\n\n${lines.join("\n")}${END}`;
const current = existsSync(DOC) ? readFileSync(DOC, "utf8") : "# Security scan\n\n";
const next =
  current.includes(START) && current.includes(END)
    ? current.slice(0, current.indexOf(START)) + generated + current.slice(current.indexOf(END) + END.length)
    : `${current.trimEnd()}\n\n${generated}\n`;
writeFileSync(DOC, next);

log(`sqlmap: ${injectable.length} injectable parameter(s); wapiti: ${wapiti.findings?.length ?? "no"} finding(s)`);
log(`server: ${faults.length} answer(s) 5xx of ${total}; written to docs/security.md`);
if (args.has("--keep")) log(`kept ${work} (server.log, sqlmap/, wapiti.json)`);
else rmSync(work, { recursive: true, force: true });
process.exit(injectable.length || faults.length ? 1 : 0);
