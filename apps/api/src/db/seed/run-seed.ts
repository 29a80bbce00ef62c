import pino from "pino";
import { loadConfig } from "../../config";
import { openDatabase } from "../../platform/db";
import { loggerOptions } from "../../platform/logging";
import { prepareDatabase } from "../prepare";

/** `npm run seed`: migrate and fill the demo data into the configured database (once). */
const config = loadConfig();
const logger = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
const database = config.databaseUrl
  ? openDatabase({ kind: "postgres", url: config.databaseUrl, poolMax: 2, logger })
  : openDatabase({ kind: "pglite", dataDir: config.dataDir });
try {
  await prepareDatabase(database, { seedDemo: true, productSlug: config.productSlug, logger });
  logger.info("database ready: migrated, reference data and demo data present");
} finally {
  await database.close();
}
