import { expectNoSeriousA11yViolations } from "./axe";
import { BRAND, expectPageWithoutError, MU, PAGES } from "./browse-pages";
import { expect, test } from "./fixtures";

for (const { path, heading } of PAGES) {
  test(`${path} opens without an error`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replaceAll("/", "\\/")}$`));
    await expectPageWithoutError(page, heading);
    await expectNoSeriousA11yViolations(page);
  });
}

test("campaign pages list PRAKERJA programmes from the catalogue", async ({ page }) => {
  await page.goto("/kartuprakerja/ojol");
  const shelf = page.getByRole("region", { name: "Pelatihan Prakerja untuk pengemudi ojek online" });
  await expect(shelf.locator('a[href^="/program/"]').first()).toBeVisible();
  await page.goto("/kartuprakerja");
  await expect(
    page.getByRole("region", { name: "Kelas Prakerja terpopuler" }).locator('a[href^="/program/"]').first(),
  ).toBeVisible();
});

test("unknown levels, years, collections and career fields go to /404", async ({ page }) => {
  for (const path of ["/jenjang/kuliah", "/jenjang/sd/kelas-9", "/program-pilihan/tidak-ada", `/${MU}/pertambangan`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { level: 1, name: "Halaman Tidak Ditemukan" })).toBeVisible();
  }
});

test("the older company addresses lead to the new pages", async ({ page }) => {
  for (const [from, to] of [
    ["/about", `/profil-${MU}`],
    ["/board-of-school", `/dewan-${MU}`],
    ["/contact", `/kontak-${MU}`],
    ["/partner", "/mitra/all"],
  ] as const) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replaceAll("/", "\\/")}$`));
  }
});

test("a visitor browses a learning level from the home page to a programme", async ({ page }) => {
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Menu jenjang belajar" });
  await expect(menu).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await menu.getByRole("link", { name: "SD", exact: true }).click();
  await expect(page).toHaveURL(/\/jenjang\/sd$/);
  await expect(page).toHaveTitle(`Program SD - ${BRAND}`);
  await expectPageWithoutError(page, "Program SD");
  await expect(page.getByRole("list", { name: "Program SD" }).getByRole("link").first()).toBeVisible();

  await page
    .getByRole("navigation", { name: "Pilih kelas" })
    .getByRole("link", { name: "Kelas 4", exact: true })
    .click();
  await expect(page).toHaveURL(/\/jenjang\/sd\/kelas-4$/);
  await expectPageWithoutError(page, "Program SD Kelas 4");
  const yearChip = page.getByRole("navigation", { name: "Pilih kelas" }).getByRole("link", { name: "Kelas 4" });
  await expect(yearChip).toHaveAttribute("aria-current", "page");
  await expectNoSeriousA11yViolations(page);

  const programme = page.getByRole("list", { name: "Program SD Kelas 4" }).getByRole("link").first();
  await expect(programme).toBeVisible();
  await programme.click();
  await expect(page).toHaveURL(/\/program\/[a-z0-9-]+$/);
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toBeVisible();
  await expect(page).toHaveTitle(`${await title.textContent()} - ${BRAND}`);
});

test("the learning-level pages work by keyboard", async ({ page }) => {
  await page.goto("/jenjang/smp");
  await expectPageWithoutError(page, "Program SMP");
  const chip = page.getByRole("navigation", { name: "Pilih kelas" }).getByRole("link", { name: "Kelas 8" });
  await chip.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/jenjang\/smp\/kelas-8$/);
  await expect(page.getByRole("heading", { level: 1, name: "Program SMP Kelas 8" })).toBeVisible();
});

/** Slugs of the programme cards on the page, in order. */
async function cardSlugs(page: import("@playwright/test").Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="/program/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((h) => h.replace(/^\/program\//, "")).filter((s) => /^[a-z0-9-]+$/.test(s)))];
}

