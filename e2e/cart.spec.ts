import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";
import { loggedInLearner, newEmail, XHR } from "./learner";

/** A demo programme with an add-on activity in stock (demo catalogue, deterministic). */
const PROGRAM = {
  slug: "manajemen-proyek-dengan-metode-agile",
  name: "Manajemen Proyek dengan Metode Agile",
  creator: "PT Solusi Data Indonesia",
  price: "Rp49.000",
  addon: "Sesi Konsultasi Privat",
  withAddon: "Rp99.000",
};

/**
 * The programme page offers no add-on choice, so its list button lists the programme alone. The add-on joins
 * the list the way a page that offers it would: the learner's own add_to_cart call, found by its activity.
 */
async function addAddonToList(page: Page, slug: string): Promise<void> {
  const activity = await page.request.get(`/api/program_activity/v2/product_detail/${slug}/activity`);
  const answer = (await activity.json()) as {
    data: {
      id: number;
      chapter_list: {
        resources: {
          id: number;
          is_addon_resource: boolean;
          addon_resource_detail: { is_available: boolean } | null;
        }[];
      }[];
    };
  };
  const resource = answer.data.chapter_list
    .flatMap((chapter) => chapter.resources)
    .find((r) => r.is_addon_resource && r.addon_resource_detail?.is_available);
  expect(resource, "the demo programme has an add-on in stock").toBeTruthy();
  const check = await page.request.post("/api/payment/check_cart_items/", {
    headers: XHR,
    data: { list_addon_resource_id: [resource?.id] },
  });
  const [addon] = ((await check.json()) as { data: { id: number; in_cart: boolean }[] }).data;
  expect(addon?.in_cart).toBe(false);
  const added = await page.request.post("/api/payment/add_to_cart/", {
    headers: XHR,
    data: { program_id: answer.data.id, addon_ids: [addon?.id] },
  });
  expect(added.ok()).toBe(true);
}

test("a learner buys a programme, unticks its add-on, removes it and sees the empty list", async ({
  page,
  baseURL,
}, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("pilihan", info.project.name));

  await page.goto(`/program/${PROGRAM.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: PROGRAM.name })).toBeVisible();
  await page.getByRole("button", { name: "Tambah ke Daftar Pilihan" }).click();
  await page.getByRole("link", { name: "Sudah di Daftar Pilihan" }).click();
  await expect(page).toHaveURL(/\/daftar-pilihan$/);
  await expect(page).toHaveTitle("Daftar Pilihan - Karirmu");
  const group = page.getByRole("region", { name: PROGRAM.creator });
  await expect(group.getByRole("link", { name: PROGRAM.name })).toHaveAttribute("href", `/program/${PROGRAM.slug}`);

  await addAddonToList(page, PROGRAM.slug);
  await page.reload();
  const addon = group.getByRole("list", { name: `Add-on ${PROGRAM.name}` }).getByRole("checkbox", {
    name: PROGRAM.addon,
  });
  await expect(addon).toBeChecked();
  await expect(group.getByRole("checkbox", { name: PROGRAM.name })).toBeChecked();
  await expect(group.getByRole("checkbox", { name: PROGRAM.creator })).toBeChecked();
  const summary = page.getByRole("region", { name: "Ringkasan Pilihan" });
  await expect(summary).toBeInViewport();
  await expect(summary.getByTestId("cart-total")).toHaveText(PROGRAM.withAddon);
  await expect(summary.getByTestId("cart-count")).toHaveText("2");
  await expectNoSeriousA11yViolations(page);

  await addon.uncheck();
  await expect(summary.getByTestId("cart-total")).toHaveText(PROGRAM.price);
  await expect(summary.getByTestId("cart-count")).toHaveText("1");
  await expect(group.getByRole("checkbox", { name: PROGRAM.name })).toBeChecked();

  // nothing chosen: there is no way on to the payment
  await group.getByRole("checkbox", { name: PROGRAM.creator }).press("Space");
  await expect(group.getByRole("checkbox", { name: PROGRAM.name })).not.toBeChecked();
  await expect(summary.getByRole("button", { name: "Lanjut ke Pembayaran" })).toBeDisabled();

  await group.getByRole("button", { name: `Hapus ${PROGRAM.name}` }).click();
  await expect(page.getByRole("heading", { name: "Daftar pilihan masih kosong" })).toBeVisible();
  await expect(page.getByText("Yuk, cari program yang ingin Anda ikuti.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cari Program" })).toHaveAttribute("href", "/program");
  await expect(summary).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // the list is empty on the server too
  await page.reload();
  await expect(page.getByRole("heading", { name: "Daftar pilihan masih kosong" })).toBeVisible();
});

// @mobile: its subject is the 390 px layout
test("at 390 px wide the summary is a bar at the bottom of the screen, with the way to the payment @mobile", async ({
  page,
  baseURL,
}, info) => {
  // as this journey's learner always was: registered, verification put off (with the banner that brings)
  await loggedInLearner(page.context(), baseURL, newEmail("bar", info.project.name), { verified: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/program/${PROGRAM.slug}`);
  await page.getByRole("button", { name: "Tambah ke Daftar Pilihan" }).click();
  await page.getByRole("link", { name: "Sudah di Daftar Pilihan" }).click();
  await expect(page).toHaveURL(/\/daftar-pilihan$/);

  const summary = page.getByRole("region", { name: "Ringkasan Pilihan" });
  await expect(summary).toBeVisible();
  await expect(summary).toBeInViewport({ ratio: 1 });
  const box = await summary.boundingBox();
  expect(box?.width).toBe(390);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
  await expect(summary.getByTestId("cart-total")).toHaveText(PROGRAM.price);
  await expect(summary.getByTestId("cart-count")).toHaveText("1");
  await expect(summary.getByRole("button", { name: "Lanjut ke Pembayaran" })).toBeEnabled();
  // nothing of the page is wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
