import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";
import { DEMO_PASSWORD, loggedInLearner, logInAs, newEmail, XHR } from "./learner";

/**
 * Issue 23, items 1 and 6: the programme page's buy box. A programme the learner follows is not for sale (its
 * progress and 'Lanjutkan Belajar' instead); 'Beli Sekarang' opens the checkout with that programme alone; the
 * list button shows that the programme is on the list, and adding it again claims no success.
 */

/** murid@demo.test follows this programme, two activities done (apps/api/src/demo/demo-learning.ts). */
const OWNED = { slug: "fisika-dasar-sma-kelas-10", name: "Fisika Dasar SMA Kelas 10" };
/** A paid programme nobody new follows (as in cart.spec.ts). */
const FOR_SALE = { slug: "manajemen-proyek-dengan-metode-agile", name: "Manajemen Proyek dengan Metode Agile" };

async function programmeId(page: Page, slug: string): Promise<number> {
  const res = await page.request.get(`/api/program_activity/v2/product_detail/${slug}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function listedProgrammeIds(page: Page): Promise<number[]> {
  const res = await page.request.get("/api/payment/v3/get_cart/");
  const groups = ((await res.json()) as { data: { programs: { id: number }[] }[] }).data;
  return groups.flatMap((g) => g.programs.map((p) => p.id));
}

async function expectOwnedBuyBox(page: Page) {
  await page.goto(`/program/${OWNED.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: OWNED.name })).toBeVisible();
  const id = await programmeId(page, OWNED.slug);
  // the first unfinished activity, by the rule My programmes' 'Lanjutkan' uses
  const first = await page.request.post("/api/program/first-activity-multi-program/", {
    headers: XHR,
    data: { program_id_list: [id] },
  });
  const [activity] = ((await first.json()) as { data: { slug: string | null; is_complete: boolean }[] }).data;
  expect(activity?.slug, "murid follows the programme and has activities left").toBeTruthy();
  expect(activity?.is_complete).toBe(false);

  const resume = page.getByRole("link", { name: "Lanjutkan Belajar" });
  await expect(resume).toBeVisible();
  await expect(resume).toHaveAttribute("href", `/aktivitas/${activity?.slug}`);
  const progress = page.getByRole("progressbar", { name: `Progres ${OWNED.name}` });
  await expect(progress).toBeVisible();
  expect(Number(await progress.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: "Beli Sekarang" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Tambah ke Daftar Pilihan" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  return { resume, activitySlug: activity?.slug ?? "" };
}

test("a learner's own programme offers 'Lanjutkan Belajar' to the first unfinished activity, not the price", async ({
  page,
}) => {
  await logInAs(page.context(), "murid@demo.test", DEMO_PASSWORD);
  const { resume, activitySlug } = await expectOwnedBuyBox(page);
  await expect(page.getByText("Anda sudah terdaftar di program ini")).toBeVisible();
  await resume.click();
  await expect(page).toHaveURL(new RegExp(`/aktivitas/${activitySlug}$`));
});

// @mobile: the 390 px bar at the bottom of the screen
test("at 390 px the owner's bar shows the progress and 'Lanjutkan Belajar' @mobile", async ({ page }) => {
  await logInAs(page.context(), "murid@demo.test", DEMO_PASSWORD);
  const { resume } = await expectOwnedBuyBox(page);
  await expect(resume).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("'Beli Sekarang' opens the checkout with that programme alone, leaving the selection list empty", async ({
  page,
  baseURL,
}, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("belilangsung", info.project.name));
  await page.goto(`/program/${FOR_SALE.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: FOR_SALE.name })).toBeVisible();
  const id = await programmeId(page, FOR_SALE.slug);
  await page.getByRole("button", { name: "Beli Sekarang" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?program_ids=${id}$`));
  await expect(page.getByRole("region", { name: "Ringkasan Pesanan" }).getByText(FOR_SALE.name)).toBeVisible();
  expect(await listedProgrammeIds(page)).toEqual([]);
});

test("'Tambah ke Daftar Pilihan' becomes 'Sudah di Daftar Pilihan', after a reload too; adding again claims no success", async ({
  page,
  baseURL,
}, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("daftarpilihan", info.project.name));
  // a second tab, opened before the programme is added: its button is stale
  const stale = await page.context().newPage();
  await stale.goto(`/program/${FOR_SALE.slug}`);
  await expect(stale.getByRole("button", { name: "Tambah ke Daftar Pilihan" })).toBeVisible();

  await page.goto(`/program/${FOR_SALE.slug}`);
  await page.getByRole("button", { name: "Tambah ke Daftar Pilihan" }).click();
  await expect(page.getByText("Program berhasil ditambahkan ke daftar pilihan")).toBeVisible();
  const inList = page.getByRole("link", { name: "Sudah di Daftar Pilihan" });
  await expect(inList).toHaveAttribute("href", "/daftar-pilihan");
  await expect(page.getByRole("button", { name: "Tambah ke Daftar Pilihan" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("link", { name: "Sudah di Daftar Pilihan" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await stale.getByRole("button", { name: "Tambah ke Daftar Pilihan" }).click();
  await expect(stale.getByText("Program sudah ada di daftar pilihan")).toBeVisible();
  await expect(stale.getByText("Program berhasil ditambahkan ke daftar pilihan")).toHaveCount(0);
  await expect(stale.getByRole("link", { name: "Sudah di Daftar Pilihan" })).toBeVisible();
  const id = await programmeId(page, FOR_SALE.slug);
  expect(await listedProgrammeIds(page)).toEqual([id]);

  await inList
    .or(page.getByRole("link", { name: "Sudah di Daftar Pilihan" }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/daftar-pilihan$/);
});
