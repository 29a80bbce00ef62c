import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres/session";
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransactionConfig } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "pino";
import { firstExisting } from "./paths";
import { PreparingClient } from "./prepared-statements";

/** The one database type services take; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** PGlite only: the whole data folder as a tar (the tests clone a prepared database from it). */
  snapshot?(): Promise<Blob>;
  ping(): Promise<void>;
  /**
   * Hears the NOTIFYs of one channel (the realtime fan-out). On PostgreSQL a connection of its own, outside the
   * pool, that reconnects with backoff when it drops; `onReconnect` then tells the caller that notifications
   * may have been missed, and `onLost` (when given) that the connection dropped. PGlite delivers in-process.
   * Resolves to the function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect: () => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /** `snapshot`: start an in-memory database from a data folder saved by `Database.snapshot()`. */
  | { kind: "pglite"; dataDir: string | null; snapshot?: Blob }
  /** `prepare` (default on): statements with parameters are prepared once per connection (prepared-statements.ts). */
  | { kind: "postgres"; url: string; poolMax: number; prepare?: boolean; logger: Logger };

const migrationsFolder = () => firstExisting(import.meta.url, ["../db/migrations", "./migrations"]);

export function openDatabase(options: DatabaseOptions): Database {
  return options.kind === "pglite" ? openPglite(options.dataDir, options.snapshot) : openPostgres(options);
}

/** Embedded PostgreSQL (WASM). `dataDir` null keeps it in memory (tests). */
function openPglite(dataDir: string | null, snapshot?: Blob): Database {
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, "db");
    mkdirSync(path, { recursive: true });
  }
  const options = { extensions: { pg_trgm, unaccent }, ...(snapshot ? { loadDataDir: snapshot } : {}) };
  // PGlite reads options from the first argument when no data folder is given
  const client = path ? new PGlite(path, options) : new PGlite(options);
  // PGlite is one session and runs statements in order: this applies before any query of the app.
  void client.exec(`set pg_trgm.word_similarity_threshold = ${SEARCH_TYPO_THRESHOLD}`).catch(() => undefined);
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    // a dump asked for before PGlite has started never settles; after a checkpoint, a database started from the dump
    // has no WAL to replay (a clone of the seeded test database starts in 0.33 s instead of 0.5 s)
    snapshot: async () => {
      await client.waitReady;
      await client.exec("checkpoint");
      return client.dumpDataDir("none");
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify) => {
      // a closed instance hears nothing and has nothing to stop (the app still starts: its calls answer 503)
      if (client.closed) return async () => undefined;
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: once(() => client.close()),
  };
}

/**
 * How close a typed text must be to part of a name to count as a typo of it (pg_trgm word similarity; the
 * default 0.6 misses one wrong letter in a short word: 'exel' is 0.4 from 'excel'). Set for every session.
 */
export const SEARCH_TYPO_THRESHOLD = 0.4;

/** Any fixed number; only this product's migrations use it. */
const MIGRATION_LOCK_KEY = 7_246_501;

function openPostgres(options: { url: string; poolMax: number; prepare?: boolean; logger: Logger }): Database {
  const pool = new pg.Pool({
    ...(options.prepare === false ? {} : { Client: PreparingClient }),
    connectionString: options.url,
    max: options.poolMax,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    application_name: "karirmu-api",
    options: `-c pg_trgm.word_similarity_threshold=${SEARCH_TYPO_THRESHOLD}`,
  });
  watchConnections(pool, options.logger);
  const db = databaseOver(pool);
  return {
    db,
    kind: "postgres",
    migrate: async () => {
      // Instances starting together on one server take turns: the first migrates, the rest find it done.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      // after a mass disconnect the first checkout may still meet a dead idle connection: one more try
      await db.execute(sql`select 1`).catch(async (error: unknown) => {
        if (!isDatabaseUnavailable(error)) throw error;
        await db.execute(sql`select 1`);
      });
    },
    listen: (channel, onNotify, onReconnect, onLost) => listenPostgres(options, channel, onNotify, onReconnect, onLost),
    close: once(() => pool.end()),
  };
}

const LISTEN_RETRY_MIN_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;
const LISTEN_PING_MS = 30_000;
const LISTEN_PING_TIMEOUT_MS = 5_000;

/**
 * A LISTEN connection that survives the server: a dropped connection (restart, failover, terminated backend)
 * is replaced after a growing pause, and the caller hears `onReconnect` once it listens again.
 */
