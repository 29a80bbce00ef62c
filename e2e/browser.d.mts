/** The journeys' browser's path, or null when none is installed (browser.mjs). */
export function chromePath(): string | null;
