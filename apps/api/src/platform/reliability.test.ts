import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { prepareDatabase } from "../db/prepare";
import { seedDemoIfEmpty } from "../demo/demo-seed";
import { createTestApp, createTestDatabase, onPostgres, testConfig } from "../testing/test-app";
import { openDatabase } from "./db";
import { exitGracefullyOnSignals } from "./shutdown";

const silent = pino({ level: "silent" });
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe("R5: graceful shutdown", () => {
  /**
   * The app listening, with a route answering after 300 ms, and one keep-alive connection to it on which the slow
   * request is in flight: what it received, and when the server closed it.
   */
  async function slowRequestInFlight() {
    const { database, drop } = await createTestDatabase();
    cleanups.push(drop);
    const app = await buildApp(testConfig(), { database });
    app.get("/api/test-slow", async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { status: 200, message: "OK", data: "selesai" };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const socket = net.connect(address.port, "127.0.0.1");
    cleanups.push(async () => socket.destroy());
    const connection = { socket, received: "", ended: new Promise<void>((r) => socket.on("close", () => r())) };
    socket.on("data", (chunk) => {
      connection.received += chunk.toString();
    });
    socket.write("GET /api/test-slow HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n");
    await new Promise((r) => setTimeout(r, 50));
    return { app, connection };
  }

  it("R5 lets the request in flight finish and answers a request arriving during close with 503", async () => {
    const { app, connection } = await slowRequestInFlight();
    // once closing has begun, a second request on the same connection
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 20));
    connection.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await closing;
    await connection.ended;
    const received = connection.received;
    const responses = received.split(/(?=HTTP\/1\.1 )/);
    expect(responses[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(responses[0]).toContain('"data":"selesai"');
    expect(responses[1], received).toMatch(/^HTTP\/1\.1 503/);
    expect(responses[1]?.toLowerCase()).toContain("connection: close");
    expect(responses[1]).toContain('"message":"Layanan sedang tidak tersedia, coba beberapa saat lagi"');
  });

  it("R5 closes the connection of an answer in flight when closing began, once answered: the close does not wait out its keep-alive", async () => {
    // a keep-alive client (as nginx's upstream pool is) with a request in flight, and nothing after it
    const { app, connection } = await slowRequestInFlight();
    const began = Date.now();
    await app.close();
    // before, the close waited for the client to let the connection go: 72 s, Fastify's keep-alive timeout
    expect(Date.now() - began).toBeLessThan(5_000);
    // the answer arrived whole, then the server closed the connection
    await connection.ended;
    expect(connection.received).toMatch(/^HTTP\/1\.1 200/);
    expect(connection.received).toContain('"data":"selesai"');
  });

  it("R5 on SIGTERM closes the server and the database, then exits 0", async () => {
    const { database, drop } = await createTestDatabase();
    cleanups.push(drop);
    const app = await buildApp(testConfig(), { database });
    await app.ready();
    const listeners = new Map<string, () => void>();
    let exitCode: number | null = null;
    const exited = new Promise<void>((resolve) => {
      exitGracefullyOnSignals(app, database, {
        timeoutMs: 5_000,
        exit: (code) => {
          exitCode = code;
          resolve();
        },
        on: (signal, listener) => listeners.set(signal, listener),
      });
    });
    expect([...listeners.keys()].sort()).toEqual(["SIGINT", "SIGTERM"]);
    listeners.get("SIGTERM")?.();
    await exited;
    expect(exitCode).toBe(0);
    await expect(database.ping()).rejects.toThrow();
  });

  it("R5 the real server process exits 0 on SIGTERM", async () => {
    const apiRoot = fileURLToPath(new URL("../..", import.meta.url));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const dataDir = mkdtempSync(join(tmpdir(), "karirmu-server-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    };
    delete env.DATABASE_URL;
    if (onPostgres) {
      const { url, database, drop } = await createTestDatabase();
      await database.close();
      cleanups.push(drop);
      if (url) env.DATABASE_URL = url;
    }
    const child: ChildProcess = spawn(join(apiRoot, "../../node_modules/.bin/tsx"), ["src/server.ts"], {
      cwd: apiRoot,
      env,
    });
    const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    cleanups.push(async () => child.kill("SIGKILL"));
    let output = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    // a fresh embedded database runs every migration first: on a busy 2-core machine that has taken over 20 s
    let healthy = false;
    for (let i = 0; i < 225 && !healthy && child.exitCode === null; i++) {
      await new Promise((r) => setTimeout(r, 200));
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(healthy, `the server did not come up; its stderr:\n${output}`).toBe(true);
    child.kill("SIGTERM");
    expect(await exit).toBe(0);
  }, 90_000);
});

describe("database unavailable", () => {
  it("answers health 503 with db down, and other calls a 503 envelope, without crashing", async () => {
    const t = await createTestApp({ seedDemo: false });
    cleanups.push(() => t.close());
    await t.database.close();
    const health = await t.app.inject("/api/health");
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 503, message: "Database tidak tersedia", data: { db: "down" } });
    const list = await t.app.inject("/api/program/list/KELASMU/1/5");
    expect(list.statusCode).toBe(503);
    expect(list.json()).toMatchObject({
      status: 503,
      message: "Layanan sedang tidak tersedia, coba beberapa saat lagi",
    });
  });
});

/** A TCP proxy in front of PostgreSQL whose connections the test can cut, as a server restart would. */
async function startCuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no proxy port");
  return {
    port: address.port,
    cutAll: () => {
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(onPostgres)("migrations (PostgreSQL)", () => {
  it("lets several instances start together on an empty database: they take turns, and all succeed", async () => {
    const { url, drop } = await createTestDatabase();
    cleanups.push(drop);
    if (!url) throw new Error("needs PostgreSQL");
    const instances = [1, 2, 3].map(() => openDatabase({ kind: "postgres", url, poolMax: 2, logger: silent }));
    cleanups.push(() => Promise.all(instances.map((d) => d.close())));
    await Promise.all(
      instances.map(async (d) => {
        await prepareDatabase(d);
        await seedDemoIfEmpty(d.db, "karir");
      }),
    );
    const [first] = instances;
    // the demo catalogue once (60 programmes and 4 more, one of them removed, and the study demo given by code),
    // not once per instance
    const counted = await first?.db.execute(sql`select count(*)::int as n from programs`);
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(65);
  });
});

describe.runIf(onPostgres)("R4: database restart (PostgreSQL)", () => {
  it("R4 keeps the process up, answers the request in flight 503, and serves the next one", async () => {
    const { url, drop } = await createTestDatabase();
    cleanups.push(drop);
    if (!url) throw new Error("needs PostgreSQL");
    const target = new URL(url);
    const proxy = await startCuttableProxy(target);
    cleanups.push(proxy.close);
    const viaProxy = new URL(url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const database = openDatabase({ kind: "postgres", url: viaProxy.toString(), poolMax: 4, logger: silent });
    cleanups.push(() => database.close().catch(() => undefined));
    await prepareDatabase(database);
    await seedDemoIfEmpty(database.db, "karir");
    const app = await buildApp(testConfig(), { database });
    app.get("/api/test-slow-query", async () => {
      await database.db.execute(sql`select pg_sleep(2)`);
      return { status: 200, message: "OK", data: null };
    });
    await app.ready();
    cleanups.push(() => app.close());

    // warm the pool so idle connections exist, then cut everything mid-query
    await Promise.all([1, 2, 3].map(() => app.inject("/api/program/list/KELASMU/1/3")));
    const inFlight = app.inject("/api/test-slow-query");
    await new Promise((r) => setTimeout(r, 300));
    proxy.cutAll();
    const cut = await inFlight;
    expect(cut.statusCode).toBe(503);
    expect(cut.json()).toMatchObject({ status: 503 });

    await new Promise((r) => setTimeout(r, 100)); // the pool hears of its dead idle connections
    const after = await app.inject("/api/program/list/KELASMU/1/3");
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().data).toHaveLength(3);
    const health = await app.inject("/api/health");
    expect(health.json()).toEqual({ status: 200, message: "OK", data: { db: "up" } });
  }, 30_000);
});
