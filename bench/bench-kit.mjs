// Helpers the bench scripts share.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import pg from "pg";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Runs a command in the repository root, failing the bench when it fails. */
export function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

export async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** The p-th percentile of timings in ms, to a tenth. */
export function percentile(list, p) {
  const sorted = [...list].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
}

/** p50, p95, p99 and max of a call's timings. */
export function latencySummary(call, list) {
  return {
    call,
    requests: list.length,
    p50: percentile(list, 50),
    p95: percentile(list, 95),
    p99: percentile(list, 99),
    max: percentile(list, 100),
  };
}

/** The bench learner of apps/api/src/demo/bench-learning.ts. */
export const BENCH_LEARNER = { email: "bench.learner@contoh.id", password: "Bench2026Kuat" };

/**
 * The API from source as `npm start` runs it otherwise (NODE_ENV=production, LOG_LEVEL=warn), on the bench data;
 * no web app, no demo seed, nothing rate-limited on purpose. Returns a function that stops it.
 */
export function startBenchApi({ dataDir, port, databaseUrl, env = {} }) {
  const child = spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST_DIR: join(dataDir, "no-web"),
      SMTP_URL: "smtp://127.0.0.1:9",
      PAYMENT_SERVER_KEY: "bench-payment-server-key-not-secret",
      // a fixed Ed25519 seed for the bench only (production keeps its own in config)
      CERTIFICATE_SIGNING_KEY: "M6Bx5vGehrueuMUD6utW41WsC61ZguhLJc0Uhd2X0ls",
      // the learner logs in once; nothing here is rate-limited on purpose
      RATE_LIMIT_SCALE: "1000",
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  process.on("exit", () => child.kill("SIGTERM"));
  return async () => {
    child.kill("SIGTERM");
    await exited;
  };
}

/** Logs the bench learner in: their token and user id. */
export async function logInBenchLearner(base) {
  const res = await fetch(`${base}/api/user/login/`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "bench" },
    body: JSON.stringify(BENCH_LEARNER),
  });
  const body = await res.json();
  if (!body.token?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { token: body.token.token, userId: body.data.id };
}

/**
 * One request on the one kept-alive connection, with the browser's headers (compressed answers): its time to
 * the answer's last byte, the status and the decoded answer (decoded after the clock stops). Node's http client,
 * not fetch: on this machine fetch alone adds about 3 ms a request, which is the client's, not the server's.
 */
export function keepAliveClient(base, auth) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { authorization: `Bearer ${auth.token}`, "x-requested-with": "bench" };
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
  return (path, body) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const request = http.request(
        `${base}${path}`,
        {
          agent,
          method: body ? "POST" : "GET",
          headers: {
            ...headers,
            "accept-encoding": "gzip, deflate, br",
            ...(body ? { "content-type": "application/json" } : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => {
            const ms = performance.now() - started;
            const raw = Buffer.concat(chunks);
            const decoder = decode[res.headers["content-encoding"]];
            const text = (decoder ? decoder(raw) : raw).toString("utf8");
            let json = null;
            try {
              json = JSON.parse(text);
            } catch {}
            resolve({ ms, status: res.statusCode, json });
          });
        },
      );
      request.on("error", reject);
      request.end(body ? JSON.stringify(body) : undefined);
    });
}

/** The length of one clock tick of /proc's CPU times, in ms. */
export const TICK_MS = 1000 / Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim() || 100);

/** The machine's busy and total CPU time so far (/proc/stat, all cores), in ms. */
export function machineCpuMs() {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const n = values.slice(0, 8).map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: (total - n[3] - n[4]) * TICK_MS, total: total * TICK_MS };
}

/** CPU time a process has used so far, in ms (utime + stime of /proc/<pid>/stat). */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/** Runs `fn` with a client on `url`, then closes it. */
export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
