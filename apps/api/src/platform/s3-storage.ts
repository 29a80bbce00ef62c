import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { checkedStorageKey, type FileStorage, StorageUnavailableError } from "./storage";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** an S3-compatible server's address; the AWS endpoint of the region when unset */
  endpoint?: string | undefined;
  /** the bucket in the path rather than the host name (most S3-compatible servers want it) */
  forcePathStyle: boolean;
  /** put before every key ("karirmu/"), so that one bucket can hold several deployments' files */
  keyPrefix?: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** How long a connection and a request may take, and how many tries a call gets (tests shorten them). */
  limits?: { connectionMs?: number; requestMs?: number; idleMs?: number; attempts?: number };
};

/**
 * Short enough that a dead store fails a request in seconds rather than holding it (and its database connection)
 * for the SDK's defaults, which wait without end; long enough for the largest upload (10 MB) inside a data centre.
 */
const DEFAULT_LIMITS = { connectionMs: 2_000, requestMs: 10_000, idleMs: 30_000, attempts: 2 };

/**
 * Uploaded files in an S3-compatible bucket, so that several processes on several machines share them: a file
 * stored through one process is served by any other. Same contract as the local disk (storage.ts): the key is
 * checked before any call leaves the process; a missing object is null on open and no error on remove; any other
 * failure of the store (refused, timed out, a 5xx, refused credentials) is a StorageUnavailableError, which the
 * calling request answers with 503.
 *
 * Keys are random UUIDs (newStorageKey), so a put never meets an existing object; no conditional write is asked
 * for, since not every S3-compatible server knows If-None-Match.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    // the address is the configuration's (config.ts reads the environment), never an AWS_ENDPOINT_URL* variable
    ignoreConfiguredEndpointUrls: true,
    credentials: options.credentials,
    maxAttempts: limits.attempts,
    requestHandler: {
      connectionTimeout: limits.connectionMs,
      // until the answer's headers; without throwOnRequestTimeout the SDK would only print a warning
      requestTimeout: limits.requestMs,
      throwOnRequestTimeout: true,
      // a body that stops flowing (a store hanging mid-download) ends the stream instead of holding it forever
      socketTimeout: limits.idleMs,
    },
    // checksums only where S3 requires them: several S3-compatible servers refuse the SDK's newer defaults
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const bucket = options.bucket;
  const prefix = options.keyPrefix ?? "";
  const objectKey = (key: string) => `${prefix}${checkedStorageKey(key)}`;

  return {
    async put(key, bytes) {
      const Key = objectKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: bytes, ContentLength: bytes.byteLength }));
      } catch (err) {
        throw new StorageUnavailableError(err);
      }
    },
    async open(key) {
      const Key = objectKey(key);
      let answer: Awaited<ReturnType<typeof getObject>>;
      try {
        answer = await getObject(Key);
      } catch (err) {
        if (isMissingObject(err)) return null;
        throw new StorageUnavailableError(err);
      }
      const body = answer.Body;
      if (!(body instanceof Readable) || typeof answer.ContentLength !== "number") {
        if (body instanceof Readable) body.destroy();
        throw new StorageUnavailableError(new Error("the store answered without a body stream or its length"));
      }
      return { stream: body, size: answer.ContentLength };
    },
    async remove(key) {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (err) {
        // S3 answers 204 for a missing object; some compatible servers say 404
        if (isMissingObject(err)) return;
        throw new StorageUnavailableError(err);
      }
    },
    close() {
      client.destroy();
    },
  };

  function getObject(Key: string) {
    return client.send(new GetObjectCommand({ Bucket: bucket, Key }));
  }
}

/**
 * No such object: NoSuchKey, or a 404 without an error body. A missing bucket is not a missing file but a store set
 * up wrong: every file would look gone, so it is an outage (503) instead.
 */
function isMissingObject(err: unknown): boolean {
  const name = (err as { name?: unknown }).name;
  const status = (err as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
  if (name === "NoSuchKey") return true;
  return status === 404 && name !== "NoSuchBucket";
}
