import { expect, type Page } from "@playwright/test";

/**
 * Puts a paid programme on the selection list from its page ('Tambah ke Daftar Pilihan', which then reads 'Sudah
 * di Daftar Pilihan' and links to the list) and opens the list. A free programme has no list button: its
 * 'Ikuti Program' (like 'Beli Sekarang') opens the checkout with it alone, and goToCheckout finds it there.
 */
export async function buyFromProgramPage(page: Page, slug: string, name: string, button = "Beli Sekarang") {
  await page.goto(`/program/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  if (button === "Ikuti Program") {
    await page.getByRole("button", { name: button }).click();
    await expect(page).toHaveURL(/\/checkout\?program_ids=\d+$/);
    return;
  }
  await page.getByRole("button", { name: "Tambah ke Daftar Pilihan" }).click();
  await page.getByRole("link", { name: "Sudah di Daftar Pilihan" }).click();
  await expect(page).toHaveURL(/\/daftar-pilihan$/);
}

/** From the list to the checkout (unless the programme page opened it already), with its summary shown. */
export async function goToCheckout(page: Page) {
  if (!/\/checkout\?/.test(page.url())) {
    const summary = page.getByRole("region", { name: "Ringkasan Pilihan" });
    await summary.getByRole("button", { name: "Lanjut ke Pembayaran" }).click();
  }
  await expect(page).toHaveURL(/\/checkout\?/);
  await expect(page).toHaveTitle("Checkout - Karirmu");
  await expect(page.getByRole("region", { name: "Ringkasan Pesanan" })).toBeVisible();
}