async function listenPostgres(
  options: { url: string; logger: Logger },
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect: () => void,
  onLostConnection?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retryMs = LISTEN_RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: 5_000,
      application_name: "karirmu-realtime",
      // a connection a NAT or a failover dropped silently is noticed in seconds, not the system's two hours
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      client.end().catch(() => undefined);
      if (stopped) return;
      onLostConnection?.();
      options.logger.warn({ err, channel }, "LISTEN connection lost; reconnecting");
      schedule(true);
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    await client.connect();
    try {
      await client.query(`LISTEN ${quoted}`);
    } catch (err) {
      // a server that takes the connection but not the LISTEN (a standby during a failover): no connection kept
      await client.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    retryMs = LISTEN_RETRY_MIN_MS;
    // an idle LISTEN connection is asked for a sign of life: one that does not answer is replaced
    const ping = setInterval(() => {
      if (current !== client) return clearInterval(ping);
      const timeout = setTimeout(
        () => onLost(new Error("realtime LISTEN connection did not answer")),
        LISTEN_PING_TIMEOUT_MS,
      );
      client.query("select 1").then(
        () => clearTimeout(timeout),
        (err: Error) => {
          clearTimeout(timeout);
          onLost(err);
        },
      );
    }, LISTEN_PING_MS);
    ping.unref();
  }

  function schedule(reconnecting: boolean): void {
    if (stopped || timer) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => {
          if (reconnecting && !stopped) onReconnect();
        },
        (err: unknown) => {
          options.logger.warn({ err, channel }, "LISTEN connection failed; retrying");
          schedule(reconnecting);
        },
      );
    }, wait);
    timer.unref();
  }

  try {
    await connect();
  } catch (err) {
    // the database may still be starting: keep trying in the background instead of failing the app
    onLostConnection?.();
    options.logger.warn({ err, channel }, "LISTEN connection failed; retrying");
    schedule(true);
  }
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

/**
 * R4: a server that drops connections (restart, failover, pg_terminate_backend) must not take the process down.
 * pg emits 'error' on a client whose connection dies; pg-pool listens only while the client is idle, so a client
 * checked out for a transaction, between two of its queries, would raise an unhandled 'error' event and end the
 * process. Every connection gets a listener for its whole life; the dead client is dropped by the pool when it is
 * released (it is no longer queryable), and the next checkout opens a fresh connection. One warning per lost
 * connection, whether idle or busy.
 */
function watchConnections(pool: pg.Pool, logger: Logger): void {
  pool.on("connect", (client) => {
    client.on("error", (err) => logger.warn({ err }, "database connection lost; the pool will reconnect"));
  });
  // pg-pool re-emits an idle client's error on the pool: without a listener that too would end the process
  pool.on("error", () => undefined);
}

/**
 * The Drizzle database over the pool, with a transaction that always gives its connection back. Drizzle 0.45
 * sends BEGIN before its try block, so a connection that dies during BEGIN was never released: each such death
 * took one pool slot for good, and a few made every request wait for a connection until restart. Here a dead
 * connection is released with its error (the pool closes it), and the first error is the one that propagates,
 * not the failed ROLLBACK's.
 */
function databaseOver(pool: pg.Pool): Db {
  const dialect = new PgDialect();
  class ReleasingSession extends NodePgSession<Record<string, never>, Record<string, never>> {
    override async transaction<T>(
      run: (tx: NodePgTransaction<Record<string, never>, Record<string, never>>) => Promise<T>,
      config?: PgTransactionConfig,
    ): Promise<T> {
      const client = await pool.connect();
      const tx = new NodePgTransaction<Record<string, never>, Record<string, never>>(
        dialect,
        new NodePgSession(client, dialect, undefined),
        undefined,
      );
      let failure: unknown;
      try {
        await tx.execute(sql`begin`);
        if (config) await tx.setTransaction(config);
        const result = await run(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        failure = error;
        if (!isDatabaseUnavailable(error)) await tx.execute(sql`rollback`).catch(() => undefined);
        throw error;
      } finally {
        client.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
      }
    }
  }
  return new NodePgDatabase(dialect, new ReleasingSession(pool, dialect, undefined), undefined) as unknown as Db;
}

/** Closing twice (a signal during shutdown, a test's cleanup) must not fail. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= close();
    return closing;
  };
}

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** True when an error (or its cause) means the database is unreachable, so the answer is 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object") {
      const { code, message } = current as { code?: unknown; message?: unknown };
      if (typeof code === "string" && CONNECTION_ERROR_CODES.has(code)) return true;
      if (
        typeof message === "string" &&
        /Connection terminated|not queryable|Client was closed|timeout exceeded when trying to connect|PGlite is closed|pool after calling end/i.test(
          message,
        )
      )
        return true;
      current = (current as { cause?: unknown }).cause;
    } else break;
  }
  return false;
}

/**
 * The unique index or constraint a write ran into (PostgreSQL 23505), or null for any other error. Drizzle
 * wraps the driver's error, so the causes are searched too.
 */
export function uniqueViolationOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, constraint, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23505") {
      if (typeof constraint === "string") return constraint;
      const named = typeof message === "string" ? /"([^"]+)"/.exec(message)?.[1] : undefined;
      return named ?? "unknown";
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
