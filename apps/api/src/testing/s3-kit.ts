import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { type AddressInfo, createServer as createTcpServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/** s3rver's one account: it checks every request's signature against these. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** HTTP requests the server has received so far. */
  requests(): number;
  /** FILE_STORAGE=s3 and its variables for createTestApp's env. */
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
};

/**
 * An S3-compatible server in this process (s3rver, on a free port, objects in a temporary folder) with one bucket
 * created at start.
 */
export async function startS3Server(bucket = "unggahan-uji"): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let requests = 0;
  server.httpServer?.on("request", () => {
    requests += 1;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    bucket,
    requests: () => requests,
    env: (extra = {}) => ({
      FILE_STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      ...extra,
    }),
    close: async () => {
      if (!closed) {
        closed = true;
        server.httpServer?.closeAllConnections();
        await server.close();
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The address of a port nothing listens on (one that was just free and is closed again): connections are refused. */
export async function closedPortEndpoint(): Promise<string> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A store that accepts connections and never answers (a hung server), or answers every request with `status`. */
export async function faultyS3Endpoint(
  behaviour: { hang: true } | { status: number },
): Promise<{ endpoint: string; requests(): number; close(): Promise<void> }> {
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests += 1;
    if ("status" in behaviour) {
      response.writeHead(behaviour.status, { "content-type": "application/xml" });
      response.end("<Error><Code>ServiceUnavailable</Code><Message>down</Message></Error>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
