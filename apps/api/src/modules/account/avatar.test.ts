import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { avatarVariant } from "@app/domain/account/avatar";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "@app/domain/account/avatar-upload";
import { ACCOUNT_TEXTS } from "@app/domain/account/constants";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/account";
import { avatarFiles } from "../../db/schema/avatar";
import { multipartBody, SAMPLE_FILES } from "../../testing/assessor-kit";
import { type Learner, registerLearner } from "../../testing/learner";
import { createTestApp, type TestApp } from "../../testing/test-app";

type Body = { status: number; message: string; data: { id: number; avatar: string | null } | null };

const MANAGE = "/api/user/manage/";
const AVATAR_URL = /^\/api\/user\/avatar\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/160$/;

let t: TestApp;
let dir: string;
let ani: Learner;
let budi: Learner;

function upload(learner: Learner | null, file: Parameters<typeof multipartBody>[0], fields?: Record<string, string>) {
  const body = multipartBody(file, fields);
  return t.app.inject({
    method: "POST",
    url: MANAGE,
    headers: {
      ...body.headers,
      "x-requested-with": "XMLHttpRequest",
      ...(learner ? { authorization: `Bearer ${learner.token}` } : {}),
    },
    payload: body.payload,
  });
}

function removeAvatarOf(learner: Learner | null) {
  return t.app.inject({
    method: "DELETE",
    url: "/api/user/avatar/",
    headers: { "x-requested-with": "XMLHttpRequest", ...(learner ? { authorization: `Bearer ${learner.token}` } : {}) },
  });
}

async function uploadOk(learner: Learner, name: string, bytes: Buffer): Promise<string> {
  const res = await upload(learner, { name, bytes, type: "image/jpeg" });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as Body;
  expect(body.message).toBe(ACCOUNT_TEXTS.profileSaved);
  const avatar = body.data?.avatar ?? "";
  expect(avatar).toMatch(AVATAR_URL);
  return avatar;
}

const get = (url: string) => t.app.inject({ method: "GET", url });
const avatarOf = async (userId: number) =>
  (await t.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)))[0]?.avatar ?? null;
const filesOnDisk = async () => (await readdir(dir).catch(() => [] as string[])).filter((f) => !f.startsWith("."));

/** A photo as a phone takes it: wider than high, left half red and right half blue, stored turned (EXIF 6). */
async function turnedPhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 300, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: "Rahasia Pribadi", Make: "Kamera Uji" } })
    .toBuffer();
}

const plain = (format: "png" | "webp" | "jpeg", width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#22aa66" } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose header claims width x height pixels (the rest of the 1x1 file is left as it is). */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(SAMPLE_FILES.png);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "avatar-uji-"));
  t = await createTestApp({ seedDemo: false, env: { UPLOAD_DIR: dir } });
  [ani, budi] = await Promise.all([registerLearner(t.app, "Ani Lestari"), registerLearner(t.app, "Budi Santoso")]);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe("POST /user/manage/ with an avatar (multipart)", () => {
  it("takes a real JPEG: three square WebP sizes, turned upright, without its EXIF", async () => {
    const url = await uploadOk(ani, "foto.jpg", await turnedPhoto());
    expect(await avatarOf(ani.userId)).toBe(url);
    const rows = await t.database.db.select().from(avatarFiles).where(eq(avatarFiles.userId, ani.userId));
    expect(rows.map((r) => r.size).sort((a, b) => a - b)).toEqual([64, 160, 400]);
    for (const row of rows) {
      const stored = await readFile(join(dir, row.storageKey));
      expect(row.storageKey).toMatch(/\.webp$/);
      expect(row.bytes).toBe(stored.length);
      const meta = await sharp(stored).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: "webp",
        width: row.size,
        height: row.size,
      });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // upright: the red half was the photo's left, so it is now at the top, across the whole width
    const small = rows.find((r) => r.size === 64);
    const { data, info } = await sharp(await readFile(join(dir, small?.storageKey ?? "")))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
    for (const x of [4, 32, 60]) {
      const [r = 0, , b = 0] = pixel(x, 4);
      expect(r, `x=${x}`).toBeGreaterThan(200);
      expect(b, `x=${x}`).toBeLessThan(60);
    }
    const [, , bottomBlue = 0] = pixel(60, 60);
    expect(bottomBlue).toBeGreaterThan(200);
  });

  it("takes a PNG and a WebP, cut to their centre square; a new photo replaces the old one and its files", async () => {
    const first = await uploadOk(budi, "lebar.png", await plain("png", 800, 200));
    const before = await filesOnDisk();
    const second = await uploadOk(budi, "foto.webp", await plain("webp", 120, 500));
    expect(second).not.toBe(first);
    const rows = await t.database.db.select().from(avatarFiles).where(eq(avatarFiles.userId, budi.userId));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const meta = await sharp(await readFile(join(dir, row.storageKey))).metadata();
      expect([meta.width, meta.height]).toEqual([row.size, row.size]);
    }
    const after = await filesOnDisk();
    const gone = before.filter((f) => !after.includes(f));
    expect(gone).toHaveLength(3);
    expect((await get(first)).statusCode).toBe(404);
    expect((await get(second)).statusCode).toBe(200);
  });

  it("sets the avatar cookie to the new address and me-v2 shows it", async () => {
    const res = await upload(ani, { name: "foto.png", bytes: await plain("png", 300, 300), type: "image/png" });
    expect(res.statusCode, res.body).toBe(200);
    const url = (res.json() as Body).data?.avatar;
    const cookie = res.cookies.find((c) => c.name === "avatar");
    expect(cookie?.value).toBe(url);
    expect(cookie?.path).toBe("/");
    const me = await t.app.inject({
      method: "POST",
      url: "/api/auth/me-v2",
      headers: { authorization: `Bearer ${ani.token}` },
    });
    expect((me.json() as Body).data?.avatar).toBe(url);
  });

  it("refuses by content: a text file named .png, an HTML page, a GIF", async () => {
    const before = await avatarOf(ani.userId);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const [name, bytes] of [
      ["foto.png", Buffer.from("ini bukan gambar, hanya teks biasa\n".repeat(20))],
      ["foto.jpg", SAMPLE_FILES.html],
      ["foto.png", gif],
    ] as const) {
      const res = await upload(ani, { name, bytes, type: "image/png" });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: AVATAR_MESSAGES.wrongType });
    }
    expect(await avatarOf(ani.userId)).toBe(before);
  });

  it("refuses a photo that does not decode, and one of too many pixels, with 400 (never 500)", async () => {
    const jpeg = await plain("jpeg", 400, 400);
    const cutShort = jpeg.subarray(0, 200);
    const garbage = Buffer.concat([SAMPLE_FILES.png.subarray(0, 33), Buffer.alloc(400, 0x5a)]);
    for (const bytes of [cutShort, garbage]) {
      const res = await upload(ani, { name: "rusak.jpg", bytes });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: AVATAR_MESSAGES.unreadable });
    }
    const bomb = await upload(ani, { name: "bom.png", bytes: pngClaiming(20_000, 20_000) });
    expect(bomb.statusCode, bomb.body).toBe(400);
    expect(bomb.json()).toMatchObject({ message: AVATAR_MESSAGES.tooManyPixels });
  });

  it("refuses a file over 5 MB with 413, and a body without a file with 400", async () => {
    const big = Buffer.concat([await plain("png", 10, 10), Buffer.alloc(AVATAR_MAX_BYTES)]);
    const res = await upload(ani, { name: "besar.png", bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, message: AVATAR_MESSAGES.tooLarge });
    const empty = await upload(ani, null, { name: "tanpa file" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: AVATAR_MESSAGES.noFile });
  });

  it("refuses a visitor, and keeps the JSON form of the call as it was", async () => {
    const res = await upload(null, { name: "foto.png", bytes: await plain("png", 50, 50) });
    expect(res.statusCode).toBe(401);
    const json = await t.app.inject({
      method: "POST",
      url: MANAGE,
      headers: { "x-requested-with": "XMLHttpRequest", authorization: `Bearer ${ani.token}` },
      payload: { name: "Ani Lestari Putri" },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toMatchObject({ data: { name: "Ani Lestari Putri" } });
  });

  it("changes only the session's own avatar, whatever id the form names (IDOR)", async () => {
    const anisBefore = await avatarOf(ani.userId);
    const res = await upload(budi, { name: "foto.png", bytes: await plain("png", 64, 64) }, { id: String(ani.userId) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Body).data?.id).toBe(budi.userId);
    expect(await avatarOf(ani.userId)).toBe(anisBefore);
    // Budi's removal removes Budi's, never Ani's
    const removed = await removeAvatarOf(budi);
    expect(removed.statusCode).toBe(200);
    expect(await avatarOf(ani.userId)).toBe(anisBefore);
    expect((await get(anisBefore ?? "")).statusCode).toBe(200);
  });
});

