import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { EARLY_CLICK_SCRIPT } from "./page-renderer";

/** The one inline script the pages carry (the early tap of a server-rendered page), allowed by its hash. */
const EARLY_CLICK_SCRIPT_HASH = `'sha256-${createHash("sha256").update(EARLY_CLICK_SCRIPT).digest("base64")}'`;

/**
 * S10: CSP with object-src and base-uri 'none', no framing (but of the site's own media by the site), nosniff,
 * HSTS one year, and helmet's other headers. Helmet's middleware is built once here: the Fastify wrapper builds
 * it again on every request, which cost a tenth of the server's time on the busiest calls (docs/decisions/001).
 */
function securityHeaders(frameAncestors: string) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", EARLY_CLICK_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // institutions' descriptions and avatars may point at images on their own https hosts
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        // the study page frames e-books, documents and web activities of the site's own media
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: [frameAncestors],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    // the Prakerja face-verification window (the partner's origin) reports back to its opener by postMessage
    // (spec 001 section 4): helmet's default 'same-origin' would cut the opener off
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/** Files under /media/ (PDF e-books, web activities) may be framed by the site itself; nothing else by anyone. */
const FRAMEABLE_PREFIX = "/media/";

export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = securityHeaders("'none'");
  const applyFrameableHeaders = securityHeaders("'self'");
  app.addHook("onRequest", (request, reply, done) => {
    const apply = request.url.startsWith(FRAMEABLE_PREFIX) ? applyFrameableHeaders : applyHeaders;
    apply(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
