import { expect } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";

const BRAND = "Karirmu";

test("a visitor opens the home page, searches, and opens a programme page", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(`Beranda - ${BRAND}`);
  for (const category of ["Kelasmu", "Ujianmu", "Karirmu", "Prakerja"]) {
    const section = page.getByRole("region", { name: category, exact: true });
    await expect(section).toBeVisible();
    await expect(section.locator('a[href^="/program/"]').first()).toBeVisible();
  }
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
  await expectNoSeriousA11yViolations(page);

  const search = page.getByRole("main").getByRole("combobox", { name: "Cari program" });
  await search.fill("excel");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/program\?search=excel/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("excel");
  const results = page.getByRole("main").locator('a[href^="/program/"]');
  await expect(results.first()).toBeVisible();
  const texts = await results.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text.toLowerCase()).toContain("excel");
  await expectNoSeriousA11yViolations(page);

  await results.first().click();
  await expect(page).toHaveURL(/\/program\/[a-z0-9-]+$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(/excel/i);
  await expect(page).toHaveTitle(`${await heading.textContent()} - ${BRAND}`);
  await expect(
    page
      .getByText(/^(Rp\d{1,3}(\.\d{3})*|Gratis)$/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Materi Program" })).toBeVisible();
  // the first topic is open and lists its activities; another opens on request
  await expect(page.getByText("Pretest", { exact: true }).first()).toBeVisible();
  const secondTopic = page.getByRole("button", { name: /Konsep Dasar/ });
  await expect(secondTopic).toHaveAttribute("aria-expanded", "false");
  await secondTopic.click();
  await expect(secondTopic).toHaveAttribute("aria-expanded", "true");
  await expectNoSeriousA11yViolations(page);
});

test("the programme page answers an unknown slug with the not-found page", async ({ page }) => {
  await page.goto("/program/program-yang-tidak-pernah-ada");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("link", { name: "Kembali ke Beranda" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("unknown paths go to /404", async ({ page }) => {
  await page.goto("/halaman/yang/tidak/ada");
  await expect(page).toHaveURL(/\/404$/);
});

test("the ref query is carried from the home page to the search results", async ({ page }) => {
  await page.goto("/?ref=kampanye-2026");
  const search = page.getByRole("main").getByRole("combobox", { name: "Cari program" });
  await search.fill("data");
  await search.press("Enter");
  await expect(page).toHaveURL(/search=data/);
  await expect(page).toHaveURL(/ref=kampanye-2026/);
});

test("the Masuk button opens the login dialog and Esc closes it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Masuk" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Masuk" });
  await expect(dialog).toBeVisible();
  // the focus is in the email field, not on the close button: typing at once fills it (issue 23)
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await page.keyboard.type("murid@demo.test");
  await expect(dialog.getByLabel("Email")).toHaveValue("murid@demo.test");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
