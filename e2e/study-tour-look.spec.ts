import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { loggedInLearner, newEmail, XHR } from "./learner";

// The guided tour's popups in the product's look (issue 23), not driver.js's default (Helvetica/Arial, 12px grey
// buttons): the app's font, the brand-700 primary button and the outlined secondary one, 44px targets.

const FIRST_ACTIVITY = "/aktivitas/belajar-efektif-di-era-digital-1-1-bacaan-mengapa-cara-belajar-itu-penting";
const BRAND_700 = "rgb(29, 78, 216)";

/**
 * Each of the study programme's demo codes gives it once (apps/api/src/demo/demo-study.ts): on the main server
 * mobile.spec.ts takes BELAJARDEMO2; study.spec.ts and quiz.spec.ts take 1 and 3 on the clock server.
 */
async function startTour(page: Page, code: "BELAJARDEMO1" | "BELAJARDEMO4") {
  const redeemed = await page.request.post("/api/payment/voucher_redeem/", {
    params: { platform: "web", source: "web-karirmu" },
    headers: XHR,
    data: { code },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  await page.goto(FIRST_ACTIVITY);
  await page
    .getByRole("dialog", { name: "Selamat Datang di Halaman Belajar" })
    .getByRole("button", {
      name: "Mulai Eksplorasi",
    })
    .click();
  const popover = page.locator(".driver-popover");
  await expect(popover.locator(".driver-popover-title")).toHaveText("Daftar Aktivitas");
  return popover;
}

async function expectProductLook(page: Page) {
  const popover = page.locator(".driver-popover");
  const look = await popover.evaluate((box) => {
    const style = (el: Element | null) => (el ? getComputedStyle(el) : null);
    const next = style(box.querySelector(".driver-popover-next-btn"));
    return {
      font: style(box)?.fontFamily ?? "",
      bodyFont: getComputedStyle(document.body).fontFamily,
      nextBackground: next?.backgroundColor,
      nextColor: next?.color,
      nextHeight: box.querySelector(".driver-popover-next-btn")?.getBoundingClientRect().height ?? 0,
      nextFontSize: next?.fontSize,
      titleSize: style(box.querySelector(".driver-popover-title"))?.fontSize,
    };
  });
  expect(look.font).toBe(look.bodyFont);
  expect(look.nextBackground).toBe(BRAND_700);
  expect(look.nextColor).toBe("rgb(255, 255, 255)");
  expect(look.nextHeight).toBeGreaterThanOrEqual(44);
  expect(look.nextFontSize).toBe("14px");
  expect(look.titleSize).toBe("18px");
}

test("the tour's popups use the product's font, buttons and colours", async ({ page, baseURL }, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("tur", info.project.name));
  const popover = await startTour(page, "BELAJARDEMO1");
  await expectProductLook(page);
  await popover.getByRole("button", { name: "Lanjut" }).click();
  await expect(popover.locator(".driver-popover-title")).toHaveText("Menu Belajar");
  // Kembali: the secondary button, outlined in the brand colour
  const back = await popover
    .locator(".driver-popover-prev-btn")
    .evaluate((b) => [getComputedStyle(b).color, getComputedStyle(b).borderTopColor]);
  expect(back).toEqual([BRAND_700, BRAND_700]);
});

test("the tour's popups use the product's look on a phone too @mobile", async ({ page, baseURL }, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("tur", info.project.name));
  const popover = await startTour(page, "BELAJARDEMO4");
  await expectProductLook(page);
  // within the screen
  const box = await popover.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});
