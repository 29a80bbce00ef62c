import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, chromium, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { BRAND, expectPageWithoutError } from "./browse-pages";
import { launchOptions } from "./devices";
import { expect, test } from "./fixtures";

/**
 * The installable app (issue 24, docs/decisions/033-installable-app.md): the manifest and its icons, the service
 * worker taking the page over, Chromium's own installability check (the one its install prompt uses; Lighthouse 13
 * has no PWA category any more), and the Indonesian offline page while the network is down. The other journeys
 * run with service workers blocked (playwright.config.ts); these allow them.
 */
test.use({ serviceWorkers: "allow" });

const ONLINE_PAGE = { path: "/kebijakan-privasi", heading: "Kebijakan Privasi" };
/** Opened with the network down: the offline page stands at its address (a page mobile.spec.ts checks online). */
const OFFLINE_PAGE = { path: "/jenjang/sd", heading: "Program SD" };

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function checkManifest(request: APIRequestContext): Promise<void> {
  const res = await request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    description: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: BRAND,
    short_name: BRAND,
    lang: "id",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#1d4ed8",
  });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.description).toContain("Anda");
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of [...manifest.icons, { src: "/icons/apple-touch-icon.png", sizes: "180x180" }]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toBe("image/png");
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
  const worker = await request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
}

/** Opens a page and waits until the service worker, registered after load, controls it. */
async function openControlledPage(page: Page): Promise<void> {
  await page.goto(ONLINE_PAGE.path);
  await expectPageWithoutError(page, ONLINE_PAGE.heading);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** With the network down, a page of the app is the offline page, in Indonesian. */
async function expectOfflinePage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Anda sedang offline" })).toBeVisible();
  await expect(page).toHaveTitle(`Anda sedang offline - ${BRAND}`);
  await expect(page.getByText("Koneksi internet Anda terputus.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("the app installs: manifest and icons, a worker in control, the offline page", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await checkManifest(request);
  await openControlledPage(page);

  // Chromium's own reading of the manifest the page links (the shell has this part of the browser)
  const cdp = await context.newCDPSession(page);
  const appManifest = await cdp.send("Page.getAppManifest");
  // detached before going offline: a second debugging session keeps the page's network emulation from changing
  await cdp.detach();
  expect(appManifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(appManifest.errors).toEqual([]);
  expect(appManifest.manifest).toMatchObject({ display: "kStandalone", startUrl: `${new URL(page.url()).origin}/` });

  await context.setOffline(true);
  await expectOfflinePage(page, OFFLINE_PAGE.path);
  await expectNoSeriousA11yViolations(page);
  // the API is never answered from a cache: offline, a call fails rather than giving an old answer
  const apiCall = await page.evaluate(() =>
    fetch("/api/notifications/counter").then(
      (res) => `answered ${res.status}`,
      () => "failed",
    ),
  );
  expect(apiCall).toBe("failed");
  // 'Coba Lagi' while still offline: the same page again
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Coba Lagi" }).click();
  await reloaded;
  await expect(page.getByRole("heading", { level: 1, name: "Anda sedang offline" })).toBeVisible();

  // back online, the page comes back by itself (the browser's 'online' event) at the address asked for
  await context.setOffline(false);
  await expectPageWithoutError(page, OFFLINE_PAGE.heading);
  await expect(page).toHaveURL(new RegExp(`${OFFLINE_PAGE.path}$`));
  // and a page the worker has answered before comes from the network, never a cached copy
  await page.goto(ONLINE_PAGE.path);
  await expectPageWithoutError(page, ONLINE_PAGE.heading);
});

/** The full browser, when installed: the headless shell the journeys run in has no install check (it answers none). */
const FULL_CHROMIUM = ["/usr/bin/chromium"].find((path) => existsSync(path));

test("Chromium's install check, the one its install prompt uses, finds nothing missing", async ({ baseURL }) => {
  test.skip(
    !FULL_CHROMIUM,
    "needs Debian's full Chromium (/usr/bin/chromium): the headless shell has no install check",
  );
  test.setTimeout(60_000);
  // a profile of its own, not an incognito-like context: an incognito window cannot install anything
  const profile = mkdtempSync(join(tmpdir(), "installable-"));
  const browser = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    executablePath: FULL_CHROMIUM,
    baseURL,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await openControlledPage(page);
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("at 390 px the offline page passes axe @mobile", async ({ page, context }) => {
  test.setTimeout(90_000);
  await openControlledPage(page);
  await context.setOffline(true);
  await expectOfflinePage(page, OFFLINE_PAGE.path);
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);
});
