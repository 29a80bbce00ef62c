import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";
import { DEMO_PASSWORD, logInAs } from "./learner";

/**
 * Kilas Balik (issue 20): the demo learner murid@demo.test studied a programme a day at a time this year
 * (apps/api/src/demo/demo-learning.ts), so the story has a streak; the demo facilitator leads live sessions.
 * The story is a phone's first: these journeys run at 390 px (@mobile), with axe.
 */

const CALL_CONTEXT = { platform: "web", source: "web-karirmu" };
/** The current year in WIB, as the server counts it. */
const YEAR = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();

type Story = {
  programs_started: number;
  activities_completed: number;
  longest_streak: { days: number };
};

const announcement = (page: Page) => page.getByTestId("story-announcement");

test("a learner opens Kilas Balik from the menu and moves through the real figures by key and by tap @mobile", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await logInAs(context, "murid@demo.test", DEMO_PASSWORD);
  const storyRes = await context.request.get(`/api/user/report/fun/regular/${YEAR}/murid`, { params: CALL_CONTEXT });
  expect(storyRes.status(), await storyRes.text()).toBe(200);
  const story = ((await storyRes.json()) as { data: Story }).data;
  expect(story.activities_completed).toBeGreaterThan(0);
  expect(story.longest_streak.days).toBeGreaterThan(1);

  // the menu's entry (is_have_fun_report) leads through /redirect-fun-report to this year's story
  await page.goto("/");
  await page.getByRole("button", { name: "Buka menu" }).click();
  await page.getByRole("link", { name: "Kilas Balik" }).click();
  await expect(page).toHaveURL(new RegExp(`/kilas-balik-${YEAR}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Kilas Balik ${YEAR}` })).toBeVisible();
  await expect(page).toHaveTitle(`Kilas Balik ${YEAR} - Karirmu`);
  await expect(announcement(page)).toContainText("Kartu 1 dari");
  await expect(page.getByRole("heading", { level: 2 })).toContainText(`Kilas Balik ${YEAR}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  // by key: the programmes started
  await page.keyboard.press("ArrowRight");
  await expect(announcement(page)).toContainText("Kartu 2 dari");
  await expect(page.getByRole("heading", { level: 2, name: "Program yang Anda mulai" })).toBeVisible();
  await expect(page.getByTestId("story-card").getByText(String(story.programs_started), { exact: true })).toBeVisible();

  // by tap: the right of the card goes on, its left third goes back
  const card = page.getByTestId("story-card");
  const box = await card.boundingBox();
  if (!box) throw new Error("the story card has no box");
  await card.tap({ position: { x: box.width - 40, y: box.height / 2 } });
  await expect(page.getByRole("heading", { level: 2, name: "Aktivitas yang Anda selesaikan" })).toBeVisible();
  await expect(card.getByText(String(story.activities_completed), { exact: true })).toBeVisible();
  await card.tap({ position: { x: 30, y: box.height / 2 } });
  await expect(page.getByRole("heading", { level: 2, name: "Program yang Anda mulai" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { level: 2, name: "Rekor belajar beruntun" })).toBeVisible();
  await expect(card.getByText(`${story.longest_streak.days} hari`, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 'Bagikan' gives the card as a picture (downloaded where the browser cannot share files)
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Bagikan" }).click();
  expect((await download).suggestedFilename()).toBe(`kilas-balik-${YEAR}-4.png`);

  // the last card, then a year without activity: the spec's /kilas-balik-2021 is an empty story
  await page.keyboard.press("End");
  await expect(page.getByRole("link", { name: "Lihat Programmu" })).toBeVisible();
  await page.goto("/kilas-balik-2021");
  await expect(announcement(page)).toContainText("Kartu 1 dari");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { level: 2, name: "Belum ada aktivitas belajar di 2021" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Jelajahi Program" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a facilitator's Kilas Balik tells the sessions led and the learners reached @mobile", async ({
  page,
  context,
}) => {
  await logInAs(context, "fasilitator@demo.test", DEMO_PASSWORD);
  await page.goto(`/kilas-balik-${YEAR}`);
  await expect(page.getByRole("heading", { level: 2 })).toContainText(`Kilas Balik ${YEAR}`);
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Program yang Anda dampingi" })).toBeVisible();
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Sesi langsung yang Anda pandu" })).toBeVisible();
  await page.getByRole("button", { name: "Berikutnya" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Peserta yang Anda jangkau" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a visitor follows a programme's review to its own page and back to the programme @mobile", async ({
  page,
  context,
}) => {
  const first = await context.request.get("/api/program/review/1", { params: CALL_CONTEXT });
  expect(first.status(), await first.text()).toBe(200);
  const { program } = ((await first.json()) as { data: { program: { slug: string; name: string } } }).data;
  await page.goto(`/program/${program.slug}`);
  const link = page.getByRole("link", { name: /^Ulasan dari / }).first();
  await link.scrollIntoViewIfNeeded();
  const name = ((await link.getAttribute("aria-label")) ?? "").replace(/^Ulasan dari /, "").replace(/, .*$/, "");
  await link.click();
  await expect(page).toHaveURL(/\/review\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: `Ulasan dari ${name}` })).toBeVisible();
  await expect(page).toHaveTitle(`Ulasan ${name} untuk ${program.name} - Karirmu`);
  await expect(page.getByText(program.name, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Lihat Program" }).click();
  await expect(page).toHaveURL(new RegExp(`/program/${program.slug}$`));

  await page.goto("/review/999999999");
  await expect(page.getByRole("heading", { level: 1, name: "Ulasan tidak ditemukan" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
