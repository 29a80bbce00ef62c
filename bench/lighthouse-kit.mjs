// What `npm run bench:lighthouse` (bench/run-lighthouse.mjs) and the page-speed gate of `npm test`
// (bench/check-page-speed.mjs) share: the product as `npm start` runs it, the five public pages, one Lighthouse run
// (mobile preset: Lighthouse's default form factor and simulated throttling) and what is read from its report.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as lighthouseConstants from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { root, waitFor } from "./bench-kit.mjs";

/**
 * The public pages a visitor lands on, with demo data (apps/api/src/demo). /kelasmu (like /karirmu, /ujianmu)
 * only redirects in the browser, through /ikutprogram?id=kelasmu, to the category's search page: that page is the
 * landing measured.
 */
export const PUBLIC_PAGES = [
  { name: "home", path: "/" },
  { name: "category landing", path: "/program?category=KELASMU" },
  { name: "search", path: "/program?search=excel" },
  { name: "programme", path: "/program/dasar-analisis-data-dengan-excel" },
  { name: "institution", path: "/mitra/pt-solusi-data-indonesia" },
];

/**
 * The browser Lighthouse drives; it never downloads one. CHROME_PATH when set, else (`preferFull`, the bench)
 * Debian's full Chromium, the browser Lighthouse's simulation is calibrated on, else the Chromium headless shell
 * the journeys use (CI installs only that one: its main-thread tasks are shorter, so it scores a few points higher).
 */
export function lighthouseChromePath({ preferFull }) {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  const order = preferFull
    ? ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"]
    : ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
  return order.find((path) => existsSync(path)) ?? null;
}

/**
 * The built product as `npm start` runs it (`node apps/api/dist/server.js`: one process, PGlite, the demo data
 * seeded at the first start) on a fresh database folder, removed when it stops. Needs `npm run build` first.
 */
export async function startDemoProduct(port) {
  const server = join(root, "apps", "api", "dist", "server.js");
  if (!existsSync(server)) throw new Error(`${server} is missing: run npm run build first`);
  const dataDir = mkdtempSync(join(tmpdir(), "karirmu-lighthouse-"));
  const base = `http://127.0.0.1:${port}`;
  // a server left over from another run would answer in place of this one
  const inUse = await fetch(`${base}/api/health`).then(
    (res) => res.ok,
    () => false,
  );
  if (inUse) throw new Error(`${base} is already used by another server`);
  const child = spawn(process.execPath, [server], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: "warn" },
  });
  let stopping = false;
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`the product at ${base} stopped on its own (${signal ?? code})`);
  });
  const cleanUp = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", cleanUp);
  const stop = async () => {
    stopping = true;
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    process.off("exit", cleanUp);
  };
  try {
    await waitFor(`${base}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/**
 * Each page once in a browser, unmeasured, until its network is idle: the server's first answers after its start
 * (a cold visitor cache, code not yet optimised) are slower, and Lighthouse's simulation takes the server's response
 * times from what it observes.
 */
export async function warmUp(base, executablePath) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    for (const { path } of PUBLIC_PAGES) await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse slows the CPU 4× by default, a factor meant for a host of its "high-end desktop" class, benchmark index
 * 1500 and up, to land in the mid-tier mobile class; on a weaker host its docs say to lower it ("Calibrating the CPU
 * slowdown", docs/throttling.md in Lighthouse; it warns itself under 1000). The factor for a host, from its
 * benchmark index: 4× from 1500 up, never more; proportionally less below (3× at 1125), never under 2×, the
 * docs' factor for a low-end desktop (1000–1500). docs/decisions/037-page-speed-on-a-slower-host.md.
 */
export const DEFAULT_CPU_SLOWDOWN = lighthouseConstants.throttling.mobileSlow4G.cpuSlowdownMultiplier;
export const REFERENCE_BENCHMARK_INDEX = 1500;
export const MIN_CPU_SLOWDOWN = 2;

export function cpuSlowdownFor(benchmarkIndex) {
  const proportional = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(MIN_CPU_SLOWDOWN, proportional)) * 10) / 10;
}

/**
 * The host's speed now, as Lighthouse measures it (its own benchmark function, in the browser it drives): the median
 * of `samples` runs of about a second each. Lighthouse takes one sample at the start of its run, which moved between
 * 1,195 and 2,826 from run to run on an idle machine here; the median of three moves far less.
 */
export async function openCpuBenchmark(executablePath) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  const page = await browser.newPage();
  return {
    async index(samples = 3) {
      const values = [];
      for (let i = 0; i < samples; i++) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      values.sort((a, b) => a - b);
      return Math.round(values[Math.floor(values.length / 2)]);
    },
    close: () => browser.close(),
  };
}

/**
 * One Lighthouse run of `url` (runLighthouse) at the CPU slowdown for the host's speed, measured with `cpu`
 * (openCpuBenchmark) just before it: the report, the slowdown and the index it came from.
 */
export async function runLighthouseForHost(cpu, url, options) {
  const benchmarkIndex = await cpu.index();
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  const lhr = await runLighthouse(url, { ...options, cpuSlowdown });
  return { lhr, cpuSlowdown, benchmarkIndex, cpu: `CPU ${cpuSlowdown}× (benchmark index ${benchmarkIndex})` };
}

/**
 * One Lighthouse run of `url` in a browser of its own (fresh profile): the report (LHR). Lighthouse's defaults:
 * mobile (Moto G Power screen), simulated throttling (slow 4G, CPU 4× slower, or `cpuSlowdown` when given). Fails
 * when the page ended somewhere else (a redirect to /404 would otherwise be measured as the page).
 */
export async function runLighthouse(url, options) {
  try {
    return await lighthouseOnce(url, options);
  } catch (error) {
    // on a busy machine Chrome now and then shows an error page in place of the page (CHROME_INTERSTITIAL_ERROR)
    // although the server answers: that is the run's failure, not the page's, so the run is made again once
    if (!(error instanceof LighthouseRunError)) throw error;
    console.log(`${error.message}; running it again`);
    return await lighthouseOnce(url, options);
  }
}

class LighthouseRunError extends Error {}

async function lighthouseOnce(url, { chromePath, categories, cpuSlowdown = DEFAULT_CPU_SLOWDOWN }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      throttling: { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!result) throw new Error(`${url}: Lighthouse gave no report`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const wanted = new URL(url);
    const ended = new URL(lhr.finalDisplayedUrl);
    if (ended.pathname !== wanted.pathname) throw new Error(`${url}: the page ended at ${lhr.finalDisplayedUrl}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr, id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);

/** The figures of one report: scores 0–100, times in ms, CLS unitless (null for a category not run). */
export function pageFigures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score(lhr, "performance"),
    lcpMs: Math.round(value("largest-contentful-paint")),
    cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
    tbtMs: Math.round(value("total-blocking-time")),
    fcpMs: Math.round(value("first-contentful-paint")),
    seo: score(lhr, "seo"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
  };
}

