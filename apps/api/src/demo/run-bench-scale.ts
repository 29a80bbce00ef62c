import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import pino from "pino";
import { prepareDatabase } from "../db/prepare";
import { openDatabase } from "../platform/db";
import { hashPassword } from "../platform/passwords";
import {
  BENCH_SCALE_PASSWORD,
  benchScaleManifest,
  generateBenchScale,
  type StageReport,
  scaleSizesFromEnv,
} from "./bench-scale";

/**
 * `npm run bench:data -- --database postgres://postgres@127.0.0.1:5432/bench_scale`: creates the database when
 * missing, migrates it, and fills it with the scale data (bench-scale.ts; sizes from SCALE_* variables, the
 * issue's by default). Run it again after a kill: it continues where it stopped. Prints each stage's time and
 * rows, and writes what a bench needs to find its learners to bench/.data/bench-scale.json (or --manifest).
 */
const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    database: { type: "string" },
    manifest: { type: "string" },
  },
});
const url = values.database ?? process.env.DATABASE_URL;
if (!url) {
  console.error("usage: npm run bench:data -- --database postgres://user@host:5432/name");
  process.exit(2);
}
const manifestPath = resolve(values.manifest ?? resolve(here, "../../../../bench/.data/bench-scale.json"));
const sizes = scaleSizesFromEnv(process.env);
const logger = pino({ level: "warn" });

await createDatabaseIfMissing(url);
const started = performance.now();
const database = openDatabase({ kind: "postgres", url, poolMax: 1, logger });
try {
  await prepareDatabase(database);
} finally {
  await database.close();
}
console.log(`migrated in ${seconds(performance.now() - started)}; sizes ${JSON.stringify(sizes)}`);

const client = new pg.Client({ connectionString: url, application_name: "karirmu-bench-scale" });
await client.connect();
try {
  const reports = await generateBenchScale(client, {
    sizes,
    passwordHash: await hashPassword(BENCH_SCALE_PASSWORD),
    now: new Date(),
    onStage: print,
  });
  const total = reports.reduce((sum, r) => sum + r.seconds, 0);
  console.log(`total ${total.toFixed(1)} s`);
  mkdirSync(dirname(manifestPath), { recursive: true });
  writeFileSync(
    manifestPath,
    `${JSON.stringify({ database: redacted(url), ...benchScaleManifest(sizes) }, null, 2)}\n`,
  );
  console.log(`bench learners described in ${manifestPath}`);
} finally {
  await client.end();
}

function print(report: StageReport) {
  const rows = Object.entries(report.rows)
    .map(([table, n]) => `${table} ${n.toLocaleString("en-US")}`)
    .join(", ");
  const state = report.skipped ? "already done" : rows || "nothing to do";
  console.log(`${report.stage.padEnd(52)} ${report.seconds.toFixed(1).padStart(7)} s  ${state}`);
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function redacted(databaseUrl: string) {
  const parsed = new URL(databaseUrl);
  parsed.password = "";
  return parsed.toString();
}

/** CREATE DATABASE on the server's maintenance database when the named one does not exist yet. */
async function createDatabaseIfMissing(databaseUrl: string) {
  const parsed = new URL(databaseUrl);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name '${name}': lower-case letters, digits, _`);
  parsed.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: parsed.toString() });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${name}`);
      console.log(`created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}
