import { appendFileSync } from "node:fs";
import { test as base, type Page, type TestInfo } from "@playwright/test";
import { setServerClock } from "./server-clock";

export { expect } from "@playwright/test";

/**
 * E2E_PAGE_LOG=<file> makes every journey append what it saw to that file, one JSON line each: the pages its
 * browser context opened ("visit") and the pages axe checked ("axe", from axe.ts), with the project. Then
 * `node page-coverage.mjs <file>` lists the pages the journeys visit that no journey axe-checks at 390 px.
 */
const PAGE_LOG = process.env.E2E_PAGE_LOG;

export function logPage(kind: "visit" | "axe", url: string, info: TestInfo): void {
  if (!PAGE_LOG || url === "about:blank") return;
  appendFileSync(PAGE_LOG, `${JSON.stringify({ kind, url, project: info.project.name, test: info.title })}\n`);
}

/**
 * A server-rendered page (issue 24) shows its content before its scripts have taken it over, as a person on a
 * slow phone sees it; a journey acts on it as a person who waits for the page to be ready. main.tsx marks the
 * document with data-ready once the app has rendered or hydrated it.
 */
async function waitUntilReady(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.documentElement.dataset.ready === "true" || !document.getElementById("root"),
      null,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
}

export const test = base.extend<{ pageLog: undefined; serverClock: undefined }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitUntilReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitUntilReady(page);
      return response;
    };
    await use(page);
  },
  pageLog: [
    async ({ context }, use, info) => {
      if (PAGE_LOG) {
        context.on("page", (page) =>
          page.on("framenavigated", (frame) => {
            if (frame === page.mainFrame()) logPage("visit", frame.url(), info);
          }),
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // the clock project's journeys move the clock server's clock: each starts and ends with it put back, so that a
  // journey that failed or ran out of time while the clock was moved leaves the next one (or its retry) real time
  serverClock: [
    async ({ baseURL }, use, info) => {
      const onClockServer = info.project.name === "clock";
      if (onClockServer) await setServerClock(baseURL, 0);
      await use(undefined);
      if (onClockServer) await setServerClock(baseURL, 0);
    },
    { auto: true },
  ],
});
