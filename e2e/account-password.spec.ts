import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";
import { createLearner, logInAs, newEmail, PASSWORD } from "./learner";

const NEW_PASSWORD = "Sandi2026Baru";

function sessionsOf(page: Page) {
  return page.getByRole("region", { name: "Sesi Aktif" });
}

/**
 * /account/password (issue 21): a learner logged in in two browsers changes the password in one; the other is
 * logged out on its next page load; the learner logs in with the new password and sees this device listed.
 * Run at 1280 px (desktop) and at 390 px (@mobile).
 */
async function changePasswordJourney(page: Page, other: Page, email: string) {
  // the registration's session, dropped by createLearner but live, is a third
  await other.goto("/account/password");
  await expect(sessionsOf(other).getByText("Perangkat lain", { exact: true })).toHaveCount(2);

  await page.goto("/account/password");
  await expect(page.getByRole("heading", { name: "Kata Sandi", level: 1 })).toBeVisible();
  const sessions = sessionsOf(page);
  await expect(sessions.getByText("Perangkat ini", { exact: true })).toBeVisible();
  await expect(sessions.getByText("Perangkat lain", { exact: true })).toHaveCount(2);
  await expect(sessions.getByText(/Terakhir digunakan .+ WIB/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // a wrong current password is refused next to its field
  await page.getByLabel("Kata Sandi Saat Ini", { exact: true }).fill("SalahSekali1");
  await page.getByLabel("Kata Sandi Baru", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Ulangi Kata Sandi Baru", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Simpan Kata Sandi" }).click();
  await expect(page.getByText("Kata sandi saat ini tidak sesuai")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // by keyboard: the right password, then Enter submits the form
  const current = page.getByLabel("Kata Sandi Saat Ini", { exact: true });
  await current.fill(PASSWORD);
  await current.press("Enter");
  await expect(page.getByText("Kata sandi berhasil diubah. Sesi di perangkat lain telah diakhiri.")).toBeVisible();
  await expect(sessions.getByText("Perangkat lain", { exact: true })).toHaveCount(0);
  await expect(sessions.getByText("Tidak ada perangkat lain yang sedang masuk ke akun Anda.")).toBeVisible();

  // the other browser's session is dead: its next page load is sent home, logged out
  await other.goto("/account/password");
  await expect(other).toHaveURL(/\/(\?.*)?$/);
  const login = other.getByRole("dialog", { name: "Masuk" });
  // the home page's HTML may still be waiting for its scripts: the tap is kept and answered once they run
  await other.getByRole("button", { name: "Masuk", exact: true }).first().click();
  await expect(login).toBeVisible();
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Kata Sandi", { exact: true }).fill(PASSWORD);
  await login.getByRole("button", { name: "Lanjut" }).click();
  await expect(other.getByText("Email/Password Salah")).toBeVisible();
  await login.getByLabel("Kata Sandi", { exact: true }).fill(NEW_PASSWORD);
  await login.getByRole("button", { name: "Lanjut" }).click();
  await expect(other.getByText("Login berhasil")).toBeVisible();
  await other.goto("/account/password");
  await expect(sessionsOf(other).getByText("Perangkat ini", { exact: true })).toBeVisible();

  // the first browser sees the new session and ends it
  await page.reload();
  await expect(sessions.getByText("Perangkat lain", { exact: true })).toBeVisible();
  await sessions.getByRole("button", { name: /^Keluar dari perangkat lain/ }).click();
  await expect(page.getByText("Sesi telah diakhiri")).toBeVisible();
  await expect(sessions.getByText("Perangkat lain", { exact: true })).toHaveCount(0);
  const dead = await other.request.post("/api/auth/me-v2", { headers: { "X-Requested-With": "XMLHttpRequest" } });
  expect(dead.status()).toBe(401);
}

test("change the password: the other browser is logged out, the new one logs in", async ({
  page,
  browser,
  baseURL,
}, info) => {
  const learner = await createLearner(baseURL, newEmail("sandi", info.project.name), { name: "Putri Ayu" });
  const otherContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await logInAs(page.context(), learner.email, learner.password);
  await logInAs(otherContext, learner.email, learner.password);
  await changePasswordJourney(page, await otherContext.newPage(), learner.email);
  await otherContext.close();
});

// @mobile: the same at 390 px, where the session rows stack and the buttons take the full width
test("change the password at 390 px @mobile", async ({ page, browser, baseURL }, info) => {
  const learner = await createLearner(baseURL, newEmail("sandi", info.project.name), { name: "Putri Ayu" });
  const otherContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: true,
    hasTouch: true,
  });
  await logInAs(page.context(), learner.email, learner.password);
  await logInAs(otherContext, learner.email, learner.password);
  await changePasswordJourney(page, await otherContext.newPage(), learner.email);
  await otherContext.close();
});
