// `npm run bench:lighthouse`: Lighthouse (mobile preset) on the five public pages of the product as `npm start` runs
// it (built, one process, PGlite, demo data), 3 runs a page, each at the CPU slowdown for the host's speed (as the
// gate does); each figure is the median of its runs. Prints a table, what misses issue 24's targets and the median
// run's top opportunities; writes bench/results/lighthouse.json.
// `--no-build` uses the build there is; LIGHTHOUSE_RUNS, LIGHTHOUSE_PORT and CHROME_PATH change the defaults.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { chromePath } from "../e2e/browser.mjs";
import { root, run } from "./bench-kit.mjs";
import { HOME_PAGE_JS_BUDGET_KB, LIGHTHOUSE_TARGETS } from "./budgets.mjs";
import { homePageJavaScript } from "./home-page-js.mjs";
import {
  culprits,
  describeOpportunity,
  failedAudits,
  lighthouseChromePath,
  openCpuBenchmark,
  PUBLIC_PAGES,
  pageFigures,
  runLighthouseForHost,
  startDemoProduct,
  topOpportunities,
  warmUp,
} from "./lighthouse-kit.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3920);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const browser = lighthouseChromePath({ preferFull: true });
if (!browser) {
  console.error("No Chromium: install Debian's (as root: apt-get install -y chromium) or set CHROME_PATH.");
  process.exit(1);
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Which of issue 24's targets a page's figures miss. */
function misses(figures) {
  return Object.entries(LIGHTHOUSE_TARGETS)
    .filter(([key, t]) => figures[key] !== null && ("min" in t ? figures[key] < t.min : figures[key] > t.max))
    .map(([, t]) => t.label);
}

if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);

const product = await startDemoProduct(PORT);
const started = Date.now();
// this machine is shared: the load before and after the runs says how far to trust the timings
const loadBefore = loadavg()[0];
try {
  await warmUp(product.base, chromePath() ?? browser);
  const reports = new Map(PUBLIC_PAGES.map((p) => [p.path, []]));
  const slowdowns = [];
  // each run at the CPU slowdown for the host's speed measured just before it, as the gate does (lighthouse-kit.mjs)
  const cpu = await openCpuBenchmark(browser);
  try {
    // the runs go round the pages, so that a busy moment of the machine does not fall on one page's three runs
    for (let i = 0; i < RUNS; i++) {
      for (const page of PUBLIC_PAGES) {
        const t0 = Date.now();
        const {
          lhr,
          cpuSlowdown,
          cpu: slowdown,
        } = await runLighthouseForHost(cpu, `${product.base}${page.path}`, {
          chromePath: browser,
          categories: CATEGORIES,
        });
        slowdowns.push(cpuSlowdown);
        reports.get(page.path).push(lhr);
        const f = pageFigures(lhr);
        console.log(
          `run ${i + 1}/${RUNS} ${page.path}: performance ${f.performance}, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}; ${slowdown} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        );
      }
    }
  } finally {
    await cpu.close();
  }
  const js = await homePageJavaScript(product.base, chromePath() ?? browser);

  const pages = PUBLIC_PAGES.map((page) => {
    const lhrs = reports.get(page.path);
    const runs = lhrs.map(pageFigures);
    const figures = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
    // the run whose performance score is the median one: its opportunities are the page's
    const medianRun =
      lhrs[runs.map((r, i) => [r.performance, i]).sort((a, b) => a[0] - b[0])[Math.floor(runs.length / 2)][1]];
    return {
      ...page,
      figures,
      runs,
      misses: misses(figures),
      opportunities: topOpportunities(medianRun, 6),
      failedAudits: failedAudits(medianRun),
      ...culprits(medianRun),
      medianRun,
      benchmarkIndex: medianRun.environment.benchmarkIndex,
    };
  });

  const version = reports.get("/")[0].lighthouseVersion;
  const hostAgent = reports.get("/")[0].environment.hostUserAgent;
  console.log(
    `\nLighthouse ${version}, mobile preset (simulated throttling, CPU ${Math.min(...slowdowns)}–${Math.max(...slowdowns)}× for the host's speed), median of ${RUNS} runs; ${hostAgent.match(/(Headless)?Chrome\/[\d.]+/)?.[0]} (${browser}); ${cpus().length} cores, ${cpus()[0]?.model ?? "?"}; Lighthouse's benchmark index ${Math.round(median(pages.map((p) => p.benchmarkIndex)))}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
  );
  console.log("| page | performance | LCP | CLS | TBT | FCP | SEO | accessibility | best practices |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { path, figures: f } of pages) {
    console.log(
      `| \`${path}\` | ${f.performance} | ${(f.lcpMs / 1000).toFixed(1)} s | ${f.cls} | ${Math.round(f.tbtMs)} ms | ${(f.fcpMs / 1000).toFixed(1)} s | ${f.seo} | ${f.accessibility} | ${f.bestPractices} |`,
    );
  }
  console.log(
    `\nHome page JavaScript: ${js.files} files, ${js.gzippedKb} KB gzipped (budget ${HOME_PAGE_JS_BUDGET_KB} KB)`,
  );
  for (const page of pages) {
    if (!page.misses.length) continue;
    console.log(`\n${page.path} misses: ${page.misses.join(", ")}`);
    for (const o of page.opportunities) console.log(`  - ${describeOpportunity(o)}: ${o.title}`);
    for (const a of page.failedAudits) console.log(`  - ${a.category}: ${a.id}: ${a.title}`);
    if (page.lcpElement) console.log(`  LCP element: ${page.lcpElement}`);
    for (const shift of page.layoutShifts) console.log(`  layout shift ${shift}`);
  }
  console.log(`\n${PUBLIC_PAGES.length * RUNS} Lighthouse runs in ${Math.round((Date.now() - started) / 1000)} s`);
  // each page's median run, whole: open it in the Lighthouse viewer (googlechrome.github.io/lighthouse/viewer)
  const reportDir = join(root, "bench", "results", "lighthouse");
  mkdirSync(reportDir, { recursive: true });
  for (const page of pages) {
    writeFileSync(join(reportDir, `${page.name.replaceAll(" ", "-")}.json`), JSON.stringify(page.medianRun));
    delete page.medianRun;
  }
  writeFileSync(
    join(root, "bench", "results", "lighthouse.json"),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        lighthouse: version,
        browser,
        hostUserAgent: hostAgent,
        runs: RUNS,
        cpuSlowdowns: slowdowns,
        loadAverage: { before: loadBefore, after: loadavg()[0] },
        targets: LIGHTHOUSE_TARGETS,
        homePageJs: { ...js, budgetKb: HOME_PAGE_JS_BUDGET_KB },
        pages,
      },
      null,
      2,
    ),
  );
} finally {
  await product.stop();
}
