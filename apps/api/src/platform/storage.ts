import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Readable } from "node:stream";
import { AppError, MESSAGES } from "./errors";

/**
 * Where uploaded files live (ARCHITECTURE "files"): the local disk by default, an S3-compatible bucket when several
 * instances share the files. Services only see this interface, so the backend is a configuration choice.
 *
 * Keys are made by the server (newStorageKey) and never contain a name a person chose (RELIABILITY S11): nothing a
 * learner types can pick a path, overwrite another file or give a stored file an executable name.
 */
export type FileStorage = {
  /** Stores the bytes under the key (a new key: an existing file is never overwritten). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes as a stream, with their size; null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing file is not an error (removal is retried after partial failures). */
  remove(key: string): Promise<void>;
  /** Lets go of what the backend holds open (the S3 client's connections); called when the app closes. */
  close?(): void;
};

/**
 * The store could not be reached or failed (connection refused, timeout, a 5xx): the calling request answers 503
 * with the envelope, and the error handler logs it once with this cause. A file's absence is not this (null).
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(503, 503, MESSAGES.unavailable, null, { cause });
    this.name = "StorageUnavailableError";
  }
}

/** A server-made key: a random UUID and the extension of the detected type (lower-case letters and digits). */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,10}$/;

export function newStorageKey(extension: string): string {
  const key = `${randomUUID()}.${extension.toLowerCase()}`;
  if (!KEY_PATTERN.test(key)) throw new Error("storage key extension must be 1-10 letters or digits");
  return key;
}

/**
 * Every backend's check of a key before it is used. Defence in depth: a key that did not come from newStorageKey
 * (a tampered row) never reaches the file system or the bucket.
 */
export function checkedStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error("invalid storage key");
  return key;
}

/**
 * The local disk: one flat folder, created on the first upload. A file is written under a temporary name and
 * renamed into place, so a reader never sees half a file and a crash leaves no file under a real key. Files are
 * readable by the server's user only.
 */
export function createLocalStorage(dir: string): FileStorage {
  const root = resolve(dir);
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => {
    ready ??= mkdir(root, { recursive: true, mode: 0o700 }).catch((err: unknown) => {
      ready = null;
      throw err;
    });
    return ready;
  };
  const pathOf = (key: string) => join(root, checkedStorageKey(key));

  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await ensureDir();
      const temporary = join(root, `.${randomUUID()}.part`);
      // 'wx': fails instead of following or replacing anything already there
      const handle = await open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (err) {
        await handle.close();
        await rm(temporary, { force: true });
        throw err;
      }
      await handle.close();
      try {
        await rename(temporary, target);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async open(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
