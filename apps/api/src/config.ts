import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { PRAKERJA_DATE_OFFSETS, type PrakerjaDateOffsets } from "@app/domain/prakerja/redemption-window";
import { z } from "zod";

/**
 * The only reader of process.env. Parsed once with zod; a bad value stops the start with every problem named.
 */
const booleanString = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().trim().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default(".data"),
  UPLOAD_DIR: z.string().min(1).optional(),
  // uploaded files (docs/operations.md "File storage"): the local disk under UPLOAD_DIR, or an S3-compatible bucket
  FILE_STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "a bucket name: 3-63 lowercase letters, digits, . -")
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, "a region such as us-east-1")
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(128).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  S3_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/?$/, "folder names (letters, digits, _ -) separated by /")
    .optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // statements prepared once per connection (platform/prepared-statements.ts); off for a pooler that drops them
  DATABASE_PREPARED_STATEMENTS: booleanString.default(true),
  PRODUCT_SLUG: z
    .string()
    .regex(/^[a-z]{2,20}$/, "lowercase letters only, 2-20 of them")
    .default("karir"),
  BRAND_NAME: z.string().min(1).max(60).default("Karirmu"),
  APP_KEY: z.string().min(16).max(200).default("karirmu-public-web-2026"),
  HELP_URL: z.url().default("https://bantuan.karirmu.id"),
  // the navbar's Kilas Balik entry (spec 000: is_have_fun_report and an environment switch); on by default
  FUN_REPORT_ENABLED: booleanString.default(true),
  SEED_DEMO: booleanString.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/, "true, false, a hop count or proxy addresses")
    .default("false")
    .transform(trustedProxies),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEB_DIST_DIR: z.string().optional(),
  VISITOR_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  LEARNER_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/, "a domain such as .karirmu.id")
    .optional(),
  MAIL_TRANSPORT: z.enum(["dev", "smtp"]).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(1000).default(1),
  PAYMENT_SERVER_KEY: z.string().min(16).max(200).optional(),
  ZOOM_SDK_KEY: z.string().trim().min(1).max(200).optional(),
  ZOOM_SDK_SECRET: z.string().trim().min(16).max(200).optional(),
  // web push (VAPID, RFC 8292): `npx web-push generate-vapid-keys`; without them push is off
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, "a URL-safe base64 P-256 public key")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, "a URL-safe base64 P-256 private key")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)/, "mailto: or https: URL")
    .optional(),
  // the Ed25519 private key the certificates' credentials are signed with: its 32-byte seed, base64url
  CERTIFICATE_SIGNING_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, "a base64url Ed25519 seed (32 bytes, 43 characters)")
    .optional(),
  // public keys (base64url, 32 bytes each, comma-separated) of earlier signing keys, still published for verifiers
  CERTIFICATE_RETIRED_KEYS: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}(,[A-Za-z0-9_-]{43})*$/, "base64url Ed25519 public keys, comma-separated")
    .optional(),
  DEV_CLOCK: booleanString.optional(),
  DEV_TOOLS: booleanString.optional(),
  // the work-card date offsets' variant (spec 002 section 9): live in production and tests, dev in development
  PRAKERJA_DATE_OFFSETS: z.enum(["dev", "live"]).optional(),
  // the Prakerja partner (docs/prakerja.md): the real one's base URL and credentials, or the built-in simulator
  PRAKERJA_PARTNER_URL: z.url({ protocol: /^https?$/ }).optional(),
  PRAKERJA_FACE_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  PRAKERJA_CLIENT_CODE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,64}$/, "3-64 letters, digits, . _ -")
    .optional(),
  PRAKERJA_SIGNING_KEY: z.string().trim().min(16).max(200).optional(),
  PRAKERJA_SIMULATOR: booleanString.optional(),
  PRAKERJA_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PRAKERJA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // the submissions worker (decisions/031): how often it runs, and how old a pending review is before it is read again
  PRAKERJA_SUBMISSION_TICK_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
  PRAKERJA_REVIEW_CHECK_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  // the server's own key for the partner's signed file links (HMAC-SHA256; decisions/031), not shared with anyone
  PRAKERJA_FILE_LINK_KEY: z.string().trim().min(32).max(200).optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  /**
   * The interface to listen on: 127.0.0.1 outside production (the dev tools and demo accounts stay on this
   * machine unless HOST opens them up), 0.0.0.0 in production.
   */
  host: string;
  port: number;
  dataDir: string;
  /** Where uploaded files are kept on the local disk (the storage interface's default backend). */
  uploadDir: string;
  /** Which backend keeps the uploaded files (platform/storage.ts): the local disk, or an S3-compatible bucket. */
  fileStorage: FileStorageConfig;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** PostgreSQL: parameterized statements are prepared once per connection (decisions/035). */
  databasePreparedStatements: boolean;
  productSlug: string;
  brandName: string;
  appKey: string;
  helpUrl: string;
  /** Whether the web app offers the Kilas Balik entry in the user menu (to users with is_have_fun_report). */
  funReportEnabled: boolean;
  seedDemo: boolean;
  logLevel: string;
  /**
   * Which X-Forwarded-For hops to believe: false (none), a number of proxy hops in front of the server, or
   * the proxies' addresses/CIDRs. Never "every hop": a client could then choose its own IP and dodge the
   * per-IP rate limits.
   */
  trustProxy: false | number | string;
  shutdownTimeoutMs: number;
  webDistDir: string | undefined;
  visitorCacheTtlMs: number;
  /** How long a learner's own answer that depends only on their enrolments may be reused (decisions/036). */
  learnerCacheTtlMs: number;
  /** Where mailed links point (verification, password reset). */
  publicUrl: string;
  /** The parent domain the session cookies are set on (spec 000 4.1); host-only when unset. */
  cookieDomain: string | undefined;
  /**
   * Whether the session cookies carry Secure (RELIABILITY S7): when PUBLIC_URL is https. Decided here once,
   * never from a request's Host header, which a proxy or a client chooses.
   */
  cookieSecure: boolean;
  mail: { transport: "dev" } | { transport: "smtp"; smtpUrl: string };
  mailFrom: string;
  /** Multiplies every rate limit (docs/api.md); the browser tests share one IP and raise it. */
  rateLimitScale: number;
  /**
   * The built-in sandbox gateway (the only one so far) and the key both it and the notification handler sign
   * with (SHA-512 over order id, status code, gross amount and this key). Random per start unless given; set
   * it in production. The simulator calls exist only with the development tools on.
   */
  payment: { gateway: "sandbox"; serverKey: string; simulator: boolean };
  /**
   * The live sessions' meeting service (a Zoom Meeting SDK app): its key and the secret the study page's join
   * signatures are signed with. Null when not configured: the signature call then answers 503.
   */
  zoom: { sdkKey: string; sdkSecret: string } | null;
  /**
   * The certificates' signing key (decisions/020): given (CERTIFICATE_SIGNING_KEY; required in production), kept in
   * a file under DATA_DIR created on first start (development), or made anew at each start (tests).
   */
  certificateKey:
    | { source: "config"; seed: string; retired: string[] }
    | { source: "file"; path: string; retired: string[] }
    | { source: "ephemeral"; retired: string[] };
  /** Web push; null turns it off (the notifications page says so). */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** POST /api/dev/clock may move the server's clock (the browser tests' quiz deadline); never in production. */
  devClock: boolean;
  /**
   * DEV_TOOLS: the development calls under /api/dev (mailbox, payment simulator, and the clock when DEV_CLOCK
   * asks too) exist, answering loopback clients only. On by default outside production; refused in production.
   */
  devTools: boolean;
  /** The Prakerja redemption windows (packages/domain/src/prakerja/redemption-window.ts; decisions/029). */
  prakerjaDateOffsets: PrakerjaDateOffsets;
  /**
   * The Prakerja partner (docs/prakerja.md, decisions/028), null when not configured (production without
   * PRAKERJA_PARTNER_URL: every partner call is then an outage, the redeem calls answer 503). `simulator`: the
   * built-in partner simulator is started by server.ts on that port (0: any free one), which then fills in
   * partnerUrl and faceOrigin; on by default outside production, refused in production.
   */
  prakerja: PrakerjaConfig | null;
  /**
   * The key the Prakerja partner's download links of submitted files are signed with (HMAC-SHA256, decisions/031):
   * PRAKERJA_FILE_LINK_KEY, required in production when the real partner is configured (links must survive a
   * restart and hold on every instance); random per start otherwise. Never the partner's PRAKERJA_SIGNING_KEY, which
   * the partner knows and could then sign a link to any upload with.
   */
  prakerjaFileLinkKey: string;
  /** The submissions worker's interval and how old a pending review must be to be read again (decisions/031). */
  prakerjaSubmissionTiming: { tickMs: number; reviewCheckMs: number };
};

