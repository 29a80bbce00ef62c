import { expect, type Page } from "@playwright/test";

/**
 * The study page's prompts on arrival, put off as a person would: the rating prompt (a finished programme not
 * rated yet), which holds the tour's introduction (a first visit) back until it is closed, then that introduction
 * and its reminder. Either may be absent.
 */
export async function putOffStudyPrompts(page: Page): Promise<void> {
  const rating = page.getByRole("dialog", { name: "Beri Penilaian Program" });
  const intro = page.getByRole("dialog", { name: "Selamat Datang di Halaman Belajar" });
  for (;;) {
    const shown = await Promise.any([
      rating.waitFor({ timeout: 3_000 }).then(() => "rating" as const),
      intro.waitFor({ timeout: 3_000 }).then(() => "intro" as const),
    ]).catch(() => null);
    if (shown === "rating") {
      await page.keyboard.press("Escape");
      await expect(rating).toBeHidden();
    } else if (shown === "intro") {
      await intro.getByRole("button", { name: "Lewati" }).click();
      const reminder = page.getByRole("dialog", { name: "Eksplorasi Halaman Belajar" });
      await reminder.getByRole("button", { name: "Mengerti" }).click();
      await expect(reminder).toBeHidden();
    } else break;
  }
}
