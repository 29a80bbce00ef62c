import type { Config } from "../../../config";
import type { Db } from "../../../platform/db";
import { restoreSimulatorFrom } from "./restore";
import { startPrakerjaSimulator } from "./server";

/**
 * `npm start` outside production: the partner simulator in this process, on its own port (config.prakerja.simulator),
 * and the configuration pointed at it (port 0 becomes the port it got). Loaded by server.ts with import() only then.
 */
export async function withPrakerjaSimulator(
  config: Config,
  log: (message: string) => void,
): Promise<{ config: Config; close: () => Promise<void>; restoreFrom: (db: Db) => Promise<void> }> {
  const prakerja = config.prakerja;
  if (!prakerja?.simulator) return { config, close: async () => {}, restoreFrom: async () => {} };
  const start = (port: number) =>
    startPrakerjaSimulator({
      clientCode: prakerja.clientCode,
      signingKey: prakerja.signingKey,
      host: "127.0.0.1",
      port,
    });
  // a busy port (another checkout's server) must not stop the product: any free port then, named in the log
  const simulator = await start(prakerja.simulator.port).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== "EADDRINUSE") throw err;
    log(`Prakerja simulator: port ${prakerja.simulator?.port} is in use, taking a free one`);
    return start(0);
  });
  log(`Prakerja partner simulator at ${simulator.url} (seeded codes: docs/prakerja.md)`);
  return {
    config: { ...config, prakerja: { ...prakerja, partnerUrl: simulator.url, faceOrigin: simulator.url } },
    close: simulator.close,
    // the simulator keeps nothing: the redemptions the product holds are told to it again after each start
    restoreFrom: async (db: Db) => {
      const restored = await restoreSimulatorFrom(db, simulator.state);
      if (restored > 0) log(`Prakerja simulator: ${restored} redeemed codes restored from the database`);
    },
  };
}
