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
