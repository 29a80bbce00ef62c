import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { buyFromProgramPage, goToCheckout } from "./checkout-steps";
import { test } from "./fixtures";
import { loggedInLearner, newEmail } from "./learner";
import { partnerOrigin } from "./prakerja-partner";

/**
 * Paying a Prakerja programme with the work card (issue 22, decisions/030) against the partner simulator: a fresh
 * learner buys a demo Prakerja programme, follows 'Bayar dengan Kartu Prakerja' from the checkout, sends the OTP,
 * types a wrong one (the Indonesian refusal), then the right one read from the simulator's development call, and
 * lands on the Prakerja receipt. Desktop and 390 px, each with axe.
 */
const SLUG = "teknik-penjualan-untuk-sales-lapangan";
const NAME = "Teknik Penjualan untuk Sales Lapangan";

async function typeOtp(page: Page, otp: string) {
  await page.getByRole("textbox", { name: "Digit 1 dari 6" }).click();
  await page.keyboard.type(otp);
}

test("pay a Prakerja programme with the work card and its OTP @mobile", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const learner = await loggedInLearner(page.context(), baseURL, newEmail("kartu", testInfo.project.name));
  await buyFromProgramPage(page, SLUG, NAME);
  await goToCheckout(page);
  await page.getByRole("link", { name: "Bayar dengan Kartu Prakerja" }).click();
  await expect(page).toHaveURL(/\/kartuprakerja\/pembayaran\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pembayaran Kartu Prakerja" })).toBeVisible();
  await expect(page.getByText(NAME)).toBeVisible();
  await expect(page.getByTestId("work-card-balance")).toHaveText("Rp3.500.000");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Kirim OTP" }).click();
  await expect(page.getByRole("textbox", { name: "Digit 1 dari 6" })).toBeFocused();
  const origin = await partnerOrigin(page);
  const sent = await page.request.get(`${origin}/_dev/otp`, { params: { email: learner.email } });
  const otp = ((await sent.json()) as { data: { otp: string } }).data.otp;

  const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, "0");
  await typeOtp(page, wrong);
  await page.getByRole("button", { name: "Bayar", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Kode OTP yang Anda masukkan salah.");
  await expectNoSeriousA11yViolations(page);

  // the boxes hold the wrong code: clear them by typing over from the first
  await page.getByRole("textbox", { name: "Digit 1 dari 6" }).click();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press("Backspace");
  await typeOtp(page, otp);
  await page.getByRole("button", { name: "Bayar", exact: true }).click();
  // one job-training programme bought: its Prakerja receipt (the named route 'Prakerja Receipt')
  await expect(page).toHaveURL(/\/invoice\/program\/\d+$/);
  await expect(page.getByText("Kartu Prakerja").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // at 1280 px the page of a new invoice reads the same (the paid programme is no longer on offer: another one)
  await page.setViewportSize({ width: 1280, height: 800 });
  await buyFromProgramPage(page, "membuat-kue-kering-untuk-usaha-rumahan", "Membuat Kue Kering untuk Usaha Rumahan");
  await goToCheckout(page);
  await page.getByRole("link", { name: "Bayar dengan Kartu Prakerja" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pembayaran Kartu Prakerja" })).toBeVisible();
  await expect(page.getByTestId("work-card-balance")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
