import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";
import { DEMO_PASSWORD, loggedInLearner, logInAs, newEmail } from "./learner";
import { setServerClock } from "./server-clock";

/** The study demo programme (apps/api/src/demo/demo-study.ts): 12 counted activities, given by code. */
const PROGRAMME = "Belajar Efektif di Era Digital";
const FIRST_ACTIVITY = "/aktivitas/belajar-efektif-di-era-digital-1-1-bacaan-mengapa-cara-belajar-itu-penting";

/** The tour's six steps (packages/domain/src/study/tour.ts). */
const TOUR_TITLES = [
  "Daftar Aktivitas",
  "Menu Belajar",
  "Menu Utama",
  "Tutup Menu Utama",
  "Menu Lainnya",
  "Eksplorasi Halaman Belajar",
];

const width = (page: Page) => page.viewportSize()?.width ?? 0;
const isNarrow = (page: Page) => width(page) < 992;
const main = (page: Page) => page.getByRole("main");

/** The sidebar's list of topics; on a narrow screen it is a drawer opened from the top bar. */
async function openSidebar(page: Page) {
  const topics = page.getByRole("list", { name: "Daftar topik" });
  // closed by default on a narrow screen, and on any screen once the rating prompt has opened
  if (isNarrow(page) || !(await topics.isVisible()))
    await page.getByRole("button", { name: "Daftar aktivitas" }).click();
  await expect(topics).toBeVisible();
  return topics;
}
async function closeSidebar(page: Page) {
  if (isNarrow(page)) await page.keyboard.press("Escape");
}

async function expectProgress(page: Page, percent: string) {
  await expect(page.getByRole("button", { name: `Progres belajar ${percent}` })).toBeVisible();
}

/** Marks the focused activity done and waits for the page to say so. */
async function finishActivity(page: Page) {
  await main(page).getByRole("button", { name: "Tandai Selesai" }).click();
  await expect(
    main(page).getByRole("region", { name: "Status aktivitas" }).getByText("Selesai", { exact: true }),
  ).toBeVisible();
}

