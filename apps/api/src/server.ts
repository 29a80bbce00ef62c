import pino from "pino";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { prepareDatabase } from "./db/prepare";
import { loadPrakerjaSimulator } from "./modules/prakerja/public";
import { type Database, openDatabase } from "./platform/db";
import { loggerOptions } from "./platform/logging";
import { exitGracefullyOnSignals } from "./platform/shutdown";

/** Starts and stops; everything else is built by buildApp. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
  let restoreSimulator: ((db: Database["db"]) => Promise<void>) | null = null;
  if (config.prakerja?.simulator) {
    // the Prakerja partner simulator (development): its own server and port; loaded only when asked for
    const { withPrakerjaSimulator } = await loadPrakerjaSimulator();
    // it ends with the process (the signal handler exits)
    let restoreFrom: (db: Database["db"]) => Promise<void>;
    ({ config, restoreFrom } = await withPrakerjaSimulator(config, (message) => logger.info(message)));
    restoreSimulator = restoreFrom;
  }
  const database = config.databaseUrl
    ? openDatabase({
        kind: "postgres",
        url: config.databaseUrl,
        poolMax: config.databasePoolMax,
        prepare: config.databasePreparedStatements,
        logger,
      })
    : openDatabase({ kind: "pglite", dataDir: config.dataDir });
  await prepareDatabase(database);
  if (config.seedDemo) {
    // loaded only when asked for: the demo data is a chunk of its own, never part of a production start
    const { seedDemoIfEmpty } = await import("./demo/demo-seed");
    if (await seedDemoIfEmpty(database.db, config.productSlug)) logger.info("demo data added to the empty database");
  }
  await restoreSimulator?.(database.db);
  const app = await buildApp(config, { database, logger });
  exitGracefullyOnSignals(app, database, { timeoutMs: config.shutdownTimeoutMs, exit: (code) => process.exit(code) });
  await app.listen({ host: config.host, port: config.port });
  logger.info(
    {
      database: database.kind,
      // which store the uploads go to (never its keys): every process behind one balancer must name the same
      fileStorage: config.fileStorage.backend === "s3" ? `s3://${config.fileStorage.bucket}` : "local",
      url: `http://localhost:${config.port}`,
    },
    `${config.brandName} is ready at http://localhost:${config.port}`,
  );
}

main().catch((err) => {
  process.stderr.write(`Start failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
