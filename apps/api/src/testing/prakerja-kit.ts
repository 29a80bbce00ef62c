import { randomBytes } from "node:crypto";
import type { Config, PrakerjaConfig } from "../config";
import { createPrakerjaPartner, type PrakerjaPartnerDeps } from "../modules/prakerja/client";
import type { PrakerjaPartner } from "../modules/prakerja/partner";
import { type PrakerjaSimulator, startPrakerjaSimulator } from "../modules/prakerja/simulator/server";

export { participantIdOf, seededRedeemCode } from "../modules/prakerja/simulator/state";

export type PrakerjaTestPartner = {
  simulator: PrakerjaSimulator;
  /** the partner configuration pointing at this simulator (random client code and key) */
  prakerja: PrakerjaConfig;
  /** a product configuration with its Prakerja partner replaced by this simulator */
  configWith(base: Config): Config;
  /** a client of this simulator; tests give it a clock, instant sleeps, a small breaker … */
  client(deps?: PrakerjaPartnerDeps): PrakerjaPartner;
  close(): Promise<void>;
};

/**
 * Starts the Prakerja partner simulator on a random loopback port for a test file (close it in afterAll).
 * `now` moves the simulator's clock (Unix ms); reviewDelayMs 0 makes submissions reviewed at the first read.
 */
export async function startPrakerjaTestPartner(
  options: { now?: () => number; sessionCount?: number; reviewDelayMs?: number; timeoutMs?: number } = {},
): Promise<PrakerjaTestPartner> {
  const clientCode = `TEST-${randomBytes(3).toString("hex").toUpperCase()}`;
  const signingKey = randomBytes(24).toString("hex");
  const simulator = await startPrakerjaSimulator({
    clientCode,
    signingKey,
    port: 0,
    reviewDelayMs: options.reviewDelayMs ?? 0,
    ...(options.now ? { now: options.now } : {}),
    ...(options.sessionCount === undefined ? {} : { sessionCount: options.sessionCount }),
  });
  const prakerja: PrakerjaConfig = {
    partnerUrl: simulator.url,
    faceOrigin: simulator.url,
    clientCode,
    signingKey,
    timeoutMs: options.timeoutMs ?? 2000,
    simulator: null,
  };
  return {
    simulator,
    prakerja,
    configWith: (base) => ({ ...base, prakerja }),
    client: (deps = {}) =>
      createPrakerjaPartner(prakerja, { sleep: async () => {}, ...(options.now ? { now: options.now } : {}), ...deps }),
    close: () => simulator.close(),
  };
}
