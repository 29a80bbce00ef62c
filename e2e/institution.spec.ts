import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

const BRAND = "Karirmu";
/** The demo partner with a subdomain (apps/api/src/db/seed/demo-content.ts). */
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

/** The programme cards of a region: every link to a programme page. */
function programmeLinks(region: Locator): Locator {
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
  const cards = programmeLinks(programmes);
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain(PARTNER);
  await expectNoSeriousA11yViolations(page);

  // the Prakerja filter narrows the list to the institution's Prakerja programmes
  await programmes.getByRole("checkbox", { name: "Hanya Prakerja" }).check();
  await expect(page).toHaveURL(/prakerja=1/);
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain("Prakerja");

  await cards.first().click();
  await expect(page).toHaveURL(/\/program\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a slug in the landing-page list shows the partner landing page with its programmes", async ({ page }) => {
  await page.goto("/digitalmaju-karier");
  await expect(page.getByRole("heading", { level: 1, name: "Mulai Karier Digitalmu Hari Ini" })).toBeVisible();
  await expect(page).toHaveTitle(`Karier Digital bersama Digital Maju - ${BRAND}`);
  const programmes = page.getByRole("region", { name: `Program ${PARTNER}` });
  const cards = programmeLinks(programmes);
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
  const cards = programmeLinks(programmes);
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
  const results = programmeLinks(page.getByRole("main"));
  await expect(results.first()).toBeVisible();
  for (const text of await results.allInnerTexts()) expect(text).toContain(PARTNER);
  await expectNoSeriousA11yViolations(page);
});

test("the Prakerja host shows the Prakerja variant", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, "prakerja.localhost"));
  await expect(
    page.getByRole("heading", { level: 1, name: "Pelatihan Prakerja untuk siap kerja dan berwirausaha" }),
  ).toBeVisible();
  await expect(logoLink(page, "Prakerja")).toBeVisible();
  const catalogue = page.getByRole("region", { name: "Kelas Prakerja" });
  await expect(programmeLinks(catalogue).first()).toBeVisible();
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
