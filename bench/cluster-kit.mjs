// Several API processes on one PostgreSQL database, optionally behind nginx (issue 25): what `npm run bench:cluster`,
// the two-process test (e2e/cluster.test.mjs) and the mixed-load script start. Each process is the built server
// (`node apps/api/dist/server.js`, as `npm start` runs it) with one shared configuration: the same APP_KEY, the same
// keys for what one process signs and another checks (certificates, payment notifications, Prakerja file links),
// the same place for uploads. Nothing in the processes is sticky; nginx balances round robin.
//
// What a process would otherwise keep to itself (apps/api/src/config.ts): the certificate signing key (a file
// under DATA_DIR outside production and tests, unless CERTIFICATE_SIGNING_KEY is given), the payment key and the
// Prakerja file-link key (random per start unless given), the uploads (UPLOAD_DIR, under DATA_DIR by default) and
// the Prakerja partner simulator (one per process outside production: off here). Every one of them can be given
// through the environment, so the kit gives them all.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { processCpuMs, root, withClient } from "./bench-kit.mjs";

/**
 * The configuration every process of a cluster shares. Fixed values for benches and tests only: a deployment gives
 * its own secrets (docs/operations.md).
 */
export const SHARED_CLUSTER_ENV = {
  APP_KEY: "karirmu-cluster-app-key-2026",
  // a fixed Ed25519 seed (32 bytes, base64url) for benches and tests; production keeps its own in config
  CERTIFICATE_SIGNING_KEY: "M6Bx5vGehrueuMUD6utW41WsC61ZguhLJc0Uhd2X0ls",
  PAYMENT_SERVER_KEY: "cluster-payment-server-key-not-secret",
  PRAKERJA_FILE_LINK_KEY: "cluster-prakerja-file-link-key-not-secret-0123456789",
  // a simulator per process would keep a partner of its own in each: the cluster runs without the partner
  PRAKERJA_SIMULATOR: "false",
};

const NGINX_TEMPLATE = join(root, "bench", "cluster", "nginx.conf");
const SERVER_JS = join(root, "apps", "api", "dist", "server.js");

/** Debian's nginx binary, installed with apt-get when it is missing (the machines here are Debian, and root). */
export function ensureNginx({ log = console.log } = {}) {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
  if (found) return found;
  log("nginx is missing: installing Debian's package (apt-get install -y nginx)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  if (update.status !== 0) throw new Error("apt-get update failed: install nginx by hand (apt-get install -y nginx)");
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env });
  if (install.status !== 0 || !existsSync("/usr/sbin/nginx")) throw new Error("apt-get install -y nginx failed");
  // the package starts a system-wide nginx on port 80 where it can; the kit runs its own and needs none
  spawnSync("sh", ["-c", "service nginx stop >/dev/null 2>&1 || nginx -s stop >/dev/null 2>&1 || true"]);
  return "/usr/sbin/nginx";
}

/**
 * The nginx configuration of a cluster: bench/cluster/nginx.conf with its placeholders filled in. `extra` adds routes
 * beside the API's, each `{ path, upstream }` (e.g. the bench's bare Fastify route, measured through the same proxy).
 */
export function nginxConfig({ prefix, listenPort, apiPorts, extra = [], workerProcesses = 1 }) {
  const upstreams = extra
    .map((e, i) => `  upstream extra_${i} {\n    server ${e.upstream};\n    keepalive 16;\n  }\n`)
    .join("");
  const locations = extra
    .map((e, i) => `    location ${e.path} {\n      proxy_pass http://extra_${i};\n    }\n`)
    .join("");
  const values = {
    PREFIX: prefix,
    LISTEN_PORT: String(listenPort),
    WORKER_PROCESSES: String(workerProcesses),
    API_SERVERS: apiPorts.map((port) => `    server 127.0.0.1:${port};`).join("\n"),
    EXTRA_UPSTREAMS: upstreams,
    EXTRA_LOCATIONS: locations,
  };
  return readFileSync(NGINX_TEMPLATE, "utf8").replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`bench/cluster/nginx.conf: no value for {{${name}}}`);
    return values[name];
  });
}

