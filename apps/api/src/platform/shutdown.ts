import type { FastifyInstance } from "fastify";
import type { Database } from "./db";
import { sendEnvelope } from "./envelope";
import { MESSAGES } from "./errors";

/**
 * R5: once closing starts, new requests get a 503 envelope (and `Connection: close`) while the requests
 * already in flight finish. Registered by buildApp so tests see the same behaviour as the server.
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
