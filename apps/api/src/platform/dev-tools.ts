import { isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { errors } from "./errors";

/** Every development call lives under this path; the guard below keys on it, so a new one cannot forget it. */
export const DEV_ROUTE_PREFIX = "/api/dev/";

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (a dual-stack socket reports IPv4 clients as ::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  if (lower === "::1" || lower === "0:0:0:0:0:0:0:1") return true;
  const v4 = lower.startsWith("::ffff:") ? lower.slice("::ffff:".length) : lower;
  return isIP(v4) === 4 && v4.startsWith("127.");
}

/**
 * A client on this machine, talking to the server directly. The peer of the TCP connection decides, never
 * `request.ip`, which follows X-Forwarded-For when TRUST_PROXY is set; and a request a proxy forwarded (it
 * names the client it came from) is refused too, since a reverse proxy on the same machine connects from
 * 127.0.0.1 on behalf of anyone.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  const forwarded = request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * The development calls (the dev mailbox, the payment simulator, the movable clock) answer only local clients:
 * anyone else gets the 404 of an unknown call. The calls themselves exist only with DEV_TOOLS on (config.ts),
 * which production refuses.
 */
export function registerDevToolsGuard(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.routeOptions.url?.startsWith(DEV_ROUTE_PREFIX) && !isLocalClient(request)) {
      return done(errors.notFound());
    }
    done();
  });
}