describe("DELETE /user/avatar/", () => {
  it("goes back to the initials: avatar null, files and rows removed, the old address gone", async () => {
    const learner = await registerLearner(t.app, "Citra Dewi");
    const url = await uploadOk(learner, "foto.jpg", await plain("jpeg", 300, 300));
    const keys = (await t.database.db.select().from(avatarFiles).where(eq(avatarFiles.userId, learner.userId))).map(
      (r) => r.storageKey,
    );
    const res = await removeAvatarOf(learner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: AVATAR_MESSAGES.removed, data: { avatar: null } });
    expect(res.cookies.find((c) => c.name === "avatar")?.value).toBe("");
    expect(await avatarOf(learner.userId)).toBeNull();
    const files = await filesOnDisk();
    for (const key of keys) expect(files).not.toContain(key);
    expect((await get(url)).statusCode).toBe(404);
    // removing again is harmless
    expect((await removeAvatarOf(learner)).statusCode).toBe(200);
    expect((await removeAvatarOf(null)).statusCode).toBe(401);
  });

  it("limits uploads and removals per account", async () => {
    const learner = await registerLearner(t.app, "Dodi Pratama");
    let last = 200;
    for (let i = 0; i < 21 && last === 200; i++) last = (await removeAvatarOf(learner)).statusCode;
    expect(last).toBe(429);
    const res = await upload(learner, { name: "foto.png", bytes: await plain("png", 50, 50) });
    expect(res.statusCode).toBe(429);
  });
});

describe("GET /user/avatar/{id}/{size}", () => {
  it("serves each size as WebP, cached for a year, to anyone", async () => {
    const url = await uploadOk(ani, "foto.png", await plain("png", 500, 500));
    for (const size of [64, 160, 400] as const) {
      const res = await get(avatarVariant(url, size));
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", size, size]);
    }
  });

  it("answers 404 for an unknown id, another size, a malformed address, and another kind of stored file", async () => {
    const url = await uploadOk(ani, "foto.png", await plain("png", 100, 100));
    const id = url.split("/")[4] ?? "";
    for (const path of [
      "/api/user/avatar/00000000-0000-4000-8000-000000000000/160",
      `/api/user/avatar/${id}/100`,
      `/api/user/avatar/${id}/abc`,
      "/api/user/avatar/bukan-id/160",
      "/api/user/avatar/..%2F..%2Fetc%2Fpasswd/160",
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, message: AVATAR_MESSAGES.notFound });
    }
  });
});
