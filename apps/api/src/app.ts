import { constants as zlibConstants } from "node:zlib";
import { useIndonesianValidationMessages } from "@app/domain/shared/zod-locale";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import {
  accountRoutes,
  eraseDueAccounts,
  institutionFamilyRoutes,
  privacyRoutes,
  regionRoutes,
} from "./modules/account/public";
import { cartRoutes } from "./modules/cart/public";
import { catalogueRoutes } from "./modules/catalogue/public";
import {
  canListenToRoom,
  catchUpScope,
  chatRoutes,
  chatUnreadSql,
  facilitatorRoomOf,
  openRoomPairs,
  programMembers,
} from "./modules/chat/public";
import { checkoutRoutes, expireOverdueInvoices } from "./modules/checkout/public";
import { devAccountRoutes, devClockRoutes, devMailboxRoutes } from "./modules/dev/public";
import { createKeywordRecorder, discoveryRoutes, type KeywordRecorder } from "./modules/discovery/public";
import { healthRoutes } from "./modules/health/public";
import { institutionRoutes } from "./modules/institution/public";
import { learningRoutes } from "./modules/learning/public";
import { createPushOutbox, notificationRoutes, PUSH_TICK_MS, type PushOutbox } from "./modules/notification/public";
import {
  boundedGateway,
  createSandboxGateway,
  paymentRoutes,
  reconcileOverduePayments,
  retryOwedCancels,
  SANDBOX_TICK_MS,
  type SandboxGateway,
  workCardPaymentRoutes,
} from "./modules/payment/public";
import { devPointsRoutes, pointsRoutes } from "./modules/points/public";
import { portfolioRoutes } from "./modules/portfolio/public";
import {
  createPrakerjaPartner,
  enqueueSubmission,
  prakerjaAttendanceReader,
  prakerjaFileRoutes,
  prakerjaProgressRoutes,
  prakerjaRedeemRoutes,
  submissionWorker,
  unconfiguredPrakerjaPartner,
} from "./modules/prakerja/public";
import { pruneOrphanUploads, quizAssessorRoutes, quizRoutes, quizUploadRoutes } from "./modules/quiz/public";
import { reflectionRoutes } from "./modules/reflection/public";
import { learningReportRoutes, loadSigningKey, reportRoutes } from "./modules/report/public";
import { seoRoutes } from "./modules/seo/public";
import { shareCardRoutes } from "./modules/share-card/public";
import { studyRoutes, studySocialRoutes } from "./modules/study/public";
import { registerAuth } from "./platform/auth";
import { type Clock, createMovableClock, systemClock } from "./platform/clock";
import { createConfiguredStorage } from "./platform/configured-storage";
import { registerCsrfGuard } from "./platform/csrf";
import type { Database } from "./platform/db";
import { registerDevToolsGuard } from "./platform/dev-tools";
import { registerErrorHandling } from "./platform/error-handler";
import { errors } from "./platform/errors";
import { pruneIdempotencyKeys } from "./platform/idempotency";
import { LEARNER_CHANGED_CHANNEL, registerLearnerCache } from "./platform/learner-cache";
import { loggerOptions, registerSlowRequestLog, requestIdFor } from "./platform/logging";
import { createDevMailer, createSmtpMailer, type Mailer } from "./platform/mail";
import { webAppFileRoots } from "./platform/media-duration";
import { createMailOutbox, type MailOutbox, OUTBOX_TICK_MS } from "./platform/outbox";
import { firstExisting, isApiUrl } from "./platform/paths";
import { createRateLimiter } from "./platform/rate-limit";
import { createRealtimeHub, type RealtimeHub } from "./platform/realtime";
import { registerRealtimeSocket } from "./platform/realtime-socket";
import { registerVisitorCache } from "./platform/response-cache";
import { registerSecurityHeaders } from "./platform/security";
import { createSessionCache, SESSION_ENDED_CHANNEL } from "./platform/session-cache";
import { whenSessionsEndHere } from "./platform/sessions";
import { registerClosingGuard } from "./platform/shutdown";
import type { FileStorage } from "./platform/storage";
import { registerTextInputGuard } from "./platform/text-input";
import { baseDomainOf, isFilePath, registerWebApp } from "./platform/web-app";

