import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { APP_KEY } from "./learner";

/**
 * Several processes of the built API (`node apps/api/dist/server.js`, as `npm start` runs it) on one fresh
 * PostgreSQL database, for journeys about what crosses processes (realtime fan-out by LISTEN/NOTIFY). The
 * database is made on the server of `adminUrl` (TEST_DATABASE_URL) and dropped by `stop()`, with the processes'
 * shared DATA_DIR (their uploads).
 */
export type ApiProcesses = {
  /** Each process's address, e.g. http://127.0.0.1:40123. */
  urls: string[];
  /** Direct SQL on the processes' database. */
  sql: <Row extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>;
  stop: () => Promise<void>;
};

/** The built server, or E2E_SERVER (servers.mjs: a copy that a concurrent build cannot replace). */
const SERVER_JS = process.env.E2E_SERVER
  ? resolve(process.env.E2E_SERVER)
  : fileURLToPath(new URL("../apps/api/dist/server.js", import.meta.url));

/** A port free now (the OS's choice), so that a run never meets the e2e servers or another run's processes. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * One statement on the admin database, on a connection of its own: a connection held for the whole journey
 * could be ended meanwhile by whatever else uses that server (the API suite's tests end connections).
 */
async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

export async function startApiProcesses(adminUrl: string, count: number): Promise<ApiProcesses> {
  const name = `e2e_realtime_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), "karirmu-e2e-pg-"));
  const children: ChildProcess[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 2 });
  // an idle connection ended by the server is replaced at the next query; unheard, its error would end the run
  pool.on("error", () => undefined);

  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
            child.once("exit", done);
            child.kill("SIGKILL");
          }),
      ),
    );
    await pool.end().catch(() => undefined);
    // `with (force)` ends what the killed processes may have left connected (PostgreSQL 13+)
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const urls: string[] = [];
    const failures: string[] = [];
    for (let k = 0; k < count; k++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      urls.push(url);
      const child = spawn(process.execPath, [SERVER_JS], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          LOG_LEVEL: "warn",
          PUBLIC_URL: url,
          APP_KEY,
          RATE_LIMIT_SCALE: "20",
          DEV_TOOLS: "true",
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl(adminUrl, name),
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      child.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.once("exit", (code, signal) => failures.push(`process ${k + 1} exited (${signal ?? code}): ${stderr}`));
      children.push(child);
    }
    // both start side by side: migrations and the demo seed each take a lock, so one migrates and seeds
    const deadline = Date.now() + 60_000;
    const waiting = new Set(urls);
    while (waiting.size > 0) {
      if (failures.length > 0) throw new Error(failures.join("\n"));
      if (Date.now() > deadline) throw new Error(`API processes not healthy after 60 s: ${[...waiting].join(", ")}`);
      for (const url of [...waiting]) if (await healthy(url)) waiting.delete(url);
      if (waiting.size > 0) await new Promise((done) => setTimeout(done, 200));
    }
    return {
      urls,
      sql: async <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
        (await pool.query<Row>(text, values)).rows,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
