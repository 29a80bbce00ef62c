import { crc32, deflateSync } from "node:zlib";
import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { test } from "./fixtures";
import { loggedInLearner, newEmail } from "./learner";

const SAVED = "Perubahan data profil berhasil disimpan";
const AVATAR_SRC = /^\/api\/user\/avatar\/[0-9a-f-]{36}\/(64|160)$/;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 480x320 RGB PNG (a photo wider than high: left half teal, right half orange), made without any library. */
function landscapePng(): Buffer {
  const width = 480;
  const height = 320;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows.set(x < width / 2 ? [0, 128, 128] : [230, 120, 20], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function openPersonal(page: Page) {
  await page.goto("/account/personal");
  await expect(page.getByRole("heading", { name: "Data Pribadi", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Foto Profil", level: 2 })).toBeVisible();
}

async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "Ubah Foto" }).click(),
  ]);
  await chooser.setFiles(file);
}

/** Checks the navbar's picture: `null` for the initials, else an address of the right form or exactly this one. */
type NavPicture = (expected: RegExp | string | null) => Promise<void>;

/** At 1280 px: the picture inside the account menu's button. */
function desktopNav(page: Page, name: string): NavPicture {
  return async (expected) => {
    const picture = page.getByRole("button", { name: `Menu akun ${name}` }).locator("img");
    if (expected === null) await expect(picture).toHaveCount(0);
    else await expect(picture).toHaveAttribute("src", expected);
  };
}

/** At 390 px: the picture in the menu's account block (the menu is opened, looked at, and closed by Esc). */
function mobileNav(page: Page): NavPicture {
  return async (expected) => {
    await page.getByRole("button", { name: "Buka menu" }).click();
    const menu = page.getByRole("dialog").filter({ hasText: "Lihat Profil" });
    await expect(menu).toBeVisible();
    const picture = menu.locator("img");
    if (expected === null) await expect(picture).toHaveCount(0);
    else await expect(picture).toHaveAttribute("src", expected);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  };
}

/**
 * The photo journey at either width: a file of another type is refused in the browser; a real PNG is cropped
 * (moved by keyboard), uploaded, and shown at once on the page and in the navbar (no reload); the image is served
 * cached; after a reload it is still there; 'Hapus Foto' asks, then the initials come back everywhere.
 */
async function avatarJourney(page: Page, navPicture: NavPicture) {
  await navPicture(null);

  await choosePhoto(page, { name: "catatan.png", mimeType: "text/plain", buffer: Buffer.from("bukan foto") });
  await expect(page.getByRole("alert")).toHaveText("Foto harus berformat JPG, PNG, atau WEBP");

  await choosePhoto(page, { name: "foto.png", mimeType: "image/png", buffer: landscapePng() });
  const dialog = page.getByRole("dialog", { name: "Atur Foto Profil" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("img")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // by keyboard: the crop area takes the focus and the arrows move the photo
  await dialog.getByRole("group", { name: "Area foto profil" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await dialog.getByLabel("Perbesar").fill("1.5");
  await dialog.getByRole("button", { name: "Simpan Foto" }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Ubah Foto" })).toBeFocused();

  // the page's and the navbar's picture change at once, without a reload
  const pagePicture = page.getByRole("region", { name: "Foto Profil" }).locator("img");
  await expect(pagePicture).toHaveAttribute("src", AVATAR_SRC);
  const src = (await pagePicture.getAttribute("src")) ?? "";
  await navPicture(src.replace(/\/160$/, "/64"));
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(await pagePicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  const cookie = (await page.context().cookies()).find((c) => c.name === "avatar");
  expect(decodeURIComponent(cookie?.value ?? "")).toBe(src);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole("region", { name: "Foto Profil" }).locator("img")).toHaveAttribute("src", src);

  // removal asks first; then the initials are back everywhere
  await page.getByRole("button", { name: "Hapus Foto" }).click();
  const confirm = page.getByRole("dialog", { name: "Hapus foto profil?" });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Hapus Foto" }).click();
  await expect(page.getByText("Foto profil dihapus")).toBeVisible();
  await expect(page.getByRole("region", { name: "Foto Profil" }).locator("img")).toHaveCount(0);
  await navPicture(null);
  expect((await page.request.get(src)).status()).toBe(404);
}

test("upload a profile photo, see it in the navbar at once, remove it", async ({ page, baseURL }, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("foto", info.project.name), { name: "Wulan Sari" });
  await openPersonal(page);
  await avatarJourney(page, desktopNav(page, "Wulan Sari"));
});

// @mobile: at 390 px the crop is a bottom sheet and the picture shows in the menu's account block
test("upload and remove a profile photo at 390 px @mobile", async ({ page, baseURL }, info) => {
  await loggedInLearner(page.context(), baseURL, newEmail("foto", info.project.name), { name: "Wulan Sari" });
  await openPersonal(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the crop dialog is a bottom sheet: full width, at the bottom of the screen
  await choosePhoto(page, { name: "foto.png", mimeType: "image/png", buffer: landscapePng() });
  const dialog = page.getByRole("dialog", { name: "Atur Foto Profil" });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(380);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThanOrEqual(
    (page.viewportSize()?.height ?? 844) - 1,
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Batal" }).click();
  await expect(dialog).toBeHidden();

  await avatarJourney(page, mobileNav(page));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
