import { expect } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { MOBILE } from "./devices";
import { test } from "./fixtures";
import { DEMO_PASSWORD, logInAs, XHR } from "./learner";

/**
 * murid@demo.test's portfolio (apps/api/src/demo/demo-portfolio.ts): published, with a published reflection, a
 * published posttest and an unpublished reflection.
 */
const LEARNER = { email: "murid@demo.test", username: "murid", name: "Rafi Pratama" };
const SHOWN = "Refleksi: Belajar Sedikit Setiap Hari";
const HIDDEN = "Refleksi: Mengatur Waktu Belajar";

type Item = { id: number; caption: string; description: string; is_publish: boolean; program: { id: number } };
type Header = { id: number; description: string; content_url: string | null; is_publish: boolean };

const scrollsSideways = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

// @mobile: every portfolio page is axe-checked at 390 px, where the menu is the drawer
test("the learner edits the header and publishes/unpublishes items; a visitor sees only the published ones @mobile", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await logInAs(context, LEARNER.email, DEMO_PASSWORD);
  const userId = (await context.cookies()).find((c) => c.name === "user-id")?.value;
  const before = await context.request.get(`/api/portofolio/view/${userId}`, { params: { public: 0 } });
  expect(before.status(), await before.text()).toBe(200);
  const original = ((await before.json()) as { data: { header: Header; items: Item[] } }).data;
  const marker = `Sedang menyiapkan UTBK ${Date.now()}`;

  try {
    // the drawer's Lihat Profil leads to the own portfolio
    await page.goto("/");
    await page.getByRole("button", { name: "Buka menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Lihat Profil" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: LEARNER.name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle("Portofolio Saya - Karirmu");
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);

    // the header, by keyboard
    const description = page.getByLabel("Deskripsi", { exact: true });
    await description.fill(marker);
    await page.getByLabel("Tautan karya (opsional)").fill("bukan alamat");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Tautan harus berupa alamat lengkap yang diawali http:// atau https://")).toBeVisible();
    await page.getByLabel("Tautan karya (opsional)").fill("https://example.com/karya-rafi");
    const savedHeader = page.waitForResponse((r) => r.url().includes("/api/portofolio/manage/header"));
    await page.getByRole("button", { name: "Simpan", exact: true }).press("Enter");
    expect((await savedHeader).status()).toBe(200);
    await expect(page.getByText("Perubahan data profil berhasil disimpan")).toBeVisible();

    // publish the draft, unpublish the published one (a switch each, toggled with Space)
    for (const [caption, publish] of [
      [HIDDEN, true],
      [SHOWN, false],
    ] as const) {
      const toggle = page.getByRole("switch", { name: `Publikasikan ${caption}` });
      await expect(toggle).toBeChecked({ checked: !publish });
      const saved = page.waitForResponse((r) => r.url().includes("/api/portofolio/manage/item"));
      await toggle.focus();
      await page.keyboard.press("Space");
      expect((await saved).status()).toBe(200);
      await expect(toggle).toBeChecked({ checked: publish });
    }

    // adding an item from a finished activity (when one is left), then removing it; Esc closes the dialog
    await page.getByRole("button", { name: "Tambah Item" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Tambah Item Portofolio" });
    const firstSource = dialog.getByRole("radio").first();
    const noSource = dialog.getByText("Belum ada aktivitas yang bisa ditambahkan");
    await expect(firstSource.or(noSource)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (await firstSource.isVisible()) {
      await firstSource.check();
      await dialog.getByLabel("Judul").fill("Karya uji sementara");
      await dialog.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText("Item portofolio disimpan")).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: "Hapus Karya uji sementara" }).click();
      const confirm = page.getByRole("dialog", { name: "Hapus item ini?" });
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole("button", { name: "Hapus" }).click();
      await expect(page.getByText("Item portofolio dihapus")).toBeVisible();
      await expect(page.getByRole("link", { name: "Karya uji sementara" })).toHaveCount(0);
    } else {
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }

    // the own item and the own programme's items
    await page.getByRole("link", { name: HIDDEN }).click();
    await expect(page).toHaveURL(/\/portofolio\/aktivitas\/\d+\/\d+$/);
    await expect(page.getByRole("heading", { name: HIDDEN, level: 1 })).toBeVisible();
    await expect(page.getByText("pengatur waktu")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: /^Semua karya dari / }).click();
    await expect(page).toHaveURL(/\/portofolio\/aktivitas\/\d+$/);
    await expect(page.getByRole("link", { name: HIDDEN })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // a visitor: a fresh context without a session
    const visitor = await browser.newContext({ ...MOBILE, baseURL });
    try {
      const v = await visitor.newPage();
      await v.goto(`/u/${LEARNER.username}`);
      await expect(v).toHaveURL(new RegExp(`/u/${LEARNER.username}/portofolio$`));
      await expect(v.getByRole("heading", { name: LEARNER.name, level: 1 })).toBeVisible();
      await expect(v.getByText(marker)).toBeVisible();
      await expect(v.getByRole("link", { name: HIDDEN })).toBeVisible();
      await expect(v.getByRole("link", { name: SHOWN })).toHaveCount(0);
      await expect(v.getByText(LEARNER.email)).toHaveCount(0);
      await expect(v.getByRole("switch")).toHaveCount(0);
      expect(await scrollsSideways(v)).toBe(false);
      await expectNoSeriousA11yViolations(v);

      const tabs = v.getByRole("navigation", { name: "Bagian profil" });
      await tabs.getByRole("link", { name: "Sertifikat" }).click();
      await expect(v).toHaveURL(new RegExp(`/u/${LEARNER.username}/sertifikat$`));
      await expect(tabs.getByRole("link", { name: "Sertifikat" })).toHaveAttribute("aria-current", "page");
      await expectNoSeriousA11yViolations(v);

      await tabs.getByRole("link", { name: "Portofolio" }).click();
      await v.getByRole("link", { name: HIDDEN }).click();
      await expect(v).toHaveURL(new RegExp(`/u/${LEARNER.username}/aktivitas/\\d+/\\d+$`));
      await expect(v.getByRole("heading", { name: HIDDEN, level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(v);
      await v.getByRole("link", { name: /^Semua karya dari / }).click();
      await expect(v).toHaveURL(new RegExp(`/u/${LEARNER.username}/aktivitas/\\d+$`));
      await expect(v.getByRole("link", { name: HIDDEN })).toBeVisible();
      await expect(v.getByRole("link", { name: SHOWN })).toHaveCount(0);
      await expectNoSeriousA11yViolations(v);

      // the unpublished item's own address answers not found to a visitor
      const hidden = original.items.find((i) => i.caption === SHOWN);
      await v.goto(`/u/${LEARNER.username}/aktivitas/${hidden?.program.id}/${hidden?.id}`);
      await expect(v.getByRole("heading", { name: "Item portofolio tidak ditemukan", level: 1 })).toBeVisible();

      await v.goto("/u/orang-yang-tidak-pernah-ada/portofolio");
      await expect(v.getByRole("heading", { name: "Profil tidak ditemukan", level: 1 })).toBeVisible();
      await expect(v).toHaveTitle("Profil tidak ditemukan - Karirmu");
      await expectNoSeriousA11yViolations(v);
    } finally {
      await visitor.close();
    }
  } finally {
    // murid's demo portfolio as it was, for any later journey
    const { header, items } = original;
    await context.request.post("/api/portofolio/manage/header", {
      headers: XHR,
      data: { id: header.id, description: header.description, content_url: header.content_url, is_publish: true },
    });
    for (const item of items)
      await context.request.post("/api/portofolio/manage/item", {
        headers: XHR,
        data: { id: item.id, caption: item.caption, description: item.description, is_publish: item.is_publish },
      });
  }
});

test("the footer's Portofolio and the old /portofolio/profil lead a learner to /profile @mobile", async ({
  page,
  context,
}) => {
  await logInAs(context, LEARNER.email, DEMO_PASSWORD);
  await page.goto("/portofolio/profil");
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Portofolio", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: LEARNER.name, level: 1 })).toBeVisible();
});