/** How often overdue invoices are closed. */
const INVOICE_SWEEP_MS = 60_000;

declare module "fastify" {
  interface FastifyInstance {
    /** The built-in sandbox gateway (tests drive its deliveries with tick()). */
    paymentGateway: SandboxGateway;
    /** Popular-keyword counting (tests flush it instead of waiting for its timer). */
    searchKeywords: KeywordRecorder;
    /** The mail outbox's worker (tests run a pass instead of waiting for its timer). */
    mailOutbox: MailOutbox;
    /** The push outbox's worker, when push is configured (tests run a pass). */
    pushOutbox: PushOutbox | null;
    /** The realtime fan-out of this process. */
    realtimeHub: RealtimeHub;
  }
}

export type AppDeps = {
  database: Database;
  /** The process logger (server.ts); tests leave it out and get the configured level. */
  logger?: FastifyBaseLogger;
  /** The time of the time-bound rules; tests move it forward. */
  clock?: Clock;
  /** Where uploaded files go; the backend config.fileStorage names (the local disk by default) unless given. */
  storage?: FileStorage;
  /**
   * Told of every route as it is registered (method, path, zod schemas, config). The route-table IDOR sweep
   * (platform/idor-sweep.test.ts) lists the routes through it, so a new route cannot escape the sweep.
   */
  onRoute?: (route: RouteOptions) => void;
};

function webDistDir(config: Config): string | null {
  if (config.webDistDir) return config.webDistDir;
  try {
    return firstExisting(import.meta.url, ["../../web/dist", "../../../web/dist"]);
  } catch {
    return null;
  }
}

