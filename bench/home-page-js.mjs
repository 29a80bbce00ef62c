// The JavaScript a visitor's first load of the home page fetches, gzipped: measured by `npm run bench`,
// `npm run bench:lighthouse` and the page-speed gate of `npm test`, against HOME_PAGE_JS_BUDGET_KB (budgets.mjs).
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a visitor's first load of the home page fetches (every script until the network is idle, the
 * lazy chunks the home page asks for included), gzipped at level 9 the way `npm run bench` has always counted it.
 */
export async function homePageJavaScript(base, executablePath) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await page.goto(`${base}/`, { waitUntil: "networkidle" });
    let gzipped = 0;
    const files = [];
    for (const response of scripts) {
      const size = gzipSync(await response.body(), { level: 9 }).length;
      gzipped += size;
      files.push({ url: new URL(response.url()).pathname, gzippedKb: Math.round((size / 1024) * 10) / 10 });
    }
    files.sort((a, b) => b.gzippedKb - a.gzippedKb);
    return { files: scripts.length, gzippedKb: Math.round((gzipped / 1024) * 10) / 10, largest: files.slice(0, 5) };
  } finally {
    await browser.close();
  }
}
