import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";
import { loggedInLearner, newEmail } from "./learner";

const SAVED = "Perubahan data profil berhasil disimpan";

/** A username nobody else has: the project's initial and the time, within the 3-50 pattern. */
function freshUsername(prefix: string, project: string): string {
  return `${prefix}.${project.slice(0, 1)}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function openPersonal(page: Page) {
  await page.goto("/account/personal");
  await expect(page.getByRole("heading", { name: "Data Pribadi", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Nama Lengkap")).toHaveValue(/.+/);
}

/** The username part: a new one saved, the new public address opens, the old one is not found, a taken one refused. */
async function usernameJourney(page: Page, project: string) {
  const oldUsername = await page.getByLabel("Username").inputValue();
  const newUsername = freshUsername("baru", project);
  await page.getByLabel("Username").fill(newUsername.toUpperCase());
  await expect(page.getByText(`/u/${newUsername}`)).toBeVisible();
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveValue(newUsername);

  // a username somebody else has is refused on the field, which gets the focus
  await page.getByLabel("Username").fill("murid");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Username sudah dipakai")).toBeVisible();
  await expect(page.getByLabel("Username")).toBeFocused();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);

  // the public profile lives at the new address, the old one says not found
  await page.getByRole("link", { name: `/u/${newUsername}` }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${newUsername.replace(".", "\\.")}/portofolio$`));
  await expect(page.getByRole("heading", { name: "Ratna Sari", level: 1 })).toBeVisible();
  await page.goto(`/u/${oldUsername}`);
  await expect(page.getByRole("heading", { name: "Profil tidak ditemukan", level: 1 })).toBeVisible();
}

/**
 * The region (issue 21, decisions/024): province → regency/city → district from the Kemendagri lists, each loaded
 * once the one before is chosen; the city follows the regency; all of it is there after a reload.
 */
async function regionJourney(page: Page) {
  const province = page.getByRole("combobox", { name: "Provinsi" });
  const regency = page.getByRole("combobox", { name: "Kabupaten/Kota" });
  const district = page.getByRole("combobox", { name: "Kecamatan" });
  await expect(regency).toBeDisabled();
  await expect(province.locator("option", { hasText: "Jawa Barat" })).toHaveCount(1);
  await province.selectOption({ label: "Jawa Barat" });
  await expect(regency).toBeEnabled();
  await expect(regency.locator("option", { hasText: "Kota Bandung" })).toHaveCount(1);
  await regency.selectOption({ label: "Kota Bandung" });
  await expect(page.getByLabel(/^Kota/)).toHaveValue("Kota Bandung");
  await expect(district.locator("option", { hasText: "Sukasari" })).toHaveCount(1);
  await district.selectOption({ label: "Sukasari" });
  await page.getByRole("checkbox", { name: "Mencari kerja" }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText(SAVED)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Nama Lengkap")).toHaveValue("Ratna Sari");
  await expect(province).toHaveValue("32");
  await expect(regency).toHaveValue("3273");
  await expect(district).toHaveValue("327301");
  await expect(page.getByLabel(/^Kota/)).toHaveValue("Kota Bandung");
  await expect(page.getByRole("checkbox", { name: "Mencari kerja" })).toBeChecked();
}

test("edit personal data: name and phone, then the username and its public address", async ({
  page,
  baseURL,
}, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("pribadi", info.project.name), { name: "Dewi Kartika" });
  await openPersonal(page);
  await expect(page.getByRole("button", { name: "Menu akun Dewi Kartika" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // a bad phone is refused before sending, next to its field
  await page.getByLabel("Nama Lengkap").fill("Ratna Sari");
  await page.getByLabel(/Nomor WhatsApp/).fill("12ab");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Nomor telepon harus 9-15 angka, boleh diawali tanda +")).toBeVisible();
  await expect(page.getByLabel(/Nomor WhatsApp/)).toBeFocused();

  // by keyboard: the right number, Enter saves; the navbar shows the new name at once
  await page.getByLabel(/Nomor WhatsApp/).fill("081298765432");
  await page.getByLabel(/Nomor WhatsApp/).press("Enter");
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu akun Ratna Sari" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Nama Lengkap")).toHaveValue("Ratna Sari");
  await expect(page.getByLabel(/Nomor WhatsApp/)).toHaveValue("081298765432");

  await regionJourney(page);
  await usernameJourney(page, info.project.name);
});

// @mobile: the same form at 390 px, where the paired fields stack and Simpan takes the full width
test("edit personal data at 390 px @mobile", async ({ page, baseURL }, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("pribadi", info.project.name), { name: "Dewi Kartika" });
  await openPersonal(page);
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole("form", { name: "Data Pribadi" });
  const box = await form.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByLabel("Nama Lengkap").fill("Ratna Sari");
  await page.getByLabel(/Nomor WhatsApp/).fill("+6281298765432");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  // under 1024 px the account entry sits in the menu: it names the new person at once
  await page.getByRole("button", { name: "Buka menu" }).click();
  await expect(page.getByText("Ratna Sari").first()).toBeVisible();
  await page.keyboard.press("Escape");

  await regionJourney(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await usernameJourney(page, info.project.name);
});
