import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Finds a folder shipped beside the code. The same module runs from `src/` (tsx, tests) and bundled into
 * `dist/server.js`, so each caller names where the folder is from both places.
 */
export function firstExisting(base: string, candidates: readonly string[]): string {
  for (const candidate of candidates) {
    const path = fileURLToPath(new URL(candidate, base));
    if (existsSync(path)) return path;
  }
  throw new Error(`None of these folders exists: ${candidates.join(", ")} (from ${base})`);
}