async function healthy(url) {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Waits until every URL's /api/health answers, failing early when a process has exited. */
async function waitHealthy(urls, failures, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const waiting = new Set(urls);
  while (waiting.size > 0) {
    if (failures.length > 0) throw new Error(failures.join("\n"));
    if (Date.now() > deadline) throw new Error(`not healthy after ${timeoutMs / 1000} s: ${[...waiting].join(", ")}`);
    for (const url of [...waiting]) if (await healthy(url)) waiting.delete(url);
    if (waiting.size > 0) await new Promise((done) => setTimeout(done, 150));
  }
}

/** nginx answers on its port (any answer: the API behind it may still be starting). */
async function waitListening(url, failures, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (failures.length > 0) throw new Error(failures.join("\n"));
    try {
      await fetch(url);
      return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${url} did not come up in ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * A fresh database on the server of `serverUrl` (any database URL of that server): answers its URL and a function
 * that drops it. Named `<prefix>_<random>`; never one that exists.
 */
/** A database URL without its password, for messages. */
export const redacted = (url) => url.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1@");

/**
 * The scale generator's record in a database (bench_scale.run, apps/api/src/demo/bench-scale.ts): its sizes and
 * whether it finished; null for a database it never filled (the demo's, an empty one).
 */
export async function scaleRecord(client) {
  const { rows } = await client
    .query("select sizes, finished_at from bench_scale.run where id = 1")
    .catch(() => ({ rows: [] }));
  const [record] = rows;
  return record ? { sizes: record.sizes, finished: record.finished_at !== null } : null;
}

export async function createFreshDatabase(serverUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  await withClient(admin.toString(), (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // `with (force)`: whatever a killed process left connected goes too (PostgreSQL 13+)
    drop: () => withClient(admin.toString(), (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}

/**
 * Starts `processes` API processes side by side on `databaseUrl` (one of them migrates it), each on its port
 * of `ports` (default: `basePort`+1, +2, ...), and with `nginx` a load balancer on `basePort` in front of them
 * (`nginxExtra` adds routes beside the API's; see nginxConfig).
 *
 * - `env`: more environment for every process (e.g. RATE_LIMIT_SCALE, VISITOR_CACHE_TTL_MS, SMTP_URL).
 * - `storageEnv`: where uploads go. Default: one UPLOAD_DIR in a temporary folder all processes share (one machine);
 *   give the S3 backend's variables instead (FILE_STORAGE=s3 ...) and the processes share a bucket.
 * - `trustProxy`: TRUST_PROXY for the processes; 1 (one proxy hop) behind nginx, so per-IP rate limits count the
 *   client's address from X-Forwarded-For, and false without it. A test calling the processes directly may set
 *   1 too, to stand for the proxy.
 * - `stdio`: "inherit" (the processes' output on this one's) or "pipe" (kept, shown in a start failure and by
 *   `output()`).
 *
 * Answers `{ url, urls, processes, nginxUrl, uploadDir, output, stop }`: `url` is nginx's when it runs, else the
 * first process's; `urls` each process's own address; `processes` each one's `{ url, port, pid, cpuMs() }`.
 * `stop()` ends nginx and the processes (SIGTERM, then SIGKILL after 10 s) and removes the temporary folders; when
 * this process exits or is stopped by SIGINT/SIGTERM first, the children are sent SIGTERM and the folders removed
 * all the same.
 */
export async function startCluster({
  databaseUrl,
  processes = 2,
  basePort = 4200,
  ports,
  nginx = false,
  nginxExtra = [],
  nginxWorkers = 1,
  env = {},
  storageEnv,
  trustProxy,
  serverJs = SERVER_JS,
  stdio = "inherit",
  startTimeoutMs = 90_000,
  log = console.log,
}) {
  if (!databaseUrl) throw new Error("startCluster: a PostgreSQL databaseUrl is needed (PGlite is one process only)");
  if (!existsSync(serverJs)) throw new Error(`${serverJs} is missing: run npm run build first`);
  const apiPorts = ports ?? Array.from({ length: processes }, (_, k) => basePort + 1 + k);
  const workDir = mkdtempSync(join(tmpdir(), "karirmu-cluster-"));
  const uploadDir = join(workDir, "uploads");
  const children = [];
  const failures = [];
  const outputs = [];
  let stopping = false;

  const stopChild = (child) =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        done(undefined);
      });
      child.kill("SIGTERM");
    });
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // nginx first, so nothing new reaches a stopping process
    for (const child of [...children].reverse()) await stopChild(child);
    rmSync(workDir, { recursive: true, force: true });
  };
  const onExit = () => {
    // SIGTERM, not SIGKILL: nginx's master must live long enough to end its workers; the API processes shut down
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    rmSync(workDir, { recursive: true, force: true });
  };
  // a stopped script (Ctrl-C, kill) stops its cluster too: no API process or nginx is left holding the ports
  const onSignal = (signal) => {
    onExit();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.once("exit", onExit);
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const forget = () => {
    process.removeListener("exit", onExit);
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
  };

  function spawnChild(name, cmd, args, childEnv) {
    const child = spawn(cmd, args, {
      cwd: root,
      env: childEnv,
      stdio: stdio === "inherit" ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
    });
    const kept = { name, text: "" };
    outputs.push(kept);
    const keep = (chunk) => {
      // the last 64 KB: enough to say why a start failed
      kept.text = (kept.text + chunk.toString()).slice(-65_536);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.once("exit", (code, signal) => {
      if (!stopping) failures.push(`${name} exited (${signal ?? code}): ${kept.text.slice(-4_000)}`);
    });
    children.push(child);
    return child;
  }

  const startProcess = (k) => {
    const port = apiPorts[k];
    const dataDir = join(workDir, `process-${k + 1}`);
    mkdirSync(dataDir, { recursive: true });
    const url = `http://127.0.0.1:${port}`;
    const child = spawnChild(`API process ${k + 1} (port ${port})`, process.execPath, [serverJs], {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      // the address mailed links point to: the balancer's when there is one
      PUBLIC_URL: nginx ? `http://127.0.0.1:${basePort}` : url,
      // production needs a mail server; nothing listens there unless env names one
      SMTP_URL: "smtp://127.0.0.1:9",
      // the processes serve the API only (a bench measures the API; the built web app is served the same way by each)
      WEB_DIST_DIR: join(workDir, "no-web"),
      TRUST_PROXY: String(trustProxy ?? (nginx ? 1 : false)),
      ...SHARED_CLUSTER_ENV,
      ...(storageEnv ?? { UPLOAD_DIR: uploadDir }),
      ...env,
    });
    return { url, port, pid: child.pid, cpuMs: () => processCpuMs(child.pid) };
  };

  try {
    // side by side: the migrations take an advisory lock (platform/db.ts), so one process migrates and the others
    // wait for it and find the database done
    const started = apiPorts.map((_, k) => startProcess(k));
    await waitHealthy(
      started.map((p) => p.url),
      failures,
      startTimeoutMs,
    );
    let nginxUrl = null;
    if (nginx) {
      const binary = ensureNginx({ log });
      const prefix = join(workDir, "nginx");
      mkdirSync(prefix, { recursive: true });
      // nginx's workers run as an unprivileged user when started by root: they must reach the prefix
      chmodSync(workDir, 0o755);
      chmodSync(prefix, 0o755);
      const conf = join(prefix, "nginx.conf");
      writeFileSync(
        conf,
        nginxConfig({ prefix, listenPort: basePort, apiPorts, extra: nginxExtra, workerProcesses: nginxWorkers }),
      );
      const check = spawnSync(binary, ["-t", "-q", "-c", conf, "-p", prefix], { encoding: "utf8" });
      if (check.status !== 0) throw new Error(`nginx refused ${conf}: ${check.stderr}`);
      spawnChild(`nginx (port ${basePort})`, binary, ["-c", conf, "-p", prefix], process.env);
      nginxUrl = `http://127.0.0.1:${basePort}`;
      await waitListening(nginxUrl, failures, 10_000);
      await waitHealthy([nginxUrl], failures, 10_000);
    }
    return {
      url: nginxUrl ?? started[0].url,
      urls: started.map((p) => p.url),
      processes: started,
      nginxUrl,
      uploadDir: storageEnv ? null : uploadDir,
      /** What each child printed (with stdio "pipe"), the last 64 KB of each. */
      output: () => outputs.map((o) => `--- ${o.name}\n${o.text}`).join("\n"),
      stop: async () => {
        forget();
        await stop();
      },
    };
  } catch (err) {
    await stop();
    forget();
    throw err;
  }
}
