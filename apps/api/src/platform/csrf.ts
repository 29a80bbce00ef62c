import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, MESSAGES } from "./errors";
import { isApiUrl } from "./paths";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A signed webhook (payment notifications) is called by a server, not a browser: no CSRF check, and its
     * forbidden characters are removed rather than refused (platform/text-input.ts).
     */
    csrfExempt?: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Host and port as URLs normalise them (a default port dropped), or null when not a URL. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * Why a state-changing call looks forged, or null (RELIABILITY S8). A browser tells the truth in
 * Sec-Fetch-Site and Origin; a plain HTML form cannot add X-Requested-With, and a cross-site script cannot
 * either without a CORS preflight, which this server never grants. A Bearer token is not sent by browsers
 * on their own, so such calls need no header.
 */
export function csrfProblem(request: FastifyRequest): string | null {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "cross-site") return "cross-site request";
  const origin = request.headers.origin;
  if (
    typeof origin === "string" &&
    origin !== "null" &&
    hostOf(origin) !== hostOf(`${request.protocol}://${request.host}`)
  ) {
    return "foreign origin";
  }
  if (origin === "null") return "opaque origin";
  const bearer = request.headers.authorization?.startsWith("Bearer ") ?? false;
  if (!bearer && request.headers["x-requested-with"] === undefined) return "missing X-Requested-With";
  return null;
}

/** One rule for every state-changing /api call; GET never changes anything. */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const unknownCall = request.routeOptions.url === undefined; // answered 404, changes nothing
    if (
      SAFE_METHODS.has(request.method) ||
      !isApiUrl(request.url) ||
      unknownCall ||
      request.routeOptions.config?.csrfExempt
    ) {
      return done();
    }
    const problem = csrfProblem(request);
    if (problem === null) return done();
    request.log.warn({ reason: problem }, "state-changing call refused (CSRF)");
    done(new AppError(403, 403, MESSAGES.csrf));
  });
}
