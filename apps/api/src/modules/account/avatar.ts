import { randomUUID } from "node:crypto";
import { AVATAR_DEFAULT_SIZE, AVATAR_SIZES, type AvatarSize, avatarUrl } from "@app/domain/account/avatar";
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_MESSAGES,
  AVATAR_MIME_TYPES,
} from "@app/domain/account/avatar-upload";
import { and, eq, ne } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { users } from "../../db/schema/account";
import { avatarFiles } from "../../db/schema/avatar";
import type { Db } from "../../platform/db";
import { AppError, errors } from "../../platform/errors";
import type { RateRule } from "../../platform/rate-limit";
import { type FileStorage, newStorageKey } from "../../platform/storage";

/**
 * Profile photos (issue 21, decisions/025): the server decides what a file is from its bytes, decodes it with
 * sharp under a pixel limit, and keeps only what it made itself: square WebP images in the sizes the app shows,
 * with the orientation applied and no metadata (EXIF, GPS, ICC comments) carried over.
 */

/** Uploads and removals per account: a person tries a few photos, not hundreds. */
export const AVATAR_RULE = { name: "avatar-account", limit: 20, windowSeconds: 3600 } satisfies RateRule;

export const avatarTooLarge = () => new AppError(413, 413, AVATAR_MESSAGES.tooLarge);

// libvips uses its own threads; a 2-core machine decodes one large photo at a time well, not ten
sharp.concurrency(1);
const MAX_PARALLEL_DECODES = 2;
let decoding = 0;
const waiting: (() => void)[] = [];

/** At most MAX_PARALLEL_DECODES photos are decoded at once in this process; the others wait their turn. */
async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= MAX_PARALLEL_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  decoding += 1;
  try {
    return await work();
  } finally {
    decoding -= 1;
    waiting.shift()?.();
  }
}

export type AvatarVariant = { size: AvatarSize; bytes: Buffer; width: number; height: number };

/**
 * The sizes of one photo: refused with 400 unless its content is a JPEG, PNG or WebP that decodes, of at most
 * AVATAR_MAX_PIXELS pixels (read from the header before anything is decoded). A photo that is not square is cut
 * to its centre square (the web app crops before uploading; other clients get a sensible default).
 */
export async function makeAvatarVariants(input: Buffer): Promise<AvatarVariant[]> {
  if (input.length === 0) throw errors.refused(AVATAR_MESSAGES.noFile);
  if (input.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !(AVATAR_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    throw errors.refused(AVATAR_MESSAGES.wrongType);
  }
  return withDecodeSlot(async () => {
    const options = { limitInputPixels: AVATAR_MAX_PIXELS, failOn: "error" as const, sequentialRead: true };
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
    try {
      // the header only (nothing is decoded yet), so the size can be told apart from a broken file
      meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    } catch {
      throw errors.refused(AVATAR_MESSAGES.unreadable);
    }
    if (!meta.width || !meta.height) throw errors.refused(AVATAR_MESSAGES.unreadable);
    if (meta.width * meta.height > AVATAR_MAX_PIXELS) throw errors.refused(AVATAR_MESSAGES.tooManyPixels);
    try {
      // decoded once, orientation applied; each size is cut from that
      const upright = sharp(input, options).rotate();
      const variants: AvatarVariant[] = [];
      for (const size of AVATAR_SIZES) {
        const { data, info } = await upright
          .clone()
          .resize(size, size, { fit: "cover", position: "centre", withoutEnlargement: false })
          .webp({ quality: 82, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        variants.push({ size, bytes: data, width: info.width, height: info.height });
      }
      return variants;
    } catch (err) {
      if (err instanceof AppError) throw err;
      // sharp's errors for cut-short or malformed data: the photo is the client's fault, not a server fault
      throw errors.refused(AVATAR_MESSAGES.unreadable);
    }
  });
}

export type AvatarLog = { warn(obj: object, msg: string): void };

async function removeFiles(storage: FileStorage, keys: string[], log: AvatarLog): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  results.forEach((result, i) => {
    if (result.status === "rejected") {
      log.warn({ err: result.reason, storageKey: keys[i] }, "a replaced avatar file could not be removed");
    }
  });
}

/**
 * Makes the photo the user's avatar: the new files are written first under new keys, then one transaction records
 * them, points `users.avatar` at them and drops the rows of the avatar they replace; the replaced files are removed
 * after the commit (a failure is logged and leaves an unreferenced file, never a row without its file). When the
 * transaction fails, the new files are removed again. Returns the new address.
 */
export async function replaceAvatar(
  db: Db,
  storage: FileStorage,
  input: { userId: number; bytes: Buffer; now: Date; log: AvatarLog },
): Promise<string> {
  const variants = await makeAvatarVariants(input.bytes);
  const avatarId = randomUUID();
  const stored: { size: AvatarSize; key: string; bytes: number }[] = [];
  try {
    for (const variant of variants) {
      const key = newStorageKey("webp");
      await storage.put(key, variant.bytes);
      stored.push({ size: variant.size, key, bytes: variant.bytes.length });
    }
  } catch (err) {
    await removeFiles(
      storage,
      stored.map((s) => s.key),
      input.log,
    );
    throw err;
  }
  const url = avatarUrl(avatarId, AVATAR_DEFAULT_SIZE);
  let replaced: string[];
  try {
    replaced = await db.transaction(async (tx) => {
      await tx.insert(avatarFiles).values(
        stored.map((s) => ({
          avatarId,
          size: s.size,
          userId: input.userId,
          storageKey: s.key,
          bytes: s.bytes,
          createdAt: input.now,
        })),
      );
      // the user row first: a second upload of the same account waits here, then sees this one's rows to drop
      await tx.update(users).set({ avatar: url, updatedAt: input.now }).where(eq(users.id, input.userId));
      const dropped = await tx
        .delete(avatarFiles)
        .where(and(eq(avatarFiles.userId, input.userId), ne(avatarFiles.avatarId, avatarId)))
        .returning({ key: avatarFiles.storageKey });
      return dropped.map((d) => d.key);
    });
  } catch (err) {
    await removeFiles(
      storage,
      stored.map((s) => s.key),
      input.log,
    );
    throw err;
  }
  await removeFiles(storage, replaced, input.log);
  return url;
}

/** Back to the initials: `users.avatar` becomes null and the uploaded files (if any) are removed after the commit. */
export async function removeAvatar(
  db: Db,
  storage: FileStorage,
  input: { userId: number; now: Date; log: AvatarLog },
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    await tx.update(users).set({ avatar: null, updatedAt: input.now }).where(eq(users.id, input.userId));
    const dropped = await tx
      .delete(avatarFiles)
      .where(eq(avatarFiles.userId, input.userId))
      .returning({ key: avatarFiles.storageKey });
    return dropped.map((d) => d.key);
  });
  await removeFiles(storage, removed, input.log);
}

/**
 * The storage key of one size of an avatar, only while it is someone's current avatar: a replaced or removed
 * photo is not served even before its file is gone, and no other stored file (a quiz answer, a chat file) can
 * ever be reached through this address.
 */
export async function currentAvatarKey(db: Db, avatarId: string, size: AvatarSize): Promise<string | null> {
  const [row] = await db
    .select({ key: avatarFiles.storageKey })
    .from(avatarFiles)
    .innerJoin(users, and(eq(users.id, avatarFiles.userId), eq(users.avatar, avatarUrl(avatarId, AVATAR_DEFAULT_SIZE))))
    .where(and(eq(avatarFiles.avatarId, avatarId), eq(avatarFiles.size, size)))
    .limit(1);
  return row?.key ?? null;
}
