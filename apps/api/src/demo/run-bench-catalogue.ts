import { careerCategory } from "@app/domain/catalogue/constants";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import { loadConfig } from "../config";
import { prepareDatabase } from "../db/prepare";
import { users } from "../db/schema/account";
import { programs } from "../db/schema/catalogue";
import { openDatabase } from "../platform/db";
import { generateBenchCatalogue } from "./bench-catalogue";
import { BENCH_LEARNER, generateBenchLearning } from "./bench-learning";

/**
 * Fills the configured (empty) database with the benchmark catalogue; run by bench/run-bench.mjs. With two more
 * arguments (the bench learner's enrolments, other learners) it adds the learning bench data too, once
 * (bench/run-learning-bench.mjs).
 */
const [total = 100_000, enrolments, crowd = 2_000] = process.argv.slice(2).map(Number);
const config = loadConfig();
const logger = pino({ level: "info" });
const database = config.databaseUrl
  ? openDatabase({ kind: "postgres", url: config.databaseUrl, poolMax: 2, logger })
  : openDatabase({ kind: "pglite", dataDir: config.dataDir });
try {
  await prepareDatabase(database);
  const [row] = await database.db.select({ n: count() }).from(programs);
  if ((row?.n ?? 0) >= total) {
    logger.info({ programs: row?.n }, "benchmark catalogue already there");
  } else {
    const started = Date.now();
    await generateBenchCatalogue(database.db, total, careerCategory(config.productSlug));
    logger.info({ programs: total, seconds: (Date.now() - started) / 1000 }, "benchmark catalogue generated");
  }
  if (enrolments !== undefined) {
    const [learner] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, BENCH_LEARNER.email));
    if (learner) {
      logger.info("learning bench data already there");
    } else {
      const started = Date.now();
      await generateBenchLearning(database.db, { enrolments, crowd, now: new Date() });
      logger.info({ enrolments, crowd, seconds: (Date.now() - started) / 1000 }, "learning bench data generated");
    }
  }
} finally {
  await database.close();
}
