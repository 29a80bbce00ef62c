import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closedPortEndpoint,
  faultyS3Endpoint,
  S3RVER_CREDENTIALS,
  startS3Server,
  type TestS3Server,
} from "../testing/s3-kit";
import { createS3Storage, type S3StorageOptions } from "./s3-storage";
import { createLocalStorage, type FileStorage, newStorageKey, StorageUnavailableError } from "./storage";

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Keys no backend may use: traversal, a person's name, upper case, no extension, a folder. */
const BAD_KEYS = [
  "../../etc/passwd",
  "laporan-ani.pdf",
  "0F8FAD5B-D9CB-469F-A165-70867728950E.pdf",
  "0f8fad5b-d9cb-469f-a165-70867728950e",
  "x/0f8fad5b-d9cb-469f-a165-70867728950e.pdf",
];

type Backend = {
  storage: FileStorage;
  /** Something the backend's store has seen: files in the folder, HTTP requests to the S3 server. */
  touched(): Promise<number>;
  /** Another process's storage on the same files (a second instance). */
  another(): FileStorage;
  close(): Promise<void>;
};

let s3: TestS3Server;
const temporaryDirs: string[] = [];

function s3Options(extra: Partial<S3StorageOptions> = {}): S3StorageOptions {
  return {
    endpoint: s3.endpoint,
    region: "us-east-1",
    bucket: s3.bucket,
    forcePathStyle: true,
    credentials: { ...S3RVER_CREDENTIALS },
    ...extra,
  };
}

const backends: Record<string, () => Promise<Backend>> = {
  local: async () => {
    const dir = await mkdtemp(join(tmpdir(), "penyimpanan-uji-"));
    temporaryDirs.push(dir);
    const storage = createLocalStorage(dir);
    return {
      storage,
      touched: async () => (await readdir(dir).catch(() => [])).length,
      another: () => createLocalStorage(dir),
      close: async () => storage.close?.(),
    };
  },
  s3: async () => {
    const storage = createS3Storage(s3Options({ keyPrefix: "kontrak/" }));
    const others: FileStorage[] = [];
    return {
      storage,
      touched: async () => s3.requests(),
      another: () => {
        const other = createS3Storage(s3Options({ keyPrefix: "kontrak/" }));
        others.push(other);
        return other;
      },
      close: async () => {
        storage.close?.();
        for (const other of others) other.close?.();
      },
    };
  },
};

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe.each(Object.keys(backends))("the FileStorage contract: %s", (name) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await (backends[name] as () => Promise<Backend>)();
  });
  afterAll(() => backend.close());

  it("gives back the same bytes and size that were put, to this process and to another on the same store", async () => {
    const key = newStorageKey("pdf");
    const bytes = randomBytes(256 * 1024 + 17);
    await backend.storage.put(key, bytes);
    const file = await backend.storage.open(key);
    expect(file?.size).toBe(bytes.length);
    expect((await readAll(file?.stream as Readable)).equals(bytes)).toBe(true);
    const elsewhere = await backend.another().open(key);
    expect(elsewhere?.size).toBe(bytes.length);
    expect((await readAll(elsewhere?.stream as Readable)).equals(bytes)).toBe(true);
  });

  it("opens a missing key as null", async () => {
    expect(await backend.storage.open(newStorageKey("png"))).toBeNull();
  });

  it("removes a file, after which it opens as null; removing a missing key is fine", async () => {
    const key = newStorageKey("webp");
    await backend.storage.put(key, Buffer.from("gambar"));
    expect(await backend.storage.open(key)).not.toBeNull();
    await backend.storage.remove(key);
    expect(await backend.storage.open(key)).toBeNull();
    await expect(backend.storage.remove(key)).resolves.toBeUndefined();
    await expect(backend.storage.remove(newStorageKey("mp4"))).resolves.toBeUndefined();
  });

  it("refuses a key it did not make before touching the store", async () => {
    const before = await backend.touched();
    for (const key of BAD_KEYS) {
      await expect(backend.storage.put(key, Buffer.from("x")), key).rejects.toThrow("invalid storage key");
      await expect(backend.storage.open(key), key).rejects.toThrow("invalid storage key");
      await expect(backend.storage.remove(key), key).rejects.toThrow("invalid storage key");
    }
    expect(await backend.touched()).toBe(before);
  });
});

describe("the S3 backend", () => {
  it("keeps the objects under the key prefix, in the configured bucket", async () => {
    const storage = createS3Storage(s3Options({ keyPrefix: "awalan/uji/" }));
    const key = newStorageKey("pdf");
    await storage.put(key, Buffer.from("%PDF-1.4"));
    storage.close?.();
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { ...S3RVER_CREDENTIALS },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "awalan/" }));
    client.destroy();
    expect(listed.Contents?.map((o) => o.Key)).toEqual([`awalan/uji/${key}`]);
  });

  it("answers a refused connection with the 503 error, quickly, on every call", async () => {
    const storage = createS3Storage(s3Options({ endpoint: await closedPortEndpoint() }));
    const key = newStorageKey("pdf");
    for (const call of [() => storage.put(key, Buffer.from("x")), () => storage.open(key), () => storage.remove(key)]) {
      const started = performance.now();
      const failure = await call().catch((err: unknown) => err);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(failure).toBeInstanceOf(StorageUnavailableError);
      expect((failure as StorageUnavailableError).httpStatus).toBe(503);
      expect(String((failure as Error).cause)).toMatch(/ECONNREFUSED|connect/i);
    }
    storage.close?.();
  });

  it("gives up on a store that accepts the connection but never answers, within the request timeout", async () => {
    const hung = await faultyS3Endpoint({ hang: true });
    const storage = createS3Storage(
      s3Options({ endpoint: hung.endpoint, limits: { requestMs: 300, connectionMs: 300, attempts: 2 } }),
    );
    const started = performance.now();
    const failure = await storage.open(newStorageKey("pdf")).catch((err: unknown) => err);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect(hung.requests()).toBe(2);
    storage.close?.();
    await hung.close();
  });

  it("treats a 5xx from the store as an outage (tried again once), not as a missing file", async () => {
    const down = await faultyS3Endpoint({ status: 503 });
    const storage = createS3Storage(s3Options({ endpoint: down.endpoint }));
    const started = performance.now();
    for (const call of [
      () => storage.open(newStorageKey("pdf")),
      () => storage.put(newStorageKey("pdf"), Buffer.from("x")),
    ]) {
      await expect(call()).rejects.toBeInstanceOf(StorageUnavailableError);
    }
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(down.requests()).toBe(4);
    storage.close?.();
    await down.close();
  });

  it("treats a missing bucket as an outage, not as every file being gone", async () => {
    const storage = createS3Storage(s3Options({ bucket: "tidak-ada" }));
    await expect(storage.open(newStorageKey("pdf"))).rejects.toBeInstanceOf(StorageUnavailableError);
    storage.close?.();
  });

  it("treats refused credentials as an outage", async () => {
    // s3rver checks the access key id (it does not verify SigV4 signatures, so a wrong secret would pass there)
    const storage = createS3Storage(
      s3Options({ credentials: { accessKeyId: "KUNCI-TIDAK-DIKENAL", secretAccessKey: "S3RVER" } }),
    );
    await expect(storage.put(newStorageKey("pdf"), Buffer.from("x"))).rejects.toBeInstanceOf(StorageUnavailableError);
    storage.close?.();
  });
});
