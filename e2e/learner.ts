import { expect, type Page } from "@playwright/test";

/** The password of every learner the journeys register. */
export const PASSWORD = "Belajar2026ok";

/** The header a learner's own state-changing call carries (the API refuses one without it). */
export const XHR = { "X-Requested-With": "XMLHttpRequest" };

let counter = 0;

/** A new address per call, per project and per run, so journeys never meet an account of another. */
export function newEmail(prefix: string, project: string): string {
  counter += 1;
  return `${prefix}.${project}.${Date.now().toString(36)}${counter}@contoh.id`;
}

/** Registers as account.spec does, and puts verification off: the learner is logged in. */
export async function registerLearner(page: Page, email: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Masuk", exact: true }).first().click();
  await page.getByRole("dialog", { name: "Masuk" }).getByRole("button", { name: "Daftar" }).click();
  const form = page.getByRole("dialog", { name: "Daftar" });
  await form.getByLabel("Nama Lengkap").fill("Dewi Kartika");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Kata Sandi", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Profesi").selectOption("mahasiswa");
  await form.getByRole("button", { name: "Daftar" }).click();
  const invitation = page.getByRole("dialog", { name: "Verifikasi Akun" });
  await invitation.getByRole("button", { name: "Lewati" }).click();
  await expect(invitation).toBeHidden();
  await expect(page.getByRole("button", { name: "Masuk", exact: true })).toHaveCount(0);
}
