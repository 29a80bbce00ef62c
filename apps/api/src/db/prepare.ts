import type { Logger } from "pino";
import type { Database } from "../platform/db";
import { seedDemoIfEmpty } from "./seed/demo-seed";
import { ensureReferenceData } from "./seed/reference-data";

/** Migrates, ensures reference lists, and on first start fills the demo data. */
export async function prepareDatabase(
  database: Database,
  options: { seedDemo: boolean; productSlug: string; logger: Pick<Logger, "info"> },
): Promise<void> {
  await database.migrate();
  await ensureReferenceData(database.db);
  if (options.seedDemo && (await seedDemoIfEmpty(database.db, options.productSlug))) {
    options.logger.info("demo data added to the empty database");
  }
}