async function goNext(page: Page, title: string) {
  await main(page)
    .getByRole("navigation", { name: "Navigasi aktivitas" })
    .getByRole("link", { name: `Aktivitas Berikutnya ${title}` })
    .click();
  await expect(main(page).getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("a learner is sent to the programme page of an activity they are not enrolled in", async ({
  page,
  baseURL,
}, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("tamu", info.project.name));
  await page.goto("/aktivitas/fisika-dasar-sma-kelas-10-1-1-pretest");
  await expect(page).toHaveURL(/\/program\/fisika-dasar-sma-kelas-10$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

// @clock: it moves the server's clock, so it runs on the clock server, one such journey at a time (playwright.config.ts)
test("a learner walks a programme: tour once, activities of several types, a refused video, a comment with a mention, and the rating prompt @clock", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  await loggedInLearner(page.context(), baseURL, newEmail("studi", info.project.name));
  await page.goto("/tukar-voucher");
  // each code gives the programme once: a retry (CI) takes the one the main server uses, unused on this server
  await page.getByLabel("Kode voucher").fill(info.retry ? "BELAJARDEMO2" : "BELAJARDEMO1");
  await page.getByRole("button", { name: "Tukar" }).click();
  await expect(page.getByText("Voucher berhasil ditukar. Program sudah bisa Anda ikuti.")).toBeVisible();

  // My programmes leads to the first unfinished activity (the first one, before any is done)
  await page.goto("/programmu");
  // a learner without a WhatsApp number is asked once there (spec 000 4.6): later
  const whatsapp = page.getByRole("dialog", { name: "Lengkapi Nomor WhatsApp" });
  await expect(whatsapp).toBeVisible();
  await whatsapp.getByRole("button", { name: "Nanti Saja" }).click();
  await expect(whatsapp).toBeHidden();
  const card = page.getByTestId("enrolled-program").filter({ hasText: PROGRAMME });
  await card.getByRole("link", { name: "Mulai Belajar" }).click();
  await expect(page).toHaveURL(FIRST_ACTIVITY);

  // the guided tour: introduced once, walked to its end
  const intro = page.getByRole("dialog", { name: "Selamat Datang di Halaman Belajar" });
  await expect(intro).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await intro.getByRole("button", { name: "Mulai Eksplorasi" }).click();
  // each step waits for its element (the sidebar opens for some): move on once the step has arrived
  const popover = page.locator(".driver-popover");
  for (const [k, title] of TOUR_TITLES.entries()) {
    await expect(popover.locator(".driver-popover-title")).toHaveText(title);
    await popover.getByRole("button", { name: k === TOUR_TITLES.length - 1 ? "Selesai" : "Lanjut" }).click();
  }
  await expect(page.locator(".driver-popover")).toHaveCount(0);
  await page.reload();
  await expect(
    main(page).getByRole("heading", { level: 1, name: "Bacaan: Mengapa Cara Belajar Itu Penting" }),
  ).toBeVisible();
  await expect(intro).toHaveCount(0);

  await expectProgress(page, "0,0%");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/study-${width(page)}.png`, fullPage: true });

  // a reading: done, and the circle and the sidebar say so without a reload
  await finishActivity(page);
  await expectProgress(page, "8,3%");
  const topics = await openSidebar(page);
  await expect(
    topics
      .getByRole("link", { name: /Bacaan: Mengapa Cara Belajar Itu Penting/ })
      .getByRole("img", { name: "Selesai" }),
  ).toBeVisible();
  await closeSidebar(page);

  await goNext(page, "Infografis: 5 Langkah Belajar Efektif");
  await expect(
    main(page)
      .getByRole("img", { name: /Infografis/ })
      .first(),
  ).toBeVisible();
  await finishActivity(page);
  await expectProgress(page, "16,6%");

  // a recorded video: refused until it has been watched to the end
  await goNext(page, "Video: Belajar Singkat Setiap Hari");
  await main(page).getByRole("button", { name: "Tandai Selesai" }).click();
  await expect(main(page).getByRole("alert")).toHaveText(
    "Silakan simak keseluruhan video untuk menyelesaikan aktivitas.",
  );
  await expectProgress(page, "16,6%");
  const video = main(page).locator("video");
  const skipToTheEnd = () =>
    video.evaluate(async (element: HTMLVideoElement) => {
      if (element.readyState < 1)
        await new Promise((resolve) => element.addEventListener("loadedmetadata", resolve, { once: true }));
      element.muted = true;
      element.currentTime = Math.max(0, element.duration - 0.5);
      await element.play();
    });
  // skipped to the end at once: the server believes the end only once 90 % of the video's length has passed
  // since the activity was started, so it refuses and the video still counts as unwatched
  await skipToTheEnd();
  await expect(main(page).getByText("Selesaikan menonton video terlebih dahulu")).toBeVisible();
  await expect(main(page).getByText("Anda telah menyimak video ini sampai selesai.")).toHaveCount(0);
  // the server's clock runs ahead rather than the journey waiting for the whole video
  await setServerClock(baseURL, 10);
  try {
    await skipToTheEnd();
    await expect(main(page).getByText("Anda telah menyimak video ini sampai selesai.")).toBeVisible();
    await finishActivity(page);
    await expectProgress(page, "25,0%");
  } finally {
    await setServerClock(baseURL, 0);
  }

  // a discussion: a comment that mentions another learner of the programme
  await goNext(page, "Diskusi: Kebiasaan Belajar Anda");
  await expect(
    main(page).getByRole("list", { name: "Daftar komentar" }).getByText("Sri Wahyuni", { exact: true }),
  ).toBeVisible();
  const editor = main(page).getByRole("combobox", { name: "Tulis komentar" });
  await editor.click();
  await editor.pressSequentially("Setuju dengan @Sri");
  await page.getByRole("listbox", { name: "Saran nama" }).getByRole("option", { name: "Sri Wahyuni" }).click();
  await editor.pressSequentially(" belajar pagi memang paling segar.");
  await main(page).getByRole("button", { name: "Kirim", exact: true }).click();
  const mine = main(page).getByRole("list", { name: "Daftar komentar" }).getByRole("listitem").first();
  await expect(mine).toContainText("Dewi Kartika");
  await expect(mine).toContainText("Setuju dengan @Sri Wahyuni belajar pagi memang paling segar.");
  await expect(mine.getByText("@Sri Wahyuni", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await finishActivity(page);
  await expectProgress(page, "33,3%");

  await goNext(page, "Dokumen Panduan Belajar Mandiri");
  await finishActivity(page);
  await expectProgress(page, "41,6%");

  // past half of the programme, with its report open: the rating prompt, and a rating
  await goNext(page, "Lembar Kerja Perencanaan Belajar");
  await finishActivity(page);
  await expectProgress(page, "50,0%");
  const rating = page.getByRole("dialog", { name: "Beri Penilaian Program" });
  await expect(rating).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // the stars are the labels of visually hidden radios: a person clicks the fifth star
  await rating
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "5 bintang" }) })
    .click();
  await expect(rating.getByRole("radio", { name: "5 bintang" })).toBeChecked();
  await rating.getByRole("textbox").fill("Materinya singkat, jelas, dan langsung bisa dipraktikkan.");
  await rating.getByRole("button", { name: "Kirim Penilaian" }).click();
  await expect(page.getByText("Terima kasih atas penilaian Anda!")).toBeVisible();
  await expect(rating).toHaveCount(0);
  await page.screenshot({ path: `/tmp/study-rated-${width(page)}.png`, fullPage: true });

  // the sidebar shows every finished activity; the tour stays away
  const after = await openSidebar(page);
  // the open topic marks its three; the first topic, opened again, its three
  await expect(after.getByRole("img", { name: "Selesai" })).toHaveCount(3);
  const firstTopic = after.getByRole("button", { name: /Mengenal Cara Belajar/ });
  if ((await firstTopic.getAttribute("aria-expanded")) !== "true") await firstTopic.click();
  await expect(after.getByRole("img", { name: "Selesai" })).toHaveCount(6);
  await closeSidebar(page);
  await page.reload();
  await expect(main(page).getByRole("heading", { level: 1, name: "Lembar Kerja Perencanaan Belajar" })).toBeVisible();
  await expect(intro).toHaveCount(0);
  await expect(rating).toHaveCount(0);
});

// issue 23: what a learner reads beside each activity matches the activity (demo learner guru@ only reads here)
test("the study page names each activity by what it is and opens the infographic full-size at 390 px @mobile", async ({
  page,
  baseURL,
}) => {
  await logInAs(page.context(), "guru@demo.test", DEMO_PASSWORD);
  // the tour is another journey's (it opens a moment after the page, and would cover what this one reads)
  await page.context().addCookies([{ name: "activity-tour", value: "1", url: baseURL }]);
  await page.goto("/aktivitas/belajar-efektif-di-era-digital-1-3-video-belajar-singkat-setiap-hari");
  const heading = main(page).getByRole("heading", { level: 1, name: "Video: Belajar Singkat Setiap Hari" });
  // a 6-second recording: a video, not a live session, and no minutes it does not have
  await expect(heading).toBeVisible();
  const header = main(page).locator("article header p").first();
  await expect(header).toHaveText("Video · < 1 Menit");
  await expect(main(page).getByText(/Sesi Langsung|\b6 Menit/)).toHaveCount(0);

  const topics = await openSidebar(page);
  const videoRow = topics.getByRole("link", { name: /Video: Belajar Singkat Setiap Hari/ });
  await expect(videoRow).toContainText("Video · < 1 Menit");
  await expect(topics.getByText(/Sesi Langsung/)).toHaveCount(0);
  // the type is said once: never 'Bacaan: Bacaan:'
  await expect(topics.getByRole("link", { name: /Bacaan: Mengapa Cara Belajar Itu Penting/ })).toBeVisible();
  await expect(page.getByText(/Bacaan:\s*Bacaan:/)).toHaveCount(0);
  // a discussion and a quiz do not share a picture
  for (const topic of [/Berlatih dan Berdiskusi/, /Refleksi dan Evaluasi/]) {
    const button = topics.getByRole("button", { name: topic });
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  }
  const iconOf = async (name: RegExp) => {
    const row = topics.getByRole("link", { name });
    await expect(row).toBeVisible();
    return row.locator("svg").first().innerHTML();
  };
  const discussion = await iconOf(/Diskusi: Kebiasaan Belajar Anda/);
  const quiz = await iconOf(/^\d+\.\s*Posttest/);
  expect(discussion).toContain('data-activity-icon="discussion"');
  expect(quiz).toContain('data-activity-icon="quiz"');
  expect(discussion.replace(/data-activity-icon="[^"]*"/, "")).not.toBe(quiz.replace(/data-activity-icon="[^"]*"/, ""));
  await expectNoSeriousA11yViolations(page);
  await closeSidebar(page);

  // the infographic: unreadable at 390 px, so it opens at its own size, with its name and the file itself
  await page.goto("/aktivitas/belajar-efektif-di-era-digital-1-2-infografis-5-langkah-belajar-efektif");
  await expect(
    main(page).getByRole("heading", { level: 1, name: "Infografis: 5 Langkah Belajar Efektif" }),
  ).toBeVisible();
  await main(page)
    .getByRole("button", { name: /Perbesar gambar/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Infografis: 5 Langkah Belajar Efektif" });
  await expect(dialog).toBeVisible();
  const full = dialog.getByRole("img", { name: "Infografis: 5 Langkah Belajar Efektif" });
  await expect(full).toBeVisible();
  await expect
    .poll(async () =>
      full.evaluate((img: HTMLImageElement) => [img.naturalWidth, Math.round(img.getBoundingClientRect().width)]),
    )
    .toEqual([1200, 1200]);
  await expect(dialog.getByRole("link", { name: /Buka gambar asli/ })).toHaveAttribute(
    "href",
    "/media/demo/infografis-belajar.png",
  );
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/study-infographic-${width(page)}.png` });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
