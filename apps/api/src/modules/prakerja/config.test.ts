import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { createPrakerjaPartner, unconfiguredPrakerjaPartner } from "./client";
import { PartnerUnavailableError } from "./partner";
import { withPrakerjaSimulator } from "./simulator/dev-start";

const production = {
  NODE_ENV: "production",
  SMTP_URL: "smtp://mail:25",
  PUBLIC_URL: "https://karirmu.id",
  PAYMENT_SERVER_KEY: "p".repeat(32),
  CERTIFICATE_SIGNING_KEY: "A".repeat(43),
};
const partner = {
  PRAKERJA_PARTNER_URL: "https://api.prakerja.example/",
  PRAKERJA_CLIENT_CODE: "KARIRMU",
  PRAKERJA_SIGNING_KEY: "s".repeat(32),
  PRAKERJA_FILE_LINK_KEY: "f".repeat(32),
};

describe("Prakerja partner configuration", () => {
  it("outside production: the simulator by default, beside the product's port (tests: any port)", () => {
    expect(loadConfig({ NODE_ENV: "development", PORT: "3450" }).prakerja).toMatchObject({
      partnerUrl: "http://127.0.0.1:3455",
      faceOrigin: "http://127.0.0.1:3455",
      clientCode: "KARIRMU-DEV",
      timeoutMs: 5000,
      simulator: { port: 3455 },
    });
    expect(loadConfig({ NODE_ENV: "development", PRAKERJA_SIMULATOR_PORT: "4700" }).prakerja?.simulator).toEqual({
      port: 4700,
    });
    expect(loadConfig({ NODE_ENV: "test" }).prakerja?.simulator).toEqual({ port: 0 });
    expect(loadConfig({ NODE_ENV: "development", PRAKERJA_SIMULATOR: "false" }).prakerja).toBeNull();
  });

  it("the real partner when its URL is given: all three settings, face origin from the URL unless given", () => {
    expect(loadConfig({ ...production, ...partner }).prakerja).toEqual({
      partnerUrl: "https://api.prakerja.example",
      faceOrigin: "https://api.prakerja.example",
      clientCode: "KARIRMU",
      signingKey: "s".repeat(32),
      timeoutMs: 5000,
      simulator: null,
    });
    const face = { ...production, ...partner, PRAKERJA_FACE_ORIGIN: "https://fr.prakerja.example/x" };
    expect(loadConfig(face).prakerja?.faceOrigin).toBe("https://fr.prakerja.example");
    expect(loadConfig({ NODE_ENV: "development", ...partner }).prakerja?.simulator).toBeNull();
  });

  it("production: off without a partner; partial settings and the simulator refused", () => {
    expect(loadConfig(production).prakerja).toBeNull();
    expect(() => loadConfig({ ...production, PRAKERJA_CLIENT_CODE: "KARIRMU" })).toThrow(/give all three/);
    expect(() => loadConfig({ ...production, ...partner, PRAKERJA_SIGNING_KEY: undefined })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, PRAKERJA_SIMULATOR: "true" })).toThrow(/PRAKERJA_SIMULATOR/);
    expect(() => loadConfig({ NODE_ENV: "development", ...partner, PRAKERJA_SIMULATOR: "true" })).toThrow(/not both/);
    expect(() => loadConfig({ ...production, ...partner, PRAKERJA_SIGNING_KEY: "short" })).toThrow(
      /PRAKERJA_SIGNING_KEY/,
    );
    // the partner's file links must hold across restarts and instances: our own key, given
    expect(() => loadConfig({ ...production, ...partner, PRAKERJA_FILE_LINK_KEY: undefined })).toThrow(
      /PRAKERJA_FILE_LINK_KEY/,
    );
    expect(loadConfig({ ...production, ...partner }).prakerjaFileLinkKey).toBe("f".repeat(32));
    expect(loadConfig(production).prakerjaFileLinkKey).toMatch(/^[0-9a-f]{64}$/); // no partner: random, unused
    // codes and emails travel in the body: never in clear text to the real partner
    expect(() =>
      loadConfig({ ...production, ...partner, PRAKERJA_PARTNER_URL: "http://api.prakerja.example" }),
    ).toThrow(/must be https/);
  });

  it("npm start outside production starts the simulator and points the client at it", async () => {
    const base = loadConfig({ NODE_ENV: "development", PRAKERJA_SIMULATOR_PORT: "0" });
    const { config, close } = await withPrakerjaSimulator(base, () => {});
    try {
      const prakerja = config.prakerja;
      if (!prakerja) throw new Error("no partner");
      expect(prakerja.partnerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(prakerja.partnerUrl).not.toBe("http://127.0.0.1:0");
      const client = createPrakerjaPartner(prakerja);
      expect(await client.getWorkCardBalance({ email: "dev@example.com" })).toEqual({
        email: "dev@example.com",
        balance: 3_500_000,
      });
    } finally {
      await close();
    }
  });

  it("a busy simulator port falls back to a free one", async () => {
    const first = await withPrakerjaSimulator(
      loadConfig({ NODE_ENV: "development", PRAKERJA_SIMULATOR_PORT: "0" }),
      () => {},
    );
    const port = new URL(first.config.prakerja?.partnerUrl ?? "").port;
    const logs: string[] = [];
    const busy = loadConfig({ NODE_ENV: "development", PRAKERJA_SIMULATOR_PORT: port });
    const second = await withPrakerjaSimulator(busy, (m) => logs.push(m));
    try {
      expect(second.config.prakerja?.partnerUrl).not.toBe(first.config.prakerja?.partnerUrl);
      expect(logs[0]).toContain("is in use");
    } finally {
      await second.close();
      await first.close();
    }
  });

  it("without a partner every call is an outage", async () => {
    const err = await unconfiguredPrakerjaPartner()
      .getRedeemCodeStatus({ redeemCode: "X", email: "a@example.com", partnerCourseId: "C" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerUnavailableError);
  });
});
