import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from "fastify";

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a well-formed request id from a proxy, else makes one; it is echoed in the x-request-id header. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

const SECRET_QUERY = /([?&](?:token|code|otp|pkey|password|email|sig)=)[^&#]*/gi;

/** A URL as logged: the values of secret or personal query parameters (reset token, code, email) hidden. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[disembunyikan]");
}

type LoggedRequest = { method: string; url: string; host?: string; ip?: string };

/** pino options: structured JSON, secrets never written. */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "*.password",
        "*.token",
        "body.otp",
        "body.code",
        "body.pin",
      ],
      censor: "[disembunyikan]",
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

/** A call that takes longer than this is logged as a warning, with its route and time (P: where a stuck call is). */
export const SLOW_REQUEST_MS = 5_000;

const startedAt = Symbol("startedAt");
type Timed = { [startedAt]?: number };

/** A file upload's time is mostly the person's network: not the server's to answer for. */
function isUpload(request: FastifyRequest): boolean {
  return String(request.headers["content-type"] ?? "").startsWith("multipart/");
}

/**
 * Logs, once each, the calls whose answer took the server longer than `slowMs` to make (timed until it is sent, so
 * a slow download does not count) and those whose client gave up waiting after that long (a call that never
 * answers shows up here when its client closes the connection). File uploads are left out, as are quick aborts (a
 * person leaving a page).
 */
export function registerSlowRequestLog(app: FastifyInstance, slowMs = SLOW_REQUEST_MS): void {
  // read once: a call abandoned and then answered late is logged the first time only
  const elapsed = (request: FastifyRequest) => {
    const started = (request as Timed)[startedAt];
    (request as Timed)[startedAt] = undefined;
    return started === undefined ? 0 : performance.now() - started;
  };
  app.addHook("onRequest", (request, _reply, done) => {
    (request as Timed)[startedAt] = performance.now();
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    const ms = elapsed(request);
    if (ms >= slowMs && !isUpload(request)) {
      request.log.warn(
        { method: request.method, route: request.routeOptions.url, statusCode: reply.statusCode, ms: Math.round(ms) },
        "slow request",
      );
    }
    done(null, payload);
  });
  app.addHook("onRequestAbort", (request, done) => {
    const ms = elapsed(request);
    if (ms >= slowMs && !isUpload(request)) {
      request.log.warn(
        { method: request.method, route: request.routeOptions.url, ms: Math.round(ms) },
        "request abandoned by its client before it was answered",
      );
    }
    done();
  });
}
