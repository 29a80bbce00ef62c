import { appendFileSync } from "node:fs";
import { test as base, type TestInfo } from "@playwright/test";

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

export const test = base.extend<{ pageLog: undefined }>({
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
});
