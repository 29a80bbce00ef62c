import { readFile } from "node:fs/promises";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { MOBILE } from "./devices";
import { test } from "./fixtures";
import { DEMO_PASSWORD, logInAs, XHR } from "./learner";
import { readQrCodeFromPdf } from "./pdf-qr";
import { putOffStudyPrompts } from "./study-prompts";

/** murid@demo.test has finished this programme (apps/api/src/demo/demo-learning.ts): its certificate may be issued. */
const LEARNER = { email: "murid@demo.test", password: DEMO_PASSWORD };
const FINISHED = "tryout-utbk-snbt-2027-paket-lengkap";
const CALL_CONTEXT = { platform: "web", source: "web-karirmu" };
/** REPORT_MESSAGES.notAssessed (packages/domain/src/report/contracts.ts). */
const REPORT_NOT_ASSESSED = "Sertifikat belum tersedia karena tugas Anda belum dinilai asesor";

type Enrolled = { program_user_id: number; slug: string };
type Certificate = { number: string; holder_name: string; program: { name: string } };

// @mobile: the page is opened from a printed QR code, on a phone; it is axe-checked at 390 px
test("anyone verifies an issued certificate by its number; an unknown number is not found @mobile", async ({
  browser,
  context,
  baseURL,
}) => {
  await logInAs(context, LEARNER.email, LEARNER.password);
  const userId = (await context.cookies()).find((c) => c.name === "user-id")?.value;
  expect(userId).toBeTruthy();
  const enrolledRes = await context.request.get(`/api/program-activity/enrolled/${userId}/1/12`, {
    params: CALL_CONTEXT,
  });
  expect(enrolledRes.status(), await enrolledRes.text()).toBe(200);
  const enrolled = ((await enrolledRes.json()) as { data: Enrolled[] }).data.find((p) => p.slug === FINISHED);
  expect(enrolled).toBeDefined();
  // issued on the first call, the same certificate on every later one
  const certRes = await context.request.get(`/api/program_activity/certificate/regular/${enrolled?.program_user_id}`, {
    params: CALL_CONTEXT,
  });
  expect(certRes.status(), await certRes.text()).toBe(200);
  const { certificate } = ((await certRes.json()) as { data: { certificate: Certificate } }).data;

  // the holder's certificate page at 390 px: the certificate stacks, nothing scrolls sideways
  const own = await context.newPage();
  await own.goto(`/sertifikat/${enrolled?.program_user_id}`);
  await expect(own.getByTestId("certificate-holder")).toHaveText(certificate.holder_name);
  await expect(own.getByTestId("certificate-number")).toHaveText(certificate.number);
  await expect(own).toHaveTitle(`Sertifikat ${certificate.program.name} - Karirmu`);
  expect(await own.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(own);
  await own.close();

  // a visitor: a fresh context, without a session
  const visitor = await browser.newContext({ ...MOBILE, baseURL });
  try {
    const page = await visitor.newPage();
    await page.goto(`/verifikasi-sertifikat/${encodeURIComponent(certificate.number)}`);
    await expect(page.getByRole("heading", { name: "Sertifikat valid" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(certificate.holder_name, { exact: true })).toBeVisible();
    await expect(main.getByText(certificate.program.name, { exact: true })).toBeVisible();
    await expect(main.getByText(certificate.number, { exact: true })).toBeVisible();
    await expect(main.getByText(/\d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB/)).toBeVisible();
    await expect(page).toHaveTitle("Verifikasi Sertifikat - Karirmu");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    await page.goto("/verifikasi-sertifikat/KARIR-2026-999999-ABCD");
    await expect(page.getByRole("heading", { name: "Sertifikat tidak ditemukan", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Kembali ke Beranda" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await visitor.close();
  }
});

type EnrolledProgramme = { id: number; program_user_id: number; slug: string };

/** One of the logged-in learner's programmes (My programmes' call), by its slug. */
async function enrolledProgramme(context: BrowserContext, slug: string): Promise<EnrolledProgramme> {
  const userId = (await context.cookies()).find((c) => c.name === "user-id")?.value;
  expect(userId).toBeTruthy();
  const res = await context.request.get(`/api/program-activity/enrolled/${userId}/1/12`, { params: CALL_CONTEXT });
  expect(res.status(), await res.text()).toBe(200);
  const found = ((await res.json()) as { data: EnrolledProgramme[] }).data.find((p) => p.slug === slug);
  expect(found, `${slug} is among the learner's programmes`).toBeDefined();
  return found as EnrolledProgramme;
}

/** Opens the programme's study page on its first activity and its Penilaian tab, past the tour and rating prompt. */
async function openPenilaian(page: Page, programId: number) {
  const first = await page.request.post("/api/program/first-activity-multi-program/", {
    headers: XHR,
    data: { program_id_list: [programId] },
  });
  const [activity] = ((await first.json()) as { data: { slug: string }[] }).data;
  expect(activity).toBeDefined();
  await page.goto(`/aktivitas/${activity?.slug}`);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await putOffStudyPrompts(page);
  // the sidebar: closed on a narrow screen, and once the rating prompt has opened
  const tab = page.getByRole("tab", { name: "Penilaian" });
  if (!(await tab.isVisible())) await page.getByRole("button", { name: "Daftar aktivitas" }).click();
  await page.getByRole("tab", { name: "Penilaian" }).click();
  return page.getByRole("region", { name: "Laporan Belajar" });
}

test("a learner opens the report and the certificate from the Penilaian tab, downloads the PDF, follows its QR code to 'valid', and after the institution revokes it the same page says revoked", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // the whole story in one journey, from the study page to the revocation
  test.setTimeout(90_000);
  // mahasiswa@demo.test finished this programme (apps/api/src/demo/demo-learning.ts); the visitor journey above
  // verifies murid's certificate, which must stay valid
  await logInAs(context, "mahasiswa@demo.test", DEMO_PASSWORD);
  const programme = await enrolledProgramme(context, "tes-potensi-akademik-pascasarjana");
  const panel = await openPenilaian(page, programme.id);

  // the certificate opens in a new tab, issued on this first view
  const certificateTab = context.waitForEvent("page");
  await panel.getByRole("link", { name: /Sertifikat/ }).click();
  const certificate = await certificateTab;
  await expect(certificate).toHaveURL(new RegExp(`/sertifikat/${programme.program_user_id}$`));
  await expect(certificate.getByTestId("certificate-holder")).toHaveText("Andi Saputra");
  const number = (await certificate.getByTestId("certificate-number").textContent()) ?? "";
  expect(number).toMatch(/^KARIR-\d{4}-\d{6}-[0-9A-Z]{4}$/);
  await expect(certificate.getByRole("img", { name: `Kode QR verifikasi sertifikat ${number}` })).toBeVisible();
  await expect(certificate.getByRole("link", { name: /Tambahkan ke LinkedIn/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&/,
  );
  await expectNoSeriousA11yViolations(certificate);

  // the PDF: downloaded as a person does, its QR code read from the file itself
  const download = certificate.waitForEvent("download");
  await certificate.getByRole("link", { name: "Unduh PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`sertifikat-${number.toLowerCase()}.pdf`);
  const bytes = await readFile((await file.path()) ?? "");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const target = await readQrCodeFromPdf(bytes);
  expect(target).toBe(`${baseURL}/verifikasi-sertifikat/${number}`);

  // the Open Badge: the holder's signed credential
  const badge = certificate.waitForEvent("download");
  await certificate.getByRole("button", { name: "Unduh Open Badge" }).click();
  const jwt = (await readFile((await (await badge).path()) ?? "")).toString();
  expect(jwt.split(".")).toHaveLength(3);

  // a verifier scans the code: a phone without a session
  const verifier = await browser.newContext({ ...MOBILE, baseURL });
  try {
    const phone = await verifier.newPage();
    await phone.goto(target);
    await expect(phone.getByRole("heading", { name: "Sertifikat valid" })).toBeVisible();
    await expect(phone.getByRole("main").getByText("Andi Saputra", { exact: true })).toBeVisible();

    // the institution's side: the platform's admin revokes it
    const admin = await browser.newContext({ baseURL });
    try {
      await logInAs(admin, "admin@demo.test", DEMO_PASSWORD);
      const revoked = await admin.request.post(`/api/certificates/${number}/revoke`, {
        params: CALL_CONTEXT,
        headers: XHR,
        data: { reason: "Data peserta tidak sesuai" },
      });
      expect(revoked.status(), await revoked.text()).toBe(200);
    } finally {
      await admin.close();
    }
    await phone.reload();
    await expect(phone.getByRole("heading", { name: "Sertifikat dicabut" })).toBeVisible();
    await expect(phone.getByText("Data peserta tidak sesuai")).toBeVisible();
  } finally {
    await verifier.close();
  }
  // and the holder's certificate page says so, without the LinkedIn entry
  await certificate.reload();
  await expect(certificate.getByRole("heading", { name: "Sertifikat ini telah dicabut" })).toBeVisible();
  await expect(certificate.getByRole("link", { name: /LinkedIn/ })).toHaveCount(0);

  // this programme's report opens after its scoring date: the Penilaian tab says when, in WIB
  await panel.getByRole("button", { name: /Laporan/ }).click();
  const pending = page.getByRole("dialog", { name: "Laporan Belum Tersedia" });
  await expect(
    pending.getByText(/^Laporan Belajar akan tersedia pada \d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB\.$/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pending.getByRole("button", { name: "Mengerti" }).click();
  await expect(pending).toBeHidden();
});

test("a job-training learner short of 80 % attendance sees the reminder and no certificate", async ({
  page,
  context,
}) => {
  await logInAs(context, "prakerja@demo.test", DEMO_PASSWORD);
  const programme = await enrolledProgramme(context, "dasar-instalasi-listrik-rumah");
  const panel = await openPenilaian(page, programme.id);
  await expect(panel.getByText("Sertifikat hanya diberikan jika kehadiran Anda minimal 80%.")).toBeVisible();
  await expect(panel.getByRole("button", { name: /Sertifikat/ })).toBeDisabled();
  await expect(panel.getByRole("link", { name: /Sertifikat/ })).toHaveCount(0);
  // and the certificate is refused by the server too
  const res = await context.request.get(`/api/program_activity/certificate/regular/${programme.program_user_id}`, {
    params: CALL_CONTEXT,
  });
  expect(res.status()).toBe(400);
  await expectNoSeriousA11yViolations(page);
});

test("an assessor scores a finished learner's skills task and opens her certificate with the shortcut", async ({
  browser,
  baseURL,
}) => {
  // orangtua@demo.test (Dewi Lestari) has done every activity of the study demo; her skills demonstration waits
  // for the assessor (apps/api/src/demo/demo-certificate.ts)
  const context = await browser.newContext({ baseURL });
  try {
    await logInAs(context, "asesor@demo.test", DEMO_PASSWORD);
    const assessor = await context.newPage();
    await assessor.goto("/asesor/penilaian");
    await assessor
      .getByRole("link", { name: "Nilai Dewi Lestari: Uji Keterampilan: Rencana Belajar Mingguan" })
      .click();
    await expect(
      assessor.getByRole("heading", { level: 1, name: "Uji Keterampilan: Rencana Belajar Mingguan" }),
    ).toBeVisible();

    // the shortcut: before the score, the certificate page says what it waits for
    const shortcut = assessor.getByRole("link", { name: /Sertifikat Peserta \(Asesor\)/ });
    const opened = context.waitForEvent("page");
    await shortcut.click();
    const certificate = await opened;
    await expect(certificate).toHaveURL(/\/sertifikat\/\d+$/);
    await expect(certificate.getByText(REPORT_NOT_ASSESSED)).toBeVisible();

    // scored against the rubric, with feedback
    for (const field of await assessor.getByLabel(/^Nilai soal \d+$/).all()) await field.fill("0");
    await assessor.getByLabel("Nilai Kejelasan tujuan belajar").fill("24");
    await assessor.getByLabel("Nilai Kerealistisan jadwal").fill("25");
    await assessor.getByLabel("Nilai Ketepatan teknik belajar").fill("30");
    await assessor.getByLabel("Umpan balik untuk peserta").fill("Rencana mingguanmu jelas dan bisa dijalankan.");
    await assessor.getByRole("button", { name: "Simpan Penilaian" }).click();
    await expect(assessor.getByText("Penilaian berhasil disimpan")).toBeVisible();

    // and the same shortcut now shows her certificate, read-only to the assessor
    await certificate.reload();
    await expect(certificate.getByTestId("certificate-holder")).toHaveText("Dewi Lestari");
    await expect(certificate.getByRole("link", { name: "Unduh PDF" })).toBeVisible();
    await expect(certificate.getByRole("link", { name: /LinkedIn/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(certificate);
  } finally {
    await context.close();
  }
});

test("at 390 px the learner's add-ons and an add-on's certificate pass axe @mobile", async ({ page, context }) => {
  // murid@demo.test owns a finished add-on (apps/api/src/demo/demo-addons.ts)
  await logInAs(context, LEARNER.email, LEARNER.password);
  await page.goto("/addon");
  await expect(page.getByRole("heading", { level: 1, name: "Add-on Saya" })).toBeVisible();
  const card = page.getByRole("list", { name: "Add-on Saya" }).getByRole("article").first();
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  const opened = context.waitForEvent("page");
  await card.getByRole("link", { name: /Lihat Sertifikat Add-on/ }).click();
  const certificate = await opened;
  await expect(certificate).toHaveURL(/\/sertifikat\/addon\/\d+$/);
  await expect(certificate.getByTestId("certificate-holder")).toHaveText("Rafi Pratama");
  await expect(certificate.getByText("atas keberhasilannya menyelesaikan add-on")).toBeVisible();
  expect(await certificate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(certificate);
});
