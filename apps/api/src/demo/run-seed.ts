import pino from "pino";
import { loadConfig } from "../config";
import { prepareDatabase } from "../db/prepare";
import { openDatabase } from "../platform/db";
import { loggerOptions } from "../platform/logging";
import { seedDemoIfEmpty } from "./demo-seed";

/** `npm run seed`: migrate and fill the demo data into the configured database (once). */
const config = loadConfig();
const logger = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
const database = config.databaseUrl
  ? openDatabase({ kind: "postgres", url: config.databaseUrl, poolMax: 2, logger })
  : openDatabase({ kind: "pglite", dataDir: config.dataDir });
try {
  await prepareDatabase(database);
  if (await seedDemoIfEmpty(database.db, config.productSlug)) logger.info("demo data added to the empty database");
  logger.info("database ready: migrated, reference data and demo data present");
} finally {
  await database.close();
}
