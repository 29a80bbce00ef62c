import type { FastifyInstance } from "fastify";
import type { Database } from "./db";
import { sendEnvelope } from "./envelope";
import { MESSAGES } from "./errors";

/**
 * R5: once closing starts, new requests get a 503 envelope (and `Connection: close`) while the requests
 * already in flight finish. Registered by buildApp so tests see the same behaviour as the server.
 *
 * A connection is closed once its answers in flight are sent. The server's close closes only the connections idle
 * at that moment; one that was busy stayed open after its answer while its client kept it alive (nginx's upstream
 * pool, the sandbox gateway's fetch), and the close waited out the keep-alive timeout, 72 s: longer than the
 * shutdown's own timeout, and than a test's teardown (payment.test.ts's afterAll timed out once in CI). A request
 * already sent on it behind the answer (pipelined) still gets its 503 first.
 */
export function registerClosingGuard(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", (_request, reply, done) => {
    if (!closing) return done();
    reply.header("connection", "close");
    sendEnvelope(reply, 503, { status: 503, message: MESSAGES.unavailable, data: null });
  });
  app.addHook("onResponse", (_request, _reply, done) => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
}

type ShutdownOptions = {
  timeoutMs: number;
  exit: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
  on?: (signal: NodeJS.Signals, listener: () => void) => void;
};

/** On SIGTERM/SIGINT: stop listening, let in-flight requests finish, close the database, exit 0. */
export function exitGracefullyOnSignals(app: FastifyInstance, database: Database, options: ShutdownOptions): void {
  const on = options.on ?? ((signal, listener) => process.once(signal, listener));
  let started = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      options.exit(1);
    }, options.timeoutMs);
    timer.unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(timer);
      app.log.info("shut down cleanly");
      options.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      options.exit(1);
    }
  };
  for (const signal of options.signals ?? (["SIGTERM", "SIGINT"] as const)) on(signal, () => void shutdown(signal));
}
