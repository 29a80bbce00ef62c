import { type Browser, expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { buyFromProgramPage, goToCheckout } from "./checkout-steps";
import { test } from "./fixtures";
import { createLearner, logInAs, newEmail, XHR } from "./learner";

/**
 * Family links and the learner's institution (issue 21, decisions/027), with two fresh accounts: a parent asks to be
 * linked with a learner, who accepts in a browser of their own; the parent then sees the learner's programmes,
 * read-only; and the parent chooses a campus with its faculty on /account/institution.
 */

/** A free programme of the demo catalogue: the learner gets it with 'Dapatkan Sekarang' (checkout.spec.ts). */
const FREE = { slug: "digital-marketing-untuk-umkm", name: "Digital Marketing untuk UMKM" };
const UNIVERSITY = "Universitas Teknologi Nusantara";

async function childWithProgramme(
  browser: Browser,
  page: Page,
  baseURL: string | undefined,
  email: string,
  name: string,
) {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport: page.viewportSize() });
  await createLearner(baseURL, email, { name });
  await logInAs(context, email, "Belajar2026ok");
  const child = await context.newPage();
  await buyFromProgramPage(child, FREE.slug, FREE.name, "Ikuti Program");
  await goToCheckout(child);
  await child
    .getByRole("region", { name: "Rincian Pembayaran" })
    .getByRole("button", { name: "Dapatkan Sekarang" })
    .click();
  await expect(child).toHaveURL(/\/payment\/thankyou\/free-\d+$/);
  return { context, child };
}

async function familyJourney(browser: Browser, page: Page, baseURL: string | undefined, project: string) {
  test.setTimeout(90_000);
  const parentName = "Ratna Wulandari";
  const childName = "Bayu Pratama";
  const childEmail = newEmail("anak", project);
  await createLearner(baseURL, newEmail("orangtua", project), { name: parentName }).then((parent) =>
    logInAs(page.context(), parent.email, parent.password),
  );
  // the parent says they are one (the profession of the personal page)
  const profession = await page.request.post("/api/v2/user/manage-profile", {
    headers: XHR,
    data: { profession_name: "orangtua" },
  });
  expect(profession.status(), await profession.text()).toBe(200);
  const { context: childContext, child } = await childWithProgramme(browser, page, baseURL, childEmail, childName);

  // the parent asks by the learner's email
  await page.goto("/account/family");
  await expect(page.getByRole("heading", { level: 1, name: "Keluarga" })).toBeVisible();
  await expect(page.getByText("Belum ada akun anak atau murid yang terhubung.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Email atau username").fill(childEmail);
  await page.getByRole("button", { name: "Kirim Permintaan" }).click();
  await expect(page.getByText(/Permintaan terkirim/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Menunggu Persetujuan" })).toBeVisible();
  await expect(page.getByText(childEmail)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the learner sees the request in their own browser and accepts it
  await child.goto("/account/family");
  const incoming = child.getByRole("region", { name: "Permintaan Masuk" });
  await expect(incoming.getByText(parentName)).toBeVisible();
  await expect(incoming.getByText(/Sebagai Orangtua/)).toBeVisible();
  await expectNoSeriousA11yViolations(child);
  await incoming.getByRole("button", { name: `Terima permintaan ${parentName}` }).click();
  await expect(child.getByText("Permintaan diterima. Akun kalian sekarang terhubung.")).toBeVisible();
  await expect(child.getByRole("region", { name: "Orangtua dan Guru" }).getByText(parentName)).toBeVisible();
  await expect(incoming.getByText("Tidak ada permintaan yang menunggu jawaban Anda.")).toBeVisible();
  await childContext.close();

  // the parent now sees the learner, and their programmes with progress, with no way into the study pages
  await page.reload();
  const children = page.getByRole("region", { name: "Anak dan Murid" });
  await expect(children.getByText(childName)).toBeVisible();
  await children.getByRole("link", { name: `Lihat Program ${childName}` }).click();
  await expect(page).toHaveURL(/\/account\/family\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: `Program ${childName}` })).toBeVisible();
  const programmes = page.getByRole("list", { name: `Program ${childName}` });
  await expect(programmes.getByText(FREE.name)).toBeVisible();
  await expect(programmes.getByRole("progressbar", { name: `Kemajuan ${FREE.name}` })).toHaveAttribute(
    "aria-valuenow",
    "0",
  );
  await expect(programmes.getByRole("link")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/account-family-child-${width}.png`, fullPage: true });
  await page.goto("/account/family");
  await expect(page.getByRole("region", { name: "Anak dan Murid" }).getByText(childName)).toBeVisible();
  await page.screenshot({ path: `/tmp/account-family-${width}.png`, fullPage: true });

  // the parent's campus, with the faculty the type asks for
  await page.goto("/account/institution");
  await expect(page.getByRole("heading", { level: 1, name: "Lembaga" })).toBeVisible();
  await expect(page.getByText("Anda belum memilih lembaga.")).toBeVisible();
  await page.getByLabel("Jenis lembaga").selectOption({ label: "Perguruan Tinggi" });
  await page.getByLabel("Cari nama lembaga").fill("teknologi");
  await page.getByRole("form", { name: "Cari lembaga" }).getByRole("button", { name: "Cari" }).click();
  await page.getByRole("button", { name: `Pilih ${UNIVERSITY}` }).click();
  const form = page.getByRole("form", { name: `Simpan ${UNIVERSITY}` });
  await form.getByLabel(/Fakultas \/ Jurusan/).fill("Fakultas Teknik / Teknik Sipil");
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Simpan Lembaga" }).click();
  await expect(page.getByText("Lembaga berhasil disimpan")).toBeVisible();
  const current = page.getByRole("region", { name: "Lembaga Saat Ini" });
  await expect(current.getByText(UNIVERSITY)).toBeVisible();
  await expect(current.getByText("Fakultas Teknik / Teknik Sipil")).toBeVisible();
  await page.screenshot({ path: `/tmp/account-institution-${width}.png`, fullPage: true });
  // after a reload (the toast gone): the saved choice is the server's
  await page.reload();
  await expect(current.getByText("Fakultas Teknik / Teknik Sipil")).toBeVisible();
  const me = await page.request.post("/api/auth/me-v2", { headers: XHR });
  expect(((await me.json()) as { data: { institution_id: number | null } }).data.institution_id).not.toBeNull();
  await expectNoSeriousA11yViolations(page);
}

test("a parent links a learner, who accepts in their own browser; the parent sees their programmes and chooses a campus", async ({
  browser,
  page,
  baseURL,
}, info) => {
  await familyJourney(browser, page, baseURL, info.project.name);
  // the settings menu beside the page leads to both
  const menu = page.getByRole("navigation", { name: "Pengaturan Akun" });
  await expect(menu.getByRole("link", { name: "Keluarga" })).toHaveAttribute("href", "/account/family");
  await expect(menu.getByRole("link", { name: "Lembaga" })).toHaveAttribute("href", "/account/institution");
});

test("the same at 390 px @mobile", async ({ browser, page, baseURL }, info) => {
  await familyJourney(browser, page, baseURL, info.project.name);
});
