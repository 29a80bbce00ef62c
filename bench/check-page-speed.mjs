// The page-speed gate of `npm test` (issue 24), after the build: the product as `npm start` runs it (built, one
// process, PGlite, demo data) must keep
//   (a) the JavaScript of a visitor's first home-page load within HOME_PAGE_JS_BUDGET_KB, gzipped, and
//   (b) every public page at a Lighthouse performance score (mobile, one run a page; a page under the floor is
//       measured up to twice more, and fails when all three runs are under) of PAGE_PERFORMANCE_FLOOR or more.
// Both numbers are in bench/budgets.mjs. A failure names the page, its score and its top opportunities.
// Browser: CHROME_PATH (npm test sets the journeys' one), else the Chromium headless shell, else Debian's Chromium.
// Each run slows the CPU by the factor Lighthouse's docs give for this host's speed, measured just before it: 4× on
// a host of the class Lighthouse's default is meant for, less on a slower one, never under 2× (cpuSlowdownFor in
// lighthouse-kit.mjs; docs/decisions/037-page-speed-on-a-slower-host.md).
// `npm run bench:lighthouse` measures the same pages three times each, with every category.
import { chromePath } from "../e2e/browser.mjs";
import { HOME_PAGE_JS_BUDGET_KB, PAGE_PERFORMANCE_FLOOR } from "./budgets.mjs";
import { homePageJavaScript } from "./home-page-js.mjs";
import {
  describeOpportunity,
  lighthouseChromePath,
  openCpuBenchmark,
  PUBLIC_PAGES,
  pageFigures,
  runLighthouseForHost,
  startDemoProduct,
  topOpportunities,
  warmUp,
} from "./lighthouse-kit.mjs";

const PORT = Number(process.env.PAGE_SPEED_PORT ?? 3230);
const browser = lighthouseChromePath({ preferFull: false });
if (!browser) {
  console.error("No Chromium for Lighthouse: install chromium-headless-shell (apt-get) or set CHROME_PATH.");
  process.exit(1);
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const failures = [];
let passed = 0;

const product = await startDemoProduct(PORT);
console.log(`product up (${seconds()}); Lighthouse in ${browser}`);
try {
  const js = await homePageJavaScript(product.base, chromePath() ?? browser);
  const jsLine = `home page JavaScript: ${js.gzippedKb} KB gzipped in ${js.files} files (budget ${HOME_PAGE_JS_BUDGET_KB} KB)`;
  if (js.gzippedKb > HOME_PAGE_JS_BUDGET_KB) {
    failures.push(
      `${jsLine}: ${Math.round((js.gzippedKb - HOME_PAGE_JS_BUDGET_KB) * 10) / 10} KB over. Largest: ${js.largest.map((f) => `${f.url} ${f.gzippedKb} KB`).join(", ")}`,
    );
  } else passed++;
  console.log(`${js.gzippedKb > HOME_PAGE_JS_BUDGET_KB ? "✘" : "✓"} ${jsLine} (${seconds()})`);

  await warmUp(product.base, chromePath() ?? browser);
  const cpu = await openCpuBenchmark(browser);
  const measure = (url) => runLighthouseForHost(cpu, url, { chromePath: browser, categories: ["performance"] });
  try {
    for (const page of PUBLIC_PAGES) {
      const url = `${product.base}${page.path}`;
      let { lhr, cpu: slowdown } = await measure(url);
      let f = pageFigures(lhr);
      const under = [];
      // one run can fall on a busy moment of the machine: a page under the floor is measured up to twice more, and
      // fails only when every run is under it (a passing page costs one run). In the gate's runs of 2026-11-28 a
      // first run fell under it on 2 of 15 pages, each passing its second (87 then 99, 89 then 98); a third keeps one
      // more busy moment from failing the whole of npm test.
      for (let run = 2; run <= 3 && f.performance < PAGE_PERFORMANCE_FLOOR; run++) {
        under.push(`${f.performance} at ${slowdown}`);
        ({ lhr, cpu: slowdown } = await measure(url));
        f = pageFigures(lhr);
      }
      const again = under.length ? ` (${under.join(", then ")}, then ${f.performance} measured again)` : "";
      const line = `${page.name} ${page.path}: performance ${f.performance}${again} (floor ${PAGE_PERFORMANCE_FLOOR}); LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}, FCP ${f.fcpMs} ms; ${slowdown}`;
      if (f.performance < PAGE_PERFORMANCE_FLOOR) {
        const top = topOpportunities(lhr, 3).map(describeOpportunity);
        failures.push(`${line}. Top opportunities: ${top.join("; ")}`);
      } else passed++;
      console.log(`${f.performance < PAGE_PERFORMANCE_FLOOR ? "✘" : "✓"} ${line} (${seconds()})`);
    }
  } finally {
    await cpu.close();
  }
} finally {
  await product.stop();
}

if (failures.length) {
  console.log("\nPage speed below budget (bench/budgets.mjs; measure with npm run bench:lighthouse):");
  for (const f of failures) console.log(`- ${f}`);
}
// the tally npm test reads (scripts/test.mjs), in Playwright's words
console.log(`\n  ${passed} passed${failures.length ? `\n  ${failures.length} failed` : ""} (${seconds()})`);
process.exit(failures.length ? 1 : 0);
