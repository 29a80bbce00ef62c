import { careerCategory } from "@app/domain/catalogue/constants";
import { count } from "drizzle-orm";
import pino from "pino";
import { loadConfig } from "../../config";
import { openDatabase } from "../../platform/db";
import { prepareDatabase } from "../prepare";
import { programs } from "../schema/catalogue";
import { generateBenchCatalogue } from "./bench-catalogue";

/** Fills the configured (empty) database with the benchmark catalogue; run by bench/run-bench.mjs. */
const total = Number(process.argv[2] ?? 100_000);
const config = loadConfig();
const logger = pino({ level: "info" });
const database = config.databaseUrl
  ? openDatabase({ kind: "postgres", url: config.databaseUrl, poolMax: 2, logger })
  : openDatabase({ kind: "pglite", dataDir: config.dataDir });
try {
  await prepareDatabase(database, { seedDemo: false, productSlug: config.productSlug, logger });
  const [row] = await database.db.select({ n: count() }).from(programs);
  if ((row?.n ?? 0) >= total) {
    logger.info({ programmes: row?.n }, "benchmark catalogue already there");
  } else {
    const started = Date.now();
    await generateBenchCatalogue(database.db, total, careerCategory(config.productSlug));
    logger.info({ programmes: total, seconds: (Date.now() - started) / 1000 }, "benchmark catalogue generated");
  }
} finally {
  await database.close();
}
