import type { Database } from "../platform/db";
import { ensureReferenceData } from "./reference-data";

/** Migrates and ensures the reference lists; safe on every start. Demo data is the caller's choice (demo/). */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate();
  await ensureReferenceData(database.db);
}
