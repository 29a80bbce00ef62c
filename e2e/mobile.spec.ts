import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { expectPageWithoutError, PAGES } from "./browse-pages";
import { MOBILE } from "./devices";
import { test } from "./fixtures";
import { createLearner, DEMO_PASSWORD, loggedInLearner, logInAs, mailsTo, newEmail, PASSWORD, XHR } from "./learner";

/**
 * At 390 px, every page the journeys visit that no @mobile journey visits and axe-checks there (README.md,
 * "Pages at 390 px"; `node page-coverage.mjs` checks the list): each is opened, shown without an error, and
 * checked with axe. Only the mobile project runs these (@mobile); the desktop journeys check the same pages at
 * 1280 px, with everything else they assert.
 */

/** Opens `path`, waits for its main heading and axe-checks it. */
async function checkPage(page: Page, path: string, heading: string | RegExp) {
  await test.step(path, async () => {
    await page.goto(path);
    await expectPageWithoutError(page, heading);
    await expectNoSeriousA11yViolations(page);
  });
}

async function putOffWhatsappDialog(page: Page) {
  const whatsapp = page.getByRole("dialog", { name: "Lengkapi Nomor WhatsApp" });
  await expect(whatsapp).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await whatsapp.getByRole("button", { name: "Nanti Saja" }).click();
  await expect(whatsapp).toBeHidden();
}

function onHost(baseURL: string | undefined, host: string, path = "/"): string {
  if (!baseURL) throw new Error("the e2e config sets baseURL");
  return `http://${host}:${new URL(baseURL).port}${path}`;
}

// the browse, campaign and company pages, in three parts that can run side by side
const BROWSE_PAGES = [
  ...PAGES,
  { path: "/jenjang/smp", heading: "Program SMP" },
  { path: "/jenjang/smp/kelas-8", heading: "Program SMP Kelas 8" },
];
const PART = Math.ceil(BROWSE_PAGES.length / 3);
for (let part = 0; part < 3; part++) {
  const pages = BROWSE_PAGES.slice(part * PART, (part + 1) * PART);
  test(`at 390 px the browse, campaign and company pages ${pages[0]?.path} to ${pages.at(-1)?.path} pass axe @mobile`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const { path, heading } of pages) await checkPage(page, path, heading);
  });
}

