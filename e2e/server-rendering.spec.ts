import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { APP_KEY } from "./learner";

/**
 * Issue 24: the public pages come as HTML with their content, hydrate without asking again, and carry what a
 * search engine and a chat app read (head tags, share card, robots.txt, sitemap.xml), on partner hosts too.
 */
const SLUG = "dasar-analisis-data-dengan-excel";
const PARTNER_SUBDOMAIN = "digitalmaju";

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api${path}`, { headers: { authorization: APP_KEY } });
  expect(answer.ok(), path).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** A browser without JavaScript: what a crawler or a chat app's link preview gets. */
async function withoutJavaScript<T>(browser: Browser, run: (page: import("@playwright/test").Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("without JavaScript the programme page shows its name, price and topics, and tags for sharing", async ({
  browser,
  request,
  baseURL,
}) => {
  const program = await apiData<{ name: string; price: number }>(
    request,
    `/program_activity/v2/product_detail/${SLUG}`,
  );
  const activity = await apiData<{ chapter_list: { title: string }[] }>(
    request,
    `/program_activity/v2/product_detail/${SLUG}/activity`,
  );
  const price = `Rp${program.price.toLocaleString("id-ID")}`.replace(/\s/g, "");

  await withoutJavaScript(browser, async (page) => {
    const response = await page.goto(`/program/${SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: program.name })).toBeVisible();
    await expect(page.getByText(new RegExp(price.replace("Rp", "Rp\\s?").replace(/\./g, "\\."))).first()).toBeVisible();
    for (const chapter of activity.chapter_list) await expect(page.getByText(chapter.title).first()).toBeVisible();

    await expect(page).toHaveTitle(`${program.name} - Karirmu`);
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/program/${SLUG}`);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", `${program.name} - Karirmu`);
    await expect(head.locator('meta[property="product:price:amount"]')).toHaveAttribute(
      "content",
      String(program.price),
    );
    const image = await head.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toBe(`${baseURL}/share/program/${SLUG}.png`);

    const jsonLd = await head.locator('script[type="application/ld+json"]').allTextContents();
    const course = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((d) => d["@type"] === "Course");
    expect(course?.name).toBe(program.name);
    const offers = course?.offers as { price: number; priceCurrency: string } | undefined;
    expect(offers).toEqual(expect.objectContaining({ price: program.price, priceCurrency: "IDR" }));

    // the share card is a 1200×630 PNG (its text was looked at: docs/images/issue24-share-card-program.png)
    const card = await request.get(image ?? "");
    expect(card.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });
  });
});

test("without JavaScript the home page's search opens the results, carrying the ref", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto("/?ref=kampanye-2026");
    const search = page.getByRole("main").getByRole("combobox", { name: "Cari program" });
    await search.fill("excel");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/program\?.*search=excel/);
    expect(new URL(page.url()).searchParams.get("ref")).toBe("kampanye-2026");
    await expect(page.getByRole("main").locator('a[href^="/program/"]').first()).toBeVisible();
  });
});

test("the programme page hydrates without a console error or a second data request", async ({ page }) => {
  const errors: string[] = [];
  const calls: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) calls.push(request.url());
  });
  await page.goto(`/program/${SLUG}`);
  await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
  expect(calls).toEqual([]);
  // and it is the app now: a link navigates in the page
  await page.getByRole("link", { name: "Program" }).first().click();
  await expect(page).toHaveURL(/\/program(\?|$)/);
});

// a phone on a slow network shows the server's HTML seconds before its scripts run: a tap on Masuk then is kept
// (EARLY_CLICK_SCRIPT, apps/api/src/platform/page-renderer.ts) and answered once the page works, not lost
test("a tap on Masuk before the page's scripts have run opens the login dialog once they have", async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    // (module scripts hold DOMContentLoaded back: the HTML is on screen long before it)
    await page.goto("/", { waitUntil: "commit" });
    const masuk = page.getByRole("button", { name: "Masuk", exact: true }).first();
    await masuk.click();
    const login = page.getByRole("dialog", { name: "Masuk" });
    await expect(page.locator("html")).not.toHaveAttribute("data-ready", "true");
    await expect(login).toHaveCount(0);
    release?.();
    await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
    await expect(login).toBeVisible();
    await expect(login.getByLabel("Email")).toBeFocused();
    // the one inline script is allowed by the CSP's hash: no violation in the console
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("robots.txt keeps crawlers out of accounts and the API, and sitemap.xml lists pages that answer", async ({
  page,
  request,
  baseURL,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  for (const closed of ["/api/", "/account", "/checkout", "/programmu"])
    expect(robots).toContain(`Disallow: ${closed}`);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  // parsed by the browser's XML parser: a malformed sitemap has a parsererror
  const urls = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.getElementsByTagName("parsererror").length > 0) throw new Error("sitemap.xml is not well-formed XML");
    if (doc.documentElement.localName !== "urlset") throw new Error(`unexpected root ${doc.documentElement.localName}`);
    return [...doc.getElementsByTagNameNS("*", "loc")].map((loc) => loc.textContent ?? "");
  }, xml);
  expect(urls).toContain(`${baseURL}/program/${SLUG}`);
  expect(urls.length).toBeGreaterThan(50);
  const failed: string[] = [];
  for (let i = 0; i < urls.length; i += 8) {
    const answers = await Promise.all(
      urls
        .slice(i, i + 8)
        .map(async (url) => ({ url, status: (await request.get(url, { maxRedirects: 0 })).status() })),
    );
    failed.push(...answers.filter((a) => a.status !== 200).map((a) => `${a.url} ${a.status}`));
  }
  expect(failed).toEqual([]);
});

test("a partner subdomain's pages canonicalise to its own host, and its sitemap names it", async ({
  browser,
  baseURL,
}) => {
  const port = new URL(baseURL ?? "").port;
  const partner = `http://${PARTNER_SUBDOMAIN}.localhost:${port}`;
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`${partner}/program`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${partner}/program`);
    const sitemap = await page.goto(`${partner}/sitemap.xml`);
    const xml = (await sitemap?.text()) ?? "";
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(locs.length).toBeGreaterThan(0);
    expect(locs.every((loc) => loc.startsWith(`${partner}/`))).toBe(true);
    const robots = await page.goto(`${partner}/robots.txt`);
    expect(await robots?.text()).toContain(`Sitemap: ${partner}/sitemap.xml`);
  });
});
