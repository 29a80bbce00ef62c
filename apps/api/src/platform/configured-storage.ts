import type { FileStorageConfig } from "../config";
import { createLocalStorage, type FileStorage } from "./storage";

/**
 * The file storage backend the configuration names (FILE_STORAGE). The S3 client is loaded only when the bucket is
 * chosen, so a process on the local disk (and every test that does not ask for S3) does not pay for loading the SDK.
 */
export async function createConfiguredStorage(config: FileStorageConfig): Promise<FileStorage> {
  if (config.backend === "local") return createLocalStorage(config.dir);
  const { createS3Storage } = await import("./s3-storage");
  return createS3Storage(config);
}
