import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { logPage } from "./fixtures";

/**
 * Whether a frame of the page is of another origin. Only then does axe need its default mode, which runs in
 * each frame and finishes in a blank page of its own; without such a frame, axe.run in the page itself checks
 * the same rules on the same nodes (same-origin frames included) and gives the same results, in about half
 * the time (a new page and a second copy of axe per check are the difference).
 */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
}

/** Fails on serious or critical WCAG 2.2 AA violations, listing each with its nodes. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // a sheet still sliding in is half transparent: judge colours once it has arrived
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(!hasCrossOriginFrame(page))
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(serious, serious.join("\n")).toEqual([]);
  logPage("axe", page.url(), test.info());
}
