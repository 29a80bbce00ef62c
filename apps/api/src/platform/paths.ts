import { existsSync } from "node:fs";

/** Whether a request URL is an API call; the router ignores repeated slashes, so this does too. */
export function isApiUrl(url: string): boolean {
  return /^\/+api(\/|\?|$)/.test(url);
}

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