/**
 * The uploaded files' backend. Several processes on several machines need the bucket (or one shared disk): a file
 * uploaded through one must be served by every other. The secret is kept here and handed to the S3 client only.
 */
export type FileStorageConfig =
  | { backend: "local"; dir: string }
  | {
      backend: "s3";
      bucket: string;
      region: string;
      /** an S3-compatible server's address (MinIO, Ceph, R2...); the AWS endpoint of the region when unset */
      endpoint: string | undefined;
      /** bucket in the path (http://host/bucket/key) rather than the host name; on by default with an endpoint */
      forcePathStyle: boolean;
      /** put before every key ("karirmu/"), so that one bucket can hold several deployments' files; "" for none */
      keyPrefix: string;
      credentials: { accessKeyId: string; secretAccessKey: string };
    };

export type PrakerjaConfig = {
  /** the partner's API base URL */
  partnerUrl: string;
  /** the origin of the partner's face-verification page: the only origin whose postMessage is believed */
  faceOrigin: string;
  clientCode: string;
  signingKey: string;
  timeoutMs: number;
  simulator: { port: number } | null;
};

export class ConfigError extends Error {}

function trustedProxies(value: string): false | number | string {
  if (value === "false" || value === "0") return false;
  if (value === "true") return 1; // the load balancer in front, and only it
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  // The demo accounts share a published password (one is a Super Admin): never in production.
  if (c.NODE_ENV === "production" && c.SEED_DEMO === true) {
    throw new ConfigError("Invalid configuration:\n  SEED_DEMO: the demo data is refused when NODE_ENV is production");
  }
  const transport = c.MAIL_TRANSPORT ?? (c.NODE_ENV === "production" || c.SMTP_URL ? "smtp" : "dev");
  const problems: string[] = [];
  // The dev mailbox shows every code and reset link to anyone: it never runs in production.
  if (c.NODE_ENV === "production" && transport === "dev") {
    problems.push("  MAIL_TRANSPORT: the dev mailbox is refused when NODE_ENV is production");
  }
  if (transport === "smtp" && !c.SMTP_URL) problems.push("  SMTP_URL: required when mail goes out by SMTP");
  if (c.NODE_ENV === "production" && !c.PUBLIC_URL)
    problems.push("  PUBLIC_URL: required in production (mailed links)");
  if (c.NODE_ENV === "production" && !c.PAYMENT_SERVER_KEY)
    problems.push("  PAYMENT_SERVER_KEY: required in production (payment notifications are signed with it)");
  // one without the other would only fail later, at the first live session
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY))
    problems.push("  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither");
  if (Boolean(c.ZOOM_SDK_KEY) !== Boolean(c.ZOOM_SDK_SECRET))
    problems.push("  ZOOM_SDK_KEY, ZOOM_SDK_SECRET: give both or neither");
  // The dev calls read every mailed code and reset link and settle payments: never on a production server.
  if (c.NODE_ENV === "production" && c.DEV_TOOLS === true) {
    problems.push("  DEV_TOOLS: the development tools are refused when NODE_ENV is production");
  }
  const devTools = c.DEV_TOOLS ?? c.NODE_ENV !== "production";
  // Moving the server's clock lets anyone outrun a quiz deadline: a test facility only.
  if (c.NODE_ENV === "production" && c.DEV_CLOCK === true) {
    problems.push("  DEV_CLOCK: the movable clock is refused when NODE_ENV is production");
  } else if (c.DEV_CLOCK === true && !devTools) {
    problems.push("  DEV_CLOCK: the movable clock is a development tool; it needs DEV_TOOLS on");
  }
  // credentials signed with a key nobody keeps could never be verified again
  if (c.NODE_ENV === "production" && !c.CERTIFICATE_SIGNING_KEY)
    problems.push("  CERTIFICATE_SIGNING_KEY: required in production (certificates' credentials are signed with it)");
  // the dev offsets keep codes redeemable for weeks: the partner would refuse what the product lets through
  if (c.NODE_ENV === "production" && c.PRAKERJA_DATE_OFFSETS === "dev")
    problems.push("  PRAKERJA_DATE_OFFSETS: the dev variant is refused when NODE_ENV is production");
  const prakerja = prakerjaConfigOf(c, problems);
  const fileStorage = fileStorageConfigOf(c, problems);
  if (c.NODE_ENV === "production" && c.PRAKERJA_PARTNER_URL && !c.PRAKERJA_FILE_LINK_KEY)
    problems.push(
      "  PRAKERJA_FILE_LINK_KEY: required in production with the Prakerja partner (its file links are signed with it)",
    );
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  return {
    env: c.NODE_ENV,
    host: c.HOST ?? (c.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    port: c.PORT,
    dataDir: c.DATA_DIR,
    uploadDir: c.UPLOAD_DIR ?? join(c.DATA_DIR, "uploads"),
    fileStorage,
    databaseUrl: c.DATABASE_URL,
    databasePoolMax: c.DATABASE_POOL_MAX,
    databasePreparedStatements: c.DATABASE_PREPARED_STATEMENTS,
    productSlug: c.PRODUCT_SLUG,
    brandName: c.BRAND_NAME,
    appKey: c.APP_KEY,
    helpUrl: c.HELP_URL,
    funReportEnabled: c.FUN_REPORT_ENABLED,
    seedDemo: c.SEED_DEMO ?? c.NODE_ENV !== "production",
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    webDistDir: c.WEB_DIST_DIR,
    visitorCacheTtlMs: c.VISITOR_CACHE_TTL_MS,
    learnerCacheTtlMs: c.LEARNER_CACHE_TTL_MS,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ""),
    cookieDomain: c.COOKIE_DOMAIN,
    cookieSecure: c.PUBLIC_URL ? new URL(c.PUBLIC_URL).protocol === "https:" : false,
    mail: transport === "smtp" && c.SMTP_URL ? { transport: "smtp", smtpUrl: c.SMTP_URL } : { transport: "dev" },
    mailFrom: c.MAIL_FROM ?? `"${c.BRAND_NAME}" <no-reply@${c.PRODUCT_SLUG}mu.id>`,
    rateLimitScale: c.RATE_LIMIT_SCALE,
    payment: {
      gateway: "sandbox",
      serverKey: c.PAYMENT_SERVER_KEY ?? randomBytes(32).toString("hex"),
      simulator: devTools,
    },
    devClock: c.DEV_CLOCK === true,
    devTools,
    certificateKey: certificateKeyOf(c),
    prakerja,
    prakerjaFileLinkKey: c.PRAKERJA_FILE_LINK_KEY ?? randomBytes(32).toString("hex"),
    prakerjaSubmissionTiming: { tickMs: c.PRAKERJA_SUBMISSION_TICK_MS, reviewCheckMs: c.PRAKERJA_REVIEW_CHECK_MS },
    prakerjaDateOffsets:
      PRAKERJA_DATE_OFFSETS[c.PRAKERJA_DATE_OFFSETS ?? (c.NODE_ENV === "development" ? "dev" : "live")],
    zoom: c.ZOOM_SDK_KEY && c.ZOOM_SDK_SECRET ? { sdkKey: c.ZOOM_SDK_KEY, sdkSecret: c.ZOOM_SDK_SECRET } : null,
    vapid:
      c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY
        ? {
            publicKey: c.VAPID_PUBLIC_KEY,
            privateKey: c.VAPID_PRIVATE_KEY,
            subject: c.VAPID_SUBJECT ?? `mailto:admin@${new URL(c.PUBLIC_URL ?? "http://localhost").hostname}`,
          }
        : null,
  };
}

