import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import pg from "pg";
import pino from "pino";
import { type AppDeps, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { prepareDatabase } from "../db/prepare";
import type { Clock } from "../platform/clock";
import { type Database, openDatabase } from "../platform/db";

/**
 * A real database for one test file: in-memory PGlite by default, or a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL (CI sets it), dropped afterwards.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const onPostgres = Boolean(testDatabaseUrl);

const silent = pino({ level: "silent" });

export type TestDatabase = { database: Database; url: string | null; drop(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const database = openDatabase({ kind: "pglite", dataDir: null });
    return { database, url: null, drop: () => database.close() };
  }
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: "postgres", url: url.toString(), poolMax: 5, logger: silent });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST_DIR: "/nonexistent", ...overrides });
}

export type TestApp = { app: FastifyInstance; database: Database; config: Config; close(): Promise<void> };

/** The whole product as buildApp builds it, on a migrated database with the demo data. */
export async function createTestApp(
  options: {
    seedDemo?: boolean;
    env?: Record<string, string>;
    clock?: Clock;
    logger?: FastifyBaseLogger;
    /** Told of every route as buildApp registers it (the IDOR sweep lists the routes with it). */
    onRoute?: AppDeps["onRoute"];
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const { database, drop } = await createTestDatabase();
  await prepareDatabase(database, {
    seedDemo: options.seedDemo ?? true,
    productSlug: config.productSlug,
    logger: silent,
  });
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
    close: async () => {
      await app.close();
      await drop();
    },
  };
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