/** Builds the whole product: platform pieces, every module, the web app. Tests use this as it is. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  useIndonesianValidationMessages();
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config.logLevel) }),
    genReqId: requestIdFor,
    requestIdHeader: false,
    // a hop count becomes proxy-addr's trust function: believe only the last N hops
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    return503OnClosing: false,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 16_384 },
  }).withTypeProvider<ZodTypeProvider>();
  // before any plugin registers a route, so that it hears of all of them
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hot-path hooks are callback style: every request passes through them, and a callback costs no promise.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  registerSlowRequestLog(app);
  registerClosingGuard(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  // before the CSRF guard and the session lookup: a stranger learns nothing from a dev call, not even a 403
  registerDevToolsGuard(app);
  await app.register(cookie);
  registerCsrfGuard(app);
  registerTextInputGuard(app);
  // DEV_CLOCK (never in production): a clock the browser tests can move past a quiz's deadline
  const movable = config.devClock ? createMovableClock(deps.clock ?? systemClock) : null;
  const clock = movable?.clock ?? deps.clock ?? systemClock;
  const cookieSettings = { domain: config.cookieDomain, secure: config.cookieSecure };
  // sessions looked up in the last seconds; an ended session is dropped in every process by its NOTIFY
  const sessionCache = createSessionCache();
  await dropOnNotify(app, deps.database, SESSION_ENDED_CHANNEL, sessionCache, whenSessionsEndHere);
  registerAuth(app, { db: deps.database.db, appKey: config.appKey, clock, cookies: cookieSettings, sessionCache });
  registerVisitorCache(app, { ttlMs: config.visitorCacheTtlMs, maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 });
  // a learner's answers that depend only on their enrolments; a change anywhere drops them by its NOTIFY
  const learnerCache = registerLearnerCache(app, {
    ttlMs: config.learnerCacheTtlMs,
    maxEntries: 20_000,
    maxBytes: 64 * 1024 * 1024,
  });
  await dropOnNotify(app, deps.database, LEARNER_CHANGED_CHANNEL, learnerCache);
  // after the cache, so the cache keeps the plain answer and compresses each entry once
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.brandName} API`,
        version: "1.0.0",
        description: "The calls of the web app (docs/api.md).",
      },
      components: {
        securitySchemes: {
          appKey: { type: "apiKey", in: "header", name: "Authorization", description: "The public application key" },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(healthRoutes, { prefix: "/api", database: deps.database });
  const keywords = createKeywordRecorder(deps.database.db, clock);
  app.decorate("searchKeywords", keywords);
  app.addHook("onClose", async () => keywords.stop());
  await app.register(catalogueRoutes, {
    prefix: "/api",
    db: deps.database.db,
    productSlug: config.productSlug,
    onSearch: (keyword, client) => keywords.record(keyword, client),
  });
  await app.register(discoveryRoutes, { prefix: "/api", db: deps.database.db, clock });
  await app.register(institutionRoutes, { prefix: "/api", db: deps.database.db, productSlug: config.productSlug });
  // the share cards (issue 24): /share/{program,institution}/{slug}.png, file-like paths that must not reach the
  // web app's fallback (isFilePath would answer them 404)
  await app.register(shareCardRoutes, {
    db: deps.database.db,
    brandName: config.brandName,
    imageRoots: config.webDistDir ? [config.webDistDir, ...webAppFileRoots()] : webAppFileRoots(),
  });
  const mailer: Mailer =
    config.mail.transport === "smtp"
      ? createSmtpMailer(config.mail.smtpUrl, config.mailFrom, app.log)
      : createDevMailer(deps.database.db, config.mailFrom);
  app.addHook("onClose", (_app, done) => {
    mailer.close();
    done();
  });
  const limiter = createRateLimiter(deps.database.db, { scale: config.rateLimitScale, clock });
  const storage = deps.storage ?? (await createConfiguredStorage(config.fileStorage));
  // the S3 client's connections; a storage given by the caller is the caller's to close
  if (!deps.storage) app.addHook("onClose", async () => storage.close?.());
  await app.register(accountRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    mailer,
    limiter,
    cookies: cookieSettings,
    mail: { brand: config.brandName, publicUrl: config.publicUrl },
    storage,
  });
  await app.register(regionRoutes, { prefix: "/api", db: deps.database.db, clock, limiter });
  await app.register(institutionFamilyRoutes, { prefix: "/api", db: deps.database.db, clock, limiter });
  await app.register(cartRoutes, { prefix: "/api", db: deps.database.db });
  await app.register(pointsRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    limiter,
    mailer,
    mail: { brand: config.brandName, publicUrl: config.publicUrl },
  });
  await app.register(checkoutRoutes, { prefix: "/api", db: deps.database.db, clock, limiter });
  // the job-training partner (real or simulator, config.prakerja; decisions/028): one client for every Prakerja call
  const prakerjaPartner = config.prakerja ? createPrakerjaPartner(config.prakerja) : unconfiguredPrakerjaPartner();
  await app.register(prakerjaRedeemRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    limiter,
    partner: prakerjaPartner,
    offsets: config.prakerjaDateOffsets,
    publicUrl: config.publicUrl,
  });
  // attendance and task submissions of redeemed enrolments (decisions/031)
  const prakerjaAttendance = prakerjaAttendanceReader(deps.database.db, prakerjaPartner, clock);
  const prakerjaSubmissions = submissionWorker(
    deps.database.db,
    prakerjaPartner,
    clock,
    (error: unknown) => app.log.warn({ err: error }, "prakerja submission delivery failed"),
    // file answers go to the partner as signed, expiring links (decisions/031)
    { key: config.prakerjaFileLinkKey, publicUrl: config.publicUrl },
    config.prakerjaSubmissionTiming.reviewCheckMs,
  );
  await app.register(prakerjaProgressRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    limiter,
    partner: prakerjaPartner,
    attendance: prakerjaAttendance,
  });
  await app.register(learningRoutes, { prefix: "/api", db: deps.database.db, clock });
  await app.register(studySocialRoutes, { prefix: "/api", db: deps.database.db, clock, limiter, zoom: config.zoom });
  await app.register(quizRoutes, { prefix: "/api", db: deps.database.db, clock, limiter });
  await app.register(studyRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    productSlug: config.productSlug,
    facilitatorRoom: (programId) => facilitatorRoomOf(deps.database.db, programId),
    attendance: prakerjaAttendance,
    // a WEB_DIST_DIR elsewhere is where the site's own videos are measured first
    ...(config.webDistDir ? { mediaRoots: [config.webDistDir, ...webAppFileRoots()] } : {}),
  });
  await app.register(quizUploadRoutes, { prefix: "/api", db: deps.database.db, clock, limiter, storage });
  await app.register(prakerjaFileRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    limiter,
    storage,
    key: config.prakerjaFileLinkKey,
  });
  await app.register(quizAssessorRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    onScored: {
      inTransaction: (tx, attemptId, now) => enqueueSubmission(tx, attemptId, config.publicUrl, now),
      after: () => void prakerjaSubmissions.tick(),
    },
  });
  await app.register(chatRoutes, { prefix: "/api", db: deps.database.db, clock, limiter, storage });
  await app.register(portfolioRoutes, { prefix: "/api", db: deps.database.db, clock, limiter, storage });
  await app.register(privacyRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    limiter,
    cookies: cookieSettings,
    mail: { brand: config.brandName, publicUrl: config.publicUrl },
    productSlug: config.productSlug,
  });
  await app.register(notificationRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    vapidPublicKey: config.vapid?.publicKey ?? null,
    chatUnreadSql,
  });
  await app.register(reportRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    limiter,
    signingKey: await loadSigningKey(config.certificateKey),
    productSlug: config.productSlug,
    publicUrl: config.publicUrl,
    brandName: config.brandName,
  });
  await app.register(learningReportRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    productSlug: config.productSlug,
    brandName: config.brandName,
  });
  await app.register(reflectionRoutes, { prefix: "/api", db: deps.database.db, clock });
  // one LISTEN per process; every socket of this process is served from it (platform/realtime.ts)
  const hub = await createRealtimeHub({
    database: deps.database,
    rules: { programMembers, catchUpScope, openRooms: openRoomPairs },
    log: app.log,
  });
  app.decorate("realtimeHub", hub);
  await registerRealtimeSocket(app, { db: deps.database.db, clock, hub, canJoinRoom: canListenToRoom });
  const gateway = createSandboxGateway({
    db: deps.database.db,
    serverKey: config.payment.serverKey,
    clock,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate("paymentGateway", gateway);
  await app.register(paymentRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    gateway,
    serverKey: config.payment.serverKey,
    simulator: config.payment.simulator,
    mail: { brand: config.brandName, publicUrl: config.publicUrl },
  });
  // the work-card payment (decisions/030): the same partner client as the redeem calls (one circuit breaker)
  await app.register(workCardPaymentRoutes, {
    prefix: "/api",
    db: deps.database.db,
    clock,
    limiter,
    partner: prakerjaPartner,
    offsets: config.prakerjaDateOffsets,
    gateway,
    mail: { brand: config.brandName, publicUrl: config.publicUrl },
  });
  // the sandbox notifies the address this server listens on, as a gateway is told its notification URL
  app.addHook("onListen", async () => {
    const address = app.server.address();
    if (address && typeof address === "object") {
      gateway.setNotificationUrl(`http://127.0.0.1:${address.port}/api/payment/notification`);
    }
  });
  const gatewayTick = setInterval(() => {
    gateway.tick().catch((error: unknown) => app.log.warn({ err: error }, "sandbox gateway tick failed"));
  }, SANDBOX_TICK_MS);
  gatewayTick.unref();
  // abandoned invoices give their vouchers back, unreported payments their seats (both also when next touched)
  // one sweep at a time: a run held up by a slow gateway must not overlap the next
  let sweeping = false;
  const sweep = setInterval(() => {
    const now = clock();
    if (!sweeping) {
      sweeping = true;
      reconcileOverduePayments(deps.database.db, now)
        .then(() => retryOwedCancels(deps.database.db, boundedGateway(gateway), app.log, now))
        .then(() => expireOverdueInvoices(deps.database.db, now))
        .then(() => pruneIdempotencyKeys(deps.database.db, now))
        .catch((error: unknown) => app.log.warn({ err: error }, "invoice and payment sweep failed"))
        .finally(() => {
          sweeping = false;
        });
    }
    pruneOrphanUploads(deps.database.db, storage, now).catch((error: unknown) =>
      app.log.warn({ err: error }, "abandoned upload sweep failed"),
    );
    hub.prune(now).catch((error: unknown) => app.log.warn({ err: error }, "realtime event sweep failed"));
    // accounts whose 14 days to undo a deletion are over (decisions/026); safe with several processes
    eraseDueAccounts(deps.database.db, now, storage).catch((error: unknown) =>
      app.log.warn({ err: error }, "account erasure sweep failed"),
    );
  }, INVOICE_SWEEP_MS);
  sweep.unref();
  // mails owed by committed changes (a payment's confirmation) are handed to the mailer outside any request
  const outbox = createMailOutbox({ db: deps.database.db, mailer, clock, log: app.log });
  app.decorate("mailOutbox", outbox);
  const outboxTick = setInterval(() => outbox.tick(), OUTBOX_TICK_MS);
  const prakerjaTick = setInterval(() => void prakerjaSubmissions.tick(), config.prakerjaSubmissionTiming.tickMs);
  prakerjaTick.unref();
  outboxTick.unref();
  const pushes = config.vapid
    ? createPushOutbox({ db: deps.database.db, clock, log: app.log, vapid: config.vapid })
    : null;
  app.decorate("pushOutbox", pushes);
  const pushTick = pushes ? setInterval(() => pushes.tick(), PUSH_TICK_MS) : null;
  pushTick?.unref();
  app.addHook("onClose", async () => {
    clearInterval(gatewayTick);
    clearInterval(sweep);
    clearInterval(outboxTick);
    clearInterval(prakerjaTick);
    await prakerjaSubmissions.idle();
    if (pushTick) clearInterval(pushTick);
  });
  // DEV_TOOLS (never in production): the dev calls, for clients on this machine only (registerDevToolsGuard)
  if (config.devTools && config.mail.transport === "dev") {
    await app.register(devMailboxRoutes, { prefix: "/api", db: deps.database.db });
    await app.register(devAccountRoutes, { prefix: "/api", db: deps.database.db, clock });
    await app.register(devPointsRoutes, { prefix: "/api", db: deps.database.db });
  }
  if (movable) await app.register(devClockRoutes, { prefix: "/api", ...movable });

  // robots.txt and the sitemap: before the web app, whose files and index.html fallback would otherwise answer them
  await app.register(seoRoutes, {
    db: deps.database.db,
    publicUrl: config.publicUrl,
    productSlug: config.productSlug,
  });

  const distDir = webDistDir(config);
  const sendIndex = distDir
    ? await registerWebApp(app, {
        distDir,
        config: {
          productSlug: config.productSlug,
          brandName: config.brandName,
          appKey: config.appKey,
          helpUrl: config.helpUrl,
          funReport: config.funReportEnabled,
          baseDomain: baseDomainOf(config.publicUrl),
          prakerjaPartnerOrigin: config.prakerja?.faceOrigin ?? null,
        },
        publicUrl: config.publicUrl,
        pageCacheTtlMs: config.visitorCacheTtlMs,
      })
    : null;

  app.setNotFoundHandler((request, reply) => {
    // a path with a file extension is a missing file (platform/web-app.ts isFilePath), never a page
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !isApiUrl(request.url) && !isFilePath(request.url);
    if (isPage && sendIndex) return sendIndex(request, reply);
    throw errors.notFound();
  });

  return app;
}

/**
 * Keeps a per-user cache of this process right (the session cache, the learner cache): a NOTIFY on `channel` (a
 * user's id; anything else, such as '*', means everyone) from any process, or a change made in this one
 * (`whenHere`, when the cache does not hear those itself), drops that user's entries; a LISTEN connection lost or
 * back resets it, since notifications may have been missed.
 */
async function dropOnNotify(
  app: FastifyInstance,
  database: Database,
  channel: string,
  cache: { forgetUser(userId: number): void; listenerBack(): void; listenerLost(): void },
  whenHere?: (listener: (userId: number) => void) => () => void,
): Promise<void> {
  const stopListening = await database.listen(
    channel,
    (payload) => {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) cache.forgetUser(userId);
      else cache.listenerBack(); // not a user id ('*': too many to name): forget everyone
    },
    () => cache.listenerBack(),
    () => cache.listenerLost(),
  );
  const stopHearingHere = whenHere?.((userId) => cache.forgetUser(userId));
  app.addHook("onClose", async () => {
    stopHearingHere?.();
    await stopListening();
  });
}