function certificateKeyOf(c: z.infer<typeof configSchema>): Config["certificateKey"] {
  const retired = c.CERTIFICATE_RETIRED_KEYS?.split(",") ?? [];
  if (c.CERTIFICATE_SIGNING_KEY) return { source: "config", seed: c.CERTIFICATE_SIGNING_KEY, retired };
  if (c.NODE_ENV === "test") return { source: "ephemeral", retired };
  return { source: "file", path: join(c.DATA_DIR, "certificate-signing.key"), retired };
}

/**
 * The uploaded files' backend: FILE_STORAGE=local (UPLOAD_DIR) or s3, which needs S3_BUCKET and both keys. S3
 * settings given while the backend stays local are refused: a forgotten FILE_STORAGE would otherwise keep each
 * process's uploads on its own disk without a word. No message repeats a value (the secret stays out of the logs).
 */
function fileStorageConfigOf(c: z.infer<typeof configSchema>, problems: string[]): FileStorageConfig {
  const local: FileStorageConfig = { backend: "local", dir: c.UPLOAD_DIR ?? join(c.DATA_DIR, "uploads") };
  const s3Settings = {
    S3_BUCKET: c.S3_BUCKET,
    S3_REGION: c.S3_REGION,
    S3_ENDPOINT: c.S3_ENDPOINT,
    S3_ACCESS_KEY_ID: c.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: c.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: c.S3_FORCE_PATH_STYLE,
    S3_KEY_PREFIX: c.S3_KEY_PREFIX,
  };
  if (c.FILE_STORAGE === "local") {
    const given = Object.entries(s3Settings).filter(([, value]) => value !== undefined);
    if (given.length > 0)
      problems.push(`  ${given.map(([name]) => name).join(", ")}: given, but FILE_STORAGE is local (set it to s3)`);
    return local;
  }
  if (!c.S3_BUCKET) problems.push("  S3_BUCKET: required when FILE_STORAGE is s3");
  if (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY)
    problems.push("  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: both required when FILE_STORAGE is s3");
  if (!c.S3_BUCKET || !c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY) return local;
  const prefix = c.S3_KEY_PREFIX ?? "";
  return {
    backend: "s3",
    bucket: c.S3_BUCKET,
    region: c.S3_REGION ?? "us-east-1",
    endpoint: c.S3_ENDPOINT?.replace(/\/+$/, ""),
    forcePathStyle: c.S3_FORCE_PATH_STYLE ?? Boolean(c.S3_ENDPOINT),
    keyPrefix: prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`,
    credentials: { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY },
  };
}

/**
 * The Prakerja partner. The real partner is configured by PRAKERJA_PARTNER_URL with PRAKERJA_CLIENT_CODE and
 * PRAKERJA_SIGNING_KEY (all three, or none: then Prakerja is off). The simulator is on by default outside
 * production unless a partner URL is given, refused in production, and signs with a random key per start.
 */
function prakerjaConfigOf(c: z.infer<typeof configSchema>, problems: string[]): PrakerjaConfig | null {
  const production = c.NODE_ENV === "production";
  if (production && c.PRAKERJA_SIMULATOR === true) {
    problems.push("  PRAKERJA_SIMULATOR: the partner simulator is refused when NODE_ENV is production");
    return null;
  }
  if (c.PRAKERJA_SIMULATOR === true && c.PRAKERJA_PARTNER_URL) {
    problems.push("  PRAKERJA_SIMULATOR, PRAKERJA_PARTNER_URL: the simulator or a partner URL, not both");
    return null;
  }
  const simulator = !production && !c.PRAKERJA_PARTNER_URL && c.PRAKERJA_SIMULATOR !== false;
  if (simulator) {
    // beside the product's own port (PORT+5), so parallel checkouts on their own ports do not collide
    // (tests: port 0, nothing there: a test that needs the partner starts one, testing/prakerja-kit.ts)
    const beside = c.NODE_ENV === "test" || c.PORT === 0 || c.PORT + 5 > 65535 ? 0 : c.PORT + 5;
    const port = c.PRAKERJA_SIMULATOR_PORT ?? beside;
    const url = `http://127.0.0.1:${port}`;
    return {
      partnerUrl: url,
      faceOrigin: url,
      clientCode: c.PRAKERJA_CLIENT_CODE ?? "KARIRMU-DEV",
      signingKey: c.PRAKERJA_SIGNING_KEY ?? randomBytes(32).toString("hex"),
      timeoutMs: c.PRAKERJA_TIMEOUT_MS,
      simulator: { port },
    };
  }
  const given = [c.PRAKERJA_PARTNER_URL, c.PRAKERJA_CLIENT_CODE, c.PRAKERJA_SIGNING_KEY].filter(Boolean).length;
  if (given === 0) return null;
  if (!c.PRAKERJA_PARTNER_URL || !c.PRAKERJA_CLIENT_CODE || !c.PRAKERJA_SIGNING_KEY) {
    problems.push(
      "  PRAKERJA_PARTNER_URL, PRAKERJA_CLIENT_CODE, PRAKERJA_SIGNING_KEY: give all three (the partner is on) or none",
    );
    return null;
  }
  // redeem codes and participants' emails travel in the body: the signature proves who sent it, not secrecy
  if (production && new URL(c.PRAKERJA_PARTNER_URL).protocol !== "https:") {
    problems.push("  PRAKERJA_PARTNER_URL: must be https when NODE_ENV is production");
    return null;
  }
  return {
    partnerUrl: c.PRAKERJA_PARTNER_URL.replace(/\/+$/, ""),
    faceOrigin: new URL(c.PRAKERJA_FACE_ORIGIN ?? c.PRAKERJA_PARTNER_URL).origin,
    clientCode: c.PRAKERJA_CLIENT_CODE,
    signingKey: c.PRAKERJA_SIGNING_KEY,
    timeoutMs: c.PRAKERJA_TIMEOUT_MS,
    simulator: null,
  };
}
