import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import pino from "pino";
import { prepareDatabase } from "../db/prepare";
import { seedDemoIfEmpty } from "../demo/demo-seed";
import { type Database, openDatabase } from "../platform/db";

/**
 * Databases prepared once per test run and cloned per test file (docs/decisions/017-test-speed.md):
 * migrating and seeding took 4.7 s a file. On PGlite a template is a saved data folder; on PostgreSQL it is
 * a database that `CREATE DATABASE … TEMPLATE` copies. `empty` is PGlite's only (a new in-memory PGlite runs
 * initdb, 4 s; a copy of an empty one starts in 1.3 s); on PostgreSQL an empty database is created as such.
 */
export type TemplateKind = "empty" | "bare" | "demo";

export type DatabaseTemplates = {
  /** The product slug the demo data was seeded for; a test app with another slug prepares its own. */
  productSlug: string;
  /** PGlite: a data-folder tar per kind. PostgreSQL: a template database's name per kind but `empty`. */
  pglite?: Record<TemplateKind, string>;
  postgres?: Record<Exclude<TemplateKind, "empty">, string>;
};

const silent = pino({ level: "silent" });

export async function prepareDatabaseTemplates(options: {
  postgresUrl: string | undefined;
  productSlug: string;
}): Promise<{ templates: DatabaseTemplates; drop(): Promise<void> }> {
  const { postgresUrl, productSlug } = options;
  const prepare = async (database: Database, seedDemo: boolean) => {
    await prepareDatabase(database);
    if (seedDemo) await seedDemoIfEmpty(database.db, productSlug);
  };

  if (!postgresUrl) {
    const dir = mkdtempSync(join(tmpdir(), "karirmu-test-templates-"));
    const database = openDatabase({ kind: "pglite", dataDir: null });
    const files = { empty: join(dir, "empty.tar"), bare: join(dir, "bare.tar"), demo: join(dir, "demo.tar") };
    try {
      writeFileSync(files.empty, await snapshotOf(database));
      await prepare(database, false);
      writeFileSync(files.bare, await snapshotOf(database));
      await prepare(database, true);
      writeFileSync(files.demo, await snapshotOf(database));
    } finally {
      await database.close();
    }
    return {
      templates: { productSlug, pglite: files },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }

  const run = randomBytes(4).toString("hex");
  const names = { bare: `tpl_${run}_bare`, demo: `tpl_${run}_demo` };
  await adminQuery(postgresUrl, [`create database ${names.bare}`]);
  await prepareAndClose(databaseOn(postgresUrl, names.bare), (database) => prepare(database, false));
  // the demo template starts as a copy of the bare one: migrations run once
  await adminQuery(postgresUrl, [`create database ${names.demo} template ${names.bare}`]);
  await prepareAndClose(databaseOn(postgresUrl, names.demo), (database) => prepare(database, true));
  return {
    templates: { productSlug, postgres: names },
    drop: () =>
      adminQuery(postgresUrl, [
        `drop database if exists ${names.demo} with (force)`,
        `drop database if exists ${names.bare} with (force)`,
      ]),
  };
}

async function snapshotOf(database: Database): Promise<Uint8Array> {
  if (!database.snapshot) throw new Error("only PGlite databases can be saved as a data folder");
  return new Uint8Array(await (await database.snapshot()).arrayBuffer());
}

export function databaseUrlNamed(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function databaseOn(serverUrl: string, name: string): Database {
  return openDatabase({ kind: "postgres", url: databaseUrlNamed(serverUrl, name), poolMax: 2, logger: silent });
}

async function prepareAndClose(database: Database, work: (database: Database) => Promise<void>): Promise<void> {
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

/** Runs statements on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool's session of the database itself). */
export async function adminQuery(serverUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}