test("at 390 px the catalogue, programme, partner and not-found pages pass axe @mobile", async ({ page }) => {
  test.setTimeout(90_000);
  // a webinar from the catalogue, with its schedule
  await page.goto("/program?type=2");
  const webinar = page.getByRole("main").locator('a[href^="/program/"]').first();
  await expect(webinar).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await webinar.click();
  await expect(page).toHaveURL(/\/program\/[a-z0-9-]+$/);
  await expect(page.getByRole("list", { name: "Jadwal dan lokasi" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await checkPage(page, "/program/program-yang-dihapus", "Program tidak tersedia");
  await page.goto("/halaman/yang/tidak/ada");
  await expect(page).toHaveURL(/\/404$/);
  await expectPageWithoutError(page, "Halaman Tidak Ditemukan");
  await expectNoSeriousA11yViolations(page);

  // the partners: all, a group, an institution, a page past the last, a landing page
  await checkPage(page, "/mitra/all", "Semua Mitra");
  await page.getByRole("navigation", { name: "Kelompok mitra" }).getByRole("link", { name: "Industri" }).click();
  await expect(page).toHaveURL(/\/mitra\/industri$/);
  await expectPageWithoutError(page, "Mitra Industri");
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole("region", { name: /^\d+ mitra/ })
    .getByRole("link", { name: /Lembaga Pelatihan Digital Maju/ })
    .click();
  await expect(page).toHaveURL(/\/mitra\/[a-z0-9-]+$/);
  await expectPageWithoutError(page, "Lembaga Pelatihan Digital Maju");
  await expectNoSeriousA11yViolations(page);
  await page.goto("/mitra/all?page=99");
  await expect(page.getByRole("heading", { name: "Halaman 99 tidak tersedia" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await checkPage(page, "/digitalmaju-karier", "Mulai Karier Digital Anda Hari Ini");

  // what a visitor sees of the points
  await checkPage(page, "/katalog-poin", "Katalog Poin");
  await expect(page.getByRole("region", { name: "Masuk untuk melihat saldo poin Anda" })).toBeVisible();
});

test("at 390 px a partner's and the Prakerja host's pages pass axe @mobile", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, "digitalmaju.localhost"));
  await expectPageWithoutError(page, "Siap Kerja di Era Digital bersama Digital Maju");
  await expectNoSeriousA11yViolations(page);
  await page.goto(onHost(baseURL, "digitalmaju.localhost", "/program?search=penjualan"));
  await expect(page.getByRole("main").locator('a[href^="/program/"]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(onHost(baseURL, "digitalmaju.localhost", "/kartuprakerja"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto(onHost(baseURL, "prakerja.localhost"));
  await expectPageWithoutError(page, "Pelatihan Prakerja untuk siap kerja dan berwirausaha");
  await expectNoSeriousA11yViolations(page);
});

test("at 390 px the password, profile and email pages pass axe @mobile", async ({ page, request, baseURL }, info) => {
  test.setTimeout(90_000);
  const { email } = await createLearner(baseURL, newEmail("akun", info.project.name), { name: "Larasati Wibowo" });

  // forgot password: the form, the mailed link's page, and its end
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Lanjut" }).click();
  await expect(page.getByRole("dialog")).toContainText(email);
  await expectNoSeriousA11yViolations(page);
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await mailsTo(request, email)).find((m) => m.subject.startsWith("Atur Ulang Kata Sandi"));
      link = /(http\S+\/setup-password\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
      return link;
    })
    .toContain("/setup-password?token=");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Atur Kata Sandi Baru" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const newPassword = "Baru2026Lagi";
  await page.getByLabel("Kata Sandi Baru", { exact: true }).fill(newPassword);
  await page.getByRole("textbox", { name: "Konfirmasi Kata Sandi" }).fill(newPassword);
  await page.getByRole("button", { name: /Simpan/ }).click();
  await expect(page.getByRole("heading", { name: "Kata Sandi Diperbarui" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the profile, with its WhatsApp dialog, and the email change dialog refusing a wrong password
  await logInAs(page.context(), email, newPassword);
  await page.goto("/account");
  await putOffWhatsappDialog(page);
  await expect(page.getByRole("heading", { name: "Larasati Wibowo" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Ubah Email" }).click();
  const change = page.getByRole("dialog", { name: "Ubah Email" });
  await change.getByLabel("Email baru").fill(newEmail("akun-baru", info.project.name));
  await change.getByRole("textbox", { name: "Kata Sandi Saat Ini" }).fill(PASSWORD);
  await change.getByRole("button", { name: "Simpan" }).click();
  await expect(change.getByText("Kata sandi saat ini tidak sesuai")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the page of the link mailed to the old address, before and after its button (the change made by the API)
  const changed = await page.request.post("/api/user/manage/", {
    headers: XHR,
    data: { email: newEmail("akun-baru", info.project.name), password: newPassword },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await expect
    .poll(async () => {
      link =
        /(http\S+\/undo-email-change\?token=[A-Za-z0-9_-]+)/.exec(
          (await mailsTo(request, email)).map((m) => m.text).join("\n"),
        )?.[1] ?? "";
      return link;
    })
    .toContain("/undo-email-change?token=");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Batalkan Perubahan Email" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Batalkan Perubahan Email" }).click();
  await expect(page.getByRole("heading", { name: "Email Berhasil Dikembalikan" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("at 390 px a learner's voucher, free programme, card payment and points PIN pages pass axe @mobile", async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  await loggedInLearner(page.context(), baseURL, newEmail("pelajar", info.project.name));

  await page.goto("/tukar-voucher");
  await expect(page.getByRole("heading", { level: 1, name: "Tukar Voucher" })).toBeVisible();
  await page.getByLabel("Kode voucher").fill("BUKANKODE");
  await page.getByRole("button", { name: "Tukar" }).click();
  await expect(page.getByRole("alert")).toHaveText("Kode voucher tidak ditemukan atau sudah dipakai");
  await expectNoSeriousA11yViolations(page);
  // the desktop project exchanges tukardemo1 on this server
  await page.getByLabel("Kode voucher").fill("tukardemo2");
  await page.getByRole("button", { name: "Tukar" }).click();
  await expect(page.getByText("Voucher berhasil ditukar. Program sudah bisa Anda ikuti.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // a free programme: its checkout and thank-you page
  await page.goto("/program/digital-marketing-untuk-umkm");
  // 'Ikuti Program' opens the checkout with the programme alone (not through the selection list)
  await page.getByRole("button", { name: "Ikuti Program" }).click();
  await expect(page).toHaveURL(/\/checkout\?program_ids=\d+$/);
  const totals = page.getByRole("region", { name: "Rincian Pembayaran" });
  await expect(totals.getByTestId("checkout-total")).toHaveText("Rp0");
  await expectNoSeriousA11yViolations(page);
  await totals.getByRole("button", { name: "Dapatkan Sekarang" }).click();
  await expect(page).toHaveURL(/\/payment\/thankyou\/free-\d+$/);
  // never over a payment result (issue 23): the thank-you page opens no WhatsApp dialog
  await expect(page.getByRole("dialog", { name: "Lengkapi Nomor WhatsApp" })).toHaveCount(0);
  await expect(page.getByText("Program berhasil didapatkan.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // a card payment: the gateway's 3-D Secure page
  await page.goto("/program/teknik-menjahit-busana-muslim");
  await page.getByRole("button", { name: "Beli Sekarang" }).click();
  await expect(page).toHaveURL(/\/checkout\?program_ids=\d+$/);
  await page.getByRole("radio", { name: "Kartu Kredit/Debit" }).check();
  await totals.getByRole("button", { name: "Bayar Sekarang" }).click();
  await page.getByRole("link", { name: "Lanjutkan ke Verifikasi 3-D Secure" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Verifikasi 3-D Secure" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the points PIN dialog, for a demo account with points (the desktop project pays with orangtua@demo.test)
  const other = await browser.newContext({ ...MOBILE, baseURL });
  await logInAs(other, "profesional@demo.test", DEMO_PASSWORD);
  const payer = await other.newPage();
  await payer.goto("/program/teknik-menjahit-busana-muslim");
  await payer.getByRole("button", { name: "Beli Sekarang" }).click();
  await expect(payer).toHaveURL(/\/checkout\?program_ids=\d+$/);
  await payer.getByRole("radio", { name: /^Poin/ }).check();
  await payer
    .getByRole("region", { name: "Rincian Pembayaran" })
    .getByRole("button", { name: "Bayar Sekarang" })
    .click();
  await expect(payer.getByRole("dialog", { name: "Masukkan PIN Pembayaran" })).toBeVisible();
  await expectNoSeriousA11yViolations(payer);
  await other.close();
});

test("at 390 px my programmes, the to-do list, the study page, a quiz and the assessor's pages pass axe @mobile", async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  // a learner with many programmes and a webinar to do (read only: learning.spec reads them too)
  const reader = await browser.newContext({ ...MOBILE, baseURL });
  await logInAs(reader, "mahasiswa@demo.test", DEMO_PASSWORD);
  const mine = await reader.newPage();
  // the WhatsApp dialog opens whenever its lazily loaded part arrives: put off before any check it would cover
  const whatsapp = mine.getByRole("dialog", { name: "Lengkapi Nomor WhatsApp" });
  await mine.addLocatorHandler(whatsapp, async (dialog) => {
    await dialog.getByRole("button", { name: "Nanti Saja" }).click();
  });
  await mine.goto("/programmu");
  await expect(mine.getByTestId("enrolled-program").first()).toBeVisible();
  await expectNoSeriousA11yViolations(mine);
  await mine.goto("/programmu?tab=tugas");
  await expect(mine.getByTestId("todo-item").first()).toBeVisible();
  await expectNoSeriousA11yViolations(mine);
  await reader.close();

  // the study page: the tour's introduction, a reading with the activity drawer, a discussion
  await loggedInLearner(page.context(), baseURL, newEmail("belajar", info.project.name));
  await page.goto("/tukar-voucher");
  // the clock project exchanges BELAJARDEMO1 and 3 on its own server
  await page.getByLabel("Kode voucher").fill("BELAJARDEMO2");
  await page.getByRole("button", { name: "Tukar" }).click();
  await expect(page.getByText("Voucher berhasil ditukar. Program sudah bisa Anda ikuti.")).toBeVisible();
  await page.goto("/aktivitas/belajar-efektif-di-era-digital-1-1-bacaan-mengapa-cara-belajar-itu-penting");
  const intro = page.getByRole("dialog", { name: "Selamat Datang di Halaman Belajar" });
  await expect(intro).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await intro.getByRole("button", { name: "Lewati" }).click();
  const reminder = page.getByRole("dialog", { name: "Eksplorasi Halaman Belajar" });
  await reminder.getByRole("button", { name: "Mengerti" }).click();
  await expect(reminder).toBeHidden();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Bacaan: Mengapa Cara Belajar Itu Penting" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Daftar aktivitas" }).click();
  const topics = page.getByRole("list", { name: "Daftar topik" });
  await expect(topics).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const secondTopic = topics.getByRole("button", { name: /Berlatih dan Berdiskusi/ });
  if ((await secondTopic.getAttribute("aria-expanded")) !== "true") await secondTopic.click();
  await topics.getByRole("link", { name: /Diskusi: Kebiasaan Belajar Anda/ }).click();
  await expect(main.getByRole("heading", { level: 1, name: "Diskusi: Kebiasaan Belajar Anda" })).toBeVisible();
  await expect(main.getByRole("list", { name: "Daftar komentar" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the posttest: its introduction and a page of questions
  await page.goto("/aktivitas/belajar-efektif-di-era-digital-3-4-posttest");
  const quiz = main.getByRole("article", { name: "Posttest", exact: true });
  await expect(quiz.getByRole("heading", { level: 2, name: "Posttest Belajar Efektif di Era Digital" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await quiz.getByRole("button", { name: "Mulai Kuis" }).click();
  await expect(quiz.getByText(/^Halaman 1 dari 3 ·/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the assessor's list and a submission waiting there (demo data; read only)
  const assessorContext = await browser.newContext({ ...MOBILE, baseURL });
  await logInAs(assessorContext, "asesor@demo.test", DEMO_PASSWORD);
  const assessor = await assessorContext.newPage();
  await assessor.goto("/asesor/penilaian");
  const submission = assessor.getByRole("link", { name: /^Nilai .+: Posttest$/ }).first();
  await expect(submission).toBeVisible();
  await expectNoSeriousA11yViolations(assessor);
  await submission.click();
  await expect(assessor.getByRole("heading", { level: 1, name: "Posttest" })).toBeVisible();
  await expect(assessor.getByLabel(/^Nilai soal \d+$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(assessor);
  await assessorContext.close();
});
