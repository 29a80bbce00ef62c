import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { buyFromProgramPage, goToCheckout } from "./checkout-steps";
import { test } from "./fixtures";
import { DEMO_PASSWORD, loggedInLearner, logInAs, newEmail, PASSWORD, XHR } from "./learner";

/** Demo programmes (deterministic demo catalogue). */
const TRYOUT = {
  slug: "tryout-asesmen-nasional-sd",
  name: "Tryout Asesmen Nasional SD",
  creator: "SD Cendekia Nusantara",
  // its add-on topic has no quota, so every run of every project can buy it
  addon: "Topik Tambahan: Mentoring Proyek",
};
const SEWING = {
  slug: "teknik-menjahit-busana-muslim",
  name: "Teknik Menjahit Busana Muslim",
  creator: "BLK Kreatif Bandung",
};
const FREE = { slug: "digital-marketing-untuk-umkm", name: "Digital Marketing untuk UMKM" };

/**
 * The programme page offers no add-on choice, so the add-on joins the list the way a page offering it would:
 * the learner's own add_to_cart call. A topic add-on is found by its topic (check_cart_items names the topic).
 */
async function addTopicAddonToList(page: Page, slug: string): Promise<void> {
  const activity = await page.request.get(`/api/program_activity/v2/product_detail/${slug}/activity`);
  const answer = (await activity.json()) as {
    data: { id: number; chapter_list: { id: number; is_addon: boolean; addon_quota_remaining: number | null }[] };
  };
  const topic = answer.data.chapter_list.find((c) => c.is_addon && c.addon_quota_remaining === null);
  expect(topic, "the demo programme has an add-on topic without a quota").toBeTruthy();
  const check = await page.request.post("/api/payment/check_cart_items/", {
    headers: XHR,
    data: { list_addon_id: Array.from({ length: 100 }, (_, i) => i + 1) },
  });
  const addons = ((await check.json()) as { data: { id: number; program_id: number; chapter_id: number | null }[] })
    .data;
  const addon = addons.find((a) => a.program_id === answer.data.id && a.chapter_id === topic?.id);
  expect(addon, "the add-on of that topic").toBeTruthy();
  const added = await page.request.post("/api/payment/add_to_cart/", {
    headers: XHR,
    data: { program_id: answer.data.id, addon_ids: [addon?.id] },
  });
  expect(added.ok()).toBe(true);
}

/** The WhatsApp number dialog opens by itself on /programmu for a learner without a phone, once per session. */
async function putOffWhatsappDialog(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Lengkapi Nomor WhatsApp" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Nanti Saja" }).click();
  await expect(dialog).toBeHidden();
}

const width = (page: Page) => page.viewportSize()?.width ?? 0;

