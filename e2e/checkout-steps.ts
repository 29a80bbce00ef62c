import { expect, type Page } from "@playwright/test";

/** The programme page's buy button puts the programme on the list and opens it. */
export async function buyFromProgramPage(page: Page, slug: string, name: string, button = "Beli Sekarang") {
  await page.goto(`/program/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(/\/daftar-pilihan$/);
}

/** From the list to the checkout, with its summary shown. */
export async function goToCheckout(page: Page) {
  const summary = page.getByRole("region", { name: "Ringkasan Pilihan" });
  await summary.getByRole("button", { name: "Lanjut ke Pembayaran" }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page).toHaveTitle("Checkout - Karirmu");
  await expect(page.getByRole("region", { name: "Ringkasan Pesanan" })).toBeVisible();
}
