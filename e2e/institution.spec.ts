import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";

const BRAND = "Karirmu";
/** The demo partner with a subdomain (apps/api/src/demo/demo-content.ts). */
const PARTNER = "Lembaga Pelatihan Digital Maju";
const PARTNER_SUBDOMAIN = "digitalmaju";

/**
 * The server runs with PUBLIC_URL=http://127.0.0.1:<port>, so the base domain is 127.0.0.1; browsers resolve
 * every *.localhost name to the loopback address, and the site rule reads the label before `.localhost`.
 */
function onHost(baseURL: string | undefined, host: string, path = "/"): string {
  if (!baseURL) throw new Error("the e2e config sets baseURL");
  return `http://${host}:${new URL(baseURL).port}${path}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The navbar's logo link, named after the site ("<name>, ke Beranda"). */
function logoLink(page: Page, name: string): Locator {
  return page.getByRole("banner").getByRole("link", { name: new RegExp(`^${escapeRegExp(name)}\\s*, ke Beranda$`) });
}

/** The navbar's search box: on a desktop it is in the bar; under 1024 px the search toggle reveals it. */
async function navbarSearch(page: Page): Promise<Locator> {
  const banner = page.getByRole("banner");
  const box = banner.getByRole("combobox", { name: "Cari program" });
  const toggle = banner.getByRole("button", { name: "Cari program" });
  await expect(box.or(toggle).first()).toBeVisible();
  if (!(await box.isVisible())) await toggle.click();
  await expect(box).toBeVisible();
  return box;
}

/** The programme cards of a region: every link to a programme page. */
function programLinks(region: Locator): Locator {
  return region.locator('a[href^="/program/"]');
}

test("a visitor browses the partners: all, a group tab, an institution and its programmes", async ({ page }) => {
  await page.goto("/mitra/all");
  await expect(page).toHaveTitle(`Semua Mitra - ${BRAND}`);
  await expect(page.getByRole("heading", { level: 1, name: "Semua Mitra" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Kelompok mitra" });
  await expect(tabs.getByRole("link", { name: "Semua" })).toHaveAttribute("aria-current", "page");
  const results = page.getByRole("region", { name: /^\d+ mitra/ });
  await expect(results.locator('a[href^="/mitra/"]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await tabs.getByRole("link", { name: "Industri" }).click();
  await expect(page).toHaveURL(/\/mitra\/industri$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mitra Industri" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Industri" })).toHaveAttribute("aria-current", "page");
  // a school is not an industry partner
  await expect(results.getByRole("link", { name: /SMA Cendekia Nusantara/ })).toHaveCount(0);
  const partnerCard = results.getByRole("link", { name: new RegExp(escapeRegExp(PARTNER)) });
  await expect(partnerCard).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await partnerCard.click();
  await expect(page).toHaveURL(/\/mitra\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: PARTNER })).toBeVisible();
  await expect(page).toHaveTitle(`${PARTNER} - ${BRAND}`);
  const programmes = page.getByRole("region", { name: `Program ${PARTNER}` });
  const cards = programLinks(programmes);
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain(PARTNER);
  await expectNoSeriousA11yViolations(page);

  // the Prakerja filter narrows the list to the institution's Prakerja programmes
  await programmes.getByRole("checkbox", { name: "Hanya Prakerja" }).check();
  await expect(page).toHaveURL(/prakerja=1/);
  await expect(cards.first()).toBeVisible();
  // the previous list may stay on screen while the filtered one loads: wait until every card is Prakerja
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes("Prakerja"));
    })
    .toBe(true);

  await cards.first().click();
  await expect(page).toHaveURL(/\/program\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a page past the last one of the partner list says so and leads back to the first page", async ({ page }) => {
  await page.goto("/mitra/all?page=99");
  await expect(page.getByRole("heading", { name: "Halaman 99 tidak tersedia" })).toBeVisible();
  await expect(page.getByText(/^Daftar mitra ini hanya sampai halaman \d+\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Ke Halaman Pertama" }).click();
  await expect(page).toHaveURL(/\/mitra\/all$/);
  const results = page.getByRole("region", { name: /^\d+ mitra/ });
  await expect(results.locator('a[href^="/mitra/"]').first()).toBeVisible();
});

test("a slug in the landing-page list shows the partner landing page with its programmes", async ({ page }) => {
  await page.goto("/digitalmaju-karier");
  await expect(page.getByRole("heading", { level: 1, name: "Mulai Karier Digital Anda Hari Ini" })).toBeVisible();
  await expect(page).toHaveTitle(`Karier Digital bersama Digital Maju - ${BRAND}`);
  const programmes = page.getByRole("region", { name: `Program ${PARTNER}` });
  const cards = programLinks(programmes);
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain(PARTNER);
  await expectNoSeriousA11yViolations(page);
});

test("an unknown institution and a slug outside the landing-page list end on /404", async ({ page }) => {
  await page.goto("/mitra/lembaga-yang-tidak-pernah-ada");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { level: 1, name: "Halaman Tidak Ditemukan" })).toBeVisible();
  await page.goto("/mitra-group/grup-yang-tidak-pernah-ada");
  await expect(page).toHaveURL(/\/404$/);
  await page.goto("/halaman-kampanye-yang-tidak-terdaftar");
  await expect(page).toHaveURL(/\/404$/);
  await expectNoSeriousA11yViolations(page);
});

test("a partner subdomain shows the partner's name and only its programmes", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, `${PARTNER_SUBDOMAIN}.localhost`));
  await expect(logoLink(page, PARTNER)).toBeVisible();
  await expect(page).toHaveTitle(`Beranda - ${BRAND}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Siap Kerja di Era Digital bersama Digital Maju" }),
  ).toBeVisible();
  const programmes = page.getByRole("region", { name: `Program ${PARTNER}` });
  const cards = programLinks(programmes);
  await expect(cards.first()).toBeVisible();
  const texts = await cards.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toContain(PARTNER);
  // the main site's category shelves are not there
  await expect(page.getByRole("region", { name: "Kelasmu", exact: true })).toHaveCount(0);
  const cookies = await page.context().cookies(onHost(baseURL, `${PARTNER_SUBDOMAIN}.localhost`));
  expect(cookies.find((c) => c.name === "subdomain-slug")?.value).toMatch(/^[a-z0-9-]+$/);
  await expectNoSeriousA11yViolations(page);

  // the catalogue search stays within the partner's programmes
  await page.goto(onHost(baseURL, `${PARTNER_SUBDOMAIN}.localhost`, "/program?search=penjualan"));
  await expect(page).toHaveURL(/[?&]institution=[a-z0-9-]+/);
  await expect(page).toHaveURL(/[?&]search=penjualan/);
  await expect(logoLink(page, PARTNER)).toBeVisible();
  const results = programLinks(page.getByRole("main"));
  await expect(results.first()).toBeVisible();
  for (const text of await results.allInnerTexts()) expect(text).toContain(PARTNER);
  await expectNoSeriousA11yViolations(page);

  // the search dropdown's live results are the partner's own, without the main site's Prakerja link
  const box = await navbarSearch(page);
  await box.click();
  await box.fill("penjualan");
  const suggestions = page.getByRole("listbox", { name: "Saran pencarian" });
  const live = programLinks(suggestions.getByRole("group", { name: "Program" }));
  await expect(live.first()).toBeVisible();
  for (const text of await live.allInnerTexts()) expect(text).toContain(PARTNER);
  await expect(suggestions.getByRole("option", { name: /Kartu Prakerja/ })).toHaveCount(0);
  await box.press("Escape");

  // a campaign page's shelf lists only the partner's programmes too
  await page.goto(onHost(baseURL, `${PARTNER_SUBDOMAIN}.localhost`, "/kartuprakerja"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  await expect(
    programLinks(main)
      .or(main.getByRole("heading", { name: "Program segera hadir" }))
      .first(),
  ).toBeVisible();
  for (const text of await programLinks(main).allInnerTexts()) expect(text).toContain(PARTNER);
});

test("the Prakerja host shows the Prakerja variant", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, "prakerja.localhost"));
  await expect(
    page.getByRole("heading", { level: 1, name: "Pelatihan Prakerja untuk siap kerja dan berwirausaha" }),
  ).toBeVisible();
  await expect(logoLink(page, "Prakerja")).toBeVisible();
  const catalogue = page.getByRole("region", { name: "Kelas Prakerja" });
  await expect(programLinks(catalogue).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Menu Prakerja" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("an unknown partner subdomain ends on the main site", async ({ page, baseURL }) => {
  if (!baseURL) throw new Error("the e2e config sets baseURL");
  await page.goto(onHost(baseURL, "unknown-partner.localhost"));
  await expect(page).toHaveURL(`${new URL(baseURL).origin}/`);
  await expect(logoLink(page, BRAND)).toBeVisible();
  await expect(page).toHaveTitle(`Beranda - ${BRAND}`);
  await expectNoSeriousA11yViolations(page);
});