// @mobile: the payment details must stay in view, and the screenshots show the checkout at each width
test("a learner applies HEMAT10, pays by BCA Virtual Account and sees the payment succeed @mobile", async ({
  page,
  context,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  await loggedInLearner(page.context(), baseURL, newEmail("bayar", info.project.name));
  await buyFromProgramPage(page, TRYOUT.slug, TRYOUT.name);
  await addTopicAddonToList(page, TRYOUT.slug);
  await buyFromProgramPage(page, SEWING.slug, SEWING.name);
  await expect(page.getByRole("region", { name: TRYOUT.creator })).toBeVisible();
  await expect(page.getByRole("region", { name: SEWING.creator })).toBeVisible();
  const summary = page.getByRole("region", { name: "Ringkasan Pilihan" });
  await expect(summary.getByTestId("cart-count")).toHaveText("3");
  await expect(summary.getByTestId("cart-total")).toHaveText("Rp647.000");
  // the navbar's cart badge counts the list
  await expect(page.getByRole("link", { name: "Daftar Pilihan, 3 program" }).first()).toBeAttached();

  await goToCheckout(page);
  const items = page.getByRole("region", { name: "Ringkasan Pesanan" });
  for (const name of [TRYOUT.name, SEWING.name, TRYOUT.addon]) await expect(items.getByText(name)).toBeVisible();
  const totals = page.getByRole("region", { name: "Rincian Pembayaran" });
  await expect(totals.getByTestId("checkout-subtotal")).toHaveText("Rp647.000");
  // exactly one method is chosen from the start: the server's choice
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/checkout-${width(page)}.png`, fullPage: true });

  await page.getByLabel("Kode voucher").fill("HEMAT10");
  await page.getByRole("button", { name: "Pakai" }).click();
  await expect(page.getByTestId("applied-voucher")).toHaveText("HEMAT10");
  await expect(page.getByText("Hemat Rp64.700")).toBeVisible();
  await expect(totals.getByTestId("checkout-discount")).toHaveText("-Rp64.700");

  await page.getByRole("radio", { name: "BCA Virtual Account" }).check();
  await expect(totals.getByTestId("checkout-fee")).toHaveText("Rp4.000");
  await expect(totals.getByTestId("checkout-total")).toHaveText("Rp586.300");
  await expect(totals).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/checkout-voucher-${width(page)}.png`, fullPage: true });

  await totals.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(/\/payment\/status\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Menunggu Pembayaran" })).toBeVisible();
  await expect(page.getByTestId("payment-method")).toHaveText("BCA Virtual Account");
  await expect(page.getByTestId("payment-amount")).toHaveText("Rp586.300");
  await expect(page.getByTestId("payment-deadline")).toHaveText(/\d{2}\.\d{2} WIB$/);
  const how = page.getByRole("region", { name: "Cara Membayar" });
  await expect(how.getByText(/^39358\d{11}$/)).toBeVisible();
  await expect(how.getByRole("button", { name: "Salin Nomor Virtual Account" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/status-${width(page)}.png`, fullPage: true });

  const simulator = page.getByRole("region", { name: "Simulator pembayaran" });
  await simulator.getByRole("button", { name: "Bayar" }).click();
  // the page turns by itself: the poll sees the gateway's notification, then the thank-you page follows
  await expect(page.getByRole("heading", { level: 1, name: "Pembayaran berhasil" })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/thankyou\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terima kasih!" })).toBeVisible();
  // never over a payment result (issue 23): the thank-you page opens no WhatsApp dialog
  await expect(page.getByRole("dialog", { name: "Lengkapi Nomor WhatsApp" })).toHaveCount(0);
  await expect(page.getByText("Program berhasil didapatkan.")).toBeVisible();
  const bought = page.getByRole("region", { name: "Yang Anda dapatkan" });
  for (const name of [TRYOUT.name, SEWING.name, TRYOUT.addon]) await expect(bought.getByText(name)).toBeVisible();
  await expect(page.getByRole("link", { name: "Mulai Belajar" })).toHaveAttribute("href", "/programmu");
  await expect(page.getByRole("link", { name: "Kembali ke Beranda" })).toHaveAttribute("href", "/");
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "is-post-payment")?.value).toBe("1");
  // the bought items left the list, and the badge with them
  await expect(page.getByRole("link", { name: "Daftar Pilihan", exact: true }).first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  // the payment is in the history, with its detail, its receipt and the receipt's PDF
  await page.goto("/daftar-transaksi");
  const row = page.getByTestId("history-item").first();
  await expect(row.getByTestId("payment-status")).toHaveText("Berhasil");
  await expect(row.getByText("Rp586.300")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/history-${width(page)}.png`, fullPage: true });
  await row.getByRole("link", { name: /^Lihat Detail / }).click();
  await expect(page).toHaveURL(/\/detail-pembelian\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Detail Pembelian" })).toBeVisible();
  await expect(page.getByTestId("payment-amount")).toHaveText("Rp586.300");
  for (const name of [TRYOUT.name, SEWING.name, TRYOUT.addon]) await expect(page.getByText(name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/detail-${width(page)}.png`, fullPage: true });
  await page.getByRole("link", { name: "Lihat Kuitansi" }).click();
  await expect(page).toHaveURL(/\/receipt\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kuitansi" })).toBeVisible();
  await expect(page.getByTestId("receipt-stamp")).toHaveText("LUNAS");
  await expect(page.getByTestId("receipt-total")).toHaveText("Rp586.300");
  // the blank layout: no navigation bar, no footer
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/receipt-${width(page)}.png`, fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Unduh PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kuitansi-KRM-\d+-[A-Z0-9]+\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(1000);

  // and the programmes are the learner's: in /programmu, not started yet
  await page.goto("/programmu");
  await putOffWhatsappDialog(page);
  const mine = page.getByTestId("enrolled-program");
  await expect(mine).toHaveCount(2);
  for (const name of [TRYOUT.name, SEWING.name]) {
    await expect(mine.filter({ has: page.getByRole("heading", { name }) })).toHaveCount(1);
  }
  await expect(page.getByRole("button", { name: "Belum Dimulai (2)" })).toBeVisible();
});

test("a free programme is obtained at once with 'Dapatkan Sekarang'", async ({ page, baseURL }, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("gratis", info.project.name));
  await buyFromProgramPage(page, FREE.slug, FREE.name, "Ikuti Program");
  await goToCheckout(page);
  await expect(page.getByRole("region", { name: "Ringkasan Pesanan" }).getByText(FREE.name)).toBeVisible();
  await expect(page.getByRole("region", { name: "Metode Pembayaran" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Bayar Sekarang" })).toHaveCount(0);
  const totals = page.getByRole("region", { name: "Rincian Pembayaran" });
  await expect(totals.getByTestId("checkout-total")).toHaveText("Rp0");
  await expectNoSeriousA11yViolations(page);

  await totals.getByRole("button", { name: "Dapatkan Sekarang" }).click();
  await expect(page).toHaveURL(/\/payment\/thankyou\/free-\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terima kasih!" })).toBeVisible();
  // never over a payment result (issue 23): the thank-you page opens no WhatsApp dialog
  await expect(page.getByRole("dialog", { name: "Lengkapi Nomor WhatsApp" })).toHaveCount(0);
  await expect(page.getByText("Program berhasil didapatkan.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // enrolled now: the programme cannot be checked out again
  await page.goto("/daftar-pilihan");
  await expect(page.getByRole("heading", { name: "Daftar pilihan masih kosong" })).toBeVisible();
});

test("a payment at Alfamart that expires shows the failure", async ({ page, baseURL }, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("kedaluwarsa", info.project.name));
  await buyFromProgramPage(page, SEWING.slug, SEWING.name);
  await goToCheckout(page);
  await page.getByRole("radio", { name: "Alfamart" }).check();
  const totals = page.getByRole("region", { name: "Rincian Pembayaran" });
  await expect(totals.getByTestId("checkout-total")).toHaveText("Rp54.000");
  await totals.getByRole("button", { name: "Bayar Sekarang" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Menunggu Pembayaran" })).toBeVisible();
  const how = page.getByRole("region", { name: "Cara Membayar" });
  await expect(how.getByText("Alfamart", { exact: true })).toBeVisible();
  await expect(how.getByText(/^SBX\d{9}$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole("region", { name: "Simulator pembayaran" })
    .getByRole("button", { name: "Kedaluwarsakan" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Pembayaran gagal atau kedaluwarsa" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Cara Membayar" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Kembali ke Daftar Pilihan" })).toHaveAttribute(
    "href",
    "/daftar-pilihan",
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Kembali ke Daftar Pilihan" }).click();
  // nothing was bought: the programme is still on the list
  await expect(page.getByRole("region", { name: SEWING.creator })).toBeVisible();
});

test("a card payment is approved on the sandbox gateway's 3-D Secure page", async ({ page, baseURL }, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("kartu", info.project.name));
  await buyFromProgramPage(page, SEWING.slug, SEWING.name);
  await goToCheckout(page);
  await page.getByRole("radio", { name: "Kartu Kredit/Debit" }).check();
  const totals = page.getByRole("region", { name: "Rincian Pembayaran" });
  // 2.9 % of Rp49.000 rounded, plus Rp2.000
  await expect(totals.getByTestId("checkout-fee")).toHaveText("Rp3.421");
  await totals.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page.getByTestId("payment-method")).toHaveText("Kartu Kredit/Debit");
  await page.getByRole("link", { name: "Lanjutkan ke Verifikasi 3-D Secure" }).click();

  await expect(page).toHaveURL(/\/payment\/hosted\/card\?order_id=[^&]+&payment_id=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Verifikasi 3-D Secure" })).toBeVisible();
  await expect(page.getByText(/gateway pembayaran sandbox/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Setujui pembayaran" }).click();
  await expect(page).toHaveURL(/\/payment\/(status|thankyou)\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terima kasih!" })).toBeVisible();
});

test("points: a wrong PIN is refused, the right one pays at once", async ({ page }, info) => {
  // demo accounts have 500.000 poin and the PIN 123456 (README); one account per project, used by no other journey
  const email = info.project.name === "mobile" ? "profesional@demo.test" : "orangtua@demo.test";
  await logInAs(page.context(), email, DEMO_PASSWORD);

  await buyFromProgramPage(page, SEWING.slug, SEWING.name);
  await goToCheckout(page);
  await page.getByRole("radio", { name: /^Poin/ }).check();
  await page
    .getByRole("region", { name: "Rincian Pembayaran" })
    .getByRole("button", { name: "Bayar Sekarang" })
    .click();
  const pin = page.getByRole("dialog", { name: "Masukkan PIN Pembayaran" });
  await expect(pin).toBeVisible();
  await pin.getByLabel("Digit PIN 1 dari 6").click();
  await page.keyboard.type("111111");
  await expect(pin.getByText(/PIN yang Anda masukkan tidak sesuai\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await pin.getByLabel("Digit PIN 1 dari 6").click();
  await page.keyboard.type("123456");
  await expect(page).toHaveURL(/\/payment\/(status|thankyou)\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terima kasih!" })).toBeVisible({ timeout: 15_000 });
  await page.goto("/katalog-poin");
  await expect(page.getByText(`Pembayaran KRM-`).first()).toBeVisible();
});

test("a learner exchanges a programme code on /tukar-voucher after a wrong one", async ({ page, baseURL }, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("tukar", info.project.name));
  await page.goto("/tukar-voucher");
  await expect(page.getByRole("heading", { level: 1, name: "Tukar Voucher" })).toBeVisible();
  const field = page.getByLabel("Kode voucher");
  await field.fill("BUKANKODE");
  await page.getByRole("button", { name: "Tukar" }).click();
  await expect(page.getByRole("alert")).toHaveText("Kode voucher tidak ditemukan atau sudah dipakai");
  await expect(field).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  // one demo code per project: each is exchanged once
  await field.fill(info.project.name === "desktop" ? "tukardemo1" : "tukardemo2");
  await page.getByRole("button", { name: "Tukar" }).click();
  await expect(page.getByText("Voucher berhasil ditukar. Program sudah bisa Anda ikuti.")).toBeVisible();
  await expect(page.getByTestId("redeemed-program")).not.toBeEmpty();
  await expect(page.getByRole("link", { name: "Mulai Belajar" })).toHaveAttribute("href", "/programmu");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/redeem-${width(page)}.png`, fullPage: true });
});

// ---- issue 23: what a learner notices at checkout ----------------------------------------------------------

/** The checkout address of one programme, opened directly (the list's way there is cart.spec.ts's subject). */
async function checkoutOf(page: Page, slug: string): Promise<string> {
  const activity = await page.request.get(`/api/program_activity/v2/product_detail/${slug}/activity`);
  const id = ((await activity.json()) as { data: { id: number } }).data.id;
  return `/checkout?program_ids=${id}`;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function newAccountAtCheckout(page: Page, baseURL: string | undefined, project: string) {
  await loggedInLearner(page.context(), baseURL, newEmail("poinnol", project));
  const address = await checkoutOf(page, SEWING.slug);
  await page.goto(address);
  await expect(page.getByRole("region", { name: "Ringkasan Pesanan" }).getByText(SEWING.name)).toBeVisible();

  // points: the balance on the option, ruled out with the reason — not a PIN asked for first
  const poin = page.getByRole("radio", { name: "Poin" });
  await expect(poin).toBeDisabled();
  await expect(page.getByText("Saldo Anda: 0 poin")).toBeVisible();
  await expect(page.getByText("Poin Anda tidak cukup untuk pembayaran ini (perlu 49.000 poin).")).toBeVisible();
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);
  // the groups in Indonesian, each method with its mark; a neutral voucher placeholder
  for (const group of ["Kartu Kredit", "Kredit Tanpa Kartu", "Dompet Digital", "Gerai Ritel"]) {
    await expect(page.getByRole("group", { name: group })).toBeVisible();
  }
  await expect(page.getByTestId("method-mark")).toHaveCount(await page.getByRole("radio").count());
  await expect(page.getByLabel("Kode voucher")).toHaveAttribute("placeholder", "Masukkan kode voucher");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/issue23-checkout-${width(page)}.png` });

  // a voucher keeps the focus on its summary (read out), not at the top of the page
  await page.getByLabel("Kode voucher").fill("HEMAT10");
  await page.getByRole("button", { name: "Pakai" }).click();
  const applied = page.getByRole("group", { name: "Voucher HEMAT10 dipakai, hemat Rp4.900" });
  await expect(applied).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Hapus voucher HEMAT10" })).toBeFocused();

  // the toast stays clear of the navigation bar and its search
  const toast = page.getByRole("region", { name: "Pemberitahuan" }).getByText("Voucher berhasil digunakan");
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  const headerBox = await page.getByRole("banner").boundingBox();
  expect(toastBox && headerBox && !overlaps(toastBox, headerBox)).toBe(true);

  // paying by virtual account: the status page shows the simulator, with no console error, and the
  // checkout's toast did not come along
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await expect(toast).toBeVisible();
  await page
    .getByRole("region", { name: "Rincian Pembayaran" })
    .getByRole("button", { name: "Bayar Sekarang" })
    .click();
  await expect(page).toHaveURL(/\/payment\/status\/\d+$/);
  await expect(page.getByRole("region", { name: "Simulator pembayaran" })).toBeVisible();
  await expect(page.getByText("Voucher berhasil digunakan")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Simulator pembayaran" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
}

test("a new account sees points ruled out with its balance; voucher focus, toasts and the status page", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  await newAccountAtCheckout(page, baseURL, info.project.name);
});

test("a new account at 390 px: points ruled out, voucher focus, toast clear of the bar @mobile", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  await newAccountAtCheckout(page, baseURL, info.project.name);
});

test("with enough points but no PIN, the learner sets one and comes back to the same checkout, then pays", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  await loggedInLearner(page.context(), baseURL, newEmail("poinpin", info.project.name));
  const granted = await page.request.post("/api/dev/points", { headers: XHR, data: { amount: 100_000 } });
  expect(granted.status(), await granted.text()).toBe(200);
  const address = await checkoutOf(page, SEWING.slug);
  await page.goto(address);
  await page.getByLabel("Kode voucher").fill("HEMAT10");
  await page.getByRole("button", { name: "Pakai" }).click();
  await expect(page.getByTestId("applied-voucher")).toHaveText("HEMAT10");

  await expect(page.getByText("Saldo Anda: 100.000 poin")).toBeVisible();
  await page.getByRole("radio", { name: "Poin" }).check();
  await expect(page.getByText(/Anda belum punya PIN pembayaran/)).toBeVisible();
  await page
    .getByRole("region", { name: "Rincian Pembayaran" })
    .getByRole("button", { name: "Bayar Sekarang" })
    .click();

  // the PIN page, which says it comes back
  await expect(page).toHaveURL(/\/account\/pin\?redirect-path=/);
  await expect(page.getByText(/Anda kembali ke checkout/)).toBeVisible();
  // the account area may ask for a WhatsApp number first
  const whatsapp = page.getByRole("dialog", { name: "Lengkapi Nomor WhatsApp" });
  await whatsapp
    .waitFor({ state: "visible", timeout: 2_000 })
    .then(() => whatsapp.getByRole("button", { name: "Nanti Saja" }).click())
    .catch(() => undefined);
  await page
    .getByRole("group", { name: "PIN Baru", exact: true })
    .getByRole("textbox", { name: "Digit PIN 1 dari 6" })
    .click();
  await page.keyboard.type("135790");
  await page.keyboard.type("135790");
  await page.getByLabel("Kata Sandi Akun", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Simpan PIN" }).click();

  // the same checkout: the same items and the voucher again
  await expect(page).toHaveURL(new RegExp(`${address.replace("?", "\\?")}$`));
  // the PIN page's toast was shown with the way back: it comes along, under the bar
  await expect(
    page.getByRole("region", { name: "Pemberitahuan" }).getByText("PIN pembayaran berhasil disimpan"),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Ringkasan Pesanan" }).getByText(SEWING.name)).toBeVisible();
  await expect(page.getByTestId("applied-voucher")).toHaveText("HEMAT10");
  await page.getByRole("radio", { name: "Poin" }).check();
  const totals = page.getByRole("region", { name: "Rincian Pembayaran" });
  await expect(totals.getByTestId("checkout-total")).toHaveText("Rp44.100");
  await totals.getByRole("button", { name: "Bayar Sekarang" }).click();
  const pin = page.getByRole("dialog", { name: "Masukkan PIN Pembayaran" });
  await pin.getByLabel("Digit PIN 1 dari 6").click();
  await page.keyboard.type("135790");
  await expect(page.getByRole("heading", { level: 1, name: "Terima kasih!" })).toBeVisible({ timeout: 15_000 });
  const balance = await page.request.get("/api/payment/poin/balance");
  expect(((await balance.json()) as { data: { balance: number } }).data.balance).toBe(100_000 - 44_100);
});
