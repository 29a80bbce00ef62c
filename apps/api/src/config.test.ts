import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

/** An Ed25519 seed (base64url, 32 bytes): production needs one for the certificates' credentials (decisions/020). */
const CERT_SEED = "M6Bx5vGehrueuMUD6utW41WsC61ZguhLJc0Uhd2X0ls";

describe("config", () => {
  it("has working defaults for npm start", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: ".data",
      databaseUrl: undefined,
      productSlug: "karir",
      brandName: "Karirmu",
      appKey: "karirmu-public-web-2026",
      seedDemo: true,
    });
  });

  it("reads every variable it documents", () => {
    const c = loadConfig({
      PORT: "8080",
      DATA_DIR: "/var/lib/karirmu",
      DATABASE_URL: "postgres://app@db:5432/karirmu",
      PRODUCT_SLUG: "kerja",
      BRAND_NAME: "Kerjamu",
      APP_KEY: "a-public-key-of-enough-length",
      SEED_DEMO: "false",
      TRUST_PROXY: "true",
    });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: "/var/lib/karirmu",
      databaseUrl: "postgres://app@db:5432/karirmu",
      productSlug: "kerja",
      brandName: "Kerjamu",
      seedDemo: false,
      trustProxy: 1,
    });
  });

  it("never adds the demo data in production", () => {
    const production = {
      NODE_ENV: "production",
      SMTP_URL: "smtp://mail:25",
      PUBLIC_URL: "https://karirmu.id",
      PAYMENT_SERVER_KEY: "kunci-server-pembayaran-2026",
      CERTIFICATE_SIGNING_KEY: CERT_SEED,
    };
    expect(loadConfig(production).seedDemo).toBe(false);
    // the certificates' signing key is required in production, and named when missing
    const { CERTIFICATE_SIGNING_KEY: _key, ...withoutKey } = production;
    expect(() => loadConfig(withoutKey)).toThrow(/CERTIFICATE_SIGNING_KEY/);
    expect(() => loadConfig({ ...production, SEED_DEMO: "true" })).toThrow(/SEED_DEMO/);
    expect(loadConfig({ NODE_ENV: "development" }).seedDemo).toBe(true);
  });

  it("fails fast naming every bad variable", () => {
    expect(() => loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", PRODUCT_SLUG: "Karir!" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", PRODUCT_SLUG: "Karir!" });
    } catch (err) {
      const message = (err as Error).message;
      for (const name of ["PORT", "DATABASE_URL", "PRODUCT_SLUG"]) expect(message).toContain(name);
    }
  });
});

describe("mail configuration", () => {
  it("uses the dev mailbox outside production and SMTP when SMTP_URL is given", () => {
    expect(loadConfig({}).mail).toEqual({ transport: "dev" });
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).mail).toEqual({
      transport: "smtp",
      smtpUrl: "smtp://127.0.0.1:2525",
    });
  });

  it("refuses the dev mailbox in production and SMTP without an address", () => {
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://karirmu.id" };
    expect(() => loadConfig({ ...production, MAIL_TRANSPORT: "dev", SMTP_URL: "smtp://m:25" })).toThrow(
      /MAIL_TRANSPORT/,
    );
    expect(() => loadConfig(production)).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://m:25" })).toThrow(/PUBLIC_URL/);
  });

  it("moves the clock only when DEV_CLOCK asks, and never in production", () => {
    expect(loadConfig({}).devClock).toBe(false);
    expect(loadConfig({ DEV_CLOCK: "1" }).devClock).toBe(true);
    const production = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://karirmu.id",
      SMTP_URL: "smtp://m:25",
      PAYMENT_SERVER_KEY: "k".repeat(32),
      CERTIFICATE_SIGNING_KEY: CERT_SEED,
    };
    expect(loadConfig(production).devClock).toBe(false);
    expect(() => loadConfig({ ...production, DEV_CLOCK: "true" })).toThrow(/DEV_CLOCK/);
  });
});

describe("payment configuration", () => {
  it("signs with PAYMENT_SERVER_KEY, required in production; a random key per start elsewhere, simulator included", () => {
    const production = {
      NODE_ENV: "production",
      SMTP_URL: "smtp://m:25",
      PUBLIC_URL: "https://karirmu.id",
      CERTIFICATE_SIGNING_KEY: CERT_SEED,
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_SERVER_KEY/);
    const key = "kunci-server-pembayaran-2026";
    expect(loadConfig({ ...production, PAYMENT_SERVER_KEY: key }).payment).toEqual({
      gateway: "sandbox",
      serverKey: key,
      simulator: false,
    });
    const dev = loadConfig({}).payment;
    expect(dev.simulator).toBe(true);
    expect(dev.serverKey).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).payment.serverKey).not.toBe(dev.serverKey);
  });
});

describe("TRUST_PROXY", () => {
  it("never trusts every hop: true means the one load balancer in front", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).trustProxy).toBe("10.0.0.0/8,127.0.0.1");
    expect(() => loadConfig({ TRUST_PROXY: "semua" })).toThrow(/TRUST_PROXY/);
  });
});

