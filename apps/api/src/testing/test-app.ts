import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import pg from "pg";
import pino from "pino";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { prepareDatabase } from "../db/prepare";
import { seedDemoIfEmpty } from "../demo/demo-seed";
import type { Clock } from "../platform/clock";
import { type Database, openDatabase } from "../platform/db";
import { adminQuery, type DatabaseTemplates, databaseUrlNamed, type TemplateKind } from "./database-templates";

/**
 * A real database for one test file: in-memory PGlite by default, or a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL (CI sets it), dropped afterwards.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const onPostgres = Boolean(testDatabaseUrl);

const silent = pino({ level: "silent" });

export type TestDatabase = { database: Database; url: string | null; drop(): Promise<void> };

/**
 * A database of its own for one test: empty, or a clone of the run's migrated (`bare`) or demo-seeded
 * (`demo`) template when the global setup prepared them.
 */
export async function createTestDatabase(template: TemplateKind = "empty"): Promise<TestDatabase> {
  const templates = preparedTemplates();
  if (!testDatabaseUrl) {
    const file = templates?.pglite?.[template];
    const snapshot = file ? snapshotBlob(file) : undefined;
    const database = openDatabase({ kind: "pglite", dataDir: null, ...(snapshot ? { snapshot } : {}) });
    // PGlite starts in the background: wait here, as a server waits for its migrations, not in a test's first call
    await database.ping();
    return { database, url: null, drop: () => database.close() };
  }
  const name = `t_${randomBytes(6).toString("hex")}`;
  const source = template === "empty" ? undefined : templates?.postgres?.[template];
  await adminQuery(testDatabaseUrl, [
    `create database ${name}${source ? ` template ${source}` : ""}`,
    // a test database outlives no crash of the server: commits need not wait for the disk
    `alter database ${name} set synchronous_commit = off`,
  ]);
  const url = databaseUrlNamed(testDatabaseUrl, name);
  const database = openDatabase({ kind: "postgres", url, poolMax: 5, logger: silent });
  return {
    database,
    url,
    drop: async () => {
      await database.close().catch(() => undefined);
      await adminQuery(testDatabaseUrl, [`drop database if exists ${name} with (force)`]);
    },
  };
}

/** A template's data folder, read once per test process (the demo one is 68 MB; a process clones it for each file). */
const snapshotBlobs = new Map<string, Blob>();
function snapshotBlob(file: string): Blob {
  let blob = snapshotBlobs.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    snapshotBlobs.set(file, blob);
  }
  return blob;
}

function sharedDatabase(url: string): TestDatabase {
  const database = openDatabase({ kind: "postgres", url, poolMax: 5, logger: silent });
  return { database, url, drop: () => database.close() };
}

/** The templates of this run, or undefined outside vitest's global setup (then each database is prepared). */
function preparedTemplates(): DatabaseTemplates | undefined {
  try {
    return inject("databaseTemplates");
  } catch {
    return undefined;
  }
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST_DIR: "/nonexistent", ...overrides });
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The PostgreSQL database's URL (null on PGlite): a second process can be started on it. */
  databaseUrl: string | null;
  close(): Promise<void>;
};

/** The whole product as buildApp builds it, on a migrated database with the demo data. */
export async function createTestApp(
  options: {
    seedDemo?: boolean;
    env?: Record<string, string>;
    clock?: Clock;
    logger?: FastifyBaseLogger;
    /** Told of every route as buildApp registers it (the IDOR sweep lists the routes with it). */
    onRoute?: AppDeps["onRoute"];
    /** PostgreSQL only: another process on this database (another test app's), which it neither seeds nor drops. */
    sameDatabaseAs?: string;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const seedDemo = options.seedDemo ?? true;
  const kind: TemplateKind = seedDemo ? "demo" : "bare";
  const cloneable = preparedTemplates()?.productSlug === config.productSlug;
  const shared = options.sameDatabaseAs;
  const { database, drop, url } = shared
    ? sharedDatabase(shared)
    : await createTestDatabase(cloneable ? kind : "empty");
  if (!cloneable && !shared) {
    await prepareDatabase(database);
    if (seedDemo) await seedDemoIfEmpty(database.db, config.productSlug);
  }
  const app = await buildApp(config, {
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl: url,
    close: async () => {
      try {
        await reportIfSlow("app.close()", url, () => app.close());
      } finally {
        await reportIfSlow("closing the database", url, drop);
      }
    },
  };
}

const SLOW_TEARDOWN_MS = 15_000;

/**
 * A teardown step that takes over 15 s is named on stderr, with what the database's sessions are doing, so that a
 * file whose `afterAll` times out says what it waited for (once in CI: payment.test.ts on PostgreSQL, 60 s).
 */
async function reportIfSlow(step: string, url: string | null, run: () => Promise<void>): Promise<void> {
  const timer = setTimeout(() => {
    void describeSessions(url).then((sessions) =>
      console.error(`test teardown: ${step} still waiting after ${SLOW_TEARDOWN_MS / 1000} s; ${sessions}`),
    );
  }, SLOW_TEARDOWN_MS);
  try {
    await run();
  } finally {
    clearTimeout(timer);
  }
}

async function describeSessions(url: string | null): Promise<string> {
  if (!url || !testDatabaseUrl) return `active resources: ${process.getActiveResourcesInfo().join(", ")}`;
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  try {
    await admin.connect();
    const { rows } = await admin.query(
      `select application_name, state, wait_event_type, wait_event, left(query, 160) as query
       from pg_stat_activity where datname = $1`,
      [name],
    );
    return `sessions on ${name}: ${JSON.stringify(rows)}`;
  } catch (error) {
    return `sessions on ${name} unknown: ${String(error)}`;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** A clock the test moves: starts now, stands still until told. */
export function testClock(start = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}
