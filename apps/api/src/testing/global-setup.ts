import type { TestProject } from "vitest/node";
import { type DatabaseTemplates, prepareDatabaseTemplates } from "./database-templates";
import { testConfig, testDatabaseUrl } from "./test-app";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Once per `vitest run`: the migrated (and the demo-seeded) database every test file clones. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prepared = await prepareDatabaseTemplates({
    postgresUrl: testDatabaseUrl,
    productSlug: testConfig().productSlug,
  });
  project.provide("databaseTemplates", prepared.templates);
  return prepared.drop;
}
