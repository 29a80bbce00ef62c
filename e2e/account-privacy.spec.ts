import { readFile } from "node:fs/promises";
import { expect, type Page, request } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";
import { APP_KEY, type Learner, loggedInLearner, mailsTo, newEmail, XHR } from "./learner";

const SAVED = "Pengaturan privasi berhasil disimpan";
const PRIVATE = "Profil ini bersifat pribadi";
const PENDING = "Akun ini sedang dalam proses penghapusan";

async function openPrivacy(page: Page) {
  await page.goto("/account/privacy");
  await expect(page.getByRole("heading", { name: "Privasi", level: 1 })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Profil publik" })).toHaveAttribute("aria-checked", "true");
}

/** Makes the profile private (by keyboard), and answers the public address of the learner's profile. */
async function makePrivate(page: Page): Promise<string> {
  const publicSwitch = page.getByRole("switch", { name: "Profil publik" });
  await publicSwitch.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(publicSwitch).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("switch", { name: "Profesi" })).toBeDisabled();
  // the owner still sees their own profile, with a note that it is private
  await page.getByRole("link", { name: "Lihat profil publik saya" }).click();
  await expect(page).toHaveURL(/\/u\/[^/]+\/portofolio$/);
  await expect(
    page.getByText("Profil Anda bersifat pribadi: hanya Anda yang dapat melihat halaman ini."),
  ).toBeVisible();
  return new URL(page.url()).pathname;
}

/** A visitor (another browser, no session) opens the address: only that the profile is private. */
async function visitorSeesPrivate(page: Page, baseURL: string | undefined, address: string, learner: Learner) {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const visitorContext = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport: page.viewportSize() });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(address);
    await expect(visitor.getByRole("heading", { name: PRIVATE, level: 1 })).toBeVisible();
    await expect(visitor.getByText(learner.name)).toHaveCount(0);
    await expectNoSeriousA11yViolations(visitor);
  } finally {
    await visitorContext.close();
  }
}

/** 'Unduh Data Saya' saves a JSON file that holds the learner's own email. */
async function downloadsData(page: Page, learner: Learner) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Unduh Data Saya" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^karirmu-data-[A-Za-z0-9_-]+-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await file.path();
  const data = JSON.parse(await readFile(path, "utf8")) as { tables: { users: { email: string }[] } };
  expect(data.tables.users[0]?.email).toBe(learner.email);
  await expect(page.getByText(/sedang diunduh/)).toBeVisible();
}

/** Deletes the account through the dialog (a wrong password first); lands home, logged out, with the notice. */
async function deletesAccount(page: Page, learner: Learner, checkA11y: boolean) {
  await page.getByRole("button", { name: "Hapus Akun" }).click();
  const dialog = page.getByRole("dialog", { name: "Hapus akun secara permanen?" });
  await expect(dialog.getByText(/tetap disimpan untuk pembukuan/)).toBeVisible();
  const password = dialog.getByLabel("Kata Sandi", { exact: true });
  await password.fill("Salah2026xx");
  await password.press("Enter");
  await expect(dialog.getByText("Kata sandi tidak sesuai")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  if (checkA11y) await expectNoSeriousA11yViolations(page);
  await password.fill(learner.password);
  await password.press("Enter");
  await expect(page).toHaveURL(/\/\?akun=dihapus$/);
  await expect(page.getByText(/Akun Anda telah dinonaktifkan dan akan dihapus dalam 14 hari/)).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("access-token");
  if (checkA11y) await expectNoSeriousA11yViolations(page);
}

async function loginAnswer(baseURL: string | undefined, learner: Learner) {
  const api = await request.newContext({ baseURL });
  try {
    const res = await api.post("/api/user/login/", {
      headers: { ...XHR, Authorization: APP_KEY },
      data: { email: learner.email, password: learner.password },
    });
    return { status: res.status(), message: ((await res.json()) as { message: string }).message };
  } finally {
    await api.dispose();
  }
}

/** The mailed link undoes the deletion; the learner can log in again. */
async function undoesDeletion(page: Page, baseURL: string | undefined, learner: Learner, checkA11y: boolean) {
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await mailsTo(page.request, learner.email)).find((m) =>
        m.subject.startsWith("Permintaan penghapusan akun"),
      );
      link = /\/undo-account-deletion\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Batalkan Penghapusan Akun", level: 1 })).toBeVisible();
  if (checkA11y) await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Batalkan Penghapusan Akun" }).click();
  await expect(page.getByRole("heading", { name: "Akun Berhasil Dipulihkan" })).toBeVisible();
  expect((await loginAnswer(baseURL, learner)).status).toBe(200);
}

async function privacyJourney(page: Page, baseURL: string | undefined, project: string, mobile: boolean) {
  const learner = await loggedInLearner(page.context(), baseURL, newEmail("privasi", project), {
    name: "Sekar Ayuningtyas",
  });
  await openPrivacy(page);
  await expectNoSeriousA11yViolations(page);
  if (mobile) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const address = await makePrivate(page);
  await visitorSeesPrivate(page, baseURL, address, learner);

  await page.goto("/account/privacy");
  await downloadsData(page, learner);
  await deletesAccount(page, learner, mobile);

  const refused = await loginAnswer(baseURL, learner);
  expect(refused.status).toBe(400);
  expect(refused.message).toContain(PENDING);
  await undoesDeletion(page, baseURL, learner, mobile);
}

test("privacy: a private profile, the data download, deleting the account and undoing it", async ({
  page,
  baseURL,
}, info) => {
  await privacyJourney(page, baseURL, info.project.name, false);
});

// @mobile: the same at 390 px: the page, the visitor's view, the dialog and the undo page, each checked by axe
test("privacy at 390 px @mobile", async ({ page, baseURL }, info) => {
  await privacyJourney(page, baseURL, info.project.name, true);
});
