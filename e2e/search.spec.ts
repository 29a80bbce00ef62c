import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";

const BRAND = "Karirmu";
/** A programme of the demo catalogue (apps/api/src/demo/demo-content.ts), and how a hurried learner types it. */
const PROGRAMME = "Dasar Pemrograman Web dengan JavaScript";
const PROGRAMME_SLUG = "dasar-pemrograman-web-dengan-javascript";
const TYPO = "pemrogaman";

/** The navbar's search box: on a desktop it is in the bar; under 1024 px the search toggle reveals it. */
async function navbarSearch(page: Page): Promise<Locator> {
  const banner = page.getByRole("banner");
  const box = banner.getByRole("combobox", { name: "Cari program" });
  const toggle = banner.getByRole("button", { name: "Cari program" });
  // whichever the width shows, once the shell has rendered
  await expect(box.or(toggle).first()).toBeVisible();
  if (!(await box.isVisible())) await toggle.click();
  await expect(box).toBeVisible();
  return box;
}

function suggestions(page: Page): Locator {
  return page.getByRole("listbox", { name: "Saran pencarian" });
}

// @mobile: under 1024 px the navbar's search box is behind a toggle (navbarSearch)
test("a visitor searches with a typo and finds the programme, in the dropdown and on the results page @mobile", async ({
  page,
}) => {
  await page.goto("/");
  const box = await navbarSearch(page);
  await box.click();
  // the dropdown opens on focus (0 characters), with the Prakerja link on the main site
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(suggestions(page)).toBeVisible();
  await expect(
    suggestions(page).getByRole("option", { name: "Mencari pelatihan Kartu Prakerja? Lihat kelas Prakerja" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await box.fill(TYPO);
  const option = suggestions(page).getByRole("option", { name: new RegExp(PROGRAMME) });
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute("href", `/program/${PROGRAMME_SLUG}`);
  await expectNoSeriousA11yViolations(page);

  // Enter without an active option searches the text itself
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/program\\?search=${TYPO}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(TYPO);
  const result = page.getByRole("main").locator(`a[href="/program/${PROGRAMME_SLUG}"]`).first();
  await expect(result).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Urutkan" })).toHaveValue("relevan");
  await expectNoSeriousA11yViolations(page);
});

test("the dropdown is used by keyboard: arrows to the programme, Enter opens it, Esc closes", async ({ page }) => {
  await page.goto("/");
  const box = await navbarSearch(page);
  await box.click();
  await box.fill(TYPO);
  const option = suggestions(page).getByRole("option", { name: new RegExp(PROGRAMME) });
  await expect(option).toBeVisible();
  const optionId = await option.getAttribute("id");
  expect(optionId).toBeTruthy();
  for (let i = 0; i < 12 && (await box.getAttribute("aria-activedescendant")) !== optionId; i++) {
    await box.press("ArrowDown");
  }
  await expect(box).toHaveAttribute("aria-activedescendant", optionId ?? "");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(box).toBeFocused();

  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(suggestions(page)).toBeHidden();
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-expanded", "true");
  for (let i = 0; i < 12 && (await box.getAttribute("aria-activedescendant")) !== optionId; i++) {
    await box.press("ArrowDown");
  }
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/program/${PROGRAMME_SLUG}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PROGRAMME);
});

test("the dropdown shows the right Prakerja wording for 'pr', 'prak' and 'data'", async ({ page }) => {
  await page.goto("/");
  const box = await navbarSearch(page);
  await box.click();
  const wordings: [string, string, string][] = [
    ["pr", "Mencari pelatihan Kartu Prakerja? Lihat kelas Prakerja", "/program?category=PRAKERJA"],
    ["prak", "Lihat semua kelas Kartu Prakerja", "/program?category=PRAKERJA"],
    ["data", 'Cari "data" di kelas Kartu Prakerja', "/program?category=PRAKERJA&search=data"],
  ];
  for (const [typed, wording, href] of wordings) {
    await box.fill(typed);
    const link = suggestions(page).getByRole("option", { name: wording, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
  }
  // while typing, the live results are there too
  await expect(suggestions(page).getByRole("group", { name: "Program" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await suggestions(page).getByRole("option", { name: 'Cari "data" di kelas Kartu Prakerja', exact: true }).click();
  await expect(page).toHaveURL(/\/program\?category=PRAKERJA&search=data$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("data");
});

test("on the Prakerja host the dropdown shows no Prakerja suggestion", async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? "http://127.0.0.1").port;
  await page.goto(`http://prakerja.localhost:${port}/`);
  const box = await navbarSearch(page);
  await box.click();
  await box.fill("data");
  await expect(suggestions(page).getByRole("group", { name: "Program" })).toBeVisible();
  await expect(suggestions(page).getByRole("option", { name: /Kartu Prakerja/ })).toHaveCount(0);
});

test("a webinar's page shows its schedule in WIB", async ({ page }) => {
  await page.goto("/program?type=2");
  const first = page.getByRole("main").locator('a[href^="/program/"]').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/program\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const schedule = page.getByRole("list", { name: "Jadwal dan lokasi" });
  await expect(schedule).toBeVisible();
  await expect(schedule.getByText("Jadwal Webinar")).toBeVisible();
  await expect(
    schedule.getByText(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}\.\d{2}.* WIB$/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Bagikan" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a programme page lists its reviews and loads more", async ({ page }) => {
  await page.goto("/program?sort=rating");
  const links = page.getByRole("main").locator('a[href^="/program/"]');
  await expect(links.first()).toBeVisible();
  const slugs = [
    ...new Set(
      (await links.evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""))).map((h) =>
        h.replace(/^\/program\//, ""),
      ),
    ),
  ];
  // a programme with written reviews, asked of the API the way the page asks it
  const found = await page.evaluate(async (candidates) => {
    const config = JSON.parse(document.getElementById("app-config")?.textContent ?? "{}") as { appKey?: string };
    for (const slug of candidates) {
      const response = await fetch(`/api/program_activity/v2/product_detail/${slug}/review/1`, {
        headers: { Authorization: config.appKey ?? "karirmu-public-web-2026", Accept: "application/json" },
      });
      const body = (await response.json()) as {
        status: number;
        data?: { total: number; list: { name: string }[] };
      };
      const firstReview = body.data?.list[0];
      if (body.status === 200 && body.data && body.data.total > 0 && firstReview) {
        return { slug, name: firstReview.name, total: body.data.total, shown: body.data.list.length };
      }
    }
    return null;
  }, slugs);
  expect(found, "a programme of the demo catalogue has written reviews").not.toBeNull();
  if (!found) return;

  await page.goto(`/program/${found.slug}`);
  const section = page.getByRole("region", { name: "Rating dan Ulasan" });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("article", { name: `Ulasan dari ${found.name}` }).first()).toBeVisible();
  await expect(section.getByText("5 bintang:")).toBeAttached();
  const total = found.total.toLocaleString("id-ID");
  await expect(section.getByText(`Menampilkan ${found.shown} dari ${total} ulasan`)).toBeVisible();
  const more = section.getByRole("button", { name: "Muat Ulasan Lainnya" });
  if (found.total > found.shown) {
    await more.click();
    await expect(section.getByRole("article")).not.toHaveCount(found.shown);
  } else {
    await expect(more).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
});

test("a removed programme shows 'Program tidak tersedia' with a way to the catalogue", async ({ page }) => {
  await page.goto("/program/program-yang-dihapus");
  await expect(page.getByRole("heading", { level: 1, name: "Program tidak tersedia" })).toBeVisible();
  await expect(page).toHaveURL(/\/program\/program-yang-dihapus$/);
  await expect(page).toHaveTitle(`Program tidak tersedia - ${BRAND}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Lihat Katalog Program" }).click();
  await expect(page).toHaveURL(/\/program$/);
});
