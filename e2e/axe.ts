import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import axe from "axe-core";
import { logPage } from "./fixtures";

/** WCAG 2.2 A and AA, as ARCHITECTURE.md asks. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Only violations are read: axe then skips building a selector for every passing node (a third of a check).
 * With `runOnly` by tag, as AxeBuilder's withTags does.
 */
const RUN_OPTIONS: axe.RunOptions = { runOnly: { type: "tag", values: TAGS }, resultTypes: ["violations"] };

/**
 * The page's violations. A page of one frame (almost all) is checked by axe itself in the page, injected once per
 * document: AxeBuilder would inject it again and set it up for frames at every check (0.3–0.5 s each here).
 * A page with frames goes through AxeBuilder, which runs axe in each frame: in the page's legacy mode when the
 * frames are of the same origin (the same rules on the same nodes, in about half the time), in its default mode
 * when one is of another origin (the only mode that reaches into it).
 */
async function violationsOf(page: Page): Promise<axe.Result[]> {
  if (page.frames().length > 1) {
    const origin = new URL(page.url()).origin;
    const crossOrigin = page
      .frames()
      .some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
    const builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] });
    return (await builder.setLegacyMode(!crossOrigin).analyze()).violations;
  }
  // a string, not a function: evaluated through the debugging protocol, which the page's CSP does not stop
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    RUN_OPTIONS,
  );
  return results.violations;
}

/** Fails on serious or critical WCAG 2.2 AA violations, listing each with its nodes. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // a sheet still sliding in is half transparent: judge colours once it has arrived
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const serious = (await violationsOf(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(serious, serious.join("\n")).toEqual([]);
  logPage("axe", page.url(), test.info());
}
