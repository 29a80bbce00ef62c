// The journeys' browser, for playwright.config.ts (through devices.ts) and for `npm test`, which checks it is
// there before it starts: CHROME_PATH, else Debian's Chromium headless shell (package chromium-headless-shell:
// Chromium's old headless mode, the one Playwright itself runs headless journeys in), else Debian's Chromium.
// The shell renders with the same Blink and V8 for a quarter of the CPU a page load costs the full browser
// (docs/decisions/018-e2e-headless-shell.md).
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

/** The browser's path, or null when none is installed. */
export function chromePath() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}
