import { devices } from "@playwright/test";
import { chromePath } from "./browser.mjs";

/** What every project launches, without what a test run does not need. */
export const launchOptions = {
  // a missing browser fails the launch with Playwright's own message, naming this path
  executablePath: chromePath() ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** The desktop project's browser: 1280 px wide. */
export const DESKTOP = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

/** The mobile project's browser: 390 px wide, a phone's touch screen. */
export const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