function savingsText(audit) {
  const savings = Object.entries(audit.metricSavings ?? {}).filter(([, v]) => v > 0);
  return savings.map(([metric, v]) => (metric === "CLS" ? `CLS ${v.toFixed(3)}` : `${metric} ${Math.round(v)} ms`));
}

/** A sort key: estimated time saved, a CLS of 0.1 counting as 1 s (both are a metric's 'needs improvement' step). */
function weight(audit) {
  const s = audit.metricSavings ?? {};
  return (s.LCP ?? 0) + (s.FCP ?? 0) + (s.TBT ?? 0) + (s.INP ?? 0) + (s.CLS ?? 0) * 10_000 + (1 - (audit.score ?? 1));
}

/**
 * The performance audits (insights and diagnostics) a page fails or could save time on, biggest estimated saving
 * first: id, title, Lighthouse's figure and the savings it estimates per metric.
 */
export function topOpportunities(lhr, count = 5) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== "metrics")
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a) =>
        a &&
        a.scoreDisplayMode !== "notApplicable" &&
        a.scoreDisplayMode !== "manual" &&
        ((a.score !== null && a.score < 0.9) || savingsText(a).length > 0),
    )
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, count)
    .map((a) => ({ id: a.id, title: a.title, value: a.displayValue ?? "", savings: savingsText(a).join(", ") }));
}

/** The audits that cost a page points in the other categories (accessibility, SEO, best practices). */
export function failedAudits(lhr) {
  const out = [];
  for (const id of ["accessibility", "seo", "best-practices"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) out.push({ category: id, id: a.id, title: a.title });
    }
  }
  return out;
}

/** The page's LCP element and the elements that shifted most (their HTML, shortened), from the report. */
export function culprits(lhr) {
  const snippets = (id) =>
    (lhr.audits[id]?.details?.items ?? [])
      .flatMap((item) => (item.type === "table" ? item.items : [item]))
      .map((item) => item?.node?.snippet ?? (item?.type === "node" ? item.snippet : undefined))
      .filter(Boolean)
      .map((snippet) => (snippet.length > 160 ? `${snippet.slice(0, 157)}...` : snippet));
  const shifts = (lhr.audits["layout-shifts"]?.details?.items ?? [])
    .filter((item) => item.node?.snippet)
    .map((item) => `${Math.round(item.score * 1000) / 1000}: ${item.node.snippet.slice(0, 160)}`);
  return { lcpElement: snippets("lcp-breakdown-insight")[0] ?? null, layoutShifts: shifts.slice(0, 3) };
}

/** One line per opportunity, for a table cell or a failure message. */
export function describeOpportunity(o) {
  return `${o.id} (${[o.value, o.savings].filter(Boolean).join("; ") || o.title})`;
}
