import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyServerOptions } from "fastify";

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
