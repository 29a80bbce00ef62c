// The page-speed budgets, in one place: `npm run bench` and `npm run bench:lighthouse` report against them, and
// the page-speed gate of `npm test` (bench/check-page-speed.mjs) fails the run when a page misses them.
// Issue 24 wants the home page at ≤ 150 KB and every public page at performance ≥ 90 in the gate (≥ 95 in the
// bench, median of 3). With the public pages rendered on the server they score 98–100 in the bench
// (bench/README.md, "Issue 24: Lighthouse"), so the gate holds them at 90.

/** The JavaScript a visitor's first load of the home page fetches, gzipped, in KB (issue 24). */
export const HOME_PAGE_JS_BUDGET_KB = 150;

/**
 * The lowest Lighthouse performance score (0–100, mobile, one run, the CPU slowed for the host's speed: 4× at most,
 * docs/decisions/037) the gate accepts on any public page (goal: 90).
 */
export const PAGE_PERFORMANCE_FLOOR = 90;

/** Issue 24's targets for the bench (median of 3 runs, mobile): what `npm run bench:lighthouse` marks as missed. */
export const LIGHTHOUSE_TARGETS = {
  performance: { min: 95, label: "performance ≥ 95" },
  lcpMs: { max: 2000, label: "LCP ≤ 2.0 s" },
  cls: { max: 0.05, label: "CLS ≤ 0.05" },
  tbtMs: { max: 150, label: "TBT ≤ 150 ms" },
  seo: { min: 100, label: "SEO 100" },
  accessibility: { min: 100, label: "accessibility 100" },
  bestPractices: { min: 95, label: "best practices ≥ 95" },
};
