import { readFile } from "node:fs/promises";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";
import { DEMO_PASSWORD, logInAs } from "./learner";

/**
 * The learning report and the transcripts (issue 20). murid@demo.test finished the tryout (demo-learning.ts) with
 * scored pretest and posttest (demo-learning-report.ts, demo-portfolio.ts); their physics programme's report opens
 * only after its scoring date (a week after the programme's schedule ends).
 */
const LEARNER = { email: "murid@demo.test", password: DEMO_PASSWORD, name: "Rafi Pratama" };
const FINISHED = { slug: "tryout-utbk-snbt-2027-paket-lengkap", name: "Tryout UTBK SNBT 2027 Paket Lengkap" };
const CALL_CONTEXT = { platform: "web", source: "web-karirmu" };
const WIB_DATE_TIME = /\d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB/;

type Enrolled = { program_user_id: number; slug: string };
type StudyReport = { show_report: boolean; scoring_date: string | null };

async function enrolments(context: BrowserContext): Promise<Enrolled[]> {
  const userId = (await context.cookies()).find((c) => c.name === "user-id")?.value;
  expect(userId).toBeTruthy();
  const res = await context.request.get(`/api/program-activity/enrolled/${userId}/1/12`, { params: CALL_CONTEXT });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Enrolled[] }).data;
}

/** The learner's enrolment whose report is not open yet, found through the report-by-slug call. */
async function notYetOpen(context: BrowserContext): Promise<Enrolled & { scoring_date: string }> {
  for (const e of await enrolments(context)) {
    const res = await context.request.get(`/api/program_activity/v2/product_by_activity/${e.slug}/report`, {
      params: CALL_CONTEXT,
    });
    const report = ((await res.json()) as { data: StudyReport }).data;
    if (!report.show_report && report.scoring_date) return { ...e, scoring_date: report.scoring_date };
  }
  throw new Error("the demo learner has no programme whose report is not open yet");
}

/** Clicks the download and checks the file is a PDF whose title names the learner. */
async function downloadPdf(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  return (await PDFDocument.load(bytes)).getTitle() ?? "";
}

test("a learner opens the learning report of a finished programme and the transcript, and downloads both PDFs", async ({
  page,
  context,
}) => {
  await logInAs(context, LEARNER.email, LEARNER.password);

  // /report lists the finished programmes' reports
  await page.goto("/report");
  await expect(page).toHaveTitle("Laporan Belajar - Karirmu");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: `Lihat Laporan Belajar ${FINISHED.name}` }).click();

  await expect(page.getByRole("heading", { name: FINISHED.name, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Laporan Belajar ${FINISHED.name} - Karirmu`);
  const main = page.getByRole("main");
  await expect(main.getByText(LEARNER.name, { exact: true })).toBeVisible();
  const tests = page.getByRole("region", { name: "Pretest dan Posttest" });
  await expect(tests.getByText("30,0", { exact: true })).toBeVisible();
  await expect(tests.getByText("100,0", { exact: true })).toBeVisible();
  await expect(tests.getByText("+70,0 poin")).toBeVisible();
  const activities = page.getByRole("region", { name: "Aktivitas yang Dinilai" });
  await expect(activities.getByRole("row", { name: /Pretest.*10%.*30,0/ })).toBeVisible();
  await expect(activities.getByRole("row", { name: /Posttest.*40%.*100,0/ })).toBeVisible();
  await expect(activities.getByRole("rowheader", { name: "Nilai Akhir" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Laporan Progres" }).getByText("Selesai belajar")).toBeVisible();
  await expect(main.getByText(WIB_DATE_TIME)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await downloadPdf(page, "Unduh PDF")).toBe(`Laporan Belajar - ${LEARNER.name} - ${FINISHED.name}`);

  // the institution's view: the same report under the institution's heading
  await page.goto(`${new URL(page.url()).pathname}/lembaga`);
  await expect(page.getByRole("heading", { name: "Laporan Belajar Peserta", level: 1 })).toBeVisible();
  await expect(tests.getByText("+70,0 poin")).toBeVisible();

  // the footer's Transkrip link, then the transcript of everything finished
  await page.getByRole("contentinfo").getByRole("link", { name: "Transkrip", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Transkrip", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Lihat Transkrip Semua" }).click();
  await expect(page.getByRole("heading", { name: "Transkrip Semua", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: FINISHED.name, level: 2 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await downloadPdf(page, "Unduh PDF")).toBe(`Transkrip Semua - ${LEARNER.name}`);
  // each programme leads back to its report
  await page.getByRole("link", { name: `Laporan Belajar ${FINISHED.name}` }).click();
  await expect(page.getByRole("heading", { name: FINISHED.name, level: 1 })).toBeVisible();
});

test("a report before its scoring date says when it opens, in WIB; /rapor/ addresses lead to the report", async ({
  page,
  context,
}) => {
  await logInAs(context, LEARNER.email, LEARNER.password);
  const pending = await notYetOpen(context);
  await page.goto(`/rapor/${pending.program_user_id}`);
  await expect(page).toHaveURL(new RegExp(`/laporan-belajar/${pending.program_user_id}$`));
  await expect(page.getByRole("heading", { name: "Laporan Belum Tersedia", level: 1 })).toBeVisible();
  await expect(
    page.getByText(/^Laporan Belajar akan tersedia pada \d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB\.$/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Unduh PDF" })).toHaveCount(0);
  await expect(page).toHaveTitle("Laporan Belum Tersedia - Karirmu");
  await expectNoSeriousA11yViolations(page);
});

test("at 390 px the learning report, its institution view, the not-yet state, /report and the transcripts pass axe @mobile", async ({
  page,
  context,
}) => {
  await logInAs(context, LEARNER.email, LEARNER.password);
  const all = await enrolments(context);
  const finished = all.find((e) => e.slug === FINISHED.slug);
  expect(finished).toBeDefined();
  const pending = await notYetOpen(context);
  const pages: [string, string][] = [
    [`/laporan-belajar/${finished?.program_user_id}`, FINISHED.name],
    [`/laporan-belajar/${finished?.program_user_id}/lembaga`, "Laporan Belajar Peserta"],
    [`/laporan-belajar/${pending.program_user_id}`, "Laporan Belum Tersedia"],
    ["/report", "Laporan Belajar"],
    ["/transkrip", "Transkrip"],
    ["/transkrip/semua", "Transkrip Semua"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  }
  // a year's transcript, from the list (the finished tryout gives at least one year)
  await page.goto("/transkrip");
  await page
    .getByRole("link", { name: /^Lihat Transkrip Tahun \d{4}$/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Transkrip Tahun \d{4}$/, level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
