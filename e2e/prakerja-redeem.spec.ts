import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";
import { close, DESKTOP_VIEWPORT, onPrakerjaHost, type Participant } from "./prakerja-partner";

/**
 * Prakerja redeem and face verification (issue 22) against the partner simulator. The demo participant Joko
 * (prakerja@demo.test) has the only enrolment waiting for its code (apps/api/src/demo/demo-prakerja.ts), and the
 * journey redeems it on the Prakerja host (prakerja.localhost): it is one test, run once (tagged @mobile, so only the
 * 390 px project runs it), that goes
 * through the refusals at 1280 px and the success at 390 px, each with axe.
 */
const XHR = { "X-Requested-With": "XMLHttpRequest" };
const REDEEM = "Masukkan Kode Redeem";
const TOUR = "Selamat Datang di Halaman Belajar";

async function studyPageOfUnredeemed(p: Participant): Promise<string> {
  const api = p.api.request;
  const userId = p.userId;
  const list = await api.get(`/api/program-activity/enrolled/${userId}/1/12`, {
    params: { search: "Pengolahan Kopi" },
  });
  const program = ((await list.json()) as { data: { id: number; name: string }[] }).data.find(
    (p) => p.name === "Pengolahan Kopi untuk Wirausaha",
  );
  expect(program, "the demo participant's unredeemed enrolment").toBeTruthy();
  const first = await api.post("/api/program/first-activity-multi-program/", {
    headers: XHR,
    data: { program_id_list: [program?.id] },
  });
  const [activity] = ((await first.json()) as { data: { slug: string }[] }).data;
  return `/aktivitas/${activity?.slug}`;
}

async function submitCode(page: Page, code: string) {
  const dialog = page.getByRole("dialog", { name: REDEEM });
  await dialog.getByRole("textbox", { name: "Kode Redeem" }).fill(code);
  await dialog.getByRole("button", { name: "Tukarkan Kode" }).click();
}

test("redeem a Prakerja code and pass face verification in the partner's window @mobile", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // on the Prakerja host, with the guided tour not yet seen (the redeem-code modal holds it back)
  const participant = await onPrakerjaHost(browser, baseURL, "prakerja@demo.test", "Demo12345", DESKTOP_VIEWPORT, {
    skipTour: false,
  });
  try {
    await redeemJourney(participant);
  } finally {
    await close(participant);
  }
});

async function redeemJourney(participant: Participant) {
  const page = await participant.context.newPage();
  const studyPath = await studyPageOfUnredeemed(participant);

  // ---- 1280 px: the modal, its refusals, a blocked pop-up, a forged message, a failed verification ----
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(studyPath);
  const dialog = page.getByRole("dialog", { name: REDEEM });
  await expect(dialog).toBeVisible();
  // the tour introduction waits for the redeem-code modal
  await expect(page.getByRole("dialog", { name: TOUR })).toHaveCount(0);
  await expect(dialog.getByRole("textbox", { name: "Kode Redeem" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await submitCode(page, "abc");
  await expect(dialog.getByText("Kode redeem terdiri dari 12 huruf atau angka")).toBeVisible();
  // a code the partner knows as another participant's: the server's refusal text
  await submitCode(page, "PRKOWNER0001");
  await expect(dialog.getByRole("alert")).not.toBeEmpty();
  // a partner outage (the answer the API gives when the partner is down)
  await page.route("**/api/program-activity/prakerja/redeem-code**", (route) =>
    route.fulfill({ status: 503, json: { status: 503, message: "Gagal memvalidasi kode redeem", data: null } }),
  );
  await submitCode(page, "PRKVALID0001");
  await expect(dialog.getByRole("alert")).toHaveText("Gagal memvalidasi kode redeem");
  await page.unroute("**/api/program-activity/prakerja/redeem-code**");

  await submitCode(page, "prkvalid0001");
  const start = dialog.getByRole("button", { name: "Mulai Verifikasi Wajah" });
  await expect(start).toBeVisible();

  // a blocked pop-up
  await page.evaluate(() => {
    const open = window.open;
    window.open = () => null;
    setTimeout(() => {
      window.open = open;
    }, 1000);
  });
  await start.click();
  const blocked = page.getByRole("dialog", { name: "Tidak Dapat Melanjutkan Proses Redeem" });
  await expect(blocked).toBeVisible();
  await expect(blocked.getByRole("link", { name: "Lihat Panduan" })).toHaveAttribute("target", "_blank");
  await expectNoSeriousA11yViolations(page);
  await blocked.getByRole("button", { name: "Mengerti" }).click();
  await expect(blocked).toHaveCount(0);
  await page.waitForTimeout(1000);

  // the partner's window; a forged message from the product's own origin (not the partner's) changes nothing
  const [popup] = await Promise.all([page.waitForEvent("popup"), start.click()]);
  await expect(popup.getByRole("heading", { name: "Verifikasi Wajah Prakerja" })).toBeVisible();
  await page.evaluate(() =>
    window.postMessage({ type: "prakerja_face_recognition", state: "forged", success: true }, "*"),
  );
  await page.waitForTimeout(1200);
  await expect(page).toHaveURL(studyPath);
  await expect(dialog.locator("p").filter({ hasText: "Menunggu verifikasi wajah di jendela Prakerja…" })).toBeVisible();

  // a failed verification: the result page shows the partner's description and code
  await popup.getByLabel("Alasan kegagalan").selectOption("FR_FACE_MISMATCH");
  await popup.getByRole("button", { name: "Verifikasi Gagal" }).click();
  await expect(page).toHaveURL(/\/face-recognition-result\?state=/);
  await expect(page.getByRole("heading", { name: "Verifikasi Wajah Gagal" })).toBeVisible();
  await expect(page.getByText(/Wajah Anda tidak cocok dengan foto pada akun Prakerja/)).toBeVisible();
  await expect(page.getByText("Kode Error: FR_FACE_MISMATCH")).toBeVisible();
  // the logo is not a link on this page
  await expect(page.getByRole("banner").getByRole("link")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Kembali ke Program" }).click();
  await expect(page).toHaveURL(studyPath);
  await expect(dialog).toBeVisible();

  // ---- 390 px: the modal as a bottom sheet, a successful verification ----
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page);
  await submitCode(page, "PRKVALID0001");
  const [again] = await Promise.all([
    page.waitForEvent("popup"),
    dialog.getByRole("button", { name: "Mulai Verifikasi Wajah" }).click(),
  ]);
  await again.getByRole("button", { name: "Verifikasi Berhasil" }).click();
  await expect(page).toHaveURL(/\/face-recognition-result\?state=/);
  await expect(page.getByRole("heading", { name: "Verifikasi Wajah Berhasil" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Kembali ke Program" }).click();
  await expect(page).toHaveURL(studyPath);
  // redeemed: no modal any more, and the tour introduction it held back now shows
  await expect(page.getByRole("dialog", { name: TOUR })).toBeVisible();
  await expect(page.getByRole("dialog", { name: REDEEM })).toHaveCount(0);
}
