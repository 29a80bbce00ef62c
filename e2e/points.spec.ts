import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";
import { loggedInLearner, mailsTo, newEmail, PASSWORD } from "./learner";

/** The PIN-reset link of the latest mail to `to` (the dev mailbox). */
async function pinResetLink(request: APIRequestContext, to: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await mailsTo(request, to)).find((m) => m.subject.startsWith("Atur Ulang PIN Pembayaran"));
      link = /(https?:\/\/\S+\/forgot-pin-payment\?pkey=\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
      return link;
    })
    .toContain("/forgot-pin-payment?pkey=");
  return link;
}

/** Types into a group of PIN boxes as a person does: the first box, then the digits (each moves on). */
async function typePin(page: Page, group: string, digits: string) {
  await page
    .getByRole("group", { name: group, exact: true })
    .getByRole("textbox", { name: "Digit PIN 1 dari 6" })
    .click();
  await page.keyboard.type(digits);
}

async function noWiderThanScreen(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

// @mobile: the PIN boxes must fit the screen (noWiderThanScreen)
test("a learner sets a payment PIN on /account/pin, sees it set, and sets a new one from the mailed link @mobile", async ({
  page,
  request,
  baseURL,
}, info) => {
  const { email } = await loggedInLearner(page.context(), baseURL, newEmail("pin", info.project.name));

  // the profile leads there (once its WhatsApp number dialog is put off)
  await page.goto("/account");
  const whatsapp = page.getByRole("dialog", { name: "Lengkapi Nomor WhatsApp" });
  await whatsapp.getByRole("button", { name: "Nanti Saja" }).click();
  await expect(whatsapp).toBeHidden();
  await page
    .getByRole("navigation", { name: "Pengaturan Akun" })
    .getByRole("link", { name: /PIN Pembayaran/ })
    .click();
  await expect(page).toHaveURL(/\/account\/pin$/);
  await expect(page.getByRole("heading", { level: 1, name: "PIN Pembayaran" })).toBeVisible();
  await expect(page).toHaveTitle("PIN Pembayaran - Karirmu");
  await expect(page.getByText("PIN belum diatur")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Atur PIN", exact: true })).toBeVisible();
  await noWiderThanScreen(page);
  await expectNoSeriousA11yViolations(page);

  // a different repeat is refused before anything is sent
  await typePin(page, "PIN Baru", "123456");
  await expect(
    page.getByRole("group", { name: "Konfirmasi PIN Baru" }).getByRole("textbox", { name: "Digit PIN 1 dari 6" }),
  ).toBeFocused();
  await page.keyboard.type("123457");
  await expect(page.getByText("PIN tidak sama")).toBeVisible();
  await page.keyboard.press("Backspace");
  await page.keyboard.type("6");
  await expect(page.getByText("PIN tidak sama")).toHaveCount(0);
  await page.getByLabel("Kata Sandi Akun", { exact: true }).fill(PASSWORD);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Simpan PIN" }).click();

  await expect(page.getByText("PIN pembayaran berhasil disimpan")).toBeVisible();
  await expect(page.getByText("PIN sudah diatur")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ubah PIN" })).toBeVisible();
  // the server keeps it
  await page.reload();
  await expect(page.getByText("PIN sudah diatur")).toBeVisible();

  // Lupa PIN?: the mailed link stores its key, opens 'Atur PIN Baru' and sets the PIN without the password
  await page.getByRole("button", { name: "Lupa PIN?" }).click();
  await expect(page.getByText("Tautan untuk mengatur ulang PIN sudah dikirim ke email Anda")).toBeVisible();
  const link = new URL(await pinResetLink(request, email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/account\/pin\?type=new&field=pin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Atur PIN Baru" })).toBeVisible();
  await expect(page.getByLabel("Kata Sandi Akun", { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await typePin(page, "PIN Baru", "975310");
  await page.keyboard.type("975310");
  await page.getByRole("button", { name: "Simpan PIN" }).click();
  await expect(page.getByText("PIN pembayaran berhasil disimpan")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/pin$/);
  await expect(page.getByText("PIN sudah diatur")).toBeVisible();

  // the link works once
  await page.goto(`${link.pathname}${link.search}`);
  await typePin(page, "PIN Baru", "112233");
  await page.keyboard.type("112233");
  await page.getByRole("button", { name: "Simpan PIN" }).click();
  await expect(page.getByRole("alert")).toContainText("Tautan atur ulang PIN tidak berlaku atau sudah dipakai");
  await expect(page.getByRole("heading", { level: 1, name: "PIN Pembayaran" })).toBeVisible();
});

// @mobile: the page must fit the screen (noWiderThanScreen)
test("/katalog-poin shows a new learner's balance of 0 and how points pay @mobile", async ({ page, baseURL }, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("poin", info.project.name));
  await page.goto("/katalog-poin");
  await expect(page.getByRole("heading", { level: 1, name: "Katalog Poin" })).toBeVisible();
  await expect(page).toHaveTitle("Katalog Poin - Karirmu");
  const balance = page.getByRole("region", { name: "Saldo Poin" });
  await expect(balance.getByTestId("points-balance")).toHaveText("0");
  await expect(balance.getByText("Setara Rp0")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Riwayat Poin" }).getByText("Belum ada pergerakan poin."),
  ).toBeVisible();
  const how = page.getByRole("region", { name: "Cara Memakai Poin" });
  await expect(how.getByText("1 poin = Rp1")).toBeVisible();
  await expect(how.getByRole("link", { name: "Cari Program" })).toHaveAttribute("href", "/program");
  await expect(how.getByRole("link", { name: "Atur PIN Pembayaran" })).toHaveAttribute("href", "/account/pin");
  await noWiderThanScreen(page);
  await expectNoSeriousA11yViolations(page);
});

test("/katalog-poin for a visitor: the explanation and the login dialog, no balance", async ({ page }) => {
  await page.goto("/katalog-poin");
  await expect(page.getByRole("heading", { level: 1, name: "Katalog Poin" })).toBeVisible();
  await expect(page.getByText("1 poin = Rp1")).toBeVisible();
  await expect(page.getByTestId("points-balance")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const prompt = page.getByRole("region", { name: "Masuk untuk melihat saldo poin Anda" });
  await prompt.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByRole("dialog", { name: "Masuk" })).toBeVisible();
});
