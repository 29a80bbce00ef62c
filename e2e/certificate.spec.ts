import { expect } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { MOBILE } from "./devices";
import { test } from "./fixtures";
import { DEMO_PASSWORD, logInAs } from "./learner";

/** murid@demo.test has finished this programme (apps/api/src/demo/demo-learning.ts): its certificate may be issued. */
const LEARNER = { email: "murid@demo.test", password: DEMO_PASSWORD };
const FINISHED = "tryout-utbk-snbt-2027-paket-lengkap";
const CALL_CONTEXT = { platform: "web", source: "web-karirmu" };

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