describe("listening address and development tools (issue 17)", () => {
  const production = {
    NODE_ENV: "production",
    PUBLIC_URL: "https://karirmu.id",
    SMTP_URL: "smtp://m:25",
    PAYMENT_SERVER_KEY: "k".repeat(32),
    CERTIFICATE_SIGNING_KEY: CERT_SEED,
  };

  it("listens on 127.0.0.1 outside production and on 0.0.0.0 in production, unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "development" }).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig(production).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ ...production, HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
    expect(() => loadConfig({ HOST: "" })).toThrow(/HOST/);
  });

  it("turns the development tools on outside production by default, and refuses them in production", () => {
    expect(loadConfig({})).toMatchObject({ devTools: true, payment: { simulator: true } });
    expect(loadConfig({ DEV_TOOLS: "false" })).toMatchObject({ devTools: false, payment: { simulator: false } });
    expect(loadConfig(production)).toMatchObject({ devTools: false, payment: { simulator: false } });
    expect(loadConfig({ ...production, DEV_TOOLS: "false" }).devTools).toBe(false);
    expect(() => loadConfig({ ...production, DEV_TOOLS: "true" })).toThrow(/DEV_TOOLS/);
    expect(() => loadConfig({ DEV_TOOLS: "ya" })).toThrow(/DEV_TOOLS/);
  });

  it("moves the clock only as a development tool", () => {
    expect(loadConfig({ DEV_CLOCK: "true" })).toMatchObject({ devClock: true, devTools: true });
    expect(() => loadConfig({ DEV_CLOCK: "true", DEV_TOOLS: "false" })).toThrow(/DEV_CLOCK/);
    expect(loadConfig({ DEV_CLOCK: "false", DEV_TOOLS: "false" }).devClock).toBe(false);
  });
});

describe("session cookies (RELIABILITY S7)", () => {
  it("are Secure exactly when PUBLIC_URL is https", () => {
    expect(loadConfig({}).cookieSecure).toBe(false);
    expect(loadConfig({ PUBLIC_URL: "http://127.0.0.1:3000" }).cookieSecure).toBe(false);
    expect(loadConfig({ PUBLIC_URL: "https://karirmu.id" }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: "HTTPS://Karirmu.ID/" }).cookieSecure).toBe(true);
  });
});

describe("file storage (FILE_STORAGE)", () => {
  const s3 = {
    FILE_STORAGE: "s3",
    S3_BUCKET: "karirmu-unggahan",
    S3_ACCESS_KEY_ID: "AKIAKARIRMU",
    S3_SECRET_ACCESS_KEY: "rahasia-yang-tidak-boleh-tampil",
  };

  it("is the local disk under UPLOAD_DIR by default", () => {
    expect(loadConfig({}).fileStorage).toEqual({ backend: "local", dir: ".data/uploads" });
    expect(loadConfig({ UPLOAD_DIR: "/srv/unggahan" }).fileStorage).toEqual({ backend: "local", dir: "/srv/unggahan" });
  });

  it("is a bucket with FILE_STORAGE=s3: AWS by default, path style by default with an S3-compatible endpoint", () => {
    expect(loadConfig(s3).fileStorage).toEqual({
      backend: "s3",
      bucket: "karirmu-unggahan",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      keyPrefix: "",
      credentials: { accessKeyId: "AKIAKARIRMU", secretAccessKey: "rahasia-yang-tidak-boleh-tampil" },
    });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: "http://minio:9000/", S3_REGION: "ap-southeast-3", S3_KEY_PREFIX: "prod/a" })
        .fileStorage,
    ).toMatchObject({
      endpoint: "http://minio:9000",
      region: "ap-southeast-3",
      forcePathStyle: true,
      keyPrefix: "prod/a/",
    });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: "false" }).fileStorage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it("names what the bucket lacks at start, without ever repeating the secret", () => {
    const { S3_BUCKET: _bucket, ...withoutBucket } = s3;
    expect(() => loadConfig(withoutBucket)).toThrow(/S3_BUCKET: required when FILE_STORAGE is s3/);
    const { S3_ACCESS_KEY_ID: _id, ...withoutKeyId } = s3;
    expect(() => loadConfig(withoutKeyId)).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    for (const bad of [
      { S3_BUCKET: "Bucket_Saya" },
      { S3_ENDPOINT: "ftp://minio" },
      { S3_KEY_PREFIX: "../naik" },
      { FILE_STORAGE: "disk" },
    ]) {
      expect(() => loadConfig({ ...s3, ...bad }), JSON.stringify(bad)).toThrow(ConfigError);
    }
    const failure = (() => {
      try {
        loadConfig({ ...s3, S3_BUCKET: "X", S3_SECRET_ACCESS_KEY: `${"r".repeat(300)}` });
      } catch (err) {
        return String(err);
      }
    })();
    expect(failure).toMatch(/S3_BUCKET/);
    expect(failure).toMatch(/S3_SECRET_ACCESS_KEY/);
    expect(failure).not.toContain("rrrrrrrr");
  });

  it("refuses S3 settings while FILE_STORAGE stays local (each process would keep its uploads to itself)", () => {
    const { FILE_STORAGE: _backend, ...forgotten } = s3;
    expect(() => loadConfig(forgotten)).toThrow(
      /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: given, but FILE_STORAGE/,
    );
    expect(() => loadConfig({ S3_REGION: "eu-west-1" })).toThrow(/S3_REGION: given, but FILE_STORAGE is local/);
  });
});