test("demo programmes show their illustrated covers and institutions their emblems, not letter tiles (issue 23)", async ({
  page,
}) => {
  await page.goto("/program");
  const cards = page.locator('main a[href^="/program/"]');
  await expect(cards.first()).toBeVisible();
  const first = cards.first().getByTestId("program-cover");
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute("src", /^\/media\/demo\/covers\/[a-z0-9-]+\.svg$/);
  // loaded from this site: a real picture of 320 x 200, no broken image
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  await expect(page.locator("main").getByTestId("generated-cover")).toHaveCount(0);
  const covers = await page
    .locator("main")
    .getByTestId("program-cover")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
  expect(new Set(covers).size).toBe(covers.length);

  await page.goto("/mitra/lembaga-pelatihan-digital-maju");
  const logo = page.locator("main img[src^='/media/demo/logos/']").first();
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator("main").getByTestId("institution-initials")).toHaveCount(0);
  await expect(page.locator("main").getByTestId("program-cover").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a programme's review count is the reviews one can page through, each written differently (issue 23)", async ({
  page,
}) => {
  await page.goto("/program");
  await expect(page.locator('main a[href^="/program/"]').first()).toBeVisible();
  const slugs = await cardSlugs(page);
  // the most followed programmes (the list's default order) have more than one page of reviews
  const found = await page.evaluate(async (candidates) => {
    const config = JSON.parse(document.getElementById("app-config")?.textContent ?? "{}") as { appKey?: string };
    for (const slug of candidates) {
      const response = await fetch(`/api/program_activity/v2/product_detail/${slug}/review/1`, {
        headers: { Authorization: config.appKey ?? "karirmu-public-web-2026", Accept: "application/json" },
      });
      const body = (await response.json()) as { data?: { total: number; per_page: number } };
      if (body.data && body.data.total > body.data.per_page) return { slug, total: body.data.total };
    }
    return null;
  }, slugs);
  expect(found, "a programme of the first page has more than one page of reviews").not.toBeNull();
  if (!found) return;

  await page.goto(`/program/${found.slug}`);
  const total = found.total.toLocaleString("id-ID");
  await expect(page.getByText(`(${total} ulasan)`).first()).toBeVisible();
  const section = page.getByRole("region", { name: "Rating dan Ulasan" });
  await section.scrollIntoViewIfNeeded();
  const more = section.getByRole("button", { name: "Muat Ulasan Lainnya" });
  await expect(section.getByRole("article").first()).toBeVisible();
  for (let pageNo = 1; pageNo < 10 && (await more.count()) > 0; pageNo++) {
    const shown = await section.getByRole("article").count();
    await more.click();
    await expect(section.getByRole("article")).not.toHaveCount(shown);
  }
  await expect(more).toHaveCount(0);
  await expect(section.getByRole("article")).toHaveCount(found.total);
  await expect(section.getByText(`Menampilkan ${total} dari ${total} ulasan`)).toBeVisible();
  const texts = await section.getByRole("article").locator("p").allTextContents();
  expect(texts).toHaveLength(found.total);
  expect(new Set(texts).size).toBe(found.total);
  const names = await section.getByRole("article").locator("h3").allTextContents();
  expect(new Set(names).size).toBe(found.total);
});

test("@mobile on a phone the home page shows the category tiles and programmes within a screen and a half (issue 23)", async ({
  page,
}) => {
  await page.goto("/");
  const tiles = page.getByRole("navigation", { name: "Kategori unggulan" });
  await expect(tiles).toBeVisible();
  await expect(tiles.getByRole("link")).toHaveCount(4);
  for (const link of await tiles.getByRole("link").all()) await expect(link).toBeInViewport();
  const firstCard = page.locator('main a[href^="/program/"]').first();
  await expect(firstCard).toBeAttached();
  const top = await firstCard.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThanOrEqual(1270);
  await expect(firstCard.getByTestId("program-cover")).toBeAttached();
  await expectNoSeriousA11yViolations(page);
});
