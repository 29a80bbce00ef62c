import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { registerSlowRequestLog } from "./logging";

type Line = { level: number; msg: string; route?: string; method?: string; statusCode?: number; ms?: number };

const SLOW_MS = 80;
let app: FastifyInstance | null = null;

async function serve(): Promise<{ port: number; lines: Line[] }> {
  const lines: Line[] = [];
  const logger = pino({ level: "warn" }, { write: (chunk: string) => lines.push(JSON.parse(chunk) as Line) });
  const server: FastifyInstance = Fastify({ loggerInstance: logger }) as unknown as FastifyInstance;
  app = server;
  registerSlowRequestLog(server, SLOW_MS);
  server.get("/quick", async () => ({ ok: true }));
  server.get("/slow/:id", async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 40));
    return { ok: true };
  });
  // never answers: what a call stuck behind a lock looks like from outside
  server.get("/stuck", () => new Promise(() => undefined));
  // answers long after its client has gone
  server.get("/late", async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS * 2));
    return { ok: true };
  });
  // a file upload over a slow network: its time is the person's
  server.addContentTypeParser(/^multipart\//, (_request, payload, done) => {
    payload.resume();
    payload.on("end", () => done(null, {}));
  });
  server.post("/upload", async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 40));
    return { ok: true };
  });
  await server.listen({ port: 0, host: "127.0.0.1" });
  return { port: (server.server.address() as AddressInfo).port, lines };
}

/** Asks for `path` and gives up after `abortAfterMs` (when given), as a client that stops waiting does. */
function call(port: number, path: string, abortAfterMs?: number, upload = false): Promise<void> {
  return new Promise((resolve) => {
    const options = upload
      ? { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" } }
      : { method: "GET" };
    const req = httpRequest({ port, path, host: "127.0.0.1", ...options }, (res) => {
      res.resume();
      res.on("end", () => resolve());
    });
    req.on("error", () => resolve());
    req.end(upload ? "--x--\r\n" : undefined);
    if (abortAfterMs !== undefined) setTimeout(() => req.destroy(), abortAfterMs);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(async () => {
  await app?.close();
  app = null;
});

describe("the slow request log", () => {
  it("names a slow call's route, status and time once, and says nothing of a quick one", async () => {
    const { port, lines } = await serve();
    await call(port, "/quick");
    await call(port, "/slow/7");
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "slow request", method: "GET", route: "/slow/:id", statusCode: 200 });
    expect(lines[0]?.ms).toBeGreaterThanOrEqual(SLOW_MS);
  });

  it("names a call its client gave up on after the slow limit, and not one left quickly", async () => {
    const { port, lines } = await serve();
    await call(port, "/stuck", 10);
    await settle();
    expect(lines).toHaveLength(0);
    await call(port, "/stuck", SLOW_MS + 40);
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "request abandoned by its client before it was answered", route: "/stuck" });
    expect(lines[0]?.ms).toBeGreaterThanOrEqual(SLOW_MS);
  });

  it("logs a call abandoned and then answered late once, and leaves file uploads out", async () => {
    const { port, lines } = await serve();
    await call(port, "/late", SLOW_MS + 20);
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS * 2));
    expect(lines.map((line) => line.msg)).toEqual(["request abandoned by its client before it was answered"]);
    lines.length = 0;
    await call(port, "/upload", undefined, true);
    await settle();
    expect(lines).toEqual([]);
  });
});
